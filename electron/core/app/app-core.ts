// What the contract's handlers share: the connection to the service, the profile's settings and rules,
// the screens, and telling every screen of a change. AppService (the contract's face) and the handler
// modules (handlers/, one per namespace) both work on this; nothing outside core/app sees it.
import {
  type AlarmRules,
  type DoorSnooze,
  type MethodOutput,
  type Room,
  type ScreenControl,
  type SessionStatus,
} from '../../contract.js';
import { DEFAULT_RULES_TEXT } from '../alarms/rules-file.js';
import { serviceProbeFailure } from '../api/probe-failure.js';
import { normaliseBaseUrl } from '../api/validate.js';
import { SettingsStore } from '../profile/settings.js';
import { KeychainLockedError } from '../secrets/index.js';
import type { SyncSettings } from '../sync/engine.js';
import { resolveRequestBudget } from '../sync/request-budget.js';
import { AppError } from '../../app-error.js';
import { currentCaller } from './caller.js';
import type { AppServiceOptions, DemoHandle } from './app-options.js';
import { PushHub } from './push-hub.js';
import {
  JoinedRoom,
  roomTlsSettings,
  RoomSupervisor,
  type ChosenRoom,
  type RoomShared,
  type RoomSupervisorProof,
} from '../room/control-room.js';
import { screensPresent } from './screens-present.js';
import { ServiceConnection } from './service-connection.js';
import { SupervisedRules } from './supervised-rules.js';
import { requestBudgetOf, retentionOf } from './sync-limits.js';
import { workstationName } from './workstation-name.js';

export class AppCore {
  readonly settings: SettingsStore;
  readonly alarmRules: SupervisedRules;
  /** The control room this workstation joined (its address in settings, its password in the keychain). */
  readonly room: JoinedRoom;
  readonly hub = new PushHub();
  readonly now: () => number;
  connection: ServiceConnection | null = null;
  demo: DemoHandle | null = null;
  screens: ScreenControl | null = null;
  /** The control room's own supervisor password, while this workstation is in a room; null outside one. */
  roomSupervisor: RoomSupervisor | null = null;
  /** When the desktop app's window was last touched (screens.active from it); null: never. */
  windowActiveMs: number | null = null;
  /** Tells every screen when the alarm sound's silence ends: a screen on another computer's clock cannot tell. */
  silenceEnd: ReturnType<typeof setTimeout> | undefined;
  private readonly syncSettings: Partial<SyncSettings>;

  constructor(readonly options: AppServiceOptions) {
    this.settings = new SettingsStore(options.dataDir);
    this.alarmRules = new SupervisedRules(options.dataDir);
    this.room = new JoinedRoom(
      this.settings,
      async () => options.secrets.store,
      roomTlsSettings({ roomCa: options.roomCa, allowInsecureRoom: options.allowInsecureRoom }, options.env ?? {}),
    );
    resolveRequestBudget({ env: options.env?.ACS_REQUEST_BUDGET }); // a malformed variable is refused at start
    const retentionMs = retentionOf(options.env ?? {});
    this.syncSettings = { ...(retentionMs === undefined ? {} : { retentionMs }), ...options.syncSettings };
    this.now = options.now ?? Date.now;
  }

  /**
   * Connects and waits for the cache to be prepared (off this thread: the screens are told meanwhile
   * by the session status). A cache that cannot be prepared leaves no connection and throws its error.
   */
  async connect(baseUrl: string): Promise<void> {
    const normalised = normaliseBaseUrl(baseUrl);
    if (this.connection?.baseUrl === normalised) {
      await this.connection.ready;
      return;
    }
    await this.connection?.close();
    const room = await this.roomInUse();
    this.roomSupervisor = room ? new RoomSupervisor(room.url, this.workstation) : null;
    const connection = new ServiceConnection({
      baseUrl: normalised,
      dataDir: this.options.dataDir,
      secrets: this.options.secrets.store,
      settings: this.settings,
      env: this.options.env ?? {},
      allowInsecureHttp: this.options.allowInsecureHttp === true,
      syncSettings: this.syncSettings,
      rules: () => this.alarmRules.inForce,
      requestBudget: () => this.requestBudget(),
      publish: (event) => this.hub.publish(event),
      sessionChanged: () => void this.publishSession().catch(() => undefined),
      now: this.now,
      ...(room && {
        room: {
          url: room.url,
          shown: room.shown,
          workstation: this.workstation,
          workstationId: this.settings.workstationId,
          own: () => ({
            rulesText: this.alarmRules.inForce.text,
            shiftChanges: this.settings.preferences.shiftChanges,
          }),
          sharedChanged: () => this.roomSharedChanged(),
          screensPresent: () =>
            screensPresent({
              screens: this.screens?.list() ?? [],
              guardCustomers: (screenId) => this.screens?.guardCustomers(screenId) ?? null,
              window: { operator: this.connection?.session.status().userName ?? null, activeMs: this.windowActiveMs },
              nowMs: this.now(),
            }),
        },
      }),
    });
    this.connection = connection;
    // The screens follow: the cache being prepared, then ready (or no connection). Not awaited: telling
    // them must neither hold up the preparation nor fail the connect.
    void this.publishSession().catch(() => undefined);
    try {
      await connection.ready;
      this.settings.updateService(normalised, {});
    } catch (error) {
      if (this.connection === connection) this.connection = null;
      throw error;
    } finally {
      void this.publishSession().catch(() => undefined);
    }
  }

