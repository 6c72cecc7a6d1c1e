// One poller for the control room. Every workstation of the room contends for the poller lease
// while it can poll (someone is signed in); the one holding it runs the sync and writes what it
// stored to the room's feed, and the others follow the feed into their own caches, where the feed,
// search, export and alarms work as for one guard.
//
// Taking over: the new poller first reads the feed to its end (the old poller, fenced, can add
// nothing more), then takes each customer's sync state from the room into its cache (a customer the
// room holds no state for starts anew), and only then starts polling, from where the old poller's last
// recorded state stopped: what came after it is read again and handed to the room again, which keeps
// what it already had, so nothing is lost or stored twice, whoever polls next (this workstation too).
import { setTimeout as delay } from 'node:timers/promises';
import { redactInventory, type PublicInventory } from '../../api/redact.js';
import type { AccessEvent } from '../../api/types.js';
import { bounded } from '../bounded.js';
import { ChangeFollower, type FollowerState } from '../change-follower.js';
import { type LeaseState, PollerLease } from './poller-lease.js';
import { RoomDatabaseError } from '../database/room-connection.js';
import type { RoomWorkstation } from './workstation-names.js';
import { PollerFencedError, ROOM_FEED_CHANNEL, RoomFeed } from './room-feed.js';
import { blankSnapshot, type SyncSnapshot } from '../../storage/local-cache-storage.js';
import type { FetchedInventory } from '../../sync/engine.js';
import type { EventArrival } from '../../sync/event-arrival.js';
import { alarmingOf } from '../../sync/event-arrival.js';
import type { CustomerSyncStatus } from '../../sync/status.js';
import { LeaseWindow } from '../../worker/lease-window.js';
import { judgeCountRise } from '../alarms/room-alarm-decisions.js';
import { FeedReader, type PollerFeed } from './feed-reader.js';
import type { RoomHost } from './room-host.js';
import { ServiceReach } from './room-service-reach.js';
import {
  ROOM_ALARM_PRUNE_BATCH,
  ROOM_PRUNE_BATCH,
  RoomRetention,
  type RoomRetentionOptions,
} from './room-retention.js';

export interface RoomPollerOptions {
  url: string;
  /** The room's address without its password (where this cache's place in the feed is kept for). */
  shown: string;
  /** This workstation, as the room names it ("control-2"). */
  workstation: string;
  /** The random id kept in this workstation's profile: what makes the name its own in the room. */
  workstationId: string;
  host: RoomHost;
  retention: RoomRetentionOptions;
}

/** How often the poller checks that it still holds the lease and which customers the room watches. */
const CHECK_MS = 1_000;
const CONNECT_RETRY_MS = 3_000;
/** The longest a call on the room's database may take before its connection counts as cut. */
const ROOM_CALL_LIMIT_MS = 5_000;
const WATCH_CHECK_MS = 5_000;
/**
 * Queued alarms raised in one write before the next queued write's turn: a few milliseconds each, so a batch
 * stays well within the time a call on the room may take (ROOM_CALL_LIMIT_MS) on a busy database.
 */
const RAISE_BATCH = 50;
/** How often a workstation tells the room it is still there (its name claimed again, its watches recorded). */
const SEEN_EVERY_MS = 5_000;
/** The customers of a workstation not seen for this long are no longer polled. */
export const WATCH_LIVE_MS = 60_000;
/**
 * A poller whose every customer's reads have failed to reach the service this long hands the lease over; it
 * contends again after CONTEND_AGAIN_MS (another that can reach the service takes it within a second or two).
 * The client gives up on a read after about 10 s of retries: the room's poller changes within 30 s.
 */
const HAND_OVER_AFTER_MS = 10_000;
const CONTEND_AGAIN_MS = 30_000;

