// events and export in a control room: read from the room's PostgreSQL, and only for customers the
// signed-in user may see (endpoint 1 with the command line's own session), whatever the room's
// poller read for the other workstations.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { ServiceError } from '../../core/api/errors.js';
import { shownEvent } from '../../core/api/shown-event.js';
import type { AccessEvent, Customer } from '../../core/api/types.js';
import { RoomEventReads } from '../../core/room/reads/room-event-reads.js';
import { exportFromRoom } from '../../core/export/room-export.js';
import type { CsvFlavour } from '../../core/export/csv-format.js';
import { PRIVATE_FILE_MODE } from '../../core/profile/private-files.js';
import type { ChosenRoom } from '../../core/room/joined-room.js';
import type { SessionService } from '../../core/session/session-service.js';
import type { EventFilter } from '../../core/storage/event-storage.js';
import { openSession, type GlobalOptions } from '../context.js';
import { resolveCustomers } from '../customer-reference.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { writeNdjson, writeTable, type Column } from '../output.js';

/**
 * The customers named by --customer, each one the user may see. A code of another is "neither a GUID
 * nor the code … of a customer you may see"; a GUID of another is asked of the service (endpoint 2),
 * whose own refusal (403 or 404) is the error, as an export outside a room gets it.
 */
async function customersSeen(
  session: SessionService,
  text: string,
): Promise<Array<{ guid: string; customer: Customer }>> {
  const listed = await session.client.listCustomers();
  const guids = await resolveCustomers(text, () => listed);
  const seen: Array<{ guid: string; customer: Customer }> = [];
  for (const guid of guids) {
    const listedOne = listed.find((customer) => customer.customerGuid?.toLowerCase() === guid);
    seen.push({ guid, customer: listedOne ?? (await session.client.getCustomer(guid)) });
  }
  return seen;
}

/** What `events` is asked for, wherever its events are read from. */
export interface EventsRequest {
  /** --customer as typed: a GUID or a code. */
  customer: string;
  filter: Pick<EventFilter, 'fromMs' | 'toMs' | 'eventType' | 'text'>;
  unmasked: boolean;
  json: boolean;
  columns: Column<AccessEvent>[];
}

export async function roomEvents(
  room: ChosenRoom,
  globals: GlobalOptions,
  io: CliIO,
  request: EventsRequest,
): Promise<void> {
  const seen = await customersSeen(await openSession(globals, io), request.customer);
  if (seen.length !== 1) throw new UsageError(`--customer takes one customer here, not ${seen.length}`);
  const customerGuid = seen[0]!.guid;
  const reads = await RoomEventReads.open(room.url);
  try {
    if ((await reads.count(customerGuid)) === 0) {
      io.stderr.write(
        `acs-monitor: the control room holds no events for customer ${customerGuid} yet (its poller reads the customers the room's workstations watch)\n`,
      );
    }
    const events = shown(reads.events({ customerGuids: [customerGuid], ...request.filter }), request.unmasked);
    if (request.json) {
      await writeNdjson(io.stdout, events);
    } else {
      const all: AccessEvent[] = [];
      for await (const event of events) all.push(event);
      writeTable(io.stdout, all, request.columns);
    }
  } finally {
    await reads.close();
  }
}

/** What `export` is asked for, wherever its events are read from. */
export interface ExportRequest {
  /** --customer as typed: GUIDs or codes, comma-separated. */
  customer: string;
  range: { fromMs: number; toMs: number };
  eventType?: number;
  flavour: CsvFlavour;
  wholeCards: boolean;
  /** --out; none: stdout. */
  out?: string;
}

export async function roomExport(
  room: ChosenRoom,
  globals: GlobalOptions,
  io: CliIO,
  request: ExportRequest,
): Promise<void> {
  const session = await openSession(globals, io);
  const customers = (await customersSeen(session, request.customer)).map(({ guid, customer }) => {
    if (!customer.geographicTimezoneId) {
      throw new ServiceError('invalid-response', `The service gave no time zone for customer ${guid}`);
    }
    return { customerGuid: guid, timezone: customer.geographicTimezoneId };
  });
  const reads = await RoomEventReads.open(room.url);
  const out = request.out ? createWriteStream(request.out, { mode: PRIVATE_FILE_MODE }) : io.stdout;
  const cancel = new AbortController();
  void io.stopRequested.then(() => cancel.abort());
  try {
    const result = await exportFromRoom(reads, session.client, {
      customers,
      range: request.range,
      eventType: request.eventType,
      flavour: request.flavour,
      wholeCards: request.wholeCards,
      out,
      signal: cancel.signal,
      onFetched: (progress) =>
        io.stderr.write(
          `export: fetched ${progress.piecesDone} of ${progress.piecesTotal} pieces the room's poller has not settled from the service (${progress.eventsFetched} events)\n`,
        ),
      onWritten: (rows) => io.stderr.write(`export: ${rows} events written\n`),
    });
    const zones = [...new Set(customers.map((customer) => customer.timezone))].join(', ');
    io.stderr.write(
      `export: done, ${result.rows} events from the control room ${room.shown} (local times in ${zones})\n`,
    );
  } finally {
    await reads.close();
    if (out !== io.stdout) {
      out.end();
      await once(out, 'close');
    }
  }
}

async function* shown(events: AsyncIterable<AccessEvent>, unmasked: boolean): AsyncGenerator<AccessEvent> {
  for await (const event of events) yield shownEvent(event, { unmasked });
}
