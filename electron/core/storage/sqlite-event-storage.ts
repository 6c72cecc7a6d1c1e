// The event storage on the local SQLite cache file: the store's repositories, each call in one
// immediate transaction. better-sqlite3 is synchronous: the promises resolve once the work is done.
import type { AccessEvent } from '../api/types.js';
import { openDatabase, type SqliteDatabase } from '../store/database.js';
import { EventsReader } from '../store/events-reader.js';
import { EventsRepository } from '../store/events-repository.js';
import { SyncStateRepository } from '../store/sync-state-repository.js';
import type {
  EventStorage,
  EventsFilter,
  EventValues,
  PageKey,
  StoreBatch,
  StoreResult,
  SyncState,
  SyncStateChange,
} from './event-storage.js';

export class SqliteEventStorage implements EventStorage {
  private readonly events: EventsRepository;
  private readonly state: SyncStateRepository;

  private constructor(private readonly db: SqliteDatabase) {
    this.events = new EventsRepository(db);
    this.state = new SyncStateRepository(db);
  }

  /** Opens (and migrates) the cache file at `path`, the same file format as the Cache. */
  static async open(path: string): Promise<SqliteEventStorage> {
    return new SqliteEventStorage(openDatabase(path));
  }

  async storeBatch(batch: StoreBatch): Promise<StoreResult> {
    return this.inTransaction(() => {
      const result = this.events.store(batch.customerGuid, batch.events, batch.nowMs);
      if (batch.syncState) this.state.update(batch.customerGuid, batch.syncState);
      if (batch.bandCoverage) this.state.saveBandCoverage(batch.customerGuid, batch.bandCoverage);
      return result;
    });
  }

  async feedPage(filter: EventsFilter, page: { limit: number; before?: PageKey }): Promise<AccessEvent[]> {
    return this.events.query({ ...filter, newest: page.limit, before: page.before });
  }

  async count(customerGuid?: string): Promise<number> {
    return this.events.count(customerGuid);
  }

  /**
   * On a read-only connection of its own: its read transaction keeps the rows as they were when the export
   * began (WAL), and writes go on meanwhile, which they could not on a connection busy with the read.
   */
  async *exportRows(filter: EventsFilter): AsyncGenerator<EventValues> {
    const reader = new EventsReader(this.db.name, undefined);
    try {
      yield* reader.iterateValues(filter);
    } finally {
      reader.close();
    }
  }

  async syncState(customerGuid: string): Promise<SyncState> {
    return this.state.get(customerGuid);
  }

  async updateSyncState(customerGuid: string, change: SyncStateChange): Promise<void> {
    this.inTransaction(() => this.state.update(customerGuid, change));
  }

  async bandCoverage(customerGuid: string): Promise<Map<number, number>> {
    return this.state.bandCoverage(customerGuid);
  }

  async saveBandCoverage(
    customerGuid: string,
    covered: ReadonlyMap<number, number>,
    forget: readonly number[] = [],
  ): Promise<void> {
    this.inTransaction(() => this.state.saveBandCoverage(customerGuid, covered, forget));
  }

  async close(): Promise<void> {
    this.db.close();
  }

  /** BEGIN IMMEDIATE: the write lock up front, so another connection waits its turn (busy_timeout). */
  private inTransaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
