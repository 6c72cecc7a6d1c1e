// How a password that screens can guess at is slowed: checks one at a time (each is a 128 MiB scrypt,
// and parallel ones would all slip in before the first wrong one counts, and take libuv's threads from
// every screen), and the back-off after wrong ones in a row (electron/wrong-guesses.ts), refused
// meanwhile with the time left. In memory only: the delay is for guesses through the screens, which
// cannot restart the monitor.
import { WrongGuesses } from '../../wrong-guesses.js';

/** The one key a password's count is kept under: every screen's guesses at it count together. */
const KEY = 'password';

export class GuessThrottle {
  private readonly wrong: WrongGuesses;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(now: () => number = Date.now) {
    this.wrong = new WrongGuesses(now);
  }

  /** Runs `work` after every check before it has finished, whatever their outcome. */
  oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** How long until the next guess may be checked (0: now). */
  waitMs(): number {
    return this.wrong.waitMs(KEY);
  }

  /** Counts the answer of a check: a right one clears the count. */
  answered(right: boolean): void {
    if (right) this.wrong.right(KEY);
    else this.wrong.wrong(KEY);
  }
}
