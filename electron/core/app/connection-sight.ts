// What one connection knows of whether it sees its watched customers, on the host's clock: each
// customer's last good read (a status reporting a newer one than before), since when a read has been
// expected (the sync's start), what the sync says blinds it (a full disk, a damaged cache, no session),
// and whether anyone is signed in. It feeds the MonitorWatch, which decides, and publishes what changed.
import type { Monitoring, SyncStatus } from '../../contract.js';
import type { Cache } from '../storage/cache.js';
import { CACHE_DAMAGED, DISK_FULL } from '../sync/status.js';
import { MonitorWatch, type CustomerSight, type Sight } from './monitor-watch.js';

/** How often the monitor checks that it still sees every watched customer. */
const SIGHT_CHECK_MS = 1_000;

interface Seen {
  lastGoodReadMs: number | null;
  /** The sync's own record of its last good read (the worker's clock): a newer one is a new good read. */
  reportedSuccessMs: number | null;
  expectedSinceMs: number;
}

export interface ConnectionSightOptions {
  cache: Cache;
  watchedCustomers: () => readonly string[];
  statusOf: (customerGuid: string) => SyncStatus | undefined;
  publish: (state: Monitoring) => void;
  now: () => number;
}

export class ConnectionSight {
  private readonly watch: MonitorWatch;
  private readonly seen = new Map<string, Seen>();
  private sessionProblem: Sight['sessionProblem'] = null;
  private roomProblem: string | null = null;
  /** Whether a sync was ever started: before it, watching none is a monitor being set up. */
  private watching = false;
  private nothingWatchedSinceMs: number | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: ConnectionSightOptions) {
    const { monitoring } = options.cache;
    // A full disk at start: the period stays open in the record until a later start ends it.
    const leftOpenEnded = monitoring.endGapsLeftOpen(options.now()).catch(() => 0);
    // After the periods left open are ended, or a period begun now would be ended with them.
    this.watch = new MonitorWatch({
      record: async (gap, gapId) => {
        await leftOpenEnded;
        return monitoring.saveGap(gap, gapId);
      },
    });
    this.timer = setInterval(() => this.lookAgain(), SIGHT_CHECK_MS);
    this.timer.unref();
  }

  get state(): Monitoring {
    return this.watch.state;
  }

  /**
   * The sync (re)started for these customers: a read of each is expected from now. From the first start
   * (a sign-in) on, watching none is itself NOT MONITORING after a while.
   */
  syncStarted(customerGuids: readonly string[]): void {
    const nowMs = this.options.now();
    this.watching = true;
    for (const customerGuid of customerGuids) this.seenOf(customerGuid, nowMs).expectedSinceMs = nowMs;
  }

  /** The watched customers changed: none left counts from now, not from the next check. */
  watchedChanged(): void {
    this.lookAgain();
  }

  /** A status reporting a newer good read than the last: the customer was seen just now (on this clock). */
  statusReported(status: SyncStatus): void {
    const nowMs = this.options.now();
    const seen = this.seenOf(status.customerGuid, nowMs);
    if (status.lastSuccessAtMs === null || status.lastSuccessAtMs === seen.reportedSuccessMs) return;
    seen.reportedSuccessMs = status.lastSuccessAtMs;
    seen.lastGoodReadMs = nowMs;
    this.lookAgain();
  }

  /** The control room's database lost (a sentence), or back (null). */
  setRoomProblem(problem: string | null): void {
    this.roomProblem = problem;
    this.lookAgain();
  }

  /** Signed out, or the keychain locked with no session: every watched customer is blind until it ends. */
  setSessionProblem(problem: Sight['sessionProblem']): void {
    this.sessionProblem = problem;
    this.lookAgain();
  }

  /** A guard acknowledged the NOT MONITORING alarm with a note: it stops sounding. */
  acknowledge(note: string, operator: string | null): void {
    if (this.watch.acknowledge(note, operator, this.options.now())) this.options.publish(this.state);
  }

  /** The test clock jumped: time jumped over was not time unseen, unless `unseen` (the test froze the service). */
  clockJumped(ms: number, unseen: boolean): void {
    if (unseen) return;
    for (const seen of this.seen.values()) {
      if (seen.lastGoodReadMs !== null) seen.lastGoodReadMs += ms;
      seen.expectedSinceMs += ms;
    }
    if (this.nothingWatchedSinceMs !== null) this.nothingWatchedSinceMs += ms;
    this.watch.clockJumped(ms);
  }

  /** Stops looking; resolves once the blind period's last write is done (before the cache closes). */
  close(): Promise<void> {
    clearInterval(this.timer);
    return this.watch.close(this.options.now());
  }

  /** Checks that every watched customer is still seen; tells every screen when that changed. */
  private lookAgain(): void {
    const nowMs = this.options.now();
    const customers: CustomerSight[] = this.options.watchedCustomers().map((customerGuid) => {
      const status = this.options.statusOf(customerGuid);
      const seen = this.seenOf(customerGuid, nowMs);
      return {
        customerGuid,
        lastGoodReadMs: seen.lastGoodReadMs,
        expectedSinceMs: seen.expectedSinceMs,
        pollIntervalMs: status?.pollIntervalMs ?? null,
        problem: problemOf(status),
      };
    });
    this.nothingWatchedSinceMs = customers.length > 0 || !this.watching ? null : (this.nothingWatchedSinceMs ?? nowMs);
    const changed = this.watch.look({
      nowMs,
      customers,
      sessionProblem: this.sessionProblem,
      roomProblem: this.roomProblem,
      nothingWatchedSinceMs: this.nothingWatchedSinceMs,
    });
    if (changed) this.options.publish(changed);
  }

  private seenOf(customerGuid: string, nowMs: number): Seen {
    let seen = this.seen.get(customerGuid);
    if (!seen) {
      const lastSuccessAtMs = this.options.cache.syncStateNow.get(customerGuid).lastSuccessAtMs;
      seen = { lastGoodReadMs: lastSuccessAtMs, reportedSuccessMs: lastSuccessAtMs, expectedSinceMs: nowMs };
      this.seen.set(customerGuid, seen);
    }
    return seen;
  }
}

/** What the sync says keeps a customer from being seen whatever the time, if anything. */
function problemOf(status: SyncStatus | undefined): CustomerSight['problem'] {
  if (!status) return null;
  if (status.phase === 'sign-in-needed') {
    return {
      kind: 'signed-out',
      message: `The session ended and the monitor could not sign in again by itself: sign in (${status.error?.message ?? 'no session'})`,
    };
  }
  const kind = status.error?.kind;
  if (status.phase === 'failing' && (kind === DISK_FULL || kind === CACHE_DAMAGED)) {
    return { kind, message: `The monitor cannot store what it reads: ${status.error!.message}` };
  }
  return null;
}
