// Fills a migrated room's events table fast: its indexes and keys set aside (room-indexes.ts), the rows
// in by psql's COPY, the indexes and keys built again two at a time, and VACUUM ANALYZE leaves it as
// autovacuum would a settled table.
import pg from 'pg';
import { psql } from './room-database.js';
import { COPY_COLUMNS, copyLine, roomEvents, type RoomWorld } from './room-events.js';
import { setIndexesAside } from './room-indexes.js';

export interface LoadTimes {
  copyMs: number;
  indexMs: number;
  vacuumMs: number;
}

export async function loadRoom(
  url: string,
  world: RoomWorld,
  count: number,
  fromMs: number,
  toMs: number,
  log: (line: string) => void,
): Promise<LoadTimes> {
  const rebuild = await setIndexesAside(url, ['events']);
  let started = performance.now();
  const lines = (function* () {
    let n = 0;
    for (const row of roomEvents(world, count, 1, fromMs, toMs)) {
      yield copyLine(row, toMs);
      if (++n % 1_000_000 === 0) log(`${n.toLocaleString('en-GB')} rows copied`);
    }
  })();
  await psql(url, ['-c', `COPY events (${COPY_COLUMNS}) FROM STDIN`], lines);
  const copyMs = performance.now() - started;
  log(`COPY done in ${(copyMs / 1000).toFixed(0)} s; building indexes`);

  started = performance.now();
  await rebuild();
  const indexMs = performance.now() - started;
  log(`indexes built in ${(indexMs / 1000).toFixed(0)} s; VACUUM ANALYZE`);

  started = performance.now();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('VACUUM ANALYZE events');
  } finally {
    await admin.end();
  }
  return { copyMs, indexMs, vacuumMs: performance.now() - started };
}
