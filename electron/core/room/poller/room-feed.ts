// The room's feed (room migration 4): what the one poller stored, for the other workstations, in
// the order it happened. The poller writes each batch in one transaction that first checks its
// lease's fencing token (a poller taken over writes nothing more) and takes a transaction-scoped
// advisory lock (so change numbers are taken in commit order). Followers read the changes after the
// last one they have; each commit is announced on ROOM_FEED_CHANNEL.
import { EVENT_FIELDS } from '../../api/event-fields.js';
import type { AccessEvent } from '../../api/types.js';
import {
  queuePendingAlarms,
  raiseNextPending,
  type CountRiseJudge,
  type PendingAlarm,
} from '../alarms/alarm-raiser.js';
import { raiseDeviceAlarms, type RoomDeviceTroubles } from '../alarms/device-alarm-raiser.js';
import { ROOM_NOW_MS } from '../room-clock.js';
import type { RoomAlarm } from '../alarms/room-alarm.js';
import { pruneClosedAlarms, pruneEndedSnoozes, pruneGoneWorkstations } from './room-pruning.js';
import { claimWorkstationName, type RoomWorkstation } from './workstation-names.js';
import { fromEventValues, type EventValues } from '../../storage/event-storage.js';
import type { SyncSnapshot } from '../../storage/local-cache-storage.js';
import {
  PostgresEventStorage,
  storeEvents,
  type Queryable,
  type RetentionBatch,
  type RetentionPosition,
} from '../../storage/postgres-event-storage.js';

export const ROOM_FEED_CHANNEL = 'room_feed';

/** The advisory lock the poller's writes take in turn ('acsfeed' as a number). */
const FEED_LOCK = 0x61637366656564n;
/** Events one read of the feed brings at most. */
const FEED_PAGE = 2_000;

/** The lease was taken over: this workstation no longer polls, and wrote nothing. */
export class PollerFencedError extends Error {
  override name = 'PollerFencedError';
  constructor() {
    super('Another workstation took over polling for the room');
  }
}

/** Events the poller stored new, as one change per customer and read. */
export interface FeedEvents {
  kind: 'events';
  changeNo: number;
  customerGuid: string;
  events: AccessEvent[];
  /** The ones that may raise alarms (not history fetched at the customer's first watch). */
  alarming: AccessEvent[];
  seenAtServiceMs: number;
}

export interface FeedSync<Status> {
  kind: 'sync';
  changeNo: number;
  customerGuid: string;
  snapshot: SyncSnapshot;
  status: Status;
}

export interface FeedInventory<Inventory> {
  kind: 'inventory';
  changeNo: number;
  customerGuid: string;
  inventory: Inventory;
}

export type FeedChange<Status, Inventory> = FeedEvents | FeedSync<Status> | FeedInventory<Inventory>;

const EVENT_COLUMNS = EVENT_FIELDS.map((field) => `e."${field.name}"`).join(', ');

/** The poller's sync status and inventory are the app's types; the feed keeps them as JSON. */
export class RoomFeed<Status, Inventory> {
  private constructor(private readonly storage: PostgresEventStorage) {}

  /** Connects to the room's database and brings its schema to the newest version. */
  static async open<Status, Inventory>(url: string): Promise<RoomFeed<Status, Inventory>> {
    return new RoomFeed(await PostgresEventStorage.open(url));
  }

  /** Stores the events in the room and feeds the ones it did not have yet; returns the change's number, if any. */
  async publishEvents(
    token: string,
    customerGuid: string,
    events: readonly AccessEvent[],
    alarming: ReadonlySet<number>,
    seenAtServiceMs: number,
    nowMs: number,
    pendingAlarms: readonly PendingAlarm[] = [],
  ): Promise<number | null> {
    return this.asPoller(token, async (client) => {
      const { inserted } = await storeEvents(client, { customerGuid, events, nowMs });
      if (inserted.length === 0) return null;
      const ids = inserted.map((event) => event.eventId);
      // Only the events new to the room: the others' alarms were queued when they were stored.
      const isNew = new Set(ids);
      await queuePendingAlarms(
        client,
        pendingAlarms.filter((alarm) => isNew.has(alarm.eventId)),
      );
      const fed = await client.query<{ change_no: number }>(
        `INSERT INTO room_feed (change_no, customer_guid, event_id, alarming, seen_at_service_ms)
         SELECT nextval('room_change_seq'), $1, id, id = ANY($3::bigint[]), $4
           FROM unnest($2::bigint[]) WITH ORDINALITY AS ids(id, n) ORDER BY n
         RETURNING change_no`,
        [customerGuid, ids, ids.filter((id) => alarming.has(id)), seenAtServiceMs],
      );
      return Math.max(...fed.rows.map((row) => row.change_no));
    });
  }

