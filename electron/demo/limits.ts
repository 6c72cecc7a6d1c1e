// The service's limits per application: simultaneous requests, and requests per minute per endpoint.

export class InFlightCounter {
  private readonly counts = new Map<string, number>();

  /** Counts one more request for `key`; false (and nothing counted) when that would pass `limit`. */
  enter(key: string, limit: number): boolean {
    const current = this.counts.get(key) ?? 0;
    if (current >= limit) return false;
    this.counts.set(key, current + 1);
    return true;
  }

  leave(key: string): void {
    const current = this.counts.get(key) ?? 0;
    if (current <= 1) this.counts.delete(key);
    else this.counts.set(key, current - 1);
  }
}

export class MinuteRateLimiter {
  private readonly windows = new Map<string, { minute: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait when `key` has used up this minute's allowance; null when the request may go on. */
  retryAfter(key: string): number | null {
    const nowMs = this.now();
    const minute = Math.floor(nowMs / 60_000);
    const window = this.windows.get(key);
    if (!window || window.minute !== minute) {
      this.windows.set(key, { minute, count: 1 });
      return null;
    }
    if (window.count >= this.perMinute) return Math.max(1, Math.ceil(((minute + 1) * 60_000 - nowMs) / 1000));
    window.count++;
    return null;
  }
}
