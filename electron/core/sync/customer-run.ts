// One watched customer's sync as the engine's parts share it (the scheduler, the reads, the late-event
// learner, the health reporter each keep their own fields of it up to date), and the reads it is
// served by: a lane, a kind, when due, and how urgent.
import type { ServiceClient } from '../api/client.js';
import type { Cache } from '../storage/cache.js';
import type { BandReads } from './band-reads.js';
import type { LatenessModel } from './lateness-model.js';
import type { SyncPhase } from './status.js';
import type { SyncSettings } from './sync-settings.js';
import type { TimeRange } from '../time/ranges.js';
import { TrafficMeter } from './traffic-meter.js';

/** What every part of the engine works with. */
export interface SyncContext {
  readonly cache: Cache;
  readonly client: ServiceClient;
  readonly settings: SyncSettings;
  readonly now: () => number;
  /** Aborted when the engine stops: every request listens on it. */
  readonly stopping: AbortSignal;
  /** Service time − workstation time as measured: from the answers' Date headers, else from fresh events; null before either. */
  serviceOffsetMs(): number | null;
  /** The service's time now, as far as known: the workstation's, moved on when its clock is behind. */
  serviceNow(now: number): number;
}

/**
 * A customer has three lanes, one read in flight at most on each: a long read never delays its fresh
 * edge, and its history never holds up its inventory (the doors and site zone its alarms need).
 */
export type Lane = 'live' | 'background' | 'inventory';
export type TaskKind = 'chase' | 'edge' | 'backfill' | 'band' | 'settle' | 'inventory';
export type ReadKind = Exclude<TaskKind, 'inventory'>;

/** A read the scheduler may start. */
export interface Task {
  run: CustomerRun;
  lane: Lane;
  kind: TaskKind;
  dueAtMs: number;
  /** Lower goes first. */
  priority: number;
  requests: number;
  execute: () => Promise<void>;
}

/** What the parts share of a customer (each part keeps what only it needs to itself). */
export interface CustomerRun {
  customerGuid: string;
  /** Its state as the health reports it; 'backfilling' also makes the edges plan for all the budget's floors leave. */
  phase: SyncPhase;
  /** Events of it in the cache (counted at start, then what its reads inserted). */
  eventsStored: number;
  meter: TrafficMeter;
  // First sight (the engine's prepare): its cursor, bands and lateness model are set up once.
  prepared: boolean;
  /** The first sight being written, until it is (or failed). */
  preparing: Promise<void> | null;
  /**
   * Its first sight (the workstation's clock) when it was newly watched and the service's clock not yet known:
   * its first edge read sets where its alarms begin from it, on the service's clock. Null otherwise.
   */
  alarmsFromSightedMs: number | null;
  // Scheduling.
  /** Whether a read of this customer is in flight, per lane. */
  reading: Record<Lane, boolean>;
  /** After a failure: no read before this. */
  pausedUntilMs: number;
  nextEdgeAtMs: number;
  edgeIntervalMs: number;
  /** The next background read, kept until a read of this customer ends (undefined: work it out again). */
  background: Task | null | undefined;
  // What its reads found and learned.
  /** Edge reads done since start. */
  edgeReads: number;
  /** Its age bands' due times and coverage in eventDate; set when the customer is first prepared. */
  bands: BandReads | null;
  /** How late its events run, per band and per controller; set when the customer is first prepared. */
  model: LatenessModel | null;
  /** The newest eventDate stored (at most the service's now): the edge reads from just before it. */
  newestEventMs: number | null;
  /** Late events' backlogs still to read back: merged ranges of eventDate in order, the newest read first. */
  chases: TimeRange[];
}

export function newCustomerRun(context: SyncContext, customerGuid: string): CustomerRun {
  return {
    customerGuid,
    phase: 'starting',
    eventsStored: context.cache.syncStateNow.eventCount(customerGuid),
    prepared: false,
    preparing: null,
    reading: { live: false, background: false, inventory: false },
    pausedUntilMs: 0,
    nextEdgeAtMs: 0,
    edgeIntervalMs: context.settings.intervalMs,
    bands: null,
    chases: [],
    newestEventMs: null,
    model: null,
    meter: new TrafficMeter(context.now),
    background: undefined,
    alarmsFromSightedMs: null,
    edgeReads: 0,
  };
}
