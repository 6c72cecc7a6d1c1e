// Sandboxed preload: only `electron` may be imported here, and it is bundled to CommonJS.
// It forwards exactly two channels of its own: calls (invoke) and pushes; nothing else of
// ipcRenderer reaches the page.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

const CALL_CHANNEL = 'acs:call';
const PUSH_CHANNEL = 'acs:push';

contextBridge.exposeInMainWorld('acs', {
  call: (method: string, input: unknown): Promise<unknown> => ipcRenderer.invoke(CALL_CHANNEL, method, input),
  subscribe: (listener: (event: unknown) => void): (() => void) => {
    const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(PUSH_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(PUSH_CHANNEL, forward);
    };
  },
});
