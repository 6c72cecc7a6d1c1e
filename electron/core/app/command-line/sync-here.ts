// sync on a workstation on its own: the core worker polls the customers into this profile's cache.
import { CoreWorker } from '../../worker/core-worker.js';
import type { SyncReports, SyncRun } from './sync-run.js';

/** Runs until the run's stop settles or the worker fails; the worker is stopped before it returns. */
export async function syncHere(run: SyncRun, reports: SyncReports): Promise<void> {
  // The allowance of connections is shared: the worker takes all but one, kept for signing in.
  const allowance = run.session.connectionAllowance;
  run.session.client.setMaxConnections(1);
  const worker = new CoreWorker({
    session: run.session,
    dbPath: run.cachePath,
    customerGuids: run.customerGuids,
    maxConnections: allowance - 1,
    settings: {
      intervalMs: run.intervalMs,
      requestBudgetPerMinute: run.budget.perMinute,
      retentionMs: run.retentionMs,
    },
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  worker.on('status', (status) => reports.status(status.customerGuid, status.summary));
  worker.on('totals', (totals) => reports.totals(totals.summary));
  try {
    await Promise.race([run.stop, failed]);
  } finally {
    await worker.stop();
  }
}
