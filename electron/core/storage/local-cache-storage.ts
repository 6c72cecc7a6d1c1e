// The workstation's own cache file behind the storage interface: the writes only a local SQLite cache
// makes, and the reads only its own sync, export and retention make. The room's PostgreSQL has no meaning
// for them: it keeps no pending or settled ranges (the workstation that polls plans its reads, counting its
// own cache; the room holds its ranges only inside the snapshot it hands on), its retention runs across the
// room by eventDate (PostgresEventStorage.deleteOldestBatch) with no history start per customer and no
// vacuum of a file, and restoring a poller's snapshot or a followed inventory is a workstation taking over
// what the room already holds. Its contract runs on SQLite alone (storage-sqlite-local.test.ts).
import type { PublicInventory } from '../api/redact.js';
import type { CacheSize } from '../store/retention-repository.js';
import type { SyncSnapshot } from '../store/sync-state-repository.js';
import type { TimeRange } from '../time/ranges.js';
import type { EventStorage, EventsFilter, SyncRecord } from './event-storage.js';

export { blankSnapshot } from '../store/sync-state-repository.js';
export type { CacheSize, SyncSnapshot, TimeRange };

/** A read's record with the ranges it moved: all of it one transaction. */
export interface LocalSyncRecord extends SyncRecord {
  /** Ranges now to be backfilled. */
  pendingAdded?: readonly TimeRange[];
  /** A range backfilled: it leaves the pending ranges. */
  pendingCompleted?: TimeRange;
  /** A range the sync's own reads now hold completely (an empty one is ignored). */
  settledAdded?: TimeRange;
  /** A range an export fetched whole: held here, not handed to a room (an empty one is ignored). */
  exportedAdded?: TimeRange;
}

/** A customer's inventory as fetched, or as followed from the room (redacted there): kept redacted. */
export type InventoryRecord = PublicInventory;

export interface LocalCacheStorage extends EventStorage {
  recordSync(customerGuid: string, record: LocalSyncRecord): Promise<void>;
  /** Retention: deletes at most `limit` of a customer's events older than `cutoffMs`; resolves with how many went. */
  pruneBatch(customerGuid: string, cutoffMs: number, limit: number): Promise<number>;
  /** Retention: every customer's history now starts at `cutoffMs` (ranges and watchedSince cut there). */
  startHistoryAt(cutoffMs: number): Promise<void>;
  /** Hands at most `pages` free pages back to the file system; resolves with how many the next steps can still hand back. */
  vacuumStep(pages: number): Promise<number>;
  /** Retention: the customers with a sync state (every customer a read stored events of), whose old events may need pruning. */
  customersHeld(): Promise<string[]>;
  /** The file's size, its free pages and its oldest event. */
  size(): Promise<CacheSize>;
  /** How many events match the filter (an export counts what it will write). */
  countMatching(filter: EventsFilter): Promise<number>;
  /** How many of a customer's events have an eventDate in [fromMs, toMs]: what a read of that window costs. */
  countInRange(customerGuid: string, fromMs: number, toMs: number): Promise<number>;
  /** The newest eventDate of a customer's events that is not after `notAfterMs`, or null. */
  newestEventMs(customerGuid: string, notAfterMs: number): Promise<number | null>;
  /** A controller's newest eventDate in [sinceMs, beforeMs) among events received before `receivedBeforeMs`, or null. */
  newestOfDeviceBefore(
    customerGuid: string,
    deviceGuid: string,
    bounds: { beforeMs: number; receivedBeforeMs: number; sinceMs: number },
  ): Promise<number | null>;
  /** Each controller's newest eventDate among a customer's events since `sinceMs`. */
  newestPerDevice(customerGuid: string, sinceMs: number): Promise<Map<string, number>>;
  /** The ranges still to be backfilled, oldest first. */
  pendingRanges(customerGuid: string): Promise<TimeRange[]>;
  /** The ranges the sync's own reads hold completely. */
  settledRanges(customerGuid: string): Promise<TimeRange[]>;
  /** The ranges held completely, by the sync's reads or an export's: an export fetches only the rest. */
  heldRanges(customerGuid: string): Promise<TimeRange[]>;
  /** A customer's whole sync state, as a poller hands it to the next (see restoreSnapshots). */
  snapshot(customerGuid: string): Promise<SyncSnapshot>;
  /**
   * A new poller takes over: each customer's sync state as the last poller left it, and where a customer's
   * alarms begin for those whose first read had not set it yet.
   */
  restoreSnapshots(snapshots: Iterable<SyncSnapshot>, alarmsFromWhereUnset: ReadonlyMap<string, number>): Promise<void>;
  saveInventory(customerGuid: string, inventory: InventoryRecord): Promise<void>;
}
