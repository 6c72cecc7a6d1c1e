// How far the workstation's clock is from the service's, learned from fresh events: an event the
// edge read found new was received by the service a moment before it was read, so
// receivedDate − now is at most the offset (service − workstation) and close to it for the freshest.
// The highest of the recent samples is the estimate.

/** Samples kept (one per edge read that found new events). */
const SAMPLES = 20;
/** Samples needed before an estimate is trusted (a clock behind is clear from one: an event from the future). */
const SAMPLES_FOR_AHEAD = 3;

export class ClockSkew {
  private readonly samples: number[] = [];

  /** An edge read stored these receivedDates (ms) at workstation time `nowMs`. */
  observe(receivedMs: readonly number[], nowMs: number): void {
    const valid = receivedMs.filter(Number.isFinite);
    if (valid.length === 0) return;
    this.samples.push(Math.max(...valid) - nowMs);
    if (this.samples.length > SAMPLES) this.samples.shift();
  }

  /** Service time − workstation time (ms): positive when the workstation's clock is behind; null before known. */
  get offsetMs(): number | null {
    if (this.samples.length === 0) return null;
    const best = Math.max(...this.samples);
    return best > 0 || this.samples.length >= SAMPLES_FOR_AHEAD ? best : null;
  }

  /** A warning naming the skew when it is over `thresholdMs`, else null. */
  warning(thresholdMs: number): string | null {
    const offset = this.offsetMs;
    if (offset === null || Math.abs(offset) <= thresholdMs) return null;
    const minutes = (Math.abs(offset) / 60_000).toFixed(1);
    return `this workstation's clock is about ${minutes} min ${offset > 0 ? 'behind' : 'ahead of'} the service's (events arrive "from the ${offset > 0 ? 'future' : 'past'}"): set the clock right (NTP); the sync allows for it meanwhile`;
  }
}
