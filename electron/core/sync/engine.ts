// SyncEngine: keeps the cache a complete copy of each watched customer's events, cheaply.
//
// One scheduler serves every customer within a request budget (requests a minute) and the
// connection share. Per customer it keeps two lanes, so a long read never delays the fresh edge:
// - live: the fresh edge, polled busiest-first (poll-intervals.ts), with the young age bands that
//   are due folded into the same request; and chases (a late event found: read back at once to its
//   controller's previous event, where the rest of its backlog lies);
// - background: backfill of missing history (newest first, a day a request at most), age bands
//   read on their own (age-bands.ts), the settling read of each eventDate at settleAge, and the
//   inventory.
// At start every customer's edge is read once before any background read (all live within seconds
// whatever their history); busy customers' edges (and their chases) go before anything else, and
// while history fills the edges plan for more of the budget: history waits.
// Every read stores idempotently by eventId while the answer arrives; the edge's cursor moves only
// once its window is stored, so a crash re-reads it and loses nothing. A 503 halves the budget for a
// while (request-budget.ts). Whether the service's bounds are inclusive or not, every request asks
// 1 ms beyond them (fetch-range.ts).
import { setMaxListeners } from 'node:events';
import type { ServiceClient } from '../api/client.js';
import { SERVICE_CLOCK_UNCERTAINTY_MS } from '../api/service-clock.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../store/cache.js';
import { ageBands, scheduledBands, type ScheduledBand } from './age-bands.js';
import { BandReads } from './band-reads.js';
import { LatenessModel } from './lateness-model.js';
import { planPollIntervals } from './poll-intervals.js';
import { piecesNewestFirst } from '../time/ranges.js';
import { RequestBudget } from './request-budget.js';
import { ClockSkew } from './clock-skew.js';
import type { EventArrival } from './event-arrival.js';
import { CacheRetention } from './retention.js';
import { describeTotals, type CustomerSyncStatus, type SyncTotals } from './status.js';
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings.js';
import {
  newCustomerRun,
  type CustomerRun,
  type Lane,
  type ReadKind,
  type SyncContext,
  type Task,
  type TaskKind,
} from './customer-run.js';
import { BandReading } from './band-reading.js';
import { SyncHealth } from './health.js';
import { HistoryReads } from './history-reads.js';
import { LiveReads } from './live-reads.js';
import { LateChaser } from './late-chaser.js';
import { Reader } from './reader.js';
import { INVENTORY_REQUESTS, InventoryRefresh, type FetchedInventory } from './inventory.js';

export { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings.js';
export type { FetchedInventory } from './inventory.js';

const MINUTE = 60_000;
/** Cold bands younger than this are read alone (found within 3× their lateness), older ones in pairs. */
const PAIR_FROM_LEAST_MS = 2 * 3_600_000;
/** Poll intervals are planned again this often (rates and the budget move slowly). */
const REPLAN_EVERY_MS = 10_000;
/** The edges' share of the budget while history fills (the rest: backfill, bands, inventory). */
const HISTORY_FILLING_EDGE_SHARE = 0.95;
/** A skew beyond this is reported. */
const CLOCK_SKEW_WARNING_MS = 2 * MINUTE;
/** Connections background reads leave free, so a service that hangs them cannot starve the live edges. */
const LIVE_RESERVE = 2;

export interface SyncEngineOptions {
  cache: Cache;
  client: ServiceClient;
  customerGuids: readonly string[];
  settings?: Partial<SyncSettings>;
  /** Requests this engine may have in flight: its share of the application's connections; default 8. */
  maxInFlight?: number;
  now?: () => number;
  /** Spreads the first reads of the age bands over their periods; default Math.random. */
  random?: () => number;
  onEvents?: (customerGuid: string, inserted: AccessEvent[], arrival: EventArrival) => void;
  onStatus?: (status: CustomerSyncStatus) => void;
  /** A customer's inventory was fetched and stored. */
  onInventory?: (customerGuid: string, inventory: FetchedInventory) => void;
}

const PRIORITY: Record<TaskKind | 'quiet-edge' | 'unread-edge', number> = {
  // A busy customer's edge goes first (its on-time events are stored within seconds), then any
  // customer's edge not read since start (every one is live within seconds, whatever its history).
  edge: -2,
  'unread-edge': -1,
  chase: 0,
  'quiet-edge': 2,
  backfill: 3,
  band: 4,
  settle: 5,
  inventory: 6,
};

export class SyncEngine {
  readonly settings: SyncSettings;
  readonly budget: RequestBudget;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly maxInFlight: number;
  private readonly runs = new Map<string, CustomerRun>();
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private floorHeld = true;
  /** The edge reads a minute the last plan makes; background reads leave them that much of the budget. */
  private liveReadsPerMinute = 0;
  private plannedAtMs = -Infinity;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly retention: CacheRetention;
  private readonly clockSkew = new ClockSkew();
  private readonly context: SyncContext;
  private readonly health: SyncHealth;
  private readonly inventory: InventoryRefresh;
  private readonly chaser: LateChaser;
  private readonly reader: Reader;
  private readonly bandReading: BandReading;
  private readonly live: LiveReads;
  private readonly history: HistoryReads;

  constructor(private readonly options: SyncEngineOptions) {
    // Every request in flight listens on the stop signal; more than ten at once is expected.
    setMaxListeners(0, this.stopping.signal);
    this.settings = { ...DEFAULT_SYNC_SETTINGS, ...options.settings };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 8);
    this.budget = new RequestBudget(this.settings.requestBudgetPerMinute, this.now);
    this.retention = new CacheRetention(options.cache, {
      retentionMs: this.settings.retentionMs,
      everyMs: this.settings.retentionCheckEveryMs,
      now: this.now,
    });
    this.context = {
      cache: options.cache,
      client: options.client,
      settings: this.settings,
      now: this.now,
      stopping: this.stopping.signal,
      serviceOffsetMs: () => options.client.serviceClock.offsetMs ?? this.clockSkew.offsetMs,
      serviceNow: (now) => now + Math.max(0, this.clockSkew.offsetMs ?? 0),
    };
    this.health = new SyncHealth(this.context, {
      unavailable: (retryAfterMs) => {
        this.budget.unavailable(retryAfterMs);
        this.plannedAtMs = -Infinity;
      },
      ...(options.onStatus ? { onStatus: options.onStatus } : {}),
    });
    this.chaser = new LateChaser(this.context, (run) => this.learningBands(run));
    this.reader = new Reader(this.context, this.budget, this.health, this.chaser, this.clockSkew, options.onEvents);
    this.bandReading = new BandReading(this.context, this.reader, (run) => this.bandsOf(run));
    this.live = new LiveReads(this.context, this.reader, this.chaser, this.bandReading, {
      bandsOf: (run) => this.bandsOf(run),
      firstEdgeRead: () => {
        this.plannedAtMs = -Infinity;
      },
    });
    this.history = new HistoryReads(this.context, this.reader, this.bandReading);
    for (const customerGuid of options.customerGuids)
      this.runs.set(customerGuid, newCustomerRun(this.context, customerGuid));
    this.inventory = new InventoryRefresh(this.context, this.budget, this.runs.size, options.onInventory);
  }

  start(): void {
    this.loop ??= this.serve();
  }

  /** Stops polling; resolves once every read has ended (in-flight requests are cancelled). */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.running]);
    for (const run of this.runs.values()) {
      run.phase = 'stopped';
      this.health.report(run);
    }
  }

  /** The guard signed in again: customers waiting for it poll at once. */
  signedIn(): void {
    for (const run of this.runs.values()) {
      if (run.phase === 'sign-in-needed') run.pausedUntilMs = 0;
    }
    this.wake?.();
  }

  /** The operator changed the budget (requests a minute). */
  setBudget(perMinute: number): void {
    this.budget.setConfigured(perMinute);
    this.plannedAtMs = -Infinity;
    this.wake?.();
  }

  status(): CustomerSyncStatus[] {
    return [...this.runs.values()].map((run) => this.health.statusOf(run));
  }

  totals(): SyncTotals {
    return describeTotals({
      budget: this.budget.snapshot(),
      traffic: this.reader.meter.figures(),
      inFlight: this.reader.inFlight,
      maxInFlightSeen: this.reader.maxInFlightSeen,
      customers: this.runs.size,
      floorHeld: this.floorHeld,
      quietFloorMs: this.settings.quietFloorMs,
      clockWarning: this.clockSkew.warning(CLOCK_SKEW_WARNING_MS),
    });
  }

  /** Events downloaded since start by each kind of read: where the cost goes. */
  downloadsPerKind(): Readonly<Record<ReadKind, number>> {
    return this.reader.downloadsPerKind();
  }

  /** The edge lateness learned for a customer: how far each edge read reaches back before the last. */
  edgeLatenessMs(customerGuid: string): number {
    const run = this.requireRun(customerGuid);
    this.prepare(run);
    return run.model!.edgeLatenessMs;
  }

  /**
   * One whole cycle for a customer, for the CLI and tests: its edge now, then everything else of
   * it that is due (one backfill piece at most), each read awaited in turn.
   */
  async cycle(customerGuid: string): Promise<void> {
    const run = this.requireRun(customerGuid);
    this.prepare(run);
    run.nextEdgeAtMs = Math.min(run.nextEdgeAtMs, this.now());
    run.pausedUntilMs = 0;
    this.pruneDue();
    let backfilled = false;
    for (let step = 0; step < 100; step += 1) {
      const now = this.now();
      const live = this.liveTask(run, now);
      const background = this.backgroundTask(run, now);
      const task = live && live.dueAtMs <= now ? live : background && background.dueAtMs <= now ? background : null;
      if (!task || run.pausedUntilMs > now || (task.kind === 'backfill' && backfilled)) return;
      backfilled ||= task.kind === 'backfill';
      await this.reader.run(task);
    }
  }

  /**
   * Runs every read due now (all customers, within the budget and connections) and waits for them;
   * for drivers that move a clock of their own (benchmarks). Returns when the next read is due.
   */
  async runDue(): Promise<number> {
    for (;;) {
      const started = this.launchDue();
      if (this.running.size > 0) await Promise.race([...this.running]);
      else if (started === 0) return this.nextWakeAtMs();
    }
  }

  private requireRun(customerGuid: string): CustomerRun {
    const run = this.runs.get(customerGuid);
    if (!run) throw new Error(`customer ${customerGuid} is not watched`);
    return run;
  }

  private async serve(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      this.launchDue();
      const waitMs = Math.max(0, this.nextWakeAtMs() - this.now());
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, Math.min(waitMs, 60_000));
        this.wake = done;
      });
    }
  }

  /** Starts what is due, most urgent first; returns how many reads (and retention steps) it started. */
  private launchDue(): number {
    if (this.stopping.signal.aborted) return 0;
    let started = this.pruneDue() ? 1 : 0;
    const now = this.now();
    this.planIntervals(now);
    const due: Task[] = [];
    for (const run of this.runs.values()) this.prepare(run);
    const historyWaits = this.edgesUnread(now);
    for (const run of this.runs.values()) {
      if (run.pausedUntilMs > now) continue;
      for (const task of this.tasksOf(run, now, historyWaits)) {
        if (task.dueAtMs <= now) due.push(task);
      }
    }
    due.sort((a, b) => a.priority - b.priority || a.dueAtMs - b.dueAtMs);
    for (const task of due) {
      if (this.reader.inFlight + task.requests > this.maxInFlight && this.reader.inFlight > 0) break;
      const reserve = task.lane === 'background' ? Math.min(LIVE_RESERVE, this.maxInFlight - 1) : 0;
      if (this.reader.inFlight + task.requests > this.maxInFlight - reserve && this.reader.inFlight > 0) continue;
      if (!this.budget.available(task.requests, this.backgroundShare(task))) {
        // A single request unpaid means none can go; a larger read waits while single ones go on.
        if (task.requests === 1) break;
        continue;
      }
      if (task.run.reading[task.lane]) continue;
      started += 1;
      const running = this.reader.run(task).finally(() => {
        this.running.delete(running);
        this.wake?.();
      });
      this.running.add(running);
    }
    return started;
  }

  /** Requests a minute a background read may share with the others of its lane; none for live reads. */
  private backgroundShare(task: Task): number | undefined {
    return task.lane === 'background' ? this.budget.effectivePerMinute - this.liveReadsPerMinute : undefined;
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

  /** A customer's next reads: its live one, and its background one unless history waits. */
  private tasksOf(run: CustomerRun, now: number, historyWaits: boolean): Task[] {
    const live = this.liveTask(run, now);
    const background = historyWaits ? null : this.backgroundTask(run, now);
    return [live, background].filter((task): task is Task => task !== null);
  }

  private nextWakeAtMs(): number {
    const now = this.now();
    let next = Infinity;
    const historyWaits = this.edgesUnread(now);
    for (const run of this.runs.values()) {
      for (const task of this.tasksOf(run, now, historyWaits)) {
        if (run.reading[task.lane]) continue;
        // When this read could start: due, not paused, and paid for (an inventory needs four requests).
        const startAtMs = Math.max(
          task.dueAtMs,
          run.pausedUntilMs,
          this.budget.nextAvailableAtMs(task.requests, this.backgroundShare(task)),
        );
        // Startable now but not started: the connections are taken, and the end of a read wakes the loop.
        if (startAtMs <= now && this.running.size > 0) continue;
        next = Math.min(next, startAtMs);
      }
    }
    return Math.max(Math.min(next, this.retention.dueAtMs), now + 1);
  }

  /** One step of retention if due; a failure (a full disk, say) waits for the next check, the reads go on. */
  private pruneDue(): boolean {
    try {
      return this.retention.runDue();
    } catch (error) {
      this.retention.failed(error);
      return false;
    }
  }

  // First sight of a customer: whatever lies between the last cursor (or the history start) and
  // now becomes backfill, and the edge starts from now, so the feed is current at once.
  private prepare(run: CustomerRun): void {
    if (run.prepared) return;
    run.prepared = true;
    const { cache } = this.options;
    const { settings } = this;
    const now = this.now();
    const state = cache.syncState.get(run.customerGuid);
    const start = state.cursorMs === null ? now - settings.historyMs : state.cursorMs - settings.edgeLatenessMs;
    const liveFrom = now - settings.firstBandMs;
    // A customer newly watched: what the service received before now is its history, which never alarms.
    run.alarmsFromProvisional = state.alarmsFromMs === null;
    cache.transaction(() => {
      if (start < liveFrom) cache.syncState.addPendingRange(run.customerGuid, { fromMs: start, toMs: liveFrom - 1 });
      cache.syncState.update(run.customerGuid, {
        cursorMs: Math.max(start, liveFrom),
        watchedSinceMs: state.watchedSinceMs ?? (state.cursorMs ?? now) - settings.historyMs,
        alarmsFromMs: state.alarmsFromMs ?? now + (this.context.serviceOffsetMs() ?? 0) - SERVICE_CLOCK_UNCERTAINTY_MS,
      });
    });
    const recentMs = 30 * MINUTE;
    run.model = new LatenessModel(settings, this.now, {
      newestByDevice: cache.events.newestPerDevice(run.customerGuid, now - settings.settleAgeMs),
      ratePerMinute: cache.events.countInRange(run.customerGuid, now - recentMs, now) / (recentMs / MINUTE),
    });
    run.newestEventMs = cache.events.newestEventMs(run.customerGuid, now);
    run.bands = new BandReads(
      this.random,
      cache.syncState.bandCoverage(run.customerGuid),
      cache.syncState.get(run.customerGuid).watchedSinceMs ?? -Infinity,
    );
    run.phase = 'backfilling';
  }

  /** The doubling bands where lateness is learned (see age-bands.ts). */
  private learningBands(run: CustomerRun): ReturnType<typeof ageBands> {
    return ageBands(this.settings, run.model?.edgeLatenessMs ?? this.settings.edgeLatenessMs);
  }

  /** The bands as they are read now: hot ones alone, cold ones alone, and in pairs beyond the lateness seen. */
  private bandsOf(run: CustomerRun): ScheduledBand[] {
    const model = run.model;
    const pairFromMs = Math.max(PAIR_FROM_LEAST_MS, 2 * (model?.discoveredLatenessMs() ?? 0));
    const bands = scheduledBands(
      this.learningBands(run),
      (index) => model?.isHot(index) ?? false,
      this.settings,
      pairFromMs,
    );
    run.bands!.recut(bands, this.now());
    return bands;
  }

  /** While some customer's history fills, the edges plan for more of the budget: history waits. */
  private edgeShare(runs: readonly CustomerRun[]): number {
    const filling = runs.some((run) => run.phase === 'backfilling');
    return filling
      ? Math.max(this.settings.edgeBudgetShare, HISTORY_FILLING_EDGE_SHARE)
      : this.settings.edgeBudgetShare;
  }

  private planIntervals(now: number): void {
    if (now - this.plannedAtMs < REPLAN_EVERY_MS) return;
    this.plannedAtMs = now;
    const runs = [...this.runs.values()];
    const plan = planPollIntervals({
      ratesPerMinute: runs.map((run) => run.model?.ratePerMinute() ?? 0),
      budgetPerMinute: this.budget.effectivePerMinute * this.edgeShare(runs),
      minIntervalMs: this.settings.intervalMs,
      quietFloorMs: this.settings.quietFloorMs,
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

  // ---- live lane -------------------------------------------------------------------------------

  private liveTask(run: CustomerRun, now: number): Task | null {
    if (!run.prepared) return null;
    const busyCustomer = (run.model?.ratePerMinute() ?? 0) >= 1;
    const chase = run.chases.at(-1);
    if (chase) {
      const piece = piecesNewestFirst(chase, this.settings.maxPieceMs)[0]!;
      // A busy customer's chase holds up its edge (one live read at a time): it goes with busy edges.
      return {
        ...this.task(run, 'live', 'chase', now, () => this.live.chase(run, piece)),
        priority: busyCustomer ? PRIORITY.edge : PRIORITY.chase,
      };
    }
    return {
      ...this.task(run, 'live', 'edge', run.nextEdgeAtMs, () => this.live.edge(run)),
      priority: PRIORITY[run.edgeReads === 0 ? 'unread-edge' : busyCustomer ? 'edge' : 'quiet-edge'],
    };
  }

  // ---- background lane -------------------------------------------------------------------------

  private backgroundTask(run: CustomerRun, now: number): Task | null {
    if (!run.prepared) return null;
    // Due times move only when a read of this customer ends, so the plan is kept until then.
    run.background ??= this.planBackground(run, now);
    return run.background;
  }

  private planBackground(run: CustomerRun, now: number): Task | null {
    const { cache } = this.options;
    const pending = cache.syncState.pendingRanges(run.customerGuid)[0];
    if (pending) {
      const piece = piecesNewestFirst(pending, this.settings.maxPieceMs)[0]!;
      return this.task(run, 'background', 'backfill', now, () => this.history.backfill(run, piece));
    }
    const candidates: Task[] = [];
    const bandsDueAtMs = this.bandReading.dueAtMs(run);
    if (bandsDueAtMs !== null)
      candidates.push(this.task(run, 'background', 'band', bandsDueAtMs, () => this.bandReading.read(run)));
    const settle = this.history.settleDue(run, now);
    if (settle)
      candidates.push(
        this.task(run, 'background', 'settle', settle.dueAtMs, () => this.history.settle(run, settle.piece)),
      );
    candidates.push({
      ...this.task(run, 'background', 'inventory', this.inventory.dueAtMs(run), () =>
        this.inventory.refresh(run, this.reader.callOptions(run, 'background')),
      ),
      requests: INVENTORY_REQUESTS,
    });
    const dueNow = candidates.filter((task) => task.dueAtMs <= now);
    const pool = dueNow.length > 0 ? dueNow : candidates;
    return pool.reduce((best, task) =>
      dueNow.length > 0 ? (task.priority < best.priority ? task : best) : task.dueAtMs < best.dueAtMs ? task : best,
    );
  }

  // ---- reading and learning --------------------------------------------------------------------

  private task(run: CustomerRun, lane: Lane, kind: TaskKind, dueAtMs: number, execute: () => Promise<void>): Task {
    return { run, lane, kind, dueAtMs, priority: PRIORITY[kind], requests: 1, execute };
  }
}
