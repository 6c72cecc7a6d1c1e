// Issue 21 point 8: the room's PostgreSQL at scale. A throwaway database filled by COPY with N events
// (default 10,000,000; `room-scale.js N` for fewer) over 90 days from 400 customers, then, each against
// psql running the same SQL in the same run: the feed's first page (the whole room; one customer's door),
// search by a person's full name and by a site's name, and an export of 1,000,000 rows to a CSV file
// (exportRoomCsv, and exportRows through writeCsv as before it) against psql's \copy of the same rows.
// Then retention (the oldest 10 days, deleted in batches) while a writer and a reader go on, their
// slowest call against a baseline.
import { createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { defaultHelperCount } from '../electron/core/export/csv-pieces.js';
import { writeCsv } from '../electron/core/export/csv-stream.js';
import { exportRoomCsv } from '../electron/core/export/postgres-export.js';
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
interface Run {
  ms: number;
  rows: number;
}
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
  const timed = async (file: string, write: (out: NodeJS.WritableStream) => Promise<number>): Promise<Run> => {
    const started = performance.now();
    const out = createWriteStream(dir.file(file));
    const written = await write(out);
    out.end();
    await finished(out);
    return { ms: performance.now() - started, rows: written };
  };
  const csvOptions = { timezone: 'Europe/London' } as const;
  const viaExportRows = (): Promise<Run> =>
    timed('rows.csv', async (out) => (await writeCsv(storage.exportRows(exportFilter), out, csvOptions)).rows);
  const viaPieces = (): Promise<Run> =>
    timed(
      'pieces.csv',
      async (out) => (await exportRoomCsv({ url: db.url, filter: exportFilter, out, ...csvOptions })).rows,
    );
  const { text, params } = exportSelect(exportFilter);
  const cliExport = async (): Promise<number> => {
    const started = performance.now();
    await psql(db.url, ['-c', `\\copy (${withLiterals(text, params)}) TO '${dir.file('psql.csv')}' CSV HEADER`]);
    return performance.now() - started;
  };
  const rowsRuns: Run[] = [];
  const piecesRuns: Run[] = [];
  const cli: number[] = [];
  for (let run = 0; run < EXPORT_RUNS; run++) {
    piecesRuns.push(await viaPieces());
    log(`export run ${run + 1}: exportRoomCsv ${fmt.s(piecesRuns.at(-1)!.ms)}`);
    rowsRuns.push(await viaExportRows());
    cli.push(await cliExport());
    log(`export run ${run + 1}: exportRows ${fmt.s(rowsRuns.at(-1)!.ms)}, psql ${fmt.s(cli.at(-1)!)}`);
  }
  const size = async (name: string): Promise<string> => fmt.mb((await stat(dir.file(name))).size / 2 ** 20);
  const same = (await readFile(dir.file('rows.csv'))).equals(await readFile(dir.file('pieces.csv')));
  const cliMs = median(cli);
  const cliFigure = `psql \\copy median ${fmt.s(cliMs)} (${await size('psql.csv')}; runs ${cli.map(fmt.s).join(', ')})`;
  const exportRow = (name: string, runs: Run[], file: string, how: string): Promise<ResultRow> =>
    size(file).then((mb) => ({
      benchmark: `room: export ${fmt.int(runs[0]!.rows)} of ${fmt.int(loaded)} events to CSV, ${name}`,
      figure: `median ${fmt.s(median(runs.map((r) => r.ms)))} (${mb}; runs ${runs.map((r) => fmt.s(r.ms)).join(', ')})`,
      limit: cliFigure,
      ratio: fmt.ratio(median(runs.map((r) => r.ms)) / cliMs),
      target: '≤ 2×',
      pass: median(runs.map((r) => r.ms)) / cliMs <= 2,
      how,
    }));
  rows.push(
    await exportRow(
      'exportRoomCsv',
      piecesRuns,
      'pieces.csv',
      `${EXPORT_RUNS} runs each, in turn with the two below. exportRoomCsv (postgres-export.ts: one snapshot, pieces of 10,000 events read by COPY on this thread and its default helpers, ${defaultHelperCount()} here, formatted by csv-format.ts) to a file, strict, Europe/London; ${same ? 'the same bytes as' : 'NOT the same bytes as'} the exportRows file`,
    ),
    await exportRow(
      'exportRows (before)',
      rowsRuns,
      'rows.csv',
      `exportRows (cursor, FETCH 1000) through writeCsv (strict, Europe/London: it also writes the local-time columns and masks cards) to a file, in this process; psql: \\copy of the same SELECT (exportSelect, literal parameters) TO a file CSV HEADER, wall time with its start-up`,
    ),
  );
  if (!same) process.exitCode = 1;

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
