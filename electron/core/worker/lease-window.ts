// How long this workstation may go on polling the service for its control room, shared between the
// thread that holds the poller lease and the sync's worker thread. Each heartbeat the lease writes opens
// the window until the moment the lease would fence itself. A sync thread that wakes from a stop
// (SIGSTOP, a suspended machine) finds it shut and waits before any request for the lease's next
// heartbeat; if another workstation took over meanwhile, the host stops it instead. So a poller that
// wakes makes at most the request it had under way.
import { setTimeout as delay } from 'node:timers/promises';

/** How often a request waiting for the window looks again. */
const LOOK_AGAIN_MS = 50;

/** Milliseconds on a clock both threads read alike (the process's monotonic clock from its time origin). */
export function sharedClockMs(): number {
  return performance.timeOrigin + performance.now();
}

export class LeaseWindow {
  private readonly until: BigInt64Array;

  /** A new window (shut), or one made by the other thread, from its buffer. */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.until = new BigInt64Array(buffer);
  }

  /** Open until `atMs` (sharedClockMs). */
  openUntil(atMs: number): void {
    Atomics.store(this.until, 0, BigInt(Math.floor(atMs)));
  }

  isOpen(nowMs = sharedClockMs()): boolean {
    return nowMs < Number(Atomics.load(this.until, 0));
  }

  /** Resolves once the window is open; rejects when one of `signals` aborts first (the sync stopping). */
  async whenOpen(...signals: Array<AbortSignal | undefined>): Promise<void> {
    while (!this.isOpen()) {
      for (const signal of signals) signal?.throwIfAborted();
      // No listener on the signals: they outlive every request, and would gather one per request.
      await delay(LOOK_AGAIN_MS);
    }
  }
}
