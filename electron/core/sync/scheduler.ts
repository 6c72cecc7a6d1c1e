// Decides what is due and when to wake: every customer's next reads (next-reads.ts), the most urgent
// first, within the request budget and the connections (background reads leave some free for the
// live edges), one read a lane a customer at a time; and a step of cache retention when due. Until
// every customer's edge has been read once, history and inventory wait. History and inventory are
// paid from floors of the budget the edges never take (budget-floors.ts), each lane from its own; a
// background or inventory read that the connections cannot take holds up those after it, so single
// history requests never take the connections a customer's inventory waits for.
import { budgetFloors, type BudgetFloors } from './budget-floors.js';
import type { CustomerRun, Task } from './customer-run.js';
import type { EdgeIntervals } from './edge-intervals.js';
import type { NextReads } from './next-reads.js';
import type { Reader } from './reader.js';
import type { RequestBudget } from './request-budget.js';
import type { CacheRetention } from './retention.js';

/** Connections background reads leave free, so a service that hangs them cannot starve the live edges. */
const LIVE_RESERVE = 2;
const MINUTE = 60_000;
/** The loop looks again at least this often. */
const LONGEST_SLEEP_MS = 60_000;

export class Scheduler {
  /** Reads, first sights and retention steps under way. */
  private readonly running = new Set<Promise<void>>();
  private pruning: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly runs: ReadonlyMap<string, CustomerRun>,
    private readonly parts: {
      now: () => number;
      stopping: AbortSignal;
      budget: RequestBudget;
      /** Requests that may be in flight at once. */
      maxInFlight: number;
      reader: Reader;
      next: NextReads;
      intervals: EdgeIntervals;
      retention: CacheRetention;
      /** First sight of a customer (see the engine), written; never rejects. */
      prepare: (run: CustomerRun) => Promise<void>;
    },
  ) {}

  start(): void {
    this.loop ??= this.serve();
  }

  /** Something changed (a sign-in, the budget, a stop): look again now. */
  wakeUp(): void {
    this.wake?.();
  }

  /** Resolves once the loop and every read have ended (call after the stop signal). */
  async stopped(): Promise<void> {
    this.wakeUp();
    await this.loop;
    await Promise.allSettled([...this.running]);
  }

  /**
   * Runs every read due now (all customers, within the budget and connections) and waits for them;
   * for drivers that move a clock of their own. Returns when the next read is due. `held`, when
   * given, resolves once the reads under way wait for that clock (a service's latency in virtual
   * time): then it returns without waiting for them.
   */
  async runDue(held?: () => Promise<void>): Promise<number> {
    for (;;) {
      const started = this.launchDue();
      if (this.running.size > 0) {
        const waiting = held ? [held().then(() => 'held' as const)] : [];
        if ((await Promise.race([Promise.race([...this.running]), ...waiting])) === 'held') return this.nextWakeAtMs();
      } else if (started === 0) return this.nextWakeAtMs();
    }
  }

  /**
   * Starts one step of retention if due and none is under way; resolves when it ends, null when none
   * started. A failure (a full disk, say) waits for the next check, the reads go on.
   */
  pruneDue(): Promise<void> | null {
    const { retention, now } = this.parts;
    if (this.pruning || now() < retention.dueAtMs) return null;
    const pruning = this.track(
      retention
        .runDue()
        .catch((error: unknown) => retention.failed(error))
        .finally(() => (this.pruning = null)),
    );
    this.pruning = pruning;
    return pruning;
  }

  /** Counts `work` as under way until it ends, then wakes the loop to plan again. */
  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => {
      this.running.delete(tracked);
      this.wake?.();
    });
    this.running.add(tracked);
    return tracked;
  }

  private async serve(): Promise<void> {
    const { now, stopping } = this.parts;
    while (!stopping.aborted) {
      this.launchDue();
      const waitMs = Math.max(0, this.nextWakeAtMs() - now());
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, Math.min(waitMs, LONGEST_SLEEP_MS));
        this.wake = done;
      });
    }
  }

  /** Starts what is due, most urgent first; returns how many reads (and retention steps) it started. */
  private launchDue(): number {
    const { budget, maxInFlight, reader } = this.parts;
    if (this.parts.stopping.aborted) return 0;
    let started = this.pruneDue() ? 1 : 0;
    const now = this.parts.now();
    const floors = this.floors();
    budget.setFloor('background', floors.background);
    budget.setFloor('inventory', floors.inventory);
    this.parts.intervals.plan(this.runs.values(), now, floors);
    const due: Task[] = [];
    for (const run of this.runs.values()) {
      if (run.prepared || run.preparing || run.pausedUntilMs > now) continue;
      started += 1;
      void this.track(this.parts.prepare(run));
    }
    const historyWaits = this.edgesUnread(now);
    for (const run of this.runs.values()) {
      if (run.pausedUntilMs > now) continue;
      for (const task of this.tasksOf(run, now, historyWaits)) {
        if (task.dueAtMs <= now) due.push(task);
      }
    }
    due.sort((a, b) => a.priority - b.priority || a.dueAtMs - b.dueAtMs);
    let liveUnpaid = false;
    for (const task of due) {
      if (task.run.reading[task.lane] || (liveUnpaid && task.lane === 'live')) continue;
      if (reader.inFlight + task.requests > maxInFlight && reader.inFlight > 0) break;
      if (task.lane !== 'live' && !this.backgroundFits(task)) break;
      // A single live request unpaid means no live read can go; the other lanes have floors of their own.
      if (!budget.available(task.requests, task.lane, this.backgroundShare(task))) {
        liveUnpaid ||= task.requests === 1 && task.lane === 'live';
        continue;
      }
      started += 1;
      void this.track(reader.run(task));
    }
    return started;
  }

  /**
   * Whether a background or inventory read leaves the live reads the connections they need: as many as
   * are in flight on average at their pace and the service's latency (Little's law) and one more (with
   * no more than the average their reads would queue), two at least. A slow service needs many for the
   * edges alone, and a long backfill must not take them; one background read may go whatever.
   */
  private backgroundFits(task: Task): boolean {
    const { reader, intervals, maxInFlight } = this.parts;
    const reserve = Math.min(LIVE_RESERVE, maxInFlight - 1);
    if (reader.inFlight + task.requests > maxInFlight - reserve && reader.inFlight > 0) return false;
    if (reader.backgroundInFlight === 0) return true;
    const liveInFlight = Math.ceil((intervals.liveReadsPerMinute * reader.liveReadMs) / MINUTE) + 1;
    return reader.backgroundInFlight + task.requests <= maxInFlight - Math.max(LIVE_RESERVE, liveInFlight);
  }

  /** Requests a minute the live edges leave the background and inventory reads beyond their floors. */
  private backgroundShare(task: Task): number | undefined {
    const { budget, intervals } = this.parts;
    return task.lane !== 'live' ? budget.effectivePerMinute - intervals.liveReadsPerMinute : undefined;
  }

  private floors(): BudgetFloors {
    return budgetFloors({ inventoryIncomplete: this.parts.next.inventoryIncomplete(this.runs.values()) });
  }

  /**
   * Whether some customer's live edge has not been read yet (and may be): until every one has, the
   * background (history, bands, inventory) waits, so each customer is live within seconds of the
   * start whatever the history before it.
   */
  private edgesUnread(now: number): boolean {
    for (const run of this.runs.values()) {
      if (run.prepared && run.edgeReads === 0 && run.pausedUntilMs <= now) return true;
    }
    return false;
  }

  /** A customer's next reads: its live one, and its background and inventory ones unless history waits. */
  private tasksOf(run: CustomerRun, now: number, historyWaits: boolean): Task[] {
    const { next } = this.parts;
    const live = next.live(run, now);
    if (historyWaits) return live ? [live] : [];
    return [live, next.background(run, now), next.inventory(run)].filter((task): task is Task => task !== null);
  }

  private nextWakeAtMs(): number {
    const now = this.parts.now();
    let next = Infinity;
    const historyWaits = this.edgesUnread(now);
    for (const run of this.runs.values()) {
      for (const task of this.tasksOf(run, now, historyWaits)) {
        if (run.reading[task.lane]) continue;
        // When this read could start: due, not paused, and paid for (an inventory needs four requests).
        const startAtMs = Math.max(
          task.dueAtMs,
          run.pausedUntilMs,
          this.parts.budget.nextAvailableAtMs(task.requests, task.lane, this.backgroundShare(task)),
        );
        // Startable now but not started: the connections are taken, and the end of a read wakes the loop.
        if (startAtMs <= now && this.running.size > 0) continue;
        next = Math.min(next, startAtMs);
      }
    }
    return Math.max(Math.min(next, this.parts.retention.dueAtMs), now + 1);
  }
}
