// The CSV export of a control room's events, read from its PostgreSQL: the same bytes as the cache's
// export of the same events (the same formatter, csv-format.ts), within 2x psql's \copy. The range is
// cut into pieces of PIECE_ROWS events by their (eventDate, eventId) keys; helper threads, each on a
// connection of its own that imports this export's snapshot, read and format some pieces while this
// thread reads and formats the others and writes every piece in order. One snapshot for all: an event
// stored while the export runs is in no piece, and none is missed or written twice. Connections: one
// for this thread plus one per helper (default 1 + up to 2), held only while the export runs.
import { scriptBeside } from '../runtime/script-beside.js';
import type { EventsFilter } from '../storage/event-storage.js';
import { PostgresExportReader } from '../storage/postgres-export-reader.js';
import { createRowFormatter } from './csv-format.js';
import { defaultHelperCount } from './csv-pieces.js';
import { CsvOutput, type WriteCsvOptions } from './csv-stream.js';
import { GrowingBytes } from './growing-bytes.js';
import { PieceThread, writePiecesInTurn } from './piece-thread.js';
import {
  PIECE_BYTES,
  type RoomPieceRequest,
  type RoomPieceResult,
  type RoomPieceWorkerData,
} from './room-piece-messages.js';

const PIECE_ROWS = 10_000;
/** Below this many pieces a helper's start-up (its thread and connection) is not worth it. */
const MIN_PIECES_FOR_HELPERS = 4;

export interface RoomExport extends WriteCsvOptions {
  /** The room's database address (postgres://…). */
  url: string;
  filter: EventsFilter;
  /** The CSV goes here; never ended or closed (as writeCsv). */
  out: NodeJS.WritableStream;
  /** Helper threads, each with a connection of its own (default: up to 2, one fewer than the cores). */
  helpers?: number;
  /** Events per piece (tests make it small to cut a few events into many pieces). */
  pieceRows?: number;
}

/** A stretch of the room's events written into a CSV already begun: every option of RoomExport but `out`. */
export type RoomRowsJob = Omit<RoomExport, 'out'>;

/**
 * Writes the header and every event of `filter` (oldest first) as CSV to `out`; resolves with the number of rows.
 * A failure of the database rejects with an Error saying so; the helpers and connections are let go either way.
 */
export async function exportRoomCsv(job: RoomExport): Promise<{ rows: number }> {
  const csv = new CsvOutput(job.out, job);
  try {
    await writeRoomRows(csv, job);
    return { rows: await csv.finish() };
  } finally {
    csv.release();
  }
}

/**
 * Writes every event of `job.filter` (oldest first) into `csv`, formatted in `job.timezone`: one stretch of
 * an export that also writes others (the CLI's export in a room, where the parts the poller has not
 * settled are read through the service). Neither finishes nor releases `csv`.
 */
export async function writeRoomRows(csv: CsvOutput, job: RoomRowsJob): Promise<void> {
  const reader = await PostgresExportReader.begin(job.url);
  const helpers: RoomPieceHelper[] = [];
  try {
    const pieces = await reader.pieces(job.filter, job.pieceRows ?? PIECE_ROWS).catch(readFailure);
    const helperCount = pieces.length >= MIN_PIECES_FOR_HELPERS ? (job.helpers ?? defaultHelperCount()) : 0;
    for (let i = 0; i < helperCount; i++) helpers.push(new RoomPieceHelper(job, reader.snapshot));
    const formatRow = createRowFormatter(job.timezone, job.flavour, job.wholeCards);
    // This thread's pieces' memory, used again once written (see PIECE_BYTES).
    const spare: ArrayBuffer[] = [];
    await writePiecesInTurn(
      csv,
      pieces,
      helpers,
      async (piece) => {
        const bytes = new GrowingBytes(spare.pop() ?? new ArrayBuffer(PIECE_BYTES));
        const rows = await reader
          .readPiece(job.filter, piece, (values) => bytes.append(formatRow(values)))
          .catch(readFailure);
        const lines = bytes.view();
        await csv.writeLines(lines, rows, () => spare.push(lines.buffer));
      },
      job.signal,
    );
  } finally {
    await Promise.all([reader.close(), ...helpers.map((helper) => helper.close())]);
  }
}

function readFailure(error: Error): never {
  throw new Error(`Reading the events from the control room's database failed: ${error.message}`, { cause: error });
}

/** One helper thread of the room's export, on a connection of its own that imports the export's snapshot. */
class RoomPieceHelper {
  private readonly thread: PieceThread<RoomPieceRequest>;

  constructor(job: RoomRowsJob, snapshot: string) {
    const data: RoomPieceWorkerData = {
      url: job.url,
      snapshot,
      filter: job.filter,
      timezone: job.timezone,
      flavour: job.flavour ?? 'strict',
      wholeCards: job.wholeCards ?? false,
    };
    this.thread = new PieceThread(
      scriptBeside(import.meta.url, './postgres-piece-worker.js'),
      data,
      "Reading the events from the control room's database failed",
    );
  }

  ask(request: RoomPieceRequest): Promise<RoomPieceResult> {
    return this.thread.ask(request);
  }

  giveBack(lines: Uint8Array): void {
    this.thread.giveBack(lines);
  }

  /** Asks the helper to end its transaction and connection, and stops its thread if that takes too long. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
