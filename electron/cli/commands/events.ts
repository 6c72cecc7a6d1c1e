// events: the local cache's events, or the room's, as a table or NDJSON (docs/interfaces.md).
import type { Command } from 'commander';
import { ServiceError } from '../../core/api/errors.js';
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED, type AccessEvent } from '../../core/api/types.js';
import { requireEventType } from '../../core/api/validate.js';
import { searchWords } from '../../core/search/search-words.js';
import { fromEventValues, type EventValues } from '../../core/storage/event-storage.js';
import { shownEvent } from '../../core/api/shown-event.js';
import { openCache, type GlobalOptions } from '../context.js';
import { FROM_CACHE, resolveCustomer } from '../customer-reference.js';
import type { CliIO } from '../io.js';
import { writeNdjson, writeTable, type Column } from '../output.js';
import { roomInUse } from '../room-choice.js';
import { roomEvents, type EventsRequest } from './events-in-room.js';
import { optionalRange, PASSWORD_STDIN_OPTION, UNMASKED_OPTION, wholeCardsAsked } from '../event-options.js';

const columns: Column<AccessEvent>[] = [
  { header: 'EVENT DATE (UTC)', value: (e) => e.eventDate },
  { header: 'ID', value: (e) => e.eventId },
  { header: 'TYPE', value: (e) => typeLabel(e.eventType) },
  { header: 'EVENT', value: (e) => e.displayName },
  { header: 'DOOR', value: (e) => e.doorName },
  {
    header: 'USER',
    value: (e) => (e.userGuid === null ? 'unknown token' : [e.userFirstName, e.userLastName].join(' ')),
  },
  { header: 'TOKEN', value: (e) => e.tokenData },
  { header: 'RECEIVED (UTC)', value: (e) => e.receivedDate },
];

function typeLabel(type: number): string {
  if (type === EVENT_TYPE_GRANTED) return 'granted';
  if (type === EVENT_TYPE_DENIED) return 'DENIED';
  return `other (${type})`;
}

function requireSearchText(text: string): string {
  if (searchWords(text).length === 0) {
    throw new ServiceError('invalid-input', `--search "${text}" has no letters or digits to look for`);
  }
  return text;
}

export function addEventsCommand(program: Command, io: CliIO): void {
  program
    .command('events')
    .description('events from the local cache, ordered by eventDate then eventId')
    .requiredOption('--customer <GUID|CODE>', 'customer GUID or customer code')
    .option('--from <ISO>', 'earliest eventDate (ISO 8601 with a zone)')
    .option('--to <ISO>', 'latest eventDate (ISO 8601 with a zone)')
    .option('--type <N>', 'event type (1 granted, 2 denied, …)')
    .option(
      '--search <TEXT>',
      "only events where each word starts a word of the person's name, card, door, controller, site or customer",
    )
    .option('--json', 'one JSON object per line with every field of the Event resource')
    .option(...UNMASKED_OPTION)
    .option(...PASSWORD_STDIN_OPTION)
    .action(async (options: EventsOptions, command: Command) => {
      const range = optionalRange(options.from, options.to);
      const eventType = options.type === undefined ? undefined : requireEventType(options.type);
      const text = options.search === undefined ? undefined : requireSearchText(options.search);
      const globals = command.optsWithGlobals<GlobalOptions>();
      const room = await roomInUse(globals, io);
      const unmasked = await wholeCardsAsked(io, globals, options, room);
      const request = {
        customer: options.customer,
        filter: { ...range, eventType, text },
        unmasked,
        json: options.json === true,
        columns,
      };
      return room ? roomEvents(room, globals, io, request) : cacheEvents(globals, io, request);
    });
}

interface EventsOptions {
  customer: string;
  from?: string;
  to?: string;
  type?: string;
  search?: string;
  json?: boolean;
  unmasked?: boolean;
  passwordStdin?: boolean;
}

/** The local cache's events of the customer, with a hint on stderr when it holds none of theirs yet. */
async function cacheEvents(globals: GlobalOptions, io: CliIO, request: EventsRequest): Promise<void> {
  const cache = await openCache(globals, io);
  try {
    const cachedCustomers = async () => (await cache.inventory.customers()).map((cached) => cached.customer);
    const customerGuid = await resolveCustomer(request.customer, cachedCustomers, FROM_CACHE);
    if ((await cache.storage.count(customerGuid)) === 0) {
      io.stderr.write(
        `acs-monitor: the local cache holds no events for customer ${customerGuid} yet; fill it with: acs-monitor sync --customer ${request.customer} --for 60\n`,
      );
    }
    const events = shownEvents(
      cache.storage.exportRows({ customerGuids: [customerGuid], ...request.filter }),
      request.unmasked,
    );
    if (request.json) {
      await writeNdjson(io.stdout, events);
    } else {
      const rows: AccessEvent[] = [];
      for await (const event of events) rows.push(event);
      writeTable(io.stdout, rows, request.columns);
    }
  } finally {
    cache.close();
  }
}

/** The cache's rows (oldest first) as the events the service sent, cards masked unless asked. */
async function* shownEvents(rows: AsyncIterable<EventValues>, unmasked: boolean): AsyncGenerator<AccessEvent> {
  for await (const values of rows) yield shownEvent(fromEventValues(values), { unmasked });
}
