// How often each customer's live edge is polled: planned busiest-first within the edges' share of
// the budget (poll-intervals.ts), again every few seconds or at once when the budget changes, a 503
// halves it, or a customer's first read tells how busy it is.
import type { CustomerRun, SyncContext } from './customer-run.js';
import { planPollIntervals } from './poll-intervals.js';
import type { RequestBudget } from './request-budget.js';

const MINUTE = 60_000;
/** Poll intervals are planned again this often (rates and the budget move slowly). */
const REPLAN_EVERY_MS = 10_000;
/** The edges' share of the budget while history fills (the rest: backfill, bands, inventory). */
const HISTORY_FILLING_EDGE_SHARE = 0.95;

export class EdgeIntervals {
  /** Whether the last plan polls every customer at least at the quiet floor. */
  floorHeld = true;
  /** The edge reads a minute the last plan makes; background reads leave them that much of the budget. */
  liveReadsPerMinute = 0;
  private plannedAtMs = -Infinity;

  constructor(
    private readonly context: SyncContext,
    private readonly budget: RequestBudget,
  ) {}

  /** Plans again at the next chance. */
  replan(): void {
    this.plannedAtMs = -Infinity;
  }

  /** Sets each customer's edge interval (and brings its next edge read forward if it is now sooner), when due. */
  plan(customers: Iterable<CustomerRun>, now: number): void {
    const { settings } = this.context;
    if (now - this.plannedAtMs < REPLAN_EVERY_MS) return;
    this.plannedAtMs = now;
    const runs = [...customers];
    const plan = planPollIntervals({
      ratesPerMinute: runs.map((run) => run.model?.ratePerMinute() ?? 0),
      budgetPerMinute: this.budget.effectivePerMinute * this.edgeShare(runs),
      minIntervalMs: settings.intervalMs,
      quietFloorMs: settings.quietFloorMs,
    });
    this.floorHeld = plan.floorHeld;
    this.liveReadsPerMinute = plan.intervalsMs.reduce((sum, interval) => sum + MINUTE / interval, 0);
    runs.forEach((run, index) => {
      const interval = plan.intervalsMs[index]!;
      // A customer polled sooner than its new interval allows keeps its slot; a slower one is brought forward.
      if (run.nextEdgeAtMs > now) run.nextEdgeAtMs = Math.min(run.nextEdgeAtMs, now + interval);
      run.edgeIntervalMs = interval;
    });
  }

  /** While some customer's history fills, the edges plan for more of the budget: history waits. */
  private edgeShare(runs: readonly CustomerRun[]): number {
    const { settings } = this.context;
    const filling = runs.some((run) => run.phase === 'backfilling');
    return filling ? Math.max(settings.edgeBudgetShare, HISTORY_FILLING_EDGE_SHARE) : settings.edgeBudgetShare;
  }
}
