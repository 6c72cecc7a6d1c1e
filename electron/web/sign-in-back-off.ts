// Sign-ins from browser screens (issue 32, low 9): each goes to the service under the workstation's
// application token, so a screen guessing passwords spends the desk's rate limit at the service (which
// may suspend the application). Wrong passwords are slowed per screen and per user name, as the
// supervisor password's are (wrong-guesses.ts), and each screen and user name signs in one at a time,
// so a burst is not let through together before the first answer.
import { WrongGuesses } from '../wrong-guesses.js';

/** The service's answers to a wrong user name or password. */
const WRONG_CREDENTIALS: ReadonlySet<unknown> = new Set(['unauthenticated', 'forbidden', 'bad-request']);

export const SIGN_IN_UNDER_WAY =
  'A sign-in on this screen or as this user is under way: wait for its answer, then try again.';

export class SignInBackOff {
  private readonly onScreen: WrongGuesses;
  private readonly asUser: WrongGuesses;
  private readonly underWay = new Set<string>();

  constructor(now: () => number = Date.now) {
    this.onScreen = new WrongGuesses(now);
    this.asUser = new WrongGuesses(now);
  }

  /**
   * Runs one sign-in of `userName` on the screen; `failureKind` reads an outcome's failure (undefined: it
   * succeeded; a throw is read by its `kind`). Answers `refuse(sentence)` instead while the screen or user
   * must wait, or has a sign-in under way.
   */
  async attempt<T>(
    screenId: string,
    userName: unknown,
    signIn: () => Promise<T>,
    refuse: (sentence: string) => T,
    failureKind: (outcome: T) => unknown = () => undefined,
  ): Promise<T> {
    const user = typeof userName === 'string' ? userName.trim().toLowerCase() : '';
    const keys = [`screen:${screenId}`, `user:${user}`];
    if (keys.some((key) => this.underWay.has(key))) return refuse(SIGN_IN_UNDER_WAY);
    const waitMs = Math.max(this.onScreen.waitMs(screenId), this.asUser.waitMs(user));
    if (waitMs > 0) {
      return refuse(
        `Too many wrong passwords in a row on this screen or as ${String(userName)}: the next sign-in is allowed in ${Math.ceil(waitMs / 1000)} s.`,
      );
    }
    for (const key of keys) this.underWay.add(key);
    try {
      const outcome = await signIn();
      this.note(screenId, user, failureKind(outcome));
      return outcome;
    } catch (error) {
      this.note(screenId, user, (error as { kind?: unknown } | null)?.kind ?? 'internal');
      throw error;
    } finally {
      for (const key of keys) this.underWay.delete(key);
    }
  }

  /** A sign-in's end: undefined when it succeeded; else its failure's kind. */
  private note(screenId: string, user: string, failure: unknown): void {
    if (failure === undefined) {
      this.onScreen.right(screenId);
      this.asUser.right(user);
    } else if (WRONG_CREDENTIALS.has(failure)) {
      this.onScreen.wrong(screenId);
      this.asUser.wrong(user);
    }
  }
}
