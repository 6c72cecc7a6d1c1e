// Writes an export's rows from the cache using more than one core: the range is cut into pieces of
// about PIECE_ROWS events (export-pieces.ts); helper worker threads format some pieces while this
// thread formats the others and writes every piece to the file in order. Memory stays bounded: a
// helper is never more than a few pieces ahead of the file (piece-thread.ts). Small exports, or a machine with
// one core, take the one-thread path.
import { availableParallelism } from 'node:os';
import { scriptBeside } from '../runtime/script-beside.js';
import { sqliteNativeBinding } from '../storage/sqlite-cache-file.js';
import type { ExportFilter, SqliteExportReads } from '../storage/sqlite-export-reads.js';
import type { TimeRange } from '../time/ranges.js';
import type { CsvFlavour } from './csv-format.js';
import { abortError, type CsvOutput } from './csv-stream.js';
import { planPieces } from './export-pieces.js';
import { PieceThread, writePiecesInTurn, type PieceLines as PieceResult } from './piece-thread.js';

const PIECE_ROWS = 4_000;
/** Below this many pieces a helper's start-up is not worth it. */
const MIN_PIECES_FOR_HELPERS = 4;

/** Each helper is a thread (and a V8 heap) of its own: a few are enough to keep up with the file. */
export function defaultHelperCount(): number {
  return Math.max(0, Math.min(2, availableParallelism() - 1));
}

export type PieceFilter = Pick<ExportFilter, 'customerGuids' | 'eventType' | 'doorGuid'>;

export interface PieceWorkerData {
  dbPath: string;
  sqliteNativeBinding: string | undefined;
  timezone: string;
  flavour: CsvFlavour;
  wholeCards: boolean;
  filter: PieceFilter;
}

export interface PieceRequest extends TimeRange {
  index: number;
}

export type { PieceLines as PieceResult, PieceFailure } from './piece-thread.js';

export interface PiecesSource {
  events: SqliteExportReads;
  /** The cache file; ':memory:' (nothing a helper could open) takes the one-thread path. */
  dbPath: string;
  filter: PieceFilter;
  range: TimeRange;
  timezone: string;
  flavour: CsvFlavour;
  /** csv-format.ts: card numbers whole (a supervisor asked) or masked. */
  wholeCards: boolean;
  helpers: number;
  /** How many events the source holds, counted before: whether helpers are worth starting. */
  rows: number;
  signal?: AbortSignal;
}

/** Writes every event of the source into `csv`, in (eventDate, eventId) order. */
export async function writeEventsInPieces(csv: CsvOutput, source: PiecesSource): Promise<void> {
  const { events, filter, range } = source;
  const enough = source.dbPath !== ':memory:' && source.rows > (MIN_PIECES_FOR_HELPERS - 1) * PIECE_ROWS;
  // Started before the plan: a helper's start-up (~0.2 s: its thread, modules and connection) overlaps its pass over
  // the index.
  const helpers = enough ? Array.from({ length: source.helpers }, () => new PieceHelper(source)) : [];
  try {
    const pieces =
      helpers.length > 0
        ? planPieces(range, PIECE_ROWS, (startMs, sliceMs) =>
            events.countsPerTimeSlice({ ...filter, ...range }, startMs, sliceMs),
          )
        : [range];
    if (pieces.length < MIN_PIECES_FOR_HELPERS) {
      await csv.writeRows(events.iterateValues({ ...filter, ...range }));
      return;
    }
    await writePiecesInTurn(csv, pieces, helpers, (piece) =>
      csv.writeRows(events.iterateValues({ ...filter, ...piece })),
    );
  } finally {
    await Promise.all(helpers.map((helper) => helper.close()));
  }
}

/** One helper thread of the cache's export; an abort rejects every piece still asked, as a failure does. */
class PieceHelper {
  private readonly thread: PieceThread<PieceRequest>;
  private readonly onAbort = (): void => this.thread.fail(abortError(this.signal!));
  private readonly signal: AbortSignal | undefined;

  constructor(source: PiecesSource) {
    const data: PieceWorkerData = {
      dbPath: source.dbPath,
      sqliteNativeBinding: sqliteNativeBinding(),
      timezone: source.timezone,
      flavour: source.flavour,
      wholeCards: source.wholeCards,
      filter: source.filter,
    };
    this.signal = source.signal;
    this.thread = new PieceThread(
      scriptBeside(import.meta.url, './csv-piece-worker.js'),
      data,
      'Formatting the export failed',
    );
    this.signal?.addEventListener('abort', this.onAbort);
  }

  ask(request: PieceRequest): Promise<PieceResult> {
    return this.thread.ask(request);
  }

  giveBack(lines: Uint8Array): void {
    this.thread.giveBack(lines);
  }

  /** Asks the helper to close its connection to the cache, and stops its thread if that takes too long. */
  close(): Promise<void> {
    this.signal?.removeEventListener('abort', this.onAbort);
    return this.thread.close();
  }
}
