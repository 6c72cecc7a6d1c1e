// The room's write path: events stored through PostgresEventStorage.storeBatch, a customer's batch of
// BATCH at a time as the sync stores them, against psql's COPY of the same rows into the same (emptied)
// table with the same indexes, in the same run. Also the same batches stored again (all already held:
// what the sync's overlapping reads mostly store).
import type { AccessEvent } from '../electron/core/api/types.js';
import { PostgresEventStorage } from '../electron/core/storage/postgres-event-storage.js';
import { fmt, peakRssMb, report } from './measure.js';
import { createBenchDatabase, psql } from './room-database.js';
import { COPY_COLUMNS, copyLine, roomEvents, roomWorld } from './room-events.js';

const BATCH = 1000;
const count = Number(process.argv[2] ?? '100000');
const NOW_MS = Date.UTC(2026, 10, 26, 12);
const world = roomWorld(50);
const all = [...roomEvents(world, count, 1, NOW_MS - 7 * 86_400_000, NOW_MS)];
const batches: Array<{ customerGuid: string; events: AccessEvent[] }> = [];
const open = new Map<string, AccessEvent[]>();
for (const { customerGuid, event } of all) {
  const batch = open.get(customerGuid) ?? [];
  batch.push(event);
  open.set(customerGuid, batch);
  if (batch.length === BATCH) {
    batches.push({ customerGuid, events: batch });
    open.delete(customerGuid);
  }
}
for (const [customerGuid, events] of open) batches.push({ customerGuid, events });

const db = await createBenchDatabase();
try {
  const storage = await PostgresEventStorage.open(db.url);
  const storeAll = async (): Promise<number> => {
    const started = performance.now();
    for (const batch of batches) await storage.storeBatch({ ...batch, nowMs: NOW_MS });
    return performance.now() - started;
  };
  const storeMs = await storeAll();
  const againMs = await storeAll();
  if ((await storage.count()) !== count) throw new Error('storeBatch lost or doubled events');
  await storage.close();

  await psql(db.url, ['-c', 'TRUNCATE events, room_feed']);
  const copyStarted = performance.now();
  await psql(
    db.url,
    ['-c', `COPY events (${COPY_COLUMNS}) FROM STDIN`],
    all.map((row) => copyLine(row, NOW_MS)),
  );
  const copyMs = performance.now() - copyStarted;

  const rate = (ms: number): number => count / (ms / 1000);
  report([
    {
      benchmark: `room: store ${fmt.int(count)} events in batches of ${BATCH}`,
      figure: `${fmt.int(rate(storeMs))} rows/s (${fmt.s(storeMs)}); again, all held: ${fmt.int(rate(againMs))} rows/s`,
      limit: `COPY ${fmt.int(rate(copyMs))} rows/s (${fmt.s(copyMs)})`,
      ratio: fmt.ratio(storeMs / copyMs),
      target: '—',
      pass: null,
      how: `PostgresEventStorage.storeBatch, one customer's ${BATCH} events a call, one run, into an empty migrated room; then the same calls again; limit: psql COPY FROM STDIN of the same rows (COPY text lines made in this process as they stream) into the emptied table with the same indexes, wall time with psql's start-up. Peak RSS ${fmt.mb(peakRssMb())}`,
    },
  ]);
} finally {
  await db.drop();
}
