// SyncEngine: keeps the cache a complete copy of each watched customer's events, cheaply.
//
// One scheduler (scheduler.ts) serves every customer within a request budget (requests a minute)
// and the connection share. Per customer it keeps three lanes, so a long read never delays the fresh
// edge, nor history the inventory:
// - live: the fresh edge, polled busiest-first (poll-intervals.ts), with the young age bands that
//   are due folded into the same request; and chases (a late event found: read back at once to its
//   controller's previous event, where the rest of its backlog lies);
// - background: backfill of missing history (newest first, a day a request at most), age bands
//   read on their own (age-bands.ts), and the settling read of each eventDate at settleAge;
// - inventory: the customer, its doors, controllers and users; after the start in two reads, the
//   customer and its doors before any history, then its controllers and users.
// At start every customer's edge is read once before any background read (all live within seconds
// whatever their history); busy customers' edges (and their chases) go before anything else, and
// while history fills the edges plan for all the budget but its floors: history always has one, and
// the inventories have one till every customer's is complete (budget-floors.ts).
// Every read stores idempotently by eventId while the answer arrives; the edge's cursor moves only
// once its window is stored, so a crash re-reads it and loses nothing. A 503 halves the budget for a
// while (request-budget.ts). Whether the service's bounds are inclusive or not, every request asks
// 1 ms beyond them (fetch-range.ts).
//
// The engine composes its parts, each with one job: the scheduler and what each customer's next
// reads are (scheduler.ts, next-reads.ts, edge-intervals.ts); the reader, which pays, reads, stores
// and reports (reader.ts); the reads of each kind (live-reads.ts, band-reading.ts, history-reads.ts,
// inventory.ts); the late-event learner and chaser (late-chaser.ts); the health and status
// (health.ts). It keeps a customer's first sight and the cut of its age bands. Tests and benchmarks
// drive it step by step through engine-driver.ts, a subclass, so the public API stays the app's.
import { setMaxListeners } from 'node:events';
import type { ServiceClient } from '../api/client.js';
import { SERVICE_CLOCK_UNCERTAINTY_MS } from '../api/service-clock.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../storage/cache.js';
import { ageBands, scheduledBands, type ScheduledBand } from './age-bands.js';
import { BandReading } from './band-reading.js';
import { BandReads } from './band-reads.js';
import { ClockSkew } from './clock-skew.js';
import { newCustomerRun, type CustomerRun, type SyncContext } from './customer-run.js';
import { EdgeIntervals } from './edge-intervals.js';
import type { EventArrival } from './event-arrival.js';
import { SyncHealth } from './health.js';
import { HistoryReads } from './history-reads.js';
import { InventoryRefresh, type FetchedInventory } from './inventory.js';
import { LateChaser } from './late-chaser.js';
import { LatenessModel } from './lateness-model.js';
import { LiveReads } from './live-reads.js';
import { NextReads } from './next-reads.js';
import { Reader } from './reader.js';
import { RequestBudget } from './request-budget.js';
import { CacheRetention } from './retention.js';
import { Scheduler } from './scheduler.js';
import { describeTotals, type CustomerSyncStatus, type SyncTotals } from './status.js';
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings.js';

export { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings.js';
export type { FetchedInventory } from './inventory.js';

const MINUTE = 60_000;
/** Cold bands younger than this are read alone (found within 3× their lateness), older ones in pairs. */
const PAIR_FROM_LEAST_MS = 2 * 3_600_000;
/** A skew beyond this is reported. */
const CLOCK_SKEW_WARNING_MS = 2 * MINUTE;

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
  /** Instead of onEvents, every event of each read and those new to the cache (see ReaderReports.onRead). */
  onRead?: (customerGuid: string, events: AccessEvent[], arrival: EventArrival, inserted: AccessEvent[]) => void;
  onStatus?: (status: CustomerSyncStatus) => void;
  /** A customer's inventory was fetched and stored. */
  onInventory?: (customerGuid: string, inventory: FetchedInventory) => void;
}

export class SyncEngine {
  readonly settings: SyncSettings;
  readonly budget: RequestBudget;
  protected readonly runs = new Map<string, CustomerRun>();
  protected readonly context: SyncContext;
  protected readonly reader: Reader;
  protected readonly next: NextReads;
  protected readonly scheduler: Scheduler;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly stopping = new AbortController();
  private readonly clockSkew = new ClockSkew();
  private readonly health: SyncHealth;
  private readonly intervals: EdgeIntervals;

