// The Electron shell's transport: the preload's two functions over IPC.
import type { CallResult, MethodName, MethodOutput } from '../../../electron/contract.js';
import type { MonitorBridge } from './monitor-bridge.js';
import { parseCallResult, parsePushEvent } from './validate.js';

export function createElectronBridge(api: AcsPreloadApi): MonitorBridge {
  return {
    transport: 'electron',
    async call<M extends MethodName>(method: M, input: unknown): Promise<CallResult<MethodOutput<M>>> {
      try {
        return parseCallResult(method, await api.call(method, input));
      } catch (error) {
        return {
          ok: false,
          error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) },
        };
      }
    },
    subscribe(listener) {
      return api.subscribe((raw) => {
        const event = parsePushEvent(raw);
        if (event) listener(event);
      });
    },
    // IPC does not drop while the window lives.
    watchConnection(listener) {
      listener('connected');
      return () => {};
    },
  };
}
