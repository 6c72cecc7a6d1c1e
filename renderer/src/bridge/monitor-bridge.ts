import type { Bridge } from '../../../electron/contract.js';

/** The contract's Bridge, plus what the screens need to know about the transport under it. */
export interface MonitorBridge extends Bridge {
  readonly transport: 'electron' | 'browser';
  /** Whether pushes can reach this page; the listener hears the current state at once, when known. */
  watchConnection(listener: (connected: boolean) => void): () => void;
}
