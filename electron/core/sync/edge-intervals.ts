// How often each customer's live edge is polled: planned busiest-first within the edges' share of
// the budget (poll-intervals.ts), again every few seconds or at once when the budget or its floors
// change, a 503 halves it, or a customer's first read tells how busy it is.
import { floorsShare, type BudgetFloors } from './budget-floors.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import { planPollIntervals, quietPollingMs } from './poll-intervals.js';
import type { RequestBudget } from './request-budget.js';

const MINUTE = 60_000;
/** Poll intervals are planned again this often (rates and the budget move slowly). */
const REPLAN_EVERY_MS = 10_000;

export class EdgeIntervals {
  /** Whether the last plan polls every customer at least at the quiet floor. */
  floorHeld = true;
  /** The edge reads a minute the last plan makes; background reads leave them that much of the budget. */
  liveReadsPerMinute = 0;
  private plannedAtMs = -Infinity;
  private plannedFloorsShare = 0;

  constructor(
    private readonly context: SyncContext,
    private readonly budget: RequestBudget,
    /** How long a live read takes of late (Reader.liveReadMs); 0 before the first. */
    private readonly liveReadMs: () => number,
  ) {}

  /** Plans again at the next chance. */
  replan(): void {
    this.plannedAtMs = -Infinity;
  }

  /**
   * Sets each customer's edge interval (and brings its next edge read forward if it is now sooner),
   * when due, within what the budget's `floors` leave.
   */
  plan(customers: Iterable<CustomerRun>, now: number, floors: BudgetFloors): void {
    const { settings } = this.context;
    const floorShare = floorsShare(floors);
    if (now - this.plannedAtMs < REPLAN_EVERY_MS && floorShare === this.plannedFloorsShare) return;
    this.plannedAtMs = now;
    this.plannedFloorsShare = floorShare;
    const runs = [...customers];
    const plan = planPollIntervals({
      ratesPerMinute: runs.map((run) => run.model?.ratePerMinute() ?? 0),
      budgetPerMinute: this.budget.effectivePerMinute * this.edgeShare(runs, floors),
      minIntervalMs: settings.intervalMs,
      quietFloorMs: settings.quietFloorMs,
    });
    this.floorHeld = plan.floorHeld;
    // A customer at the quiet floor is polled a read's time sooner, so that its events are stored within the
    // floor. The few requests that costs come out of the background's share, not the busy customers' polling.
    const quietMs = Math.max(settings.intervalMs, quietPollingMs(settings.quietFloorMs, this.liveReadMs()));
    const intervals = plan.intervalsMs.map((interval) =>
      plan.floorHeld && interval >= settings.quietFloorMs ? quietMs : interval,
    );
    this.liveReadsPerMinute = intervals.reduce((sum, interval) => sum + MINUTE / interval, 0);
    runs.forEach((run, index) => {
      const interval = intervals[index]!;
      // A customer polled sooner than its new interval allows keeps its slot; a slower one is brought forward.
      if (run.nextEdgeAtMs > now) run.nextEdgeAtMs = Math.min(run.nextEdgeAtMs, now + interval);
      run.edgeIntervalMs = interval;
    });
  }

  /**
   * While some customer's history fills or inventory is incomplete, the edges plan for all the
   * floors leave (history and inventory have their floors); else for their configured share, within it.
   */
  private edgeShare(runs: readonly CustomerRun[], floors: BudgetFloors): number {
    const { settings } = this.context;
    const left = 1 - floorsShare(floors);
    const filling = floors.inventory > 0 || runs.some((run) => run.phase === 'backfilling');
    return filling ? left : Math.min(settings.edgeBudgetShare, left);
  }
}
