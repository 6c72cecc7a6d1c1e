// A device's trouble (a door reader's, a camera's) raises its alarm in the room once, for every workstation
// (issue 35 part 3): the poller, in the transaction that shares a customer's inventory, raises an alarm for
// each trouble the room does not hold yet and closes by itself the alarm of each that ended.
// room_device_troubles' key (by group_key: reader:DOOR, camera:CAMERA) is what makes it once, whoever polls
// and however often. The alarms to close are locked before any change takes the room's change counter, as an
// operator's step locks them, so the two never wait on each other in a circle.
import { AlarmQueue } from './alarm-queue.js';
import type { RoomQueryable } from '../database/room-connection.js';
import { fromAlarmRow, type RoomAlarm, type RoomAlarmGrouping, type RoomAlarmRow } from './room-alarm.js';

/**
 * A room's device alarms are keyed below every event and below a workstation's own (which are the negative
 * of its local alarm ids): -10^15 minus a number of the room's sequence.
 */
export const ROOM_DEVICE_ALARM_KEYS_FROM = -1_000_000_000_000_000;

/** A device's trouble as the poller judged it by the room's rules (see alarms/device-troubles.ts). */
export interface RoomDeviceTrouble {
  groupKey: string;
  ruleName: string;
  priority: RoomAlarm['priority'];
  sound: RoomAlarmGrouping['sound'];
  notify: boolean;
  /** The first line of its history: what the device reported. */
  note: string;
  /** Its door is snoozed: it raises nothing, yet an alarm it raised before goes on. */
  snoozed: boolean;
}

export interface RoomDeviceTroubles {
  /** Every trouble of the customer's devices now (the ones not listed have ended). */
  troubles: readonly RoomDeviceTrouble[];
  /** The closing line of an ended trouble's alarm, by its group and rule. */
  clearedNote: (groupKey: string, ruleName: string) => string;
}

/** Raises and closes, in the caller's transaction; the alarms raised. */
export async function raiseDeviceAlarms(
  client: RoomQueryable,
  workstation: string,
  customerGuid: string,
  now: RoomDeviceTroubles,
): Promise<RoomAlarm[]> {
  const lasting = await client.query<{ group_key: string; rule_name: string; alarm_id: string }>(
    'SELECT group_key, rule_name, alarm_id FROM room_device_troubles WHERE customer_guid = $1 FOR UPDATE',
    [customerGuid],
  );
  const keyOf = (groupKey: string, ruleName: string): string => `${groupKey}\n${ruleName}`;
  const current = new Set(now.troubles.map((trouble) => keyOf(trouble.groupKey, trouble.ruleName)));
  const ended = lasting.rows.filter((row) => !current.has(keyOf(row.group_key, row.rule_name)));
  if (ended.length > 0) {
    await client.query(
      'SELECT alarm_id FROM room_alarms WHERE alarm_id = ANY($1::bigint[]) ORDER BY alarm_id FOR UPDATE',
      [ended.map((row) => row.alarm_id)],
    );
  }
  const queue = new AlarmQueue(client);
  for (const row of ended) {
    await client.query(
      'DELETE FROM room_device_troubles WHERE customer_guid = $1 AND group_key = $2 AND rule_name = $3',
      [customerGuid, row.group_key, row.rule_name],
    );
    await queue.clearedByItself(Number(row.alarm_id), now.clearedNote(row.group_key, row.rule_name), workstation);
  }
  const known = new Set(lasting.rows.map((row) => keyOf(row.group_key, row.rule_name)));
  const raised: RoomAlarm[] = [];
  const toRaise = now.troubles.filter(
    (candidate) => !candidate.snoozed && !known.has(keyOf(candidate.groupKey, candidate.ruleName)),
  );
  for (const trouble of toRaise) {
    const alarm = await raiseOne(client, workstation, customerGuid, trouble);
    if (alarm) raised.push(alarm);
  }
  return raised;
}

/** One trouble's alarm, unless another transaction has just raised it (the key waited for it, then refused). */
async function raiseOne(
  client: RoomQueryable,
  workstation: string,
  customerGuid: string,
  trouble: RoomDeviceTrouble,
): Promise<RoomAlarm | null> {
  const claimed = await client.query(
    `INSERT INTO room_device_troubles (customer_guid, group_key, rule_name, alarm_id) VALUES ($1, $2, $3, 0)
     ON CONFLICT DO NOTHING`,
    [customerGuid, trouble.groupKey, trouble.ruleName],
  );
  if (claimed.rowCount === 0) return null;
  const inserted = await client.query<RoomAlarmRow>(
    `WITH keyed AS (
       SELECT $1::bigint - nextval('room_device_alarm_keys') AS event_id,
              (extract(epoch FROM now()) * 1000)::bigint AS at_ms
     ), raised AS (
       INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_priority, raised_by_workstation,
                                group_key, group_within_ms, first_at_ms, last_at_ms, latest_event_id, event_count,
                                sound, notify, late_by_ms)
       SELECT event_id, $2, $3, $4, $4, $5, $6, 0, at_ms, at_ms, event_id, 1, $7, $8, NULL FROM keyed
       RETURNING *
     ), logged AS (
       INSERT INTO room_alarm_log (alarm_id, action, workstation, note) SELECT alarm_id, 'raised', $5, $9 FROM raised
     ), joined AS (
       INSERT INTO room_alarm_events (event_id, alarm_id, join_no, at_ms) SELECT event_id, alarm_id, 1, first_at_ms FROM raised
     ), kept AS (
       UPDATE room_device_troubles SET alarm_id = (SELECT alarm_id FROM raised)
        WHERE customer_guid = $2 AND group_key = $6 AND rule_name = $3
     )
     SELECT * FROM raised`,
    [
      ROOM_DEVICE_ALARM_KEYS_FROM,
      customerGuid,
      trouble.ruleName,
      trouble.priority,
      workstation,
      trouble.groupKey,
      trouble.sound,
      trouble.notify,
      trouble.note,
    ],
  );
  return fromAlarmRow(inserted.rows[0]!);
}
