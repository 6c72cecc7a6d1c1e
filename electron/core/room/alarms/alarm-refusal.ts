// Why the room refused an operator's action on an alarm, in one sentence naming who did what and
// when ("Alarm 12 is claimed by Ann (control-2) since …"): read after the conditional update found
// the alarm no longer as the action needed it.
import type { RoomQueryable } from '../database/room-connection.js';
import {
  type RoomActor,
  type RoomAlarm,
  type RoomAlarmAction,
  type RoomAlarmLogEntry,
  type RoomAlarmLogRow,
  type RoomAlarmRow,
  fromAlarmRow,
  fromLogRow,
} from './room-alarm.js';

/** What stood in the way: another's claim, or the step someone else already took. */
export interface AlarmObstacle {
  action: RoomAlarmAction;
  operator: string | null;
  workstation: string;
  at: Date;
}

/** A moment of the refusal in words; the room's own is ISO 8601 UTC to the second. */
export type MomentWords = (at: Date) => string;

export class AlarmRefusedError extends Error {
  override name = 'AlarmRefusedError';
  constructor(
    readonly alarmId: number,
    readonly refused: RoomAlarmAction,
    readonly obstacle: AlarmObstacle | null,
    /** What stood in the way, after the alarm's name ("is claimed by Ann (control-2) since …"), its moments told by `when`. */
    readonly words: (when: MomentWords) => string,
  ) {
    super(`Alarm ${alarmId} ${words(isoSecond)}`);
  }
}

export async function explainRefusal(
  client: RoomQueryable,
  alarmId: number,
  refused: RoomAlarmAction,
  actor: RoomActor,
): Promise<AlarmRefusedError> {
  const found = await client.query<RoomAlarmRow>('SELECT * FROM room_alarms WHERE alarm_id = $1', [alarmId]);
  const row = found.rows[0];
  if (!row) return new AlarmRefusedError(alarmId, refused, null, () => 'is not in the room');
  const alarm = fromAlarmRow(row);
  const refuse = (obstacle: AlarmObstacle | null, words: string | ((when: MomentWords) => string)) =>
    new AlarmRefusedError(alarmId, refused, obstacle, typeof words === 'string' ? () => words : words);

  if (refused === 'reopened') return refuse(null, `is not closed: it is ${alarm.state}`);
  if (alarm.state === 'closed') {
    const closed = await lastEntry(client, alarmId, 'closed');
    return refuse(closed && obstacleOf(closed), (when) => `was closed${closed ? ` ${byAt(closed, when)}` : ''}`);
  }
  const claim = claimObstacle(alarm);
  if (refused === 'taken-over' && claim?.operator === actor.operator) return refuse(claim, 'is already yours');
  if (claim && (refused === 'claimed' || claim.operator !== actor.operator)) {
    return refuse(claim, (when) => `is claimed by ${who(claim)} since ${when(claim.at)}`);
  }
  if (refused === 'acknowledged' && alarm.state === 'acknowledged') {
    const acknowledged = await lastEntry(client, alarmId, 'acknowledged');
    return refuse(
      acknowledged && obstacleOf(acknowledged),
      (when) => `was already acknowledged ${byAt(acknowledged, when)}`,
    );
  }
  if (refused === 'released' && !claim) return refuse(null, 'is not claimed by anyone');
  return refuse(null, 'changed meanwhile: read it again');
}

function claimObstacle(alarm: RoomAlarm): AlarmObstacle | null {
  const claim = alarm.claim;
  return claim && { action: 'claimed', operator: claim.operator, workstation: claim.workstation, at: claim.since };
}

async function lastEntry(
  client: RoomQueryable,
  alarmId: number,
  action: RoomAlarmAction,
): Promise<RoomAlarmLogEntry | null> {
  const found = await client.query<RoomAlarmLogRow>(
    'SELECT * FROM room_alarm_log WHERE alarm_id = $1 AND action = $2 ORDER BY entry_id DESC LIMIT 1',
    [alarmId, action],
  );
  const row = found.rows[0];
  return row ? fromLogRow(row) : null;
}

function obstacleOf(entry: RoomAlarmLogEntry): AlarmObstacle {
  return { action: entry.action, operator: entry.operator, workstation: entry.workstation, at: entry.at };
}

function byAt(entry: RoomAlarmLogEntry | null, when: MomentWords): string {
  return entry ? `by ${who(entry)} at ${when(entry.at)}` : '';
}

function who(step: { operator: string | null; workstation: string }): string {
  return step.operator === null ? step.workstation : `${step.operator} (${step.workstation})`;
}

/** The database's time of the step, to the second, in UTC (a workstation tells it on the site's clock). */
function isoSecond(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
