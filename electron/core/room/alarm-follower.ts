// Follows the room's alarm queue on a connection of its own: LISTEN on room_alarms, and on each
// announcement read the alarms changed after the last change seen. Notifications sent while the
// connection is down are lost, so after every (re)connect it listens first and then reads what
// changed since its last seen change: a change committed in between is both read and announced,
// never missed (an announced change already read is skipped by its number). It also reads every
// checkEveryMs while nothing is announced: a read not answered in that time means the network is cut
// (a silent connection is otherwise noticed only after the system's TCP keepalive, minutes), and it
// connects again.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { AlarmQueue } from './alarm-queue.js';
import { bounded, drop } from './bounded.js';
import type { RoomAlarm } from './room-alarm.js';
import { openRoomConnection } from './room-connection.js';

export const ALARM_CHANNEL = 'room_alarms';

export type AlarmFollowerState = { following: true } | { following: false; problem: string };

export interface AlarmFollowerOptions {
  /** This workstation, as pg_stat_activity names its connection ("acs-monitor alarms: control-2"). */
  workstation: string;
  /** The last change this workstation already has (0: every alarm the room has). */
  since?: number;
  /** The alarms changed, each as it is now, in the order of their changes. */
  onChanges: (alarms: RoomAlarm[]) => void;
  onState?: (state: AlarmFollowerState) => void;
  /** How long to wait before connecting again after losing the connection (default 1 s). */
  retryMs?: number;
  /** How often it reads when nothing is announced, and how long a read may take (default 5 s). */
  checkEveryMs?: number;
}

/** How many changed alarms one read brings; it reads again until it has them all. */
const PAGE = 500;

export class RoomAlarmFollower {
  private last: number;
  private stopped = false;
  private client: pg.Client | null = null;
  private announced = false;
  private wake: (() => void) | null = null;
  private readonly stopping = new AbortController();
  private readonly loop: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly options: AlarmFollowerOptions,
  ) {
    this.last = options.since ?? 0;
    this.loop = this.run();
  }

  /** The room's number of the last change this follower has delivered. */
  get lastChange(): number {
    return this.last;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.wake?.();
    if (this.client) drop(this.client);
    await this.loop;
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
    const client = await openRoomConnection(this.url, {
      applicationName: `acs-monitor alarms: ${this.options.workstation}`,
    });
    this.client = client;
    if (this.stopped) return;
    const lost = new Promise<never>((_, reject) => {
      client.on('error', reject);
      client.on('end', () => reject(new Error("The connection to the room's database ended")));
    });
    lost.catch(() => undefined);
    client.on('notification', (message) => {
      const changeNo = Number(message.payload?.split(' ')[1]);
      if (!(changeNo <= this.last)) this.announce();
    });
    await Promise.race([bounded(client.query(`LISTEN ${ALARM_CHANNEL}`), this.checkEveryMs), lost]);
    this.options.onState?.({ following: true });
    const queue = new AlarmQueue(client);
    while (!this.stopped) {
      this.announced = false;
      await Promise.race([this.readChanges(queue), lost]);
      if (!this.announced && !this.stopped) await Promise.race([this.idle(), lost]);
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

  private get checkEveryMs(): number {
    return this.options.checkEveryMs ?? 5_000;
  }

  private async readChanges(queue: AlarmQueue): Promise<void> {
    for (;;) {
      const changed = await bounded(queue.changedSince(this.last, PAGE), this.checkEveryMs);
      if (changed.length === 0 || this.stopped) return;
      this.last = changed.at(-1)!.changeNo;
      this.options.onChanges(changed);
      if (changed.length < PAGE) return;
    }
  }

  private announce(): void {
    this.announced = true;
    this.wake?.();
  }
}