  constructor(private readonly options: SyncEngineOptions) {
    // Every request in flight listens on the stop signal; more than ten at once is expected.
    setMaxListeners(0, this.stopping.signal);
    this.settings = { ...DEFAULT_SYNC_SETTINGS, ...options.settings };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.budget = new RequestBudget(this.settings.requestBudgetPerMinute, this.now);
    const context: SyncContext = {
      cache: options.cache,
      client: options.client,
      settings: this.settings,
      now: this.now,
      stopping: this.stopping.signal,
      serviceOffsetMs: () => options.client.serviceClock.offsetMs ?? this.clockSkew.offsetMs,
      serviceNow: (now) => now + Math.max(0, this.clockSkew.offsetMs ?? 0),
    };
    this.context = context;
    for (const customerGuid of options.customerGuids)
      this.runs.set(customerGuid, newCustomerRun(context, customerGuid));
    const intervals = new EdgeIntervals(context, this.budget, () => this.reader.liveReadMs);
    this.intervals = intervals;
    this.health = new SyncHealth(context, {
      unavailable: (retryAfterMs) => {
        this.budget.unavailable(retryAfterMs);
        intervals.replan();
      },
      ...(options.onStatus ? { onStatus: options.onStatus } : {}),
    });
    const chaser = new LateChaser(context, (run) => this.learningBands(run));
    const reader = new Reader(context, this.budget, this.health, chaser, this.clockSkew, {
      onEvents: options.onEvents,
      onRead: options.onRead,
    });
    this.reader = reader;
    const bandsOf = (run: CustomerRun): ScheduledBand[] => this.bandsOf(run);
    const bands = new BandReading(context, reader, bandsOf);
    this.next = new NextReads(context, {
      reader,
      live: new LiveReads(context, reader, chaser, bands, { bandsOf, firstEdgeRead: () => intervals.replan() }),
      bands,
      history: new HistoryReads(context, reader, bands),
      inventory: new InventoryRefresh(context, this.budget, this.runs.size, options.onInventory),
    });
    this.scheduler = new Scheduler(this.runs, {
      now: this.now,
      stopping: this.stopping.signal,
      budget: this.budget,
      maxInFlight: Math.max(1, options.maxInFlight ?? 8),
      reader,
      next: this.next,
      intervals,
      retention: new CacheRetention(options.cache, {
        retentionMs: this.settings.retentionMs,
        everyMs: this.settings.retentionCheckEveryMs,
        now: this.now,
      }),
      prepare: (run) => this.prepare(run),
    });
  }

  start(): void {
    this.scheduler.start();
  }

  /** Stops polling; resolves once every read has ended (in-flight requests are cancelled). */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.scheduler.stopped();
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
    this.scheduler.wakeUp();
  }

  /** The operator changed the budget (requests a minute). */
  setBudget(perMinute: number): void {
    this.budget.setConfigured(perMinute);
    this.intervals.replan();
    this.scheduler.wakeUp();
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
      floorHeld: this.intervals.floorHeld,
      quietFloorMs: this.settings.quietFloorMs,
      clockWarning: this.clockSkew.warning(CLOCK_SKEW_WARNING_MS),
    });
  }

  /**
   * Prepares a customer once (its first sight, below); resolves when it is, or when its write failed (a full
   * disk, say: told to its health, and tried again after the wait).
   */
  protected prepare(run: CustomerRun): Promise<void> {
    if (run.prepared) return Promise.resolve();
    run.preparing ??= this.firstSight(run)
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted) this.health.failed(run, error);
      })
      .finally(() => (run.preparing = null));
    return run.preparing;
  }

  // First sight of a customer: whatever lies between the last cursor (or the history start) and
  // now becomes backfill, and the edge starts from now, so the feed is current at once.
  private async firstSight(run: CustomerRun): Promise<void> {
    const { cache } = this.options;
    const { settings } = this;
    const now = this.now();
    const state = await cache.storage.syncState(run.customerGuid);
    const start = state.cursorMs === null ? now - settings.historyMs : state.cursorMs - settings.edgeLatenessMs;
    const liveFrom = now - settings.firstBandMs;
    // A customer newly watched: what the service received before now is its history, which never alarms. That
    // "now" is the service's: before its clock is known the state keeps none, and the first edge read sets it.
    const offsetMs = this.context.serviceOffsetMs();
    run.alarmsFromSightedMs = state.alarmsFromMs === null && offsetMs === null ? now : null;
    await cache.storage.recordSync(run.customerGuid, {
      pendingAdded: start < liveFrom ? [{ fromMs: start, toMs: liveFrom - 1 }] : [],
      state: {
        cursorMs: Math.max(start, liveFrom),
        watchedSinceMs: state.watchedSinceMs ?? (state.cursorMs ?? now) - settings.historyMs,
        alarmsFromMs: state.alarmsFromMs ?? (offsetMs === null ? null : now + offsetMs - SERVICE_CLOCK_UNCERTAINTY_MS),
      },
    });
    const recentMs = 30 * MINUTE;
    // The cache holds the last half hour up to the cursor, and the first edge read reads from liveFrom.
    const cachedMs = state.cursorMs === null ? 0 : Math.max(0, recentMs - (now - state.cursorMs));
    run.model = new LatenessModel(settings, this.now, {
      newestByDevice: await cache.storage.newestPerDevice(run.customerGuid, now - settings.settleAgeMs),
      ratePerMinute: (await cache.storage.countInRange(run.customerGuid, now - recentMs, now)) / (recentMs / MINUTE),
      coveredMs: Math.min(recentMs, cachedMs + settings.firstBandMs),
    });
    run.newestEventMs = await cache.storage.newestEventMs(run.customerGuid, now);
    run.bands = new BandReads(
      this.random,
      await cache.storage.bandCoverage(run.customerGuid),
      (await cache.storage.syncState(run.customerGuid)).watchedSinceMs ?? -Infinity,
    );
    run.phase = 'backfilling';
    run.prepared = true;
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
}
