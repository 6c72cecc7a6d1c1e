// The room's one alarm queue on PostgreSQL. Every workstation raises, escalates and acts on the same
// rows, so each step is a single statement that changes the alarm only when it is still as the step
// needs it (a conditional UPDATE: of two workstations, one wins) and appends to room_alarm_log in
// the same statement. Times are the database's clock. Every change is numbered and announced by
// the schema's triggers (migration 3); RoomAlarmFollower turns them into a stream.
//
// Single statements, no BEGIN/COMMIT: a queue may share its connection with other callers, and the
// caller may run a step inside its own transaction.
import type { RoomQueryable } from '../database/room-connection.js';
import { AlarmRefusedError, explainRefusal } from './alarm-refusal.js';
import { mayShow, PRESENT_WITHIN_MS, presentWithin, workstationOf } from './room-presence.js';
import {
  type RoomActor,
  type RoomAlarm,
  type RoomAlarmAction,
  type RoomAlarmJoin,
  type RoomAlarmJoinRow,
  type RoomAlarmLogEntry,
  type RoomAlarmLogRow,
  type RoomAlarmOutcome,
  type RoomAlarmPriority,
  type RoomAlarmRow,
  ROOM_ALARM_PRIORITIES,
  fromAlarmRow,
  fromJoinRow,
  fromLogRow,
} from './room-alarm.js';

export interface NewRoomAlarm {
  eventId: number;
  customerGuid: string;
  ruleName: string;
  priority: RoomAlarmPriority;
}

export interface EscalationStep {
  /** Escalate only when it last sounded at least this long ago, on the database's clock. */
  afterMs: number;
  /** The priority it rises to; omitted, it only sounds again. */
  priority?: RoomAlarmPriority;
  note: string;
}

/** A claim of one's own (claimed, taken over): not a forwarded one, so no forwarding note goes with it. */
const NOT_FORWARDED = 'forwarded_by = NULL, forward_note = NULL';
/** Nobody holds it. */
const UNCLAIMED = `claimed_by = NULL, claimed_workstation = NULL, claimed_at = NULL, ${NOT_FORWARDED}`;

/** How many times a step is tried again when the alarm changed between reading and writing it. */
const TAKE_OVER_TRIES = 3;

export class AlarmQueue {
  constructor(private readonly client: RoomQueryable) {}

  /**
   * Raises the alarm of an event once for the room: `raised` is false when some workstation (maybe
   * at this very moment) already did, and `alarm` is then that one.
   */
  async raise(alarm: NewRoomAlarm, workstation: string): Promise<{ alarm: RoomAlarm; raised: boolean }> {
    const inserted = await this.client.query<RoomAlarmRow>(
      `WITH raised AS (
         INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING RETURNING *
       ), logged AS (
         INSERT INTO room_alarm_log (alarm_id, action, workstation) SELECT alarm_id, 'raised', $5 FROM raised
       )
       SELECT * FROM raised`,
      [alarm.eventId, alarm.customerGuid, alarm.ruleName, alarm.priority, workstation],
    );
    const row = inserted.rows[0];
    if (row) return { alarm: fromAlarmRow(row), raised: true };
    // The other insert has committed (ON CONFLICT waited for it), so this newer snapshot sees it.
    const existing = await this.byEvent(alarm.eventId);
    if (!existing) throw new Error(`The alarm of event ${alarm.eventId} was neither raised nor found`);
    return { alarm: existing, raised: false };
  }

  /**
   * Escalates an open alarm as this workstation last read it: only if no one escalated it since
   * (its count of escalations is unchanged) and it last sounded `afterMs` ago. However many
   * workstations try, one escalates; the others get null.
   */
  async escalate(
    alarm: Pick<RoomAlarm, 'alarmId' | 'escalations'>,
    step: EscalationStep,
    workstation: string,
  ): Promise<RoomAlarm | null> {
    return this.step(
      alarm.alarmId,
      'escalated',
      { operator: null, workstation, note: step.note },
      `priority = coalesce($7::text, priority), escalations = escalations + 1, last_alert_at = now()`,
      `state = 'open' AND escalations = $8 AND last_alert_at <= now() - $9::double precision * interval '1 millisecond'`,
      [step.priority ?? null, alarm.escalations, step.afterMs],
    );
  }

