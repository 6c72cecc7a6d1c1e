// The guards signed in on the browser shell's screens, each with a session of their own (issue 21
// point 5): in a control room an operator's screen acts as its own guard, seeing only that guard's
// customers, never as the workstation's. Kept in memory only: a restart signs every screen out.
import type { GuardSession, ScreenGuards } from '../contract.js';
import { WrongGuesses } from '../wrong-guesses.js';

/** What a screen's guard may see is read again this often, so a customer taken from them drops out. */
export const GUARD_CUSTOMERS_TTL_MS = 5 * 60_000;

export interface ScreenGuard {
  userName: string;
  expiresAtMs: number | null;
  /** The customers the guard may see, as endpoint 1 last said with their session. */
  customers: ReadonlySet<string>;
}

/**
 * The service's answers to a wrong user name or password. A screen signs in under the desk's application
 * token, so its guesses count against the desk's rate limit at the service (which may suspend the
 * application): they are slowed per screen and per user name (wrong-guesses.ts).
 */
const WRONG_CREDENTIALS: ReadonlySet<unknown> = new Set(['unauthenticated', 'forbidden', 'bad-request']);

export class SignInRefusal extends Error {
  readonly kind = 'forbidden';
}

interface Held extends ScreenGuard {
  session: GuardSession;
  readAtMs: number;
}

export class ScreenSignIns {
  private readonly byScreen = new Map<string, Held>();
  private readonly wrongOnScreen: WrongGuesses;
  private readonly wrongForUser: WrongGuesses;
  /** Screens and user names with a sign-in under way: one at a time each, so a burst is not let through together. */
  private readonly underWay = new Set<string>();

  constructor(
    readonly guards: ScreenGuards,
    private readonly now: () => number = Date.now,
  ) {
    this.wrongOnScreen = new WrongGuesses(now);
    this.wrongForUser = new WrongGuesses(now);
  }

  /** Whether an operator's screen must sign in as its own guard now (in a control room). */
  required(): boolean {
    return this.guards.required();
  }

  async signIn(screenId: string, userName: string, password: string): Promise<ScreenGuard> {
    const user = userName.trim().toLowerCase();
    const keys = [`screen:${screenId}`, `user:${user}`];
    if (keys.some((key) => this.underWay.has(key))) {
      throw new SignInRefusal(
        'A sign-in on this screen or as this user is under way: wait for its answer, then try again.',
      );
    }
    const waitMs = Math.max(this.wrongOnScreen.waitMs(screenId), this.wrongForUser.waitMs(user));
    if (waitMs > 0) {
      throw new SignInRefusal(
        `Too many wrong passwords in a row on this screen or as ${userName}: the next sign-in is allowed in ${Math.ceil(waitMs / 1000)} s.`,
      );
    }
    for (const key of keys) this.underWay.add(key);
    let session: GuardSession;
    try {
      session = await this.guards.signIn(userName, password);
    } catch (error) {
      if (WRONG_CREDENTIALS.has((error as { kind?: unknown }).kind)) {
        this.wrongOnScreen.wrong(screenId);
        this.wrongForUser.wrong(user);
      }
      throw error;
    } finally {
      for (const key of keys) this.underWay.delete(key);
    }
    this.wrongOnScreen.right(screenId);
    this.wrongForUser.right(user);
    const customers = new Set(await session.customers());
    const held: Held = {
      session,
      userName: session.userName,
      expiresAtMs: session.expiresAtMs,
      customers,
      readAtMs: this.now(),
    };
    this.byScreen.set(screenId, held);
    return held;
  }

  signOut(screenId: string): void {
    this.byScreen.delete(screenId);
  }

  /** The screen's guard without asking the service (for pushes); null when none or their session ended. */
  current(screenId: string): ScreenGuard | null {
    const held = this.byScreen.get(screenId);
    if (!held) return null;
    if (held.expiresAtMs !== null && this.now() >= held.expiresAtMs) {
      this.byScreen.delete(screenId);
      return null;
    }
    return held;
  }

  /**
   * The screen's guard, their customers read again when older than GUARD_CUSTOMERS_TTL_MS. A session the
   * service refuses signs the screen out; a service that does not answer leaves the last list in use.
   */
  async guardOf(screenId: string): Promise<ScreenGuard | null> {
    const held = this.current(screenId);
    if (!held || this.now() - (held as Held).readAtMs < GUARD_CUSTOMERS_TTL_MS) return held;
    const fresh = held as Held;
    try {
      fresh.customers = new Set(await fresh.session.customers());
      fresh.readAtMs = this.now();
    } catch (error) {
      if ((error as { kind?: unknown }).kind === 'unauthenticated') {
        this.byScreen.delete(screenId);
        return null;
      }
    }
    return this.byScreen.get(screenId) ?? null;
  }

  /** Every screen's guard's name, for the list of screens. */
  names(): ReadonlyMap<string, string> {
    return new Map([...this.byScreen].map(([screenId, held]) => [screenId, held.userName]));
  }
}
