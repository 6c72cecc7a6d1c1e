// Performs the reads the scheduler starts: pays each request from the budget, counts the requests
// in flight, fetches a range and stores it batch by batch while the answer arrives, then reports:
// the traffic, what the late-event learner learns, the events to the alarms, and the customer's
// health.
import type { CallOptions } from '../api/client.js';
import type { AccessEvent } from '../api/types.js';
import type { LocalSyncRecord } from '../storage/local-cache-storage.js';
import type { TimeRange } from '../time/ranges.js';
import type { ClockSkew } from './clock-skew.js';
import type { CustomerRun, Lane, ReadKind, SyncContext, Task } from './customer-run.js';
import type { EventArrival } from './event-arrival.js';
import { fetchEventsInRange } from './fetch-range.js';
import type { SyncHealth } from './health.js';
import type { LateChaser, ReadOrigin } from './late-chaser.js';
import type { RequestBudget } from './request-budget.js';
import { StoreChain } from './store-chain.js';
import { TrafficMeter } from './traffic-meter.js';

/** How much each live read's time moves the average the scheduler plans connections by. */
const LIVE_READ_SMOOTHING = 0.1;
/** Events stored per write transaction while an answer arrives (commits cheap, lock waits short). */
const STORE_BATCH = 10_000;
/**
 * The live edge gives up on a silent service after 5 s and tries again within 2 s, so a service that
 * comes back is seen again within seconds (the NOT MONITORING alarm clears); other reads keep the
 * client's patience.
 */
const EDGE_PATIENCE = {
  idleTimeoutMs: 5_000,
  retry: { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 2_000, maxTotalMs: 8_000 },
};

const LANE_OF: Record<ReadKind, Lane> = {
  edge: 'live',
  chase: 'live',
  band: 'background',
  backfill: 'background',
  settle: 'background',
};

const ORIGIN: Record<ReadKind, ReadOrigin> = {
  edge: 'regular',
  band: 'regular',
  chase: 'chase',
  backfill: 'history',
  settle: 'history',
};

/** Where a read's events go once it is recorded. */
export interface ReaderReports {
  /** The events new to the cache: the alarms and the feed. */
  onEvents?: (customerGuid: string, inserted: AccessEvent[], arrival: EventArrival) => void;
  /**
   * Instead of onEvents: every event the read brought, `inserted` those new to the cache. A room's poller
   * hands each read on whole, so what the room missed (a publish that failed, a cache that synced alone
   * first) reaches it when read again; the new ones go to the alarms and the feed as onEvents's would.
   */
  onRead?: (customerGuid: string, events: AccessEvent[], arrival: EventArrival, inserted: AccessEvent[]) => void;
}

export class Reader {
  /** Every customer's traffic together. */
  readonly meter: TrafficMeter;
  private requestsInFlight = 0;
  private backgroundRequestsInFlight = 0;
  private mostInFlight = 0;
  private liveReadAverageMs = 0;
  private readonly downloadsByKind: Record<ReadKind, number> = { edge: 0, band: 0, chase: 0, backfill: 0, settle: 0 };
  /** Requests paid from the budget when a customer's read started, per lane, not yet sent. */
  private readonly prepaid = new Map<CustomerRun, Record<Lane, number>>();

  constructor(
    private readonly context: SyncContext,
    private readonly budget: RequestBudget,
    private readonly health: SyncHealth,
    private readonly learner: LateChaser,
    private readonly clockSkew: ClockSkew,
    private readonly reports: ReaderReports = {},
  ) {
    this.meter = new TrafficMeter(context.now);
  }

  /** Requests in flight now. */
  get inFlight(): number {
    return this.requestsInFlight;
  }

  /** Requests of the background and inventory lanes (backfill, bands, settling, inventory) in flight now. */
  get backgroundInFlight(): number {
    return this.backgroundRequestsInFlight;
  }

  /** How long a live read takes, on average of late (the service's latency with a small answer); 0 before the first. */
  get liveReadMs(): number {
    return this.liveReadAverageMs;
  }

  /** The most requests in flight at once since start. */
  get maxInFlightSeen(): number {
    return this.mostInFlight;
  }

  /** Events downloaded since start by each kind of read: where the cost goes. */
  downloadsPerKind(): Readonly<Record<ReadKind, number>> {
    return { ...this.downloadsByKind };
  }

  /** Runs a read (or an inventory refresh), paid for and counted in flight; its end tells the customer's health. */
  async run(task: Task): Promise<void> {
    const { run } = task;
    run.reading[task.lane] = true;
    // Paid now, not as each request leaves (after an await): reads started together must not overdraw.
    for (let paid = 0; paid < task.requests; paid += 1) this.budget.take(task.lane);
    this.prepaidOf(run)[task.lane] = task.requests;
    this.requestsInFlight += task.requests;
    if (task.lane !== 'live') this.backgroundRequestsInFlight += task.requests;
    this.mostInFlight = Math.max(this.mostInFlight, this.requestsInFlight);
    const startedAtMs = this.context.now();
    try {
      await task.execute();
      if (task.kind === 'edge') this.health.succeeded(run);
      else if (task.kind === 'backfill') this.health.historyRead(run);
    } catch (error) {
      if (!this.context.stopping.aborted) this.health.failed(run, error);
    } finally {
      this.requestsInFlight -= task.requests;
      if (task.lane !== 'live') this.backgroundRequestsInFlight -= task.requests;
      else this.timedLiveRead(this.context.now() - startedAtMs);
      run.reading[task.lane] = false;
      this.prepaidOf(run)[task.lane] = 0;
      run.background = undefined;
    }
  }

