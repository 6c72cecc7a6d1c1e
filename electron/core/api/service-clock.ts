// The service's clock, as far as this workstation can tell: every answer carries an HTTP Date header
// (the service's time when it answered, to the second), so the offset is the header's time less the
// middle of the request, within half a second plus half the round trip. The median of the recent
// answers is the estimate, so one slow answer or a proxy's odd clock moves nothing.

const SAMPLES = 15;
/** How far the estimate may be off: the header's second, and half a quick round trip. */
export const SERVICE_CLOCK_UNCERTAINTY_MS = 1_000;
/** A round trip longer than this says little about when the header was written. */
const LONGEST_USEFUL_ROUND_TRIP_MS = 5_000;

export class ServiceClock {
  private readonly samples: number[] = [];

  /** An answer arrived at `answeredAtMs` (workstation clock) to a request sent at `sentAtMs`, with this Date header. */
  observe(dateHeader: string | null, sentAtMs: number, answeredAtMs: number): void {
    if (dateHeader === null || answeredAtMs - sentAtMs > LONGEST_USEFUL_ROUND_TRIP_MS) return;
    const serviceMs = Date.parse(dateHeader);
    if (!Number.isFinite(serviceMs)) return;
    // The header is truncated to the second: the service's time lay within the second after it.
    this.samples.push(Math.round(serviceMs + 500 - (sentAtMs + answeredAtMs) / 2));
    if (this.samples.length > SAMPLES) this.samples.shift();
  }

  /** Service time − workstation time (ms): positive when the workstation's clock is behind; null before any answer. */
  get offsetMs(): number | null {
    if (this.samples.length === 0) return null;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }
}
