// A service's latency in the benchmarks' virtual time: each answer is held until the clock has moved
// a round trip, plus its size at the link's speed, past the moment its request left. The driver asks
// when every request in flight is held (then nothing can happen before it moves the clock) and when
// the next answer is due, and releases the answers due once it has moved the clock.

export interface LatencyModel {
  /** A request's round trip with a small answer, in ms. */
  roundTripMs: number;
  /** How fast a large answer arrives, in bytes a ms (10,000: 10 MB a second). */
  bytesPerMs: number;
}

interface HeldAnswer {
  dueAtMs: number;
  release: () => void;
}

export class VirtualLatency {
  private held: HeldAnswer[] = [];
  private inFlight = 0;
  /** Off while the guard signs in (nothing moves the clock yet). */
  private holding = false;
  /** Told when a request leaves, is held or ends. */
  private changed: Array<() => void> = [];

  constructor(
    private readonly clock: { readonly now: number },
    private readonly model: LatencyModel,
  ) {}

  /** `inner` with every answer held for the model's latency in virtual time, once `start` was called. */
  wrap(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      if (!this.holding) return inner(input, init);
      const sentAtMs = this.clock.now;
      this.inFlight += 1;
      this.tell();
      try {
        const response = await inner(input, init);
        const bytes = Number(response.headers.get('content-length') ?? 0);
        const dueAtMs = Math.ceil(sentAtMs + this.model.roundTripMs + bytes / this.model.bytesPerMs);
        if (dueAtMs > this.clock.now) {
          const answer: HeldAnswer = { dueAtMs, release: () => {} };
          const released = new Promise<void>((resolve, reject) => {
            answer.release = resolve;
            // A stop cancels the request: its answer is dropped, not held forever.
            init?.signal?.addEventListener('abort', () => {
              this.held = this.held.filter((held) => held !== answer);
              reject(init.signal!.reason);
            });
          });
          this.held.push(answer);
          this.tell();
          await released;
        }
        return response;
      } finally {
        this.inFlight -= 1;
        this.tell();
      }
    };
  }

  /** From now on the answers wait for the clock. */
  start(): void {
    this.holding = true;
  }

  /**
   * Resolves once some request is in flight and every one is held, and still so after the reads
   * under way had a turn of the event loop to send theirs (a read started but not sent yet sends at
   * this moment, not after the clock moved).
   */
  async everyRequestHeld(): Promise<void> {
    const allHeld = (): boolean => this.inFlight > 0 && this.held.length === this.inFlight;
    for (;;) {
      if (allHeld()) {
        await new Promise((resolve) => setImmediate(resolve));
        if (allHeld()) return;
      }
      await new Promise<void>((resolve) => this.changed.push(resolve));
    }
  }

  private tell(): void {
    for (const resolve of this.changed.splice(0)) resolve();
  }

  /** When the next held answer is due; Infinity when none is held. */
  nextDueAtMs(): number {
    return Math.min(Infinity, ...this.held.map((answer) => answer.dueAtMs));
  }

  /** Lets every answer due by the clock go on. */
  releaseDue(): void {
    const due = this.held.filter((answer) => answer.dueAtMs <= this.clock.now);
    this.held = this.held.filter((answer) => answer.dueAtMs > this.clock.now);
    for (const answer of due) answer.release();
  }
}