  /**
   * An open alarm's rule makes it rise to `priority` (left unacknowledged too long): once for the
   * room, keyed by the alarm and the level. Only the first workstation to ask finds it below that
   * priority and raises it; the others (and any asking again) get null.
   */
  async rise(
    alarmId: number,
    priority: RoomAlarmPriority,
    note: string,
    workstation: string,
  ): Promise<RoomAlarm | null> {
    return this.step(
      alarmId,
      'escalated',
      { operator: null, workstation, note },
      'priority = $7, escalations = escalations + 1, last_alert_at = now()',
      `state = 'open' AND array_position($8::text[], priority) > array_position($8::text[], $7::text)`,
      [priority, ROOM_ALARM_PRIORITIES],
    );
  }

  /** "I'm on it": refused when someone holds it already, or it is closed. */
  async claim(alarmId: number, actor: RoomActor, note: string | null = null): Promise<RoomAlarm> {
    return this.act(
      alarmId,
      'claimed',
      actor,
      note,
      `claimed_by = $3, claimed_workstation = $4, claimed_at = now(), ${NOT_FORWARDED}`,
      "state <> 'closed' AND claimed_by IS NULL",
    );
  }

  /** Lets go of one's own claim. */
  async release(alarmId: number, actor: RoomActor, note: string | null = null): Promise<RoomAlarm> {
    return this.act(alarmId, 'released', actor, note, `${UNCLAIMED}`, "state <> 'closed' AND claimed_by = $3");
  }

  /** Acknowledges an open alarm no one else claimed; the acknowledging operator then holds it. */
  async acknowledge(alarmId: number, actor: RoomActor, note: string | null): Promise<RoomAlarm> {
    return this.act(
      alarmId,
      'acknowledged',
      actor,
      note,
      `state = 'acknowledged', claimed_by = $3, claimed_workstation = coalesce(claimed_workstation, $4),
       claimed_at = coalesce(claimed_at, now())`,
      "state = 'open' AND (claimed_by IS NULL OR claimed_by = $3)",
    );
  }

  /**
   * A step of its procedure done (`text`, the step's, is the log's note), counted on the alarm so every
   * workstation follows it; refused when it is closed or another operator holds it.
   */
  async stepDone(alarmId: number, actor: RoomActor, text: string): Promise<RoomAlarm> {
    return this.act(
      alarmId,
      'step-done',
      actor,
      text,
      'steps_done = steps_done + 1',
      "state <> 'closed' AND (claimed_by IS NULL OR claimed_by = $3)",
    );
  }

  /** Closes an alarm with its outcome; refused when another operator holds it. */
  async close(alarmId: number, actor: RoomActor, outcome: RoomAlarmOutcome, note: string | null): Promise<RoomAlarm> {
    return this.act(
      alarmId,
      'closed',
      actor,
      note,
      `state = 'closed', outcome = $6, ${UNCLAIMED}`,
      "state <> 'closed' AND (claimed_by IS NULL OR claimed_by = $3)",
      outcome,
    );
  }

  /** A closed alarm opens again, unclaimed, sounding from now (a wrong outcome, the intruder came back). */
  async reopen(alarmId: number, actor: RoomActor, note: string | null): Promise<RoomAlarm> {
    return this.act(
      alarmId,
      'reopened',
      actor,
      note,
      "state = 'open', outcome = NULL, last_alert_at = now()",
      "state = 'closed'",
    );
  }

  /**
   * What raised it has ended by itself (a door reader's status came back): closed, whoever holds it, with
   * the note saying so; null when it was closed already.
   */
  async clearedByItself(alarmId: number, note: string, workstation: string): Promise<RoomAlarm | null> {
    return this.step(
      alarmId,
      'closed',
      { operator: null, workstation, note, outcome: 'other' },
      `state = 'closed', outcome = $6, ${UNCLAIMED}`,
      "state <> 'closed'",
    );
  }

