// Prepares the service's cache off the calling thread: SQLite's quick check, a damaged file replaced,
// and the pending migrations (after an update, a minute or more on a large cache) run in a worker
// thread, so the host's event loop (the screens, the browser shell's server) keeps turning. The host
// then opens a file with nothing left to migrate.
import { Worker } from 'node:worker_threads';
import { scriptBeside } from '../runtime/script-beside.js';
import { Cache } from '../storage/cache.js';
import { sqliteNativeBinding, type CacheNotice } from '../storage/sqlite-cache-file.js';

export type CachePreparation = 'checking' | 'updating';

export interface PreparationWorkerData {
  path: string;
  /** better-sqlite3 built for Electron's ABI, where the host runs in Electron. */
  sqliteNativeBinding?: string;
}

export type FromPreparation =
  | { type: 'updating' }
  | { type: 'prepared'; notice: CacheNotice | null }
  | { type: 'failed'; name: string; message: string; code?: string };

/**
 * Opens the service's cache once a worker thread has prepared it; `onUpdating` is called when migrations
 * are found pending. Rejects with the preparation's own error (its name, message and SQLite code).
 */
export async function openServiceCache(
  dataDir: string,
  baseUrl: string,
  onUpdating: () => void = () => undefined,
): Promise<Cache> {
  const path = Cache.pathForService(dataDir, baseUrl);
  const notice = await prepareOffThread({ path, sqliteNativeBinding: sqliteNativeBinding() }, onUpdating);
  return Cache.open(path, notice);
}

function prepareOffThread(data: PreparationWorkerData, onUpdating: () => void): Promise<CacheNotice | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(scriptBeside(import.meta.url, './cache-preparation-entry.js'), { workerData: data });
    worker.on('message', (message: FromPreparation) => {
      if (message.type === 'updating') onUpdating();
      else if (message.type === 'prepared') resolve(message.notice);
      else reject(rebuilt(message));
    });
    worker.on('error', reject);
    // After an answer this settles nothing; without one (the thread killed) it says so.
    worker.on('exit', (code) =>
      reject(new Error(`The cache preparation thread ended without an answer (exit code ${code})`)),
    );
  });
}

/** The worker's error as the caller would have caught it on its own thread: name, message, code. */
function rebuilt(failure: Extract<FromPreparation, { type: 'failed' }>): Error {
  const error = Object.assign(new Error(failure.message), failure.code === undefined ? {} : { code: failure.code });
  error.name = failure.name;
  return error;
}
