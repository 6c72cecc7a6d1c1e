// Whether the monitor can see its watched customers. A monitor that cannot (no answer from the
// service, a full disk, a damaged cache, no session) must never look like a quiet night: while it is
// blind the NOT MONITORING alarm stands, sounds, and sounds again until contact is back or a guard
// acknowledges it with a note. Pure state: the connection feeds it what the sync and the session
// say, on the host's clock, and publishes what it answers.
import type { BlindCause, Monitoring } from '../../contract.js';
import { STOPPED_WHILE_BLIND, type MonitoringGap } from '../storage/monitoring-storage.js';

/** A customer unread this long is blind, or 10 of its poll intervals when that is longer. */
export const BLIND_AFTER_MS = 30_000;
export const BLIND_AFTER_INTERVALS = 10;
/** The NOT MONITORING alarm sounds again this often while nobody has acknowledged it. */
export const BLIND_REPEAT_MS = 60_000;
/** "Contact restored after …" stays on screen this long. */
const RESTORED_SHOWN_MS = 10 * 60_000;

type CauseKind = BlindCause['kind'];

/** What the connection knows of one watched customer. */
export interface CustomerSight {
  customerGuid: string;
  /** When a read of it last succeeded (host clock); null: never. */
  lastGoodReadMs: number | null;
  /** Since when a read of it has been expected (the sync's start, a sign-in): the wait counts from here at least. */
  expectedSinceMs: number;
  /** How often its fresh edge is polled now; null before the sync planned it. */
  pollIntervalMs: number | null;
  /** A reason from the sync that it cannot see, whatever the time: the disk is full, the cache damaged, no session. */
  problem: { kind: Exclude<CauseKind, 'no-contact'>; message: string } | null;
}

export interface Sight {
  nowMs: number;
  customers: readonly CustomerSight[];
  /** No session for the whole monitor (signed out, or the keychain locked with none): every customer is blind. */
  sessionProblem: { kind: 'signed-out' | 'keychain-locked'; message: string } | null;
  /** In a control room whose database does not answer: nothing reaches this workstation, whatever the service does. */
  roomProblem?: string | null;
  /** Since when no customer has been watched; null while some are. */
  nothingWatchedSinceMs?: number | null;
}

export interface MonitorWatchOptions {
  /** Writes a blind period (whole, each time it changes); resolves with its id. Rejects when the disk is full. */
  record: (gap: MonitoringGap, gapId: number | undefined) => Promise<number>;
  repeatEveryMs?: number;
}

interface Blind {
  sinceMs: number;
  causes: BlindCause[];
  acknowledged: Monitoring['acknowledged'];
  lastSoundedMs: number;
  gapId: number | undefined;
  /** The record is behind the state (a write failed): written again at the next look. */
  unrecorded: boolean;
}

export class MonitorWatch {
  private blind: Blind | null = null;
  private restored: Monitoring['restored'] = null;
  private alertSeq = 0;
  private last: Monitoring;
  /** The writes of blind periods, one after another: a period's first write gives the id its later ones replace. */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly options: MonitorWatchOptions) {
    this.last = this.snapshot([], 0);
  }

  /** The state now. */
  get state(): Monitoring {
    return this.last;
  }

  /** Looks again; returns the new state when it changed (to publish), else null. */
  look(sight: Sight): Monitoring | null {
    const { nowMs } = sight;
    const causes = causesOf(sight);
    if (causes.length > 0) {
      if (!this.blind) {
        this.blind = {
          sinceMs: blindSince(sight, causes),
          causes,
          acknowledged: null,
          lastSoundedMs: nowMs,
          gapId: undefined,
          unrecorded: true,
        };
        this.restored = null;
        this.alertSeq += 1;
      } else {
        if (!sameCauses(this.blind.causes, causes)) this.blind.unrecorded = true;
        this.blind.causes = causes;
        if (
          !this.blind.acknowledged &&
          nowMs - this.blind.lastSoundedMs >= (this.options.repeatEveryMs ?? BLIND_REPEAT_MS)
        ) {
          this.blind.lastSoundedMs = nowMs;
          this.alertSeq += 1;
        }
      }
      this.recordBlind(null);
    } else if (this.blind) {
      this.restored = { fromMs: this.blind.sinceMs, toMs: nowMs };
      this.recordBlind(nowMs);
      this.blind = null;
    } else if (this.restored && nowMs - this.restored.toMs > RESTORED_SHOWN_MS) {
      this.restored = null;
    }
    return this.publishIfChanged(this.snapshot(sight.customers, nowMs, causes));
  }

  /** A guard acknowledged the blind period with a note: it stops sounding. False when the monitor sees. */
  acknowledge(note: string, operator: string | null, nowMs: number): boolean {
    if (!this.blind) return false;
    this.blind.acknowledged = { atMs: nowMs, operator, note };
    this.blind.unrecorded = true;
    this.recordBlind(null);
    this.last = { ...this.last, acknowledged: this.blind.acknowledged };
    return true;
  }

  /** The monitor stops: a blind period ends here, saying the monitor stopped in it. Resolves once every write is done. */
  close(nowMs: number): Promise<void> {
    const blind = this.blind;
    if (blind) {
      blind.unrecorded = true;
      this.recordBlind(nowMs, STOPPED_WHILE_BLIND);
      this.blind = null;
    }
    return this.recorded();
  }

  /** Resolves once the writes of blind periods asked for so far are done (or failed, to be tried again). */
  recorded(): Promise<void> {
    return this.writes;
  }

  /** The test clock jumped: the time jumped over was not time unseen. */
  clockJumped(ms: number): void {
    if (this.blind) this.blind.lastSoundedMs += ms;
  }

  /**
   * Writes the blind period as it is now (ended at `endMs` when given), after the writes before it; a failed
   * write is tried again at the next look.
   */
  private recordBlind(endMs: number | null, alsoWhy?: string): void {
    const blind = this.blind;
    if (!blind || (!blind.unrecorded && endMs === null)) return;
    const gap: MonitoringGap = {
      fromMs: blind.sinceMs,
      toMs: endMs,
      causes: [...blind.causes.map((cause) => cause.message), ...(alsoWhy ? [alsoWhy] : [])],
      acknowledgedAtMs: blind.acknowledged?.atMs ?? null,
      acknowledgedBy: blind.acknowledged?.operator ?? null,
      note: blind.acknowledged?.note ?? null,
    };
    blind.unrecorded = false;
    this.writes = this.writes.then(async () => {
      try {
        blind.gapId = await this.options.record(gap, blind.gapId);
      } catch {
        // A full disk or a damaged cache: the period is one of the things the guard is told about on screen.
        blind.unrecorded = true;
      }
    });
  }

  private snapshot(customers: readonly CustomerSight[], nowMs: number, causes: BlindCause[] = []): Monitoring {
    const blindGuids = new Set(causes.flatMap((cause) => cause.customerGuids));
    return {
      seeing: this.blind === null,
      blindSinceMs: this.blind?.sinceMs ?? null,
      causes,
      customers: customers.map((customer) => ({
        customerGuid: customer.customerGuid,
        lastGoodReadMs: customer.lastGoodReadMs,
        blind: blindGuids.has(customer.customerGuid),
      })),
      acknowledged: this.blind?.acknowledged ?? null,
      alertSeq: this.alertSeq,
      restored: this.restored && nowMs - this.restored.toMs <= RESTORED_SHOWN_MS ? this.restored : null,
    };
  }

  /** Published when what a guard sees changes; a customer's newer good read alone is not news while it sees. */
  private publishIfChanged(next: Monitoring): Monitoring | null {
    const changed = newsOf(next) !== newsOf(this.last);
    this.last = next;
    return changed ? next : null;
  }
}

