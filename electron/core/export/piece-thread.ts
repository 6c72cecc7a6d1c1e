// The helper threads of an export (the cache's, csv-pieces.ts, and the room's, postgres-export.ts): each
// is asked for pieces by their index and answers each with its formatted lines, in the order asked; a
// failure (its message, an error, its exit) rejects every piece still asked, and every later one. The
// pieces are written in order, this thread taking its turn with the helpers (writePiecesInTurn).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { abortError, type CsvOutput } from './csv-stream.js';

/** What a helper is sent when it is to close what it holds and stop (PieceThread.close). */
export const CLOSE_HELPER = 'close';
/** How long a helper may take to close its connection before its thread is stopped. */
const CLOSE_WAIT_MS = 2_000;

/** How many pieces past the one being written may be asked of the helpers: memory stays bounded. */
const LOOKAHEAD = 2;

/** A piece as a helper answers it: its CSV lines, in memory handed back once written (giveBack). */
export interface PieceLines {
  index: number;
  rows: number;
  lines: Uint8Array;
}

/** A helper's answer when its piece could not be read or formatted. */
export interface PieceFailure {
  index: number;
  error: string;
}

export class PieceThread<Request extends { index: number }> {
  readonly worker: Worker;
  /** Resolves once the thread has stopped. */
  readonly exited: Promise<unknown>;
  private readonly waiting = new Map<
    number,
    { resolve: (piece: PieceLines) => void; reject: (error: Error) => void }
  >();
  private failure: Error | null = null;

  /** `failedWith`: how a failure the helper reports begins ("Formatting the export failed"). */
  constructor(script: URL, workerData: unknown, failedWith: string) {
    this.worker = new Worker(script, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    this.exited = once(this.worker, 'exit').catch(() => undefined);
    this.worker.on('message', (answer: PieceLines | PieceFailure) => {
      if ('error' in answer) this.fail(new Error(`${failedWith}: ${answer.error}`));
      else this.waiting.get(answer.index)?.resolve(answer);
      this.waiting.delete(answer.index);
    });
    this.worker.on('error', (error) => this.fail(new Error(`${failedWith}: ${error.message}`)));
    this.worker.on('exit', (code) => this.fail(new Error(`The export's helper thread stopped (exit code ${code})`)));
  }

  ask(request: Request): Promise<PieceLines> {
    const answer = new Promise<PieceLines>((resolve, reject) => {
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

  /** No piece is asked any more: whatever is still asked is rejected. */
  end(): void {
    this.fail(new Error('The export is over'));
  }

  /**
   * Ends the helper: it is asked to close what it holds and stop, and its thread is stopped only if that takes
   * longer than 2 s. A thread stopped at once can be caught inside a native call: better-sqlite3 opening
   * the cache then ended the whole process ("FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal", a full run).
   */
  async close(): Promise<void> {
    this.end();
    this.worker.postMessage(CLOSE_HELPER);
    const timer = setTimeout(() => void this.worker.terminate(), CLOSE_WAIT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(this.failure);
    this.waiting.clear();
  }
}

/** A helper as the writer uses it: asked for a piece, its memory handed back once written. */
export interface PieceAsker<Piece> {
  ask(request: Piece & { index: number }): Promise<PieceLines>;
  giveBack(lines: Uint8Array): void;
}

/**
 * Writes `pieces` into `csv` in order: piece i by this thread (`writeOwn`) when i % turns is 0, else
 * asked of helper (i % turns) - 1, never more than LOOKAHEAD pieces ahead of the one being written.
 */
export async function writePiecesInTurn<Piece extends object>(
  csv: CsvOutput,
  pieces: readonly Piece[],
  helpers: ReadonlyArray<PieceAsker<Piece>>,
  writeOwn: (piece: Piece) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const turns = helpers.length + 1;
  const asked = new Map<number, Promise<PieceLines>>();
  let nextToAsk = 0;
  for (let index = 0; index < pieces.length; index++) {
    for (; nextToAsk < Math.min(pieces.length, index + 1 + LOOKAHEAD); nextToAsk++) {
      const turn = nextToAsk % turns;
      if (turn !== 0) asked.set(nextToAsk, helpers[turn - 1]!.ask({ index: nextToAsk, ...pieces[nextToAsk]! }));
    }
    if (signal?.aborted) throw abortError(signal);
    const fromHelper = asked.get(index);
    if (fromHelper) {
      asked.delete(index);
      const piece = await fromHelper;
      const helper = helpers[(index % turns) - 1]!;
      await csv.writeLines(piece.lines, piece.rows, () => helper.giveBack(piece.lines));
    } else {
      await writeOwn(pieces[index]!);
    }
  }
}