  /**
   * Raises or joins the events queued to alarm, the earliest first, one transaction each, until none is
   * left or `limit` were; how many were.
   */
  async raisePendingAlarms<Rise>(
    token: string,
    workstation: string,
    limit: number,
    judge: CountRiseJudge<Rise>,
    /** Told of each alarm a queued event raised (not one it joined), once its transaction committed. */
    onRaised?: (alarm: RoomAlarm) => void,
  ): Promise<number> {
    let done = 0;
    while (done < limit) {
      const outcome = await this.asPoller(token, (client) => raiseNextPending(client, workstation, judge), {
        announce: false,
      });
      if (!outcome) break;
      if (outcome.raised) onRaised?.(outcome.alarm);
      done += 1;
    }
    return done;
  }

  async publishSync(token: string, customerGuid: string, snapshot: SyncSnapshot, status: Status): Promise<number> {
    return this.asPoller(token, async (client) => {
      const saved = await client.query<{ change_no: number }>(
        `INSERT INTO room_sync (customer_guid, change_no, snapshot, status) VALUES ($1, nextval('room_change_seq'), $2, $3)
         ON CONFLICT (customer_guid) DO UPDATE SET change_no = excluded.change_no, snapshot = excluded.snapshot, status = excluded.status
         RETURNING change_no`,
        [customerGuid, JSON.stringify(snapshot), JSON.stringify(status)],
      );
      return saved.rows[0]!.change_no;
    });
  }

  /**
   * Shares a customer's inventory; with `devices` (its devices' troubles as the poller judged them), raises
   * and closes their alarms in the same transaction, once for the room (`workstation`: the poller's name).
   * The kinds (top-level keys) an inventory lacks stay as the room had them: after a start a customer's
   * inventory comes in two halves, and the room's row never loses its cardholders to the first.
   */
  async publishInventory(
    token: string,
    customerGuid: string,
    inventory: Inventory,
    devices?: { workstation: string; troubles: RoomDeviceTroubles },
  ): Promise<number> {
    return this.asPoller(token, async (client) => {
      const saved = await client.query<{ change_no: number }>(
        `INSERT INTO room_inventory (customer_guid, change_no, inventory) VALUES ($1, nextval('room_change_seq'), $2)
         ON CONFLICT (customer_guid) DO UPDATE SET change_no = excluded.change_no,
           inventory = room_inventory.inventory || excluded.inventory
         RETURNING change_no`,
        [customerGuid, JSON.stringify(inventory)],
      );
      if (devices) await raiseDeviceAlarms(client, devices.workstation, customerGuid, devices.troubles);
      return saved.rows[0]!.change_no;
    });
  }

