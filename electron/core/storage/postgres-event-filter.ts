// An events filter as PostgreSQL's WHERE clause: the conditions are event-filter-sql.ts's, as the SQLite
// cache's are; PostgreSQL spells them ($n parameters, arrays, tsquery for the typed words).
import { searchWords } from '../search/search-words.js';
import { EVENT_COLUMN_LIST } from '../store/event-rows.js';
import { filterConditions, whereClause } from '../search/event-filter-sql.js';
import type { EventsFilter, PageKey } from './event-storage.js';

export interface SqlWhere {
  clause: string;
  params: unknown[];
}

export interface SqlQuery {
  text: string;
  params: unknown[];
}

export function postgresWhere(filter: EventsFilter, before?: PageKey): SqlWhere {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = filterConditions(filter, before, {
    columns: {
      customer: 'source_customer_guid',
      eventDate: 'event_date_ms',
      storedAt: 'stored_at_ms',
      receivedDate: 'received_date_ms',
    },
    param,
    oneOf: (column, values) => `${column} = ANY(${param(values)}::text[])`,
    text: (text) => {
      const words = searchWords(text);
      if (words.length === 0) return null;
      // Every word starts a name, or every word is a whole word of the card (as SQLite migration 8).
      // The words hold only letters and digits, so quoting them makes each one lexeme.
      const prefixes = words.map((word) => `'${word}':*`).join(' & ');
      const whole = words.map((word) => `'${word}'`).join(' & ');
      return `(name_words @@ ${param(prefixes)}::tsquery OR card_words @@ ${param(whole)}::tsquery)`;
    },
    olderThan: (key) => `(event_date_ms, "eventId") < (${param(key.eventDateMs)}, ${param(key.eventId)})`,
  });
  return { clause: whereClause(conditions), params };
}

/** One event by its id. */
export function eventSelect(eventId: number): SqlQuery {
  return { text: `SELECT ${EVENT_COLUMN_LIST} FROM events WHERE "eventId" = $1`, params: [eventId] };
}

/** The feed's page: newest first, at most `limit`, strictly older than `before`. */
export function feedSelect(filter: EventsFilter, limit: number, before?: PageKey): SqlQuery {
  const { clause, params } = postgresWhere(filter, before);
  const rows = Math.max(0, Math.floor(limit));
  const text = `SELECT ${EVENT_COLUMN_LIST} FROM events${clause} ORDER BY event_date_ms DESC, "eventId" DESC LIMIT ${rows}`;
  return { text, params };
}

/** The export's rows: oldest first. */
export function exportSelect(filter: EventsFilter): SqlQuery {
  const { clause, params } = postgresWhere(filter);
  return { text: `SELECT ${EVENT_COLUMN_LIST} FROM events${clause} ORDER BY event_date_ms, "eventId"`, params };
}

/** Where one piece of an export starts and ends: (event_date_ms, eventId) keys, either end open. */
export interface PieceKeys {
  /** The piece holds events strictly after this key (null: from the range's first). */
  after: readonly [eventDateMs: number, eventId: number] | null;
  /** …up to and with this key (null: to the range's last). */
  upTo: readonly [eventDateMs: number, eventId: number] | null;
}

/** One piece of the export's rows, oldest first. */
export function exportPieceSelect(filter: EventsFilter, piece: PieceKeys): SqlQuery {
  const { clause, params } = postgresWhere(filter);
  const where = clause === '' ? [] : [clause.slice(' WHERE '.length)];
  const param = (value: number): string => {
    params.push(value);
    return `$${params.length}`;
  };
  // The plain bounds on event_date_ms too: without them the planner misjudges how few rows the keys leave, and may
  // read another index and sort (measured: 330 ms against 7 ms for a piece of 15,000 of 1,200,000 events).
  if (piece.after) {
    const [ms, id] = [param(piece.after[0]), param(piece.after[1])];
    where.push(`event_date_ms >= ${ms} AND (event_date_ms, "eventId") > (${ms}, ${id})`);
  }
  if (piece.upTo) {
    const [ms, id] = [param(piece.upTo[0]), param(piece.upTo[1])];
    where.push(`event_date_ms <= ${ms} AND (event_date_ms, "eventId") <= (${ms}, ${id})`);
  }
  const whereText = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const text = `SELECT ${EVENT_COLUMN_LIST} FROM events${whereText} ORDER BY event_date_ms, "eventId"`;
  return { text, params };
}

/**
 * The keys that cut the export's rows into pieces of `rows` each (the last piece takes the rest): every
 * `rows`-th event's key, read from the (event_date_ms, "eventId") index. Ties of event_date_ms are cut
 * by eventId, so a piece boundary may fall between two events of one millisecond.
 */
export function pieceEndsSelect(filter: EventsFilter, rows: number): SqlQuery {
  const { clause, params } = postgresWhere(filter);
  params.push(Math.max(1, Math.floor(rows)));
  const text = `SELECT event_date_ms, "eventId" FROM (
  SELECT event_date_ms, "eventId", row_number() OVER (ORDER BY event_date_ms, "eventId") AS n FROM events${clause}
) AS numbered WHERE n % $${params.length} = 0 ORDER BY n`;
  return { text, params };
}
