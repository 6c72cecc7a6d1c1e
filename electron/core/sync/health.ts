// The sync's health per customer: what a retry, a success or a failure of its reads means for its
// phase, its recorded error and its pause, told to whoever listens (onStatus) as a status line.
import type { RetryNotice } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import { cacheDamagedMessage, diskFullMessage, isCacheDamaged, isDiskFull } from '../storage/sqlite-cache-file.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import { describeStatus, type CustomerSyncStatus } from './status.js';

/** Since when the cache cannot store what is read (a full disk, a damaged file): kept here, the cache cannot record it. */
interface StoreProblem {
  kind: 'disk-full' | 'cache-damaged';
  sinceMs: number;
}

/** What the health keeps of a customer besides its phase and the error its sync state records. */
interface Trouble {
  retryingSinceMs: number | null;
  storeProblem: StoreProblem | null;
}

export class SyncHealth {
  private readonly troubles = new Map<string, Trouble>();

  constructor(
    private readonly context: SyncContext,
    private readonly hooks: {
      /** The service said 503 (on a retry or as the last answer), to come back after this long if it said. */
      unavailable: (retryAfterMs: number | undefined) => void;
      onStatus?: (status: CustomerSyncStatus) => void;
    },
  ) {}

  retrying(run: CustomerRun, notice: RetryNotice): void {
    const { syncStateNow } = this.context.cache;
    this.serviceError(notice.error);
    const trouble = this.troubleOf(run);
    trouble.retryingSinceMs ??= this.context.now();
    syncStateNow.update(run.customerGuid, {
      lastError: notice.error.userMessage,
      errorKind: notice.error.kind,
      errorSinceMs: syncStateNow.get(run.customerGuid).errorSinceMs ?? trouble.retryingSinceMs,
    });
    run.phase = 'retrying';
    this.report(run);
  }

  /** Its edge was read and stored. */
  succeeded(run: CustomerRun): void {
    this.troubles.delete(run.customerGuid);
    this.context.cache.syncStateNow.update(run.customerGuid, {
      lastAttemptAtMs: this.context.now(),
      lastError: null,
      errorKind: null,
      errorSinceMs: null,
    });
    this.updatePhase(run);
    this.report(run);
  }

  /**
   * A history read was stored: once none is pending the customer is live, and says so now, not at its next edge
   * read (a quiet customer's is up to 30 s away, and Health said "backfilling" until then).
   */
  historyRead(run: CustomerRun): void {
    if (run.phase !== 'backfilling' || this.context.cache.syncStateNow.pendingRanges(run.customerGuid).length > 0)
      return;
    run.phase = 'live';
    this.report(run);
  }

  /** Backfilling while history is pending, else live. */
  private updatePhase(run: CustomerRun): void {
    const backfilling = this.context.cache.syncStateNow.pendingRanges(run.customerGuid).length > 0;
    run.phase = backfilling ? 'backfilling' : 'live';
  }

  /** A read failed for good: the customer waits a while (a sign-in wakes it at once). */
  failed(run: CustomerRun, caught: unknown): void {
    const { cache, now, settings } = this.context;
    const storeProblem = isDiskFull(caught) ? 'disk-full' : isCacheDamaged(caught) ? 'cache-damaged' : null;
    if (storeProblem) {
      // The cursor stayed where the last stored read left it: the next try after the wait reads it all again.
      const trouble = this.troubleOf(run);
      if (trouble.storeProblem?.kind !== storeProblem) trouble.storeProblem = { kind: storeProblem, sinceMs: now() };
      run.phase = 'failing';
      run.pausedUntilMs = now() + settings.failureWaitMs;
      this.report(run);
      return;
    }
    const error =
      caught instanceof ServiceError
        ? caught
        : new ServiceError('unexpected-status', (caught as Error).message ?? String(caught));
    this.serviceError(error);
    const state = cache.syncStateNow.get(run.customerGuid);
    cache.syncStateNow.update(run.customerGuid, {
      lastAttemptAtMs: now(),
      lastError: error.userMessage,
      errorKind: error.kind,
      errorSinceMs: state.errorSinceMs ?? now(),
    });
    run.phase = error.kind === 'unauthenticated' ? 'sign-in-needed' : 'failing';
    // The client has already retried with backoff; waiting a little longer keeps a broken
    // service from being hammered, and a sign-in wakes the customer at once.
    run.pausedUntilMs = now() + (error.kind === 'unauthenticated' ? settings.signInWaitMs : settings.failureWaitMs);
    this.report(run);
  }

  /** The one place a 503 is handled, whether a retry or the last answer brought it. */
  private serviceError(error: ServiceError): void {
    if (error.kind === 'unavailable') this.hooks.unavailable(error.retryAfterMs);
  }

  statusOf(run: CustomerRun): CustomerSyncStatus {
    const { cache } = this.context;
    const storeProblem = this.troubles.get(run.customerGuid)?.storeProblem ?? null;
    return describeStatus({
      customerGuid: run.customerGuid,
      phase: run.phase,
      eventsStored: run.eventsStored,
      state: cache.syncStateNow.get(run.customerGuid),
      nowMs: this.context.now(),
      traffic: run.meter.figures(),
      pollIntervalMs: run.edgeIntervalMs,
      lateDevices: run.model?.lateDevices() ?? [],
      storeProblem: storeProblem && {
        ...storeProblem,
        message:
          storeProblem.kind === 'disk-full'
            ? diskFullMessage(`the cache ${cache.path}`)
            : cacheDamagedMessage(cache.path),
      },
    });
  }

  private troubleOf(run: CustomerRun): Trouble {
    let trouble = this.troubles.get(run.customerGuid);
    if (!trouble) {
      trouble = { retryingSinceMs: null, storeProblem: null };
      this.troubles.set(run.customerGuid, trouble);
    }
    return trouble;
  }

  report(run: CustomerRun): void {
    this.hooks.onStatus?.(this.statusOf(run));
  }
}
