// The event storage on the local SQLite cache file: the store's repositories, each call in one
// immediate transaction. better-sqlite3 is synchronous: the promises resolve once the work is done.
// The workstation's Cache hands one out on its own connection (Cache.storage); tests open a file of their own.
import type { AccessEvent } from '../api/types.js';
import { openDatabase, type SqliteDatabase } from '../store/database.js';
import { EventsReader } from '../store/events-reader.js';
import { EventsRepository } from '../store/events-repository.js';
import { InventoryRepository } from '../store/inventory-repository.js';
import { RetentionRepository } from '../store/retention-repository.js';
import { SyncStateRepository } from '../store/sync-state-repository.js';
import type {
  EventValues,
  EventsFilter,
  PageKey,
  StoreBatch,
  StoreResult,
  SyncState,
  SyncRecord,
  SyncStateChange,
} from './event-storage.js';
import type {
  CacheSize,
  InventoryRecord,
  LocalCacheStorage,
  LocalSyncRecord,
  SyncSnapshot,
  TimeRange,
} from './local-cache-storage.js';

/**
 * The repositories of one connection, each preparing its statements once: the Cache shares them between this
 * storage and its reads in the caller's turn (syncStateNow, inventoryNow, exportReads).
 */
export interface CacheRepositories {
  readonly events: EventsRepository;
  readonly state: SyncStateRepository;
  readonly inventory: InventoryRepository;
  readonly retention: RetentionRepository;
}

export function repositoriesOn(db: SqliteDatabase): CacheRepositories {
  return {
    events: new EventsRepository(db),
    state: new SyncStateRepository(db),
    inventory: new InventoryRepository(db),
    retention: new RetentionRepository(db),
  };
}

export class SqliteEventStorage implements LocalCacheStorage {
  private readonly events: EventsRepository;
  private readonly state: SyncStateRepository;
  private readonly inventory: InventoryRepository;
  private readonly retention: RetentionRepository;

  private constructor(
    private readonly db: SqliteDatabase,
    repositories: CacheRepositories,
    /** Whether close() closes the connection: not when it is the Cache's. */
    private readonly ownsConnection: boolean,
  ) {
    this.events = repositories.events;
    this.state = repositories.state;
    this.inventory = repositories.inventory;
    this.retention = repositories.retention;
  }

  /** Opens (and migrates) the cache file at `path`, the same file format as the Cache. */
  static async open(path: string): Promise<SqliteEventStorage> {
    const db = openDatabase(path);
    return new SqliteEventStorage(db, repositoriesOn(db), true);
  }

