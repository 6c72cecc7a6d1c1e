// The feed's search: the newest page of events holding the typed words. Sorting every match to
// show the newest page costs little for a person's name but much for a site's name, which most
// events hold. So when the index says the words match many events, events are taken newest first
// in windows of time (the date index), and only each window's matches are read: the window's
// eventIds bound the look-up in the index. A window too small for a page is widened fourfold.
import { cardMatch, ftsMatch } from '../search/search-words.js';
import type { SqliteDatabase } from './database.js';
import { EVENT_COLUMN_LIST, type EventValues } from './event-rows.js';
import type { EventFilter } from './events-repository.js';

type Params = Array<string | number>;
type WhereFor = (filter: EventFilter) => { clause: string; params: Params };

/**
 * At least this many matches per row of the page make a word common: walked by date, not sorted.
 * Sorting costs about one step per match, the walk about one per event until the page fills; on a
 * million events a person's full name (about 12,000 matches) sorts faster than it walks.
 */
export const COMMON_MATCHES_PER_ROW = 25;
/** The first window: this many events per row of the page. */
const FIRST_WINDOW_PER_ROW = 4;
const NEWEST_FIRST = 'ORDER BY eventDateMs DESC, "eventId" DESC';

/**
 * The newest `filter.newest` events of the filter, newest first, by windows of time; or null when
 * the filter is not a search for a page, or its words are rare enough for the plain query.
 */
export function newestMatches(db: SqliteDatabase, filter: EventFilter, whereFor: WhereFor): EventValues[] | null {
  const match = filter.text === undefined ? null : ftsMatch(filter.text);
  const page = filter.newest === undefined ? 0 : Math.max(0, Math.floor(filter.newest));
  if (match === null || page === 0) return null;
  const cards = cardMatch(filter.text!);
  const common = page * COMMON_MATCHES_PER_ROW;
  // How common the words are among names: a card number, found whole, is never common.
  const capped = db
    .prepare('SELECT count(*) FROM (SELECT rowid FROM events_search WHERE events_search MATCH ? LIMIT ?)')
    .pluck()
    .get(match, common) as number;
  if (capped < common) return null;

  const upper = upperBound(filter);
  const windowStart = db
    .prepare(`SELECT eventDateMs FROM events INDEXED BY events_by_date${upper.clause} ${NEWEST_FIRST} LIMIT 1 OFFSET ?`)
    .pluck();
  const eventIds = db.prepare(
    `SELECT min("eventId") AS lo, max("eventId") AS hi FROM events INDEXED BY events_by_date
     WHERE eventDateMs >= ?${upper.clause.replace(' WHERE', ' AND')}`,
  );
  const rest = whereFor({ ...filter, text: undefined });
  const inWindow = db
    .prepare(
      `SELECT ${EVENT_COLUMN_LIST} FROM events INDEXED BY events_by_date
     ${rest.clause ? `${rest.clause} AND` : 'WHERE'} eventDateMs >= ?
       AND ("eventId" IN (SELECT rowid FROM events_search WHERE events_search MATCH ? AND rowid BETWEEN ? AND ?)
         OR "eventId" IN (SELECT rowid FROM card_search WHERE card_search MATCH ? AND rowid BETWEEN ? AND ?))
     ${NEWEST_FIRST} LIMIT ${page}`,
    )
    .raw(true);
  for (let size = page * FIRST_WINDOW_PER_ROW; ; size *= 4) {
    // The oldest date in the window; none when the window holds every event left.
    const start = windowStart.get(...upper.params, size - 1) as number | undefined;
    const from = start ?? Number.MIN_SAFE_INTEGER;
    const { lo, hi } = eventIds.get(from, ...upper.params) as { lo: number | null; hi: number | null };
    if (lo === null || hi === null) return [];
    const rows = inWindow.all(...rest.params, from, match, lo, hi, cards!, lo, hi) as EventValues[];
    // Whole dates only: every event older than the window is older than each row found in it.
    const windowHoldsAll = start === undefined || (filter.fromMs !== undefined && start <= filter.fromMs);
    if (rows.length === page || windowHoldsAll) return rows;
  }
}

/** The filter's newest edge (its end date and paging position), for counting a window back from it. */
function upperBound(filter: EventFilter): { clause: string; params: Params } {
  const where: string[] = [];
  const params: Params = [];
  if (filter.toMs !== undefined) {
    where.push('eventDateMs <= ?');
    params.push(filter.toMs);
  }
  if (filter.before) {
    where.push('(eventDateMs < ? OR (eventDateMs = ? AND "eventId" < ?))');
    params.push(filter.before.eventDateMs, filter.before.eventDateMs, filter.before.eventId);
  }
  return { clause: where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '', params };
}
