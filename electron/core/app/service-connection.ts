// Everything that belongs to one service address: its session, its cache, its sync worker, its
// alarms and its exports. Switching services closes one connection and opens another, so staging
// and production never share a cache or a token. The cache is prepared off the main thread (a
// migration after an update can take a minute): what needs it waits for `ready`.
import { join } from 'node:path';
import {
  NOTHING_WATCHED,
  type AlertGroup,
  type CacheHealth,
  type ExportProgress,
  type Monitoring,
  type PushEvent,
  type SyncStatus,
  type SyncTotals,
} from '../../contract.js';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import type { SettingsStore } from '../profile/settings.js';
import type { SecretStore } from '../secrets/index.js';
import { SessionService, type SessionEnvironment } from '../session/session-service.js';
import type { Cache } from '../storage/cache.js';
import type { DoorSnooze } from '../storage/alarm-storage.js';
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from '../sync/engine.js';
import { alarmingOf, type EventArrival } from '../sync/event-arrival.js';
import { describeStatus } from '../sync/status.js';
import { openServiceCache, type CachePreparation } from '../worker/cache-preparation.js';
import { CoreWorker } from '../worker/core-worker.js';
import type { LeaseWindow } from '../worker/lease-window.js';
import { AlarmBook } from './alarm-book.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import { DeviceAlarms } from './device-alarms.js';
import { ConnectionPictures } from './connection-pictures.js';
import { ExportJobs } from './export-jobs.js';
import { feedEventsOf } from './feed-events.js';
import { AppError } from '../../app-error.js';
import { ConnectionSight } from './connection-sight.js';
import type { Sight } from './monitor-watch.js';
import { CustomersInSight } from './customers-in-sight.js';
import { AlarmsHeldBack, whileDiskAllows, type HeldBack } from './alarms-held-back.js';
import { OpenAlarmsJournal } from './open-alarms-journal.js';
import {
  openControlRoom,
  settingsKeyAnchor,
  type ControlRoom,
  type RoomChoice,
  type RoomPoller,
  type RoomRole,
} from '../room/control-room.js';

export interface ConnectionOptions {
  baseUrl: string;
  dataDir: string;
  secrets: SecretStore;
  settings: SettingsStore;
  env: SessionEnvironment;
  allowInsecureHttp: boolean;
  syncSettings?: Partial<SyncSettings>;
  /** The alarm rules, escalation times and instructions in force (the profile's, or the defaults). */
  rules: () => AlarmSetup & { releaseAfterIdleMs: number };
  /** How often unacknowledged alarms are checked for escalation; default 15 s. */
  escalationCheckMs?: number;
  /** The request budget in force now (requests a minute, all customers together). */
  requestBudget: () => number;
  publish: (event: PushEvent) => void;
  /**
   * The session's status changed by itself: the cache's preparation moved on (migrations found pending), or the
   * connection signed in with the credentials it keeps or was given (ACS_USERNAME) when a read first needed it.
   */
  sessionChanged: () => void;
  now: () => number;
  /** The control room in use, if any (control-room.ts). */
  room?: RoomChoice;
}

const DAY = 86_400_000;

/** What the connection holds once its cache is open. */
interface Opened {
  cache: Cache;
  alarms: AlarmBook;
  devices: DeviceAlarms;
  sight: ConnectionSight;
}

