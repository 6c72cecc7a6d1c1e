// What one customer's sync has learned from the events it stored: how late on-time events run
// (which sizes the edge's overlap), which age bands late events were found in recently (which
// makes those bands hot), each controller's newest eventDate (a late event's siblings lie between
// it and the late one), which controllers deliver late, and how busy the customer is.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ON_TIME_CEILING_MS = 5_000;
const SAMPLE_SIZE = 256;
const RATE_TIME_CONSTANT_MS = 10 * MINUTE;

export interface LatenessSettings {
  /** The edge's overlap before anything is learned, and its least value (default 2 s). */
  edgeLatenessMs: number;
  /** A band stays hot this long after a late event was found in it (default 6 h). */
  hotMemoryMs: number;
}

export interface LateDevice {
  deviceGuid: string;
  deviceName: string;
  lateEvents: number;
  maxLatenessMs: number;
  lastLateAtMs: number;
}

/** A stored event as far as learning goes. */
export interface LearnedEvent {
  eventMs: number;
  receivedMs: number;
  deviceGuid: string | null;
  deviceName: string | null;
}

export class LatenessModel {
  private readonly onTime: number[] = [];
  private onTimeNext = 0;
  private edgeMs: number;
  private readonly hotUntil = new Map<number, number>();
  private readonly newestByDevice = new Map<string, number>();
  private readonly late = new Map<string, LateDevice>();
  private rate: number;
  private rateAtMs: number;

  constructor(
    private readonly settings: LatenessSettings,
    private readonly now: () => number,
    seed: { newestByDevice: ReadonlyMap<string, number>; ratePerMinute: number },
  ) {
    this.edgeMs = settings.edgeLatenessMs;
    for (const [device, ms] of seed.newestByDevice) this.newestByDevice.set(device, ms);
    this.rate = seed.ratePerMinute;
    this.rateAtMs = now();
  }

  /** The edge reads back this far before the previous read: on-time events' lateness (p99) and a margin. */
  get edgeLatenessMs(): number {
    return this.edgeMs;
  }

  /** New events a minute, smoothed over about ten minutes. */
  ratePerMinute(): number {
    this.decayRate();
    return this.rate;
  }

  /** The largest lateness of any event stored in the last day (history included). */
  recentMaxLatenessMs(): number {
    const since = this.now() - DAY;
    let max = 0;
    for (const device of this.late.values())
      if (device.lastLateAtMs >= since) max = Math.max(max, device.maxLatenessMs);
    return max;
  }

  isHot(bandIndex: number): boolean {
    return (this.hotUntil.get(bandIndex) ?? 0) > this.now();
  }

  /** The newest eventDate stored for a controller before now, if any. */
  newestOfDevice(deviceGuid: string): number | undefined {
    return this.newestByDevice.get(deviceGuid);
  }

  /** Controllers that delivered late events, latest first. */
  lateDevices(): LateDevice[] {
    return [...this.late.values()].sort((a, b) => b.lastLateAtMs - a.lastLateAtMs);
  }

  /** A late event was found by a regular read in this band: it turns hot. */
  foundLateIn(bandIndex: number): void {
    this.hotUntil.set(bandIndex, this.now() + this.settings.hotMemoryMs);
  }

  /**
   * Learns from newly stored events; call after deciding on a chase (it reads the devices' previous
   * dates). `recent` is false for history (backfill, settling): it says nothing of how busy the customer is now.
   */
  learn(events: readonly LearnedEvent[], { recent }: { recent: boolean }): void {
    this.decayRate();
    if (recent) this.rate += events.length * (MINUTE / RATE_TIME_CONSTANT_MS);
    let sampled = false;
    for (const event of events) {
      const lateness = event.receivedMs - event.eventMs;
      if (lateness >= 0 && lateness <= ON_TIME_CEILING_MS) {
        this.onTime[this.onTimeNext] = lateness;
        this.onTimeNext = (this.onTimeNext + 1) % SAMPLE_SIZE;
        sampled = true;
      }
      if (event.deviceGuid === null) continue;
      const newest = this.newestByDevice.get(event.deviceGuid);
      if (newest === undefined || event.eventMs > newest) this.newestByDevice.set(event.deviceGuid, event.eventMs);
      if (lateness > this.edgeMs) this.noteLateDevice(event, lateness);
    }
    if (sampled) this.edgeMs = this.learnedEdgeMs();
  }

  private noteLateDevice(event: LearnedEvent, lateness: number): void {
    const deviceGuid = event.deviceGuid!;
    const known = this.late.get(deviceGuid);
    this.late.set(deviceGuid, {
      deviceGuid,
      deviceName: event.deviceName ?? known?.deviceName ?? deviceGuid,
      lateEvents: (known?.lateEvents ?? 0) + 1,
      maxLatenessMs: Math.max(known?.maxLatenessMs ?? 0, lateness),
      lastLateAtMs: this.now(),
    });
  }

  private learnedEdgeMs(): number {
    const sorted = [...this.onTime].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
    return Math.min(ON_TIME_CEILING_MS, Math.max(this.settings.edgeLatenessMs / 4, p99 + 250));
  }

  private decayRate(): void {
    const nowMs = this.now();
    this.rate *= Math.exp(-Math.max(0, nowMs - this.rateAtMs) / RATE_TIME_CONSTANT_MS);
    this.rateAtMs = nowMs;
  }
}
