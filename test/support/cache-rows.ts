// Rows written straight into a cache file through its store, on a connection of their own (as the sync worker
// writes): for tests that need rows as the file keeps them rather than as the app makes them, e.g. an event
// acknowledged with a note of its own beside an alarm stepped on with another.
import { AcknowledgementsRepository } from '../../electron/core/store/acknowledgements-repository.js';
import { AlarmsRepository } from '../../electron/core/store/alarms-repository.js';
import { openDatabase } from '../../electron/core/store/database.js';

export interface CacheRows {
  acknowledgements: AcknowledgementsRepository;
  alarms: AlarmsRepository;
}

export function writeCacheRows<T>(path: string, write: (rows: CacheRows) => T): T {
  const db = openDatabase(path);
  try {
    return write({ acknowledgements: new AcknowledgementsRepository(db), alarms: new AlarmsRepository(db) });
  } finally {
    db.close();
  }
}