export class ServiceConnection {
  readonly session: SessionService;
  /** Settles once the cache is prepared and open; rejects with the preparation's error. */
  readonly ready: Promise<void>;
  /** What is being done to the cache before it opens; null once it is ready (or failed). */
  private preparation: CachePreparation | null = 'checking';
  private opened: Opened | null = null;
  /** The door cameras and the pictures kept with the alarms (only the host talks to cameras). */
  readonly pictures: ConnectionPictures;
  /** Signed out, or the keychain locked with no session (said before the cache opened, too). */
  private sessionProblem: Sight['sessionProblem'] = null;
  /** Events whose alarms a full disk kept from being raised, by customer: raised at the next escalation check. */
  private readonly alarmsHeldBack = new AlarmsHeldBack();
  private readonly journal = new OpenAlarmsJournal(() => this.opened?.cache.journalOpenAlarms());
  readonly exports: ExportJobs;
  private sync: CoreWorker | null = null;
  /** The last restart or stop of the sync: the next waits for it (see restartSync). */
  private syncChanges: Promise<void> = Promise.resolve();
  /** Runs exports; started with the first one, so a change of watched customers never cuts one short. */
  private exporter: CoreWorker | null = null;
  private readonly statuses = new Map<string, SyncStatus>();
  private escalationTimer: NodeJS.Timeout | undefined;
  private totals: SyncTotals | null = null;
  /** The control room, when one is in use and the cache is open: its alarm queue, operators, rules and snoozes. */
  controlRoom: ControlRoom | null = null;
  /** The control room's poller or follower, once joined (null: one guard on their own). */
  private room: Promise<RoomPoller | null> = Promise.resolve(null);
  /** The room's request budget, as its poller last read it (null: none, or outside a room). */
  private roomBudget: number | null = null;
  /** The customers the signed-in guard may see: in a room, the room's snoozes of others' customers are not shown. */
  readonly customersInSight: CustomersInSight;
  /** Stored events take turns to raise their alarms and reach the screens, in the order the sync stored them. */
  private arrivals: Promise<void> = Promise.resolve();
  /** The alarms' pushes take turns, so a screen never ends on an older list than the last change. */
  private alarmsPublished: Promise<void> = Promise.resolve();
  /** Open alarms as last published (the tray's number, the header badge's). */
  private openAlarms = 0;

  constructor(private readonly options: ConnectionOptions) {
    this.session = new SessionService({
      baseUrl: options.baseUrl,
      secrets: options.secrets,
      settings: options.settings,
      env: options.env,
      allowInsecureHttp: options.allowInsecureHttp,
      signedIn: options.sessionChanged,
    });
    this.ready = openServiceCache(options.dataDir, this.session.baseUrl, () => {
      this.preparation = 'updating';
      options.sessionChanged();
    }).then(
      (cache) => this.cacheOpened(cache),
      (error: unknown) => {
        this.preparation = null;
        throw error;
      },
    );
    this.pictures = new ConnectionPictures({
      baseUrl: this.session.baseUrl,
      settings: options.settings,
      now: options.now,
      publish: options.publish,
      listDoors: (customerGuid) => this.session.client.listDoors(customerGuid),
      ...(options.room && { room: { url: options.room.url, workstation: options.room.workstation } }),
    });
    // The application's connections are shared: this thread's client (sign-in, inventory) and the
    // export worker take one each, the sync worker the rest.
    this.session.client.setMaxConnections(1);
    this.customersInSight = new CustomersInSight({
      list: () => this.session.client.listCustomers(),
      watched: () => this.watchedCustomers,
      now: options.now,
    });
    this.exports = new ExportJobs(
      join(options.dataDir, 'exports'),
      () => this.exportWorker(),
      (progress: ExportProgress) => options.publish({ name: 'export-progress', payload: progress }),
      async (customerGuid) => {
        const customer = (await this.cache.inventory.customer(customerGuid))?.customer;
        return {
          customerGuid,
          customerCode: customer?.customerCode ?? null,
          timezone: customer?.geographicTimezoneId ?? null,
        };
      },
    );
  }