  /** The storage on a connection its owner (the Cache) opened and closes, with that connection's repositories. */
  static onConnection(db: SqliteDatabase, repositories: CacheRepositories): SqliteEventStorage {
    return new SqliteEventStorage(db, repositories, false);
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

  async event(eventId: number): Promise<AccessEvent | undefined> {
    return this.events.get(eventId);
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

  async recordSync(customerGuid: string, record: LocalSyncRecord): Promise<void> {
    this.inTransaction(() => {
      if (record.state || record.atLeast) {
        this.state.update(customerGuid, withRecord(this.state.get(customerGuid), record));
      }
      for (const range of record.pendingAdded ?? []) this.state.addPendingRange(customerGuid, range);
      if (record.pendingCompleted) this.state.completePendingRange(customerGuid, record.pendingCompleted);
      if (record.settledAdded) this.state.addSettledRange(customerGuid, record.settledAdded);
      if (record.exportedAdded) this.state.addExportedRange(customerGuid, record.exportedAdded);
      if (record.bandsCovered || record.bandsForgotten) {
        this.state.saveBandCoverage(customerGuid, record.bandsCovered ?? new Map(), record.bandsForgotten);
      }
    });
  }

  async pruneBatch(customerGuid: string, cutoffMs: number, limit: number): Promise<number> {
    return this.inTransaction(() => this.retention.pruneBatch(customerGuid, cutoffMs, limit));
  }

  async startHistoryAt(cutoffMs: number): Promise<void> {
    this.inTransaction(() => {
      for (const customerGuid of this.retention.customers()) this.retention.startHistoryAt(customerGuid, cutoffMs);
    });
  }

  async vacuumStep(pages: number): Promise<number> {
    this.retention.vacuumStep(pages);
    return this.retention.reclaimablePages();
  }

  async customersHeld(): Promise<string[]> {
    return this.retention.customers();
  }

  async size(): Promise<CacheSize> {
    return this.retention.size();
  }

  async countMatching(filter: EventsFilter): Promise<number> {
    return this.events.countMatching(filter);
  }

  async countInRange(customerGuid: string, fromMs: number, toMs: number): Promise<number> {
    return this.events.countInRange(customerGuid, fromMs, toMs);
  }

  async newestEventMs(customerGuid: string, notAfterMs: number): Promise<number | null> {
    return this.events.newestEventMs(customerGuid, notAfterMs);
  }

  async newestOfDeviceBefore(
    customerGuid: string,
    deviceGuid: string,
    bounds: { beforeMs: number; receivedBeforeMs: number; sinceMs: number },
  ): Promise<number | null> {
    return this.events.newestOfDeviceBefore(customerGuid, deviceGuid, bounds);
  }

  async newestPerDevice(customerGuid: string, sinceMs: number): Promise<Map<string, number>> {
    return this.events.newestPerDevice(customerGuid, sinceMs);
  }

  async pendingRanges(customerGuid: string): Promise<TimeRange[]> {
    return this.state.pendingRanges(customerGuid);
  }

  async settledRanges(customerGuid: string): Promise<TimeRange[]> {
    return this.state.settledRanges(customerGuid);
  }

  async heldRanges(customerGuid: string): Promise<TimeRange[]> {
    return this.state.heldRanges(customerGuid);
  }

  async snapshot(customerGuid: string): Promise<SyncSnapshot> {
    return this.state.snapshot(customerGuid);
  }

  async restoreSnapshots(
    snapshots: Iterable<SyncSnapshot>,
    alarmsFromWhereUnset: ReadonlyMap<string, number>,
  ): Promise<void> {
    this.inTransaction(() => {
      for (const snapshot of snapshots) this.state.restore(snapshot);
      for (const [customerGuid, alarmsFromMs] of alarmsFromWhereUnset) {
        if (this.state.get(customerGuid).alarmsFromMs === null) this.state.update(customerGuid, { alarmsFromMs });
      }
    });
  }

  async saveInventory(customerGuid: string, inventory: InventoryRecord): Promise<void> {
    const { customer, doors, devices, users, fetchedAtMs } = inventory;
    this.inTransaction(() => {
      if (customer) this.inventory.saveCustomer(customerGuid, customer, fetchedAtMs);
      if (doors) this.inventory.saveDoors(customerGuid, doors, fetchedAtMs);
      if (devices) this.inventory.saveDevices(customerGuid, devices, fetchedAtMs);
      if (users) this.inventory.saveUsers(customerGuid, users, fetchedAtMs);
    });
  }

  async close(): Promise<void> {
    if (this.ownsConnection) this.db.close();
  }

  /** BEGIN IMMEDIATE: the write lock up front, so another connection waits its turn (busy_timeout). */
  private inTransaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}

/** The state with a record's change and latency applied: the latency only ever rises. */
function withRecord(state: SyncState, record: SyncRecord): SyncStateChange {
  const change: SyncStateChange = { ...record.state };
  const { atLeast } = record;
  if (atLeast) {
    change.newestReceivedMs =
      atLeast.newestReceivedMs === null
        ? state.newestReceivedMs
        : Math.max(state.newestReceivedMs ?? 0, atLeast.newestReceivedMs);
    change.maxDelayMs = Math.max(state.maxDelayMs, atLeast.maxDelayMs);
  }
  return change;
}
