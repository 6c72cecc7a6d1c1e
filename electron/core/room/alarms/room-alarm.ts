// An alarm of the room's queue as the workstations see it, and who acts on it. The words are the
// single workstation's (store/alarms-repository.ts): open, acknowledged, closed with an outcome;
// the room adds a claim ("I'm on it": who, from which workstation, since when).

export type RoomAlarmState = 'open' | 'acknowledged' | 'closed';
/** The priorities, the highest first (as the room's CHECK lists them): an alarm rises towards the start. */
export const ROOM_ALARM_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type RoomAlarmPriority = (typeof ROOM_ALARM_PRIORITIES)[number];
export type RoomAlarmOutcome = 'genuine' | 'false-alarm' | 'test' | 'other';
export type RoomAlarmAction =
  | 'raised'
  | 'escalated'
  | 'claimed'
  | 'released'
  | 'acknowledged'
  | 'closed'
  | 'taken-over'
  | 'reopened'
  | 'step-done'
  | 'forwarded';

export interface RoomAlarm {
  alarmId: number;
  /** The service's event that raised it: the room has one alarm per event. */
  eventId: number;
  /** The customer it belongs to: only guards who may see that customer are shown it. */
  customerGuid: string;
  ruleName: string;
  priority: RoomAlarmPriority;
  state: RoomAlarmState;
  outcome: RoomAlarmOutcome | null;
  raisedAt: Date;
  raisedByWorkstation: string;
  /** How many times it was escalated; an escalation is made for the count a workstation last read. */
  escalations: number;
  /** When it last sounded: raised or escalated. */
  lastAlertAt: Date;
  /** `forwarded`: who handed it to its holder and what they said (migration 15); null for any other claim. */
  claim: {
    operator: string;
    workstation: string;
    since: Date;
    forwarded: { by: string; note: string | null } | null;
  } | null;
  /** How many steps of its procedure its log says were done (migration 14). */
  stepsDone: number;
  /** The room's number of its latest change: followers ask for the changes after the last they saw. */
  changeNo: number;
  changedAt: Date;
  /** How the room grouped it (migration 8); null for an alarm a workstation raised before the room grouped. */
  grouping: RoomAlarmGrouping | null;
}

/** The group an alarm gathers, and how it sounds (the rule's, as the poller that raised it read them). */
export interface RoomAlarmGrouping {
  /** The priority it was raised at (its rises since are in the log). */
  raisedPriority: RoomAlarmPriority;
  /** card:TOKEN, door:DOOR or event:ID: the events that may join it. */
  groupKey: string;
  groupWithinMs: number;
  firstAtMs: number;
  lastAtMs: number;
  latestEventId: number;
  /** How many events joined it, the one that raised it included. */
  eventCount: number;
  sound: 'critical' | 'alarm' | 'none';
  notify: boolean;
  lateByMs: number | null;
}

/** An event that joined a room alarm: the join_no-th (1: the one that raised it). */
export interface RoomAlarmJoin {
  eventId: number;
  alarmId: number;
  joinNo: number;
  atMs: number;
}

export interface RoomAlarmLogEntry {
  entryId: number;
  alarmId: number;
  at: Date;
  action: RoomAlarmAction;
  /** Null for the workstation's own doing (raising, escalating). */
  operator: string | null;
  workstation: string;
  note: string | null;
  outcome: RoomAlarmOutcome | null;
}

/** Who acts: the guard signed in at a workstation. Only a supervisor may take over a claimed alarm. */
export interface RoomActor {
  operator: string;
  workstation: string;
  role: 'operator' | 'supervisor';
}

/** A row of room_alarms as pg returns it (bigint as text, timestamptz as Date). */
export interface RoomAlarmRow {
  alarm_id: string;
  event_id: string;
  customer_guid: string;
  rule_name: string;
  priority: RoomAlarmPriority;
  state: RoomAlarmState;
  outcome: RoomAlarmOutcome | null;
  raised_at: Date;
  raised_by_workstation: string;
  escalations: number;
  last_alert_at: Date;
  claimed_by: string | null;
  claimed_workstation: string | null;
  claimed_at: Date | null;
  forwarded_by: string | null;
  forward_note: string | null;
  steps_done: number;
  change_no: string;
  changed_at: Date;
  raised_priority: RoomAlarmPriority | null;
  group_key: string | null;
  group_within_ms: string | null;
  first_at_ms: string | null;
  last_at_ms: string | null;
  latest_event_id: string | null;
  event_count: number;
  sound: RoomAlarmGrouping['sound'] | null;
  notify: boolean | null;
  late_by_ms: string | null;
}

export interface RoomAlarmLogRow {
  entry_id: string;
  alarm_id: string;
  at: Date;
  action: RoomAlarmAction;
  operator: string | null;
  workstation: string;
  note: string | null;
  outcome: RoomAlarmOutcome | null;
}

export function fromAlarmRow(row: RoomAlarmRow): RoomAlarm {
  return {
    alarmId: Number(row.alarm_id),
    eventId: Number(row.event_id),
    customerGuid: row.customer_guid,
    ruleName: row.rule_name,
    priority: row.priority,
    state: row.state,
    outcome: row.outcome,
    raisedAt: row.raised_at,
    raisedByWorkstation: row.raised_by_workstation,
    escalations: row.escalations,
    lastAlertAt: row.last_alert_at,
    claim:
      row.claimed_by === null || row.claimed_workstation === null || row.claimed_at === null
        ? null
        : {
            operator: row.claimed_by,
            workstation: row.claimed_workstation,
            since: row.claimed_at,
            forwarded: row.forwarded_by === null ? null : { by: row.forwarded_by, note: row.forward_note },
          },
    stepsDone: row.steps_done,
    changeNo: Number(row.change_no),
    changedAt: row.changed_at,
    grouping: groupingOf(row),
  };
}

function groupingOf(row: RoomAlarmRow): RoomAlarmGrouping | null {
  if (row.group_key === null) return null;
  return {
    raisedPriority: row.raised_priority ?? row.priority,
    groupKey: row.group_key,
    groupWithinMs: Number(row.group_within_ms),
    firstAtMs: Number(row.first_at_ms),
    lastAtMs: Number(row.last_at_ms),
    latestEventId: Number(row.latest_event_id),
    eventCount: row.event_count,
    sound: row.sound ?? 'alarm',
    notify: row.notify ?? true,
    lateByMs: row.late_by_ms === null ? null : Number(row.late_by_ms),
  };
}

export function fromLogRow(row: RoomAlarmLogRow): RoomAlarmLogEntry {
  return {
    entryId: Number(row.entry_id),
    alarmId: Number(row.alarm_id),
    at: row.at,
    action: row.action,
    operator: row.operator,
    workstation: row.workstation,
    note: row.note,
    outcome: row.outcome,
  };
}

export interface RoomAlarmJoinRow {
  event_id: string;
  alarm_id: string;
  join_no: number;
  at_ms: string;
}

export function fromJoinRow(row: RoomAlarmJoinRow): RoomAlarmJoin {
  return { eventId: Number(row.event_id), alarmId: Number(row.alarm_id), joinNo: row.join_no, atMs: Number(row.at_ms) };
}