  private cacheOpened(cache: Cache): void {
    const sight = new ConnectionSight({
      cache,
      watchedCustomers: () => this.watchedCustomers,
      statusOf: (customerGuid) => this.statuses.get(customerGuid),
      publish: (state) => this.options.publish({ name: 'monitoring', payload: state }),
      now: this.options.now,
    });
    sight.setSessionProblem(this.sessionProblem);
    this.pictures.open({
      cache,
      roomIdOf: (local) => this.controlRoom?.alarms.roomIdOf(local),
      localIdOf: (roomAlarmId) => this.controlRoom?.alarms.localIdOf(roomAlarmId),
    });
    // In a room, its rules and snoozes once read (this workstation's own until then).
    const alarms = new AlarmBook(
      cache,
      () => this.controlRoom?.shared.rules ?? this.options.rules(),
      this.options.room && ((nowMs) => this.controlRoom?.shared.snoozes(nowMs) ?? []),
      (raised) => this.pictures.raisedHere(raised),
    );
    const devices = new DeviceAlarms({
      cache,
      rules: () => this.options.rules(),
      snoozes: (nowMs) => alarms.snoozes(nowMs),
      onRaised: (raised) => this.pictures.raisedHere(raised),
    });
    this.opened = { cache, alarms, sight, devices };
    const room = this.options.room;
    if (room) this.controlRoom = this.openControlRoom(room, this.opened);
    this.preparation = null;
    this.escalationTimer = setInterval(() => void this.escalate(), this.options.escalationCheckMs ?? 15_000);
    this.escalationTimer.unref();
    this.journal.now();
    this.alarmsPublished = alarms.unacknowledgedCount().then((count) => {
      this.openAlarms = count;
    });
    // Followers expect the poller's reads as their own: none for 30 s is NOT MONITORING.
    this.room =
      this.controlRoom?.poller.then((poller) => {
        sight.syncStarted(this.watchedCustomers);
        return poller;
      }) ?? Promise.resolve(null);
  }

  /** In a control room: its alarm queue and settings at once; its feed followed once its rules are read. */
  private openControlRoom(room: RoomChoice, { cache, alarms, sight }: Opened): ControlRoom {
    return openControlRoom({
      room,
      cachePath: cache.path,
      book: alarms,
      risenHere: cache.roomRises,
      shows: (customerGuid) => this.shownCustomers?.has(customerGuid) !== false,
      ownRules: () => this.options.rules(),
      keyAnchor: settingsKeyAnchor(this.options.settings, room.shown),
      alarmsChanged: () => void this.publishAlarms(),
      alarmFollowed: (localAlarmId) => void this.pictures.changed(localAlarmId),
      presenceChanged: (list) => this.options.publish({ name: 'presence', payload: list }),
      watched: () => this.watchedCustomers,
      host: {
        cache: () => this.cache,
        startPolling: (customerGuids, leaseWindow) => this.startSyncNow(customerGuids, leaseWindow),
        stopPolling: () => this.stopSyncNow(),
        eventsFollowed: (customerGuid, inserted, alarming, seenAtServiceMs) =>
          this.show(customerGuid, inserted, alarming, seenAtServiceMs),
        statusFollowed: (status) => this.statusReported(status),
        decisionContext: (customerGuid, nowMs) => this.alarms.roomDecisionContext(customerGuid, nowMs),
        inventoryFollowed: (customerGuid) => {
          if (this.alarms.doorsChanged(customerGuid)) void this.publishAlarms();
        },
        budgetFollowed: (perMinute) => this.roomBudgetFollowed(perMinute),
        roomProblem: (sentence) => sight.setRoomProblem(sentence),
        alarmRaised: (alarm) => void this.pictures.raisedInRoom(alarm),
        now: this.options.now,
      },
      retention: {
        retentionMs: this.options.syncSettings?.retentionMs ?? DEFAULT_SYNC_SETTINGS.retentionMs,
        everyMs: this.options.syncSettings?.retentionCheckEveryMs ?? DEFAULT_SYNC_SETTINGS.retentionCheckEveryMs,
      },
      now: this.options.now,
    });
  }