export class RoomPoller {
  private feed: PollerFeed | null = null;
  private follower: ChangeFollower | null = null;
  private lease: PollerLease | null = null;
  private polling: { token: string; customers: string[]; since: number; stopping?: boolean } | null = null;
  /** The poller's writes, in the order the sync made them. */
  private writes: Promise<void> = Promise.resolve();
  /** Role changes take turns: each waits for the last to finish. */
  private turns: Promise<void> = Promise.resolve();
  /** What the follower said last of its own connection. */
  private followerState: FollowerState = { following: false, problem: 'connecting' };
  /**
   * Why the feed's last opening or call failed, until it opens again. Each source of trouble keeps its own and
   * clears it itself: a failed call's step-down that ends after the feed has opened again says nothing stale.
   */
  private feedProblem: string | null = null;
  private watched: string[] = [];
  private lastWatchCheck = 0;
  private lastSeenAt = 0;
  private seeing = false;
  /** Why the room refused this workstation (its name is another's); it then takes no part in the room. */
  private refusal: Error | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private canPoll = false;
  private connecting = false;
  private reconciling = false;
  /** Why the lease's connection was lost, while it is (and the lease is this workstation's). */
  private disconnectedProblem: string | null = null;
  private feedOpened: () => void = () => undefined;
  /** Settles when the feed first opens. */
  private readonly opened = new Promise<void>((resolve) => (this.feedOpened = resolve));
  private readonly retention: RoomRetention;
  private readonly reach = new ServiceReach();
  /** This workstation handed the lease over (it could not reach the service): not before this does it contend. */
  private contendAfterMs = 0;
  /** Why it handed the lease over last (the sync's error). */
  private handedOver: string | null = null;
  /** Open while this workstation's lease beats: the sync's requests wait while it is shut. */
  private readonly leaseWindow = new LeaseWindow();

  /** This cache's place in the feed, and what it reads from there. */
  private readonly reader: FeedReader;

  constructor(private readonly options: RoomPollerOptions) {
    this.retention = new RoomRetention(options.retention);
    this.reader = new FeedReader({
      host: options.host,
      shown: options.shown,
      watched: () => this.watched,
      onFeed: (work) => this.onFeed(work),
    });
  }

  /**
   * Connects (making or updating the room's schema) and follows the feed; until the room's database
   * answers it tries again every few seconds, and meanwhile this workstation neither polls nor follows.
   */
  start(watched: readonly string[]): void {
    this.watched = [...watched];
    this.timer = setInterval(() => this.check(), CHECK_MS);
    this.timer.unref();
    void this.connect();
  }

  /** Opens the feed, trying again until the room's database answers; one attempt loop at a time. */
  private async connect(): Promise<void> {
    if (this.connecting) return;
    this.connecting = true;
    try {
      await this.connectUntilOpen();
    } finally {
      this.connecting = false;
    }
  }

  private async connectUntilOpen(): Promise<void> {
    while (!this.closed && !this.feed && !this.refusal) {
      try {
        const feed = await bounded(
          RoomFeed.open<CustomerSyncStatus, PublicInventory>(this.options.url),
          ROOM_CALL_LIMIT_MS * 3,
        );
        await this.reader.placeIn(() => bounded(feed.newestChange(), ROOM_CALL_LIMIT_MS));
        try {
          await bounded(feed.watch(this.me, this.watched), ROOM_CALL_LIMIT_MS);
        } catch (error) {
          void bounded(feed.close(), ROOM_CALL_LIMIT_MS).catch(() => undefined);
          throw error;
        }
        this.lastSeenAt = this.options.host.now();
        this.feed = feed;
        this.feedProblem = null;
        this.feedOpened();
        if (this.follower) this.announceFollower(); // a new follower says so itself once it follows
        if (this.canPoll) await this.setCanPoll(true);
      } catch (error) {
        if (isNameTaken(error)) return this.refuse(error);
        this.feedProblem = (error as Error).message;
        this.announceFollower();
        await delay(CONNECT_RETRY_MS);
      }
    }
    this.follow();
  }

