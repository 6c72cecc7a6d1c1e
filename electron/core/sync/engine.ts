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
import type { RetryNotice, ServiceClient } from '../api/client.js';
import { SERVICE_CLOCK_UNCERTAINTY_MS } from '../api/service-clock.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../store/cache.js';
import { ageBands, bandOfAge, scheduledBands, type ScheduledBand } from './age-bands.js';
import { BandReads } from './band-reads.js';
import { fetchEventsInRange } from './fetch-range.js';
import { LatenessModel, SAME_DELIVERY_MS, type LearnedEvent } from './lateness-model.js';
import { planPollIntervals } from './poll-intervals.js';
import { mergeRanges, piecesNewestFirst, piecesOldestFirst, uncoveredParts, type TimeRange } from '../time/ranges.js';
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
import { SyncHealth } from './health.js';
import { INVENTORY_REQUESTS, InventoryRefresh, type FetchedInventory } from './inventory.js';
import { TrafficMeter } from './traffic-meter.js';

export { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings.js';
export type { FetchedInventory } from './inventory.js';

const MINUTE = 60_000;
/** Events stored per write transaction while an answer arrives (commits cheap, lock waits short). */
const STORE_BATCH = 10_000;
/** A late event from a controller never seen before: its siblings are looked for this far back at least. */
const UNKNOWN_DEVICE_CHASE_MS = 10 * MINUTE;
/** Cold bands younger than this are read alone (found within 3× their lateness), older ones in pairs. */
const PAIR_FROM_LEAST_MS = 2 * 3_600_000;
/** Poll intervals are planned again this often (rates and the budget move slowly). */
const REPLAN_EVERY_MS = 10_000;
/** The edges' share of the budget while history fills (the rest: backfill, bands, inventory). */
const HISTORY_FILLING_EDGE_SHARE = 0.95;
/**
 * Every so often one edge read reaches this far past the workstation's clock: a service whose clock
 * is ahead (a workstation clock behind) shows there, and from then on the edge reads to its time.
 */
const CLOCK_PROBE_MS = 15 * MINUTE;
const CLOCK_PROBE_EVERY_MS = 10 * MINUTE;
/** A skew beyond this is reported. */
const CLOCK_SKEW_WARNING_MS = 2 * MINUTE;
/**
 * The live edge gives up on a silent service after 5 s and tries again within 2 s, so a service that
 * comes back is seen again within seconds (the NOT MONITORING alarm clears); other reads keep the
 * client's patience.
 */
const EDGE_PATIENCE = {
  idleTimeoutMs: 5_000,
  retry: { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 2_000, maxTotalMs: 8_000 },
};
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

function learned(event: AccessEvent): LearnedEvent {
  return {
    eventMs: Date.parse(event.eventDate),
    receivedMs: Date.parse(event.receivedDate),
    deviceGuid: event.deviceGuid,
    deviceName: event.deviceName,
  };
}

/** Per controller its oldest event (events of no controller each on their own). */
function oldestPerDevice(events: readonly AccessEvent[]): AccessEvent[] {
  const oldest = new Map<string, AccessEvent>();
  for (const event of events) {
    const key = event.deviceGuid ?? `event ${event.eventId}`;
    const known = oldest.get(key);
    if (!known || Date.parse(event.eventDate) < Date.parse(known.eventDate)) oldest.set(key, event);
  }
  return [...oldest.values()];
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

const LANE_OF: Record<ReadKind, Lane> = {
  edge: 'live',
  chase: 'live',
  band: 'background',
  backfill: 'background',
  settle: 'background',
};

/**
 * How one read came about. Late events found by regular reads (edge, bands) make their band hot;
 * those found by regular reads and chases start a chase; history (backfill, settling) and a run's
 * first edge read do neither.
 */
type ReadOrigin = 'regular' | 'chase' | 'history' | 'first-edge';

const ORIGIN: Record<ReadKind, ReadOrigin> = {
  edge: 'regular',
  band: 'regular',
  chase: 'chase',
  backfill: 'history',
  settle: 'history',
};

export class SyncEngine {
  readonly settings: SyncSettings;
  readonly budget: RequestBudget;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly maxInFlight: number;
  private readonly runs = new Map<string, CustomerRun>();
  private readonly meter: TrafficMeter;
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private inFlight = 0;
  private maxInFlightSeen = 0;
  private readonly downloadsByKind: Record<ReadKind, number> = { edge: 0, band: 0, chase: 0, backfill: 0, settle: 0 };
  private floorHeld = true;
  /** The edge reads a minute the last plan makes; background reads leave them that much of the budget. */
  private liveReadsPerMinute = 0;
  private plannedAtMs = -Infinity;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly retention: CacheRetention;
  private readonly clockSkew = new ClockSkew();
  private nextClockProbeAtMs: number;
  private readonly context: SyncContext;
  private readonly health: SyncHealth;
  private readonly inventory: InventoryRefresh;

  constructor(private readonly options: SyncEngineOptions) {
    // Every request in flight listens on the stop signal; more than ten at once is expected.
    setMaxListeners(0, this.stopping.signal);
    this.settings = { ...DEFAULT_SYNC_SETTINGS, ...options.settings };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 8);
    this.budget = new RequestBudget(this.settings.requestBudgetPerMinute, this.now);
    this.meter = new TrafficMeter(this.now);
    this.nextClockProbeAtMs = this.now() + CLOCK_PROBE_EVERY_MS;
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
    };
    this.health = new SyncHealth(this.context, {
      unavailable: (retryAfterMs) => {
        this.budget.unavailable(retryAfterMs);
        this.plannedAtMs = -Infinity;
      },
      ...(options.onStatus ? { onStatus: options.onStatus } : {}),
    });
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
      traffic: this.meter.figures(),
      inFlight: this.inFlight,
      maxInFlightSeen: this.maxInFlightSeen,
      customers: this.runs.size,
      floorHeld: this.floorHeld,
      quietFloorMs: this.settings.quietFloorMs,
      clockWarning: this.clockSkew.warning(CLOCK_SKEW_WARNING_MS),
    });
  }

  /** Events downloaded since start by each kind of read: where the cost goes. */
  downloadsPerKind(): Readonly<Record<ReadKind, number>> {
    return { ...this.downloadsByKind };
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
      await this.runTask(task);
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

  /** Service time − workstation time as measured: from the answers' Date headers, else from fresh events; null before either. */
  private serviceOffsetMs(): number | null {
    return this.options.client.serviceClock.offsetMs ?? this.clockSkew.offsetMs;
  }

  /** The service's time now, as far as known: the workstation's, moved on when its clock is behind. */
  private serviceNow(now: number): number {
    return now + Math.max(0, this.clockSkew.offsetMs ?? 0);
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
      if (this.inFlight + task.requests > this.maxInFlight && this.inFlight > 0) break;
      const reserve = task.lane === 'background' ? Math.min(LIVE_RESERVE, this.maxInFlight - 1) : 0;
      if (this.inFlight + task.requests > this.maxInFlight - reserve && this.inFlight > 0) continue;
      if (!this.budget.available(task.requests, this.backgroundShare(task))) {
        // A single request unpaid means none can go; a larger read waits while single ones go on.
        if (task.requests === 1) break;
        continue;
      }
      if (task.run.reading[task.lane]) continue;
      started += 1;
      const running = this.runTask(task).finally(() => {
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

  private async runTask(task: Task): Promise<void> {
    const { run } = task;
    run.reading[task.lane] = true;
    // Paid now, not as each request leaves (after an await): reads started together must not overdraw.
    for (let paid = 0; paid < task.requests; paid += 1) this.budget.take(task.lane === 'background');
    run.prepaid[task.lane] = task.requests;
    this.inFlight += task.requests;
    this.maxInFlightSeen = Math.max(this.maxInFlightSeen, this.inFlight);
    try {
      await task.execute();
      if (task.kind === 'edge') this.health.succeeded(run);
      else if (task.kind === 'backfill' && run.phase === 'backfilling') this.health.updatePhase(run);
    } catch (error) {
      if (!this.stopping.signal.aborted) this.health.failed(run, error);
    } finally {
      this.inFlight -= task.requests;
      run.reading[task.lane] = false;
      run.prepaid[task.lane] = 0;
      run.background = undefined;
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
        alarmsFromMs: state.alarmsFromMs ?? now + (this.serviceOffsetMs() ?? 0) - SERVICE_CLOCK_UNCERTAINTY_MS,
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
        ...this.task(run, 'live', 'chase', now, () => this.chase(run, piece)),
        priority: busyCustomer ? PRIORITY.edge : PRIORITY.chase,
      };
    }
    return {
      ...this.task(run, 'live', 'edge', run.nextEdgeAtMs, () => this.edge(run)),
      priority: PRIORITY[run.edgeReads === 0 ? 'unread-edge' : busyCustomer ? 'edge' : 'quiet-edge'],
    };
  }

  private async edge(run: CustomerRun): Promise<void> {
    const { cache } = this.options;
    const { settings } = this;
    const model = run.model!;
    const now = this.now();
    run.nextEdgeAtMs = now + run.edgeIntervalMs;
    const state = cache.syncState.get(run.customerGuid);
    const cursor = state.cursorMs ?? now;
    // From just before the newest eventDate seen, or the last read, whichever is older: anything
    // newer than what was seen is new, and a quiet customer's backlog is found here at once.
    let fromMs = Math.min(cursor, run.newestEventMs ?? cursor) - model.edgeLatenessMs;
    if (now - fromMs > settings.maxPieceMs) {
      const cursorFrom = cursor - model.edgeLatenessMs;
      fromMs = now - settings.maxPieceMs;
      // After a long outage the older part becomes backfill.
      if (cursorFrom < fromMs)
        cache.syncState.addPendingRange(run.customerGuid, { fromMs: cursorFrom, toMs: fromMs - 1 });
    }
    const probe = now >= this.nextClockProbeAtMs;
    if (probe) this.nextClockProbeAtMs = now + CLOCK_PROBE_EVERY_MS;
    const toMs = probe ? now + CLOCK_PROBE_MS : this.serviceNow(now);
    const { window, bands } = this.foldDueBands(run, { fromMs, toMs }, now);
    await this.read(run, window, 'edge', { cursorMs: this.serviceNow(now), lastSuccessAtMs: now }, () =>
      this.bandsRead(run, bands, now),
    );
    run.edgeReads += 1;
    // The first read tells how busy the customer is: planned again at once, so a busy one is polled as such.
    if (run.edgeReads === 1) this.plannedAtMs = -Infinity;
    this.settleAlarmsFrom(run, now);
  }

  // A newly watched customer's alarms began at the workstation's clock when nothing of the service's was
  // known. Once an answer has told the service's clock, they begin when this first edge read began on it: a
  // workstation clock ahead would otherwise count the first minutes after watching as history.
  private settleAlarmsFrom(run: CustomerRun, readStartedMs: number): void {
    const offset = this.options.client.serviceClock.offsetMs;
    if (!run.alarmsFromProvisional || offset === null) return;
    run.alarmsFromProvisional = false;
    const { syncState } = this.options.cache;
    // Early by the estimate's uncertainty: an event at the very start may alarm, none may be lost as history.
    const startedOnService = readStartedMs + offset - SERVICE_CLOCK_UNCERTAINTY_MS;
    const alarmsFromMs = Math.min(syncState.get(run.customerGuid).alarmsFromMs ?? Infinity, startedOnService);
    syncState.update(run.customerGuid, { alarmsFromMs });
  }

  // Young bands that are due (or nearly) and add few events join the edge's request: one request
  // instead of several. A band the window already covers is read for free.
  private foldDueBands(run: CustomerRun, edge: TimeRange, now: number): { window: TimeRange; bands: ScheduledBand[] } {
    let fromMs = edge.fromMs;
    const folded: ScheduledBand[] = [];
    for (const band of this.bandsOf(run)) {
      const window = run.bands!.window(band, now);
      if (window.fromMs >= fromMs) {
        folded.push(band);
        continue;
      }
      if (run.bands!.dueAt(band) > now + Math.min(run.edgeIntervalMs, band.periodMs / 4)) break;
      const extra = this.options.cache.events.countInRange(run.customerGuid, window.fromMs, fromMs - 1);
      if (extra > this.settings.mergeEvents || now - window.fromMs > this.settings.maxPieceMs) break;
      fromMs = window.fromMs;
      folded.push(band);
    }
    return { window: { fromMs, toMs: edge.toMs }, bands: folded };
  }

  private async chase(run: CustomerRun, piece: TimeRange): Promise<void> {
    const now = this.now();
    await this.read(run, piece, 'chase', {}, () => this.bandsReadAlong(run, piece, now));
    const remaining: TimeRange[] = [];
    for (const range of run.chases) remaining.push(...uncoveredParts(range, [piece]));
    run.chases = mergeRanges(remaining);
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
      return this.task(run, 'background', 'backfill', now, () => this.backfill(run, piece));
    }
    const candidates: Task[] = [];
    const bands = this.dueBandsFrom(run);
    if (bands) candidates.push(this.task(run, 'background', 'band', bands.dueAtMs, () => this.readBands(run)));
    const settle = this.settleDue(run, now);
    if (settle)
      candidates.push(this.task(run, 'background', 'settle', settle.dueAtMs, () => this.settle(run, settle.piece)));
    candidates.push({
      ...this.task(run, 'background', 'inventory', this.inventory.dueAtMs(run), () =>
        this.inventory.refresh(run, this.callOptions(run, 'background')),
      ),
      requests: INVENTORY_REQUESTS,
    });
    const dueNow = candidates.filter((task) => task.dueAtMs <= now);
    const pool = dueNow.length > 0 ? dueNow : candidates;
    return pool.reduce((best, task) =>
      dueNow.length > 0 ? (task.priority < best.priority ? task : best) : task.dueAtMs < best.dueAtMs ? task : best,
    );
  }

  /** The earliest band due, if any: when it is due. */
  private dueBandsFrom(run: CustomerRun): { dueAtMs: number } | null {
    let dueAtMs = Infinity;
    for (const band of this.bandsOf(run)) dueAtMs = Math.min(dueAtMs, run.bands!.dueAt(band));
    return dueAtMs === Infinity ? null : { dueAtMs };
  }

  // The youngest band due, with the older ones next to it that are due too: one request.
  private async readBands(run: CustomerRun): Promise<void> {
    const now = this.now();
    const bands = this.bandsOf(run);
    const first = bands.findIndex((band) => run.bands!.dueAt(band) <= now);
    if (first < 0) return;
    const taken = [bands[first]!];
    for (const band of bands.slice(first + 1)) {
      const dueSoon = run.bands!.dueAt(band) <= now + Math.min(run.edgeIntervalMs, band.periodMs / 4);
      if (!dueSoon || band.hiMs - taken[0]!.loMs > this.settings.maxPieceMs) break;
      taken.push(band);
    }
    // Each band from where its last read ended: one window without a gap, however late this read is.
    const fromMs = Math.min(...taken.map((band) => run.bands!.window(band, now).fromMs));
    await this.read(run, { fromMs, toMs: now - taken[0]!.loMs }, 'band', {}, () => this.bandsRead(run, taken, now));
  }

  /** Bands read by a read that started at `now` (called in its storing transaction): due again, and covered to here. */
  private bandsRead(run: CustomerRun, bands: readonly ScheduledBand[], now: number): void {
    const { covered, forget } = run.bands!.read(bands, now);
    this.options.cache.syncState.saveBandCoverage(run.customerGuid, covered, forget);
  }

  /** A chase or backfill read that started at `now` reads the bands' windows it reaches: they need not read it again. */
  private bandsReadAlong(run: CustomerRun, range: TimeRange, now: number): void {
    const covered = run.bands!.readAlong(this.bandsOf(run), range, now);
    if (covered.size > 0) this.options.cache.syncState.saveBandCoverage(run.customerGuid, covered);
  }

  private async backfill(run: CustomerRun, piece: TimeRange): Promise<void> {
    const { cache } = this.options;
    const fetchedAtMs = this.now();
    await this.read(run, piece, 'backfill', {}, () => {
      this.bandsReadAlong(run, piece, fetchedAtMs);
      cache.syncState.completePendingRange(run.customerGuid, piece);
      cache.syncState.addSettledRange(run.customerGuid, {
        fromMs: piece.fromMs,
        toMs: Math.min(piece.toMs, fetchedAtMs - this.settings.settleAgeMs),
      });
    });
  }

  // Each eventDate from the start of the customer's history is read once more when settleAge old:
  // whatever arrived late by then is in the cache, and the range is settled (exports trust it).
  private settleDue(run: CustomerRun, now: number): { dueAtMs: number; piece: TimeRange } | null {
    const { cache } = this.options;
    const state = cache.syncState.get(run.customerGuid);
    if (state.watchedSinceMs === null) return null;
    const ripe = { fromMs: state.watchedSinceMs, toMs: now - this.settings.settleAgeMs };
    const gap = uncoveredParts(ripe, cache.syncState.settledRanges(run.customerGuid))[0];
    if (!gap) return { dueAtMs: now + this.settings.settleStepMs, piece: ripe };
    return {
      dueAtMs: gap.fromMs + this.settings.settleAgeMs + this.settings.settleStepMs,
      piece: piecesOldestFirst(gap, this.settings.maxPieceMs)[0]!,
    };
  }

  private async settle(run: CustomerRun, piece: TimeRange): Promise<void> {
    const { cache } = this.options;
    if (piece.toMs < piece.fromMs) return;
    await this.read(run, piece, 'settle', {}, () => cache.syncState.addSettledRange(run.customerGuid, piece));
  }

  // ---- reading and learning --------------------------------------------------------------------

  private task(run: CustomerRun, lane: Lane, kind: TaskKind, dueAtMs: number, execute: () => Promise<void>): Task {
    return { run, lane, kind, dueAtMs, priority: PRIORITY[kind], requests: 1, execute };
  }

  private callOptions(
    run: CustomerRun,
    lane: Lane,
  ): { signal: AbortSignal; onRetry: (n: RetryNotice) => void; onAttempt: () => void } {
    return {
      signal: this.stopping.signal,
      onRetry: (notice) => this.health.retrying(run, notice),
      onAttempt: () => {
        // The first attempts were paid for when the read was started; retries are paid as they go.
        if (run.prepaid[lane] > 0) run.prepaid[lane] -= 1;
        else this.budget.take(lane === 'background');
        this.meter.request();
        run.meter.request();
      },
    };
  }

  /**
   * Fetches a range and stores it batch by batch while the answer arrives (storing overlaps the
   * download, and other writers never wait long for the lock); a last short transaction moves the
   * cursor and ranges. A crash or retry part-way re-fetches the range: storing is idempotent.
   */
  private async read(
    run: CustomerRun,
    range: TimeRange,
    kind: ReadKind,
    change: { cursorMs?: number; lastSuccessAtMs?: number },
    alsoInTransaction?: () => void,
  ): Promise<void> {
    const { cache } = this.options;
    const inserted: AccessEvent[] = [];
    let newestReceivedMs: number | null = null;
    let maxDelayMs = 0;
    let pending: AccessEvent[] = [];
    let downloaded = 0;
    const storePending = (): void => {
      const batch = pending;
      pending = [];
      if (batch.length === 0) return;
      const result = cache.transaction(() => cache.events.store(run.customerGuid, batch, this.now()));
      inserted.push(...result.inserted);
      if (result.newestReceivedMs !== null) newestReceivedMs = Math.max(newestReceivedMs ?? 0, result.newestReceivedMs);
      maxDelayMs = Math.max(maxDelayMs, result.maxDelayMs);
    };
    await fetchEventsInRange(this.options.client, run.customerGuid, range, {
      ...this.callOptions(run, LANE_OF[kind]),
      ...(kind === 'edge' ? { patience: EDGE_PATIENCE } : {}),
      onEvents: (batch) => {
        downloaded += batch.length;
        for (const event of batch) {
          pending.push(event);
          if (pending.length >= STORE_BATCH) storePending();
        }
      },
    });
    storePending();
    cache.transaction(() => {
      const state = cache.syncState.get(run.customerGuid);
      cache.syncState.update(run.customerGuid, {
        ...change,
        newestReceivedMs:
          newestReceivedMs === null ? state.newestReceivedMs : Math.max(state.newestReceivedMs ?? 0, newestReceivedMs),
        maxDelayMs: Math.max(state.maxDelayMs, maxDelayMs),
      });
      alsoInTransaction?.();
    });
    this.meter.downloaded(downloaded);
    run.meter.downloaded(downloaded);
    this.downloadsByKind[kind] += downloaded;
    const receivedMs = inserted.map((event) => Date.parse(event.receivedDate));
    // The first edge read of a run may find events received while the monitor was off: not fresh.
    if (kind === 'edge' && run.edgeReads > 0) this.clockSkew.observe(receivedMs, this.now());
    const live = { live: ORIGIN[kind] !== 'history' };
    this.meter.inserted(receivedMs, live);
    run.meter.inserted(receivedMs, live);
    // A run's first edge read finds what the service received while this monitor was off or not yet
    // watching: late by then, but not a discovery, and the backfill reads all before it (no chase).
    this.learn(run, range, kind === 'edge' && run.edgeReads === 0 ? 'first-edge' : ORIGIN[kind], inserted);
    run.eventsStored += inserted.length;
    if (inserted.length > 0) {
      this.options.onEvents?.(run.customerGuid, inserted, {
        alarmsFromMs: cache.syncState.get(run.customerGuid).alarmsFromMs,
        seenAtServiceMs: this.now() + (this.serviceOffsetMs() ?? 0),
      });
    }
  }

  // A late event found means two things: the band of its lateness turns hot (when a regular read
  // found it), and its siblings (the rest of its controller's backlog) lie between that controller's
  // previous event and it, so that stretch is chased at once.
  private learn(run: CustomerRun, window: TimeRange, origin: ReadOrigin, inserted: readonly AccessEvent[]): void {
    const model = run.model!;
    const now = this.now();
    const lateness = (event: AccessEvent): number => Date.parse(event.receivedDate) - Date.parse(event.eventDate);
    const late =
      origin === 'history' || origin === 'first-edge'
        ? []
        : inserted.filter((event) => lateness(event) > model.edgeLatenessMs);
    if (late.length > 0) {
      if (origin === 'regular') this.discovered(run, late, lateness);
      let chaseFromMs = Infinity;
      for (const event of oldestPerDevice(late)) {
        const eventMs = Date.parse(event.eventDate);
        const previous = event.deviceGuid ? this.previousOfDevice(run, event) : undefined;
        chaseFromMs = Math.min(
          chaseFromMs,
          previous !== undefined
            ? previous - model.edgeLatenessMs
            : eventMs - Math.max(lateness(event), UNKNOWN_DEVICE_CHASE_MS),
        );
      }
      chaseFromMs = Math.max(chaseFromMs, now - this.settings.settleAgeMs);
      if (chaseFromMs < window.fromMs) {
        // History still to be fetched is the backfill's: it reads it soon, and a chase there would
        // hold up this customer's edge with a long read.
        const pending = this.options.cache.syncState.pendingRanges(run.customerGuid);
        const chase = uncoveredParts({ fromMs: chaseFromMs, toMs: window.fromMs - 1 }, pending);
        run.chases = mergeRanges([...run.chases, ...chase]);
      }
    }
    model.learn(inserted.map(learned), { recent: origin !== 'history' });
    for (const event of inserted) {
      // An eventDate ahead of the clock (a controller's clock) must not pull the edge into the future.
      const eventMs = Math.min(Date.parse(event.eventDate), this.serviceNow(now));
      run.newestEventMs = Math.max(run.newestEventMs ?? eventMs, eventMs);
    }
  }

  // A late event's siblings lie between it and its controller's event before its delivery: the
  // newest one known, unless the controller has delivered newer ones since, then the cache's. That
  // happens to an offline controller back online (its live events reach the edge before a band
  // reaches its backlog) and to the stragglers of a delivery (received a moment after a chase).
  private previousOfDevice(run: CustomerRun, event: AccessEvent & { deviceGuid: string }): number | undefined {
    const eventMs = Date.parse(event.eventDate);
    const newest = run.model!.newestOfDevice(event.deviceGuid);
    if (newest === undefined || newest < eventMs) return newest;
    const receivedBeforeMs = Date.parse(event.receivedDate) - SAME_DELIVERY_MS;
    const sinceMs = this.now() - this.settings.settleAgeMs;
    const { events } = this.options.cache;
    return (
      events.newestOfDeviceBefore(run.customerGuid, event.deviceGuid, {
        beforeMs: eventMs,
        receivedBeforeMs,
        sinceMs,
      }) ?? undefined
    );
  }

  // What a regular read discovered: per controller its youngest late event (the one whose delivery
  // was found; older ones in the same read are its siblings). Their bands turn hot.
  private discovered(run: CustomerRun, late: readonly AccessEvent[], lateness: (event: AccessEvent) => number): void {
    const youngest = new Map<string, AccessEvent>();
    for (const event of late) {
      const key = event.deviceGuid ?? `event ${event.eventId}`;
      const known = youngest.get(key);
      if (!known || lateness(event) < lateness(known)) youngest.set(key, event);
    }
    const bands = this.learningBands(run);
    // Siblings of a backlog already being chased are not discoveries (a band read may reach them first).
    const chased = (event: AccessEvent): boolean => {
      const eventMs = Date.parse(event.eventDate);
      return run.chases.some((range) => range.fromMs <= eventMs && eventMs <= range.toMs);
    };
    for (const event of youngest.values()) {
      if (chased(event)) continue;
      const band = bandOfAge(bands, lateness(event));
      if (band) run.model!.foundLate(band.index, learned(event));
    }
  }
}
