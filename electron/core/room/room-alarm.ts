// An alarm of the room's queue as the workstations see it, and who acts on it. The words are the
// single workstation's (store/alarms-repository.ts): open, acknowledged, closed with an outcome;
// the room adds a claim ("I'm on it": who, from which workstation, since when).

export type RoomAlarmState = 'open' | 'acknowledged' | 'closed';
/** The priorities, the highest first (as the room's CHECK lists them): an alarm rises towards the start. */
export const ROOM_ALARM_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type RoomAlarmPriority = (typeof ROOM_ALARM_PRIORITIES)[number];
export type RoomAlarmOutcome = 'genuine' | 'false-alarm' | 'test' | 'other';
export type RoomAlarmAction =
  'raised' | 'escalated' | 'claimed' | 'released' | 'acknowledged' | 'closed' | 'taken-over' | 'reopened';

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
  claim: { operator: string; workstation: string; since: Date } | null;
  /** The room's number of its latest change: followers ask for the changes after the last they saw. */
  changeNo: number;
  changedAt: Date;
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
  change_no: string;
  changed_at: Date;
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
        : { operator: row.claimed_by, workstation: row.claimed_workstation, since: row.claimed_at },
    changeNo: Number(row.change_no),
    changedAt: row.changed_at,
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
