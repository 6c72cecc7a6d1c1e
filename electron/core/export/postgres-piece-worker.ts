// A worker thread that reads pieces of a room export from PostgreSQL, on a connection of its own that
// sees the export's snapshot, and formats them as CSV lines (csv-format.ts, as the cache's export does),
// handing each piece back as UTF-8 bytes, transferred rather than copied (postgres-export.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PostgresExportReader } from '../storage/postgres-export-reader.js';
import { createRowFormatter } from './csv-format.js';
import { GrowingBytes } from './growing-bytes.js';
import { CLOSE_HELPER } from './piece-thread.js';
import {
  PIECE_BYTES,
  type RoomPieceFailure,
  type RoomPieceRequest,
  type RoomPieceResult,
  type RoomPieceWorkerData,
} from './room-piece-messages.js';

const data = workerData as RoomPieceWorkerData;
const formatRow = createRowFormatter(data.timezone, data.flavour, data.wholeCards);
// Memory of pieces already written, handed back by the writer.
const spare: ArrayBuffer[] = [];
const reader = PostgresExportReader.join(data.url, data.snapshot);
// A failure to connect reaches the writer as the first piece's failure.
reader.catch(() => undefined);
// One piece at a time on the one connection.
let queue = Promise.resolve();

parentPort!.on('message', (message: RoomPieceRequest | ArrayBuffer | typeof CLOSE_HELPER) => {
  if (message instanceof ArrayBuffer) spare.push(message);
  else if (message === CLOSE_HELPER) queue = queue.then(close);
  else queue = queue.then(() => answer(message));
});

async function answer(request: RoomPieceRequest): Promise<void> {
  try {
    const bytes = new GrowingBytes(spare.pop() ?? new ArrayBuffer(PIECE_BYTES));
    const rows = await (await reader).readPiece(data.filter, request, (values) => bytes.append(formatRow(values)));
    const lines = bytes.view();
    const result: RoomPieceResult = { index: request.index, rows, lines };
    parentPort!.postMessage(result, [lines.buffer]);
  } catch (error) {
    const failure: RoomPieceFailure = { index: request.index, error: (error as Error).message ?? String(error) };
    parentPort!.postMessage(failure);
  }
}

async function close(): Promise<void> {
  await (await reader.catch(() => null))?.close();
  parentPort!.close();
}
