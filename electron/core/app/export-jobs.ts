// Export jobs started from the screens: each writes a CSV into the profile's exports folder on the
// core worker thread (a million rows never stall the thread serving the screens), reports progress
// through the push hub, and can be cancelled.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ExportProgress } from '../../contract.js';
import { exportFileName, type ExportedCustomer } from '../export/export-file-name.js';
import type { ExportJobRequest } from '../export/export-to-file.js';
import { ensurePrivateFolder } from '../profile/private-files.js';

export type { ExportJobRequest } from '../export/export-to-file.js';

/** Where jobs run: the core worker. */
export interface ExportRunner {
  startExport(exportId: string, request: ExportJobRequest, path: string, fileName: string): void;
  cancelExport(exportId: string): void;
}

interface Job {
  path: string;
  fileName: string;
  phase: ExportProgress['phase'];
}

const FINISHED: ReadonlySet<ExportProgress['phase']> = new Set(['done', 'failed', 'cancelled']);

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly folder: string,
    private readonly runner: () => ExportRunner,
    private readonly report: (progress: ExportProgress) => void,
    /** The customer's code and zone as far as known, for the file's name. */
    private readonly customer: (customerGuid: string) => ExportedCustomer,
  ) {}

  start(request: ExportJobRequest): string {
    const exportId = randomBytes(9).toString('base64url');
    const fileName = exportFileName({
      customers: (request.customerGuids ?? [request.customerGuid]).map(this.customer),
      fromMs: request.fromMs,
      toMs: request.toMs,
      flavour: request.flavour,
    });
    ensurePrivateFolder(this.folder);
    const job: Job = { path: join(this.folder, `${exportId}.csv`), fileName, phase: 'fetching' };
    this.jobs.set(exportId, job);
    this.runner().startExport(exportId, request, job.path, fileName);
    return exportId;
  }

  cancel(exportId: string): boolean {
    const job = this.jobs.get(exportId);
    if (!job || FINISHED.has(job.phase)) return false;
    this.runner().cancelExport(exportId);
    return true;
  }

  /** Progress from the worker: recorded, then passed on to the screens. */
  progressed(progress: ExportProgress): void {
    const job = this.jobs.get(progress.exportId);
    if (job) job.phase = progress.phase;
    this.report(progress);
  }

  /** The finished file of an export, for download or "show in folder". */
  file(exportId: string): { path: string; fileName: string } | null {
    const job = this.jobs.get(exportId);
    return job?.phase === 'done' ? { path: job.path, fileName: job.fileName } : null;
  }

  /** The worker died: every job still running has failed. */
  failRunning(message: string): void {
    for (const [exportId, job] of this.jobs) {
      if (!FINISHED.has(job.phase)) this.progressed({ exportId, phase: 'failed', message });
    }
  }

  cancelAll(): void {
    for (const [exportId, job] of this.jobs) if (!FINISHED.has(job.phase)) this.runner().cancelExport(exportId);
  }
}
