// What the feed and the export narrow events by, and where a page of the feed ends: one meaning for both
// engines (the cache's SQLite and the room's PostgreSQL), spelled in SQL by event-filter-sql.ts.

/** Customers, dates, door, kind, person, card, typed words. */
export interface EventsFilter {
  customerGuids?: readonly string[];
  fromMs?: number;
  toMs?: number;
  eventType?: number;
  doorGuid?: string;
  userGuid?: string;
  tokenGuid?: string;
  /** Only events stored within this long of their receivedDate: the ones that arrived live, not by backfill. */
  storedWithinMs?: number;
  /** Events of this user or this token (the guard types one GUID). */
  userOrTokenGuid?: string;
  /** Words, each the start of a word in the person's names, card, door, controller, site or customer (the full-text index). */
  text?: string;
}

/** The position of the last event of a page: the next page starts strictly older than it. */
export interface PageKey {
  eventDateMs: number;
  eventId: number;
}