  /**
   * The control room this workstation is in (whose poller and alarm queue it shares); none when its
   * password cannot be read (a locked keychain): it then works as a single guard's.
   */
  private async roomInUse(): Promise<ChosenRoom | undefined> {
    return this.room.choose(this.options.database, this.options.env ?? {}).catch(() => undefined);
  }

  /** This workstation's name in a control room: the option, else ACS_WORKSTATION, else the computer's name. */
  get workstation(): string {
    return workstationName(this.options.env ?? {}, this.options.workstation);
  }

  /** This workstation in the room it is in: polling or following; null outside a room (or before connecting). */
  roomHere(): Room['here'] {
    const role = this.connection?.roomPolling;
    if (!this.connection?.inRoom) return null;
    if (!role) return { name: this.workstation, role: 'joining', sinceMs: null, following: false };
    return role.role === 'poller'
      ? { name: this.workstation, role: 'poller', sinceMs: role.since, following: true }
      : { name: this.workstation, role: 'follower', sinceMs: null, following: role.following };
  }

  /**
   * A room joined or left: the connection starts again, so that it follows (or polls for) the new room,
   * or syncs on its own again; the sync resumes where a session is kept.
   */
  async roomChanged(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    const baseUrl = connection.baseUrl;
    await connection.close();
    this.connection = null;
    await this.connect(baseUrl);
    const reopened = this.requireConnection();
    if (await reopened.session.hasLiveSession().catch(() => false)) await reopened.restartSync();
    void this.publishSession().catch(() => undefined);
  }

  /** Before registering: a service must answer at the new address, or the connection is dropped with why. */
  async checkServiceAnswers(): Promise<void> {
    const connection = this.requireConnection();
    try {
      await connection.session.client.probe();
    } catch (error) {
      await connection.close();
      this.connection = null;
      throw serviceProbeFailure(connection.baseUrl, error);
    }
  }

  /** Tells every screen the snoozes running now (in a room, of the customers the signed-in guard may see). */
  async publishSnoozes(connection: ServiceConnection): Promise<DoorSnooze[]> {
    const snoozes = await connection.snoozesInSight(connection.session.status().userName, this.now());
    this.hub.publish({ name: 'snoozes', payload: { snoozes } });
    return snoozes;
  }

  /** The preferences in force; a silence that has run out reads as none; in a room, the room's shift times. */
  preferences(): MethodOutput<'preferences.get'> {
    const preferences = this.settings.preferences;
    const silenced = preferences.soundOffUntilMs !== null && preferences.soundOffUntilMs > this.now();
    const shiftChanges = this.roomShared()?.shiftChanges ?? preferences.shiftChanges;
    return { ...preferences, shiftChanges, soundOffUntilMs: silenced ? preferences.soundOffUntilMs : null };
  }

  /** The control room's rules, snoozes and shift times, when this workstation is in a room and connected. */
  roomShared(): RoomShared | null {
    return this.connection?.controlRoom?.shared ?? null;
  }

  /** The room's rules, snoozes or shift times changed (here or at another workstation): every screen follows. */
  private roomSharedChanged(): void {
    const connection = this.connection;
    if (connection?.controlRoom) void this.publishSnoozes(connection);
    this.publishPreferences();
  }

  /** Every screen follows a change of preferences (a silence set on one screen silences them all). */
  publishPreferences(): MethodOutput<'preferences.get'> {
    const preferences = this.preferences();
    this.hub.publish({ name: 'preferences', payload: preferences });
    return preferences;
  }

  /** The signed-in operator, recorded with each acknowledgement and close. */
  operator(): string | null {
    return currentCaller()?.operator ?? this.connection?.session.status().userName ?? null;
  }

