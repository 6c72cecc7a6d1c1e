// A clock tests can move forward: real time plus an offset. The tests' build of `acs-monitor serve` uses
// it for the host and its demo service with ACS_TEST_CLOCK=1 (electron/cli/test-hooks.ts), so a browser
// test can let 30 minutes pass at once (escalation, a snooze ending) without sleeping. The acs-monitor a
// user runs never does.
export class OffsetClock {
  private offsetMs = 0;
  private readonly listeners: Array<ClockListener> = [];

  readonly now = (): number => Date.now() + this.offsetMs;

  /**
   * Moves the clock on and runs what waits on it (the escalation check); answers the new time. `unseen`: the
   * service answered nothing meanwhile (a test froze it), so the time jumped over counts as time unseen.
   */
  advance(ms: number, unseen = false): number {
    return this.move(ms, unseen).nowMs;
  }

  /** The same, answering once what waits on it has run to its end (the escalation check reads the cache). */
  async advanceSettled(ms: number, unseen = false): Promise<number> {
    const { nowMs, running } = this.move(ms, unseen);
    await Promise.all(running);
    return nowMs;
  }

  onAdvance(listener: ClockListener): void {
    this.listeners.push(listener);
  }

  private move(ms: number, unseen: boolean): { nowMs: number; running: Array<Promise<void>> } {
    this.offsetMs += ms;
    const nowMs = this.now();
    // Each listener starts now, in order; what it does after its first wait is what advanceSettled waits for.
    return { nowMs, running: this.listeners.map(async (listener) => listener(nowMs, ms, unseen)) };
  }
}

type ClockListener = (nowMs: number, advancedMs: number, unseen: boolean) => void | Promise<void>;
