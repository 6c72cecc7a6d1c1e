// Writes an export's rows from the cache using more than one core: the range is cut into pieces of
// about PIECE_ROWS events (export-pieces.ts); helper worker threads format some pieces while this
// thread formats the others and writes every piece to the file in order. Memory stays bounded: a
// helper is never more than LOOKAHEAD pieces ahead of the file. Small exports, or a machine with
// one core, take the one-thread path.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { scriptBeside } from '../runtime/script-beside.js';
import { sqliteNativeBinding } from '../store/database.js';
import type { EventFilter, EventsRepository } from '../store/events-repository.js';
import type { TimeRange } from '../time/ranges.js';
import type { CsvFlavour } from './csv-format.js';
import { abortError, type CsvOutput } from './csv-stream.js';
import { planPieces } from './export-pieces.js';

const PIECE_ROWS = 4_000;
/** How many pieces past the one being written may be asked of the helpers. */
const LOOKAHEAD = 2;
/** Below this many pieces a helper's start-up is not worth it. */
const MIN_PIECES_FOR_HELPERS = 4;

/** Each helper is a thread (and a V8 heap) of its own: a few are enough to keep up with the file. */
export function defaultHelperCount(): number {
  return Math.max(0, Math.min(2, availableParallelism() - 1));
}

export type PieceFilter = Pick<EventFilter, 'customerGuids' | 'eventType' | 'doorGuid'>;

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

export interface PieceResult {
  index: number;
  rows: number;
  lines: Uint8Array;
}

export interface PieceFailure {
  index: number;
  error: string;
}

export interface PiecesSource {
  events: EventsRepository;
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
    // Piece i is formatted by this thread when i % turns is 0, else by helper (i % turns) - 1.
    const turns = helpers.length + 1;
    const asked = new Map<number, Promise<PieceResult>>();
    let nextToAsk = 0;
    for (let index = 0; index < pieces.length; index++) {
      for (; nextToAsk < Math.min(pieces.length, index + 1 + LOOKAHEAD); nextToAsk++) {
        const turn = nextToAsk % turns;
        if (turn !== 0) asked.set(nextToAsk, helpers[turn - 1]!.format({ index: nextToAsk, ...pieces[nextToAsk]! }));
      }
      const fromHelper = asked.get(index);
      if (fromHelper) {
        asked.delete(index);
        const piece = await fromHelper;
        const helper = helpers[(index % turns) - 1]!;
        await csv.writeLines(piece.lines, piece.rows, () => helper.giveBack(piece.lines));
      } else {
        await csv.writeRows(events.iterateValues({ ...filter, ...pieces[index]! }));
      }
    }
  } finally {
    await Promise.all(helpers.map((helper) => helper.close()));
  }
}

/** One helper thread; its answers come in the order asked. A failure or an abort rejects every piece still asked. */
class PieceHelper {
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (piece: PieceResult) => void; reject: (error: Error) => void }
  >();
  private failure: Error | null = null;
  private readonly onAbort = (): void => this.fail(abortError(this.signal!));
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
    this.worker = new Worker(scriptBeside(import.meta.url, './csv-piece-worker.js'), {
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    this.worker.on('message', (answer: PieceResult | PieceFailure) => {
      if ('error' in answer) this.fail(new Error(`Formatting the export failed: ${answer.error}`));
      else this.waiting.get(answer.index)?.resolve(answer);
      this.waiting.delete(answer.index);
    });
    this.worker.on('error', (error) => this.fail(new Error(`Formatting the export failed: ${error.message}`)));
    this.worker.on('exit', (code) => this.fail(new Error(`The export's helper thread stopped (exit code ${code})`)));
    this.signal?.addEventListener('abort', this.onAbort);
  }

  format(request: PieceRequest): Promise<PieceResult> {
    const answer = new Promise<PieceResult>((resolve, reject) => {
      if (this.failure) reject(this.failure);
      else this.waiting.set(request.index, { resolve, reject });
    });
    // Awaited in turn by the writer; until then a failure must not count as unhandled.
    answer.catch(() => undefined);
    if (!this.failure) this.worker.postMessage(request);
    return answer;
  }

  /** Hands a piece's memory back once written, for the helper's next piece: memory stays flat. */
  giveBack(lines: Uint8Array): void {
    const memory = lines.buffer as ArrayBuffer;
    if (!this.failure) this.worker.postMessage(memory, [memory]);
  }

  async close(): Promise<void> {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.failure ??= new Error('The export is over');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(this.failure);
    this.waiting.clear();
  }
}