  /** The customers this workstation watches: the room's poller polls every workstation's. */
  async setWatched(customerGuids: readonly string[]): Promise<void> {
    const added = customerGuids.filter((guid) => !this.watched.includes(guid));
    this.watched = [...customerGuids];
    // Their changes so far were passed by: read them (the room keeps them) before the guard looks.
    if (!this.feed) return; // recorded in the room once it is connected
    if (added.length > 0) await this.inTurn(() => this.reader.readHistory(added)).catch(() => undefined);
    await this.onFeed((feed) => feed.watch(this.me, customerGuids)).catch((error: unknown) => this.refuseIf(error));
  }

  /** Polling: starts on the room's customers at once when this workstation's watched ones changed them. */
  async pollWatched(): Promise<void> {
    this.lastWatchCheck = 0;
    this.check();
    await this.turns;
  }

  /** Contends for the lease while this workstation can poll (signed in); lets it go otherwise. */
  async setCanPoll(canPoll: boolean): Promise<void> {
    this.canPoll = canPoll;
    // Not before the feed is open: a poller that cannot write to the room would leave it blind.
    if (
      canPoll &&
      !this.lease &&
      !this.closed &&
      !this.refusal &&
      this.feed &&
      this.options.host.now() >= this.contendAfterMs
    ) {
      this.lease = new PollerLease(this.options.url, {
        holder: this.options.workstation,
        onChange: (state) => this.leaseChanged(state),
        onHeartbeat: (fenceAtMs) => this.leaseWindow.openUntil(fenceAtMs),
      });
    } else if (!canPoll && this.lease) {
      const lease = this.lease;
      this.lease = null;
      this.disconnectedProblem = null;
      await this.inTurn(() => this.becomeFollower());
      await lease.stop();
    }
  }

  /**
   * A read of the sync brought these events (stored here, some perhaps before): to the room, in order, which
   * feeds those it did not have. Handing on every read, not only what was new to this cache, is what makes a
   * publish that was lost (a step-down, the room's database cut) good again: the next poller starts from
   * the room's state, reads those events again and hands them on. Dropped once this workstation no longer polls.
   */
  eventsRead(customerGuid: string, events: AccessEvent[], arrival: EventArrival): void {
    const alarmingEvents = alarmingOf(events, arrival);
    const alarming = new Set(alarmingEvents.map((event) => event.eventId));
    const pending = this.options.host.alarmsOf(customerGuid, alarmingEvents, arrival.seenAtServiceMs);
    this.write((feed, token) =>
      // Stored when the service's clock said: the room's times are never one workstation's clock.
      feed.publishEvents(
        token,
        customerGuid,
        events,
        alarming,
        arrival.seenAtServiceMs,
        arrival.seenAtServiceMs,
        pending,
      ),
    );
    if (pending.length > 0) this.raisePendingAlarms();
  }

  /** The room raises (or joins) the alarms queued with their events, this poller's or a lost one's. */
  private raisePendingAlarms(): void {
    this.write(async (feed, token) => {
      // A flood is raised a batch at a time, so the writes queued behind it (a sync state) are not held up long.
      const raised = await feed.raisePendingAlarms(
        token,
        this.options.workstation,
        RAISE_BATCH,
        judgeCountRise,
        this.options.host.alarmRaised,
      );
      if (raised === RAISE_BATCH) {
        this.raisePendingAlarms();
      }
      return null;
    });
  }

  syncRecorded(customerGuid: string, snapshot: SyncSnapshot, status: CustomerSyncStatus): void {
    this.reach.reported(status);
    this.write((feed, token) => feed.publishSync(token, customerGuid, snapshot, status));
  }

  /**
   * A guard set the request budget: in a room it is the room's, which its poller follows. Just after
   * the start it waits a few seconds for the room's database; one that does not answer refuses it.
   */
  async setRoomBudget(perMinute: number): Promise<void> {
    await bounded(this.opened, ROOM_CALL_LIMIT_MS).catch(() => undefined);
    await this.onFeed((feed) => feed.setRequestBudget(perMinute));
  }

