// The room going on while retention runs: a writer storing a batch of 100 new events of the largest
// customer every 200 ms (500 events a second, a busy room's poller) and a reader asking for the feed's first page every 100 ms,
// each call's time recorded, first alone (the baseline), then while `work` runs.
import type { PostgresEventStorage } from '../electron/core/storage/postgres-event-storage.js';
import { percentile } from './measure.js';
import { largestCustomer, roomEvents, type RoomEvent, type RoomWorld } from './room-events.js';

const WRITE_EVERY_MS = 200;
const WRITE_EVENTS = 100;
const READ_EVERY_MS = 100;

export interface CallTimes {
  calls: number;
  p50Ms: number;
  p99Ms: number;
  worstMs: number;
}

export interface RoomUnderLoad<T> {
  result: T;
  writer: CallTimes;
  reader: CallTimes;
}

/** Runs the writer and the reader until `work` settles; `firstId` is above every stored event's id. */
export async function underLoad<T>(
  storage: PostgresEventStorage,
  world: RoomWorld,
  firstId: number,
  nowMs: number,
  work: () => Promise<T>,
): Promise<RoomUnderLoad<T>> {
  // One customer's new events, numbered on from `firstId`, dated from `nowMs` on.
  const arriving = roomEvents(largestCustomer(world), 10_000_000, firstId, nowMs, nowMs + 86_400_000, 99);
  const writes: number[] = [];
  const reads: number[] = [];
  let done = false;
  const paced = async (everyMs: number, call: () => Promise<unknown>, times: number[]): Promise<void> => {
    while (!done) {
      const started = performance.now();
      await call();
      const took = performance.now() - started;
      times.push(took);
      if (took < everyMs) await new Promise((resolve) => setTimeout(resolve, everyMs - took));
    }
  };
  const biggest = world.customers[0]!.guid;
  const write = async (): Promise<void> => {
    const events = Array.from({ length: WRITE_EVENTS }, () => (arriving.next().value as RoomEvent).event);
    await storage.storeBatch({ customerGuid: biggest, events, nowMs });
  };
  let turn = 0;
  const read = (): Promise<unknown> =>
    storage.feedPage(turn++ % 2 === 0 ? {} : { customerGuids: [biggest] }, { limit: 100 });
  const loops = [paced(WRITE_EVERY_MS, write, writes), paced(READ_EVERY_MS, read, reads)];
  try {
    return { result: await work(), writer: summary(writes), reader: summary(reads) };
  } finally {
    done = true;
    await Promise.all(loops);
  }
}

function summary(times: readonly number[]): CallTimes {
  return {
    calls: times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    worstMs: Math.max(...times),
  };
}
