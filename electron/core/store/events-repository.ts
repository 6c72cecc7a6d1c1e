// The events table: idempotent storage by eventId, and the reads the feed, the CLI and the export need.
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';
import { cardMatch, ftsMatch } from '../search/search-words.js';
import { filterConditions, whereClause } from '../search/event-filter-sql.js';
import type { EventsFilter, PageKey } from '../search/events-filter.js';
import type { SqliteDatabase } from './database.js';
import { NamesMatch } from './names-match.js';
import { newestMatches } from './newest-matches.js';
import {
  EVENT_COLUMN_LIST,
  fromEventRow,
  fromEventValues,
  toEventRow,
  type EventRow,
  type EventValues,
} from './event-rows.js';

export interface StoreResult {
  /** Events not in the cache before. */
  inserted: AccessEvent[];
  /** Events already cached whose fields the service has since changed. */
  updated: number;
  /** Newest receivedDate among the batch, and the largest receivedDate − eventDate (ms). */
  newestReceivedMs: number | null;
  maxDelayMs: number;
}

/** A filter with the repository's order and paging. */
export interface EventFilter extends EventsFilter {
  /** Newest first and at most this many; without it, oldest first and all. */
  newest?: number;
  /** Only events strictly older than this position, for paging back. */
  before?: PageKey;
}

const CACHE_COLUMNS = 'sourceCustomerGuid, eventDateMs, receivedDateMs, storedAtMs';
const placeholders = EVENT_FIELDS.map(() => '?').join(', ');
const changedFields = EVENT_FIELDS.filter((field) => field.name !== 'eventId').map((field) => `"${field.name}"`);

export class EventsRepository {
  private readonly insert;
  private readonly update;
  private readonly byId;
  private readonly namesMatch;