  /**
   * Shares a fetched inventory with the room: redacted, as every follower's cache keeps it; with its doors,
   * the room raises and closes its devices' trouble alarms, once for every workstation.
   */
  inventoryFetched(customerGuid: string, inventory: FetchedInventory): void {
    const shared = redactInventory(inventory);
    const devices = shared.doors && {
      workstation: this.options.workstation,
      troubles: this.options.host.deviceTroublesOf(customerGuid, shared.doors),
    };
    this.write((feed, token) => feed.publishInventory(token, customerGuid, shared, devices));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.setCanPoll(false);
    await this.follower?.stop();
    this.follower = null;
    await this.writes;
    await this.retention.settled();
    this.reader.savePosition();
    const feed = this.feed;
    if (!feed) return;
    // Its customers are no longer this workstation's to have polled (a `sync --customer` leaves none behind).
    if (!this.refusal) await bounded(feed.leave(this.me), ROOM_CALL_LIMIT_MS).catch(() => undefined);
    await bounded(feed.close(), ROOM_CALL_LIMIT_MS).catch(() => undefined);
  }

  /** This workstation in the room: its name and the id that owns it. */
  private get me(): RoomWorkstation {
    return { name: this.options.workstation, id: this.options.workstationId };
  }

  /** Tells the room this workstation is still there, every few seconds, whatever its role. */
  private beSeen(now: number): void {
    if (this.seeing || !this.feed || this.refusal || now - this.lastSeenAt < SEEN_EVERY_MS) return;
    this.seeing = true;
    // Not awaited: the check runs every second and must not wait for the room; a failed sighting tries again.
    void this.onFeed((feed) => feed.watch(this.me, this.watched))
      .then(() => (this.lastSeenAt = now))
      .catch((error: unknown) => this.refuseIf(error))
      .finally(() => (this.seeing = false));
  }

  private refuseIf(error: unknown): void {
    if (isNameTaken(error)) void this.refuse(error);
  }

  /** Another workstation owns this one's name: it lets the lease go, stops following and tries no more. */
  private async refuse(error: Error): Promise<void> {
    if (this.refusal) return;
    this.refusal = error;
    this.options.host.refused(error);
    const feed = this.feed;
    this.feed = null;
    await this.setCanPoll(false);
    await this.follower?.stop();
    this.follower = null;
    if (feed) await bounded(feed.close(), ROOM_CALL_LIMIT_MS).catch(() => undefined);
  }

  /**
   * One call on the room's database, given at most a few seconds: a cut network never answers. A call
   * that fails leaves the feed's connections for new ones (connected again in the background).
   */
  private async onFeed<T>(work: (feed: PollerFeed) => Promise<T>): Promise<T> {
    const feed = this.feed;
    if (!feed) throw new Error("not connected to the control room's database");
    try {
      return await bounded(work(feed), ROOM_CALL_LIMIT_MS);
    } catch (error) {
      // A refused name is no connection's fault: refuse() closes the feed.
      if (!(error instanceof PollerFencedError) && !isNameTaken(error) && this.feed === feed) {
        this.feed = null;
        this.feedProblem = (error as Error).message;
        void bounded(feed.close(), ROOM_CALL_LIMIT_MS).catch(() => undefined);
        void this.connect();
      }
      throw error;
    }
  }

  private write(publish: (feed: PollerFeed, token: string) => Promise<number | null>): void {
    const polling = this.polling;
    if (!polling) return;
    this.writes = this.writes.then(async () => {
      // After a failed write nothing more of this turn at polling is written: a sync state after it would
      // claim events the room does not hold.
      if (this.polling !== polling || polling.stopping) return;
      try {
        const changeNo = await this.onFeed((feed) => publish(feed, polling.token));
        if (changeNo !== null) this.reader.written(changeNo);
      } catch (error) {
        // Taken over, or the room's database is out of reach: either way this workstation stops
        // polling, and the next poller reads again what was not written. The writes queued behind
        // this one fail too: one stop is enough.
        if (polling.stopping) return;
        polling.stopping = true;
        void this.inTurn(async () => {
          if (this.polling !== polling) return;
          await this.becomeFollower();
          if (!(error instanceof PollerFencedError)) await this.letLeaseGo();
        });
      }
    });
  }

