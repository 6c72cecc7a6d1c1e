// Benchmark 2: the same 250,000-event backfill through CoreWorker (engine in a worker thread), while
// this thread, like Electron's main process, answers the worker's token requests and receives the
// stored events. Measures this thread's largest event-loop delay and its largest heartbeat gap.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CoreWorker } from '../electron/core/worker/core-worker.js';
import { signIn, startRemoteDemo } from './demo-client.js';
import { DAY_MS, fmt, HOUR_MS, report, scaled, tempDir } from './measure.js';

const HEARTBEAT_MS = 5;
const count = scaled(250_000);
const demo = await startRemoteDemo({ eventsPerMinute: 0 });
const dir = tempDir('stall');
try {
  const customerGuid = demo.customerGuids[0]!;
  const now = Date.now();
  await demo.generate(customerGuid, count, now - 4 * DAY_MS + HOUR_MS, now - HOUR_MS);
  const signed = await signIn(demo.baseUrl);

  const delay = monitorEventLoopDelay({ resolution: 5 });
  let lastBeat = performance.now();
  let maxGap = 0;
  const heartbeat = setInterval(() => {
    const beat = performance.now();
    maxGap = Math.max(maxGap, beat - lastBeat - HEARTBEAT_MS);
    lastBeat = beat;
  }, HEARTBEAT_MS);
  delay.enable();
  const started = performance.now();
  const worker = new CoreWorker({
    session: signed.session,
    dbPath: dir.file('cache.sqlite3'),
    customerGuids: [customerGuid],
    maxConnections: 8,
    // The whole history in one piece: the one 250,000-event request of benchmark 1.
    settings: { historyMs: 4 * DAY_MS, maxPieceMs: 5 * DAY_MS },
  });
  let received = 0;
  let messages = 0;
  await new Promise<void>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('events', (_customer, events) => {
      received += events.length;
      messages += 1;
      if (received >= count) resolve();
    });
  });
  const elapsedMs = performance.now() - started;
  delay.disable();
  clearInterval(heartbeat);
  await worker.stop();
  signed.close();

  const maxDelayMs = delay.max / 1e6;
  report([
    {
      benchmark: `main-thread stall, ${fmt.int(count)}-event backfill`,
      figure: `max event-loop delay ${fmt.ms(maxDelayMs)}; heartbeat max gap ${fmt.ms(maxGap)}`,
      limit: '—',
      ratio: '—',
      target: '< 50 ms',
      pass: Math.max(maxDelayMs, maxGap) < 50,
      how: `CoreWorker (worker thread) backfill in one request, ${fmt.s(elapsedMs)}, ${fmt.int(received)} events in ${messages} 'events' emits; monitorEventLoopDelay (5 ms resolution) + ${HEARTBEAT_MS} ms setInterval on the host thread`,
    },
  ]);
} finally {
  dir.remove();
  await demo.close();
}
