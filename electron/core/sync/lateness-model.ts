// What one customer's sync has learned from the events it stored: how late on-time events run
// (which sizes the edge's overlap), which age bands late events were found in recently (which
// makes those bands hot), each controller's newest eventDate (a late event's siblings lie between
// it and the late one), which controllers deliver late, and how busy the customer is.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MAX_DISCOVERIES = 1000;
/** Events of one controller received this close together were delivered together. */
export const SAME_DELIVERY_MS = 5_000;
/** A late event is confirmed as the first of its delivery this long after it was found. */
const CONFIRM_AFTER_MS = 60_000;
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
  /** Lateness discovered (to the second) → when last. */
  private readonly discovered = new Map<number, number>();
  private readonly newestByDevice = new Map<string, { eventMs: number; receivedMs: number | null }>();
  /** Late events found by regular reads, waiting to be confirmed as the first of their delivery. */
  private candidates: Array<{ bandIndex: number; event: LearnedEvent; foundAtMs: number }> = [];
  private readonly late = new Map<string, LateDevice>();
  private rate: number;
  private rateAtMs: number;
  /** When the events the rate counts began: its seed's window before the start. */
  private readonly rateFromMs: number;

  constructor(
    private readonly settings: LatenessSettings,
    private readonly now: () => number,
    /** `coveredMs`: how far back before now the seed's rate and the first read's events reach. */
    seed: { newestByDevice: ReadonlyMap<string, number>; ratePerMinute: number; coveredMs: number },
  ) {
    this.edgeMs = settings.edgeLatenessMs;
    for (const [device, ms] of seed.newestByDevice) this.newestByDevice.set(device, { eventMs: ms, receivedMs: null });
    this.rate = seed.ratePerMinute;
    this.rateAtMs = now();
    this.rateFromMs = this.rateAtMs - seed.coveredMs;
  }

  /** The edge reads back this far before the previous read: on-time events' lateness (p99) and a margin. */
  get edgeLatenessMs(): number {
    return this.edgeMs;
  }

  /**
   * On-time events a minute that the edge's polls find, smoothed over about ten minutes: how often
   * polling the customer is worth it. What chases and bands find (a controller's upload of hundreds at
   * once) would make it look busier than its polls can use, and take the budget of busier ones.
   */
  ratePerMinute(): number {
    this.decayRate();
    // Events counted over less than the time constant are scaled up to the whole (a bias-corrected moving
    // average): a newly watched customer's rate is right from its first read, not ramping up for ten minutes.
    const countedMs = Math.max(this.now() - this.rateFromMs, 1);
    return this.rate / (1 - Math.exp(-countedMs / RATE_TIME_CONSTANT_MS));
  }

  /** The largest lateness discovered by regular reads in the last day (see foundLateIn). */
  discoveredLatenessMs(): number {
    const since = this.now() - DAY;
    let max = 0;
    for (const [lateness, atMs] of this.discovered) if (atMs >= since) max = Math.max(max, lateness);
    return max;
  }

  isHot(bandIndex: number): boolean {
    return (this.hotUntil.get(bandIndex) ?? 0) > this.now();
  }

  /** The newest eventDate stored for a controller before now, if any. */
  newestOfDevice(deviceGuid: string): number | undefined {
    return this.newestByDevice.get(deviceGuid)?.eventMs;
  }

  /** Controllers that delivered events more than a few seconds late, latest first. */
  lateDevices(): LateDevice[] {
    return [...this.late.values()].sort((a, b) => b.lastLateAtMs - a.lastLateAtMs);
  }

  /**
   * A regular read found a late event (its controller's youngest in that read). If it is the first
   * of its delivery (no younger event of the controller arrives with it), that is a discovery: its
   * band turns hot once confirmed. A sibling of a backlog whose youngest is found by another read
   * (a band read may reach an old part of it first) is not: the chase finds those.
   */
  foundLate(bandIndex: number, event: LearnedEvent): void {
    if (event.deviceGuid !== null && this.youngerSiblingKnown(event, this.newestByDevice.get(event.deviceGuid))) return;
    this.candidates.push({ bandIndex, event, foundAtMs: this.now() });
  }

  /** A discovery: the band turns hot, and its lateness counts as seen. */
  foundLateIn(bandIndex: number, latenessMs: number): void {
    const nowMs = this.now();
    this.hotUntil.set(bandIndex, nowMs + this.settings.hotMemoryMs);
    // One entry per band and hour is enough to know the largest lateness of the last day.
    this.discovered.set(Math.round(latenessMs / 1000) * 1000, nowMs);
    if (this.discovered.size > MAX_DISCOVERIES) {
      for (const [lateness, atMs] of this.discovered) if (atMs < nowMs - DAY) this.discovered.delete(lateness);
    }
  }

  /**
   * Learns from newly stored events; call after deciding on a chase (it reads the devices' previous
   * dates). `polled`: the edge read them; only its on-time events tell how often polling it is worth.
   */
  learn(events: readonly LearnedEvent[], { polled }: { polled: boolean }): void {
    this.decayRate();
    let sampled = false;
    for (const event of events) {
      const lateness = event.receivedMs - event.eventMs;
      if (lateness >= 0 && lateness <= ON_TIME_CEILING_MS) {
        if (polled) this.rate += MINUTE / RATE_TIME_CONSTANT_MS;
        this.onTime[this.onTimeNext] = lateness;
        this.onTimeNext = (this.onTimeNext + 1) % SAMPLE_SIZE;
        sampled = true;
      }
      if (event.deviceGuid === null) continue;
      const newest = this.newestByDevice.get(event.deviceGuid);
      if (newest === undefined || event.eventMs > newest.eventMs) {
        this.newestByDevice.set(event.deviceGuid, { eventMs: event.eventMs, receivedMs: event.receivedMs });
      }
      if (lateness > ON_TIME_CEILING_MS) this.noteLateDevice(event, lateness);
    }
    if (sampled) this.edgeMs = this.learnedEdgeMs();
    this.settleCandidates();
  }

  private youngerSiblingKnown(
    event: LearnedEvent,
    newest: { eventMs: number; receivedMs: number | null } | undefined,
  ): boolean {
    return (
      newest !== undefined &&
      newest.eventMs > event.eventMs &&
      newest.receivedMs !== null &&
      Math.abs(newest.receivedMs - event.receivedMs) <= SAME_DELIVERY_MS
    );
  }

  private settleCandidates(): void {
    const nowMs = this.now();
    this.candidates = this.candidates.filter(({ bandIndex, event, foundAtMs }) => {
      if (event.deviceGuid !== null && this.youngerSiblingKnown(event, this.newestByDevice.get(event.deviceGuid))) {
        return false;
      }
      if (nowMs - foundAtMs < CONFIRM_AFTER_MS) return true;
      this.foundLateIn(bandIndex, event.receivedMs - event.eventMs);
      return false;
    });
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
