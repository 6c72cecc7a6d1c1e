// The local cache: one better-sqlite3 database in the profile folder, and the storages it hands out on that one
// connection, asynchronous, one per table group (no SQL lives outside electron/core/store, which only the
// storage reaches). Three reads are synchronous, each for a caller that decides in its turn (inventoryNow,
// syncStateNow, exportReads). It lives beside the storage, not in the store, so that the store never reaches up
// to the storage it serves.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { CacheNotice } from '../store/damaged-cache.js';
import { openDatabase, PAGE_CACHE_KIB, type SqliteDatabase } from '../store/database.js';
import type { InventoryRepository } from '../store/inventory-repository.js';
import { writeOpenAlarmsJournal } from '../store/open-alarms-journal.js';
import type { AlarmStorage } from './alarm-storage.js';
import type { InventoryStorage } from './inventory-storage.js';
import type { LocalCacheStorage } from './local-cache-storage.js';
import type { MonitoringStorage } from './monitoring-storage.js';
import type { PictureStorage } from './picture-storage.js';
import type { RoomRiseStorage } from './room-rise-storage.js';
import { SqliteAlarmStorage } from './sqlite-alarm-storage.js';
import { repositoriesOn, SqliteEventStorage } from './sqlite-event-storage.js';
import type { SqliteExportReads } from './sqlite-export-reads.js';
import { SqliteInventoryStorage } from './sqlite-inventory-storage.js';
import { SqliteMonitoringStorage } from './sqlite-monitoring-storage.js';
import { SqlitePictureStorage } from './sqlite-picture-storage.js';
import { SqliteRoomRiseStorage } from './sqlite-room-rise-storage.js';
import { SqliteSyncStateNow } from './sqlite-sync-state-now.js';
import type { SyncStateNow } from './sync-state-now.js';

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
  /** The inventory kept (customers, doors, controllers, cardholders), asynchronous like the storage. */
  readonly inventory: InventoryStorage;
  /**
   * The same inventory read in the caller's turn, for a control room's poller: it judges the alarms of the
   * events it reads as it hands them to the room, in order (see roomDecisionContext).
   */
  readonly inventoryNow: InventoryRepository;
  /** Each customer's sync state read in the caller's turn: the sync engine's planning and the host's first statuses. */
  readonly syncStateNow: SyncStateNow;
  /** The alarms, their history, the acknowledged events, the snoozes and the devices in trouble, asynchronous like the storage. */
  readonly alarmStorage: AlarmStorage;
  /** A control room's rises made here that the room has not been told of yet, asynchronous like the storage. */
  readonly roomRises: RoomRiseStorage;
  /** The pictures kept with each alarm, asynchronous like the storage. */
  readonly pictures: PictureStorage;
  /** The cache's writes behind the asynchronous storage interface, each call one transaction on this connection. */
  readonly storage: LocalCacheStorage;
  /** The monitor's own record (counts per hour, blind periods), asynchronous like the storage. */
  readonly monitoring: MonitoringStorage;
  /** An export's bulk reads, in the caller's turn (see sqlite-export-reads.ts). */
  readonly exportReads: SqliteExportReads;

  private scans = 0;

  constructor(
    private readonly db: SqliteDatabase,
    /** Set when the file was found damaged at start and replaced: one line for the guard. */
    readonly startNotice: CacheNotice | null = null,
  ) {
    // One set of the event, sync state and inventory repositories, shared by the storage and the reads in the
    // caller's turn: each statement prepared once on the connection.
    const repositories = repositoriesOn(db);
    this.inventoryNow = repositories.inventory;
    this.inventory = new SqliteInventoryStorage(this.inventoryNow);
    this.syncStateNow = new SqliteSyncStateNow(repositories.state, repositories.events);
    this.alarmStorage = new SqliteAlarmStorage(db);
    this.roomRises = new SqliteRoomRiseStorage(db);
    this.pictures = new SqlitePictureStorage(db);
    this.storage = SqliteEventStorage.onConnection(db, repositories);
    this.monitoring = new SqliteMonitoringStorage(db);
    this.exportReads = repositories.events;
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
