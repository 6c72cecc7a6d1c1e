// AppService: the core composed in one place, behind the contract's Backend interface. The
// Electron shell, the browser shell and their tests all run this; each method's input arrives
// already validated by the transport (electron/contract.ts), and is answered by its namespace's
// module in handlers/, working on the AppCore this service starts and stops.
import {
  NOTHING_WATCHED,
  type Backend,
  type Caller,
  type Handlers,
  type MethodName,
  type MethodOutput,
  type MethodParams,
  type Monitoring,
  type PushEvent,
  type ScreenControl,
  type ScreenGuards,
} from '../../contract.js';
import { normaliseBaseUrl } from '../api/validate.js';
import { KeychainLockedError } from '../secrets/index.js';
import { AppCore } from './app-core.js';
import type { AppServiceOptions } from './app-options.js';
import { asCaller } from './caller.js';
import { signInGuard } from './guard-sign-in.js';
import { buildHandlers } from './handlers/index.js';
import { serviceAddressOf } from './service-address.js';
import { KEYCHAIN_LOCKED, SIGNED_OUT } from './session-problems.js';

export type { AppServiceOptions } from './app-options.js';

export class AppService implements Backend {
  private readonly core: AppCore;
  private readonly handlers: Handlers;
  /** The start could not read the keychain (locked): it resumes once the keychain answers again. */
  private resumeWhenUnlocked = false;

  constructor(private readonly options: AppServiceOptions) {
    this.core = new AppCore(options);
    this.handlers = buildHandlers(this.core);
    // A keychain locked or unlocked mid-shift: every screen's banner follows.
    options.secrets.store.onProblemChange?.(() => this.keychainChanged());
  }

  /**
   * Reconnects to the service used last (not a demo: its address does not outlive it) and resumes
   * syncing: with the session kept, or signing in by itself where it can (a wall display restarted
   * with its credentials in the environment comes back live).
   */
  async start(): Promise<void> {
    const { settings } = this.core;
    const baseUrl = serviceAddressOf(this.options.startUrl, this.options.env ?? {}, settings);
    if (!baseUrl || settings.service(normaliseBaseUrl(baseUrl)).environment === 'demo') return;
    await this.core.connect(baseUrl);
    try {
      await this.resume();
    } catch (error) {
      // A locked keychain is named on the banner; the monitor starts and resumes once it is unlocked.
      if (!(error instanceof KeychainLockedError)) throw error;
      this.resumeWhenUnlocked = true;
      this.core.connection?.setSessionProblem(KEYCHAIN_LOCKED);
    }
  }

  private async resume(): Promise<void> {
    const connection = this.core.requireConnection();
    if (!(await connection.session.hasLiveSession())) {
      if (!connection.session.canSignInByItself) {
        connection.setSessionProblem(SIGNED_OUT);
        return;
      }
      // Not fatal: the sync signs in by itself once the service answers.
      await connection.session.sessionToken().catch(() => undefined);
    }
    connection.setSessionProblem(null);
    await connection.restartSync();
  }

  private keychainChanged(): void {
    const resume = this.resumeWhenUnlocked && !this.options.secrets.store.problem;
    if (resume) this.resumeWhenUnlocked = false;
    const resumed = resume
      ? this.resume().catch((error: unknown) => {
          if (error instanceof KeychainLockedError) {
            this.resumeWhenUnlocked = true;
            this.core.connection?.setSessionProblem(KEYCHAIN_LOCKED);
          }
        })
      : Promise.resolve();
    void resumed.then(() => this.core.publishSession()).catch(() => undefined);
  }

  async stop(): Promise<void> {
    const { core } = this;
    clearTimeout(core.silenceEnd);
    await core.connection?.close();
    core.connection = null;
    await core.demo?.close();
    core.demo = null;
  }

  invoke<M extends MethodName>(method: M, input: MethodParams<M>, caller?: Caller): Promise<MethodOutput<M>> {
    const handler: Handlers[M] = this.handlers[method];
    return asCaller(caller, () => handler(input));
  }

  subscribe(listener: (event: PushEvent) => void): () => void {
    return this.core.hub.subscribe(listener);
  }

  /** How the browser shell's screens sign in as their own guards: in a control room, against this service. */
  readonly screenGuards: ScreenGuards = {
    required: () => this.core.connection?.inRoom === true,
    signIn: async (userName, password) => signInGuard(this.core.requireConnection().session, userName, password),
  };

  /** The finished file of an export (for the browser shell's download and the Electron shell). */
  exportFile(exportId: string): { path: string; fileName: string } | null {
    return this.core.exportFile(exportId);
  }

  /** The export's file was downloaded or saved: it is deleted from the profile folder. */
  exportTaken(exportId: string): void {
    this.core.exportTaken(exportId);
  }

  /** The browser shell serving this app (acs-monitor serve): its screens become the screens.* methods' business. */
  useBrowserShell(screens: ScreenControl): void {
    this.core.screens = screens;
  }

  /** Whether the monitor sees its watched customers, for the tray (NOT MONITORING). */
  get monitoring(): Monitoring {
    return this.core.connection?.monitoring ?? NOTHING_WATCHED;
  }

  /** Open (unacknowledged) alarms, for the tray: the same number as the header's badge. */
  get unacknowledgedCount(): number {
    const { connection } = this.core;
    return connection?.isReady ? connection.unacknowledgedCount : 0;
  }

  /**
   * The test clock jumped `advancedMs`: escalate what waited too long and tell every screen which snoozes still
   * run and whether the alarm sound is still silenced. The time jumped over counts as seen (the sync went on
   * reading meanwhile on its own clock) unless `unseen` (the test froze the service meanwhile).
   */
  async clockMoved(advancedMs: number, unseen = false): Promise<void> {
    const { core } = this;
    core.publishPreferences();
    if (!core.connection?.isReady) return;
    core.connection.clockJumped(advancedMs, unseen);
    await core.connection.escalate();
    await core.publishSnoozes(core.connection);
  }

  /** Why the rules file is not in force, and any sign of tampering, for a warning line at start; null when all is well. */
  get rulesWarning(): string | null {
    const { problem, tampering } = this.core.alarmRules.inForce;
    return [tampering, problem].filter((line) => line !== null).join(' ') || null;
  }
}