  /**
   * The customers this workstation's guard may be shown, where that is narrower than what the cache
   * holds: in a control room the poller's cache holds every workstation's customers, and each guard
   * sees only the ones they watch (chosen from the customers their own session may see). Null: no limit.
   */
  get shownCustomers(): ReadonlySet<string> | null {
    return this.options.room ? new Set(this.watchedCustomers) : null;
  }

  /** Refuses a request for customers this workstation's guard may not be shown (in a control room). */
  requireShown(customerGuids: readonly string[]): void {
    const shown = this.shownCustomers;
    const hidden = shown ? customerGuids.filter((guid) => !shown.has(guid)) : [];
    if (hidden.length > 0) {
      throw new AppError(
        'not-found',
        `Not a customer watched on this workstation: ${hidden.join(', ')} (watch it on the Customers screen first)`,
      );
    }
  }

  /**
   * The door snoozes running at `nowMs` that `userName` may be shown: in a control room, the room's
   * snoozes of the customers they may see (as last read); else this workstation's own.
   */
  async snoozesInSight(userName: string | null, nowMs: number): Promise<DoorSnooze[]> {
    if (!this.options.room) return this.alarms.snoozes(nowMs);
    const shown = this.controlRoom?.shared.snoozesShown(nowMs) ?? [];
    return shown.filter((snooze) => this.customersInSight.sees(userName, snooze.customerGuid));
  }

  /** In a control room (known once the cache is open). */
  get inRoom(): boolean {
    return this.options.room !== undefined;
  }

  /** Who polls for the room, as this workstation sees it; null outside a room. */
  get roomPolling(): RoomRole | null {
    return this.controlRoom?.role ?? null;
  }

  get cachePreparation(): CachePreparation | null {
    return this.preparation;
  }

  get isReady(): boolean {
    return this.opened !== null;
  }

  get cache(): Cache {
    return this.whenOpened().cache;
  }

  get alarms(): AlarmBook {
    return this.whenOpened().alarms;
  }

  /** Open (unacknowledged) alarms as the screens were last told: the tray's number, the same as the header badge's. */
  get unacknowledgedCount(): number {
    return this.openAlarms;
  }

  /** Whether the monitor sees its watched customers (the NOT MONITORING alarm); it sees trivially before the cache opens. */
  get monitoring(): Monitoring {
    return this.opened?.sight.state ?? { ...NOTHING_WATCHED };
  }

  /** A guard acknowledged the NOT MONITORING alarm with a note: it stops sounding. */
  acknowledgeBlind(note: string, operator: string | null): Monitoring {
    this.whenOpened().sight.acknowledge(note, operator);
    return this.monitoring;
  }

  /** Signed out, or the keychain locked with no session: every watched customer is blind until it ends. */
  setSessionProblem(problem: Sight['sessionProblem']): void {
    this.sessionProblem = problem;
    this.opened?.sight.setSessionProblem(problem);
  }

  /** The test clock jumped: time jumped over was not time unseen, unless `unseen` (the test froze the service). */
  clockJumped(ms: number, unseen: boolean): void {
    this.opened?.sight.clockJumped(ms, unseen);
  }

  /** Callers wait for `ready` first; one that did not is told plainly rather than handed nothing. */
  private whenOpened(): Opened {
    if (!this.opened) throw new ServiceError('unavailable', 'The local cache is not ready yet: it is being prepared');
    return this.opened;
  }

  get baseUrl(): string {
    return this.session.baseUrl;
  }

  /**
   * Customers the cache does not know yet are asked of the service (endpoint 2) and kept, so that an export's file
   * is named with their code and zone. Waits at most 5 s (an export of what the cache holds needs no service); a
   * failure is left to the export itself to report.
   */
  async learnCustomers(customerGuids: readonly string[]): Promise<void> {
    for (const customerGuid of customerGuids) {
      if (await this.cache.inventory.customer(customerGuid)) continue;
      try {
        const customer = await this.session.client.getCustomer(customerGuid, { signal: AbortSignal.timeout(5_000) });
        await this.cache.inventory.saveCustomer(customerGuid, customer, this.options.now());
      } catch {
        return;
      }
    }
  }

