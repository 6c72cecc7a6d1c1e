import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, type RetryPolicy } from '../../electron/core/api/backoff.js';

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1000, maxTotalMs: 10_000 };

describe('backoff', () => {
  it('doubles the ceiling per attempt up to the maximum, with full jitter below it', () => {
    const atCeiling = () => 0.999_999;
    expect(backoffDelay(policy, 1, atCeiling)).toBe(99);
    expect(backoffDelay(policy, 3, atCeiling)).toBe(399);
    expect(backoffDelay(policy, 9, atCeiling)).toBe(999);
    expect(backoffDelay(policy, 3, () => 0)).toBe(0);
  });

  it('never waits less than Retry-After', () => {
    expect(backoffDelay(policy, 1, () => 0.5, 3000)).toBe(3000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-03-01T08:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Fri, 01 Mar 2024 08:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
