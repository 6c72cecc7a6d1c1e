// The events part of the cache behind one asynchronous interface, for SQLite (one guard) and the room's
// PostgreSQL alike. Each call is its own transaction: callers never hold one open, and paths, native
// bindings and pragmas stay inside the implementations.
import type { AccessEvent } from '../api/types.js';
import type { EventValues } from '../store/event-rows.js';
import type { EventsFilter, PageKey } from '../search/events-filter.js';
import type { EventFilter, StoreResult } from '../store/events-repository.js';
import type { SyncState, SyncStateChange } from '../store/sync-state-repository.js';

// A row's values and the event they hold, the same for both engines (and a room's feed).
export { EVENT_COLUMN_LIST, fromEventValues, toEventRow } from '../store/event-rows.js';
export type { EventFilter, EventsFilter, EventValues, PageKey, StoreResult, SyncState, SyncStateChange };

export interface StoreBatch {
  /** The customer whose event list the batch came from. */
  customerGuid: string;
  events: readonly AccessEvent[];
  nowMs: number;
  /** Written in the same transaction as the events, so a cursor never runs ahead of its rows. */
  syncState?: SyncStateChange;
  /** Band coverage written in the same transaction (index → newest eventDate read). */
  bandCoverage?: ReadonlyMap<number, number>;
}

/** What a read learnt of its customer's latency: stored only where it raises what the cache holds. */
export interface SyncStateAtLeast {
  /** The newest receivedDate the read stored; null when it stored none (the stored one is kept). */
  newestReceivedMs: number | null;
  /** The read's longest delay from eventDate to receivedDate. */
  maxDelayMs: number;
}

/**
 * What a read (or a customer's first sight) did to its customer's sync state, as a value: the storage
 * writes all of it in one transaction, so no caller holds a transaction open.
 */
export interface SyncRecord {
  state?: SyncStateChange;
  atLeast?: SyncStateAtLeast;
  /** Bands read (index → newest eventDate covered). */
  bandsCovered?: ReadonlyMap<number, number>;
  /** Bands no longer read. */
  bandsForgotten?: readonly number[];
}

export interface EventStorage {
  /** Stores events idempotently by eventId (never twice, even when two writers race); reports the new ones. */
  storeBatch(batch: StoreBatch): Promise<StoreResult>;
  /** One page of the feed: newest first (eventDate, then eventId), at most `limit`, strictly older than `before`. */
  feedPage(filter: EventsFilter, page: { limit: number; before?: PageKey }): Promise<AccessEvent[]>;
  /** One event by its id, as the service sent it; undefined when the cache holds none. */
  event(eventId: number): Promise<AccessEvent | undefined>;
  /** How many events the cache holds, of one customer or all. */
  count(customerGuid?: string): Promise<number>;
  /** The export's rows: oldest first, values in EVENT_FIELDS order with booleans as 1/0, read in constant memory. */
  exportRows(filter: EventsFilter): AsyncIterable<EventValues>;
  syncState(customerGuid: string): Promise<SyncState>;
  updateSyncState(customerGuid: string, change: SyncStateChange): Promise<void>;
  /** Per age band, the newest eventDate its last read covered. */
  bandCoverage(customerGuid: string): Promise<Map<number, number>>;
  /** Records bands' coverage; `forget` lists bands no longer read. */
  saveBandCoverage(
    customerGuid: string,
    covered: ReadonlyMap<number, number>,
    forget?: readonly number[],
  ): Promise<void>;
  /** Writes a read's record in one transaction; the caller stores its events first (a cursor never runs ahead of its rows). */
  recordSync(customerGuid: string, record: SyncRecord): Promise<void>;
  close(): Promise<void>;
}

/** The key that continues the feed after this page, or null when the page is its last. */
export function nextPageKey(page: readonly AccessEvent[], limit: number): PageKey | null {
  const last = page.at(-1);
  if (!last || page.length < limit) return null;
  return { eventDateMs: Date.parse(last.eventDate), eventId: last.eventId };
}
