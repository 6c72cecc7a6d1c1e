// The event storage on the control room's PostgreSQL (room migration 2): a pool of connections, each
// call one transaction on one of them. Events go in with ON CONFLICT DO NOTHING, so two workstations
// storing the same batch at once store each event once, and exactly one of them is told it was new.
import type pg from 'pg';
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';
import { migrateRoomAt } from '../room/database/room-migrations.js';
import { roomDriverConfig, SERVER_SIDE_DEAD_PEER } from '../room/database/room-connection.js';
import { loadedPg, loadPg } from '../room/database/pg-driver.js';
import { fromEventValues, toEventRow } from '../store/event-rows.js';
import {
  type EventStorage,
  type EventValues,
  type EventsFilter,
  type PageKey,
  type StoreBatch,
  type StoreResult,
  type SyncRecord,
  type SyncState,
  type SyncStateChange,
} from './event-storage.js';
import { batchParams, CHANGED_IN_BATCH, eventWords, INSERT_BATCH } from './postgres-event-batch.js';
import { eventSelect, exportSelect, feedSelect } from './postgres-event-filter.js';

/** bigint columns read back as numbers, as SQLite gives them (every stored value is a safe integer). */
export const NUMBERS: pg.CustomTypesConfig = {
  // Asked only of results, that is once a connection was made: pg is loaded by then.
  getTypeParser: ((oid: number, format?: string) => {
    const { types } = loadedPg();
    return oid === types.builtins.INT8 ? Number : types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
const EXPORT_BATCH_ROWS = 1000;

const fieldCount = EVENT_FIELDS.length;
const numbered = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `$${from + i}`);
// Rewrites a row only where the service's copy changed (a user later deleted, say): $1 is the eventId.
const changed = EVENT_FIELDS.slice(1).map((field, i) => ({ column: `"${field.name}"`, param: `$${i + 2}` }));
const UPDATE_EVENT = `UPDATE events SET ${changed.map(({ column, param }) => `${column} = ${param}`).join(', ')},
  event_date_ms = $${fieldCount + 1}, received_date_ms = $${fieldCount + 2},
  name_words = array_to_tsvector($${fieldCount + 3}::text[]), card_words = array_to_tsvector($${fieldCount + 4}::text[])
  WHERE "eventId" = $1 AND (${changed.map(({ column, param }) => `${column} IS DISTINCT FROM ${param}`).join(' OR ')})`;

// The room's feed rows of those events go with them (its foreign key would refuse them otherwise).
const DELETE_OLDEST = `WITH doomed AS (
  SELECT "eventId" FROM events WHERE event_date_ms < $1 AND (event_date_ms, "eventId") > ($2, $3)
  ORDER BY event_date_ms, "eventId" LIMIT $4),
unfed AS (DELETE FROM room_feed WHERE event_id IN (SELECT "eventId" FROM doomed))
DELETE FROM events WHERE "eventId" IN (SELECT "eventId" FROM doomed)
  RETURNING event_date_ms, "eventId"`;

/** Where a retention's next batch starts: after this event date and eventId. */
export type RetentionPosition = readonly [eventDateMs: number, eventId: number];
export const RETENTION_START: RetentionPosition = [Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
export interface RetentionBatch {
  deleted: number;
  after: RetentionPosition;
}

// A read's latency, kept only where it rises: in one statement, so two writers (the row new to both, say)
// never lower each other's. GREATEST passes over a NULL: a read that received nothing keeps what is stored.
const RAISE_LATENCY = `INSERT INTO sync_state (customer_guid, newest_received_ms, max_delay_ms) VALUES ($1, $2, $3)
  ON CONFLICT (customer_guid) DO UPDATE SET
    newest_received_ms = GREATEST(sync_state.newest_received_ms, excluded.newest_received_ms),
    max_delay_ms = GREATEST(sync_state.max_delay_ms, excluded.max_delay_ms)`;

const STATE_COLUMNS: ReadonlyArray<[keyof SyncStateChange, string]> = [
  ['cursorMs', 'cursor_ms'],
  ['lastSuccessAtMs', 'last_success_at_ms'],
  ['lastAttemptAtMs', 'last_attempt_at_ms'],
  ['lastError', 'last_error'],
  ['errorKind', 'error_kind'],
  ['errorSinceMs', 'error_since_ms'],
  ['newestReceivedMs', 'newest_received_ms'],
  ['maxDelayMs', 'max_delay_ms'],
  ['watchedSinceMs', 'watched_since_ms'],
  ['alarmsFromMs', 'alarms_from_ms'],
];

export type Queryable = Pick<pg.ClientBase, 'query'>;

export class PostgresEventStorage implements EventStorage {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects to the room's database at `url` and brings its schema to the newest version first. */
  static async open(url: string): Promise<PostgresEventStorage> {
    await migrateRoomAt(url);
    const { connectionString, ssl } = roomDriverConfig(url);
    const { Pool } = await loadPg();
    const pool = new Pool({
      connectionString,
      ssl,
      application_name: 'acs-monitor',
      keepAlive: true,
      // A workstation cut off mid-transaction must not hold its row locks (the poller lease's, say)
      // until the server notices the silence: its transaction ends after 5 s idle.
      options: `${SERVER_SIDE_DEAD_PEER} -c idle_in_transaction_session_timeout=5000`,
      types: NUMBERS,
    });
    // An idle connection that drops is replaced by the pool; without a listener its error would end the process.
    pool.on('error', () => undefined);
    return new PostgresEventStorage(pool);
  }

  async storeBatch(batch: StoreBatch): Promise<StoreResult> {
    return this.inTransaction(async (client) => {
      const result = await storeEvents(client, batch);
      if (batch.syncState) await updateState(client, batch.customerGuid, batch.syncState);
      if (batch.bandCoverage) await saveCoverage(client, batch.customerGuid, batch.bandCoverage, []);
      return result;
    });
  }

  async feedPage(filter: EventsFilter, page: { limit: number; before?: PageKey }): Promise<AccessEvent[]> {
    const { text, params } = feedSelect(filter, page.limit, page.before);
    const rows = await this.pool.query<EventValues>({ text, values: params, rowMode: 'array' });
    return rows.rows.map(fromEventValues);
  }

  async event(eventId: number): Promise<AccessEvent | undefined> {
    const { text, params } = eventSelect(eventId);
    const rows = await this.pool.query<EventValues>({ text, values: params, rowMode: 'array' });
    return rows.rows.map(fromEventValues)[0];
  }

  async count(customerGuid?: string): Promise<number> {
    const result = customerGuid
      ? await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE source_customer_guid = $1', [
          customerGuid,
        ])
      : await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM events');
    return result.rows[0]!.n;
  }

  /**
   * A server-side cursor in one read-only snapshot, fetched a batch at a time: constant memory. The next
   * batch is asked for before this one is handed on, so the server makes it while the reader works.
   */
  async *exportRows(filter: EventsFilter): AsyncGenerator<EventValues> {
    const { text, params } = exportSelect(filter);
    const { client, release } = await this.borrow();
    let finished = false;
    let next: Promise<pg.QueryResult<EventValues>> | null = null;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${text}`, params);
      const fetchBatch = () =>
        client.query<EventValues>({ text: `FETCH ${EXPORT_BATCH_ROWS} FROM export_rows`, rowMode: 'array' });
      next = fetchBatch();
      for (;;) {
        const batch: pg.QueryResult<EventValues> = await next;
        next = batch.rows.length < EXPORT_BATCH_ROWS ? null : fetchBatch();
        yield* batch.rows;
        if (!next) break;
      }
      await client.query('COMMIT');
      finished = true;
    } finally {
      // Stopped early by the reader, or failed: ROLLBACK (queued behind a batch still coming) ends the
      // transaction and its cursor.
      void next?.catch(() => undefined);
      if (!finished) await client.query('ROLLBACK').catch(() => undefined);
      release();
    }
  }

  /**
   * Retention: deletes the events dated before `cutoffMs`, oldest first, `batchSize` at a time, each batch
   * its own short transaction, so writers and readers meanwhile wait on no long-held lock. Resolves with
   * how many it deleted.
   */
  async deleteOlderThan(cutoffMs: number, batchSize: number): Promise<number> {
    let deleted = 0;
    let batch: RetentionBatch = { deleted: 0, after: RETENTION_START };
    do {
      batch = await this.deleteOldestBatch(cutoffMs, batch.after, batchSize);
      deleted += batch.deleted;
    } while (batch.deleted > 0);
    return deleted;
  }

  /**
   * One batch of the retention: at most `batchSize` events dated before `cutoffMs`, the oldest after
   * `after` (the last batch's last event; RETENTION_START at first). Each batch starts there, not at
   * the index's start, where the dead entries of the batches before may lie until a vacuum.
   */
  async deleteOldestBatch(cutoffMs: number, after: RetentionPosition, batchSize: number): Promise<RetentionBatch> {
    const batch = await this.pool.query<{ event_date_ms: number; eventId: number }>(DELETE_OLDEST, [
      cutoffMs,
      ...after,
      batchSize,
    ]);
    if (batch.rows.length === 0) return { deleted: 0, after };
    const last = batch.rows.reduce((a, b) =>
      a.event_date_ms > b.event_date_ms || (a.event_date_ms === b.event_date_ms && a.eventId > b.eventId) ? a : b,
    );
    return { deleted: batch.rows.length, after: [last.event_date_ms, last.eventId] };
  }

  async syncState(customerGuid: string): Promise<SyncState> {
    return stateOf(this.pool, customerGuid);
  }

  async updateSyncState(customerGuid: string, change: SyncStateChange): Promise<void> {
    await this.inTransaction((client) => updateState(client, customerGuid, change));
  }

  async bandCoverage(customerGuid: string): Promise<Map<number, number>> {
    const result = await this.pool.query<{ band_index: number; covered_to_ms: number }>(
      'SELECT band_index, covered_to_ms FROM band_coverage WHERE customer_guid = $1',
      [customerGuid],
    );
    return new Map(result.rows.map((row) => [row.band_index, row.covered_to_ms]));
  }

  async saveBandCoverage(
    customerGuid: string,
    covered: ReadonlyMap<number, number>,
    forget: readonly number[] = [],
  ): Promise<void> {
    await this.inTransaction((client) => saveCoverage(client, customerGuid, covered, forget));
  }

  async recordSync(customerGuid: string, record: SyncRecord): Promise<void> {
    await this.inTransaction(async (client) => {
      if (record.state) await updateState(client, customerGuid, record.state);
      if (record.atLeast) {
        const { newestReceivedMs, maxDelayMs } = record.atLeast;
        await client.query(RAISE_LATENCY, [customerGuid, newestReceivedMs, maxDelayMs]);
      }
      if (record.bandsCovered || record.bandsForgotten) {
        await saveCoverage(client, customerGuid, record.bandsCovered ?? new Map(), record.bandsForgotten ?? []);
      }
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** One transaction on one of the pool's connections (bigint read as numbers). */
  async inTransaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    const { client, release } = await this.borrow();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      release();
    }
  }

  /**
   * A connection of the pool, listened to while it is lent: the server may end it between two statements (the
   * idle-in-transaction limit, after a process stopped and woken), and the pool listens only to idle ones;
   * unheard, that error would end the process. A connection that failed so is not given back to the pool.
   */
  private async borrow(): Promise<{ client: pg.PoolClient; release: () => void }> {
    const client = await this.pool.connect();
    let failed: Error | undefined;
    const onError = (error: Error): void => {
      failed = error;
    };
    client.on('error', onError);
    return {
      client,
      release: () => {
        client.off('error', onError);
        client.release(failed);
      },
    };
  }
}

/**
 * Stores a batch's events on a connection inside its caller's transaction; reports the new ones. Each
 * eventId's first copy is inserted, in eventId order: two writers storing overlapping batches take the
 * rows' locks in one order and so never deadlock. Every other copy may update the row.
 */
export async function storeEvents(
  client: Queryable,
  batch: Omit<StoreBatch, 'syncState' | 'bandCoverage'>,
): Promise<StoreResult> {
  const firsts = new Map<number, AccessEvent>();
  for (const event of batch.events) if (!firsts.has(event.eventId)) firsts.set(event.eventId, event);
  const ordered = [...firsts.values()].sort((a, b) => a.eventId - b.eventId);
  const result: StoreResult = { inserted: [], updated: 0, newestReceivedMs: null, maxDelayMs: 0 };
  const newIds = new Set<number>();
  if (ordered.length > 0) {
    const params = [...batchParams(ordered), batch.customerGuid, batch.nowMs];
    for (const row of (await client.query<{ eventId: number }>(INSERT_BATCH, params)).rows) newIds.add(row.eventId);
  }
  const isNew = (event: AccessEvent): boolean => newIds.has(event.eventId) && firsts.get(event.eventId) === event;
  result.inserted = batch.events.filter(isNew);
  result.updated = await updateChanged(
    client,
    batch.events.filter((event) => !isNew(event)),
  );
  for (const event of batch.events) {
    const receivedDateMs = event.receivedDate ? Date.parse(event.receivedDate) : null;
    if (receivedDateMs !== null && Number.isFinite(receivedDateMs)) {
      result.newestReceivedMs = Math.max(result.newestReceivedMs ?? receivedDateMs, receivedDateMs);
      result.maxDelayMs = Math.max(result.maxDelayMs, receivedDateMs - Date.parse(event.eventDate));
    }
  }
  return result;
}

/**
 * Rewrites the stored events whose copy in `events` differs (a user later deleted, say), one UPDATE each in
 * the batch's order, so a later copy wins; rare, so only the changed ones are found first, in one query.
 */
async function updateChanged(client: Queryable, events: readonly AccessEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const changed = await client.query<{ eventId: number }>(CHANGED_IN_BATCH, batchParams(events));
  const changedIds = new Set(changed.rows.map((row) => row.eventId));
  let updated = 0;
  for (const event of events) {
    if (!changedIds.has(event.eventId)) continue;
    const { names, cards } = eventWords(event);
    const receivedDateMs = event.receivedDate ? Date.parse(event.receivedDate) : null;
    const params = [...toEventRow(event), Date.parse(event.eventDate), receivedDateMs, names, cards];
    updated += (await client.query(UPDATE_EVENT, params)).rowCount ?? 0;
  }
  return updated;
}

async function stateOf(client: Queryable, customerGuid: string): Promise<SyncState> {
  const result = await client.query<Record<string, number | string | null>>(
    'SELECT * FROM sync_state WHERE customer_guid = $1',
    [customerGuid],
  );
  const row = result.rows[0];
  const state = { customerGuid } as Record<string, unknown>;
  for (const [field, column] of STATE_COLUMNS) state[field] = row?.[column] ?? (field === 'maxDelayMs' ? 0 : null);
  return state as unknown as SyncState;
}

async function updateState(client: Queryable, customerGuid: string, change: SyncStateChange): Promise<void> {
  const set = STATE_COLUMNS.filter(([field]) => field in change);
  if (set.length === 0) return;
  const columns = set.map(([, column]) => column);
  await client.query(
    `INSERT INTO sync_state (customer_guid, ${columns.join(', ')}) VALUES ($1, ${numbered(2, set.length).join(', ')})
     ON CONFLICT (customer_guid) DO UPDATE SET ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    [customerGuid, ...set.map(([field]) => change[field] ?? (field === 'maxDelayMs' ? 0 : null))],
  );
}

async function saveCoverage(
  client: Queryable,
  customerGuid: string,
  covered: ReadonlyMap<number, number>,
  forget: readonly number[],
): Promise<void> {
  for (const [bandIndex, coveredToMs] of covered) {
    await client.query(
      `INSERT INTO band_coverage (customer_guid, band_index, covered_to_ms) VALUES ($1, $2, $3)
       ON CONFLICT (customer_guid, band_index) DO UPDATE SET covered_to_ms = excluded.covered_to_ms`,
      [customerGuid, bandIndex, coveredToMs],
    );
  }
  if (forget.length > 0) {
    await client.query('DELETE FROM band_coverage WHERE customer_guid = $1 AND band_index = ANY($2::int[])', [
      customerGuid,
      forget,
    ]);
  }
}