  constructor(private readonly db: SqliteDatabase) {
    this.namesMatch = new NamesMatch(db);
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO events (${EVENT_COLUMN_LIST}, ${CACHE_COLUMNS}) VALUES (${placeholders}, ?, ?, ?, ?)`,
    );
    // Rewrites a row only where the service's copy changed (a user later deleted, say).
    this.update = db.prepare(
      `UPDATE events SET (${changedFields.join(', ')}, eventDateMs, receivedDateMs) = (${changedFields.map(() => '?').join(', ')}, ?, ?)
       WHERE "eventId" = ? AND (${changedFields.map((column) => `${column} IS NOT ?`).join(' OR ')})`,
    );
    this.byId = db.prepare(`SELECT ${EVENT_COLUMN_LIST} FROM events WHERE "eventId" = ?`);
  }

  /** Stores events idempotently by eventId. Call inside the caller's transaction with its cursor update. */
  store(sourceCustomerGuid: string, events: readonly AccessEvent[], nowMs: number): StoreResult {
    const result: StoreResult = { inserted: [], updated: 0, newestReceivedMs: null, maxDelayMs: 0 };
    for (const event of events) {
      const eventDateMs = Date.parse(event.eventDate);
      const receivedDateMs = event.receivedDate ? Date.parse(event.receivedDate) : null;
      const row = toEventRow(event);
      const eventId = row[0];
      row.push(sourceCustomerGuid, eventDateMs, receivedDateMs, nowMs);
      if (this.insert.run(row).changes === 1) {
        result.inserted.push(event);
      } else {
        const fields = row.slice(1, EVENT_FIELDS.length);
        result.updated += this.update.run([...fields, eventDateMs, receivedDateMs, eventId, ...fields]).changes;
      }
      if (receivedDateMs !== null && Number.isFinite(receivedDateMs)) {
        result.newestReceivedMs = Math.max(result.newestReceivedMs ?? receivedDateMs, receivedDateMs);
        result.maxDelayMs = Math.max(result.maxDelayMs, receivedDateMs - eventDateMs);
      }
    }
    return result;
  }

  get(eventId: number): AccessEvent | undefined {
    const row = this.byId.get(eventId) as EventRow | undefined;
    return row && fromEventRow(row);
  }

  count(customerGuid?: string): number {
    const sql = customerGuid
      ? 'SELECT count(*) AS n FROM events WHERE sourceCustomerGuid = ?'
      : 'SELECT count(*) AS n FROM events';
    const row = (customerGuid ? this.db.prepare(sql).get(customerGuid) : this.db.prepare(sql).get()) as { n: number };
    return row.n;
  }

  /** Events matching the filter, as a list (use `iterate` for large ranges). */
  query(filter: EventFilter): AccessEvent[] {
    // Rows as arrays: better-sqlite3 builds those much faster than objects keyed by column name.
    const names = filter.text === undefined ? null : this.namesMatch.expression(filter.text);
    const page = newestMatches(this.db, filter, names, whereFor);
    if (page !== null) return page.map(fromEventValues);
    const { sql, params } = selectFor(filter, { names });
    return (
      this.db
        .prepare(sql)
        .raw(true)
        .all(...params) as EventValues[]
    ).map(fromEventValues);
  }

  /** Streams matching events one at a time, oldest first, in constant memory. */
  *iterate(filter: Omit<EventFilter, 'newest' | 'before'>): Generator<AccessEvent> {
    const { sql, params } = selectFor(filter);
    // Rows as arrays: better-sqlite3 builds those much faster than objects keyed by column name.
    const rows = this.db
      .prepare(sql)
      .raw(true)
      .iterate(...params) as IterableIterator<EventValues>;
    for (const values of rows) yield fromEventValues(values);
  }

  /**
   * As `iterate`, but each event as its values in EVENT_FIELDS order, booleans as 1/0 (what the
   * CSV writer takes): the export's fastest read.
   */
  iterateValues(filter: Omit<EventFilter, 'newest' | 'before'>): IterableIterator<EventValues> {
    return iterateEventValues(this.db, filter);
  }

  /**
   * How many events of the filter fall in each sliceMs-wide slice of time from `startMs` on (slice n covers
   * [startMs + n·sliceMs, startMs + (n+1)·sliceMs)); only slices with events, in order. One pass over an index.
   */
  countsPerTimeSlice(
    filter: Omit<EventFilter, 'newest' | 'before'>,
    startMs: number,
    sliceMs: number,
  ): Array<{ slice: number; count: number }> {
    const { clause, params } = whereFor(filter);
    return this.db
      .prepare(
        // Numbers bind as REAL: the cast makes the division an integer one.
        `SELECT CAST((eventDateMs - ?) / ? AS INTEGER) AS slice, count(*) AS count FROM events${clause} GROUP BY slice ORDER BY slice`,
      )
      .all(startMs, sliceMs, ...params) as Array<{ slice: number; count: number }>;
  }

  /**
   * How many events match the filter. One pass over an index: a tenth of countsPerTimeSlice's time over 1,000,000
   * events, whose GROUP BY sorts every row it counts (measured 0.05 s against 0.57 s in the sqlite3 shell).
   */
  countMatching(filter: Omit<EventFilter, 'newest' | 'before'>): number {
    const { clause, params } = whereFor(filter);
    const row = this.db.prepare(`SELECT count(*) AS n FROM events${clause}`).get(...params) as { n: number };
    return row.n;
  }

  /** How many of a customer's events have an eventDate in [fromMs, toMs]: what a read of that window costs. */
  countInRange(customerGuid: string, fromMs: number, toMs: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS n FROM events WHERE sourceCustomerGuid = ? AND eventDateMs BETWEEN ? AND ?')
      .get(customerGuid, fromMs, toMs) as { n: number };
    return row.n;
  }

  /** The newest eventDate of a customer's events that is not after `notAfterMs`, or null. */
  newestEventMs(customerGuid: string, notAfterMs: number): number | null {
    const row = this.db
      .prepare('SELECT max(eventDateMs) AS ms FROM events WHERE sourceCustomerGuid = ? AND eventDateMs <= ?')
      .get(customerGuid, notAfterMs) as { ms: number | null };
    return row.ms;
  }

  /** A controller's newest eventDate in [sinceMs, beforeMs) among events received before `receivedBeforeMs`, or null. */
  newestOfDeviceBefore(
    customerGuid: string,
    deviceGuid: string,
    { beforeMs, receivedBeforeMs, sinceMs }: { beforeMs: number; receivedBeforeMs: number; sinceMs: number },
  ): number | null {
    const row = this.db
      .prepare(
        'SELECT eventDateMs AS ms FROM events WHERE sourceCustomerGuid = ? AND "deviceGuid" = ? AND eventDateMs < ? AND eventDateMs >= ? AND receivedDateMs < ? ORDER BY eventDateMs DESC LIMIT 1',
      )
      .get(customerGuid, deviceGuid, beforeMs, sinceMs, receivedBeforeMs) as { ms: number } | undefined;
    return row?.ms ?? null;
  }

  /**
   * Each controller's newest eventDate among a customer's events since `sinceMs`. Walks the customer's
   * controllers one index seek at a time (events_by_device), then one seek each for its newest event: a few
   * dozen steps however many events the day holds.
   */
  newestPerDevice(customerGuid: string, sinceMs: number): Map<string, number> {
    const rows = this.db
      .prepare(
        `WITH RECURSIVE devices (device) AS (
           SELECT min("deviceGuid") FROM events WHERE sourceCustomerGuid = :customer
           UNION ALL
           SELECT (SELECT min("deviceGuid") FROM events WHERE sourceCustomerGuid = :customer AND "deviceGuid" > device)
           FROM devices WHERE device IS NOT NULL
         )
         SELECT device, (
           SELECT max(eventDateMs) FROM events
           WHERE sourceCustomerGuid = :customer AND "deviceGuid" = device AND eventDateMs >= :since
         ) AS ms
         FROM devices WHERE device IS NOT NULL`,
      )
      .all({ customer: customerGuid, since: sinceMs }) as Array<{ device: string; ms: number | null }>;
    return new Map(rows.filter((row) => row.ms !== null).map((row) => [row.device, row.ms!]));
  }

  /** The SQL and parameters of a filter, for benchmarks that compare with the sqlite3 CLI. */
  static sqlFor(filter: EventFilter): { sql: string; params: Array<string | number> } {
    return selectFor(filter);
  }
}

/**
 * The filter's events as their values in EVENT_FIELDS order, oldest first: each row read as one JSON array that
 * SQLite writes and V8's JSON parser reads. About a third quicker than better-sqlite3's raw() rows, which it fills
 * value by value through V8's embedder API (the largest single cost of an export, in a profile). The values are the
 * same: integers, booleans (1/0) and NULLs as raw() gives them, text unchanged, any REAL at full precision.
 */
export function* iterateEventValues(
  db: SqliteDatabase,
  filter: Omit<EventFilter, 'newest' | 'before'>,
): Generator<EventValues, void, undefined> {
  const { sql, params } = selectFor(filter, { columns: `json_array(${EVENT_COLUMN_LIST})` });
  const rows = db
    .prepare(sql)
    .pluck(true)
    .iterate(...params) as IterableIterator<string>;
  for (const json of rows) yield JSON.parse(json) as EventValues;
}

/**
 * `names`: the names index's MATCH expression for filter.text (NamesMatch), ftsMatch's when not given;
 * `columns`: what each row holds (every event field by default).
 */
function selectFor(
  filter: EventFilter,
  { names, columns = EVENT_COLUMN_LIST }: { names?: string | null; columns?: string } = {},
): { sql: string; params: Array<string | number> } {
  const { clause, params } = whereFor(filter, names);
  const newestFirst = filter.newest !== undefined;
  const order = newestFirst ? 'eventDateMs DESC, "eventId" DESC' : 'eventDateMs ASC, "eventId" ASC';
  const limit = newestFirst ? ` LIMIT ${Math.max(0, Math.floor(filter.newest ?? 0))}` : '';
  return { sql: `SELECT ${columns} FROM events${clause} ORDER BY ${order}${limit}`, params };
}

/** The WHERE clause of a filter (event-filter-sql.ts's conditions, in SQLite's words); `names` as for selectFor. */
export function whereFor(
  filter: EventFilter,
  names?: string | null,
): { clause: string; params: Array<string | number> } {
  const params: Array<string | number> = [];
  const param = (value: unknown): string => {
    params.push(value as string | number);
    return '?';
  };
  const conditions = filterConditions(filter, filter.before, {
    columns: {
      customer: 'sourceCustomerGuid',
      eventDate: 'eventDateMs',
      storedAt: 'storedAtMs',
      receivedDate: 'receivedDateMs',
    },
    param,
    oneOf: (column, values) => `${column} IN (${values.map(param).join(', ') || 'NULL'})`,
    text: (text) => {
      const match = names === undefined ? ftsMatch(text) : names;
      if (match === null) return null;
      // Every word starts a name, or every word is a whole word of the card (migration 8).
      return `("eventId" IN (SELECT rowid FROM events_search WHERE events_search MATCH ${param(match)}) OR "eventId" IN (SELECT rowid FROM card_search WHERE card_search MATCH ${param(cardMatch(text))}))`;
    },
    olderThan: (key) =>
      `(eventDateMs < ${param(key.eventDateMs)} OR (eventDateMs = ${param(key.eventDateMs)} AND "eventId" < ${param(key.eventId)}))`,
  });
  return { clause: whereClause(conditions), params };
}
