// Export in a control room: every event the service holds in the range, as the export from one
// guard's cache writes it (same CSV, byte for byte). The parts of the range the room's poller has
// settled are read from the room; the others (the last minutes, or the time before the room watched
// the customer) are read through the service with the exporting guard's own session, a piece of at
// most a day at a time, and written in their place in the file.
//
// What is read through the service is not stored into the room: the poller feeds the workstations
// only the events new to the room, so an event stored by an export would later be found "already
// there" and never shown, nor alarmed, at any workstation.
import type { ServiceClient } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import { toEventRow, type EventFilter, type EventValues } from '../storage/event-storage.js';
import { DEFAULT_SYNC_SETTINGS } from '../sync/engine.js';
import { fetchEventsInRange } from '../sync/fetch-range.js';
import { piecesOldestFirst, uncoveredParts, type TimeRange } from '../time/ranges.js';
import type { CsvFlavour } from './csv-format.js';
import { CsvOutput } from './csv-stream.js';

/** What the export reads of the room (core/room/reads/room-event-reads.ts). */
export interface RoomRows {
  /** Writes the rows of the filter into `csv`, oldest first (postgres-export.ts: pieces on helper threads). */
  writeRows(
    csv: CsvOutput,
    job: {
      filter: Pick<EventFilter, 'customerGuids' | 'fromMs' | 'toMs' | 'eventType'>;
      timezone: string;
      flavour?: CsvFlavour;
      wholeCards?: boolean;
      signal?: AbortSignal;
    },
  ): Promise<void>;
  /** Per customer, the parts of time the room's poller has settled. */
  settledRanges(customerGuids: readonly string[]): Promise<Map<string, TimeRange[]>>;
}

export interface RoomExportRequest {
  /** One after another in the file, each row in its customer's zone. */
  customers: ReadonlyArray<{ customerGuid: string; timezone: string }>;
  range: TimeRange;
  eventType?: number;
  flavour?: CsvFlavour;
  wholeCards?: boolean;
  out: NodeJS.WritableStream;
  signal?: AbortSignal;
  onFetched?: (progress: { piecesDone: number; piecesTotal: number; eventsFetched: number }) => void;
  onWritten?: (rowsWritten: number) => void;
}

/** A stretch of one customer's range, read from the room or through the service. */
interface Stretch extends TimeRange {
  from: 'room' | 'service';
}

export async function exportFromRoom(
  reads: RoomRows,
  client: ServiceClient,
  request: RoomExportRequest,
  maxPieceMs = DEFAULT_SYNC_SETTINGS.maxPieceMs,
): Promise<{ rows: number; piecesFetched: number }> {
  const { range, customers } = request;
  if (range.fromMs > range.toMs) throw new ServiceError('invalid-input', 'The export range starts after it ends');
  if (customers.length === 0) throw new ServiceError('invalid-input', 'The export names no customer');
  const settled = await reads.settledRanges(customers.map((customer) => customer.customerGuid));
  const plans = customers.map((customer) => ({
    ...customer,
    stretches: stretchesOf(range, settled.get(customer.customerGuid) ?? [], maxPieceMs),
  }));
  const piecesTotal = plans.reduce((n, plan) => n + plan.stretches.filter((s) => s.from === 'service').length, 0);
  let piecesDone = 0;
  let eventsFetched = 0;
  const csv = new CsvOutput(request.out, {
    timezone: customers[0]!.timezone,
    flavour: request.flavour,
    wholeCards: request.wholeCards,
    signal: request.signal,
    onProgress: request.onWritten,
  });
  try {
    for (const plan of plans) {
      csv.useTimezone(plan.timezone);
      for (const stretch of plan.stretches) {
        const filter = { customerGuids: [plan.customerGuid], fromMs: stretch.fromMs, toMs: stretch.toMs };
        if (stretch.from === 'room') {
          const { flavour, wholeCards, signal } = request;
          await reads.writeRows(csv, {
            filter: { ...filter, eventType: request.eventType },
            timezone: plan.timezone,
            flavour,
            wholeCards,
            signal,
          });
          continue;
        }
        const fetched = await fetchEventsInRange(client, plan.customerGuid, stretch, { signal: request.signal });
        eventsFetched += fetched.length;
        piecesDone += 1;
        request.onFetched?.({ piecesDone, piecesTotal, eventsFetched });
        await csv.writeRows(inCacheOrder(fetched, stretch, request.eventType));
      }
    }
    return { rows: await csv.finish(), piecesFetched: piecesTotal };
  } finally {
    csv.release();
  }
}

/** The range cut, in time order, into what the room has settled and pieces (at most `maxPieceMs`) it has not. */
function stretchesOf(range: TimeRange, settled: readonly TimeRange[], maxPieceMs: number): Stretch[] {
  const stretches: Stretch[] = [];
  let at = range.fromMs;
  for (const gap of uncoveredParts(range, settled)) {
    if (gap.fromMs > at) stretches.push({ from: 'room', fromMs: at, toMs: gap.fromMs - 1 });
    for (const piece of piecesOldestFirst(gap, maxPieceMs)) stretches.push({ from: 'service', ...piece });
    at = gap.toMs + 1;
  }
  if (at <= range.toMs) stretches.push({ from: 'room', fromMs: at, toMs: range.toMs });
  return stretches;
}

/**
 * A piece's events as the cache would give them back: within the piece (the fetch asks 1 ms wider),
 * of the type asked for, each eventId once (its last copy, as the cache keeps), by eventDate then eventId.
 */
function inCacheOrder(events: readonly AccessEvent[], piece: TimeRange, eventType: number | undefined): EventValues[] {
  const byId = new Map<number, { dateMs: number; event: AccessEvent }>();
  for (const event of events) {
    const dateMs = Date.parse(event.eventDate);
    if (dateMs < piece.fromMs || dateMs > piece.toMs) continue;
    if (eventType !== undefined && event.eventType !== eventType) continue;
    byId.set(event.eventId, { dateMs, event });
  }
  return [...byId.values()]
    .sort((a, b) => a.dateMs - b.dateMs || a.event.eventId - b.event.eventId)
    .map(({ event }) => toEventRow(event));
}
