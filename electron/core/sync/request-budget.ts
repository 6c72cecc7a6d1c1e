// The sync's request budget: requests a minute to the service, all customers together. A token
// bucket refilled at the effective rate spreads requests out, and a count of the last minute's
// requests holds the budget in every sliding minute (a bucket alone lets a burst through on top). A 503 (a rate or connection limit at the service) halves
// the effective rate and holds it down for a while, after which it climbs back by a tenth of the
// configured rate each minute (additive increase, multiplicative decrease, as TCP does). Each lane
// besides the live one may have a floor: its share of the refill set aside for it in the bucket,
// which the live reads never spend, so polls however fast cannot starve it.
import { DEFAULT_REQUEST_BUDGET, MAX_REQUEST_BUDGET, MIN_REQUEST_BUDGET } from '../domain/monitor-limits.js';
import { ServiceError } from '../api/errors.js';

const MINUTE = 60_000;
/** The most requests one read pays for at once (an inventory refresh: customer, doors, devices, users). */
export const MAX_REQUESTS_AT_ONCE = 4;
/** Requests a background read paid beyond its floor leaves in the bucket and the minute for the live reads (at most: a small bucket keeps fewer). */
const LIVE_RESERVE = 4;

/** How the budget pays a read: the live edges, or a lane of the rest (history, inventory) with a floor of its own. */
export type PaidLane = 'live' | FloorLane;
export type FloorLane = 'background' | 'inventory';

/** A lane's floor: its share of the effective rate, and the requests set aside for it, not yet spent. */
interface Floor {
  share: number;
  tokens: number;
}

/** Reads a budget from a flag, a variable or a setting; a sentence naming what is wrong when it is not one. */
export function parseRequestBudget(value: unknown, source: string): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new ServiceError(
      'invalid-input',
      `${source} must be a whole number of requests a minute, not ${JSON.stringify(value)}`,
    );
  }
  if (number < MIN_REQUEST_BUDGET || number > MAX_REQUEST_BUDGET) {
    throw new ServiceError(
      'invalid-input',
      `${source} must be between ${MIN_REQUEST_BUDGET} and ${MAX_REQUEST_BUDGET} requests a minute, not ${number}`,
    );
  }
  return number;
}

export interface BudgetSnapshot {
  configuredPerMinute: number;
  effectivePerMinute: number;
  /** While a 503 holds the budget down: until when. */
  reducedUntilMs: number | null;
}

export class RequestBudget {
  private effective: number;
  /** Every request's tokens, the floors' set-aside ones among them. */
  private tokens: number;
  private refilledAtMs: number;
  private holdUntilMs = 0;
  private lastIncreaseAtMs = 0;
  /** When each request of the last minute went out, oldest first. */
  private readonly sent: number[] = [];
  /** The same for the other lanes (backfill, bands, settling, inventory). */
  private readonly backgroundSent: number[] = [];
  private readonly floors: Record<FloorLane, Floor> = {
    background: { share: 0, tokens: 0 },
    inventory: { share: 0, tokens: 0 },
  };

  constructor(
    private configured: number,
    private readonly now: () => number,
    /** How long a 503 holds the budget down at least (Retry-After may ask for longer). */
    private readonly holdMs = MINUTE,
  ) {
    this.effective = configured;
    this.refilledAtMs = now();
    this.tokens = this.capacity;
  }

  /** Up to three seconds' worth may go at once (a start-up burst is spread, not refused), and a read of several requests always fits. */
  private get liveCapacity(): number {
    return Math.max(MAX_REQUESTS_AT_ONCE, this.effective / 20);
  }

  /** The live reads' bucket and the floors' set-aside requests on top. */
  private get capacity(): number {
    return this.liveCapacity + this.floorCapacity(this.floors.background) + this.floorCapacity(this.floors.inventory);
  }

  /**
   * A floor keeps two inventories' worth at least (ten seconds' worth when more): a few customers'
   * first reads of a lane (a day of history can be two pieces) all go at once, however small its share.
   */
  private floorCapacity(floor: Floor): number {
    return floor.share > 0 ? Math.max(2 * MAX_REQUESTS_AT_ONCE, (floor.share * this.effective) / 6) : 0;
  }

  /** Tokens no floor holds: what the live reads may spend. */
  private get unreserved(): number {
    return this.tokens - this.floors.background.tokens - this.floors.inventory.tokens;
  }

  /**
   * Sets a lane's floor (a share of the effective rate; 0: none). A new floor starts full, on top of
   * what the live reads have: its lane's first reads go at once.
   */
  setFloor(lane: FloorLane, share: number): void {
    this.refill();
    const floor = this.floors[lane];
    if (floor.share === share) return;
    const wasEmpty = floor.share === 0;
    floor.share = share;
    if (share === 0) floor.tokens = 0;
    else if (wasEmpty) {
      floor.tokens = this.floorCapacity(floor);
      this.tokens += floor.tokens;
    }
    this.tokens = Math.min(this.tokens, this.capacity);
  }

  /** Whether `count` requests may start now (see nextAvailableAtMs). */
  available(count = 1, lane: PaidLane = 'live', leftPerMinute?: number): boolean {
    return this.nextAvailableAtMs(count, lane, leftPerMinute) <= this.now();
  }