  get watchedCustomers(): string[] {
    return this.options.settings.service(this.baseUrl).watchedCustomers ?? [];
  }

  setWatched(customerGuid: string, watched: boolean): void {
    const current = new Set(this.watchedCustomers);
    if (watched) current.add(customerGuid);
    else current.delete(customerGuid);
    this.options.settings.updateService(this.baseUrl, { watchedCustomers: [...current] });
    this.opened?.sight.watchedChanged();
  }

  /**
   * (Re)starts syncing the watched customers; stops it when none are watched. Restarts and stops take
   * turns: two at once (a sign-in and an unlocked keychain, two screens' changes) would otherwise each
   * start a worker, and the one not kept would poll the service unseen until the app quits.
   */
  restartSync(): Promise<void> {
    return this.inTurn(async () => {
      await this.ready;
      const room = await this.room;
      if (!room) {
        // None watched starts no worker, yet the monitor was asked to watch: the sight counts from here.
        if (this.watchedCustomers.length === 0) this.whenOpened().sight.syncStarted([]);
        return this.startSyncNow(this.watchedCustomers);
      }
      await room.setWatched(this.watchedCustomers);
      this.controlRoom?.alarms.showNewlyWatched().catch(() => undefined); // out of reach: at the follower's reconnection
      this.whenOpened().sight.syncStarted(this.watchedCustomers);
      await room.setCanPoll(this.watchedCustomers.length > 0);
      await room.pollWatched();
    });
  }

  async stopSync(): Promise<void> {
    await this.inTurn(async () => {
      const room = await this.room;
      if (room) await room.setCanPoll(false);
      else await this.stopSyncNow();
    });
  }

  private inTurn(change: () => Promise<void>): Promise<void> {
    const done = this.syncChanges.then(change);
    this.syncChanges = done.catch(() => undefined);
    return done;
  }

  /**
   * Syncs these customers (the watched ones; in a room, every workstation's): with the lease's window when
   * polling for a room.
   */
  private async startSyncNow(customerGuids: string[], leaseWindow?: LeaseWindow): Promise<void> {
    await this.ready;
    await this.stopSyncNow();
    if (customerGuids.length === 0) return;
    const worker = new CoreWorker({
      session: this.session,
      dbPath: this.cache.path,
      customerGuids,
      maxConnections: this.session.connectionAllowance - 2,
      settings: { ...this.options.syncSettings, requestBudgetPerMinute: this.requestBudget() },
      leaseWindow,
    });
    this.whenOpened().sight.syncStarted(customerGuids);
    worker.on('status', (status) => this.statusReported(status));
    worker.on('totals', (totals) => {
      this.totals = totals;
      this.publishSyncStatus();
    });
    worker.on('events', (customerGuid, events, arrival) => this.received(customerGuid, events, arrival));
    worker.on('door-cameras', (customerGuid, doors) => this.pictures.camerasRead(customerGuid, doors));
    worker.on('inventory-stored', (customerGuid, askedAtMs) => void this.doorsStored(customerGuid, askedAtMs));
    // Polling for the room: what the sync reads goes to the room's feed too.
    if (leaseWindow !== undefined) this.controlRoom?.publishFrom(worker);
    worker.on('error', (error) => {
      for (const customerGuid of customerGuids) {
        this.statuses.set(customerGuid, {
          ...this.statusFromCache(customerGuid),
          phase: 'failing',
          summary: `sync stopped: ${error.message}`,
        });
      }
      this.publishSyncStatus();
    });
    this.sync = worker;
  }

  private statusReported(status: SyncStatus): void {
    this.statuses.set(status.customerGuid, status);
    this.opened?.sight.statusReported(status);
    this.publishSyncStatus();
  }

