// Why the room refused an operator's action on an alarm, in one sentence naming who did what and
// when ("Alarm 12 is claimed by Ann (control-2) since …"): read after the conditional update found
// the alarm no longer as the action needed it.
import type pg from 'pg';
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

export class AlarmRefusedError extends Error {
  override name = 'AlarmRefusedError';
  constructor(
    readonly alarmId: number,
    readonly refused: RoomAlarmAction,
    readonly obstacle: AlarmObstacle | null,
    message: string,
  ) {
    super(message);
  }
}

export async function explainRefusal(
  client: pg.ClientBase,
  alarmId: number,
  refused: RoomAlarmAction,
  actor: RoomActor,
): Promise<AlarmRefusedError> {
  const found = await client.query<RoomAlarmRow>('SELECT * FROM room_alarms WHERE alarm_id = $1', [alarmId]);
  const row = found.rows[0];
  if (!row) return new AlarmRefusedError(alarmId, refused, null, `There is no alarm ${alarmId} in the room`);
  const alarm = fromAlarmRow(row);
  const refuse = (obstacle: AlarmObstacle | null, message: string): AlarmRefusedError =>
    new AlarmRefusedError(alarmId, refused, obstacle, `Alarm ${alarmId} ${message}`);

  if (refused === 'reopened') return refuse(null, `is not closed: it is ${alarm.state}`);
  if (alarm.state === 'closed') {
    const closed = await lastEntry(client, alarmId, 'closed');
    return refuse(closed && obstacleOf(closed), `was closed${closed ? ` ${byAt(closed)}` : ''}`);
  }
  const claim = claimObstacle(alarm);
  if (refused === 'taken-over' && claim?.operator === actor.operator) return refuse(claim, 'is already yours');
  if (claim && (refused === 'claimed' || claim.operator !== actor.operator)) {
    return refuse(claim, `is claimed by ${who(claim)} since ${when(claim.at)}`);
  }
  if (refused === 'acknowledged' && alarm.state === 'acknowledged') {
    const acknowledged = await lastEntry(client, alarmId, 'acknowledged');
    return refuse(acknowledged && obstacleOf(acknowledged), `was already acknowledged ${byAt(acknowledged)}`);
  }
  if (refused === 'released' && !claim) return refuse(null, 'is not claimed by anyone');
  return refuse(null, 'changed meanwhile: read it again');
}

function claimObstacle(alarm: RoomAlarm): AlarmObstacle | null {
  const claim = alarm.claim;
  return claim && { action: 'claimed', operator: claim.operator, workstation: claim.workstation, at: claim.since };
}

async function lastEntry(
  client: pg.ClientBase,
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

function byAt(entry: RoomAlarmLogEntry | null): string {
  return entry ? `by ${who(entry)} at ${when(entry.at)}` : '';
}

function who(step: { operator: string | null; workstation: string }): string {
  return step.operator === null ? step.workstation : `${step.operator} (${step.workstation})`;
}

/** The database's time of the step, to the second, in UTC (the screen may show it in local time). */
function when(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
