// Export jobs started from the screens: each writes a CSV into the profile's exports folder,
// reports progress through the push hub, and can be cancelled.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { ExportProgress } from '../../contract.js';
import type { ServiceClient } from '../api/client.js';
import { ExportService } from '../export/export-service.js';
import type { Cache } from '../store/cache.js';

export interface ExportJobRequest {
  customerGuid: string;
  fromMs: number;
  toMs: number;
  eventType?: number;
  /** Only this door's events are written. */
  doorGuid?: string;
}

interface Job {
  cancel: AbortController;
  path: string;
  fileName: string;
  finished: boolean;
}

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly folder: string,
    private readonly cache: Cache,
    private readonly client: ServiceClient,
    private readonly report: (progress: ExportProgress) => void,
  ) {}

  start(request: ExportJobRequest): string {
    const exportId = randomBytes(9).toString('base64url');
    const stamp = (ms: number): string =>
      new Date(ms)
        .toISOString()
        .replace(/[:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    const fileName = `events-${request.customerGuid.slice(0, 8)}-${stamp(request.fromMs)}-${stamp(request.toMs)}.csv`;
    mkdirSync(this.folder, { recursive: true, mode: 0o700 });
    const job: Job = {
      cancel: new AbortController(),
      path: join(this.folder, `${exportId}.csv`),
      fileName,
      finished: false,
    };
    this.jobs.set(exportId, job);
    void this.run(exportId, job, request);
    return exportId;
  }

  cancel(exportId: string): boolean {
    const job = this.jobs.get(exportId);
    if (!job || job.finished) return false;
    job.cancel.abort();
    return true;
  }

  /** The finished file of an export, for download or "show in folder". */
  file(exportId: string): { path: string; fileName: string } | null {
    const job = this.jobs.get(exportId);
    return job?.finished && !job.cancel.signal.aborted ? { path: job.path, fileName: job.fileName } : null;
  }

  cancelAll(): void {
    for (const job of this.jobs.values()) if (!job.finished) job.cancel.abort();
  }

  private async run(exportId: string, job: Job, request: ExportJobRequest): Promise<void> {
    const out = createWriteStream(job.path, { mode: 0o600 });
    try {
      const result = await new ExportService({ cache: this.cache, client: this.client }).export({
        customerGuid: request.customerGuid,
        range: { fromMs: request.fromMs, toMs: request.toMs },
        eventType: request.eventType,
        doorGuid: request.doorGuid,
        out,
        signal: job.cancel.signal,
        onProgress: (progress) =>
          this.report(
            progress.phase === 'fetching'
              ? { exportId, phase: 'fetching', piecesDone: progress.piecesDone, piecesTotal: progress.piecesTotal }
              : { exportId, phase: 'writing', rowsWritten: progress.rowsWritten },
          ),
      });
      out.end();
      await once(out, 'close');
      job.finished = true;
      this.report({ exportId, phase: 'done', rowsWritten: result.rows, fileName: job.fileName });
    } catch (error) {
      out.destroy();
      rmSync(job.path, { force: true });
      job.finished = true;
      const cancelled = job.cancel.signal.aborted;
      this.report({
        exportId,
        phase: cancelled ? 'cancelled' : 'failed',
        message: cancelled
          ? 'Export cancelled'
          : ((error as { userMessage?: string }).userMessage ?? (error as Error).message),
      });
    }
  }
}
