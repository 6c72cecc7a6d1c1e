// feed.*: the events stored in the cache, filtered and paged, and one event by its id.
import type { FeedEvent, MethodParams } from '../../../contract.js';
import type { EventsFilter } from '../../storage/event-storage.js';
import type { AppCore } from '../app-core.js';
import { feedEventsOf } from '../feed-events.js';
import type { ServiceConnection } from '../service-connection.js';
import type { NamespaceHandlers } from './namespace.js';

export function feedHandlers(this: AppCore): NamespaceHandlers<'feed'> {
  return {
    'feed.query': async (filter) => feed(await this.readyConnection(), filter),
    'feed.event': async ({ eventId }) => {
      const connection = await this.readyConnection();
      const event = await connection.cache.storage.event(eventId);
      const hidden = event && connection.shownCustomers?.has(event.customerGuid?.toLowerCase() ?? '') === false;
      return event && !hidden ? (await feedEventsOf(connection.cache, [event]))[0]! : null;
    },
  };
}

async function feed(connection: ServiceConnection, query: MethodParams<'feed.query'>): Promise<FeedEvent[]> {
  const filter: EventsFilter = {
    customerGuids: shownOnly(connection, query.customerGuids ?? connection.watchedCustomers),
    fromMs: query.fromMs,
    toMs: query.toMs,
    eventType: query.eventType,
    doorGuid: query.doorGuid,
    userOrTokenGuid: query.userOrTokenGuid,
    text: query.text,
  };
  const page = await connection.cache.storage.feedPage(filter, { limit: query.limit, before: query.before });
  return feedEventsOf(connection.cache, page);
}

/** In a control room, the customers asked for that this guard may be shown (see ServiceConnection.shownCustomers). */
function shownOnly(connection: ServiceConnection, customerGuids: string[]): string[] {
  const shown = connection.shownCustomers;
  return shown ? customerGuids.filter((guid) => shown.has(guid)) : customerGuids;
}