  /**
   * The changes after `since`, in order: at most a page of events, with every sync state and
   * inventory changed up to the last of them (one row per customer, so never more than the customers).
   */
  async changesSince(since: number): Promise<{ changes: Array<FeedChange<Status, Inventory>>; more: boolean }> {
    return this.storage.inTransaction(async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const fed = await client.query<EventValues>({
        text: `SELECT f.change_no, f.customer_guid, f.alarming, f.seen_at_service_ms, ${EVENT_COLUMNS}
                 FROM room_feed f JOIN events e ON e."eventId" = f.event_id
                WHERE f.change_no > $1 ORDER BY f.change_no LIMIT ${FEED_PAGE}`,
        values: [since],
        rowMode: 'array',
      });
      const upTo = fed.rows.length === FEED_PAGE ? Number(fed.rows.at(-1)![0]) : Number.MAX_SAFE_INTEGER;
      const changes: Array<FeedChange<Status, Inventory>> = [...groupEvents(fed.rows)];
      const synced = await client.query<{
        change_no: number;
        customer_guid: string;
        snapshot: SyncSnapshot;
        status: Status;
      }>('SELECT change_no, customer_guid, snapshot, status FROM room_sync WHERE change_no > $1 AND change_no <= $2', [
        since,
        upTo,
      ]);
      for (const row of synced.rows) {
        changes.push({
          kind: 'sync',
          changeNo: row.change_no,
          customerGuid: row.customer_guid,
          snapshot: row.snapshot,
          status: row.status,
        });
      }
      const inventories = await client.query<InventoryRow<Inventory>>(
        'SELECT change_no, customer_guid, inventory FROM room_inventory WHERE change_no > $1 AND change_no <= $2',
        [since, upTo],
      );
      changes.push(...inventories.rows.map(inventoryChange<Inventory>));
      return { changes: changes.sort((a, b) => a.changeNo - b.changeNo), more: fed.rows.length === FEED_PAGE };
    });
  }

  /**
   * The events fed for these customers from `after` up to change `upTo`, a page at a time (for a
   * workstation that starts watching customers whose changes it passed by), with their inventory.
   */
  async customerHistory(
    customerGuids: readonly string[],
    after: number,
    upTo: number,
  ): Promise<{ changes: Array<FeedChange<Status, Inventory>>; more: boolean }> {
    return this.storage.inTransaction(async (client) => {
      const fed = await client.query<EventValues>({
        text: `SELECT f.change_no, f.customer_guid, f.alarming, f.seen_at_service_ms, ${EVENT_COLUMNS}
                 FROM room_feed f JOIN events e ON e."eventId" = f.event_id
                WHERE f.customer_guid = ANY($1::text[]) AND f.change_no > $2 AND f.change_no <= $3
                ORDER BY f.change_no LIMIT ${FEED_PAGE}`,
        values: [customerGuids, after, upTo],
        rowMode: 'array',
      });
      const changes: Array<FeedChange<Status, Inventory>> = [...groupEvents(fed.rows)];
      if (after === 0) {
        const inventories = await client.query<InventoryRow<Inventory>>(
          'SELECT change_no, customer_guid, inventory FROM room_inventory WHERE customer_guid = ANY($1::text[]) AND change_no <= $2',
          [customerGuids, upTo],
        );
        changes.push(...inventories.rows.map(inventoryChange<Inventory>));
      }
      return { changes, more: fed.rows.length === FEED_PAGE };
    });
  }

  /** The number of the newest change (0 for none): a follower that remembers a larger one follows a room made anew. */
  async newestChange(): Promise<number> {
    const rows = await this.storage.inTransaction((client) =>
      client.query<{ n: number | null }>('SELECT last_value AS n FROM room_change_seq WHERE is_called'),
    );
    return rows.rows[0]?.n ?? 0;
  }

  /** Each customer's sync state as the last poller left it. */
  async syncSnapshots(): Promise<Map<string, SyncSnapshot>> {
    const rows = await this.storage.inTransaction((client) =>
      client.query<{ customer_guid: string; snapshot: SyncSnapshot }>('SELECT customer_guid, snapshot FROM room_sync'),
    );
    return new Map(rows.rows.map((row) => [row.customer_guid, row.snapshot]));
  }

  /**
   * Records the customers this workstation watches, and that it was seen now: the poller polls the customers
   * of every workstation seen lately. A customer new to it is watched from now on the room's clock (the
   * database's), whatever this workstation's says. Refused (RoomDatabaseError 'name-taken'), with nothing
   * written, when another workstation owns the name.
   */
  async watch(me: RoomWorkstation, customerGuids: readonly string[]): Promise<void> {
    await this.storage.inTransaction(async (client) => {
      await claimWorkstationName(client, me);
      await client.query('DELETE FROM room_watch WHERE workstation = $1 AND NOT (customer_guid = ANY($2::text[]))', [
        me.name,
        customerGuids,
      ]);
      await client.query(
        `INSERT INTO room_watch (workstation, customer_guid, since_ms) SELECT $1, unnest($2::text[]), ${ROOM_NOW_MS}
         ON CONFLICT DO NOTHING`,
        [me.name, customerGuids],
      );
    });
  }

  /** This workstation stops: its watches end with it (its name stays its own for a day). */
  async leave(me: RoomWorkstation): Promise<void> {
    await this.storage.inTransaction((client) =>
      client.query(
        `DELETE FROM room_watch WHERE workstation = $1
            AND EXISTS (SELECT 1 FROM room_workstations WHERE name = $1 AND workstation_id = $2)`,
        [me.name, me.id],
      ),
    );
  }

  /** Since when the room has watched each customer (the first workstation to watch it), on the room's clock. */
  async watchedSince(): Promise<Map<string, number>> {
    const rows = await this.storage.inTransaction((client) =>
      client.query<{ customer_guid: string; since_ms: number }>(
        'SELECT customer_guid, min(since_ms) AS since_ms FROM room_watch GROUP BY customer_guid',
      ),
    );
    return new Map(rows.rows.map((row) => [row.customer_guid, Number(row.since_ms)]));
  }

  /** The room's request budget (requests a minute), null when the room has none of its own. */
  async requestBudget(): Promise<number | null> {
    const rows = await this.storage.inTransaction((client) =>
      client.query<{ n: number | null }>('SELECT request_budget_per_minute AS n FROM room_settings WHERE id = 1'),
    );
    return rows.rows[0]?.n ?? null;
  }

  async setRequestBudget(perMinute: number): Promise<void> {
    await this.storage.inTransaction((client) =>
      client.query('UPDATE room_settings SET request_budget_per_minute = $1 WHERE id = 1', [perMinute]),
    );
  }

  /**
   * Every customer some workstation of the room watches that was seen within `seenWithinMs` (on the database's
   * clock): a workstation that stopped, was killed or lost the room no longer has its customers polled.
   */
  async watchedByRoom(seenWithinMs: number): Promise<string[]> {
    const rows = await this.storage.inTransaction((client) =>
      client.query<{ customer_guid: string }>(
        `SELECT DISTINCT w.customer_guid FROM room_watch w JOIN room_workstations s ON s.name = w.workstation
          WHERE s.last_seen_at > now() - make_interval(secs => $1::float8 / 1000) ORDER BY w.customer_guid`,
        [seenWithinMs],
      ),
    );
    return rows.rows.map((row) => row.customer_guid);
  }

  /** One batch of the room's retention: old events and their feed rows (see PostgresEventStorage). */
  async pruneBatch(cutoffMs: number, after: RetentionPosition, limit: number): Promise<RetentionBatch> {
    return this.storage.deleteOldestBatch(cutoffMs, after, limit);
  }

  /** One batch of closed alarms past `cutoffMs`, with their logs (room-pruning.ts); returns how many went. */
  async pruneAlarmBatch(cutoffMs: number, limit: number): Promise<number> {
    return this.storage.inTransaction((client) => pruneClosedAlarms(client, cutoffMs, limit));
  }

  /** The rest of the room's retention: door snoozes ended before `cutoffMs`, workstations gone for a day. */
  async pruneSettings(cutoffMs: number): Promise<void> {
    await this.storage.inTransaction(async (client) => {
      await pruneEndedSnoozes(client, cutoffMs);
      await pruneGoneWorkstations(client);
    });
  }

  async close(): Promise<void> {
    await this.storage.close();
  }

  /** One write of the poller: refused, with nothing written, once its lease was taken over. */
  /** `announce`: false for a write that changes nothing of the feed (the alarm queue announces its own). */
  private async asPoller<T>(
    token: string,
    write: (client: Queryable) => Promise<T>,
    { announce = true } = {},
  ): Promise<T> {
    return this.storage.inTransaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [FEED_LOCK.toString()]);
      // FOR KEY SHARE: a take-over (which locks the row FOR UPDATE before it changes the token) waits for this
      // write, or this write for it; the heartbeat (an update of other columns) waits for neither, so a slow
      // publish never costs the poller its lease.
      const lease = await client.query('SELECT 1 FROM poller_lease WHERE id = 1 AND token = $1 FOR KEY SHARE', [token]);
      if (lease.rowCount !== 1) throw new PollerFencedError();
      const result = await write(client);
      if (announce) await client.query(`NOTIFY ${ROOM_FEED_CHANNEL}`);
      return result;
    });
  }
}

interface InventoryRow<Inventory> {
  change_no: number;
  customer_guid: string;
  inventory: Inventory;
}

function inventoryChange<Inventory>(row: InventoryRow<Inventory>): FeedInventory<Inventory> {
  return { kind: 'inventory', changeNo: row.change_no, customerGuid: row.customer_guid, inventory: row.inventory };
}

/** Consecutive rows of one customer and arrival make one change (the last row's number). */
function* groupEvents(rows: readonly EventValues[]): Generator<FeedEvents> {
  let current: FeedEvents | null = null;
  for (const row of rows) {
    const [changeNo, customerGuid, alarming, seenAtServiceMs] = row as [number, string, boolean, number];
    const event = fromEventValues(row.slice(4));
    if (current && (current.customerGuid !== customerGuid || current.seenAtServiceMs !== Number(seenAtServiceMs))) {
      yield current;
      current = null;
    }
    current ??= {
      kind: 'events',
      changeNo: 0,
      customerGuid,
      events: [],
      alarming: [],
      seenAtServiceMs: Number(seenAtServiceMs),
    };
    current.changeNo = Number(changeNo);
    current.events.push(event);
    if (alarming) current.alarming.push(event);
  }
  if (current) yield current;
}
