// A clock tests can move forward: real time plus an offset. The tests' build of `acs-monitor serve` uses
// it for the host and its demo service with ACS_TEST_CLOCK=1 (electron/cli/test-hooks.ts), so a browser
// test can let 30 minutes pass at once (escalation, a snooze ending) without sleeping. The acs-monitor a
// user runs never does.
export class OffsetClock {
  private offsetMs = 0;
  private readonly listeners: Array<(nowMs: number, advancedMs: number, unseen: boolean) => void> = [];

  readonly now = (): number => Date.now() + this.offsetMs;

  /**
   * Moves the clock on and runs what waits on it (the escalation check); answers the new time. `unseen`: the
   * service answered nothing meanwhile (a test froze it), so the time jumped over counts as time unseen.
   */
  advance(ms: number, unseen = false): number {
    this.offsetMs += ms;
    const nowMs = this.now();
    for (const listener of this.listeners) listener(nowMs, ms, unseen);
    return nowMs;
  }

  onAdvance(listener: (nowMs: number, advancedMs: number, unseen: boolean) => void): void {
    this.listeners.push(listener);
  }
}