/** How long a customer may go unread before it is blind. */
export function blindAfterMs(pollIntervalMs: number | null): number {
  return Math.max(BLIND_AFTER_MS, BLIND_AFTER_INTERVALS * (pollIntervalMs ?? 0));
}

function causesOf(sight: Sight): BlindCause[] {
  const all = sight.customers.map((customer) => customer.customerGuid);
  if (all.length === 0) return nothingWatched(sight);
  const whole: BlindCause[] = [];
  if (sight.roomProblem) whole.push({ kind: 'room-lost', message: sight.roomProblem, customerGuids: all });
  if (sight.sessionProblem) whole.push({ ...sight.sessionProblem, customerGuids: all });
  if (whole.length > 0) return whole;
  const byKind = new Map<CauseKind, { message: string; customerGuids: string[] }>();
  const add = (kind: CauseKind, message: string, customerGuid: string): void => {
    const cause = byKind.get(kind) ?? { message, customerGuids: [] };
    cause.customerGuids.push(customerGuid);
    byKind.set(kind, cause);
  };
  for (const customer of sight.customers) {
    if (customer.problem) {
      add(customer.problem.kind, customer.problem.message, customer.customerGuid);
      continue;
    }
    const since = Math.max(customer.lastGoodReadMs ?? -Infinity, customer.expectedSinceMs);
    const waited = sight.nowMs - since;
    if (waited > blindAfterMs(customer.pollIntervalMs)) {
      add('no-contact', '', customer.customerGuid);
    }
  }
  const noContact = byKind.get('no-contact');
  if (noContact) noContact.message = noContactMessage(noContact.customerGuids.length, all.length);
  return [...byKind].map(([kind, cause]) => ({ kind, ...cause }));
}

/**
 * A signed-in monitor that watches no customer sees nothing: after the same wait as an unread customer
 * (time to choose them), that is NOT MONITORING, not a quiet night. Signed out with none watched is a
 * monitor not yet set up, which its own screen says.
 */
function nothingWatched(sight: Sight): BlindCause[] {
  const since = sight.nothingWatchedSinceMs ?? null;
  if (sight.sessionProblem || since === null || sight.nowMs - since < BLIND_AFTER_MS) return [];
  const message =
    'No customer is watched, so no event is being seen: choose the customers to watch on the Customers tab';
  return [{ kind: 'nothing-watched', message, customerGuids: [] }];
}

function noContactMessage(blind: number, watched: number): string {
  const which = blind === watched ? 'any watched customer' : `${blind} of the ${watched} watched customers`;
  return `No answer from the service for ${which}: check the network and the service's status page; events from now on are not being seen`;
}

/** When it went blind: the oldest moment a blind customer was last seen (or expected), else now. */
function blindSince(sight: Sight, causes: readonly BlindCause[]): number {
  if (causes.some((cause) => cause.kind === 'nothing-watched')) return sight.nothingWatchedSinceMs ?? sight.nowMs;
  const blind = new Set(causes.filter((cause) => cause.kind === 'no-contact').flatMap((c) => c.customerGuids));
  let since = sight.nowMs;
  for (const customer of sight.customers) {
    if (!blind.has(customer.customerGuid)) continue;
    since = Math.min(since, Math.max(customer.lastGoodReadMs ?? -Infinity, customer.expectedSinceMs));
  }
  return since;
}

function newsOf(state: Monitoring): string {
  const { customers, ...rest } = state;
  return JSON.stringify({ ...rest, blind: customers.filter((c) => c.blind).map((c) => c.customerGuid) });
}

function sameCauses(a: readonly BlindCause[], b: readonly BlindCause[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
