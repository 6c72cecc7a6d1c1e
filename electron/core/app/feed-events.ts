// Events as the feed shows them: each with its acknowledgement and the priority of its alarm, if any;
// only the fields the monitor knows, card numbers and installer codes masked (shown-event.ts).
import type { FeedEvent } from '../../contract.js';
import { shownEvent } from '../api/shown-event.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../storage/cache.js';

export async function feedEventsOf(cache: Cache, events: readonly AccessEvent[]): Promise<FeedEvent[]> {
  const eventIds = events.map((event) => event.eventId);
  const [acknowledged, alarmed] = await Promise.all([
    cache.alarmStorage.acknowledgements(eventIds),
    cache.alarmStorage.priorities(eventIds),
  ]);
  return events.map((event) => ({
    event: shownEvent(event),
    acknowledgement: acknowledged.get(event.eventId) ?? null,
    alarmPriority: alarmed.get(event.eventId) ?? null,
  }));
}
