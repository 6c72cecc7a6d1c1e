// events and export in a control room: read from the room's PostgreSQL, and only for customers the
// signed-in user may see (endpoint 1 with the command line's own session), whatever the room's
// poller read for the other workstations.
import type { AccessEvent } from '../../core/api/types.js';
import type { CommandLineProfile } from '../../core/app/command-line/command-line-profile.js';
import { openSession, type SessionService } from '../../core/app/command-line/open-session.js';
import { customersSeen } from '../../core/app/command-line/customers-seen.js';
import { customerZones, openRoomExport } from '../../core/app/command-line/event-exports.js';
import { openRoomEventReads, type EventsWanted } from '../../core/app/command-line/event-reads.js';
import type { ChosenRoom } from '../../core/app/command-line/room-choice.js';
import { resolveCustomers } from '../customer-reference.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { writeRows, type Column } from '../output.js';
import { exportTo, type ExportRequest } from './export-run.js';

/** The customers named by --customer, each one the user may see (customers-seen.ts). */
function customersNamed(session: SessionService, text: string): ReturnType<typeof customersSeen> {
  return customersSeen(session, async (listed) => resolveCustomers(text, () => listed));
}

/** What `events` is asked for, wherever its events are read from. */
export interface EventsRequest {
  /** --customer as typed: a GUID or a code. */
  customer: string;
  filter: EventsWanted;
  unmasked: boolean;
  json: boolean;
  columns: Column<AccessEvent>[];
}

export async function roomEvents(
  room: ChosenRoom,
  profile: CommandLineProfile,
  io: CliIO,
  request: EventsRequest,
): Promise<void> {
  const seen = await customersNamed(await openSession(profile), request.customer);
  if (seen.length !== 1) throw new UsageError(`--customer takes one customer here, not ${seen.length}`);
  const customerGuid = seen[0]!.guid;
  const reads = await openRoomEventReads(room);
  try {
    if ((await reads.count(customerGuid)) === 0) {
      io.stderr.write(
        `acs-monitor: the control room holds no events for customer ${customerGuid} yet (its poller reads the customers the room's workstations watch)\n`,
      );
    }
    await writeRows(io.stdout, reads.events(customerGuid, request.filter, request.unmasked), request);
  } finally {
    await reads.close();
  }
}

export async function roomExport(
  room: ChosenRoom,
  profile: CommandLineProfile,
  io: CliIO,
  request: ExportRequest,
): Promise<void> {
  const session = await openSession(profile);
  const customers = customerZones(await customersNamed(session, request.customer));
  const result = await exportTo(io, request, await openRoomExport(room, session), (asked) => ({
    ...asked,
    customers,
    onFetched: (progress) =>
      io.stderr.write(
        `export: fetched ${progress.piecesDone} of ${progress.piecesTotal} pieces the room's poller has not settled from the service (${progress.eventsFetched} events)\n`,
      ),
    onWritten: (rows) => io.stderr.write(`export: ${rows} events written\n`),
  }));
  const zones = [...new Set(customers.map((customer) => customer.timezone))].join(', ');
  io.stderr.write(
    `export: done, ${result.rows} events from the control room ${room.shown} (local times in ${zones})\n`,
  );
}
