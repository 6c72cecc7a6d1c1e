// The soak (issue 12): does memory stay flat over a long run? The demo runs in its own process on a
// virtual clock at a high rate; the SyncEngine runs in a worker thread of this process, as in the
// app, with the retention and settling windows shortened so that, in a few minutes, the run passes
// many retention prunes, settling steps and inventory refreshes. This thread plays the host: it drives the clock and takes the stored events the
// worker posts. Memory is sampled after warm-up and at the end, after a full GC in each thread:
// the process's RSS (host and worker share it, as in the app) and each thread's V8 heap.
import { Worker } from 'node:worker_threads';
import { startRemoteDemo } from './demo-client.js';
import { fmt, HOUR_MS, report, SCALE, type ResultRow } from './measure.js';
import type { SyncSettings } from '../electron/core/sync/sync-settings.js';
import type { FromSoakWorker, SoakSample, SoakWorkerData, ToSoakWorker } from './soak-worker.js';

const CUSTOMERS = 2;
const EVENTS_PER_MINUTE = 120;
// The app's windows compressed like its traffic: history settles at 1 h (25 h in the app) in steps of
// 15 min (1 h), and the cache keeps 1.5 h (31 days), so the warm-up fills it and from then on every
// 10 min check prunes about what came in: the cache, and SQLite's page cache, at their steady size.
const SETTINGS: Partial<SyncSettings> = {
  retentionMs: 1.5 * HOUR_MS,
  settleAgeMs: HOUR_MS,
  settleStepMs: 15 * 60_000,
};
const WARM_UP_MS = 2 * HOUR_MS;
const MEASURE_MS = Math.max(HOUR_MS, Math.round(2 * HOUR_MS * SCALE));
const MAX_STEP_MS = 30_000;
const SAMPLE_EVERY_MS = 10 * 60_000;
const GROWTH_TARGET_MB_PER_H = 20;

interface Memory extends SoakSample {
  rssMb: number;
  hostHeapMb: number;
  atMs: number;
  eventsToHost: number;
}

