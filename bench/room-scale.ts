// Issue 21 point 8: the room's PostgreSQL at scale. A throwaway database filled by COPY with N events
// (default 10,000,000; `room-scale.js N` for fewer) over 90 days from 400 customers, then, each against
// psql running the same SQL in the same run: the feed's first page (the whole room; one customer's door),
// search by a person's full name and by a site's name, and an export of 1,000,000 rows through
// exportRows to a CSV file against psql's \copy of the same rows. Then retention (the oldest 10 days,
// deleted in batches) while a writer and a reader go on, their slowest call against a baseline.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { writeCsv } from '../electron/core/export/csv-stream.js';
import type { EventsFilter } from '../electron/core/storage/event-storage.js';
import { exportSelect, feedSelect } from '../electron/core/storage/postgres-event-filter.js';
import { PostgresEventStorage } from '../electron/core/storage/postgres-event-storage.js';
import { PRUNE_BATCH_ROWS } from '../electron/core/sync/retention.js';
import { DAY_MS, fmt, median, peakRssMb, report, tempDir, type ResultRow } from './measure.js';
import { createBenchDatabase, psql, psqlTimesMs, withLiterals } from './room-database.js';
import { roomWorld } from './room-events.js';
import { loadRoom } from './room-load.js';
import { underLoad, type CallTimes } from './room-retention.js';

const count = Number(process.argv[2] ?? '10000000');
const DAYS = 90;
const RETAINED_DAYS = 80;
const EXPORT_ROWS = 1_000_000;
const QUERY_RUNS = 20;
const EXPORT_RUNS = 3;
const BASELINE_MS = 15_000;
const NOW_MS = Date.UTC(2026, 10, 26, 12);
const FROM_MS = NOW_MS - DAYS * DAY_MS;
const log = (line: string): void =>
  void process.stderr.write(`room-scale: ${line} (peak RSS so far ${fmt.mb(peakRssMb())})\n`);

