// One watched customer's sync as the engine's parts share it (the scheduler, the reads, the late-event
// learner, the health reporter each keep their own fields of it up to date), and the reads it is
// served by: a lane, a kind, when due, and how urgent.
import type { ServiceClient } from '../api/client.js';
import type { Cache } from '../store/cache.js';
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

/** A customer has two lanes, one read in flight at most on each, so a long read never delays its fresh edge. */
export type Lane = 'live' | 'background';
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

export interface StoreProblem {
  kind: 'disk-full' | 'cache-damaged';
  sinceMs: number;
}

export interface CustomerRun {
  customerGuid: string;
  phase: SyncPhase;
  retryingSinceMs: number | null;
  eventsStored: number;
  prepared: boolean;
  /** Whether a read of this customer is in flight, per lane. */
  reading: Record<Lane, boolean>;
  pausedUntilMs: number;
  nextEdgeAtMs: number;
  edgeIntervalMs: number;
  /** Its age bands' due times and coverage in eventDate; set when the customer is first prepared. */
  bands: BandReads | null;
  chases: TimeRange[];
  lastInventoryAtMs: number | null;
  newestEventMs: number | null;
  model: LatenessModel | null;
  meter: TrafficMeter;
  /** Requests paid from the budget when a read started, per lane, not yet sent. */
  prepaid: Record<Lane, number>;
  /** Since when the cache cannot store what is read (a full disk, a damaged file): kept here, the cache cannot record it. */
  storeProblem: StoreProblem | null;
  /** Its alarms' start was set before the service's clock was known: the first edge read sets it better. */
  alarmsFromProvisional: boolean;
  /** Edge reads done since start. */
  edgeReads: number;
  /** The next background read, kept until a read of this customer ends (undefined: work it out again). */
  background: Task | null | undefined;
}

export function newCustomerRun(context: SyncContext, customerGuid: string): CustomerRun {
  return {
    customerGuid,
    phase: 'starting',
    retryingSinceMs: null,
    eventsStored: context.cache.events.count(customerGuid),
    prepared: false,
    reading: { live: false, background: false },
    pausedUntilMs: 0,
    nextEdgeAtMs: 0,
    edgeIntervalMs: context.settings.intervalMs,
    bands: null,
    chases: [],
    lastInventoryAtMs: null,
    newestEventMs: null,
    model: null,
    meter: new TrafficMeter(context.now),
    background: undefined,
    storeProblem: null,
    alarmsFromProvisional: false,
    edgeReads: 0,
    prepaid: { live: 0, background: 0 },
  };
}