const clock = { nowMs: Date.now() };
const startMs = clock.nowMs;
const demo = await startRemoteDemo({
  eventsPerMinutePerCustomer: EVENTS_PER_MINUTE,
  eventsPerMinute: 0,
  historyHours: 26,
  virtualStartMs: startMs,
  sessionTtlMs: 30 * 24 * HOUR_MS,
});
const worker = new Worker(new URL('./soak-worker.js', import.meta.url), {
  workerData: {
    baseUrl: demo.baseUrl,
    customerGuids: demo.customerGuids.slice(0, CUSTOMERS),
    startMs,
    settings: SETTINGS,
  } satisfies SoakWorkerData,
});
let eventsToHost = 0;
let answer: ((message: FromSoakWorker) => void) | null = null;
worker.on('message', (message: FromSoakWorker) => {
  if (message.type === 'events') eventsToHost += message.count;
  else answer?.(message);
});
worker.on('error', (error) => {
  process.stderr.write(`bench soak: the sync worker failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
const ask = (command: ToSoakWorker | null): Promise<FromSoakWorker> =>
  new Promise((resolve) => {
    answer = resolve;
    if (command) worker.postMessage(command);
  });

async function runUntil(untilMs: number): Promise<void> {
  while (clock.nowMs < untilMs) {
    const ran = await ask({ type: 'run', nowMs: clock.nowMs });
    const next = ran.type === 'ran' ? ran.nextMs : clock.nowMs + MAX_STEP_MS;
    const to = Math.min(untilMs, Math.max(clock.nowMs + 1, Math.min(next, clock.nowMs + MAX_STEP_MS)));
    await demo.advance(to);
    if (Math.floor(to / HOUR_MS) > Math.floor(clock.nowMs / HOUR_MS)) {
      const virtualH = ((to - startMs) / HOUR_MS).toFixed(0);
      process.stderr.write(`bench soak: ${virtualH} h of virtual time after ${fmt.s(performance.now())} …\n`);
    }
    clock.nowMs = to;
  }
}

async function measure(): Promise<Memory> {
  const answered = await ask({ type: 'sample' });
  if (answered.type !== 'sample') throw new Error(`the sync worker answered ${answered.type} to a sample`);
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return {
    ...answered.sample,
    rssMb: usage.rss / 2 ** 20,
    hostHeapMb: usage.heapUsed / 2 ** 20,
    atMs: clock.nowMs,
    eventsToHost,
  };
}

await ask(null); // ready: signed in, cache open
const wallStarted = performance.now();
await runUntil(startMs + WARM_UP_MS);
// A sample every 10 min of virtual time: the growth is the slope fitted through all of them, which
// a single sample's noise (an allocator keeping a freed arena, a GC's timing) moves far less.
const samples = [await measure()];
for (let at = startMs + WARM_UP_MS + SAMPLE_EVERY_MS; at <= startMs + WARM_UP_MS + MEASURE_MS; at += SAMPLE_EVERY_MS) {
  await runUntil(at);
  samples.push(await measure());
}
const first = samples[0]!;
const last = samples.at(-1)!;
const wallMs = performance.now() - wallStarted;
await ask({ type: 'close' });
await worker.terminate();
await demo.close();

const hours = (last.atMs - first.atMs) / HOUR_MS;
/** Least-squares slope of a figure against virtual time, in its unit per hour. */
function perHour(figure: (sample: Memory) => number): number {
  const xs = samples.map((sample) => (sample.atMs - first.atMs) / HOUR_MS);
  const ys = samples.map(figure);
  const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  const covariance = xs.reduce((sum, x, index) => sum + (x - mx) * (ys[index]! - my), 0);
  return covariance / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
}
const inserted = last.inserted - first.inserted;
const traffic =
  `${CUSTOMERS} customers at ${EVENTS_PER_MINUTE} events/min, ${WARM_UP_MS / HOUR_MS} h warm-up then ` +
  `${hours.toFixed(0)} h of virtual time in ${fmt.s(wallMs)} (${fmt.int(inserted)} events stored, ${fmt.int(last.eventsToHost - first.eventsToHost)} posted to the host); ` +
  `retention ${SETTINGS.retentionMs! / HOUR_MS} h checked every 10 min (cache ${fmt.int(first.cachedEvents)} → ${fmt.int(last.cachedEvents)} events, ${fmt.int(first.cachedEvents + inserted - last.cachedEvents)} pruned, ` +
  `file ${fmt.mb(first.cacheFileMb)} → ${fmt.mb(last.cacheFileMb)}), settling at 1 h in 15 min steps (${fmt.int(last.settleDownloads - first.settleDownloads)} events re-read), ` +
  `inventory every 5 min`;
const growthRow = (benchmark: string, figure: (sample: Memory) => number, how: string): ResultRow => {
  const growth = perHour(figure);
  const peak = Math.max(...samples.map(figure));
  return {
    benchmark,
    figure: `${fmt.mb(figure(first))} → ${fmt.mb(figure(last))} (peak ${fmt.mb(peak)}): ${growth.toFixed(2)} MB/h`,
    limit: `${GROWTH_TARGET_MB_PER_H} MB/h`,
    ratio: fmt.ratio(growth / GROWTH_TARGET_MB_PER_H),
    target: `< ${GROWTH_TARGET_MB_PER_H} MB/h`,
    pass: growth < GROWTH_TARGET_MB_PER_H,
    how,
  };
};
report([
  growthRow(
    'soak: RSS of host + sync worker',
    (sample) => sample.rssMb,
    `the process's resident set (the sync worker is a thread of the host process, as in the app, so they share one RSS), ` +
      `after a full GC in both threads, every 10 min of virtual time from the end of the warm-up (${samples.length} samples); ` +
      `growth = least-squares slope per hour of compressed traffic: ${traffic}`,
  ),
  growthRow(
    'soak: sync worker JS heap',
    (sample) => sample.heapUsedMb,
    'V8 used heap of the worker thread running the SyncEngine (scheduler, HTTP client, SQLite) after a full GC, same run',
  ),
  growthRow(
    'soak: host JS heap',
    (sample) => sample.hostHeapMb,
    'V8 used heap of the host thread (drives the clock, takes the stored events) after a full GC, same run',
  ),
]);
