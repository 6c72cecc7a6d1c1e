// How a password that screens can guess at is slowed: checks one at a time (each is a 128 MiB scrypt,
// and parallel ones would all slip in before the first wrong one counts, and take libuv's threads
// from every screen), and from the third wrong one in a row each makes the next wait twice as long
// (1 s, 2 s, 4 s, … up to 10 min), refused meanwhile with the time left. In memory only: the delay is
// for guesses through the screens, which cannot restart the monitor.
const FREE_WRONG_GUESSES = 2;
const MAX_GUESS_DELAY_MS = 10 * 60_000;

export class GuessThrottle {
  private wrongGuesses = 0;
  private nextGuessAtMs = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly now: () => number = Date.now) {}

  /** Runs `work` after every check before it has finished, whatever their outcome. */
  oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** How long until the next guess may be checked (0: now). */
  waitMs(): number {
    return Math.max(0, this.nextGuessAtMs - this.now());
  }

  /** Counts the answer of a check: a right one clears the count. */
  answered(right: boolean): void {
    if (right) {
      this.wrongGuesses = 0;
      this.nextGuessAtMs = 0;
      return;
    }
    this.wrongGuesses += 1;
    const over = this.wrongGuesses - FREE_WRONG_GUESSES;
    if (over > 0) this.nextGuessAtMs = this.now() + Math.min(1000 * 2 ** (over - 1), MAX_GUESS_DELAY_MS);
  }
}
