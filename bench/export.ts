// Benchmark 4: CSV export of the main customer's 1,000,000 cached events, each export in its own
// process (for its peak RSS), against `sqlite3 -csv` writing the same columns in the same order.
// Ours formats on two threads and the shell on one, so a busy core hits ours harder: the two run
// in turn, RUNS times each, and the medians are compared.
import { statSync } from 'node:fs';
import { EventsRepository } from '../electron/core/store/events-repository.js';
import { runChild } from './child.js';
import type { FilledCache } from './fill-cache.js';
import { fmt, median, report, tempDir } from './measure.js';
import { sqlite3, withLiterals } from './sqlite-cli.js';

interface ExportRun {
  ms: number;
  rows: number;
  peakRssMb: number;
}

const [path, json] = process.argv.slice(2);
if (!path || !json) throw new Error('usage: export.js CACHE FILLED_JSON');
const filled = JSON.parse(json) as FilledCache;
const dir = tempDir('export');
const RUNS = 3;
try {
  const exportRange = async (fromMs: number, flavour = 'strict'): Promise<ExportRun> =>
    JSON.parse(
      await runChild('export-child.js', [
        path,
        filled.customerGuid,
        String(fromMs),
        String(filled.lastMs),
        dir.file(`${flavour}.csv`),
        flavour,
      ]),
    ) as ExportRun;
  const tenth = await exportRange(filled.tenthFromMs);

  const { sql, params } = EventsRepository.sqlFor({
    customerGuids: [filled.customerGuid],
    fromMs: filled.firstMs,
    toMs: filled.lastMs,
  });
  const shellExport = async (): Promise<number> => {
    const started = performance.now();
    await sqlite3(path, ['-csv', '-header'], `${withLiterals(sql, params)};\n`, dir.file('cli.csv'));
    return performance.now() - started;
  };
  const wholes: ExportRun[] = [];
  const sheets: ExportRun[] = [];
  const cliRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    wholes.push(await exportRange(filled.firstMs));
    sheets.push(await exportRange(filled.firstMs, 'spreadsheet'));
    cliRuns.push(await shellExport());
  }
  const sheetMs = median(sheets.map((run) => run.ms));
  const whole = {
    ...wholes[0]!,
    ms: median(wholes.map((run) => run.ms)),
    peakRssMb: Math.max(...wholes.map((run) => run.peakRssMb)),
  };
  const cliMs = median(cliRuns);
  const ourBytes = statSync(dir.file('strict.csv')).size;
  const cliBytes = statSync(dir.file('cli.csv')).size;

  // The higher of the two flavours' peaks.
  const peakRss = Math.max(whole.peakRssMb, ...sheets.map((run) => run.peakRssMb));
  const rssGrowth = peakRss - tenth.peakRssMb;
  report([
    {
      benchmark: `export ${fmt.int(whole.rows)} events to CSV`,
      figure: `${fmt.s(whole.ms)} (${fmt.mb(ourBytes / 2 ** 20)} file; runs ${wholes.map((run) => fmt.s(run.ms)).join(', ')})`,
      limit: `sqlite3 -csv ${fmt.s(cliMs)} (${fmt.mb(cliBytes / 2 ** 20)}; runs ${cliRuns.map(fmt.s).join(', ')})`,
      ratio: fmt.ratio(whole.ms / cliMs),
      target: '≤ 2×',
      pass: whole.ms / cliMs <= 2,
      how: `median of ${RUNS} runs each, in turn. ExportService over a settled range (nothing fetched) to a file, timed inside its process; shell: the same SELECT (40 event columns, ORDER BY eventDateMs, eventId) with -csv to a file, wall time including its start-up. Ours also writes the local-time columns`,
    },
    {
      benchmark: `export ${fmt.int(whole.rows)} events for a spreadsheet`,
      figure: `${fmt.s(sheetMs)} (${fmt.mb(statSync(dir.file('spreadsheet.csv')).size / 2 ** 20)} file; runs ${sheets.map((run) => fmt.s(run.ms)).join(', ')})`,
      limit: `sqlite3 -csv ${fmt.s(cliMs)}`,
      ratio: fmt.ratio(sheetMs / cliMs),
      target: '≤ 2×',
      pass: sheetMs / cliMs <= 2,
      how: `as the strict export, with --spreadsheet's byte order mark, local dates as YYYY-MM-DD HH:MM:SS and the utcOffset column; its ${RUNS} runs taken in turn with the strict export's and the shell's`,
    },
    {
      benchmark: 'export peak RSS',
      figure: `${fmt.mb(peakRss)} at ${fmt.int(whole.rows)}; ${fmt.mb(tenth.peakRssMb)} at ${fmt.int(tenth.rows)}`,
      limit: '250 MB; +30 MB',
      ratio: `+${fmt.mb(rssGrowth)}`,
      target: '≤ 250 MB, growth ≤ 30 MB',
      pass: peakRss <= 250 && rssGrowth <= 30,
      how: 'VmHWM of the exporting process (node itself included)',
    },
  ]);
} finally {
  dir.remove();
}
