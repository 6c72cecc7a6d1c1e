// The sync state read in the caller's turn on the local SQLite cache file: the store's repositories on the
// Cache's connection (shared with its storage), each call one statement.
import type { EventsRepository } from '../store/events-repository.js';
import type { SyncStateRepository } from '../store/sync-state-repository.js';
import type { TimeRange } from '../time/ranges.js';
import type { SyncState, SyncStateChange } from './event-storage.js';
import type { SyncStateNow } from './sync-state-now.js';

export class SqliteSyncStateNow implements SyncStateNow {
  constructor(
    private readonly state: SyncStateRepository,
    private readonly events: EventsRepository,
  ) {}

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
