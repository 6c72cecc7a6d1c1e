// export: CSV of every event the service holds in a range, through the local cache (what it lacks is fetched
// from the service first), or in a control room from the room's PostgreSQL (what the room's poller has not
// settled is fetched with the command line's own session). Each is opened before the file it writes to.
import { ServiceError } from '../../api/errors.js';
import type { Customer } from '../../api/types.js';
import { ExportService, type ExportRequest, type ExportResult } from '../../export/export-service.js';
import { exportFromRoom, type RoomExportRequest } from '../../export/room-export.js';
import { RoomEventReads } from '../../room/reads/room-event-reads.js';
import type { ChosenRoom } from '../../room/joined-room.js';
import type { SessionService } from './open-session.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { openCache } from './open-cache.js';

export type { CsvFlavour } from '../../export/csv-format.js';

export interface Export<Request, Result> {
  export(request: Request): Promise<Result>;
  close(): Promise<void>;
}

export async function openCacheExport(
  profile: CommandLineProfile,
  session: SessionService,
): Promise<Export<ExportRequest, ExportResult>> {
  const cache = await openCache(profile);
  const service = new ExportService({ cache, client: session.client });
  return { export: (request) => service.export(request), close: async () => cache.close() };
}

/** The room's events, and the service with this session for what the room's poller has not settled. */
export async function openRoomExport(
  room: ChosenRoom,
  session: SessionService,
): Promise<Export<RoomExportRequest, { rows: number }>> {
  const reads = await RoomEventReads.open(room.url);
  return { export: (request) => exportFromRoom(reads, session.client, request), close: () => reads.close() };
}

/** The customers with the zone each one's rows are written in, as the service gives it. */
export function customerZones(
  seen: ReadonlyArray<{ guid: string; customer: Customer }>,
): Array<{ customerGuid: string; timezone: string }> {
  return seen.map(({ guid, customer }) => {
    if (!customer.geographicTimezoneId) {
      throw new ServiceError('invalid-response', `The service gave no time zone for customer ${guid}`);
    }
    return { customerGuid: guid, timezone: customer.geographicTimezoneId };
  });
}
