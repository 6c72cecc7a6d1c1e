// What a guard (or the CLI's status lines) is told about the sync: per customer, and in total.
import type { SyncState } from '../storage/event-storage.js';
import type { LateDevice } from './lateness-model.js';
import type { BudgetSnapshot } from './request-budget.js';
import type { TrafficCounts, TrafficFigures } from './traffic-meter.js';

/** The error kind of a cache that cannot grow (the disk is full). */
export const DISK_FULL = 'disk-full';
/** The error kind of a cache file SQLite finds damaged while the monitor runs. */
export const CACHE_DAMAGED = 'cache-damaged';

export type SyncPhase = 'starting' | 'backfilling' | 'live' | 'retrying' | 'failing' | 'sign-in-needed' | 'stopped';

/** What the sync costs and buys, per customer or in total. */
interface SyncTraffic {
  /** Requests a minute over the last ten minutes. */
  requestsPerMinute: number;
  /** Over the last ten minutes. */
  downloaded: number;
  inserted: number;
  /** Events downloaded per new event over the last ten minutes; null before any new event. */
  amplification: number | null;
  /** How long after the service received it the newest event was stored; null before any. */
  newestDelayMs: number | null;
  /** Since the sync started. */
  total: TrafficCounts;
}

export interface CustomerSyncStatus {
  customerGuid: string;
  phase: SyncPhase;
  lastSuccessAtMs: number | null;
  /** now − newest receivedDate seen: how long ago the service last received an event (a quiet site is not stale). */
  lagMs: number | null;
  eventsStored: number;
  error: { kind: string; message: string; sinceMs: number } | null;
  /** How often the fresh edge is polled now (busy customers often, quiet ones less). */
  pollIntervalMs: number | null;
  traffic: SyncTraffic | null;
  /** Controllers that delivered events late, latest first (at most three). */
  lateDevices: Array<{ deviceName: string; lateEvents: number; maxLatenessMs: number }>;
  /** One line for a person: "live, newest event 1.2 s ago, 4,210 events" or "retrying since 03:12:05Z: …". */
  summary: string;
}

export interface SyncTotals {
  customers: number;
  budgetPerMinute: number;
  /** Lower than the budget for a while after the service said 503. */
  effectiveBudgetPerMinute: number;
  reducedUntilMs: number | null;
  inFlight: number;
  maxInFlight: number;
  traffic: SyncTraffic;
  /** Set when the budget cannot poll every customer even at the quiet floor. */
  warning: string | null;
  summary: string;
}

export function trafficOf(figures: TrafficFigures): SyncTraffic {
  return {
    requestsPerMinute: figures.requestsPerMinute,
    downloaded: figures.recent.downloaded,
    inserted: figures.recent.inserted,
    amplification: figures.amplification,
    newestDelayMs: figures.newestDelayMs,
    total: figures.total,
  };
}

export function describeStatus(parts: {
  customerGuid: string;
  phase: SyncPhase;
  eventsStored: number;
  state: SyncState;
  nowMs: number;
  traffic?: TrafficFigures;
  pollIntervalMs?: number;
  lateDevices?: readonly LateDevice[];
  /** Writes to the cache fail (the disk is full, the file damaged): this error wins over the one recorded in the cache. */
  storeProblem?: { kind: typeof DISK_FULL | typeof CACHE_DAMAGED; sinceMs: number; message: string } | null;
}): CustomerSyncStatus {
  const { state, phase, eventsStored, nowMs, storeProblem } = parts;
  const error = storeProblem
    ? { kind: storeProblem.kind, message: storeProblem.message, sinceMs: storeProblem.sinceMs }
    : state.lastError && state.errorKind && state.errorSinceMs !== null
      ? { kind: state.errorKind, message: state.lastError, sinceMs: state.errorSinceMs }
      : null;
  const lagMs = state.newestReceivedMs === null ? null : Math.max(0, nowMs - state.newestReceivedMs);
  const traffic = parts.traffic ? trafficOf(parts.traffic) : null;
  return {
    customerGuid: parts.customerGuid,
    phase,
    lastSuccessAtMs: state.lastSuccessAtMs,
    lagMs,
    eventsStored,
    error,
    pollIntervalMs: parts.pollIntervalMs ?? null,
    traffic,
    lateDevices: (parts.lateDevices ?? []).slice(0, 3).map(({ deviceName, lateEvents, maxLatenessMs }) => ({
      deviceName,
      lateEvents,
      maxLatenessMs,
    })),
    summary: summaryLine(phase, eventsStored, lagMs, state.lastSuccessAtMs, error, traffic),
  };
}

