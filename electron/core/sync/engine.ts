// SyncEngine: keeps the cache a complete copy of each watched customer's events.
// Per customer, every interval: poll [cursor − overlap, now] and store idempotently by eventId,
// moving the cursor in the same transaction; work off backfill ranges newest first, one piece of at
// most a day per cycle; sweep a longer window now and then for very late arrivals; refresh the
// inventory every few minutes. Failures back off through the ServiceClient and show in the status.
import { setMaxListeners } from 'node:events';
import type { RetryNotice, ServiceClient } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import type { Cache } from '../store/cache.js';
import type { StoreResult } from '../store/events-repository.js';
import { fetchEventsInRange } from './fetch-range.js';
import { piecesNewestFirst, type TimeRange } from './ranges.js';
import { describeStatus, type CustomerSyncStatus, type SyncPhase } from './status.js';

const MINUTE = 60_000;
/**
 * Events stored per write transaction while an answer arrives: large enough that commits stay
 * cheap (each rewrites the touched index pages), small enough that another writer waits well
 * under a second for the lock.
 */
const STORE_BATCH = 10_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SyncSettings {
  /** Between polls; default 2 s. */
  intervalMs: number;
  /** Least overlap re-read on every poll; default 15 min. */
  minOverlapMs: number;
  /** The overlap widens to the largest delivery delay seen, up to this; default 2 h (the sweep covers the rest). */
  maxOverlapMs: number;
  /** History fetched for a customer seen for the first time; default 24 h. */
  historyMs: number;
  /** Largest range asked for in one request; default a day. */
  maxPieceMs: number;
  /** Events arriving this late are still caught: the sweep re-reads this window; default 25 h. */
  sweepWindowMs: number;
  /** How often the sweep runs; default 5 min. */
  sweepEveryMs: number;
  /** A range fetched at least this long after its end is settled (late arrivals are in); default 24 h. */
  settleAfterMs: number;
  /** Inventory refresh; default 5 min. */
  inventoryEveryMs: number;
  /** Wait after "sign-in needed" before trying again (or until signedIn() is called); default 30 s. */
  signInWaitMs: number;
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  intervalMs: 2000,
  minOverlapMs: 15 * MINUTE,
  maxOverlapMs: 2 * HOUR,
  historyMs: DAY,
  maxPieceMs: DAY,
  sweepWindowMs: 25 * HOUR,
  sweepEveryMs: 5 * MINUTE,
  settleAfterMs: DAY,
  inventoryEveryMs: 5 * MINUTE,
  signInWaitMs: 30_000,
};

export interface SyncEngineOptions {
  cache: Cache;
  client: ServiceClient;
  customerGuids: readonly string[];
  settings?: Partial<SyncSettings>;
  now?: () => number;
  onEvents?: (customerGuid: string, inserted: AccessEvent[]) => void;
  onStatus?: (status: CustomerSyncStatus) => void;
}

interface CustomerRun {
  customerGuid: string;
  phase: SyncPhase;
  retryingSinceMs: number | null;
  eventsStored: number;
  lastInventoryAtMs: number | null;
  wake: (() => void) | null;
}

