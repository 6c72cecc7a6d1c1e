// Rows written into or read from a cache file straight through its store, on a connection of their own (as the
// sync worker writes): for tests that need rows as the file keeps them rather than as the app makes them, e.g. an
// event acknowledged with a note of its own beside an alarm stepped on with another, and for reads no storage
// call gives or no await fits (rowsNow). The one place a test outside the store's own reaches core/store.
import { AcknowledgementsRepository } from '../../electron/core/store/acknowledgements-repository.js';
import { AlarmsRepository } from '../../electron/core/store/alarms-repository.js';
import type { Cache } from '../../electron/core/storage/cache.js';
import { openDatabase, type SqliteDatabase } from '../../electron/core/store/database.js';
import { EventsRepository } from '../../electron/core/store/events-repository.js';
import { RetentionRepository } from '../../electron/core/store/retention-repository.js';
import { SyncStateRepository } from '../../electron/core/store/sync-state-repository.js';

export interface CacheRows {
  acknowledgements: AcknowledgementsRepository;
  alarms: AlarmsRepository;
}

export function writeCacheRows<T>(path: string, write: (rows: CacheRows) => T): T {
  return withCacheFile(path, (db) =>
    write({ acknowledgements: new AcknowledgementsRepository(db), alarms: new AlarmsRepository(db) }),
  );
}

/** The cache file on a connection of its own for `use`, closed after: e.g. to try SQL the app never runs. */
export function withCacheFile<T>(path: string, use: (db: SqliteDatabase) => T): T {
  const db = openDatabase(path);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export interface CacheRowsNow {
  events: EventsRepository;
  syncState: SyncStateRepository;
  retention: RetentionRepository;
}

const rowsOfCache = new WeakMap<Cache, CacheRowsNow>();

/**
 * A cache's events, sync state and size read (or seeded) in the test's own turn, through its store on a connection
 * of its own to the cache's file: for checks inside a virtual clock's steps and predicates, where an await does not
 * fit, and for rows seeded as they would be found. One connection a cache, closed with it.
 */
export function rowsNow(cache: Cache): CacheRowsNow {
  let rows = rowsOfCache.get(cache);
  if (!rows) {
    const db = openDatabase(cache.path);
    rows = {
      events: new EventsRepository(db),
      syncState: new SyncStateRepository(db),
      retention: new RetentionRepository(db),
    };
    rowsOfCache.set(cache, rows);
    const closeCache = cache.close.bind(cache);
    cache.close = () => {
      db.close();
      closeCache();
    };
  }
  return rows;
}
