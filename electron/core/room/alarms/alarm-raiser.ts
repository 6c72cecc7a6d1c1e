// The room raises its alarms where it ingests (issue 31 part 3). The poller judges by the room's rules
// which of the events it stores alarm, and queues them (queuePendingAlarms) in the transaction that
// stores them; then each queued event, in the order it happened, is raised or joined to the open alarm
// of its group in a transaction of its own (raiseNextPending), with its count rise. One alarm row per
// transaction, locked before the change counter as an operator's step locks them: the two never wait
// on each other in a circle. Whatever process polls (serve or sync), the room groups once for everyone.
import type { RoomQueryable } from '../database/room-connection.js';
import { AlarmQueue } from './alarm-queue.js';
import {
  fromAlarmRow,
  type RoomAlarm,
  type RoomAlarmGrouping,
  type RoomAlarmPriority,
  type RoomAlarmRow,
} from './room-alarm.js';

/** An event the poller found alarming, as its rule decided (`Rise`: the rule's rise, the rules' own type). */
export interface PendingAlarm<Rise = unknown> {
  eventId: number;
  customerGuid: string;
  atMs: number;
  decision: PendingDecision<Rise>;
}

export interface PendingDecision<Rise = unknown> {
  ruleName: string;
  priority: RoomAlarmPriority;
  sound: RoomAlarmGrouping['sound'];
  notify: boolean;
  groupKey: string;
  groupWithinMs: number;
  /** Whose events a count rise counts within the group; null: the whole group. */
  card: string | null;
  /** An access denial (for the rise's sentence). */
  denial: boolean;
  /** The window a rise by count looks at either side of the event (null: the rule rises by no count). */
  countWithinMs: number | null;
  rise: Rise;
  lateByMs: number | null;
}

/**
 * The rule's rise by count for an alarm an event has just raised or joined (`current`: its priority),
 * judged on when its group's events happened within the window; null when it does not rise.
 */
export type CountRiseJudge<Rise> = (
  pending: PendingAlarm<Rise>,
  current: RoomAlarmPriority,
  times: readonly number[],
) => { priority: RoomAlarmPriority; note: string } | null;

/** Queues the events that alarm, in the caller's transaction (the one that stores them): each once. */
export async function queuePendingAlarms(
  client: RoomQueryable,
  pending: readonly PendingAlarm<unknown>[],
): Promise<void> {
  if (pending.length === 0) return;
  await client.query(
    `INSERT INTO room_alarm_pending (event_id, customer_guid, at_ms, decision)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::jsonb[]) ON CONFLICT (event_id) DO NOTHING`,
    [
      pending.map((alarm) => alarm.eventId),
      pending.map((alarm) => alarm.customerGuid),
      pending.map((alarm) => alarm.atMs),
      pending.map((alarm) => JSON.stringify(alarm.decision)),
    ],
  );
}

/**
 * Raises or joins the earliest queued event, in the caller's transaction, and takes it off the queue;
 * the alarm as it is after (`raised`: this event raised it), or undefined when nothing was queued.
 */
export async function raiseNextPending<Rise>(
  client: RoomQueryable,
  workstation: string,
  judge: CountRiseJudge<Rise>,
): Promise<{ alarm: RoomAlarm; raised: boolean } | undefined> {
  const next = await client.query<{
    event_id: string;
    customer_guid: string;
    at_ms: string;
    decision: PendingDecision<Rise>;
  }>('SELECT * FROM room_alarm_pending ORDER BY at_ms, event_id LIMIT 1 FOR UPDATE');
  const row = next.rows[0];
  if (!row) return undefined;
  const pending: PendingAlarm<Rise> = {
    eventId: Number(row.event_id),
    customerGuid: row.customer_guid,
    atMs: Number(row.at_ms),
    decision: row.decision,
  };
  const outcome = await raiseOrJoin(client, pending, workstation, judge);
  await client.query('DELETE FROM room_alarm_pending WHERE event_id = $1', [pending.eventId]);
  return outcome;
}

async function raiseOrJoin<Rise>(
  client: RoomQueryable,
  pending: PendingAlarm<Rise>,
  workstation: string,
  judge: CountRiseJudge<Rise>,
): Promise<{ alarm: RoomAlarm; raised: boolean }> {
  const already = await client.query<RoomAlarmRow>(
    'SELECT a.* FROM room_alarm_events x JOIN room_alarms a ON a.alarm_id = x.alarm_id WHERE x.event_id = $1',
    [pending.eventId],
  );
  if (already.rows[0]) return { alarm: fromAlarmRow(already.rows[0]), raised: false };
  const joined = await join(client, pending);
  const alarm = joined ?? (await raise(client, pending, workstation));
  return { alarm: (await riseByItsCount(client, alarm, pending, workstation, judge)) ?? alarm, raised: !joined };
}