  private async stopSyncNow(): Promise<void> {
    const worker = this.sync;
    this.sync = null;
    this.totals = null;
    if (worker) await worker.stop();
  }

  /** The guard signed in again: waiting customers poll at once. */
  signedIn(): void {
    this.sync?.signedIn();
  }

  /** The operator changed the request budget: the running sync follows at once; in a room, it is the room's. */
  async setRequestBudget(perMinute: number): Promise<void> {
    const room = await this.room;
    if (room) await room.setRoomBudget(perMinute);
    this.roomBudget = room ? perMinute : null;
    this.sync?.setBudget(perMinute);
  }

  /** The budget the sync spends: the room's where it has one, else this workstation's. */
  private requestBudget(): number {
    return this.roomBudget ?? this.options.requestBudget();
  }

  private roomBudgetFollowed(perMinute: number | null): void {
    if (perMinute === this.roomBudget) return;
    this.roomBudget = perMinute;
    this.sync?.setBudget(this.requestBudget());
  }

  syncTotals(): SyncTotals | null {
    return this.totals;
  }

  async cacheHealth(): Promise<CacheHealth> {
    const { bytes, oldestEventMs } = await this.cache.storage.size();
    const retentionMs = this.options.syncSettings?.retentionMs ?? DEFAULT_SYNC_SETTINGS.retentionMs;
    const notice = this.cache.startNotice;
    return {
      bytes,
      oldestEventMs,
      retentionDays: retentionMs / DAY,
      notice: notice?.sentence ?? null,
      noticeDetail: notice?.detail ?? null,
    };
  }

  private publishSyncStatus(): void {
    this.options.publish({ name: 'sync-status', payload: { statuses: this.syncStatuses(), totals: this.totals } });
  }

  syncStatuses(): SyncStatus[] {
    return this.watchedCustomers.map(
      (customerGuid) => this.statuses.get(customerGuid) ?? this.statusFromCache(customerGuid),
    );
  }

  /**
   * Re-alerts alarms left unacknowledged too long, on every screen; first raises the alarms a full
   * disk held back.
   */
  async escalate(): Promise<void> {
    const now = this.options.now();
    for (const [customerGuid, held] of this.alarmsHeldBack.takeAll())
      await this.considerAlarms(customerGuid, held, now);
    this.controlRoom?.alarms.retryUnapplied();
    await whileDiskAllows(async () => {
      if (await this.alarms.escalate(now, this.controlRoom?.alarms.leaveEscalation)) await this.publishAlarms();
    });
  }

  /**
   * A customer's doors were read (asked at `askedAtMs`) and stored, by the sync or for the Inventory screen:
   * its devices' troubles (readers, cameras) raise and clear their alarms (in a control room, the room's poller
   * does so for every workstation, and its alarms here name the doors anew). A full disk leaves them to the
   * next read.
   */
  async doorsStored(customerGuid: string, askedAtMs: number): Promise<void> {
    if (this.inRoom) {
      if (this.alarms.doorsChanged(customerGuid)) await this.publishAlarms();
      return;
    }
    await whileDiskAllows(async () => {
      const { devices } = this.whenOpened();
      if (await devices.inventoryRead(customerGuid, this.options.now(), askedAtMs)) await this.publishAlarms();
    });
  }

  /** Raises the alarms these events call for; on a full disk they wait for the next escalation check. */
  private async considerAlarms(customerGuid: string, held: HeldBack, now: number): Promise<void> {
    const stored = await whileDiskAllows(async () => {
      if (await this.alarms.consider(customerGuid, held.events, now, held.seenAtServiceMs)) {
        await this.publishAlarms();
        this.controlRoom?.alarms.mirror().catch(() => undefined); // an unreachable room gets them when it is back
      }
    });
    if (!stored) this.alarmsHeldBack.hold(customerGuid, held);
  }

