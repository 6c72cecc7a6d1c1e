// Who polls the service for the room: exactly one workstation at a time.
//
// The lease is a session-level advisory lock held on a connection of its own, plus the poller_lease
// row: the holder's name, its backend, a fencing token raised at every change of poller, and a
// heartbeat written every second.
// - A poller that is killed loses its session, and with it the lock: another takes over at its
//   next try.
// - A poller that hangs (stopped, stuck) or whose network is cut still holds the lock, but its
//   heartbeat ages. Once it is older than staleAfterMs on the database's clock, a follower ends
//   that backend (pg_terminate_backend) and takes the lock.
// - Meanwhile the old poller counts itself fenced once selfFenceAfterMs have passed on its own
//   monotonic clock since the heartbeat it last saw written. That is shorter than staleAfterMs,
//   so no two ever poll. Writes it may still attempt carry its token, and the token has moved on.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { bounded, drop } from '../bounded.js';
import { type PollerSeen, readPoller } from './poller-seen.js';
import { openRoomConnection } from '../database/room-connection.js';

/** The advisory lock's two keys: 'acs ' and 1 (the poller). Seen in pg_locks as classid/objid. */
const LOCK_CLASS = 0x61637320;
const LOCK_POLLER = 1;
/** SQLSTATE of pg_terminate_backend on another role's backend without pg_signal_backend. */
const INSUFFICIENT_PRIVILEGE = '42501';

export interface PollerLeaseOptions {
  /** This workstation, as the others see it ("control-2 (guard)"). */
  holder: string;
  heartbeatMs?: number;
  /** A poller's heartbeat older than this, on the database's clock, ends its backend. */
  staleAfterMs?: number;
  /** A poller that has not seen its heartbeat written for this long stops polling (< staleAfterMs). */
  selfFenceAfterMs?: number;
  onChange?: (state: LeaseState) => void;
  /**
   * A heartbeat was written: this workstation polls until `fenceAtMs` (performance.timeOrigin +
   * performance.now() at which it would fence itself), unless another heartbeat comes first.
   */
  onHeartbeat?: (fenceAtMs: number) => void;
}

export type LeaseState =
  | { role: 'poller'; token: string; since: Date }
  | { role: 'follower'; poller: PollerSeen | null }
  | { role: 'disconnected'; problem: string };

export class PollerLease {
  private client: pg.Client | null = null;
  private current: LeaseState = { role: 'disconnected', problem: 'not connected yet' };
  private lastHeartbeatAt = 0;
  /** Ticks given up (their connection dropped): a connection that arrives for an earlier one is not kept. */
  private losses = 0;
  private stopped = false;
  private readonly loop: Promise<void>;
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;
  private readonly selfFenceAfterMs: number;

  constructor(
    private readonly url: string,
    private readonly options: PollerLeaseOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 1_000;
    this.staleAfterMs = options.staleAfterMs ?? 8_000;
    this.selfFenceAfterMs = options.selfFenceAfterMs ?? 6_000;
    if (this.selfFenceAfterMs + this.heartbeatMs > this.staleAfterMs) {
      throw new Error('The poller must fence itself at least one heartbeat before the others take over');
    }
    this.loop = this.run();
  }

  get state(): LeaseState {
    return this.current;
  }

  /** True only while this workstation holds the lease and has seen its heartbeat written lately. */
  isPoller(): boolean {
    return this.current.role === 'poller' && performance.now() - this.lastHeartbeatAt < this.selfFenceAfterMs;
  }

