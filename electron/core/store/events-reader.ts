// A read-only connection that reads events in bulk, for a thread of its own (an export's helper):
// it never writes, so it never waits on the writers, and WAL lets it read while they write.
import { connectSqlite, type SqliteDatabase } from './database.js';
import type { EventValues } from './event-rows.js';
import { iterateEventValues, type EventFilter } from './events-repository.js';

export class EventsReader {
  private readonly db: SqliteDatabase;

  /** `nativeBinding`: better-sqlite3 built for Electron, where the caller runs in Electron. */
  constructor(path: string, nativeBinding: string | undefined) {
    this.db = connectSqlite(path, { readonly: true, binding: nativeBinding });
    this.db.pragma('busy_timeout = 30000');
  }

  /** As EventsRepository.iterateValues: values in EVENT_FIELDS order, oldest first. */
  iterateValues(filter: Omit<EventFilter, 'newest' | 'before'>): IterableIterator<EventValues> {
    return iterateEventValues(this.db, filter);
  }

  close(): void {
    this.db.close();
  }
}
