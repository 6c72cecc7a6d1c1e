// The cache preparation's thread (cache-preparation.ts): checks, mends and migrates one cache file,
// answers once, and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { migrationsPending, prepareCacheFile, setSqliteNativeBinding } from '../storage/sqlite-cache-file.js';
import type { FromPreparation, PreparationWorkerData } from './cache-preparation.js';

const port = parentPort;
if (!port) throw new Error('cache-preparation-entry runs only as a worker thread');
const data = workerData as PreparationWorkerData;
const post = (message: FromPreparation): void => port.postMessage(message);

setSqliteNativeBinding(data.sqliteNativeBinding);
try {
  if (migrationsPending(data.path)) post({ type: 'updating' });
  post({ type: 'prepared', notice: prepareCacheFile(data.path) });
} catch (error) {
  const { name, message, code } = error as Error & { code?: unknown };
  post({ type: 'failed', name, message, ...(typeof code === 'string' ? { code } : {}) });
}
