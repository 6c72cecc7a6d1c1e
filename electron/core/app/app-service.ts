// AppService: the core composed in one place, behind the contract's Backend interface. The
// Electron shell, the browser shell and their tests all run this; each method's input arrives
// already validated by the transport (electron/contract.ts).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  NOTHING_WATCHED,
  type AlarmRules,
  type Backend,
  type DoorSnooze,
  type FeedEvent,
  type Handlers,
  type MethodName,
  type MethodOutput,
  type MethodParams,
  type Monitoring,
  type PushEvent,
  type ScreenControl,
  type SessionStatus,
  type WatchedCustomer,
} from '../../contract.js';
import { DEFAULT_RULES_TEXT } from '../alarms/rules-file.js';
import { shiftReportHtml } from '../alarms/shift-report-html.js';
import { notMonitoringCsv, shiftReportCsv, shiftReportHoursCsv } from '../alarms/shift-report.js';
import { isRetryable, ServiceError } from '../api/errors.js';
import { serviceProbeFailure } from '../api/probe-failure.js';
import type { Customer } from '../api/types.js';
import { normaliseBaseUrl } from '../api/validate.js';
import { SettingsStore } from '../profile/settings.js';
import { KeychainLockedError, type OpenedSecretStore } from '../secrets/index.js';
import type { SessionEnvironment } from '../session/session-service.js';
import type { EventFilter } from '../store/events-repository.js';
import type { InventoryKind, Snapshot } from '../store/inventory-repository.js';
import type { SyncSettings } from '../sync/engine.js';
import { resolveRequestBudget } from '../sync/request-budget.js';
import { parseRetentionDays } from '../sync/retention.js';
import { feedEventsOf } from './feed-events.js';
import { PushHub } from './push-hub.js';
import { ServiceConnection } from './service-connection.js';
import { SupervisedRules } from './supervised-rules.js';

type DemoHandle = { baseUrl: string; close(): Promise<void> };

export interface AppServiceOptions {
  dataDir: string;
  secrets: OpenedSecretStore;
  env?: SessionEnvironment & { ACS_REQUEST_BUDGET?: string; ACS_RETENTION_DAYS?: string };
  /** The address to start with when given explicitly (serve --url); otherwise ACS_BASE_URL, then the last used. */
  startUrl?: string;
  /** Plain http:// to a host that is not this machine accepted (the operator's explicit opt-in), with a warning. */
  allowInsecureHttp?: boolean;
  /** The sync's knobs; the cache's retention, where not given here, comes from ACS_RETENTION_DAYS. */
  syncSettings?: Partial<SyncSettings>;
  /** Starts the built-in demo service (injected so the core does not load it unless asked). */
  startDemo?: () => Promise<DemoHandle>;
  /**
   * Asks the guard where to keep a finished export and copies it there (the desktop app's save dialog);
   * resolves with the path, or null when the guard cancels. The browser shell downloads instead.
   */
  saveExport?: (file: { path: string; fileName: string }) => Promise<string | null>;
  now?: () => number;
}

const DEMO_ACCOUNT = { userName: 'guard', password: 'guard-demo' };
const SIGNED_OUT = {
  kind: 'signed-out',
  message: 'Nobody is signed in: the watched customers are not being watched until someone signs in',
} as const;
const KEYCHAIN_LOCKED = {
  kind: 'keychain-locked',
  message:
    'The system keychain is locked and there is no session: unlock it (or sign in) so the monitor can watch again',
} as const;
const INVENTORY_FRESH_MS = 5 * 60_000;
const DAY = 24 * 3_600_000;

export class AppService implements Backend {
  private readonly settings: SettingsStore;
  private readonly alarmRules: SupervisedRules;
  private readonly hub = new PushHub();
  private readonly now: () => number;
  private connection: ServiceConnection | null = null;
  private demo: DemoHandle | null = null;
  private screens: ScreenControl | null = null;
  /** Tells every screen when the alarm sound's silence ends: a screen on another computer's clock cannot tell. */
  private silenceEnd: ReturnType<typeof setTimeout> | undefined;
  /** The start could not read the keychain (locked): it resumes once the keychain answers again. */
  private resumeWhenUnlocked = false;
  private readonly handlers: Handlers;
  private readonly syncSettings: Partial<SyncSettings>;

