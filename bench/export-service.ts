// An export through the service, as a guard runs `acs-monitor export` on a day the cache does not
// hold: 110,000 events fetched from the demo (in another process, over loopback), stored, and
// written as CSV, in one process whose peak RSS is the figure. The limit beside it, from the same
// run: the same process signed in and exporting an empty range (node, the client and the cache alone).
import { runChild } from './child.js';
import { startRemoteDemo } from './demo-client.js';
import { DAY_MS, fmt, HOUR_MS, median, report, scaled, tempDir } from './measure.js';

interface ServiceExportRun {
  ms: number;
  rows: number;
  piecesFetched: number;
  peakRssMb: number;
}

const RUNS = 3;
const count = scaled(110_000);
const demo = await startRemoteDemo({ eventsPerMinute: 0 });
const dir = tempDir('export-service');
try {
  const customerGuid = demo.customerGuids[0]!;
  const toMs = Date.now() - HOUR_MS;
  const fromMs = toMs - DAY_MS + 1;
  await demo.generate(customerGuid, count, fromMs, toMs);
  const exportRange = async (from: number, to: number): Promise<ServiceExportRun> =>
    JSON.parse(
      await runChild('export-service-child.js', [
        demo.baseUrl,
        customerGuid,
        String(from),
        String(to),
        dir.file('out.csv'),
      ]),
    ) as ServiceExportRun;
  const runs: ServiceExportRun[] = [];
  const empties: ServiceExportRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await exportRange(fromMs, toMs));
    empties.push(await exportRange(fromMs - DAY_MS, fromMs - 1));
  }
  for (const run of runs) if (run.rows !== count) throw new Error(`exported ${run.rows} of ${count} events`);
  const peak = Math.max(...runs.map((run) => run.peakRssMb));
  const empty = median(empties.map((run) => run.peakRssMb));
  report([
    {
      benchmark: `export ${fmt.int(count)} events through the service`,
      figure: `peak RSS ${fmt.mb(peak)} (runs ${runs.map((run) => fmt.mb(run.peakRssMb)).join(', ')}; ${fmt.s(median(runs.map((run) => run.ms)))})`,
      limit: `200 MB; an empty export ${fmt.mb(empty)}`,
      ratio: `+${fmt.mb(peak - empty)}`,
      target: '≤ 200 MB',
      pass: peak <= 200,
      how: `${RUNS} runs, each in a process of its own (VmHWM, node included): a guard signed in, an empty cache, ExportService fetching one day of ${fmt.int(count)} events (its pieces) from the demo in another process and writing them as CSV to a file; the empty export: the same process over a day without events`,
    },
  ]);
} finally {
  dir.remove();
  await demo.close();
}