  private timedLiveRead(ms: number): void {
    this.liveReadAverageMs =
      this.liveReadAverageMs === 0 ? ms : this.liveReadAverageMs + LIVE_READ_SMOOTHING * (ms - this.liveReadAverageMs);
  }

  /** How each request of a read goes: cancelled at stop, retries told to the health, every attempt paid and counted. */
  callOptions(run: CustomerRun, lane: Lane): CallOptions {
    const prepaid = this.prepaidOf(run);
    return {
      signal: this.context.stopping,
      onRetry: (notice) => this.health.retrying(run, notice),
      onAttempt: () => {
        // The first attempts were paid for when the read was started; retries are paid as they go.
        if (prepaid[lane] > 0) prepaid[lane] -= 1;
        else this.budget.take(lane);
        this.meter.request();
        run.meter.request();
      },
    };
  }

  private prepaidOf(run: CustomerRun): Record<Lane, number> {
    let prepaid = this.prepaid.get(run);
    if (!prepaid) {
      prepaid = { live: 0, background: 0, inventory: 0 };
      this.prepaid.set(run, prepaid);
    }
    return prepaid;
  }

  /**
   * Fetches a range and stores it batch by batch while the answer arrives (storing overlaps the
   * download, and other writers never wait long for the lock); once every batch is stored, a last short
   * transaction records what the read did: `recordOf` tells it (the cursor, ranges and bands it moved), worked
   * out only then, so the bands' own reckoning moves only for a read whose events are in. A crash or retry
   * part-way re-fetches the range: storing is idempotent.
   */
  async read(
    run: CustomerRun,
    range: TimeRange,
    kind: ReadKind,
    recordOf: () => LocalSyncRecord = () => ({}),
  ): Promise<void> {
    const { cache, now } = this.context;
    const inserted: AccessEvent[] = [];
    const read: AccessEvent[] | null = this.reports.onRead ? [] : null;
    let newestReceivedMs: number | null = null;
    let maxDelayMs = 0;
    let pending: AccessEvent[] = [];
    let downloaded = 0;
    const storing = new StoreChain();
    const storePending = (): void => {
      const batch = pending;
      pending = [];
      if (batch.length === 0) return;
      storing.add(async () => {
        const result = await cache.storage.storeBatch({ customerGuid: run.customerGuid, events: batch, nowMs: now() });
        inserted.push(...result.inserted);
        read?.push(...batch);
        if (result.newestReceivedMs !== null)
          newestReceivedMs = Math.max(newestReceivedMs ?? 0, result.newestReceivedMs);
        maxDelayMs = Math.max(maxDelayMs, result.maxDelayMs);
      });
    };
    // No store starts after the read has failed; the record waits for every batch (a cursor never runs
    // ahead of its rows).
    await storing.after(
      fetchEventsInRange(this.context.client, run.customerGuid, range, {
        ...this.callOptions(run, LANE_OF[kind]),
        ...(kind === 'edge' ? { patience: EDGE_PATIENCE } : {}),
        onEvents: (batch) => {
          downloaded += batch.length;
          for (const event of batch) {
            pending.push(event);
            if (pending.length >= STORE_BATCH) storePending();
          }
        },
      }).then(storePending),
    );
    await cache.storage.recordSync(run.customerGuid, { ...recordOf(), atLeast: { newestReceivedMs, maxDelayMs } });
    this.meter.downloaded(downloaded);
    run.meter.downloaded(downloaded);
    this.downloadsByKind[kind] += downloaded;
    const receivedMs = inserted.map((event) => Date.parse(event.receivedDate));
    // The first edge read of a run may find events received while the monitor was off: not fresh.
    if (kind === 'edge' && run.edgeReads > 0) this.clockSkew.observe(receivedMs, now());
    const live = { live: ORIGIN[kind] !== 'history' };
    this.meter.inserted(receivedMs, live);
    run.meter.inserted(receivedMs, live);
    // A run's first edge read finds what the service received while this monitor was off or not yet
    // watching: late by then, but not a discovery, and the backfill reads all before it (no chase).
    const origin = kind === 'edge' && run.edgeReads === 0 ? 'first-edge' : ORIGIN[kind];
    await this.learner.learn(run, range, origin, inserted, { polled: kind === 'edge' });
    run.eventsStored += inserted.length;
    if (inserted.length === 0 && !read?.length) return;
    const arrival: EventArrival = {
      alarmsFromMs: (await cache.storage.syncState(run.customerGuid)).alarmsFromMs,
      seenAtServiceMs: now() + (this.context.serviceOffsetMs() ?? 0),
    };
    if (read) this.reports.onRead?.(run.customerGuid, read, arrival, inserted);
    else this.reports.onEvents?.(run.customerGuid, inserted, arrival);
  }
}