export class SyncEngine {
  readonly settings: SyncSettings;
  private readonly now: () => number;
  private readonly runs = new Map<string, CustomerRun>();
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];

  constructor(private readonly options: SyncEngineOptions) {
    // Every request in flight listens on the stop signal; more than ten at once is expected.
    setMaxListeners(0, this.stopping.signal);
    this.settings = { ...DEFAULT_SYNC_SETTINGS, ...options.settings };
    this.now = options.now ?? Date.now;
    for (const customerGuid of options.customerGuids) {
      this.runs.set(customerGuid, {
        customerGuid,
        phase: 'starting',
        retryingSinceMs: null,
        eventsStored: options.cache.events.count(customerGuid),
        lastInventoryAtMs: null,
        wake: null,
      });
    }
  }

  start(): void {
    this.loops = [...this.runs.values()].map((run) => this.loop(run));
  }

  /** Stops polling; resolves once every customer's loop has ended (in-flight requests are cancelled). */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const run of this.runs.values()) run.wake?.();
    await Promise.all(this.loops);
  }

  /** The guard signed in again: customers waiting for it poll at once. */
  signedIn(): void {
    for (const run of this.runs.values()) run.wake?.();
  }

  status(): CustomerSyncStatus[] {
    return [...this.runs.values()].map((run) => this.statusOf(run));
  }

  /** One whole cycle for a customer (start-up backfill included), for the CLI and tests. */
  async cycle(customerGuid: string): Promise<void> {
    const run = this.runs.get(customerGuid);
    if (!run) throw new Error(`customer ${customerGuid} is not watched`);
    this.prepare(run);
    await this.once(run);
  }

  private async loop(run: CustomerRun): Promise<void> {
    this.prepare(run);
    while (!this.stopping.signal.aborted) {
      const started = this.now();
      const waitMs = await this.once(run);
      await this.pause(run, Math.max(0, waitMs - (this.now() - started)));
    }
    run.phase = 'stopped';
    this.report(run);
  }

  /** Runs one cycle; returns how long to wait before the next. */
  private async once(run: CustomerRun): Promise<number> {
    try {
      await this.poll(run);
      await this.backfillStep(run);
      await this.sweepIfDue(run);
      await this.refreshInventoryIfDue(run);
      this.succeeded(run);
      return this.settings.intervalMs;
    } catch (error) {
      if (this.stopping.signal.aborted) return 0;
      return this.failed(run, error);
    }
  }

  // First cycle: whatever lies between the last cursor (or the history start) and now becomes a
  // pending range, and live polling starts from now, so the feed is current at once.
  private prepare(run: CustomerRun): void {
    const { cache } = this.options;
    const state = cache.syncState.get(run.customerGuid);
    if (run.phase !== 'starting') return;
    const now = this.now();
    const start =
      state.cursorMs === null ? now - this.settings.historyMs : state.cursorMs - this.overlapMs(state.maxDelayMs);
    cache.transaction(() => {
      if (start < now - this.settings.minOverlapMs) {
        cache.syncState.addPendingRange(run.customerGuid, { fromMs: start, toMs: now - this.settings.minOverlapMs });
      }
      cache.syncState.update(run.customerGuid, {
        cursorMs: Math.max(start, now - this.settings.minOverlapMs),
        lastSweepAtMs: state.lastSweepAtMs ?? now,
      });
    });
    run.phase = 'backfilling';
  }

  private async poll(run: CustomerRun): Promise<void> {
    const { cache } = this.options;
    const state = cache.syncState.get(run.customerGuid);
    const now = this.now();
    let fromMs = (state.cursorMs ?? now) - this.overlapMs(state.maxDelayMs);
    // After a long outage the window would be too long for one request: the older part becomes backfill.
    if (now - fromMs > this.settings.maxPieceMs) {
      const oldest = fromMs;
      fromMs = now - this.settings.maxPieceMs;
      cache.syncState.addPendingRange(run.customerGuid, { fromMs: oldest, toMs: fromMs - 1 });
    }
    await this.fetchAndStore(run, { fromMs, toMs: now }, { cursorMs: now, lastSuccessAtMs: this.now() });
  }

  private async backfillStep(run: CustomerRun): Promise<void> {
    const { cache } = this.options;
    const pending = cache.syncState.pendingRanges(run.customerGuid)[0];
    if (!pending) {
      if (run.phase === 'backfilling') run.phase = 'live';
      return;
    }
    const piece = piecesNewestFirst(pending, this.settings.maxPieceMs)[0]!;
    const fetchedAtMs = this.now();
    await this.fetchAndStore(run, piece, {}, () => {
      cache.syncState.completePendingRange(run.customerGuid, piece);
      cache.syncState.addSettledRange(run.customerGuid, {
        fromMs: piece.fromMs,
        toMs: Math.min(piece.toMs, fetchedAtMs - this.settings.settleAfterMs),
      });
    });
    if (cache.syncState.pendingRanges(run.customerGuid).length === 0) run.phase = 'live';
  }

  private async sweepIfDue(run: CustomerRun): Promise<void> {
    const { cache } = this.options;
    const state = cache.syncState.get(run.customerGuid);
    const now = this.now();
    if (state.lastSweepAtMs !== null && now - state.lastSweepAtMs < this.settings.sweepEveryMs) return;
    const window = { fromMs: now - this.settings.sweepWindowMs, toMs: now };
    for (const piece of piecesNewestFirst(window, this.settings.maxPieceMs)) {
      await this.fetchAndStore(run, piece, {});
    }
    cache.transaction(() => {
      cache.syncState.addSettledRange(run.customerGuid, {
        fromMs: window.fromMs,
        toMs: now - this.settings.settleAfterMs,
      });
      cache.syncState.update(run.customerGuid, { lastSweepAtMs: now });
    });
  }

  private async refreshInventoryIfDue(run: CustomerRun): Promise<void> {
    const now = this.now();
    if (run.lastInventoryAtMs !== null && now - run.lastInventoryAtMs < this.settings.inventoryEveryMs) return;
    const { cache, client } = this.options;
    const call = { signal: this.stopping.signal, onRetry: (notice: RetryNotice) => this.retrying(run, notice) };
    const [customer, doors, devices, users] = await Promise.all([
      client.getCustomer(run.customerGuid, call),
      client.listDoors(run.customerGuid, call),
      client.listDevices(run.customerGuid, call),
      client.listUsers(run.customerGuid, call),
    ]);
    const fetchedAtMs = this.now();
    cache.inventory.saveCustomer(run.customerGuid, customer, fetchedAtMs);
    cache.inventory.saveDoors(run.customerGuid, doors, fetchedAtMs);
    cache.inventory.saveDevices(run.customerGuid, devices, fetchedAtMs);
    cache.inventory.saveUsers(run.customerGuid, users, fetchedAtMs);
    run.lastInventoryAtMs = fetchedAtMs;
  }

  /**
   * Fetches a range and stores it batch by batch while the answer arrives (so storing overlaps the
   * download, and other writers never wait long for the lock); a last short transaction moves the
   * cursor and ranges. A crash or retry part-way re-fetches the range: storing is idempotent.
   */
  private async fetchAndStore(
    run: CustomerRun,
    range: TimeRange,
    change: { cursorMs?: number; lastSuccessAtMs?: number },
    alsoInTransaction?: () => void,
  ): Promise<void> {
    const { cache } = this.options;
    const results: StoreResult[] = [];
    let pending: AccessEvent[] = [];
    const storePending = (): void => {
      const batch = pending;
      pending = [];
      if (batch.length > 0)
        results.push(cache.transaction(() => cache.events.store(run.customerGuid, batch, this.now())));
    };
    await fetchEventsInRange(this.options.client, run.customerGuid, range, {
      signal: this.stopping.signal,
      onRetry: (notice) => this.retrying(run, notice),
      onEvents: (batch) => {
        for (const event of batch) {
          pending.push(event);
          if (pending.length >= STORE_BATCH) storePending();
        }
      },
    });
    storePending();
    cache.transaction(() => {
      const state = cache.syncState.get(run.customerGuid);
      const newest = results.map((result) => result.newestReceivedMs).filter((ms): ms is number => ms !== null);
      cache.syncState.update(run.customerGuid, {
        ...change,
        newestReceivedMs:
          newest.length === 0 ? state.newestReceivedMs : Math.max(state.newestReceivedMs ?? 0, ...newest),
        maxDelayMs: Math.max(state.maxDelayMs, ...results.map((result) => result.maxDelayMs)),
      });
      alsoInTransaction?.();
    });
    const inserted = results.flatMap((result) => result.inserted);
    run.eventsStored += inserted.length;
    if (inserted.length > 0) this.options.onEvents?.(run.customerGuid, inserted);
  }

  private overlapMs(maxDelayMs: number): number {
    return Math.min(this.settings.maxOverlapMs, Math.max(this.settings.minOverlapMs, maxDelayMs + MINUTE));
  }

  private retrying(run: CustomerRun, notice: RetryNotice): void {
    run.retryingSinceMs ??= this.now();
    this.options.cache.syncState.update(run.customerGuid, {
      lastError: notice.error.userMessage,
      errorKind: notice.error.kind,
      errorSinceMs: this.options.cache.syncState.get(run.customerGuid).errorSinceMs ?? run.retryingSinceMs,
    });
    run.phase = 'retrying';
    this.report(run);
  }

  private succeeded(run: CustomerRun): void {
    run.retryingSinceMs = null;
    this.options.cache.syncState.update(run.customerGuid, {
      lastAttemptAtMs: this.now(),
      lastError: null,
      errorKind: null,
      errorSinceMs: null,
    });
    if (run.phase !== 'backfilling') run.phase = 'live';
    this.report(run);
  }

  private failed(run: CustomerRun, caught: unknown): number {
    const error =
      caught instanceof ServiceError
        ? caught
        : new ServiceError('unexpected-status', (caught as Error).message ?? String(caught));
    const state = this.options.cache.syncState.get(run.customerGuid);
    this.options.cache.syncState.update(run.customerGuid, {
      lastAttemptAtMs: this.now(),
      lastError: error.userMessage,
      errorKind: error.kind,
      errorSinceMs: state.errorSinceMs ?? this.now(),
    });
    run.phase = error.kind === 'unauthenticated' ? 'sign-in-needed' : 'failing';
    this.report(run);
    // The client has already retried with backoff; waiting a little longer keeps a broken
    // service from being hammered, and a sign-in wakes the loop at once.
    return error.kind === 'unauthenticated' ? this.settings.signInWaitMs : this.settings.intervalMs * 5;
  }

  private pause(run: CustomerRun, ms: number): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        run.wake = null;
        resolve();
      }
      run.wake = done;
    });
  }

  private statusOf(run: CustomerRun): CustomerSyncStatus {
    return describeStatus(
      run.customerGuid,
      run.phase,
      run.eventsStored,
      this.options.cache.syncState.get(run.customerGuid),
      this.now(),
    );
  }

  private report(run: CustomerRun): void {
    this.options.onStatus?.(this.statusOf(run));
  }
}
