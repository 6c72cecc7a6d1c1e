// What `events` reads: the local cache's events, or in a control room the room's PostgreSQL (which its one
// poller fills), oldest first (eventDate, then eventId), each as the service sent it, its card masked unless
// whole cards were asked for (and allowed).
import { shownEvent } from '../../api/shown-event.js';
import type { AccessEvent, Customer } from '../../api/types.js';
import { RoomEventReads } from '../../room/reads/room-event-reads.js';
import type { ChosenRoom } from '../../room/joined-room.js';
import { fromEventValues, type EventsFilter } from '../../storage/event-storage.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { openCache } from './open-cache.js';

/** The filter `events` takes, besides its one customer. */
export type EventsWanted = Pick<EventsFilter, 'fromMs' | 'toMs' | 'eventType' | 'text'>;

export interface EventReads {
  count(customerGuid: string): Promise<number>;
  events(customerGuid: string, wanted: EventsWanted, unmasked: boolean): AsyncIterable<AccessEvent>;
  close(): Promise<void>;
}

/** The local cache's events, and the customers it holds (their codes work offline). */
export async function openCacheEventReads(
  profile: CommandLineProfile,
): Promise<EventReads & { customers(): Promise<Customer[]> }> {
  const cache = await openCache(profile);
  return {
    customers: async () => (await cache.inventory.customers()).map((cached) => cached.customer),
    count: (customerGuid) => cache.storage.count(customerGuid),
    events: (customerGuid, wanted, unmasked) =>
      shown(cache.storage.exportRows({ customerGuids: [customerGuid], ...wanted }), fromEventValues, unmasked),
    close: async () => cache.close(),
  };
}

/** The control room's events (connecting brings its schema up to date, as every workstation does). */
export async function openRoomEventReads(room: ChosenRoom): Promise<EventReads> {
  const reads = await RoomEventReads.open(room.url);
  return {
    count: (customerGuid) => reads.count(customerGuid),
    events: (customerGuid, wanted, unmasked) =>
      shown(reads.events({ customerGuids: [customerGuid], ...wanted }), (event) => event, unmasked),
    close: () => reads.close(),
  };
}

async function* shown<T>(
  rows: AsyncIterable<T>,
  asEvent: (row: T) => AccessEvent,
  unmasked: boolean,
): AsyncGenerator<AccessEvent> {
  for await (const row of rows) yield shownEvent(asEvent(row), { unmasked });
}
