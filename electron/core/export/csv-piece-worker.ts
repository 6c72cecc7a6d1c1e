// A worker thread that formats pieces of an export as CSV lines, in parallel with the thread that
// writes the file (csv-pieces.ts). It reads the cache on its own read-only connection (EventsReader)
// and hands back each piece's lines as UTF-8 bytes, transferred rather than copied.
import { parentPort, workerData } from 'node:worker_threads';
import { EventsReader } from '../store/events-reader.js';
import { createRowFormatter, type CsvRow } from './csv-format.js';
import type { PieceFailure, PieceRequest, PieceResult, PieceWorkerData } from './csv-pieces.js';

const data = workerData as PieceWorkerData;

// Memory of pieces already written, handed back by the writer.
const spare: ArrayBuffer[] = [];

// Opened on the first piece, so that a failure to open reaches the writer as a piece's failure.
let reader: { events: EventsReader; formatRow: (row: CsvRow) => string } | null = null;

parentPort!.on('message', (message: PieceRequest | ArrayBuffer) => {
  if (message instanceof ArrayBuffer) {
    spare.push(message);
    return;
  }
  try {
    formatPiece(message);
  } catch (error) {
    // Errors do not cross to the other thread whole (a SqliteError arrives without its message).
    const failure: PieceFailure = { index: message.index, error: (error as Error).message ?? String(error) };
    parentPort!.postMessage(failure);
  }
});

function openReader(): NonNullable<typeof reader> {
  return {
    events: new EventsReader(data.dbPath, data.sqliteNativeBinding),
    formatRow: createRowFormatter(data.timezone, data.flavour, data.wholeCards),
  };
}

function formatPiece(request: PieceRequest): void {
  reader ??= openReader();
  const { events, formatRow } = reader;
  const bytes = new GrowingBytes(spare.pop() ?? new ArrayBuffer(4 * 1024 * 1024));
  let rows = 0;
  for (const values of events.iterateValues({ ...data.filter, fromMs: request.fromMs, toMs: request.toMs })) {
    bytes.append(formatRow(values));
    rows++;
  }
  const lines = bytes.view();
  const result: PieceResult = { index: request.index, rows, lines };
  parentPort!.postMessage(result, [lines.buffer]);
}

/**
 * UTF-8 bytes appended into one buffer, doubled as needed; handed over whole (transferred, not copied). Lines are
 * encoded one by one: a line is a tree of small strings that the encoder flattens first, and flattening many lines
 * at once costs more (a 64 KB batch holding one character beyond Latin-1, as one line in thirty does, is flattened
 * into two bytes a character).
 */
class GrowingBytes {
  private buffer: Buffer;
  private length = 0;

  constructor(memory: ArrayBuffer) {
    this.buffer = Buffer.from(memory);
  }

  append(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const larger = Buffer.from(new ArrayBuffer(Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length);
  }

  view(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer.buffer as ArrayBuffer, this.buffer.byteOffset, this.length);
  }
}