  /**
   * A supervisor takes an alarm that is not closed, whoever holds it; the log says from whom. The
   * claim it replaces is the one read just before: if it changed meanwhile, the step reads again.
   */
  async takeOver(alarmId: number, supervisor: RoomActor, note: string | null): Promise<RoomAlarm> {
    if (supervisor.role !== 'supervisor') {
      throw new Error(`${supervisor.operator} is not a supervisor: only a supervisor may take over an alarm`);
    }
    for (let tries = 0; tries < TAKE_OVER_TRIES; tries += 1) {
      const before = await this.get(alarmId);
      if (!before || before.state === 'closed' || before.claim?.operator === supervisor.operator) break;
      const from = before.claim;
      const fromWords = from ? `from ${from.operator} (${from.workstation})` : 'unclaimed';
      const changed = await this.step(
        alarmId,
        'taken-over',
        { ...supervisor, note: note === null ? fromWords : `${fromWords}: ${note}` },
        `claimed_by = $3, claimed_workstation = $4, claimed_at = now(), ${NOT_FORWARDED}`,
        "state <> 'closed' AND claimed_by IS DISTINCT FROM $3 AND change_no = $7",
        [before.changeNo],
      );
      if (changed) return changed;
    }
    throw await explainRefusal(this.client, alarmId, 'taken-over', supervisor);
  }

  /**
   * Hands an alarm its actor holds (or nobody holds) to `to`, an operator present in the room now (see
   * room-presence.ts), with a note they read on top; the log says to whom. Refused when another operator
   * holds it, it is closed, or `to` is not present (or is the actor).
   */
  async forward(alarmId: number, actor: RoomActor, to: string, note: string | null): Promise<RoomAlarm> {
    const alarm = await this.get(alarmId);
    const found = alarm && (await workstationOf(this.client, to, alarm.customerGuid));
    const why =
      to === actor.operator
        ? 'it would be yours already'
        : !found
          ? `${to} is not signed in at any screen of the room now`
          : !found.sees
            ? `${to} may not see this customer`
            : null;
    if (why !== null || !found) {
      throw new AlarmRefusedError(alarmId, 'forwarded', null, () => `cannot be forwarded to ${to}: ${why}`);
    }
    const at = found.workstation;
    const changed = await this.step(
      alarmId,
      'forwarded',
      { ...actor, note: note === null ? `to ${to} (${at})` : `to ${to} (${at}): ${note}` },
      'claimed_by = $7, claimed_workstation = $8, claimed_at = now(), forwarded_by = $9, forward_note = $10',
      `state <> 'closed' AND (claimed_by IS NULL OR claimed_by = $3)
       AND EXISTS (SELECT 1 FROM room_presence
                    WHERE operator = $7 AND ${presentWithin('$11')} AND ${mayShow('room_alarms.customer_guid')})`,
      [to, at, `${actor.operator} (${actor.workstation})`, note, PRESENT_WITHIN_MS],
    );
    if (changed) return changed;
    throw await explainRefusal(this.client, alarmId, 'forwarded', actor);
  }

  async get(alarmId: number): Promise<RoomAlarm | null> {
    const found = await this.client.query<RoomAlarmRow>('SELECT * FROM room_alarms WHERE alarm_id = $1', [alarmId]);
    return found.rows[0] ? fromAlarmRow(found.rows[0]) : null;
  }

  async byEvent(eventId: number): Promise<RoomAlarm | null> {
    const found = await this.client.query<RoomAlarmRow>('SELECT * FROM room_alarms WHERE event_id = $1', [eventId]);
    return found.rows[0] ? fromAlarmRow(found.rows[0]) : null;
  }