  constructor(private readonly options: AppServiceOptions) {
    this.settings = new SettingsStore(options.dataDir);
    this.alarmRules = new SupervisedRules(options.dataDir);
    resolveRequestBudget({ env: options.env?.ACS_REQUEST_BUDGET }); // a malformed variable is refused at start
    const retentionMs = parseRetentionDays(options.env?.ACS_RETENTION_DAYS, 'ACS_RETENTION_DAYS');
    this.syncSettings = { ...(retentionMs === undefined ? {} : { retentionMs }), ...options.syncSettings };
    this.now = options.now ?? Date.now;
    this.handlers = this.buildHandlers();
    // A keychain locked or unlocked mid-shift: every screen's banner follows.
    options.secrets.store.onProblemChange?.(() => this.keychainChanged());
  }

  /**
   * Reconnects to the service used last (not a demo: its address does not outlive it) and resumes
   * syncing: with the session kept, or signing in by itself where it can (a wall display restarted
   * with its credentials in the environment comes back live).
   */
  async start(): Promise<void> {
    const baseUrl = this.options.startUrl ?? this.options.env?.ACS_BASE_URL ?? this.settings.lastBaseUrl;
    if (!baseUrl || this.settings.service(normaliseBaseUrl(baseUrl)).environment === 'demo') return;
    await this.connect(baseUrl);
    try {
      await this.resume();
    } catch (error) {
      // A locked keychain is named on the banner; the monitor starts and resumes once it is unlocked.
      if (!(error instanceof KeychainLockedError)) throw error;
      this.resumeWhenUnlocked = true;
      this.connection?.setSessionProblem(KEYCHAIN_LOCKED);
    }
  }

