// Drives a SyncEngine step by step, for tests and benchmarks only (the app never imports it): a whole
// cycle of one customer, every read due now on a clock the caller moves, and what the engine's parts
// know (where the downloads went, the edge lateness learned). It reaches the parts as a subclass, so
// none of this is in the engine's public API.
import { SyncEngine } from './engine.js';
import type { CustomerRun, ReadKind } from './customer-run.js';

export class SyncEngineDriver extends SyncEngine {
  /**
   * One whole cycle for a customer: its edge now, then everything else of it that is due (one
   * backfill piece at most), each read awaited in turn.
   */
  async cycle(customerGuid: string): Promise<void> {
    const run = this.requireRun(customerGuid);
    await this.prepare(run);
    const now = (): number => this.context.now();
    run.nextEdgeAtMs = Math.min(run.nextEdgeAtMs, now());
    run.pausedUntilMs = 0;
    await this.scheduler.pruneDue();
    let backfilled = false;
    for (let step = 0; step < 100; step += 1) {
      const nowMs = now();
      const due = [this.next.live(run, nowMs), this.next.background(run, nowMs), this.next.inventory(run)];
      const task = due.find((read) => read !== null && read.dueAtMs <= nowMs) ?? null;
      if (!task || run.pausedUntilMs > nowMs || (task.kind === 'backfill' && backfilled)) return;
      backfilled ||= task.kind === 'backfill';
      await this.reader.run(task);
    }
  }

  /**
   * Runs every read due now (all customers, within the budget and connections) and waits for them,
   * for drivers that move a clock of their own; or, with `held`, until that says the reads under way
   * wait for the clock (see Scheduler.runDue). Returns when the next read is due.
   */
  runDue(held?: () => Promise<void>): Promise<number> {
    return this.scheduler.runDue(held);
  }

  /** Events downloaded since start by each kind of read: where the cost goes. */
  downloadsPerKind(): Readonly<Record<ReadKind, number>> {
    return this.reader.downloadsPerKind();
  }

  /** The edge lateness learned for a customer: how far each edge read reaches back before the last. */
  async edgeLatenessMs(customerGuid: string): Promise<number> {
    const run = this.requireRun(customerGuid);
    await this.prepare(run);
    return run.model!.edgeLatenessMs;
  }

  private requireRun(customerGuid: string): CustomerRun {
    const run = this.runs.get(customerGuid);
    if (!run) throw new Error(`customer ${customerGuid} is not watched`);
    return run;
  }
}