export function describeTotals(parts: {
  budget: BudgetSnapshot;
  traffic: TrafficFigures;
  inFlight: number;
  maxInFlightSeen: number;
  customers: number;
  floorHeld: boolean;
  quietFloorMs: number;
  /** The workstation's clock is off the service's by more than the threshold. */
  clockWarning?: string | null;
}): SyncTotals {
  const traffic = trafficOf(parts.traffic);
  const { budget } = parts;
  const budgetWarning = parts.floorHeld
    ? null
    : `the budget of ${budget.effectivePerMinute} requests a minute cannot poll ${parts.customers} customers every ${Math.round(parts.quietFloorMs / 1000)} s: raise it, or watch fewer customers`;
  const warning = [parts.clockWarning, budgetWarning].filter(Boolean).join('; ') || null;
  const reduced =
    budget.reducedUntilMs === null
      ? ''
      : ` (lowered to ${budget.effectivePerMinute} after a 503, until ${new Date(budget.reducedUntilMs).toISOString()})`;
  return {
    customers: parts.customers,
    budgetPerMinute: budget.configuredPerMinute,
    effectiveBudgetPerMinute: budget.effectivePerMinute,
    reducedUntilMs: budget.reducedUntilMs,
    inFlight: parts.inFlight,
    maxInFlight: parts.maxInFlightSeen,
    traffic,
    warning,
    summary:
      `total: ${parts.customers} customers, ${trafficText(traffic)}, budget ${budget.configuredPerMinute}/min${reduced}` +
      (warning ? `; warning: ${warning}` : ''),
  };
}

/** "12.0 requests/min, 1,234 downloaded for 120 new (×10.3) in the last 10 min, newest stored 1.2 s after arrival" */
function trafficText(traffic: SyncTraffic): string {
  const count = (value: number): string => value.toLocaleString('en-GB');
  const ratio = traffic.amplification === null ? '' : ` (×${traffic.amplification.toFixed(1)})`;
  const delay =
    traffic.newestDelayMs === null
      ? ''
      : `, newest stored ${(traffic.newestDelayMs / 1000).toFixed(1)} s after arrival`;
  return `${traffic.requestsPerMinute.toFixed(1)} requests/min, ${count(traffic.downloaded)} downloaded for ${count(traffic.inserted)} new${ratio} in the last 10 min${delay}`;
}

function summaryLine(
  phase: SyncPhase,
  eventsStored: number,
  lagMs: number | null,
  lastSuccessAtMs: number | null,
  error: CustomerSyncStatus['error'],
  traffic: SyncTraffic | null,
): string {
  const count = `${eventsStored.toLocaleString('en-GB')} events`;
  const since = (ms: number): string => new Date(ms).toISOString();
  switch (phase) {
    case 'retrying':
    case 'failing':
      if (error?.kind === DISK_FULL) return `disk full since ${since(error.sinceMs)}: ${error.message}; ${count}`;
      return `${phase === 'retrying' ? 'retrying' : 'failing'} since ${since(error?.sinceMs ?? Date.now())}: ${error?.message ?? 'unknown error'}; ${lastSuccessAtMs === null ? 'never polled' : `stale since ${since(lastSuccessAtMs)}`}; ${count}`;
    case 'sign-in-needed':
      return `sign-in needed: ${error?.message ?? 'the session ended'}; ${count}`;
    default:
      return `${phase}, ${lagMs === null ? 'no events seen yet' : `newest event ${(lagMs / 1000).toFixed(1)} s ago`}, ${count}${traffic ? `; ${trafficText(traffic)}` : ''}`;
  }
}
