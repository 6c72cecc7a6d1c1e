// Export jobs started from the screens: each writes a CSV into the profile's exports folder on the
// core worker thread (a million rows never stall the thread serving the screens), reports progress
// through the push hub, and can be cancelled. A finished file is deleted once downloaded or saved, or an hour
// after it was written if nobody fetched it; what an earlier run left is cleared at start (stale-exports.ts).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportProgress } from '../../contract.js';
import { exportFileName, type ExportedCustomer } from '../export/export-file-name.js';
import type { ExportJobRequest } from '../export/export-to-file.js';
import { KEEP_UNFETCHED_EXPORT_MS, removeStaleExports } from '../export/stale-exports.js';
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
  /** When the file was finished, for its hour of waiting to be fetched. */
  doneAtMs?: number;
}

const FINISHED: ReadonlySet<ExportProgress['phase']> = new Set(['done', 'failed', 'cancelled']);

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly folder: string,
    private readonly runner: () => ExportRunner,
    private readonly report: (progress: ExportProgress) => void,
    /** The customer's code and zone as far as known, for the file's name. */
    private readonly customer: (customerGuid: string) => Promise<ExportedCustomer>,
    private readonly keepUnfetchedMs = KEEP_UNFETCHED_EXPORT_MS,
  ) {
    this.sweep();
    // A file waits at most a tenth of its time longer than its hour (checked every 6 minutes).
    this.sweeper = setInterval(() => this.sweep(), keepUnfetchedMs / 10);
    this.sweeper.unref();
  }

  /** Deletes the files of finished exports nobody fetched within their time, and the folder's stale leftovers. */
  sweep(): void {
    const nowMs = Date.now();
    for (const [exportId, job] of this.jobs) {
      if (job.doneAtMs !== undefined && job.doneAtMs <= nowMs - this.keepUnfetchedMs) this.taken(exportId);
    }
    const ours = new Set([...this.jobs.values()].map((job) => job.path));
    removeStaleExports(this.folder, this.keepUnfetchedMs, nowMs, ours);
  }

  /** The export was downloaded whole or saved elsewhere: its file is deleted and the export forgotten. */
  taken(exportId: string): void {
    const job = this.jobs.get(exportId);
    if (!job || job.phase !== 'done') return;
    this.jobs.delete(exportId);
    rmSync(job.path, { force: true });
  }

  async start(request: ExportJobRequest): Promise<string> {
    const customers = await Promise.all((request.customerGuids ?? [request.customerGuid]).map(this.customer));
    const exportId = randomBytes(9).toString('base64url');
    const fileName = exportFileName({
      customers,
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
    if (job) {
      job.phase = progress.phase;
      if (progress.phase === 'done') job.doneAtMs = Date.now();
    }
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

  /** The connection closes: running exports are cancelled (they delete their partial files), finished ones deleted. */
  close(): void {
    clearInterval(this.sweeper);
    for (const [exportId, job] of this.jobs) {
      if (!FINISHED.has(job.phase)) this.runner().cancelExport(exportId);
      else this.taken(exportId);
    }
  }
}
