// The local cache: one better-sqlite3 database in the profile folder, one repository per table group.
// No SQL lives outside electron/core/store.
import { join } from 'node:path';
import { AcknowledgementsRepository } from './acknowledgements-repository.js';
import { openDatabase, type SqliteDatabase } from './database.js';
import { EventsRepository } from './events-repository.js';
import { InventoryRepository } from './inventory-repository.js';
import { SyncStateRepository } from './sync-state-repository.js';

export const CACHE_FILE_NAME = 'cache.sqlite3';

export class Cache {
  readonly events: EventsRepository;
  readonly inventory: InventoryRepository;
  readonly syncState: SyncStateRepository;
  readonly acknowledgements: AcknowledgementsRepository;

  constructor(private readonly db: SqliteDatabase) {
    this.events = new EventsRepository(db);
    this.inventory = new InventoryRepository(db);
    this.syncState = new SyncStateRepository(db);
    this.acknowledgements = new AcknowledgementsRepository(db);
  }

  static open(path: string): Cache {
    return new Cache(openDatabase(path));
  }

  static inProfile(dataDir: string): Cache {
    return Cache.open(join(dataDir, CACHE_FILE_NAME));
  }

  get path(): string {
    return this.db.name;
  }

  /** Runs `work` in one transaction: all of it lands, or none. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  close(): void {
    this.db.close();
  }
}
