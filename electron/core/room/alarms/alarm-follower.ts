// Follows the room's alarm queue (a ChangeFollower on room_alarms): at each announcement, after every
// reconnect and every few seconds, it reads the alarms changed after the last change seen, a page at a
// time, on its own connection, and hands them on in the order of their changes. It starts from the last
// change the workstation applied, or (none known) from the alarms not closed as they are now: never from
// every alarm the room ever had.
import type pg from 'pg';
import { AlarmQueue } from './alarm-queue.js';
import { ChangeFollower, type FollowerState } from '../change-follower.js';
import type { RoomAlarm } from './room-alarm.js';

export const ALARM_CHANNEL = 'room_alarms';

export type AlarmFollowerState = FollowerState;

export interface AlarmFollowerOptions {
  /** This workstation, as pg_stat_activity names its connection ("acs-monitor alarms: control-2"). */
  workstation: string;
  /**
   * The last change this workstation already applied; absent (or beyond the room's newest: a room made anew
   * at the same address), it starts with the alarms not closed, as they are now.
   */
  since?: number;
  /** The alarms changed, each as it is now, in the order of their changes; applied, they bring the workstation up to `upTo`. */
  onChanges: (alarms: RoomAlarm[], upTo: number) => void;
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
  private started = false;
  private readonly follower: ChangeFollower;

  constructor(
    url: string,
    private readonly options: AlarmFollowerOptions,
  ) {
    this.last = options.since ?? Number.MAX_SAFE_INTEGER;
    this.follower = new ChangeFollower(url, {
      channel: ALARM_CHANNEL,
      applicationName: `acs-monitor alarms: ${options.workstation}`,
      readChanges: (client) => this.readPage(client),
      ...(options.onState && { onState: options.onState }),
      ...(options.retryMs !== undefined && { retryMs: options.retryMs }),
      ...(options.checkEveryMs !== undefined && { checkEveryMs: options.checkEveryMs }),
    });
  }

  /** The room's number of the last change this follower has delivered. */
  get lastChange(): number {
    return this.started ? this.last : 0;
  }

  stop(): Promise<void> {
    return this.follower.stop();
  }

  /** From the last change applied, or from the alarms not closed now and the changes after them. */
  private async start(client: pg.Client): Promise<void> {
    const queue = new AlarmQueue(client);
    const newest = await queue.newestChange();
    if (this.last > newest) {
      // The newest change first: the alarms read after it are at least that new, and what changes after is read again.
      const open = await queue.notClosed();
      this.last = newest;
      if (open.length > 0) this.options.onChanges(open, newest);
    }
    this.started = true;
  }

  private async readPage(client: pg.Client): Promise<boolean> {
    if (!this.started) await this.start(client);
    const changed = await new AlarmQueue(client).changedSince(this.last, PAGE);
    if (changed.length === 0) return false;
    this.last = changed.at(-1)!.changeNo;
    this.options.onChanges(changed, this.last);
    return changed.length === PAGE;
  }
}
