// The feed's search: the newest page of events holding the typed words, newest first, giving the
// plain query's page (match every event, then sort) by one of three plans:
// - words fewer than COMMON_MATCHES events hold: their eventIds are read from the index at once;
//   events are then taken newest first in windows of the date index and kept if among them, until
//   the page fills — or, once the windows have passed more events than sorting would cost, the
//   matches are sorted by date (ids only) instead;
// - words more events hold: the same windows, each window's matches read from the index within
//   the window's eventIds only.
// A first screenful of a person's name walks a few thousand events; a page of 2,000 sorts.
import { cardMatch } from '../search/search-words.js';
import type { SqliteDatabase } from './database.js';
import { EVENT_COLUMN_LIST, type EventValues } from './event-rows.js';
import type { EventFilter } from './events-repository.js';

type Params = Array<string | number>;
type Where = { clause: string; params: Params };
type WhereFor = (filter: EventFilter, names: string | null) => Where;

/** Words with at least this many matches are common: their matches are never all read. */
export const COMMON_MATCHES = 50_000;
/**
 * Sorting looks up each match's date in the table (about 2.5 µs on a million events), a window
 * passes an event of the date index in about 0.5 µs: walking stops being cheaper past this many
 * events per match.
 */
const WALKED_PER_MATCH = 5;
/** The first window: this many events per row of the page; each next window is four times larger. */
const FIRST_WINDOW_PER_ROW = 4;
/** At most this many runs of consecutive eventIds are looked up in the index per window. */
const MAX_ID_RUNS = 8;
const NEWEST_FIRST = 'ORDER BY eventDateMs DESC, "eventId" DESC';

/** Where the plans change over (tests move them to take every plan on a small cache). */
export interface Plan {
  common: number;
  walkedPerMatch: number;
}

/**
 * The newest `filter.newest` events of the filter holding `names` (the names index's MATCH
 * expression), newest first; or null when the filter is not a search for a page.
 */
export function newestMatches(
  db: SqliteDatabase,
  filter: EventFilter,
  names: string | null,
  whereFor: WhereFor,
  { common, walkedPerMatch }: Plan = { common: COMMON_MATCHES, walkedPerMatch: WALKED_PER_MATCH },
): EventValues[] | null {
  const page = filter.newest === undefined ? 0 : Math.max(0, Math.floor(filter.newest));
  if (names === null || page === 0) return null;
  const cards = cardMatch(filter.text!)!;
  const rest = whereFor({ ...filter, text: undefined }, null);
  const named = db
    .prepare('SELECT rowid FROM events_search WHERE events_search MATCH ? LIMIT ?')
    .pluck()
    .all(names, common) as number[];
  const carded = db
    .prepare('SELECT rowid FROM card_search WHERE card_search MATCH ? LIMIT ?')
    .pluck()
    .all(cards, common) as number[];
  if (named.length === common || carded.length === common) {
    return walk(db, filter, page, rest, Infinity, windowMatches(db, names, cards));
  }
  const matches = new Set(named.concat(carded));
  if (matches.size === 0) return [];
  const walked = walk(db, filter, page, rest, walkedPerMatch * matches.size, () => matches);
  return walked ?? sorted(db, [...matches], page, rest);
}

/** The page among known matches, by date: their ids only through the sort, then the page's rows. */
function sorted(db: SqliteDatabase, matches: readonly number[], page: number, rest: Where): EventValues[] {
  const ids = db
    .prepare(
      `SELECT "eventId" FROM events NOT INDEXED
       ${rest.clause ? `${rest.clause} AND` : 'WHERE'} "eventId" IN (SELECT value FROM json_each(?))
       ${NEWEST_FIRST} LIMIT ${page}`,
    )
    .pluck()
    .all(...rest.params, JSON.stringify(matches)) as number[];
  return rowsOf(db, ids, ids.length, { clause: '', params: [] });
}

/**
 * Events newest first by windows of the date index, each window's matches kept, until the page
 * fills or the events run out; null once filling it would pass more than `budget` events.
 */