  private leaseChanged(state: LeaseState): void {
    if (state.role !== 'poller') {
      this.disconnectedProblem = state.role === 'disconnected' ? state.problem : null;
      this.announceFollower();
    }
    this.reconcile();
  }

  /**
   * Polls exactly while the lease says this workstation may: it is asked at every change of the lease
   * and every second, since a lease that fenced itself for a moment (its heartbeat unseen) and then
   * beat again changes no role.
   */
  private reconcile(): void {
    if (this.reconciling) return;
    this.reconciling = true;
    void this.inTurn(async () => {
      this.reconciling = false;
      const token = this.lease?.token ?? null;
      const state = this.lease?.state;
      if (token !== null && this.polling?.token !== token && state?.role === 'poller') {
        if (this.polling) await this.becomeFollower();
        await this.becomePoller(token, state.since.getTime());
      } else if (token === null && this.polling) {
        await this.becomeFollower();
      }
    });
  }

  private async becomePoller(token: string, since: number): Promise<void> {
    if (!this.feed || this.closed || this.lease?.token !== token) return;
    await this.follower?.stop();
    this.follower = null;
    // Everything the old poller wrote, before its state: its state may be ahead of what this cache read so far.
    let snapshots: Map<string, SyncSnapshot>;
    try {
      snapshots = await this.caughtUp();
    } catch {
      await this.becomeFollower(); // the feed's call failed: feedProblem says why
      return this.letLeaseGo();
    }
    const customers = await this.roomCustomers();
    await this.adoptRoomState(customers, snapshots);
    if (this.lease?.token !== token) return this.becomeFollower();
    this.polling = { token, customers, since };
    this.reach.reset();
    this.lastWatchCheck = this.options.host.now();
    this.options.host.budgetFollowed(await this.onFeed((feed) => feed.requestBudget()).catch(() => null));
    await this.options.host.startPolling(customers, this.leaseWindow);
    this.raisePendingAlarms(); // what a poller that stopped left queued
    this.options.host.roleChanged({ role: 'poller', since });
  }

  /**
   * Before this cache polls the customers for the room, each one's sync state becomes the room's: the room's
   * state is the truth of what the room holds. A customer the room holds no state for starts anew here: what
   * this cache read on its own, or as an earlier poller whose writes were lost, is read again for the room.
   */
  private async adoptRoomState(
    customers: readonly string[],
    snapshots: ReadonlyMap<string, SyncSnapshot>,
  ): Promise<void> {
    const watchedSince = await this.onFeed((feed) => feed.watchedSince()).catch(() => new Map<string, number>());
    // A customer whose first read the old poller had not finished: what the service received since
    // the room began watching it alarms (a new poller would otherwise call it history). The room began
    // on its database's clock and events' receivedDate is the service's: both true time, apart by the
    // two servers' own skew (seconds at most where both keep NTP), never by a workstation's clock.
    const alarmsFromWhereUnset = new Map<string, number>();
    for (const customerGuid of customers) {
      const since = watchedSince.get(customerGuid);
      if (since !== undefined) alarmsFromWhereUnset.set(customerGuid, since);
    }
    const restored = customers.map((customerGuid) => snapshots.get(customerGuid) ?? blankSnapshot(customerGuid));
    await this.options.host.cache().storage.restoreSnapshots(restored, alarmsFromWhereUnset);
  }

  /** The feed read to its end, then each customer's sync state as the last poller left it. */
  private async caughtUp(): Promise<Map<string, SyncSnapshot>> {
    while (await this.reader.readChanges());
    return this.onFeed((feed) => feed.syncSnapshots());
  }

  /**
   * This workstation cannot poll for the room just now (its feed failed): the lease goes, so another
   * takes over at once; it contends again once its feed is open.
   */
  private async letLeaseGo(): Promise<void> {
    const lease = this.lease;
    this.lease = null;
    this.disconnectedProblem = null;
    await lease?.stop();
    if (this.canPoll && this.feed) await this.setCanPoll(true);
  }

