import type { Bridge } from '../../../electron/contract.js';

/**
 * Whether pushes reach this page: `lost` may come back by itself; `access-ended` never does (the browser
 * shell refuses this screen's cookie: withdrawn, unused for 30 days, or lost with a damaged list of screens).
 */
export type Link = 'connected' | 'lost' | 'access-ended';

/** The contract's Bridge, plus what the screens need to know about the transport under it. */
export interface MonitorBridge extends Bridge {
  readonly transport: 'electron' | 'browser';
  /** Whether pushes can reach this page; the listener hears the current state at once, when known. */
  watchConnection(listener: (link: Link) => void): () => void;
}