  /** The room's supervisor password, while this workstation works in the room (null otherwise). */
  inRoomSupervisor(): RoomSupervisor | null {
    return this.connection?.inRoom ? this.roomSupervisor : null;
  }

  /**
   * Refuses unless `given` is the supervisor password: in a control room that has one, the room's, whose
   * proof it answers (the room's database asks for it to change the rules or shift times, and the rules
   * are signed with it); else this workstation's own (anyone passes while neither is set), and null.
   */
  async confirmSupervisor(given: string | null | undefined, forWhat: string): Promise<RoomSupervisorProof | null> {
    const proof = (await this.inRoomSupervisor()?.confirm(given, forWhat)) ?? null;
    if (proof === null) await this.alarmRules.confirmSupervisor(given, forWhat);
    return proof;
  }

  /** The rules in force: in a control room the room's (once read), else this workstation's own. */
  rulesInForce(): AlarmRules {
    const own = this.alarmRules.inForce;
    const shared = this.roomShared();
    const room = shared?.rules;
    return {
      text: room?.text ?? own.text,
      source: own.source,
      problem: shared?.rulesProblem ?? own.problem,
      refusedText: own.refusedText,
      tampering: shared?.tampering ?? own.tampering,
      defaultsText: DEFAULT_RULES_TEXT,
      supervisorPasswordSet: this.alarmRules.passwordSet || this.inRoomSupervisor()?.knownSet === true,
      room: room
        ? {
            savedBy: room.savedBy,
            workstation: room.workstation,
            savedAtMs: room.savedAtMs,
            seededHere: room.seededHere,
            differsFromOwn: room.text.trim() !== own.text.trim(),
          }
        : null,
    };
  }

  /** ACS_REQUEST_BUDGET where set (checked at start-up), else the profile's setting. */
  requestBudget(): number {
    return requestBudgetOf(this.settings, this.options.env ?? {}).perMinute;
  }

  screenList(): MethodOutput<'screens.list'> {
    return { shell: this.screens !== null, screens: this.screens?.list() ?? [] };
  }

  requireScreens(): ScreenControl {
    if (!this.screens) {
      throw new AppError('not-offered', 'Screens are let in by the browser shell (acs-monitor serve) only');
    }
    return this.screens;
  }

  requireConnection(): ServiceConnection {
    if (!this.connection) throw new AppError('not-connected', 'Connect to a service first (or try the demo)');
    return this.connection;
  }

  /** The connection once its cache is ready: a call made while the cache is prepared waits for it. */
  async readyConnection(): Promise<ServiceConnection> {
    const connection = this.requireConnection();
    await connection.ready;
    return connection;
  }

  async readyConnectionIfAny(): Promise<ServiceConnection | null> {
    return this.connection ? this.readyConnection() : null;
  }

  /** The finished file of an export (for the browser shell's download and the Electron shell). */
  exportFile(exportId: string): { path: string; fileName: string } | null {
    return this.connection?.exports.file(exportId) ?? null;
  }

  /** The export's file was downloaded or saved: it is deleted from the profile folder. */
  exportTaken(exportId: string): void {
    this.connection?.exports.taken(exportId);
  }

  async sessionStatus(): Promise<SessionStatus> {
    const connection = this.connection;
    const status = connection?.session.status();
    return {
      baseUrl: connection?.baseUrl ?? null,
      environment: connection ? (this.settings.service(connection.baseUrl).environment ?? 'custom') : null,
      // While the keychain is locked: registered (the banner says to unlock it), not signed in.
      registered: connection ? await unlessLocked(connection.session.hasAppToken(), true) : false,
      signedIn: connection ? await unlessLocked(connection.session.hasLiveSession(), false) : false,
      userName: status?.userName ?? null,
      expiresAt: status?.expiresAt ?? null,
      remembered: status?.remembered ?? false,
      secretStore: this.options.secrets.store.kind,
      secretStoreWarning: this.options.secrets.warning,
      transportWarning: connection?.session.client.transportWarning ?? null,
      keychainProblem: this.options.secrets.store.problem ?? null,
      cachePreparation: connection?.cachePreparation ?? null,
    };
  }

  async publishSession(): Promise<SessionStatus> {
    const status = await this.sessionStatus();
    this.hub.publish({ name: 'session', payload: status });
    return status;
  }
}

/** The answer, or `whenLocked` where the keychain is locked. */
async function unlessLocked(answer: Promise<boolean>, whenLocked: boolean): Promise<boolean> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof KeychainLockedError) return whenLocked;
    throw error;
  }
}
