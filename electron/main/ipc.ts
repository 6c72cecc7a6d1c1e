// The contract over IPC: one invoke channel for calls, one channel for pushes. Calls are accepted
// only from the app's own page and validated from unknown by dispatch(); answers never throw.
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { dispatch, type Backend, type CallResult } from '../contract.js';
import { isTrustedRendererUrl } from './security.js';

export const CALL_CHANNEL = 'acs:call';
export const PUSH_CHANNEL = 'acs:push';

export function serveContractOverIpc(
  backend: Backend,
  window: () => BrowserWindow | null,
  rendererUrl: string,
  devServerUrl: string | undefined,
): () => void {
  ipcMain.handle(
    CALL_CHANNEL,
    (event: IpcMainInvokeEvent, method: unknown, input: unknown): Promise<CallResult<unknown>> => {
      if (!isTrustedRendererUrl(event.senderFrame?.url, rendererUrl, devServerUrl)) {
        return Promise.resolve({
          ok: false,
          error: { kind: 'invalid-call', message: 'Calls are accepted only from the app page' },
        });
      }
      return dispatch(backend, method, input);
    },
  );
  const unsubscribe = backend.subscribe((event) => {
    const target = window();
    if (target && !target.isDestroyed()) target.webContents.send(PUSH_CHANNEL, event);
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(CALL_CHANNEL);
  };
}
