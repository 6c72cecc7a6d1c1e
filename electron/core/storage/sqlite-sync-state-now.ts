// The sync state read in the caller's turn on the local SQLite cache file: the store's repositories on the
// Cache's connection, each call one statement.
import type { SqliteDatabase } from '../store/database.js';
import { EventsRepository } from '../store/events-repository.js';
import { SyncStateRepository } from '../store/sync-state-repository.js';
import type { TimeRange } from '../time/ranges.js';
import type { SyncState, SyncStateChange } from './event-storage.js';
import type { SyncStateNow } from './sync-state-now.js';

export class SqliteSyncStateNow implements SyncStateNow {
  private readonly state: SyncStateRepository;
  private readonly events: EventsRepository;

  constructor(db: SqliteDatabase) {
    this.state = new SyncStateRepository(db);
    this.events = new EventsRepository(db);
  }

  get(customerGuid: string): SyncState {
    return this.state.get(customerGuid);
  }

  update(customerGuid: string, change: SyncStateChange): void {
    this.state.update(customerGuid, change);
  }

  pendingRanges(customerGuid: string): TimeRange[] {
    return this.state.pendingRanges(customerGuid);
  }

  settledRanges(customerGuid: string): TimeRange[] {
    return this.state.settledRanges(customerGuid);
  }

  eventCount(customerGuid: string): number {
    return this.events.count(customerGuid);
  }
}
