// `npm run bench`: runs every benchmark (issue 3 part 5, issue 4 part 7, issue 9 part 5, issue 11 search, issue 12 soak, issue 10 alarm latency, issue 19 alarms a day, issue 34 camera pictures and 10 live views for 10 min: ACS_BENCH_LIVE_SECONDS shortens it), each in its own process, and prints one
// table: the figure, its limit measured in the same run, their ratio, the target and the verdict.
// ACS_BENCH_SCALE=0.1 for a quick run at a tenth of the sizes. The room's PostgreSQL benchmarks (issue 21)
// run only when named, each alone, with its own arguments: `npm run bench -- room-insert [EVENTS]`,
// `npm run bench -- room-scale [EVENTS]` (10,000,000 by default: about half an hour on two cores),
// `npm run bench -- room-desk [EVENTS]` (a poller and 20 followers in a room of 10,000,000 events by default).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { packageRoot } from '../electron/core/profile/package-root.js';
import { runChild } from './child.js';
import type { FilledCache } from './fill-cache.js';
import { fmt, SCALE, tempDir, type ResultRow } from './measure.js';

const started = performance.now();
const rows: ResultRow[] = [];
const run = async (script: string, args: string[] = [], nodeOptions: string[] = []): Promise<void> => {
  process.stderr.write(`bench: ${script} …\n`);
  rows.push(...(JSON.parse(await runChild(script, args, nodeOptions)) as ResultRow[]));
};

// Heap-limited: a leak would end the run rather than show only as a peak RSS.
const ON_REQUEST: Record<string, { script: string; nodeOptions: string[] }> = {
  'room-insert': { script: 'room-insert.js', nodeOptions: ['--max-old-space-size=1024'] },
  'room-scale': { script: 'room-scale.js', nodeOptions: ['--max-old-space-size=1024'] },
  'room-desk': { script: 'room-desk.js', nodeOptions: ['--max-old-space-size=2048'] },
};
const [only, ...onlyArgs] = process.argv.slice(2);
if (only !== undefined) {
  const named = ON_REQUEST[only];
  if (!named)
    throw new Error(
      `no benchmark ${only}: name one of ${Object.keys(ON_REQUEST).join(', ')}, or none for all the others`,
    );
  await run(named.script, onlyArgs, named.nodeOptions);
} else {
  await run('ingest.js');
  await run('stall.js');
  const dir = tempDir('cache');
  try {
    process.stderr.write('bench: filling the cache …\n');
    const fillStarted = performance.now();
    const filledJson = await runChild('fill-cache.js', [dir.file('cache.sqlite3')], ['--max-old-space-size=6144']);
    const filled = JSON.parse(filledJson) as FilledCache;
    process.stderr.write(
      `bench: ${fmt.int(filled.total)} events cached in ${fmt.s(performance.now() - fillStarted)}\n`,
    );
    await run('feed-query.js', [dir.file('cache.sqlite3'), filledJson]);
    await run('search-query.js', [dir.file('cache.sqlite3'), filledJson]);
    await run('export.js', [dir.file('cache.sqlite3'), filledJson]);
  } finally {
    dir.remove();
  }
  await run('export-service.js');
  await run('live.js');
  await run('alarm-host.js');
  await run('camera-pictures.js');
  await run('alarms-per-day.js');
  await run('sync-schedule.js');
  await run('soak.js', [], ['--expose-gc']);
  // The renderer's own benchmarks: the built screens in Debian's Chromium with 100,000 events.
  process.stderr.write('bench: renderer in Chromium …\n');
  const renderer = spawnSync(process.execPath, [join(packageRoot(), 'bench', 'renderer', 'run.mjs'), '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (renderer.status !== 0) throw new Error(`the renderer benchmarks failed (exit ${renderer.status})`);
  for (const text of renderer.stdout.trim().split('\n')) rows.push(JSON.parse(text) as ResultRow);
}

const columns = ['benchmark', 'figure', 'limit (same run)', 'ratio', 'target', 'result'] as const;
const cells = rows.map((row) => [
  row.benchmark,
  row.figure,
  row.limit,
  row.ratio,
  row.target,
  row.pass === null ? '—' : row.pass ? 'pass' : 'FAIL',
]);
const widths = columns.map((title, index) => Math.max(title.length, ...cells.map((line) => line[index]!.length)));
const line = (values: readonly string[]): string =>
  `| ${values.map((value, index) => value.padEnd(widths[index]!)).join(' | ')} |`;
const lines = [line(columns), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)];
const notes = rows.map((row) => `- ${row.benchmark}: ${row.how}`);
process.stdout.write(
  `acs-monitor benchmarks (scale ${SCALE}, ${new Date().toISOString()}, node ${process.version}, ${fmt.s(performance.now() - started)})\n\n` +
    `${lines.join('\n')}\n\nHow each was measured:\n${notes.join('\n')}\n`,
);