const world = roomWorld(400);
const rows: ResultRow[] = [];
const db = await createBenchDatabase();
const dir = tempDir('room-scale');
try {
  const storage = await PostgresEventStorage.open(db.url);
  const loadStarted = performance.now();
  const load = await loadRoom(db.url, world, count, FROM_MS, NOW_MS, log);
  const loadMs = performance.now() - loadStarted;
  const loaded = await storage.count();
  log(`${fmt.int(loaded)} events loaded in ${fmt.s(loadMs)}`);
  rows.push({
    benchmark: `room: load ${fmt.int(loaded)} events`,
    figure: `${fmt.s(loadMs)}: COPY ${fmt.s(load.copyMs)} (${fmt.int(loaded / (load.copyMs / 1000))} rows/s), indexes ${fmt.s(load.indexMs)}, VACUUM ANALYZE ${fmt.s(load.vacuumMs)}`,
    limit: '—',
    ratio: '—',
    target: '—',
    pass: null,
    how: `psql COPY FROM STDIN into the table without its indexes (rows made in this process, search words by the storage's own eventWords), then migration 2's indexes rebuilt two at a time; ${(await psql(db.url, ['-Atc', 'SELECT pg_size_pretty(pg_database_size(current_database()))'])).trim()} on disk`,
  });

  const biggest = world.customers[0]!;
  const door = biggest.doors[0]!;
  const holder = biggest.holders[0]!;
  const site = door.site;
  const query = async (name: string, filter: EventsFilter): Promise<void> => {
    const times: number[] = [];
    let shown = 0;
    for (let run = 0; run < QUERY_RUNS + 5; run++) {
      const started = performance.now();
      shown = (await storage.feedPage(filter, { limit: 100 })).length;
      if (run >= 5) times.push(performance.now() - started);
    }
    const { text, params } = feedSelect(filter, 100);
    const cli = median(await psqlTimesMs(db.url, withLiterals(text, params), QUERY_RUNS));
    const ours = median(times);
    rows.push({
      benchmark: `room: ${name} over ${fmt.int(loaded)} events`,
      figure: `median ${fmt.ms(ours)} (${shown} rows; worst ${fmt.ms(Math.max(...times))})`,
      limit: `psql median ${fmt.ms(cli)}`,
      ratio: fmt.ratio(ours / cli),
      target: '≤ 1.5×',
      pass: ours / cli <= 1.5,
      how: `PostgresEventStorage.feedPage, newest 100, ${QUERY_RUNS} runs after 5 warm-up, wall time; psql: the same SELECT (feedSelect, literal parameters), ${QUERY_RUNS} runs after 5 warm-up in one session, its \\timing per run, rows to /dev/null`,
    });
  };
  await query('feed first page', {});
  await query("feed first page, one customer's door", { customerGuids: [biggest.guid], doorGuid: door.guid });
  await query(`search "${holder.first} ${holder.last}"`, { text: `${holder.first} ${holder.last}` });
  await query(`search "${site.name}"`, { text: site.name });

  // The newest EXPORT_ROWS events: ids rise with the date, so the one EXPORT_ROWS from the top starts them.
  const from = await psql(db.url, [
    '-Atc',
    `SELECT event_date_ms FROM events ORDER BY event_date_ms DESC, "eventId" DESC OFFSET ${Math.min(EXPORT_ROWS, loaded) - 1} LIMIT 1`,
  ]);
  const exportFilter: EventsFilter = { fromMs: Number(from.trim()) };
  const ourExport = async (): Promise<{ ms: number; rows: number }> => {
    const started = performance.now();
    const out = createWriteStream(dir.file('ours.csv'));
    const written = await writeCsv(storage.exportRows(exportFilter), out, { timezone: 'Europe/London' });
    out.end();
    await finished(out);
    return { ms: performance.now() - started, rows: written.rows };
  };
  const { text, params } = exportSelect(exportFilter);
  const cliExport = async (): Promise<number> => {
    const started = performance.now();
    await psql(db.url, ['-c', `\\copy (${withLiterals(text, params)}) TO '${dir.file('psql.csv')}' CSV HEADER`]);
    return performance.now() - started;
  };
  const ours: number[] = [];
  const cli: number[] = [];
  let exported = 0;
  for (let run = 0; run < EXPORT_RUNS; run++) {
    const mine = await ourExport();
    ours.push(mine.ms);
    exported = mine.rows;
    cli.push(await cliExport());
    log(`export run ${run + 1}: ours ${fmt.s(mine.ms)}, psql ${fmt.s(cli.at(-1)!)}`);
  }
  const size = async (name: string): Promise<string> => fmt.mb((await stat(dir.file(name))).size / 2 ** 20);
  rows.push({
    benchmark: `room: export ${fmt.int(exported)} of ${fmt.int(loaded)} events to CSV`,
    figure: `median ${fmt.s(median(ours))} (${await size('ours.csv')}; runs ${ours.map(fmt.s).join(', ')})`,
    limit: `psql \\copy median ${fmt.s(median(cli))} (${await size('psql.csv')}; runs ${cli.map(fmt.s).join(', ')})`,
    ratio: fmt.ratio(median(ours) / median(cli)),
    target: '≤ 2×',
    pass: median(ours) / median(cli) <= 2,
    how: `${EXPORT_RUNS} runs each, in turn. exportRows (cursor, FETCH 1000) through writeCsv (strict, Europe/London: it also writes the local-time columns and masks cards) to a file, in this process; psql: \\copy of the same SELECT (exportSelect, literal parameters) TO a file CSV HEADER, wall time with its start-up`,
  });

  const retention = await PostgresEventStorage.open(db.url);
  const baseline = await underLoad(storage, world, 100_000_000, NOW_MS, async () => {
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  });
  const cutoffMs = NOW_MS - RETAINED_DAYS * DAY_MS;
  const pruned = await underLoad(storage, world, 200_000_000, NOW_MS, async () => {
    const started = performance.now();
    const deleted = await retention.deleteOlderThan(cutoffMs, PRUNE_BATCH_ROWS);
    return { deleted, ms: performance.now() - started };
  });
  await retention.close();
  const calls = (times: CallTimes): string =>
    `worst ${fmt.ms(times.worstMs)}, p99 ${fmt.ms(times.p99Ms)}, median ${fmt.ms(times.p50Ms)} (${times.calls} calls)`;
  const { deleted, ms } = pruned.result;
  rows.push({
    benchmark: `room: retention deletes ${fmt.int(deleted)} events (${DAYS - RETAINED_DAYS} oldest days) in ${fmt.s(ms)}`,
    figure: `writer ${calls(pruned.writer)}; reader ${calls(pruned.reader)}`,
    limit: `alone for ${fmt.s(BASELINE_MS)}: writer ${calls(baseline.writer)}; reader ${calls(baseline.reader)}`,
    ratio: `writer ${fmt.ratio(pruned.writer.worstMs / baseline.writer.worstMs)}, reader ${fmt.ratio(pruned.reader.worstMs / baseline.reader.worstMs)} (worst)`,
    target: '—',
    pass: null,
    how: `deleteOlderThan(cut-off, ${PRUNE_BATCH_ROWS}) on its own pool (${fmt.int(deleted / (ms / 1000))} rows/s) while a writer stores 100 new events every 200 ms (one storeBatch of the largest customer's) and a reader asks for the feed's first 100 every 100 ms (whole room and the largest customer in turn); every call timed`,
  });
  await storage.close();
  rows.push({
    benchmark: 'room-scale peak RSS',
    figure: fmt.mb(peakRssMb()),
    limit: '—',
    ratio: '—',
    target: '—',
    pass: null,
    how: 'VmHWM of the bench process: the generator feeding COPY, the queries, the exports through writeCsv, the writer and reader',
  });
  report(rows);
} finally {
  dir.remove();
  await db.drop();
}