/**
 * Joins the newest open alarm of the event's group and rule whose window holds it. An alarm acknowledged
 * meanwhile is passed over (FOR UPDATE reads it again after the acknowledgement commits): the repeat
 * then raises a new alarm, as it would for one guard.
 */
async function join(client: RoomQueryable, pending: PendingAlarm<unknown>): Promise<RoomAlarm | null> {
  const { customerGuid, atMs, eventId, decision } = pending;
  const open = await client.query<{ alarm_id: string }>(
    `SELECT alarm_id FROM room_alarms
      WHERE customer_guid = $1 AND group_key = $2 AND rule_name = $3 AND state = 'open'
        AND $4::bigint BETWEEN first_at_ms AND last_at_ms + group_within_ms
      ORDER BY last_at_ms DESC LIMIT 1 FOR UPDATE`,
    [customerGuid, decision.groupKey, decision.ruleName, atMs],
  );
  const alarmId = open.rows[0]?.alarm_id;
  if (alarmId === undefined) return null;
  const joined = await client.query<RoomAlarmRow>(
    `WITH changed AS (
       UPDATE room_alarms SET event_count = event_count + 1,
              latest_event_id = CASE WHEN $2::bigint >= last_at_ms THEN $3::bigint ELSE latest_event_id END,
              last_at_ms = greatest(last_at_ms, $2::bigint)
        WHERE alarm_id = $1 RETURNING *
     ), joined AS (
       INSERT INTO room_alarm_events (event_id, alarm_id, join_no, at_ms, card)
       SELECT $3, alarm_id, event_count, $2, $4 FROM changed
     )
     SELECT * FROM changed`,
    [alarmId, atMs, eventId, decision.card ?? ''],
  );
  return fromAlarmRow(joined.rows[0]!);
}

async function raise(client: RoomQueryable, pending: PendingAlarm<unknown>, workstation: string): Promise<RoomAlarm> {
  const { customerGuid, atMs, eventId, decision } = pending;
  const raised = await client.query<RoomAlarmRow>(
    `WITH raised AS (
       INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_priority, raised_by_workstation,
                                group_key, group_within_ms, first_at_ms, last_at_ms, latest_event_id, event_count,
                                sound, notify, late_by_ms)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $8, $1, 1, $9, $10, $11)
       ON CONFLICT (event_id) DO NOTHING RETURNING *
     ), logged AS (
       INSERT INTO room_alarm_log (alarm_id, action, workstation) SELECT alarm_id, 'raised', $5 FROM raised
     ), joined AS (
       INSERT INTO room_alarm_events (event_id, alarm_id, join_no, at_ms, card)
       SELECT $1, alarm_id, 1, $8, $12 FROM raised
     )
     SELECT * FROM raised`,
    [
      eventId,
      customerGuid,
      decision.ruleName,
      decision.priority,
      workstation,
      decision.groupKey,
      decision.groupWithinMs,
      atMs,
      decision.sound,
      decision.notify,
      decision.lateByMs,
      decision.card ?? '',
    ],
  );
  if (raised.rows[0]) return fromAlarmRow(raised.rows[0]);
  // A workstation of an earlier version raised this event's alarm itself: it stays as it was.
  const existing = await new AlarmQueue(client).byEvent(eventId);
  if (!existing) throw new Error(`The alarm of event ${eventId} was neither raised nor found`);
  return existing;
}

/** The rule's rise by count ("3rd denial of this card within 5 min"), judged on the group's events in the room. */
async function riseByItsCount<Rise>(
  client: RoomQueryable,
  alarm: RoomAlarm,
  pending: PendingAlarm<Rise>,
  workstation: string,
  judge: CountRiseJudge<Rise>,
): Promise<RoomAlarm | null> {
  const { decision, atMs, customerGuid } = pending;
  const withinMs = decision.countWithinMs;
  if (withinMs === null) return null;
  // Every alarm of the group and rule counts, acknowledged and closed ones too (as for one guard).
  const times = await client.query<{ at_ms: string }>(
    `SELECT x.at_ms FROM room_alarms a JOIN room_alarm_events x ON x.alarm_id = a.alarm_id
      WHERE a.customer_guid = $1 AND a.group_key = $2 AND a.rule_name = $3
        AND a.last_at_ms >= $4::bigint AND a.first_at_ms <= $5::bigint
        AND x.at_ms BETWEEN $4::bigint AND $5::bigint AND ($6::text IS NULL OR x.card = $6::text)`,
    [customerGuid, decision.groupKey, decision.ruleName, atMs - withinMs, atMs + withinMs, decision.card],
  );
  const step = judge(
    pending,
    alarm.priority,
    times.rows.map((row) => Number(row.at_ms)),
  );
  return step && new AlarmQueue(client).rise(alarm.alarmId, step.priority, step.note, workstation);
}