  /**
   * When `count` requests of `lane` may start (now when they may). A live read spends what no floor
   * holds (a floor fills at its share of the rate, whatever the live reads ask). Another lane's read
   * is paid from its floor; or, beyond it, from what the live reads leave (`leftPerMinute`, the rest
   * of the minute after their share): then it also leaves a few requests in the bucket and in the
   * minute (LIVE_RESERVE), so a live read coming due just after it never waits for a refill. A read
   * of several requests fits an empty minute.
   */
  nextAvailableAtMs(count = 1, lane: PaidLane = 'live', leftPerMinute = 0): number {
    this.refill();
    const nowMs = this.now();
    const limit = Math.floor(this.effective);
    if (lane === 'live') {
      return Math.max(
        this.tokensAtMs(this.unreserved, count, this.effective),
        fitsAtMs(this.sent, count, limit, nowMs),
      );
    }
    const floor = this.floors[lane];
    const windowAtMs = fitsAtMs(this.sent, count, limit, nowMs);
    const ownAtMs =
      floor.share > 0
        ? Math.max(windowAtMs, this.tokensAtMs(floor.tokens, count, floor.share * this.effective))
        : Infinity;
    const reserve = Math.max(0, Math.min(LIVE_RESERVE, Math.floor(this.liveCapacity) - count));
    const leftAtMs = Math.max(
      this.tokensAtMs(this.unreserved, count + reserve, this.effective),
      fitsAtMs(this.sent, count + reserve, limit, nowMs),
      fitsAtMs(this.backgroundSent, count, Math.max(count, Math.floor(leftPerMinute)), nowMs),
    );
    return Math.min(ownAtMs, leftAtMs);
  }

  /** Counts a request. Retries count too and may run the bucket below zero: later requests wait for it. */
  take(lane: PaidLane = 'live'): void {
    this.refill();
    const nowMs = this.now();
    this.tokens -= 1;
    this.sent.push(nowMs);
    if (lane === 'live') return;
    this.backgroundSent.push(nowMs);
    const floor = this.floors[lane];
    if (floor.tokens >= 1) floor.tokens -= 1;
  }

  /** When `have` tokens refilled at `perMinute` reach `count`. */
  private tokensAtMs(have: number, count: number, perMinute: number): number {
    const nowMs = this.now();
    return have >= count ? nowMs : nowMs + Math.ceil(((count - have) * MINUTE) / perMinute);
  }

  /** The service said 503: halve the effective rate and hold it there. */
  unavailable(retryAfterMs: number | undefined): void {
    const nowMs = this.now();
    this.refill();
    // One storm of 503s halves once per hold, not once per failed request.
    if (nowMs >= this.holdUntilMs - this.holdMs / 2) {
      this.effective = Math.max(MIN_REQUEST_BUDGET, this.effective / 2);
      this.tokens = Math.min(this.tokens, this.capacity);
      for (const floor of Object.values(this.floors)) floor.tokens = Math.min(floor.tokens, this.floorCapacity(floor));
    }
    this.holdUntilMs = Math.max(this.holdUntilMs, nowMs + Math.max(this.holdMs, retryAfterMs ?? 0));
    this.lastIncreaseAtMs = this.holdUntilMs;
  }

  setConfigured(perMinute: number): void {
    this.configured = perMinute;
    this.effective = Math.min(this.effective, perMinute);
    if (this.holdUntilMs <= this.now()) this.effective = perMinute;
  }

  get effectivePerMinute(): number {
    this.refill();
    return this.effective;
  }

  snapshot(): BudgetSnapshot {
    this.refill();
    return {
      configuredPerMinute: this.configured,
      effectivePerMinute: Math.round(this.effective),
      reducedUntilMs: this.effective < this.configured ? Math.max(this.holdUntilMs, this.now()) : null,
    };
  }

  private refill(): void {
    const nowMs = this.now();
    if (nowMs >= this.holdUntilMs && this.effective < this.configured) {
      const minutes = Math.floor((nowMs - this.lastIncreaseAtMs) / MINUTE);
      if (minutes > 0) {
        this.effective = Math.min(this.configured, this.effective + (minutes * this.configured) / 10);
        this.lastIncreaseAtMs += minutes * MINUTE;
      }
    }
    for (const sent of [this.sent, this.backgroundSent]) {
      while (sent.length > 0 && sent[0]! <= nowMs - MINUTE) sent.shift();
    }
    const elapsed = Math.max(0, nowMs - this.refilledAtMs);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.effective) / MINUTE);
    // A floor's share of the refill is set aside for it (it never holds more than the bucket).
    for (const floor of Object.values(this.floors)) {
      const refilled = floor.tokens + (elapsed * floor.share * this.effective) / MINUTE;
      floor.tokens = Math.max(0, Math.min(this.floorCapacity(floor), refilled, this.tokens));
    }
    this.refilledAtMs = nowMs;
  }
}

/**
 * The budget in force and where it came from: the command line's --budget, then ACS_REQUEST_BUDGET,
 * then the profile's setting, then the default. A malformed flag or variable is refused, not ignored.
 */
export function resolveRequestBudget(sources: { flag?: unknown; env?: string | undefined; setting?: number }): {
  perMinute: number;
  source: 'flag' | 'environment' | 'setting' | 'default';
} {
  if (sources.flag !== undefined) return { perMinute: parseRequestBudget(sources.flag, '--budget'), source: 'flag' };
  if (sources.env !== undefined && sources.env.trim() !== '') {
    return { perMinute: parseRequestBudget(sources.env, 'ACS_REQUEST_BUDGET'), source: 'environment' };
  }
  if (sources.setting !== undefined) return { perMinute: sources.setting, source: 'setting' };
  return { perMinute: DEFAULT_REQUEST_BUDGET, source: 'default' };
}

/** When `count` more fit in a minute holding `sent` (oldest first) at most `limit`: once enough have left it. */
function fitsAtMs(sent: readonly number[], count: number, limit: number, nowMs: number): number {
  const leaving = sent.length + count - limit;
  return leaving > 0 ? (sent[leaving - 1] ?? nowMs) + MINUTE : nowMs;
}
