// What the sync costs, counted as it goes: requests, events downloaded, events new, over the last
// ten minutes (one-minute buckets) and since start; and how long the newest event took to be stored
// after the service received it.

const MINUTE = 60_000;
const WINDOW_MINUTES = 10;

export interface TrafficCounts {
  requests: number;
  downloaded: number;
  inserted: number;
}

export interface TrafficFigures {
  /** Requests a minute over the window (or since start, when shorter). */
  requestsPerMinute: number;
  /** Over the window. */
  recent: TrafficCounts;
  /** Since the sync started. */
  total: TrafficCounts;
  /** Events downloaded per new event over the window; null before any new event. */
  amplification: number | null;
  /** Stored − receivedDate of the newest event stored; null before any. */
  newestDelayMs: number | null;
}

interface Bucket extends TrafficCounts {
  minute: number;
}

export class TrafficMeter {
  private readonly buckets: Bucket[] = [];
  private readonly total: TrafficCounts = { requests: 0, downloaded: 0, inserted: 0 };
  private newestReceivedMs = -Infinity;
  private newestDelayMs: number | null = null;
  private readonly startedAtMs: number;

  constructor(private readonly now: () => number) {
    this.startedAtMs = now();
  }

  request(): void {
    this.bucket().requests += 1;
    this.total.requests += 1;
  }

  downloaded(count: number): void {
    this.bucket().downloaded += count;
    this.total.downloaded += count;
  }

  /**
   * New events stored now, with their receivedDate (ms). `live` is false for history (backfill,
   * settling): it counts, but says nothing of how soon new events are stored.
   */
  inserted(receivedMs: readonly number[], { live }: { live: boolean }): void {
    this.bucket().inserted += receivedMs.length;
    this.total.inserted += receivedMs.length;
    if (!live) return;
    const nowMs = this.now();
    for (const received of receivedMs) {
      if (received > this.newestReceivedMs) {
        this.newestReceivedMs = received;
        this.newestDelayMs = Math.max(0, nowMs - received);
      }
    }
  }

  figures(): TrafficFigures {
    const nowMs = this.now();
    const sinceMinute = Math.floor(nowMs / MINUTE) - WINDOW_MINUTES + 1;
    const recent: TrafficCounts = { requests: 0, downloaded: 0, inserted: 0 };
    for (const bucket of this.buckets) {
      if (bucket.minute < sinceMinute) continue;
      recent.requests += bucket.requests;
      recent.downloaded += bucket.downloaded;
      recent.inserted += bucket.inserted;
    }
    const windowMs = Math.max(MINUTE / 6, Math.min(WINDOW_MINUTES * MINUTE, nowMs - this.startedAtMs));
    return {
      requestsPerMinute: (recent.requests * MINUTE) / windowMs,
      recent,
      total: { ...this.total },
      amplification: recent.inserted === 0 ? null : recent.downloaded / recent.inserted,
      newestDelayMs: this.newestDelayMs,
    };
  }

  private bucket(): Bucket {
    const minute = Math.floor(this.now() / MINUTE);
    let last = this.buckets.at(-1);
    if (!last || last.minute !== minute) {
      last = { minute, requests: 0, downloaded: 0, inserted: 0 };
      this.buckets.push(last);
      while (this.buckets.length > WINDOW_MINUTES) this.buckets.shift();
    }
    return last;
  }
}
