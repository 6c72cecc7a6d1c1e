// The sync's request budget: requests a minute to the service, all customers together. A token
// bucket refilled at the effective rate spreads requests out, and a count of the last minute's
// requests holds the budget in every sliding minute (a bucket alone lets a burst through on top). A 503 (a rate or connection limit at the service) halves
// the effective rate and holds it down for a while, after which it climbs back by a tenth of the
// configured rate each minute (additive increase, multiplicative decrease, as TCP does).
import { DEFAULT_REQUEST_BUDGET, MAX_REQUEST_BUDGET, MIN_REQUEST_BUDGET } from '../domain/monitor-limits.js';
import { ServiceError } from '../api/errors.js';

const MINUTE = 60_000;
/** The most requests one read pays for at once (an inventory refresh: customer, doors, devices, users). */
export const MAX_REQUESTS_AT_ONCE = 4;

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
  private tokens: number;
  private refilledAtMs: number;
  private holdUntilMs = 0;
  private lastIncreaseAtMs = 0;
  /** When each request of the last minute went out, oldest first. */
  private readonly sent: number[] = [];
  /** The same for the background reads alone (backfill, bands, sweeps, inventory). */
  private readonly backgroundSent: number[] = [];

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
  private get capacity(): number {
    return Math.max(MAX_REQUESTS_AT_ONCE, this.effective / 20);
  }

  /** Whether `count` requests may start now (see nextAvailableAtMs for `backgroundPerMinute`). */
  available(count = 1, backgroundPerMinute?: number): boolean {
    return this.nextAvailableAtMs(count, backgroundPerMinute) <= this.now();
  }

  /**
   * When `count` requests may start (now when they may). A background read also passes what is
   * left after the live reads' share (`backgroundPerMinute`): it never takes that share, so a full
   * minute never holds up the next live read. A read of several requests fits an empty minute.
   */
  nextAvailableAtMs(count = 1, backgroundPerMinute?: number): number {
    this.refill();
    const nowMs = this.now();
    const tokenAtMs =
      this.tokens >= count ? nowMs : nowMs + Math.ceil(((count - this.tokens) * MINUTE) / this.effective);
    const windowAtMs = fitsAtMs(this.sent, count, Math.floor(this.effective), nowMs);
    if (backgroundPerMinute === undefined) return Math.max(tokenAtMs, windowAtMs);
    const backgroundLimit = Math.max(count, Math.floor(backgroundPerMinute));
    return Math.max(tokenAtMs, windowAtMs, fitsAtMs(this.backgroundSent, count, backgroundLimit, nowMs));
  }

  /** Counts a request. Retries count too and may run the bucket below zero: later requests wait for it. */
  take(background = false): void {
    this.refill();
    this.tokens -= 1;
    this.sent.push(this.now());
    if (background) this.backgroundSent.push(this.now());
  }

  /** The service said 503: halve the effective rate and hold it there. */
  unavailable(retryAfterMs: number | undefined): void {
    const nowMs = this.now();
    this.refill();
    // One storm of 503s halves once per hold, not once per failed request.
    if (nowMs >= this.holdUntilMs - this.holdMs / 2) {
      this.effective = Math.max(MIN_REQUEST_BUDGET, this.effective / 2);
      this.tokens = Math.min(this.tokens, this.capacity);
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
