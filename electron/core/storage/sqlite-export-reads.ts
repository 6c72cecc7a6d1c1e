// The export's bulk reads of the SQLite cache file, synchronous for speed: the CSV writer formats the rows of a
// piece as it reads them, and helper threads read other pieces on read-only connections of their own
// (EventsReader), which a file allows and the room's PostgreSQL does not need (core/export/room-export.ts).
import type { EventValues } from '../store/event-rows.js';
import type { EventFilter } from '../store/events-repository.js';

export { EventsReader } from '../store/events-reader.js';

export type ExportFilter = Omit<EventFilter, 'newest' | 'before'>;

export interface SqliteExportReads {
  /** How many events of the filter fall in each sliceMs-wide slice of time from `startMs` on; only slices with events, in order. */
  countsPerTimeSlice(filter: ExportFilter, startMs: number, sliceMs: number): Array<{ slice: number; count: number }>;
  /** Values in EVENT_FIELDS order, booleans as 1/0, oldest first. */
  iterateValues(filter: ExportFilter): IterableIterator<EventValues>;
}
