// The open alarms' journal (kept for a cache found damaged) follows their changes within half a second: a
// burst of changes is written once, and off the path from a stored event to its alarm on screen.

const JOURNAL_DELAY_MS = 500;

export class OpenAlarmsJournal {
  private timer: NodeJS.Timeout | undefined;

  /** `write`: writes the journal now (the cache's journalOpenAlarms), when the cache is open. */
  constructor(private readonly write: () => void) {}

  /** The open alarms changed: the journal follows within half a second. */
  soon(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.now();
    }, JOURNAL_DELAY_MS).unref();
  }

  /** A failed write (a full disk) leaves the last journal; the next change tries again. */
  now(): void {
    try {
      this.write();
    } catch {
      // The disk-full and damaged-cache states are on screen already (NOT MONITORING).
    }
  }

  /** A change not yet written is written before the cache closes. */
  close(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.now();
  }
}
