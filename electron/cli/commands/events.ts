// events: the local cache's events, or the room's, as a table or NDJSON (docs/interfaces.md).
import type { Command } from 'commander';
import { ServiceError } from '../../core/api/errors.js';
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED, type AccessEvent } from '../../core/api/types.js';
import { requireEventType } from '../../core/api/validate.js';
import { searchWords } from '../../core/search/search-words.js';
import { openCacheEventReads } from '../../core/app/command-line/event-reads.js';
import type { CommandLineProfile } from '../../core/app/command-line/command-line-profile.js';
import { roomInUse } from '../../core/app/command-line/room-choice.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { FROM_CACHE, resolveCustomer } from '../customer-reference.js';
import type { CliIO } from '../io.js';
import { writeRows, type Column } from '../output.js';
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
      const profile = profileOf(command.optsWithGlobals<GlobalOptions>(), io);
      const room = await roomInUse(profile);
      const unmasked = await wholeCardsAsked(io, profile, options, room);
      const request = {
        customer: options.customer,
        filter: { ...range, eventType, text },
        unmasked,
        json: options.json === true,
        columns,
      };
      return room ? roomEvents(room, profile, io, request) : cacheEvents(profile, io, request);
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
async function cacheEvents(profile: CommandLineProfile, io: CliIO, request: EventsRequest): Promise<void> {
  const reads = await openCacheEventReads(profile);
  try {
    const customerGuid = await resolveCustomer(request.customer, () => reads.customers(), FROM_CACHE);
    if ((await reads.count(customerGuid)) === 0) {
      io.stderr.write(
        `acs-monitor: the local cache holds no events for customer ${customerGuid} yet; fill it with: acs-monitor sync --customer ${request.customer} --for 60\n`,
      );
    }
    await writeRows(io.stdout, reads.events(customerGuid, request.filter, request.unmasked), request);
  } finally {
    await reads.close();
  }
}
