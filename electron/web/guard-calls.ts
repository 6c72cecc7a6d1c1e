// The calls and pushes of a browser screen that signs in as its own guard (in a control room, issue 21
// point 5): its session is its own (signing in or out there never touches the workstation's), what it
// reads and is pushed is narrowed to the guard's customers (screen-scope.ts), each step it takes is
// the guard's, and an export it starts is its alone to follow, cancel and download.
import {
  parseCall,
  toCallError,
  type Backend,
  type CallResult,
  type MethodName,
  type PushEvent,
  type SessionStatus,
} from '../contract.js';
import { invokeAsGuard, pushForGuard, ScopeRefusal } from './screen-scope.js';
import type { ScreenGuard, ScreenSignIns } from './screen-sign-ins.js';

const SIGN_IN_FIRST =
  'Sign in on this screen first: in a control room every screen signs in as its own guard, and sees only that guard’s customers.';

/** What a screen not yet signed in may still call: its own session, and how it looks. */
const BEFORE_SIGN_IN: ReadonlySet<MethodName> = new Set(['preferences.get'] satisfies MethodName[]);

/**
 * A workstation joined to a room on its first run is set up from its screen before any guard can sign in
 * there: these pass while it has no application token (then they are the workstation's alone).
 */
const FIRST_RUN_SET_UP: ReadonlySet<MethodName> = new Set([
  'session.connect',
  'session.register',
  'session.useAppToken',
  'session.startDemo',
] satisfies MethodName[]);

export class GuardCalls {
  /** Which screen started each export (only that screen follows, cancels and downloads it). */
  private readonly exportOwners = new Map<string, string>();

  constructor(
    private readonly backend: Backend,
    readonly signIns: ScreenSignIns,
  ) {}

  async answer(screenId: string, method: unknown, input: unknown): Promise<CallResult<unknown>> {
    const call = parseCall(method, input);
    if (!call.ok) return call;
    try {
      return { ok: true, value: await this.run(screenId, call.method, call.input as never) };
    } catch (error) {
      if (error instanceof ScopeRefusal) return { ok: false, error: { kind: error.kind, message: error.message } };
      return { ok: false, error: toCallError(error) };
    }
  }

  /** An event as this screen may see it; null when it is not theirs to see. */
  pushFor(screenId: string, event: PushEvent): PushEvent | null {
    if (event.name === 'export-progress')
      return this.exportOwners.get(event.payload.exportId) === screenId ? event : null;
    const guard = this.signIns.current(screenId);
    if (event.name === 'session') return { name: 'session', payload: this.screenStatus(event.payload, guard) };
    if (!guard) return event.name === 'preferences' ? event : null;
    return pushForGuard(event, { operator: guard.userName, customers: guard.customers });
  }

  mayDownload(screenId: string, exportId: string): boolean {
    return this.exportOwners.get(exportId) === screenId;
  }

  /** The screen's access was withdrawn: its guard is signed out. */
  forget(screenId: string): void {
    this.signIns.signOut(screenId);
    for (const [exportId, owner] of this.exportOwners) if (owner === screenId) this.exportOwners.delete(exportId);
  }

  private async run(screenId: string, method: MethodName, input: never): Promise<unknown> {
    if (method === 'session.status') return this.status(screenId);
    if (method === 'session.login') {
      const { userName, password, remember } = input as { userName: string; password: string; remember: boolean };
      await this.signIns.signIn(screenId, userName, password);
      // A workstation joined to a room on its first run has never signed in: its first guard signs it in too,
      // so it polls for the room (one sign-in, as on a single guard's first run).
      const workstation = await this.backend.invoke('session.status', {});
      if (!workstation.signedIn && workstation.userName === null) {
        await this.backend.invoke('session.login', { userName, password, remember });
      }
      return this.status(screenId);
    }
    if (FIRST_RUN_SET_UP.has(method) && !(await this.backend.invoke('session.status', {})).registered) {
      await this.backend.invoke(method, input);
      return this.status(screenId);
    }
    if (method === 'session.logout') {
      this.signIns.signOut(screenId);
      return this.status(screenId);
    }
    const guard = await this.signIns.guardOf(screenId);
    if (!guard) {
      if (BEFORE_SIGN_IN.has(method)) return this.backend.invoke(method, input);
      throw new ScopeRefusal('forbidden', SIGN_IN_FIRST);
    }
    const seen = { operator: guard.userName, customers: guard.customers };
    if (method === 'export.cancel') {
      const { exportId } = input as { exportId: string };
      if (this.exportOwners.get(exportId) !== screenId) return { cancelled: false };
      return this.backend.invoke('export.cancel', { exportId }, { operator: guard.userName });
    }
    const output = await invokeAsGuard(this.backend, method, input, seen);
    if (method === 'export.start') this.exportOwners.set((output as { exportId: string }).exportId, screenId);
    return output;
  }

  private async status(screenId: string): Promise<SessionStatus> {
    return this.screenStatus(await this.backend.invoke('session.status', {}), this.signIns.current(screenId));
  }

  /** The workstation's session status with the screen's own guard in place of the workstation's. */
  private screenStatus(workstation: SessionStatus, guard: ScreenGuard | null): SessionStatus {
    return {
      ...workstation,
      signedIn: guard !== null,
      userName: guard?.userName ?? null,
      expiresAt: guard?.expiresAtMs != null ? new Date(guard.expiresAtMs).toISOString() : null,
      remembered: false,
      ownGuard: true,
    };
  }
}
