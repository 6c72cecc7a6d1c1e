// A customer's sync state and event count read (and the sync's health noted) in the caller's turn, without an
// await, as Cache.inventoryNow is for a room's poller. For the sync engine, whose scheduler plans a customer's
// next read and whose health says how the last one went between two reads (next-reads.ts, health.ts), and for
// the host's statuses before the sync reports any. Everything else reads and writes through the storage.
import type { TimeRange } from '../time/ranges.js';
import type { SyncState, SyncStateChange } from './event-storage.js';

export interface SyncStateNow {
  get(customerGuid: string): SyncState;
  /** The health's own columns (last attempt, error); whatever goes with events is the storage's recordSync. */
  update(customerGuid: string, change: SyncStateChange): void;
  /** The ranges still to be backfilled, oldest first. */
  pendingRanges(customerGuid: string): TimeRange[];
  /** The ranges the sync's own reads hold completely. */
  settledRanges(customerGuid: string): TimeRange[];
  /** How many events the cache holds of the customer. */
  eventCount(customerGuid: string): number;
}
