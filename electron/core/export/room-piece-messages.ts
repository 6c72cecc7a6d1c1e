// What a room export's thread and its helpers (postgres-piece-worker.ts) say to each other.
import type { EventsFilter } from '../storage/event-storage.js';
import type { PieceKeys } from '../storage/postgres-event-filter.js';
import type { CsvFlavour } from './csv-format.js';

/**
 * A piece's lines take about 6 MB. Its memory is used again for a later piece: allocating it anew each time (and
 * doubling it as it fills) made V8 run full collections for the external memory, which cost as much as the whole
 * export in a process with a large heap (measured: 8.1 s of CPU against 5.0 s with 600 MB more heap beside it).
 */
export const PIECE_BYTES = 8 * 1024 * 1024;

export interface RoomPieceWorkerData {
  url: string;
  snapshot: string;
  filter: EventsFilter;
  timezone: string;
  flavour: CsvFlavour;
  wholeCards: boolean;
}

export interface RoomPieceRequest extends PieceKeys {
  index: number;
}

export type { PieceLines as RoomPieceResult, PieceFailure as RoomPieceFailure } from './piece-thread.js';
