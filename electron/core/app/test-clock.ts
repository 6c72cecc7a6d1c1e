// A clock tests can move forward: real time plus an offset. The tests' build of `acs-monitor serve` uses
// it for the host and its demo service with ACS_TEST_CLOCK=1 (electron/cli/test-hooks.ts), so a browser
// test can let 30 minutes pass at once (escalation, a snooze ending) without sleeping. The acs-monitor a
// user runs never does.
export class OffsetClock {
  private offsetMs = 0;
  private readonly listeners: Array<(nowMs: number, advancedMs: number) => void> = [];

  readonly now = (): number => Date.now() + this.offsetMs;

  /** Moves the clock on and runs what waits on it (the escalation check); answers the new time. */
  advance(ms: number): number {
    this.offsetMs += ms;
    const nowMs = this.now();
    for (const listener of this.listeners) listener(nowMs, ms);
    return nowMs;
  }

  onAdvance(listener: (nowMs: number, advancedMs: number) => void): void {
    this.listeners.push(listener);
  }
}