  async close(): Promise<void> {
    // A preparation under way finishes first: its thread has the file open, mid-migration.
    await this.ready.catch(() => undefined);
    clearInterval(this.escalationTimer);
    await this.controlRoom?.stopFollowing();
    const sightClosed = this.opened?.sight.close();
    this.journal.close();
    this.exports.close();
    this.pictures.close();
    const room = await this.room.catch(() => null);
    await Promise.all([room ? room.close() : this.stopSync(), this.exporter?.stop(), sightClosed]);
    this.exporter = null;
    await this.arrivals;
    await this.alarmsPublished;
    this.opened?.cache.close();
  }

  private exportWorker(): CoreWorker {
    if (!this.exporter) {
      this.exporter = new CoreWorker({
        session: this.session,
        dbPath: this.cache.path,
        customerGuids: [],
        maxConnections: 1,
      });
      this.exporter.on('export-progress', (progress) => this.exports.progressed(progress));
      this.exporter.on('events', (customerGuid, events, arrival) => this.received(customerGuid, events, arrival));
      this.exporter.on('error', (error) => {
        this.exporter = null;
        this.exports.failRunning(`The export thread failed: ${error.message}`);
      });
    }
    return this.exporter;
  }

  /** Stored events: their alarms raised first, so that the feed's rows arrive marked with them. */
  private received(customerGuid: string, events: AccessEvent[], arrival: EventArrival): void {
    this.show(customerGuid, events, alarmingOf(events, arrival), arrival.seenAtServiceMs);
  }

  /** Stored or followed events reach the screens in turn, each batch after the alarms it raises. */
  private show(customerGuid: string, events: AccessEvent[], alarming: AccessEvent[], seenAtServiceMs: number): void {
    this.arrivals = this.arrivals
      .then(() => this.showNow(customerGuid, events, alarming, seenAtServiceMs))
      .catch(() => undefined); // a batch that failed (the cache closing) never holds up the ones after it
  }

  private async showNow(
    customerGuid: string,
    events: AccessEvent[],
    alarming: AccessEvent[],
    seenAtServiceMs: number,
  ): Promise<void> {
    // The room's poller stores other workstations' customers too: neither their alarms nor their events reach this guard.
    if (this.shownCustomers?.has(customerGuid) === false) return;
    // In a control room the room raises the alarms (its poller, by the room's rules) and RoomAlarms copies
    // them here; an alarm copied before its events arrived is described again with them.
    if (this.inRoom) {
      if (await this.alarms.eventsArrived(events.map((event) => event.eventId))) await this.publishAlarms();
    } else if (alarming.length > 0) {
      await this.considerAlarms(customerGuid, { events: alarming, seenAtServiceMs }, this.options.now());
    }
    this.options.publish({ name: 'events', payload: { events: await feedEventsOf(this.cache, events) } });
  }

  /**
   * Tells every screen the alarms not yet closed (after a raise, an acknowledgement or a close), in turn with
   * the pushes before it; resolves once pushed.
   */
  publishAlarms(): Promise<void> {
    this.alarmsPublished = this.alarmsPublished
      .then(async () => {
        const groups = await this.liveAlarms();
        this.openAlarms = groups.filter((group) => group.state === 'open').length;
        this.options.publish({ name: 'alerts', payload: { groups } });
        this.journal.soon();
      })
      .catch(() => undefined); // a push that failed (the cache closing) never holds up the ones after it
    return this.alarmsPublished;
  }

  /** The alarms not yet closed; in a control room, with who holds each. */
  async liveAlarms(): Promise<AlertGroup[]> {
    const live = await this.alarms.live();
    return this.controlRoom?.alarms.decorate(live) ?? live;
  }

  private statusFromCache(customerGuid: string): SyncStatus {
    return describeStatus({
      customerGuid,
      phase: 'starting',
      eventsStored: this.cache.syncStateNow.eventCount(customerGuid),
      state: this.cache.syncStateNow.get(customerGuid),
      nowMs: this.options.now(),
    });
  }
}
