// Alarms and their history: raised by the rules, acknowledged by an operator, closed with an
// outcome. Each step is one row of alarm_actions, which is never rewritten; the alarm's state
// column follows it in the same transaction. Transactions begin IMMEDIATE: a read that turns into a
// write while the sync worker writes would fail with "database is locked" instead of waiting.
import type { SqliteDatabase } from './database.js';

export type AlarmState = 'open' | 'acknowledged' | 'closed';
type AlarmOutcome = 'genuine' | 'false-alarm' | 'test' | 'other';

export interface AlarmRow {
  alarmId: number;
  customerGuid: string;
  groupKey: string;
  ruleName: string;
  priority: 'critical' | 'high' | 'medium' | 'low';
  sound: 'critical' | 'alarm' | 'none';
  notify: boolean;
  groupWithinMs: number;
  firstAtMs: number;
  lastAtMs: number;
  latestEventId: number;
  eventCount: number;
  state: AlarmState;
  /** When this monitor raised it. */
  raisedAtMs: number;
  /** How late its raising event reached this monitor, when late (see LATE_ALARM_MS); else null. */
  lateByMs: number | null;
}

/**
 * A control room's steps on who is on an alarm (migration 10; forwarded to a named operator, migration 16):
 * they leave its state as it is.
 */
