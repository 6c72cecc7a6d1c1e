// The workstation's own cache file behind the storage interface: the writes only a local SQLite cache
// makes. The room's PostgreSQL has no meaning for them: it keeps no pending or settled ranges (the
// workstation that polls plans its reads; the room holds its ranges only inside the snapshot it hands
// on), its retention runs across the room by eventDate (PostgresEventStorage.deleteOldestBatch) with no
// history start per customer and no vacuum of a file, and restoring a poller's snapshot or a followed
// inventory is a workstation taking over what the room already holds.
import type { PublicInventory } from '../api/redact.js';
import type { SyncSnapshot } from '../store/sync-state-repository.js';
import type { TimeRange } from '../time/ranges.js';
import type { EventStorage, SyncRecord } from './event-storage.js';

export type { SyncSnapshot, TimeRange };

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
  /** Hands at most `pages` free pages back to the file system. */
  vacuumStep(pages: number): Promise<void>;
  /**
   * A new poller takes over: each customer's sync state as the last poller left it, and where a customer's
   * alarms begin for those whose first read had not set it yet.
   */
  restoreSnapshots(snapshots: Iterable<SyncSnapshot>, alarmsFromWhereUnset: ReadonlyMap<string, number>): Promise<void>;
  saveInventory(customerGuid: string, inventory: InventoryRecord): Promise<void>;
}
