// Follows the room's alarm queue (a ChangeFollower on room_alarms): at each announcement, after every
// reconnect and every few seconds, it reads the alarms changed after the last change seen, a page at a
// time, on its own connection, and hands them on in the order of their changes.
import type pg from 'pg';
import { AlarmQueue } from './alarm-queue.js';
import { ChangeFollower, type FollowerState } from './change-follower.js';
import type { RoomAlarm } from './room-alarm.js';

export const ALARM_CHANNEL = 'room_alarms';

export type AlarmFollowerState = FollowerState;

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
  private readonly follower: ChangeFollower;

  constructor(
    url: string,
    private readonly options: AlarmFollowerOptions,
  ) {
    this.last = options.since ?? 0;
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
    return this.last;
  }

  stop(): Promise<void> {
    return this.follower.stop();
  }

  private async readPage(client: pg.Client): Promise<boolean> {
    const changed = await new AlarmQueue(client).changedSince(this.last, PAGE);
    if (changed.length === 0) return false;
    this.last = changed.at(-1)!.changeNo;
    this.options.onChanges(changed);
    return changed.length === PAGE;
  }
}
