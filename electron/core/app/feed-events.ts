// Events as the feed shows them: each with its acknowledgement and the priority of its alarm, if any.
import type { FeedEvent } from '../../contract.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../store/cache.js';

export function feedEventsOf(cache: Cache, events: readonly AccessEvent[]): FeedEvent[] {
  const eventIds = events.map((event) => event.eventId);
  const acknowledged = cache.acknowledgements.forEvents(eventIds);
  const alarmed = cache.alarms.priorities(eventIds);
  return events.map((event) => ({
    event,
    acknowledgement: acknowledged.get(event.eventId) ?? null,
    alarmPriority: alarmed.get(event.eventId) ?? null,
  }));
}
