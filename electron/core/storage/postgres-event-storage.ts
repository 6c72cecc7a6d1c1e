// The event storage on the control room's PostgreSQL (room migration 2): a pool of connections, each
// call one transaction on one of them. Events go in with ON CONFLICT DO NOTHING, so two workstations
// storing the same batch at once store each event once, and exactly one of them is told it was new.
import pg from 'pg';
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';
import { migrateRoom } from '../room/room-migrations.js';
import { openRoomConnection, SERVER_SIDE_DEAD_PEER } from '../room/room-connection.js';
import { searchWords } from '../search/search-words.js';
import { EVENT_COLUMN_LIST, fromEventValues, toEventRow } from '../store/event-rows.js';
import type {
  EventStorage,
  EventsFilter,
  EventValues,
  PageKey,
  StoreBatch,
  StoreResult,
  SyncState,
  SyncStateChange,
} from './event-storage.js';
import { postgresWhere } from './postgres-event-filter.js';

/** bigint columns read back as numbers, as SQLite gives them (every stored value is a safe integer). */
const NUMBERS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
const NAME_FIELDS = [
  'userFirstName',
  'userLastName',
  'doorName',
  'deviceName',
  'deviceSerialNumber',
  'siteName',
  'customerName',
  'displayName',
];
const CARD_FIELDS = ['tokenData', 'tokenDescription'];
const EXPORT_BATCH_ROWS = 1000;

const fieldCount = EVENT_FIELDS.length;
const numbered = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `$${from + i}`);
const INSERT_EVENT = `INSERT INTO events (${EVENT_COLUMN_LIST}, source_customer_guid, event_date_ms, received_date_ms, stored_at_ms, name_words, card_words)
  VALUES (${numbered(1, fieldCount + 4).join(', ')}, array_to_tsvector($${fieldCount + 5}::text[]), array_to_tsvector($${fieldCount + 6}::text[]))
  ON CONFLICT ("eventId") DO NOTHING RETURNING "eventId"`;
// Rewrites a row only where the service's copy changed (a user later deleted, say): $1 is the eventId.
const changed = EVENT_FIELDS.slice(1).map((field, i) => ({ column: `"${field.name}"`, param: `$${i + 2}` }));
const UPDATE_EVENT = `UPDATE events SET ${changed.map(({ column, param }) => `${column} = ${param}`).join(', ')},
  event_date_ms = $${fieldCount + 1}, received_date_ms = $${fieldCount + 2},
  name_words = array_to_tsvector($${fieldCount + 3}::text[]), card_words = array_to_tsvector($${fieldCount + 4}::text[])
  WHERE "eventId" = $1 AND (${changed.map(({ column, param }) => `${column} IS DISTINCT FROM ${param}`).join(' OR ')})`;

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
    const migrating = await openRoomConnection(url);
    try {
      await migrateRoom(migrating);
    } finally {
      await migrating.end();
    }
    const pool = new pg.Pool({
      connectionString: url,
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
    const { clause, params } = postgresWhere(filter, page.before);
    const limit = Math.max(0, Math.floor(page.limit));
    const rows = await this.pool.query<EventValues>({
      text: `SELECT ${EVENT_COLUMN_LIST} FROM events${clause} ORDER BY event_date_ms DESC, "eventId" DESC LIMIT ${limit}`,
      values: params,
      rowMode: 'array',
    });
    return rows.rows.map(fromEventValues);
  }

  async count(customerGuid?: string): Promise<number> {
    const result = customerGuid
      ? await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE source_customer_guid = $1', [
          customerGuid,
        ])
      : await this.pool.query<{ n: number }>('SELECT count(*) AS n FROM events');
    return result.rows[0]!.n;
  }

  /** A server-side cursor in one read-only snapshot, fetched a batch at a time: constant memory. */
  async *exportRows(filter: EventsFilter): AsyncGenerator<EventValues> {
    const { clause, params } = postgresWhere(filter);
    const client = await this.pool.connect();
    let finished = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(
        `DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${EVENT_COLUMN_LIST} FROM events${clause} ORDER BY event_date_ms, "eventId"`,
        params,
      );
      for (;;) {
        const batch = await client.query<EventValues>({
          text: `FETCH ${EXPORT_BATCH_ROWS} FROM export_rows`,
          rowMode: 'array',
        });
        yield* batch.rows;
        if (batch.rows.length < EXPORT_BATCH_ROWS) break;
      }
      await client.query('COMMIT');
      finished = true;
    } finally {
      // Stopped early by the reader, or failed: ROLLBACK ends the transaction and its cursor.
      if (!finished) await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  async syncState(customerGuid: string): Promise<SyncState> {
    const result = await this.pool.query<Record<string, number | string | null>>(
      'SELECT * FROM sync_state WHERE customer_guid = $1',
      [customerGuid],
    );
    const row = result.rows[0];
    const state = { customerGuid } as Record<string, unknown>;
    for (const [field, column] of STATE_COLUMNS) state[field] = row?.[column] ?? (field === 'maxDelayMs' ? 0 : null);
    return state as unknown as SyncState;
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

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** One transaction on one of the pool's connections (bigint read as numbers). */
  async inTransaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Stores a batch's events on a connection inside its caller's transaction; reports the new ones. */
export async function storeEvents(
  client: Queryable,
  batch: Omit<StoreBatch, 'syncState' | 'bandCoverage'>,
): Promise<StoreResult> {
  const result: StoreResult = { inserted: [], updated: 0, newestReceivedMs: null, maxDelayMs: 0 };
  for (const event of batch.events) {
    const eventDateMs = Date.parse(event.eventDate);
    const receivedDateMs = event.receivedDate ? Date.parse(event.receivedDate) : null;
    const row = toEventRow(event);
    const words = [wordsOf(event, NAME_FIELDS), wordsOf(event, CARD_FIELDS)];
    const inserted = await client.query(INSERT_EVENT, [
      ...row,
      batch.customerGuid,
      eventDateMs,
      receivedDateMs,
      batch.nowMs,
      ...words,
    ]);
    if (inserted.rowCount === 1) result.inserted.push(event);
    else
      result.updated +=
        (await client.query(UPDATE_EVENT, [...row, eventDateMs, receivedDateMs, ...words])).rowCount ?? 0;
    if (receivedDateMs !== null && Number.isFinite(receivedDateMs)) {
      result.newestReceivedMs = Math.max(result.newestReceivedMs ?? receivedDateMs, receivedDateMs);
      result.maxDelayMs = Math.max(result.maxDelayMs, receivedDateMs - eventDateMs);
    }
  }
  return result;
}

/** The event's searchable words (core/search/search-words.ts), each once. */
function wordsOf(event: AccessEvent, fields: readonly string[]): string[] {
  const source = event as unknown as Record<string, unknown>;
  const words = fields.flatMap((field) => (typeof source[field] === 'string' ? searchWords(source[field]) : []));
  return [...new Set(words)];
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
