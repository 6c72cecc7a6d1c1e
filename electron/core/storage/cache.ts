// The local cache: one better-sqlite3 database in the profile folder, the store's repositories on it (one per
// table group; no SQL lives outside electron/core/store). Its writes of many rows or tables go through its
// storage (one transaction a call), which it hands out on this same connection. It lives beside the storage,
// not in the store, so that the store never reaches up to the storage it serves.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { AlarmPicturesRepository } from '../store/alarm-pictures-repository.js';
import type { CacheNotice } from '../store/damaged-cache.js';
import { openDatabase, PAGE_CACHE_KIB, type SqliteDatabase } from '../store/database.js';
import { EventsRepository } from '../store/events-repository.js';
import { InventoryRepository } from '../store/inventory-repository.js';
import { writeOpenAlarmsJournal } from '../store/open-alarms-journal.js';
import { RetentionRepository } from '../store/retention-repository.js';
import { RoomRisesRepository } from '../store/room-rises-repository.js';
import { SyncStateRepository } from '../store/sync-state-repository.js';
import type { AlarmStorage } from './alarm-storage.js';
import type { InventoryStorage } from './inventory-storage.js';
import type { LocalCacheStorage } from './local-cache-storage.js';
import type { MonitoringStorage } from './monitoring-storage.js';
import { SqliteAlarmStorage } from './sqlite-alarm-storage.js';
import { SqliteEventStorage } from './sqlite-event-storage.js';
import { SqliteInventoryStorage } from './sqlite-inventory-storage.js';
import { SqliteMonitoringStorage } from './sqlite-monitoring-storage.js';

/** The page cache while reading in bulk: a scan touches each page once, so a larger cache only fills up. */
const SCAN_PAGE_CACHE_KIB = -8192;

/**
 * One cache file per service address, so staging and production (or two demo runs) never mix:
 * e.g. cache-acs.example.com-1a2b3c4d.sqlite3 in the profile folder.
 */
export function cacheFileName(baseUrl: string): string {
  const host = new URL(baseUrl).host.replace(/[^A-Za-z0-9.-]/g, '_');
  const digest = createHash('sha256').update(baseUrl).digest('hex').slice(0, 8);
  return `cache-${host}-${digest}.sqlite3`;
}

export class Cache {
  readonly events: EventsRepository;
  /** The inventory kept (customers, doors, controllers, cardholders), asynchronous like the storage. */
  readonly inventory: InventoryStorage;
  /**
   * The same inventory read in the caller's turn, for a control room's poller: it judges the alarms of the
   * events it reads as it hands them to the room, in order (see roomDecisionContext).
   */
  readonly inventoryNow: InventoryRepository;
  readonly syncState: SyncStateRepository;
  /** The alarms, their history, the acknowledged events, the snoozes and the devices in trouble, asynchronous like the storage. */
  readonly alarmStorage: AlarmStorage;
  readonly retention: RetentionRepository;
  readonly roomRises: RoomRisesRepository;
  readonly pictures: AlarmPicturesRepository;
  /** The cache's writes behind the asynchronous storage interface, each call one transaction on this connection. */
  readonly storage: LocalCacheStorage;
  /** The monitor's own record (counts per hour, blind periods), asynchronous like the storage. */
  readonly monitoring: MonitoringStorage;

  private scans = 0;

  constructor(
    private readonly db: SqliteDatabase,
    /** Set when the file was found damaged at start and replaced: one line for the guard. */
    readonly startNotice: CacheNotice | null = null,
  ) {
    this.events = new EventsRepository(db);
    this.inventoryNow = new InventoryRepository(db);
    this.inventory = new SqliteInventoryStorage(this.inventoryNow);
    this.syncState = new SyncStateRepository(db);
    this.alarmStorage = new SqliteAlarmStorage(db);
    this.retention = new RetentionRepository(db);
    this.roomRises = new RoomRisesRepository(db);
    this.pictures = new AlarmPicturesRepository(db);
    this.storage = SqliteEventStorage.onConnection(db);
    this.monitoring = new SqliteMonitoringStorage(db);
  }

  /**
   * Opens (and migrates) a file already prepared; `startNotice` is what its preparation found. The service's
   * cache is opened with openServiceCache (core/worker), which prepares it first: the one way for a host.
   */
  static open(path: string, startNotice: CacheNotice | null = null): Cache {
    return new Cache(openDatabase(path), startNotice);
  }

  /** Where the service's cache file is, e.g. for preparing it off this thread (core/worker). */
  static pathForService(dataDir: string, baseUrl: string): string {
    return join(dataDir, cacheFileName(baseUrl));
  }

  get path(): string {
    return this.db.name;
  }

  /** Rewrites the journal of the alarms not yet closed, kept beside the file for a cache found damaged. */
  journalOpenAlarms(): void {
    writeOpenAlarmsJournal(this.db, this.path);
  }

  /**
   * Runs `work` (a read or store of many rows, such as an export with its fetch) with a small page cache, so memory
   * stays flat: pages once cached stay resident after the cache shrinks again.
   */
  async whileScanning<T>(work: () => Promise<T>): Promise<T> {
    if (this.scans++ === 0) this.db.pragma(`cache_size = ${SCAN_PAGE_CACHE_KIB}`);
    try {
      return await work();
    } finally {
      if (--this.scans === 0) this.db.pragma(`cache_size = ${PAGE_CACHE_KIB}`);
    }
  }

  close(): void {
    this.db.close();
  }
}
