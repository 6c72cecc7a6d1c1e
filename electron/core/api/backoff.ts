// When to try again: exponential backoff with full jitter, never sooner than the service's
// Retry-After, and never past the caller's total budget.

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** No retry starts later than this after the first attempt began. */
  maxTotalMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
  maxTotalMs: 60_000,
};

/** Delay before attempt number `attempt + 1` (attempt counts from 1). */
export function backoffDelay(
  policy: RetryPolicy,
  attempt: number,
  random: () => number,
  retryAfterMs?: number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.floor(random() * ceiling);
  return retryAfterMs === undefined ? jittered : Math.max(retryAfterMs, jittered);
}

/** Reads a Retry-After header (delta-seconds or an HTTP date) as milliseconds from now. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
