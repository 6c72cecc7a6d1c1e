// What the command line reads of the control room's events (events, export): the room's PostgreSQL,
// which its one poller fills, and the parts of a range that poller has settled (read to the end,
// past the time late events may still arrive), as it last recorded them in the room.
import type { AccessEvent } from '../../api/types.js';
import type { CsvOutput } from '../../export/csv-stream.js';
import { writeRoomRows, type RoomRowsJob } from '../../export/postgres-export.js';
import { PostgresEventStorage } from '../../storage/postgres-event-storage.js';
import { RoomFeed } from '../poller/room-feed.js';
import { fromEventValues, type EventsFilter } from '../../storage/event-storage.js';
import type { SyncSnapshot } from '../../storage/local-cache-storage.js';

export class RoomEventReads {
  private constructor(
    private readonly url: string,
    private readonly storage: PostgresEventStorage,
  ) {}

  /** Connects to the room's database (bringing its schema up to date, as every workstation does). */
  static async open(url: string): Promise<RoomEventReads> {
    return new RoomEventReads(url, await PostgresEventStorage.open(url));
  }

  /** The events of the filter, oldest first (eventDate, then eventId), in one snapshot and constant memory. */
  async *events(filter: EventsFilter): AsyncGenerator<AccessEvent> {
    for await (const values of this.storage.exportRows(filter)) yield fromEventValues(values);
  }

  /** The export's rows of one stretch, written into `csv`: pieces of one snapshot read on helper threads. */
  writeRows(csv: CsvOutput, job: Omit<RoomRowsJob, 'url'>): Promise<void> {
    return writeRoomRows(csv, { ...job, url: this.url });
  }

  count(customerGuid: string): Promise<number> {
    return this.storage.count(customerGuid);
  }

  /** Per customer, the parts of time the room's poller has settled (none for a customer it never polled). */
  async settledRanges(customerGuids: readonly string[]): Promise<Map<string, SyncSnapshot['settled']>> {
    const feed = await RoomFeed.open(this.url);
    try {
      const snapshots = await feed.syncSnapshots();
      return new Map(customerGuids.map((guid) => [guid, snapshots.get(guid)?.settled ?? []]));
    } finally {
      await feed.close();
    }
  }

  close(): Promise<void> {
    return this.storage.close();
  }
}
