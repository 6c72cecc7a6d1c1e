// A worker thread that formats pieces of an export as CSV lines, in parallel with the thread that
// writes the file (csv-pieces.ts). It reads the cache on its own read-only connection (EventsReader)
// and hands back each piece's lines as UTF-8 bytes, transferred rather than copied.
import { parentPort, workerData } from 'node:worker_threads';
import { EventsReader } from '../storage/sqlite-export-reads.js';
import { createRowFormatter, type CsvRow } from './csv-format.js';
import type { PieceFailure, PieceRequest, PieceResult, PieceWorkerData } from './csv-pieces.js';
import { GrowingBytes } from './growing-bytes.js';
import { CLOSE_HELPER } from './piece-thread.js';

const data = workerData as PieceWorkerData;

// Memory of pieces already written, handed back by the writer.
const spare: ArrayBuffer[] = [];

// Opened on the first piece, so that a failure to open reaches the writer as a piece's failure.
let reader: { events: EventsReader; formatRow: (row: CsvRow) => string } | null = null;

parentPort!.on('message', (message: PieceRequest | ArrayBuffer | typeof CLOSE_HELPER) => {
  if (message instanceof ArrayBuffer) {
    spare.push(message);
    return;
  }
  if (message === CLOSE_HELPER) {
    reader?.events.close();
    parentPort!.close();
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