  /** The fencing token of this poller's lease: writes made for it check it is still the table's. */
  get token(): string | null {
    return this.isPoller() && this.current.role === 'poller' ? this.current.token : null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
    const client = this.client;
    this.client = null;
    if (client) {
      await bounded(
        client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, LOCK_POLLER]),
        this.heartbeatMs * 3,
      ).catch(() => undefined);
      drop(client);
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await bounded(this.tick(), this.heartbeatMs * 3);
      } catch (error) {
        this.lose(error);
      }
      if (!this.stopped) await delay(this.heartbeatMs);
    }
  }

  private async tick(): Promise<void> {
    const client = this.client ?? (this.client = await this.connect());
    if (this.current.role === 'poller') {
      await this.beat(client, this.current.token);
      return;
    }
    const sentAt = performance.now();
    const locked = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
      LOCK_CLASS,
      LOCK_POLLER,
    ]);
    if (locked.rows[0]?.locked) {
      const row = await this.claim(client);
      if (!row) throw new Error("The room's database has no poller_lease row: run acs-monitor db migrate");
      this.beaten(sentAt);
      this.become({ role: 'poller', token: row.token, since: row.since });
      return;
    }
    await this.endStalePoller(client);
  }

  /**
   * A connection of the lease's own. One that arrives after its tick gave up waiting is closed at once: kept,
   * it could take the lock behind the lease's back, or be left holding it.
   */
  private async connect(): Promise<pg.Client> {
    const losses = this.losses;
    const client = await openRoomConnection(this.url, { applicationName: `acs-monitor lease: ${this.options.holder}` });
    if (losses !== this.losses || this.stopped) {
      drop(client);
      throw new Error("The room's database answered too late");
    }
    return client;
  }

  /**
   * Moves the token to this workstation. FOR UPDATE first: the old poller's writes under way hold the row FOR
   * KEY SHARE (room-feed.ts), so none of them commits after the token moved; its heartbeat never blocks them.
   */
  private async claim(client: pg.Client): Promise<{ token: string; since: Date } | undefined> {
    await client.query('BEGIN');
    try {
      await client.query('SELECT 1 FROM poller_lease WHERE id = 1 FOR UPDATE');
      const claimed = await client.query<{ token: string; since: Date }>(
        `UPDATE poller_lease SET token = token + 1, holder = $1, backend_pid = pg_backend_pid(),
           since = now(), heartbeat_at = now() WHERE id = 1 RETURNING token::text AS token, since`,
        [this.options.holder],
      );
      await client.query('COMMIT');
      return claimed.rows[0];
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private async beat(client: pg.Client, token: string): Promise<void> {
    const sentAt = performance.now();
    const beat = await client.query('UPDATE poller_lease SET heartbeat_at = now() WHERE id = 1 AND token = $1', [
      token,
    ]);
    if (beat.rowCount === 1) {
      this.beaten(sentAt);
      return;
    }
    // Another workstation holds a newer token: this one was taken over. Let go of the lock too.
    await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, LOCK_POLLER]);
    this.become({ role: 'follower', poller: null });
  }

  /** Reads who polls; ends the backend of a poller whose heartbeat is stale, so the lock comes free. */
  private async endStalePoller(client: pg.Client): Promise<void> {
    const poller = await readPoller(client);
    this.become({ role: 'follower', poller });
    if (poller === null || poller.heartbeatAgeMs <= this.staleAfterMs) return;
    // Only the backend that holds the lock now and is the one the row names with a heartbeat still stale, both
    // read in this one statement: a new holder between its lock and its claim is not the row's yet, and lives.
    // Only this room's: advisory locks are per database, and one server may hold several rooms.
    await client
      .query(
        `SELECT pg_terminate_backend(l.pid) FROM pg_locks l
        WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2 AND l.granted
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.pid <> pg_backend_pid()
          AND l.pid = (SELECT backend_pid FROM poller_lease
                        WHERE id = 1 AND heartbeat_at < now() - make_interval(secs => $3::float8 / 1000))`,
        [LOCK_CLASS, LOCK_POLLER, this.staleAfterMs],
      )
      .catch((error: unknown) => {
        // Another role's backend, and this role may not end it (no pg_signal_backend): the server ends it once
        // its connection is found dead (keepalives), and the lock comes free then. Not this connection's fault.
        if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
      });
  }

  /** A heartbeat sent at `sentAt` (performance.now()) was written. */
  private beaten(sentAt: number): void {
    this.lastHeartbeatAt = sentAt;
    this.options.onHeartbeat?.(performance.timeOrigin + sentAt + this.selfFenceAfterMs);
  }

  private lose(error: unknown): void {
    this.losses += 1;
    if (this.client) drop(this.client);
    this.client = null;
    const problem = error instanceof Error ? error.message : String(error);
    this.become({ role: 'disconnected', problem });
  }

  private become(next: LeaseState): void {
    const changed =
      next.role !== this.current.role ||
      (next.role === 'poller' && this.current.role === 'poller' && next.token !== this.current.token) ||
      (next.role === 'follower' &&
        this.current.role === 'follower' &&
        next.poller?.holder !== this.current.poller?.holder);
    this.current = next;
    if (changed) this.options.onChange?.(next);
  }
}