  private async becomeFollower(): Promise<void> {
    if (this.polling) {
      this.polling = null;
      await this.options.host.stopPolling();
      await this.writes;
    }
    this.follow();
    this.announceFollower();
  }

  private follow(): void {
    if (this.follower || this.closed || !this.feed) return;
    this.follower = new ChangeFollower(this.options.url, {
      channel: ROOM_FEED_CHANNEL,
      applicationName: `acs-monitor feed: ${this.options.workstation}`,
      readChanges: () => this.reader.readChanges(),
      onState: (state) => {
        this.followerState = state;
        this.announceFollower();
      },
    });
  }

  /** Every workstation's watched customers, this one's included (also when the room cannot say). */
  private async roomCustomers(): Promise<string[]> {
    const room = await this.onFeed((feed) => feed.watchedByRoom(WATCH_LIVE_MS)).catch(() => []);
    return [...new Set([...room, ...this.watched])].sort();
  }

  /** A poller that lost its lease without being told (its heartbeat unseen) stops; the room's customers are followed. */
  private check(): void {
    this.reader.savePosition();
    this.reconcile();
    const now = this.options.host.now();
    this.beSeen(now);
    if (this.canPoll && !this.lease && now >= this.contendAfterMs) void this.setCanPoll(true);
    const polling = this.polling;
    if (!polling || this.lease?.token !== polling.token) return;
    const unreachable = this.reach.cannotReach(polling.customers, now, HAND_OVER_AFTER_MS);
    if (unreachable !== null) {
      this.contendAfterMs = now + CONTEND_AGAIN_MS;
      this.handedOver = unreachable;
      void this.inTurn(async () => {
        if (this.polling !== polling) return;
        await this.becomeFollower();
        await this.letLeaseGo();
      });
      return;
    }
    this.retention.runIfDue(
      now,
      {
        events: (cutoffMs, after) => this.onFeed((feed) => feed.pruneBatch(cutoffMs, after, ROOM_PRUNE_BATCH)),
        alarms: (cutoffMs) => this.onFeed((feed) => feed.pruneAlarmBatch(cutoffMs, ROOM_ALARM_PRUNE_BATCH)),
        settings: (cutoffMs) => this.onFeed((feed) => feed.pruneSettings(cutoffMs)),
      },
      () => this.polling === polling,
    );
    if (now - this.lastWatchCheck < WATCH_CHECK_MS) return;
    this.lastWatchCheck = now;
    void this.inTurn(async () => {
      if (this.polling !== polling) return;
      this.options.host.budgetFollowed(await this.onFeed((feed) => feed.requestBudget()));
      const customers = await this.roomCustomers();
      if (customers.join() === polling.customers.join()) return;
      const added = customers.filter((customerGuid) => !polling.customers.includes(customerGuid));
      if (added.length > 0) await this.adoptRoomState(added, await this.onFeed((feed) => feed.syncSnapshots()));
      if (this.polling !== polling) return;
      polling.customers = customers;
      await this.options.host.startPolling(customers, this.leaseWindow);
    }).catch(() => undefined);
  }

  private announceFollower(): void {
    if (this.polling || this.refusal) return;
    const lease = this.lease?.state;
    const problem =
      this.feedProblem ??
      this.disconnectedProblem ??
      (this.followerState.following ? null : this.followerState.problem);
    this.options.host.roleChanged({
      role: 'follower',
      poller: lease?.role === 'follower' ? (lease.poller?.holder ?? null) : null,
      following: problem === null,
      problem,
      ...(this.handedOver !== null && this.options.host.now() < this.contendAfterMs
        ? { handedOver: this.handedOver }
        : {}),
    });
  }

  private inTurn(change: () => Promise<void>): Promise<void> {
    const done = this.turns.then(change);
    this.turns = done.catch(() => undefined);
    return done;
  }
}

function isNameTaken(error: unknown): error is RoomDatabaseError {
  return error instanceof RoomDatabaseError && error.problem === 'name-taken';
}
