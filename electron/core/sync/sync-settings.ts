// The sync's knobs, with the defaults the app runs with (see age-bands.ts for the cost model).
import { DEFAULT_BAND_SETTINGS, type BandSettings } from './age-bands.js';
import type { LatenessSettings } from './lateness-model.js';
import { DEFAULT_REQUEST_BUDGET } from '../domain/monitor-limits.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SyncSettings extends BandSettings, LatenessSettings {
  /** Fastest polling of a customer's fresh edge, for the busiest (default 2 s). */
  intervalMs: number;
  /** A quiet customer's events are stored within this while the budget allows (default 30 s): its slowest polling, less a read's time. */
  quietFloorMs: number;
  /** Requests a minute to the service, all customers together (default 300). */
  requestBudgetPerMinute: number;
  /** Share of the budget the edge polls plan for; the rest is for bands, backfill, settling, inventory. */
  edgeBudgetShare: number;
  /** A band joins the edge's request when it adds at most this many cached events (default 300). */
  mergeEvents: number;
  /** After a customer's history is settleAgeMs old, it is settled in steps of this much (default 1 h). */
  settleStepMs: number;
  /** History fetched for a customer seen for the first time; default 24 h. */
  historyMs: number;
  /** Largest range asked for in one request; default a day. */
  maxPieceMs: number;
  /** Inventory refresh, at the most this often (fewer with many customers); default 5 min. */
  inventoryEveryMs: number;
  /** Wait after "sign-in needed" before trying again (or until signedIn() is called); default 30 s. */
  signInWaitMs: number;
  /** Wait after a customer's read failed (after the client's own retries); default 10 s. */
  failureWaitMs: number;
  /**
   * How long the cache keeps events (by eventDate); default 31 days: a month covers the usual
   * look-back of an incident or a shift report, and at 60 events a minute it is about 2.7 million
   * rows (near 2.8 GB: about 1 kB an event with its indexes). Older events stay on the service: an export reaching past it reads them there.
   */
  retentionMs: number;
  /** How often the cache is checked for events past the retention; default 10 min. */
  retentionCheckEveryMs: number;
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  ...DEFAULT_BAND_SETTINGS,
  edgeLatenessMs: 2 * SECOND,
  hotMemoryMs: 6 * HOUR,
  intervalMs: 2 * SECOND,
  quietFloorMs: 30 * SECOND,
  requestBudgetPerMinute: DEFAULT_REQUEST_BUDGET,
  edgeBudgetShare: 0.85,
  mergeEvents: 300,
  settleStepMs: HOUR,
  historyMs: DAY,
  maxPieceMs: DAY,
  inventoryEveryMs: 5 * MINUTE,
  signInWaitMs: 30 * SECOND,
  failureWaitMs: 10 * SECOND,
  retentionMs: 31 * DAY,
  retentionCheckEveryMs: 10 * MINUTE,
};