  /**
   * The room's alarm of a workstation's alarm that groups these events (any of them may key it: each
   * workstation groups as its events came); the first event's when several do.
   */
  async ofEvents(eventIds: readonly number[]): Promise<RoomAlarm | null> {
    const found = await this.client.query<RoomAlarmRow>(
      'SELECT * FROM room_alarms WHERE event_id = ANY($1::bigint[]) ORDER BY event_id LIMIT 1',
      [eventIds],
    );
    return found.rows[0] ? fromAlarmRow(found.rows[0]) : null;
  }

  /** The alarms not yet closed, the oldest first. */
  async notClosed(): Promise<RoomAlarm[]> {
    const found = await this.client.query<RoomAlarmRow>(
      "SELECT * FROM room_alarms WHERE state <> 'closed' ORDER BY raised_at, alarm_id",
    );
    return found.rows.map(fromAlarmRow);
  }

  /** The number of the room's newest change to its alarms (0: none yet). */
  async newestChange(): Promise<number> {
    const found = await this.client.query<{ last_change: string }>(
      'SELECT last_change FROM room_alarm_changes WHERE id = 1',
    );
    return Number(found.rows[0]?.last_change ?? 0);
  }

  /** The alarms changed after the room's change number `afterChange`, in the order of their changes. */
  async changedSince(afterChange: number, limit = 500): Promise<RoomAlarm[]> {
    const found = await this.client.query<RoomAlarmRow>(
      'SELECT * FROM room_alarms WHERE change_no > $1 ORDER BY change_no LIMIT $2',
      [afterChange, limit],
    );
    return found.rows.map(fromAlarmRow);
  }

  /** The events that joined an alarm after its `afterJoinNo`-th, in the order they joined. */
  async joinsOf(alarmId: number, afterJoinNo: number): Promise<RoomAlarmJoin[]> {
    const found = await this.client.query<RoomAlarmJoinRow>(
      'SELECT * FROM room_alarm_events WHERE alarm_id = $1 AND join_no > $2 ORDER BY join_no',
      [alarmId, afterJoinNo],
    );
    return found.rows.map(fromJoinRow);
  }

  /** Everything done to an alarm, in order. */
  async log(alarmId: number): Promise<RoomAlarmLogEntry[]> {
    const found = await this.client.query<RoomAlarmLogRow>(
      'SELECT * FROM room_alarm_log WHERE alarm_id = $1 ORDER BY entry_id',
      [alarmId],
    );
    return found.rows.map(fromLogRow);
  }

  /** An operator's step: the changed alarm, or the refusal naming who stood in the way. */
  private async act(
    alarmId: number,
    action: RoomAlarmAction,
    actor: RoomActor,
    note: string | null,
    set: string,
    where: string,
    outcome: RoomAlarmOutcome | null = null,
  ): Promise<RoomAlarm> {
    const changed = await this.step(alarmId, action, { ...actor, note, outcome }, set, where);
    if (changed) return changed;
    throw await explainRefusal(this.client, alarmId, action, actor);
  }

  /**
   * One conditional update and its log entry, in one statement. Parameters: $1 the alarm, $2 the
   * action, $3 the operator, $4 the workstation, $5 the note, $6 the outcome, then `extra` from $7.
   */
  private async step(
    alarmId: number,
    action: RoomAlarmAction,
    by: { operator: string | null; workstation: string; note: string | null; outcome?: RoomAlarmOutcome | null },
    set: string,
    where: string,
    extra: unknown[] = [],
  ): Promise<RoomAlarm | null> {
    const changed = await this.client.query<RoomAlarmRow>(
      `WITH changed AS (
         UPDATE room_alarms SET ${set} WHERE alarm_id = $1 AND ${where} RETURNING *
       ), logged AS (
         INSERT INTO room_alarm_log (alarm_id, action, operator, workstation, note, outcome)
         SELECT alarm_id, $2::text, $3::text, $4::text, $5::text, $6::text FROM changed
       )
       SELECT * FROM changed`,
      [alarmId, action, by.operator, by.workstation, by.note, by.outcome ?? null, ...extra],
    );
    return changed.rows[0] ? fromAlarmRow(changed.rows[0]) : null;
  }
}
