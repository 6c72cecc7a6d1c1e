// The soak's sync thread (bench/soak.ts): a SyncEngine on the host's virtual clock, in a worker
// thread as in the app (electron/core/sync/worker-entry.ts), into a real SQLite cache over real
// HTTP. The host sends { type: 'run', nowMs }; the worker serves every read due then and answers
// with when the next is due, its own V8 heap after a full GC, and the cache's size in rows.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { Cache } from '../electron/core/storage/cache.js';
import { SyncEngineDriver } from '../electron/core/sync/engine-driver.js';
import type { SyncSettings } from '../electron/core/sync/sync-settings.js';
import { signIn } from './demo-client.js';

export interface SoakWorkerData {
  baseUrl: string;
  customerGuids: string[];
  startMs: number;
  settings: Partial<SyncSettings>;
}

export type ToSoakWorker = { type: 'run'; nowMs: number } | { type: 'sample' } | { type: 'close' };

export interface SoakSample {
  heapUsedMb: number;
  cachedEvents: number;
  cacheFileMb: number;
  inserted: number;
  settleDownloads: number;
}

export type FromSoakWorker =
  | { type: 'ready' }
  | { type: 'ran'; nextMs: number }
  | { type: 'events'; count: number }
  | { type: 'sample'; sample: SoakSample }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('soak-worker runs only as a worker thread');
const data = workerData as SoakWorkerData;
const post = (message: FromSoakWorker): void => port.postMessage(message);
const clock = { nowMs: data.startMs };

const signed = await signIn(data.baseUrl);
const cacheFile = join(signed.dataDir, 'cache.sqlite3');
const cache = Cache.open(cacheFile);
const engine = new SyncEngineDriver({
  cache,
  client: signed.session.client,
  customerGuids: data.customerGuids,
  settings: data.settings,
  maxInFlight: 8,
  now: () => clock.nowMs,
  // The app's worker hands each stored batch to the host; here the host only counts them.
  onEvents: (_customer, events) => post({ type: 'events', count: events.length }),
});

async function sample(): Promise<SoakSample> {
  (globalThis as { gc?: () => void }).gc?.();
  return {
    heapUsedMb: getHeapStatistics().used_heap_size / 2 ** 20,
    cachedEvents: await cache.storage.count(),
    cacheFileMb: statSync(cacheFile).size / 2 ** 20,
    inserted: engine.totals().traffic.total.inserted,
    settleDownloads: engine.downloadsPerKind().settle,
  };
}

port.on('message', (message: ToSoakWorker) => {
  if (message.type === 'run') {
    clock.nowMs = message.nowMs;
    void engine.runDue().then((nextMs) => post({ type: 'ran', nextMs }));
  } else if (message.type === 'sample') {
    void sample().then((sample) => post({ type: 'sample', sample }));
  } else {
    void engine.stop().then(() => {
      cache.close();
      signed.close();
      post({ type: 'closed' });
      port.close();
    });
  }
});
post({ type: 'ready' });