function walk(
  db: SqliteDatabase,
  filter: EventFilter,
  page: number,
  rest: Where,
  budget: number,
  matchesAmong: (ids: readonly number[]) => ReadonlySet<number>,
): EventValues[] | null {
  const since = filter.fromMs === undefined ? '' : ' AND eventDateMs >= ?';
  const sinceParams = filter.fromMs === undefined ? [] : [filter.fromMs];
  const window = db
    .prepare(
      `SELECT "eventId" FROM events INDEXED BY events_by_date
       WHERE eventDateMs <= ? AND (eventDateMs < ? OR "eventId" < ?)${since} ${NEWEST_FIRST} LIMIT ?`,
    )
    .pluck();
  const dateOf = db.prepare('SELECT eventDateMs FROM events WHERE "eventId" = ?').pluck();
  const rows: EventValues[] = [];
  let edge = newestEdge(filter);
  let passed = 0;
  for (let size = page * FIRST_WINDOW_PER_ROW; ; size *= 4) {
    const ids = window.all(edge.eventDateMs, edge.eventDateMs, edge.eventId, ...sinceParams, size) as number[];
    const matched = matchesAmong(ids);
    rows.push(
      ...rowsOf(
        db,
        ids.filter((id) => matched.has(id)),
        page - rows.length,
        rest,
      ),
    );
    if (rows.length === page || ids.length < size) return rows;
    passed += ids.length;
    // Give up as soon as the rows found so far say the page lies further back than the budget.
    const expected = ((page - rows.length) * passed) / Math.max(rows.length, 1);
    if (passed + expected > budget) return null;
    const last = ids.at(-1)!;
    edge = { eventDateMs: dateOf.get(last) as number, eventId: last };
  }
}

/** A window's matches, from the index within the window's runs of eventIds. */
function windowMatches(
  db: SqliteDatabase,
  names: string,
  cards: string,
): (ids: readonly number[]) => ReadonlySet<number> {
  const inNames = db
    .prepare('SELECT rowid FROM events_search WHERE events_search MATCH ? AND rowid BETWEEN ? AND ?')
    .pluck();
  const inCards = db
    .prepare('SELECT rowid FROM card_search WHERE card_search MATCH ? AND rowid BETWEEN ? AND ?')
    .pluck();
  return (ids) => {
    const matched = new Set<number>();
    for (const [lo, hi] of idRuns(ids)) {
      // As integers: bound as JavaScript numbers (REAL), the full-text index would read every match.
      const range = [BigInt(lo), BigInt(hi)];
      for (const id of inNames.all(names, ...range) as number[]) matched.add(id);
      for (const id of inCards.all(cards, ...range) as number[]) matched.add(id);
    }
    return matched;
  };
}

/** The position the walk starts below: the filter's end date (inclusive) or its paging position. */
function newestEdge(filter: EventFilter): { eventDateMs: number; eventId: number } {
  const end = { eventDateMs: filter.toMs ?? Number.MAX_SAFE_INTEGER, eventId: Number.MAX_SAFE_INTEGER };
  const before = filter.before;
  if (!before) return end;
  return before.eventDateMs < end.eventDateMs ||
    (before.eventDateMs === end.eventDateMs && before.eventId < end.eventId)
    ? before
    : end;
}

/**
 * The window's eventIds as at most MAX_ID_RUNS ranges [lo, hi] covering them all, split at the
 * largest gaps: events of several customers interleave by date while each customer's eventIds run
 * apart, and one range from the lowest to the highest would read every match in between.
 */
export function idRuns(ids: readonly number[]): Array<[number, number]> {
  if (ids.length === 0) return [];
  const sorted = Float64Array.from(ids).sort();
  // Only gaps wider than the window itself are worth a look-up of their own.
  const gaps: Array<{ index: number; gap: number }> = [];
  for (let index = 1; index < sorted.length; index++) {
    const gap = sorted[index]! - sorted[index - 1]!;
    if (gap > sorted.length) gaps.push({ index, gap });
  }
  const splits = gaps
    .sort((a, b) => b.gap - a.gap)
    .slice(0, MAX_ID_RUNS - 1)
    .map((split) => split.index)
    .sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  let start = 0;
  for (const end of [...splits, sorted.length]) {
    runs.push([sorted[start]!, sorted[end - 1]!]);
    start = end;
  }
  return runs;
}

/** The rows of `ids` in their order that pass `rest` (the filter without its words), at most `limit`. */
function rowsOf(db: SqliteDatabase, ids: readonly number[], limit: number, rest: Where): EventValues[] {
  const read = db
    .prepare(
      `SELECT ${EVENT_COLUMN_LIST} FROM events NOT INDEXED
       ${rest.clause ? `${rest.clause} AND` : 'WHERE'} "eventId" IN (SELECT value FROM json_each(?))`,
    )
    .raw(true);
  const rows: EventValues[] = [];
  // Without other conditions every id is a row: read just the ones wanted.
  const chunk = rest.clause ? Math.max(limit, 256) : limit;
  for (let start = 0; start < ids.length && rows.length < limit; start += chunk) {
    const wanted = ids.slice(start, start + chunk);
    const byId = new Map<number, EventValues>();
    for (const values of read.all(...rest.params, JSON.stringify(wanted)) as EventValues[]) {
      byId.set(values[0] as number, values); // eventId is the first column
    }
    for (const id of wanted) {
      const values = byId.get(id);
      if (values && rows.length < limit) rows.push(values);
    }
  }
  return rows;
}