  private async resume(): Promise<void> {
    const connection = this.requireConnection();
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
            this.connection?.setSessionProblem(KEYCHAIN_LOCKED);
          }
        })
      : Promise.resolve();
    void resumed.then(() => this.publishSession()).catch(() => undefined);
  }

  async stop(): Promise<void> {
    clearTimeout(this.silenceEnd);
    await this.connection?.close();
    this.connection = null;
    await this.demo?.close();
    this.demo = null;
  }

  invoke<M extends MethodName>(method: M, input: MethodParams<M>): Promise<MethodOutput<M>> {
    const handler: Handlers[M] = this.handlers[method];
    return handler(input);
  }

  subscribe(listener: (event: PushEvent) => void): () => void {
    return this.hub.subscribe(listener);
  }

  /** The finished file of an export (for the browser shell's download and the Electron shell). */
  exportFile(exportId: string): { path: string; fileName: string } | null {
    return this.connection?.exports.file(exportId) ?? null;
  }

  /** The export's file was downloaded or saved: it is deleted from the profile folder. */
  exportTaken(exportId: string): void {
    this.connection?.exports.taken(exportId);
  }

  /** The browser shell serving this app (acs-monitor serve): its screens become the screens.* methods' business. */
  useBrowserShell(screens: ScreenControl): void {
    this.screens = screens;
  }

  /** Whether the monitor sees its watched customers, for the tray (NOT MONITORING). */
  get monitoring(): Monitoring {
    return this.connection?.monitoring ?? NOTHING_WATCHED;
  }

  /** Open (unacknowledged) alarms, for the tray: the same number as the header's badge. */
  get unacknowledgedCount(): number {
    return this.connection?.isReady ? this.connection.alarms.unacknowledgedCount : 0;
  }

  private buildHandlers(): Handlers {
    return {
      'session.status': async () => this.sessionStatus(),
      'session.connect': async ({ baseUrl }) => {
        await this.connect(baseUrl);
        await this.checkServiceAnswers();
        return this.publishSession();
      },
      'session.register': async (form) => {
        await this.requireConnection().session.register(form);
        return this.publishSession();
      },
      'session.useAppToken': async ({ applicationToken }) => {
        await this.requireConnection().session.useAppToken(applicationToken);
        return this.publishSession();
      },
      'session.login': async (input) => {
        const connection = this.requireConnection();
        await connection.session.login(input.userName, input.password, { remember: input.remember });
        connection.setSessionProblem(null);
        await connection.restartSync();
        connection.signedIn();
        return this.publishSession();
      },
      'session.logout': async () => {
        const connection = this.requireConnection();
        await connection.stopSync();
        await connection.session.logout();
        connection.setSessionProblem(SIGNED_OUT);
        return this.publishSession();
      },
      'session.startDemo': async () => this.startDemo(),
      'customers.list': async () => this.customers(),
      'customers.watch': async ({ customerGuid, watched }) => {
        const connection = await this.readyConnection();
        const guid = customerGuid.toLowerCase();
        if (watched) await connection.session.client.getCustomer(guid); // 403/404 said now, not by the sync later
        connection.setWatched(guid, watched);
        await connection.restartSync();
        return this.customers();
      },
      'inventory.doors': async ({ customerGuid }) => this.inventory(customerGuid, 'door'),
      'inventory.devices': async ({ customerGuid }) => this.inventory(customerGuid, 'device'),
      'inventory.users': async ({ customerGuid }) => this.inventory(customerGuid, 'user'),
      'feed.query': async (filter) => this.feed(await this.readyConnection(), filter),
      'feed.event': async ({ eventId }) => {
        const connection = await this.readyConnection();
        const event = connection.cache.events.get(eventId);
        return event ? feedEventsOf(connection.cache, [event])[0]! : null;
      },
      'alerts.list': async () => (await this.readyConnectionIfAny())?.alarms.live() ?? [],
      'alerts.acknowledge': async ({ alarmIds, note }) => {
        const connection = await this.readyConnection();
        if (connection.alarms.acknowledge(alarmIds, this.operator(), note?.trim() || null, this.now())) {
          connection.publishAlarms();
        }
        return connection.alarms.live();
      },
      'alerts.close': async (input) => {
        const connection = await this.readyConnection();
        const note = input.note?.trim() || null;
        if (connection.alarms.close(input.alarmIds, this.operator(), input.outcome, note, this.now())) {
          connection.publishAlarms();
        }
        return connection.alarms.live();
      },
      'alerts.history': async (query) =>
        (await this.readyConnection()).alarms.query({
          ...query,
          customerGuids: query.customerGuids?.map((guid) => guid.toLowerCase()),
          states: query.states ?? ['open', 'acknowledged', 'closed'],
        }),
      'alerts.shiftReport': async (range) => {
        const nowMs = this.now();
        const { rows, hours, summary } = (await this.readyConnection()).alarms.shiftReport(range, nowMs);
        return {
          csv: shiftReportCsv(rows),
          hoursCsv: shiftReportHoursCsv(hours),
          html: shiftReportHtml({
            ...range,
            timeZone: range.timeZone ?? 'UTC',
            generatedAtMs: nowMs,
            rows,
            hours,
            summary,
          }),
          alarms: rows.length,
          summary,
          notMonitoringCsv: notMonitoringCsv(summary.notMonitoring),
        };
      },
      'alerts.shiftSummary': async (range) => (await this.readyConnection()).alarms.shiftSummary(range, this.now()),
      'snoozes.list': async () => (await this.readyConnectionIfAny())?.alarms.snoozes(this.now()) ?? [],
      'snoozes.add': async (input) => {
        const connection = await this.readyConnection();
        const door = {
          ...input,
          customerGuid: input.customerGuid.toLowerCase(),
          doorGuid: input.doorGuid.toLowerCase(),
        };
        connection.alarms.snooze(door, input.minutes, this.operator(), this.now());
        return this.publishSnoozes(connection);
      },
      'snoozes.end': async ({ snoozeId }) => {
        const connection = await this.readyConnection();
        connection.alarms.endSnooze(snoozeId, this.operator(), this.now());
        return this.publishSnoozes(connection);
      },
      'alarms.rules': async () => this.rulesInForce(),
      'alarms.setRules': async ({ text, supervisorPassword }) => {
        await this.alarmRules.save(text, supervisorPassword);
        return this.rulesInForce();
      },
      'alarms.setSupervisorPassword': async ({ current, next }: { current: string | null; next: string }) => {
        await this.alarmRules.setPassword(current, next);
        return this.rulesInForce();
      },
      'health.status': async () => (await this.readyConnectionIfAny())?.syncStatuses() ?? [],
      'health.totals': async () => this.connection?.syncTotals() ?? null,
      'health.cache': async () => (await this.readyConnectionIfAny())?.cacheHealth() ?? null,
      'stats.hourly': async ({ customerGuids }) => {
        const connection = await this.readyConnection();
        const now = this.now();
        return connection.cache.statistics.hourly(
          customerGuids.map((guid) => guid.toLowerCase()),
          now - DAY + 1,
          now,
        );
      },
      'export.start': async (request) => {
        const connection = await this.readyConnection();
        const customerGuids = request.customerGuids?.map((guid) => guid.toLowerCase());
        await connection.learnCustomers(customerGuids ?? [request.customerGuid.toLowerCase()]);
        return {
          exportId: connection.exports.start({
            ...request,
            customerGuid: request.customerGuid.toLowerCase(),
            customerGuids,
            doorGuid: request.doorGuid?.toLowerCase(),
          }),
        };
      },
      'export.cancel': async ({ exportId }) => ({
        cancelled: this.connection?.exports.cancel(exportId) ?? false,
      }),
      'export.save': async ({ exportId }) => {
        if (!this.options.saveExport) {
          throw new ServiceError(
            'invalid-input',
            'Saving to a chosen folder is for the desktop app; use Download here',
          );
        }
        const file = this.exportFile(exportId);
        if (!file) {
          throw new ServiceError(
            'not-found',
            'That export is not finished, or no longer kept (saved already, or not fetched within an hour): export again',
          );
        }
        const savedTo = await this.options.saveExport(file);
        // Saved elsewhere: the copy in the profile folder goes (a cancelled dialog keeps it for another try).
        if (savedTo !== null) this.exportTaken(exportId);
        return { savedTo };
      },
      'screens.list': async () => this.screenList(),
      'screens.revoke': async ({ screenId }) => {
        if (!this.requireScreens().revoke(screenId)) {
          throw new ServiceError('not-found', `No screen ${screenId} has access (already withdrawn?)`);
        }
        return this.screenList();
      },
      'screens.rotateUrl': async () => ({ url: this.requireScreens().rotateUrl() }),
      'preferences.get': async () => this.preferences(),
      'preferences.set': async (changes) => {
        this.settings.updatePreferences(changes);
        if (changes.requestBudgetPerMinute !== undefined) this.connection?.setRequestBudget(this.requestBudget());
        return this.publishPreferences();
      },
      'preferences.silence': async ({ minutes }) => {
        this.settings.updatePreferences({ soundOffUntilMs: minutes === 0 ? null : this.now() + minutes * 60_000 });
        clearTimeout(this.silenceEnd);
        if (minutes > 0) {
          this.silenceEnd = setTimeout(() => this.publishPreferences(), minutes * 60_000);
          this.silenceEnd.unref();
        }
        return this.publishPreferences();
      },
      'monitoring.status': async () => this.monitoring,
      'monitoring.acknowledge': async ({ note }) => {
        const connection = await this.readyConnection();
        return connection.acknowledgeBlind(note, this.operator());
      },
    } satisfies Handlers;
  }

  /**
   * Connects and waits for the cache to be prepared (off this thread: the screens are told meanwhile
   * by the session status). A cache that cannot be prepared leaves no connection and throws its error.
   */
  private async connect(baseUrl: string): Promise<void> {
    const normalised = normaliseBaseUrl(baseUrl);
    if (this.connection?.baseUrl === normalised) {
      await this.connection.ready;
      return;
    }
    await this.connection?.close();
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
      preparationChanged: () => void this.publishSession().catch(() => undefined),
      now: this.now,
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

  /** Before registering: a service must answer at the new address, or the connection is dropped with why. */
  private async checkServiceAnswers(): Promise<void> {
    const connection = this.requireConnection();
    try {
      await connection.session.client.probe();
    } catch (error) {
      await connection.close();
      this.connection = null;
      throw serviceProbeFailure(connection.baseUrl, error);
    }
  }

  /**
   * The test clock jumped `advancedMs`: escalate what waited too long and tell every screen which snoozes still
   * run and whether the alarm sound is still silenced. The time jumped over counts as seen: the sync went on
   * reading meanwhile on its own clock.
   */
  clockMoved(advancedMs: number): void {
    this.publishPreferences();
    if (!this.connection?.isReady) return;
    this.connection.clockJumped(advancedMs);
    this.connection.escalate();
    this.publishSnoozes(this.connection);
  }

  /** Tells every screen the snoozes running now. */
  private publishSnoozes(connection: ServiceConnection): DoorSnooze[] {
    const snoozes = connection.alarms.snoozes(this.now());
    this.hub.publish({ name: 'snoozes', payload: { snoozes } });
    return snoozes;
  }

  /** The preferences in force; a silence that has run out reads as none. */
  private preferences(): MethodOutput<'preferences.get'> {
    const preferences = this.settings.preferences;
    const silenced = preferences.soundOffUntilMs !== null && preferences.soundOffUntilMs > this.now();
    return { ...preferences, soundOffUntilMs: silenced ? preferences.soundOffUntilMs : null };
  }

  /** Every screen follows a change of preferences (a silence set on one screen silences them all). */
  private publishPreferences(): MethodOutput<'preferences.get'> {
    const preferences = this.preferences();
    this.hub.publish({ name: 'preferences', payload: preferences });
    return preferences;
  }

  /** The signed-in operator, recorded with each acknowledgement and close. */
  private operator(): string | null {
    return this.connection?.session.status().userName ?? null;
  }

  private rulesInForce(): AlarmRules {
    const { text, source, problem, refusedText, tampering } = this.alarmRules.inForce;
    return {
      text,
      source,
      problem,
      refusedText,
      tampering,
      defaultsText: DEFAULT_RULES_TEXT,
      supervisorPasswordSet: this.alarmRules.passwordSet,
    };
  }

  /** Why the rules file is not in force, and any sign of tampering, for a warning line at start; null when all is well. */
  get rulesWarning(): string | null {
    const { problem, tampering } = this.alarmRules.inForce;
    return [tampering, problem].filter((line) => line !== null).join(' ') || null;
  }

  /** ACS_REQUEST_BUDGET where set (checked at start-up), else the profile's setting. */
  private requestBudget(): number {
    return resolveRequestBudget({
      env: this.options.env?.ACS_REQUEST_BUDGET,
      setting: this.settings.preferences.requestBudgetPerMinute,
    }).perMinute;
  }

  private screenList(): MethodOutput<'screens.list'> {
    return { shell: this.screens !== null, screens: this.screens?.list() ?? [] };
  }

  private requireScreens(): ScreenControl {
    if (!this.screens) {
      throw new ServiceError('invalid-input', 'Screens are let in by the browser shell (acs-monitor serve) only');
    }
    return this.screens;
  }

  private requireConnection(): ServiceConnection {
    if (!this.connection) throw new ServiceError('invalid-input', 'Connect to a service first (or try the demo)');
    return this.connection;
  }

  /** The connection once its cache is ready: a call made while the cache is prepared waits for it. */
  private async readyConnection(): Promise<ServiceConnection> {
    const connection = this.requireConnection();
    await connection.ready;
    return connection;
  }

  private async readyConnectionIfAny(): Promise<ServiceConnection | null> {
    return this.connection ? this.readyConnection() : null;
  }

  // The built-in demo: started here, registered, signed in as the demo guard, every customer watched.
  private async startDemo(): Promise<SessionStatus> {
    if (!this.options.startDemo) throw new ServiceError('invalid-input', 'The demo service is not available here');
    if (!this.demo) this.demo = await this.options.startDemo();
    await this.connect(this.demo.baseUrl);
    const connection = this.requireConnection();
    this.settings.updateService(connection.baseUrl, { environment: 'demo' });
    if (!(await connection.session.hasAppToken())) {
      // A fresh name each time: the same name and e-mail twice is a 409.
      const applicationName = `acs-monitor demo on ${hostname()} ${randomBytes(3).toString('hex')}`;
      await connection.session.register({ applicationName, applicationEmail: 'demo@example.com' });
    }
    await connection.session.login(DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, { remember: true });
    connection.setSessionProblem(null);
    for (const customer of await connection.session.client.listCustomers()) {
      if (customer.customerGuid) connection.setWatched(customer.customerGuid, true);
    }
    await connection.restartSync();
    return this.publishSession();
  }

  private async sessionStatus(): Promise<SessionStatus> {
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

  private async publishSession(): Promise<SessionStatus> {
    const status = await this.sessionStatus();
    this.hub.publish({ name: 'session', payload: status });
    return status;
  }

  // Customers from the service, falling back to the cached list when it cannot be reached.
  private async customers(): Promise<WatchedCustomer[]> {
    const connection = await this.readyConnection();
    const watched = new Set(connection.watchedCustomers);
    let customers: Array<{ customerGuid: string | null; customer: Customer }>;
    try {
      const live = await connection.session.client.listCustomers();
      const fetchedAtMs = this.now();
      for (const customer of live) {
        if (customer.customerGuid)
          connection.cache.inventory.saveCustomer(customer.customerGuid, customer, fetchedAtMs);
      }
      customers = live.map((customer) => ({ customerGuid: customer.customerGuid ?? null, customer }));
    } catch (error) {
      if (!isOffline(error)) throw error;
      customers = connection.cache.inventory.customers();
    }
    // A customer watched by GUID entry (the service sends none) is listed too.
    for (const guid of watched) {
      if (!customers.some((entry) => entry.customerGuid === guid)) {
        const cached = connection.cache.inventory.customer(guid);
        customers.push({ customerGuid: guid, customer: cached?.customer ?? ({ customerName: guid } as Customer) });
      }
    }
    return customers.map(({ customerGuid, customer }) => ({
      customerGuid,
      customerName: customer.customerName ?? customerGuid ?? 'Unnamed customer',
      customerCode: customer.customerCode ?? null,
      timezone: customer.geographicTimezoneId ?? null,
      notes: customer.notes?.trim() || null,
      watched: customerGuid !== null && watched.has(customerGuid),
    }));
  }

  // Inventory from the cache while fresh; otherwise from the service (then cached); the cache again when offline.
  private async inventory(
    customerGuid: string,
    kind: InventoryKind,
  ): Promise<{ items: unknown[]; fetchedAtMs: number | null; fromCache: boolean }> {
    const connection = await this.readyConnection();
    const guid = customerGuid.toLowerCase();
    const { cache, session } = connection;
    const cached = (): Snapshot<unknown> => cache.inventory.snapshot(guid, kind);
    const snapshot = cached();
    if (snapshot.fetchedAtMs !== null && this.now() - snapshot.fetchedAtMs < INVENTORY_FRESH_MS) {
      return { ...snapshot, fromCache: false };
    }
    try {
      const fetchedAtMs = this.now();
      if (kind === 'door') cache.inventory.saveDoors(guid, await session.client.listDoors(guid), fetchedAtMs);
      if (kind === 'device') cache.inventory.saveDevices(guid, await session.client.listDevices(guid), fetchedAtMs);
      if (kind === 'user') cache.inventory.saveUsers(guid, await session.client.listUsers(guid), fetchedAtMs);
      return { ...cached(), fromCache: false };
    } catch (error) {
      if (!isOffline(error) || snapshot.fetchedAtMs === null) throw error;
      return { ...snapshot, fromCache: true };
    }
  }

  private feed(connection: ServiceConnection, query: MethodParams<'feed.query'>): FeedEvent[] {
    const filter: EventFilter = {
      customerGuids: (query.customerGuids ?? connection.watchedCustomers).map((guid) => guid.toLowerCase()),
      fromMs: query.fromMs,
      toMs: query.toMs,
      eventType: query.eventType,
      doorGuid: query.doorGuid?.toLowerCase(),
      userOrTokenGuid: query.userOrTokenGuid?.toLowerCase(),
      text: query.text,
      newest: query.limit,
      before: query.before,
    };
    return feedEventsOf(connection.cache, connection.cache.events.query(filter));
  }
}

function isOffline(error: unknown): boolean {
  return error instanceof ServiceError && isRetryable(error);
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
