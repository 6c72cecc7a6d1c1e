// One export job into one file: the CSV is written through ExportService, and the file is removed
// again when the job fails or is cancelled. Runs on the core worker thread, away from the screens.
import { once } from 'node:events';
import { createWriteStream, rmSync } from 'node:fs';
import type { ExportProgress } from '../../contract.js';
import type { ServiceClient } from '../api/client.js';
import type { AccessEvent } from '../api/types.js';
import { PRIVATE_FILE_MODE } from '../profile/private-files.js';
import type { Cache } from '../storage/cache.js';
import { isDiskFull } from '../storage/sqlite-cache-file.js';
import type { CsvFlavour } from './csv-format.js';
import { ExportService } from './export-service.js';

export interface ExportJobRequest {
  customerGuid: string;
  /** Several customers in one file, one after another. */
  customerGuids?: string[];
  fromMs: number;
  toMs: number;
  eventType?: number;
  /** Only this door's events are written. */
  doorGuid?: string;
  flavour?: CsvFlavour;
}

export interface ExportToFile {
  exportId: string;
  request: ExportJobRequest;
  path: string;
  fileName: string;
  cache: Cache;
  client: ServiceClient;
  signal: AbortSignal;
  report: (progress: ExportProgress) => void;
  /** Events the export's fetch stored that the cache did not hold (see ExportServiceOptions.onStored). */
  onStored?: (customerGuid: string, inserted: AccessEvent[]) => void;
}

export async function exportToFile(job: ExportToFile): Promise<void> {
  const { exportId, request, report } = job;
  const out = createWriteStream(job.path, { mode: PRIVATE_FILE_MODE });
  try {
    const result = await new ExportService({ cache: job.cache, client: job.client, onStored: job.onStored }).export({
      customerGuid: request.customerGuid,
      customerGuids: request.customerGuids,
      range: { fromMs: request.fromMs, toMs: request.toMs },
      eventType: request.eventType,
      doorGuid: request.doorGuid,
      flavour: request.flavour,
      out,
      signal: job.signal,
      onProgress: (progress) => report({ exportId, ...progress }),
    });
    out.end();
    await once(out, 'close');
    report({ exportId, phase: 'done', rowsWritten: result.rows, fileName: job.fileName });
  } catch (error) {
    out.destroy();
    // The file opens in Node's pool of threads, which may not have reached it yet: removed before it opened, it
    // would be created again just after. A destroyed stream closes once its open is done.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    rmSync(job.path, { force: true });
    const cancelled = job.signal.aborted;
    report({
      exportId,
      phase: cancelled ? 'cancelled' : 'failed',
      message: cancelled
        ? 'Export cancelled'
        : isDiskFull(error)
          ? `Disk full since ${new Date().toISOString()}: ${job.fileName} could not be written (the partial file was removed); free some space and export again`
          : ((error as { userMessage?: string }).userMessage ?? (error as Error).message),
    });
  }
}
