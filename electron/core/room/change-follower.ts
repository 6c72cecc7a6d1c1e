// Follows one announced stream of the room's changes on a connection of its own: LISTEN on the
// channel, then read what changed since the last change seen, again at each announcement and every
// checkEveryMs while nothing is announced. Notifications sent while the connection is down are
// lost, so after every (re)connect it listens first and reads second: a change committed in between
// is both read and announced, never missed. A read or LISTEN not answered within checkEveryMs counts
// as a cut network, and it connects again.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { bounded, drop } from './bounded.js';
import { openRoomConnection } from './database/room-connection.js';

export type FollowerState = { following: true } | { following: false; problem: string };

export interface ChangeFollowerOptions {
  channel: string;
  /** What pg_stat_activity names the connection ("acs-monitor feed: control-2"). */
  applicationName: string;
  /**
   * Reads and applies a page of what changed since the last change applied (the caller keeps that
   * number), on the follower's connection or its own; true when more may follow at once.
   */
  readChanges: (client: pg.Client) => Promise<boolean>;
  onState?: (state: FollowerState) => void;
  /** Wait before connecting again after losing the connection (default 1 s). */
  retryMs?: number;
  /** How often it reads when nothing is announced, and how long a read may take (default 5 s). */
  checkEveryMs?: number;
}

export class ChangeFollower {
  private stopped = false;
  private client: pg.Client | null = null;
  private announced = false;
  private wake: (() => void) | null = null;
  private readonly stopping = new AbortController();
  private readonly loop: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly options: ChangeFollowerOptions,
  ) {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.wake?.();
    if (this.client) drop(this.client);
    await this.loop;
  }

  private get checkEveryMs(): number {
    return this.options.checkEveryMs ?? 5_000;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.follow();
      } catch (error) {
        if (this.stopped) break;
        this.options.onState?.({ following: false, problem: error instanceof Error ? error.message : String(error) });
      }
      if (this.client) drop(this.client);
      this.client = null;
      await delay(this.options.retryMs ?? 1_000, undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** One connection's life: returns only when stopped, throws when the connection is lost. */
  private async follow(): Promise<void> {
    const client = await openRoomConnection(this.url, { applicationName: this.options.applicationName });
    this.client = client;
    if (this.stopped) return;
    const lost = new Promise<never>((_, reject) => {
      client.on('error', reject);
      client.on('end', () => reject(new Error("The connection to the room's database ended")));
    });
    lost.catch(() => undefined);
    client.on('notification', () => this.announce());
    await Promise.race([bounded(client.query(`LISTEN ${this.options.channel}`), this.checkEveryMs), lost]);
    this.options.onState?.({ following: true });
    while (!this.stopped) {
      this.announced = false;
      const more = await Promise.race([bounded(this.options.readChanges(client), this.checkEveryMs), lost]);
      if (!more && !this.announced && !this.stopped) await Promise.race([this.idle(), lost]);
    }
  }

  /** Until a change is announced, the follower is stopped, or it is time to check. */
  private async idle(): Promise<void> {
    const timer = new AbortController();
    await Promise.race([
      new Promise<void>((resolve) => (this.wake = resolve)),
      delay(this.checkEveryMs, undefined, { signal: timer.signal }).catch(() => undefined),
    ]);
    timer.abort();
    this.wake = null;
  }

  private announce(): void {
    this.announced = true;
    this.wake?.();
  }
}
