// Fills a migrated room's events table fast: its indexes (as the migrations made them, read back from
// the catalogue) and the foreign keys that lean on its primary key (the feed's, migration 4) are
// dropped, the rows go in by psql's COPY, the indexes and keys are built again two at a time, and
// VACUUM ANALYZE leaves it as autovacuum would a settled table.
import pg from 'pg';
import { psql } from './room-database.js';
import { COPY_COLUMNS, copyLine, roomEvents, type RoomWorld } from './room-events.js';

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
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const indexes = await admin.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'events' AND indexname <> 'events_pkey'",
    );
    const key = await admin.query<{ def: string }>(
      "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'events_pkey'",
    );
    const leaning = await admin.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'f' AND confrelid = 'events'::regclass`,
    );
    for (const { table, name } of leaning.rows) await admin.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
    await admin.query('ALTER TABLE events DROP CONSTRAINT events_pkey');
    for (const { indexname } of indexes.rows) await admin.query(`DROP INDEX ${indexname}`);

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
    const builds = [
      `ALTER TABLE events ADD CONSTRAINT events_pkey ${key.rows[0]!.def}`,
      ...indexes.rows.map((row) => row.indexdef),
    ];
    const builder = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("SET maintenance_work_mem = '512MB'");
      for (let sql = builds.shift(); sql !== undefined; sql = builds.shift()) await client.query(sql);
      await client.end();
    };
    await Promise.all([builder(), builder()]);
    for (const { table, name, def } of leaning.rows)
      await admin.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${def}`);
    const indexMs = performance.now() - started;
    log(`indexes built in ${(indexMs / 1000).toFixed(0)} s; VACUUM ANALYZE`);

    started = performance.now();
    await admin.query('VACUUM ANALYZE events');
    return { copyMs, indexMs, vacuumMs: performance.now() - started };
  } finally {
    await admin.end();
  }
}