export const CLAIM_ACTIONS = ['claimed', 'released', 'taken-over', 'forwarded'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

export interface AlarmAction {
  alarmId: number;
  atMs: number;
  /** step-done (migration 15): a step of its procedure was done; the note is the step's text. */
  action: 'raised' | 'escalated' | 'acknowledged' | 'closed' | ClaimAction | 'step-done';
  operator: string | null;
  outcome: AlarmOutcome | null;
  note: string | null;
}

export type NewAlarm = Omit<
  AlarmRow,
  'alarmId' | 'lastAtMs' | 'latestEventId' | 'eventCount' | 'state' | 'raisedAtMs'
> & {
  eventId: number;
};

export interface AlarmQuery {
  states: readonly AlarmState[];
  customerGuids?: readonly string[];
  /** Alarms whose first event is at or after this time. */
  fromMs?: number;
  toMs?: number;
  limit?: number;
}

type StoredRow = Omit<AlarmRow, 'notify'> & { notify: number };

export class AlarmsRepository {
  // Prepared once: the Alarms screen's push describes every open alarm with these, on the host thread.
  private readonly eventIdsOf;
  private readonly doorNamesOf;
  private readonly actionsOf;
  private readonly alarmOfEventStatement;
  private readonly priorityOfEvent;
  private readonly openGroupStatement;
  private readonly groupEventTimesStatement;
  private readonly recordStatement;

  constructor(private readonly db: SqliteDatabase) {
    this.eventIdsOf = db.prepare('SELECT "eventId" FROM alarm_events WHERE alarmId = ? ORDER BY "eventId"');
    this.doorNamesOf = db.prepare(
      `SELECT e."doorName" AS doorName FROM alarm_events a JOIN events e ON e."eventId" = a."eventId"
        WHERE a.alarmId = ? AND e."doorName" IS NOT NULL
        GROUP BY e."doorName" ORDER BY min(e.eventDateMs)`,
    );
    this.actionsOf = db.prepare(
      'SELECT alarmId, atMs, action, operator, outcome, note FROM alarm_actions WHERE alarmId = ? ORDER BY actionId',
    );
    this.alarmOfEventStatement = db.prepare('SELECT alarmId FROM alarm_events WHERE "eventId" = ?');
    this.priorityOfEvent = db
      .prepare('SELECT a.priority FROM alarm_events e JOIN alarms a ON a.alarmId = e.alarmId WHERE e."eventId" = ?')
      .pluck();
    this.openGroupStatement = db.prepare(
      `SELECT * FROM alarms
        WHERE customerGuid = ? AND groupKey = ? AND ruleName = ? AND state = 'open'
          AND ? BETWEEN firstAtMs AND lastAtMs + groupWithinMs
        ORDER BY lastAtMs DESC LIMIT 1`,
    );
    // Every alarm of the group and rule counts, acknowledged ones too: a card's third denial within
    // minutes is its third whether or not a guard acknowledged the first. From the customer's events
    // in the window (a few minutes of them), not from the group's alarms: a busy door's unknown
    // tokens gather thousands of alarms over the months the cache keeps.
    this.groupEventTimesStatement = db
      .prepare(
        `SELECT e.eventDateMs FROM events e
           JOIN alarm_events x ON x."eventId" = e."eventId"
           JOIN alarms a ON a.alarmId = x.alarmId
          WHERE e.sourceCustomerGuid = ? AND e.eventDateMs BETWEEN ? AND ?
            AND (? IS NULL OR coalesce(e."tokenData", '') = ?)
            AND a.customerGuid = ? AND a.groupKey = ? AND a.ruleName = ?`,
      )
      .pluck();
    this.recordStatement = db.prepare(
      'INSERT INTO alarm_actions (alarmId, atMs, action, operator, outcome, note) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /** Raises a new open alarm holding one event (`note`: its history's first line says more, as a room's may). */
  raise(alarm: NewAlarm, raisedAtMs: number, note: string | null = null): number {
    return this.db
      .transaction(() => this.insertRaised(alarm, alarm.lateByMs, raisedAtMs, note, alarm.eventId))
      .immediate();
  }

  /**
   * Raises a new open alarm that no event raised (a door reader's or camera's trouble, read with the inventory), its
   * history's first line saying what was read. It is keyed, where an event's alarm is keyed by its event,
   * by the negative of its own id (a control room's are keyed below ROOM_DEVICE_ALARM_KEYS_FROM).
   */
  raiseWithoutEvent(alarm: Omit<NewAlarm, 'eventId' | 'lateByMs'>, raisedAtMs: number, note: string): number {
    return this.db.transaction(() => this.insertRaised(alarm, null, raisedAtMs, note, 'own id')).immediate();
  }

  /** The new alarm's row, its one event ('own id': keyed by its negative id) and its history's first line; its id. */
  private insertRaised(
    alarm: Omit<NewAlarm, 'eventId' | 'lateByMs'>,
    lateByMs: number | null,
    raisedAtMs: number,
    note: string | null,
    event: number | 'own id',
  ): number {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO alarms (customerGuid, groupKey, ruleName, priority, sound, notify, groupWithinMs,
                           firstAtMs, lastAtMs, latestEventId, eventCount, state, raisedAtMs, lateByMs)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 'open', ?, ?)`,
      )
      .run(
        alarm.customerGuid,
        alarm.groupKey,
        alarm.ruleName,
        alarm.priority,
        alarm.sound,
        alarm.notify ? 1 : 0,
        alarm.groupWithinMs,
        alarm.firstAtMs,
        alarm.firstAtMs,
        event === 'own id' ? 0 : event,
        raisedAtMs,
        lateByMs,
      );
    const alarmId = Number(lastInsertRowid);
    const eventId = event === 'own id' ? -alarmId : event;
    if (event === 'own id')
      this.db.prepare('UPDATE alarms SET latestEventId = ? WHERE alarmId = ?').run(eventId, alarmId);
    this.db.prepare('INSERT INTO alarm_events ("eventId", alarmId) VALUES (?, ?)').run(eventId, alarmId);
    this.record({ alarmId, atMs: raisedAtMs, action: 'raised', operator: null, outcome: null, note });
    return alarmId;
  }

  /** The open alarm a repeat at `atMs` joins: same customer, group and rule, within its grouping time. */
  openGroup(customerGuid: string, groupKey: string, ruleName: string, atMs: number): AlarmRow | undefined {
    const row = this.openGroupStatement.get(customerGuid, groupKey, ruleName, atMs) as StoredRow | undefined;
    return row && fromStored(row);
  }

  /** Adds a repeat to an open alarm. */
  addEvent(alarmId: number, eventId: number, atMs: number): void {
    this.db
      .transaction(() => {
        this.db.prepare('INSERT INTO alarm_events ("eventId", alarmId) VALUES (?, ?)').run(eventId, alarmId);
        this.db
          .prepare(
            `UPDATE alarms SET eventCount = eventCount + 1,
                  latestEventId = CASE WHEN ? >= lastAtMs THEN ? ELSE latestEventId END,
                  lastAtMs = max(lastAtMs, ?)
            WHERE alarmId = ?`,
          )
          .run(atMs, eventId, atMs, alarmId);
      })
      .immediate();
  }

  /**
   * When the events of a group's alarms (one rule's, any state) happened between `fromMs` and `toMs`:
   * those of one card (its tokenData; '' for no card) or, with `card` null, all of them.
   */
  groupEventTimes(
    group: { customerGuid: string; groupKey: string; ruleName: string; card: string | null },
    fromMs: number,
    toMs: number,
  ): number[] {
    const { customerGuid, groupKey, ruleName, card } = group;
    const found = this.groupEventTimesStatement.all(
      customerGuid,
      fromMs,
      toMs,
      card,
      card,
      customerGuid,
      groupKey,
      ruleName,
    );
    return found as number[];
  }

  /**
   * An open alarm rises to a higher priority with its new sound and notification, and its history
   * says why (an escalation: it sounds again) and, when another workstation of a control room made it
   * rise, which (`operator`); false when it is no longer open.
   */
  rise(
    alarmId: number,
    to: Pick<AlarmRow, 'priority' | 'sound' | 'notify'>,
    atMs: number,
    note: string,
    operator: string | null = null,
  ): boolean {
    return this.db
      .transaction(() => {
        const { changes } = this.db
          .prepare("UPDATE alarms SET priority = ?, sound = ?, notify = ? WHERE alarmId = ? AND state = 'open'")
          .run(to.priority, to.sound, to.notify ? 1 : 0, alarmId);
        if (changes === 0) return false;
        this.record({ alarmId, atMs, action: 'escalated', operator, outcome: null, note });
        return true;
      })
      .immediate();
  }

  hasEvent(eventId: number): boolean {
    return this.alarmOfEvent(eventId) !== undefined;
  }

  /** One alarm; undefined when there is no such alarm. */
  get(alarmId: number): AlarmRow | undefined {
    const row = this.db.prepare('SELECT * FROM alarms WHERE alarmId = ?').get(alarmId) as StoredRow | undefined;
    return row && fromStored(row);
  }

  /** An alarm's state; undefined when there is no such alarm. */
  stateOf(alarmId: number): AlarmState | undefined {
    const row = this.db.prepare('SELECT state FROM alarms WHERE alarmId = ?').get(alarmId) as
      { state: AlarmState } | undefined;
    return row?.state;
  }

  /** The alarm this event raised or joined, if any. */
  alarmOfEvent(eventId: number): number | undefined {
    const row = this.alarmOfEventStatement.get(eventId) as { alarmId: number } | undefined;
    return row?.alarmId;
  }

  /** The priority of the alarm each of these events raised or joined, for those that did. */
  priorities(eventIds: readonly number[]): Map<number, AlarmRow['priority']> {
    const found = new Map<number, AlarmRow['priority']>();
    for (const eventId of eventIds) {
      const priority = this.priorityOfEvent.get(eventId) as AlarmRow['priority'] | undefined;
      if (priority) found.set(eventId, priority);
    }
    return found;
  }

  /** Moves the alarms still in `from` to `to`, recording who and why; returns the ids that moved. */
  advance(
    alarmIds: readonly number[],
    from: readonly AlarmState[],
    step: Omit<AlarmAction, 'alarmId'> & { action: 'acknowledged' | 'closed' },
  ): number[] {
    const select = this.db.prepare(`SELECT state FROM alarms WHERE alarmId = ?`);
    const update = this.db.prepare('UPDATE alarms SET state = ? WHERE alarmId = ?');
    return this.db
      .transaction(() => {
        const moved: number[] = [];
        for (const alarmId of alarmIds) {
          const row = select.get(alarmId) as { state: AlarmState } | undefined;
          if (!row || !from.includes(row.state)) continue;
          update.run(step.action, alarmId);
          this.record({ ...step, alarmId });
          moved.push(alarmId);
        }
        return moved;
      })
      .immediate();
  }

  /**
   * A closed alarm opens again (a control room's operator reopened it). The history has no word of its
   * own for it (its CHECK is frozen in migration 4): it is raised again, with who and why in its note,
   * and sounds from now. False when it was not closed.
   */
  reopen(alarmId: number, atMs: number, operator: string | null, note: string): boolean {
    return this.db
      .transaction(() => {
        const { changes } = this.db
          .prepare("UPDATE alarms SET state = 'open' WHERE alarmId = ? AND state = 'closed'")
          .run(alarmId);
        if (changes === 0) return false;
        this.record({ alarmId, atMs, action: 'raised', operator, outcome: null, note });
        return true;
      })
      .immediate();
  }

  /** A control room's claim, release or take-over, in the alarm's history; false when there is no such alarm. */
  claimStep(
    alarmId: number,
    step: { action: ClaimAction; atMs: number; operator: string | null; note: string | null },
  ): boolean {
    if (this.stateOf(alarmId) === undefined) return false;
    this.record({ alarmId, ...step, outcome: null });
    return true;
  }

  /** How many claim steps (CLAIM_ACTIONS) an alarm's history holds. */
  claimStepCount(alarmId: number): number {
    return this.db
      .prepare(
        `SELECT count(*) FROM alarm_actions WHERE alarmId = ? AND action IN (${CLAIM_ACTIONS.map(() => '?').join(', ')})`,
      )
      .pluck()
      .get(alarmId, ...CLAIM_ACTIONS) as number;
  }

  /** A step of the alarm's procedure was done, by whom: its history says so; false when there is no such alarm. */
  stepDone(alarmId: number, step: { atMs: number; operator: string | null; text: string }): boolean {
    if (this.stateOf(alarmId) === undefined) return false;
    this.record({
      alarmId,
      atMs: step.atMs,
      action: 'step-done',
      operator: step.operator,
      outcome: null,
      note: step.text,
    });
    return true;
  }

  /** How many steps of its procedure an alarm's history says were done. */
  stepDoneCount(alarmId: number): number {
    return this.db
      .prepare("SELECT count(*) FROM alarm_actions WHERE alarmId = ? AND action = 'step-done'")
      .pluck()
      .get(alarmId) as number;
  }

  /** Open alarms with when each last sounded (raised or escalated). */
  openWithLastAlert(): Array<AlarmRow & { lastAlertMs: number }> {
    const rows = this.db
      .prepare(
        `SELECT a.*, max(x.atMs) AS lastAlertMs FROM alarms a
           JOIN alarm_actions x ON x.alarmId = a.alarmId AND x.action IN ('raised', 'escalated')
          WHERE a.state = 'open' GROUP BY a.alarmId`,
      )
      .all() as Array<StoredRow & { lastAlertMs: number }>;
    return rows.map((row) => ({ ...fromStored(row), lastAlertMs: row.lastAlertMs }));
  }

  /** Records that an open alarm sounded again, and why. */
  escalated(alarmId: number, atMs: number, note: string): void {
    this.record({ alarmId, atMs, action: 'escalated', operator: null, outcome: null, note });
  }

  list(query: AlarmQuery): AlarmRow[] {
    const where = [`state IN (${query.states.map(() => '?').join(', ')})`];
    const params: unknown[] = [...query.states];
    if (query.customerGuids) {
      where.push(`customerGuid IN (${query.customerGuids.map(() => '?').join(', ') || 'NULL'})`);
      params.push(...query.customerGuids);
    }
    if (query.fromMs !== undefined) {
      where.push('firstAtMs >= ?');
      params.push(query.fromMs);
    }
    if (query.toMs !== undefined) {
      where.push('firstAtMs <= ?');
      params.push(query.toMs);
    }
    params.push(query.limit ?? -1);
    const rows = this.db
      .prepare(`SELECT * FROM alarms WHERE ${where.join(' AND ')} ORDER BY lastAtMs DESC LIMIT ?`)
      .all(...params) as StoredRow[];
    return rows.map(fromStored);
  }

  /**
   * Alarms raised by `atMs` and not closed by then (open or acknowledged now, or closed later): what a shift
   * ending at `atMs` handed over.
   */
  notClosedAt(atMs: number, customerGuids?: readonly string[]): AlarmRow[] {
    const only = customerGuids ? `AND customerGuid IN (${customerGuids.map(() => '?').join(', ') || 'NULL'})` : '';
    const rows = this.db
      .prepare(
        `SELECT * FROM alarms a
          WHERE raisedAtMs <= ? ${only}
            AND (state <> 'closed' OR EXISTS (
                  SELECT 1 FROM alarm_actions x WHERE x.alarmId = a.alarmId AND x.action = 'closed' AND x.atMs > ?))`,
      )
      .all(atMs, ...(customerGuids ?? []), atMs) as StoredRow[];
    return rows.map(fromStored);
  }

  eventIds(alarmId: number): number[] {
    return (this.eventIdsOf.all(alarmId) as Array<{ eventId: number }>).map((row) => row.eventId);
  }

  /** The door names of an alarm's events, in the order first seen. */
  doorNames(alarmId: number): string[] {
    return (this.doorNamesOf.all(alarmId) as Array<{ doorName: string }>).map((row) => row.doorName);
  }

  /** An alarm's history, oldest first. */
  actions(alarmId: number): AlarmAction[] {
    return this.actionsOf.all(alarmId) as AlarmAction[];
  }

  private record(action: AlarmAction): void {
    this.recordStatement.run(action.alarmId, action.atMs, action.action, action.operator, action.outcome, action.note);
  }
}

function fromStored(row: StoredRow): AlarmRow {
  return { ...row, notify: row.notify === 1 };
}
