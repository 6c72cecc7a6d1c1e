// The back-off after wrong passwords, one count per key (the station's supervisor password has one key;
// a browser screen's sign-ins count per screen and per user name). The first FREE_WRONG_GUESSES wrong
// ones in a row cost nothing; from then on each makes the next try wait twice as long (1 s, 2 s, 4 s, …
// up to 10 min). A right one clears the key's count. Kept in memory only.

const FREE_WRONG_GUESSES = 2;
const MAX_GUESS_DELAY_MS = 10 * 60_000;

interface Count {
  wrong: number;
  nextTryAtMs: number;
}

export class WrongGuesses {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How long `key` must wait before its next try; 0 when it may try now. */
  waitMs(key: string): number {
    return Math.max(0, (this.counts.get(key)?.nextTryAtMs ?? 0) - this.now());
  }

  wrong(key: string): void {
    const count = this.counts.get(key) ?? { wrong: 0, nextTryAtMs: 0 };
    count.wrong += 1;
    const over = count.wrong - FREE_WRONG_GUESSES;
    if (over > 0) count.nextTryAtMs = this.now() + Math.min(1000 * 2 ** (over - 1), MAX_GUESS_DELAY_MS);
    this.counts.set(key, count);
  }

  right(key: string): void {
    this.counts.delete(key);
  }
}
