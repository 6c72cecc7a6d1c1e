// Keeps the cache to its rolling window without holding up the sync: one small batch of deletes
// per turn of the sync's loop (a short write transaction, so the feed's reads and the next read's
// writes never wait long), then the freed pages are handed back a few at a time.
import { ServiceError } from '../api/errors.js';
import type { Cache } from '../storage/cache.js';

export const DAY_MS = 24 * 3_600_000;
/** A day is the least a guard's look-back needs; ten years the most a file of this kind should hold. */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

/**
 * The retention from `--retention-days` or ACS_RETENTION_DAYS, in ms; undefined when not given (the
 * default then holds). A sentence naming the source when it is not a whole number of days in range.
 */
export function parseRetentionDays(value: string | undefined, source: string): number | undefined {
  if (value === undefined) return undefined;
  const days = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(days) || days < MIN_RETENTION_DAYS || days > MAX_RETENTION_DAYS) {
    throw new ServiceError(
      'invalid-input',
      `${source} must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}, not ${JSON.stringify(value)}`,
    );
  }
  return days * DAY_MS;
}

/** Events deleted per transaction: a few milliseconds of work. */
export const PRUNE_BATCH_ROWS = 2_000;
/** Free pages handed back per step (4 MB at the default page size). */
const VACUUM_PAGES = 1_000;

export class CacheRetention {
  private nextAtMs = -Infinity;
  /** Why the last step failed, until one succeeds. */
  lastError: string | null = null;

  constructor(
    private readonly cache: Cache,
    private readonly options: { retentionMs: number; everyMs: number; now: () => number },
  ) {}

  /** When the next step is due. */
  get dueAtMs(): number {
    return this.nextAtMs;
  }

  /** A step failed (a full disk, say): tried again at the next check. */
  failed(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    this.nextAtMs = this.options.now() + this.options.everyMs;
  }

  /** Does one step if due: a batch of deletes, or, once none are left, the ranges and the vacuum. */
  async runDue(): Promise<void> {
    const now = this.options.now();
    if (now < this.nextAtMs) return;
    const cutoffMs = now - this.options.retentionMs;
    const { cache } = this;
    for (const customerGuid of await cache.storage.customersHeld()) {
      const deleted = await cache.storage.pruneBatch(customerGuid, cutoffMs, PRUNE_BATCH_ROWS);
      if (deleted === PRUNE_BATCH_ROWS) {
        this.nextAtMs = now; // more to do: the next turn of the loop goes on
        return;
      }
    }
    await cache.storage.startHistoryAt(cutoffMs);
    const reclaimable = await cache.storage.vacuumStep(VACUUM_PAGES);
    this.lastError = null;
    this.nextAtMs = reclaimable > 0 ? now : now + this.options.everyMs;
  }
}
