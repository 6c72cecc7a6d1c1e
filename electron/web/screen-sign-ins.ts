// The guards signed in on the browser shell's screens, each with a session of their own (issue 21
// point 5): in a control room an operator's screen acts as its own guard, seeing only that guard's
// customers, never as the workstation's. Kept in memory only: a restart signs every screen out.
import type { GuardSession, ScreenGuards } from '../contract.js';
import { SignInBackOff } from './sign-in-back-off.js';

/** What a screen's guard may see is read again this often, so a customer taken from them drops out. */
export const GUARD_CUSTOMERS_TTL_MS = 5 * 60_000;

export interface ScreenGuard {
  userName: string;
  expiresAtMs: number | null;
  /** The customers the guard may see, as endpoint 1 last said with their session. */
  customers: ReadonlySet<string>;
}

/** Refused before the service is asked (sign-in-back-off.ts). */
export class SignInRefusal extends Error {
  readonly kind = 'forbidden';
}

interface Held extends ScreenGuard {
  session: GuardSession;
  readAtMs: number;
  signedInAtMs: number;
}

export class ScreenSignIns {
  private readonly byScreen = new Map<string, Held>();

  constructor(
    readonly guards: ScreenGuards,
    private readonly now: () => number = Date.now,
    /** Shared with the shell's other sign-ins from screens (the workstation's own, outside a room). */
    private readonly backOff = new SignInBackOff(now),
  ) {}

  /** Whether an operator's screen must sign in as its own guard now (in a control room). */
  required(): boolean {
    return this.guards.required();
  }

  async signIn(screenId: string, userName: string, password: string): Promise<ScreenGuard> {
    const session = await this.backOff.attempt(
      screenId,
      userName,
      () => this.guards.signIn(userName, password),
      (sentence) => {
        throw new SignInRefusal(sentence);
      },
    );
    const customers = new Set(await session.customers());
    const held: Held = {
      session,
      userName: session.userName,
      expiresAtMs: session.expiresAtMs,
      customers,
      readAtMs: this.now(),
      signedInAtMs: this.now(),
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

  /** Every screen's guard, and since when, for the list of screens. */
  signedIn(): ReadonlyMap<string, { userName: string; sinceMs: number }> {
    return new Map(
      [...this.byScreen].map(([screenId, held]) => [screenId, { userName: held.userName, sinceMs: held.signedInAtMs }]),
    );
  }
}
