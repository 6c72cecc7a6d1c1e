// The alarms of one service connection: events the rules make alarms of are raised (or join an
// open alarm of the same card or door), and operators acknowledge and close them. Everything is
// kept in the cache, so open alarms and their history outlive a restart.
import type { AlarmOutcome, AlertGroup, ShiftSummary } from '../../contract.js';
import { byPriorityThenNewest } from '../alarms/alarm-order.js';
import { alarmDecisionsOf, type DecisionContext } from '../alarms/alarm-decisions.js';
import { cardFlags, subjectLabel } from '../alarms/alarm-subject.js';
import { doorOfTroubleGroup } from '../alarms/device-troubles.js';
import { riseByCount, riseByWait, type RiseStep } from '../alarms/alarm-rise.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import type { DueEscalation } from '../alarms/due-escalation.js';
import { riseOf } from '../alarms/evaluate.js';
import { lateByMs } from '../alarms/late-arrival.js';
import { procedureOf, procedureStepsFor } from '../alarms/alarm-procedure.js';
import { shiftReportSummary } from '../alarms/shift-report-summary.js';
import {
  shiftReportHours,
  shiftReportRows,
  type ShiftReportHour,
  type ShiftReportRow,
} from '../alarms/shift-report.js';
import { shownEvent } from '../api/shown-event.js';
import type { AccessEvent } from '../api/types.js';
import type { AlarmQuery, AlarmRow, ClaimAction, NewAlarm } from '../store/alarms-repository.js';
import type { Cache } from '../storage/cache.js';
import type { RaisedAtDoor } from './alarm-evidence.js';
import type { DoorSnooze } from '../store/snoozes-repository.js';

/** What an alarm's procedure and contacts are picked from. */
type ProcedureSetup = Pick<AlarmSetup, 'instructions' | 'procedures' | 'contacts'>;

/** A shift report's range: every customer's alarms when `customerGuids` is absent. */
export interface ShiftRange {
  customerGuids?: readonly string[];
  fromMs: number;
  toMs: number;
}

/** An alarm as last described, with what it was described from (its row's changing fields, the procedures). */
interface Described {
  from: string;
  setup: ProcedureSetup;
  group: AlertGroup;
}

export class AlarmBook {
  /**
   * The alarms not yet closed as last described, with what they were described from: every change
   * pushes them all to every screen, and describing one costs four queries (hundreds of alarms are
   * left open overnight), so only the alarms that changed are described again.
   */
  private described = new Map<number, Described>();

  /**
   * `roomSnoozes`: in a control room, the room's snoozes running at a time (they hold back its alarms);
   * absent, the snoozes kept in this cache.
   */
  constructor(
    private readonly cache: Cache,
    private readonly rules: () => AlarmSetup,
    private readonly roomSnoozes?: (nowMs: number) => DoorSnooze[],
    /** Told of each alarm this book raises (not one joined, not one copied from a room), with its door. */
    private readonly onRaised?: (raised: RaisedAtDoor) => void,
  ) {}

  /**
   * Raises alarms for the events the rules pick, from one customer's event list (in eventDate
   * order); true when the alarms changed. `seenAtServiceMs`: the service's clock when the events were
   * stored, from which a late event's alarm says how late it came.
   */
  consider(customerGuid: string, events: readonly AccessEvent[], nowMs: number, seenAtServiceMs = nowMs): boolean {
    const fresh = events.filter((event) => !this.cache.alarms.hasEvent(event.eventId));
    const decided = alarmDecisionsOf(fresh, this.decisionContext(customerGuid, nowMs));
    for (const { event, decision, groupKey, atMs, card } of decided) {
      const open = this.cache.alarms.openGroup(customerGuid, groupKey, decision.ruleName, atMs);
      if (open) this.cache.alarms.addEvent(open.alarmId, event.eventId, atMs);
      const alarmId =
        open?.alarmId ??
        this.raise(
          {
            customerGuid,
            groupKey,
            ruleName: decision.ruleName,
            priority: decision.priority,
            sound: decision.sound,
            notify: decision.notify,
            groupWithinMs: decision.groupWithinMs,
            firstAtMs: atMs,
            eventId: event.eventId,
            lateByMs: lateByMs(event, seenAtServiceMs),
          },
          event,
          nowMs,
        );
      if (decision.rise) {
        const joined = {
          priority: open?.priority ?? decision.priority,
          groupKey,
          atMs,
          denial: event.eventType === 2,
          byCard: card !== '',
        };
        const step = riseByCount(decision.rise, joined, (fromMs, toMs) =>
          this.cache.alarms.groupEventTimes(
            { customerGuid, groupKey, ruleName: decision.ruleName, card },
            fromMs,
            toMs,
          ),
        );
        if (step) this.rise(alarmId, step, nowMs);
      }
    }
    return decided.length > 0;
  }

  private raise(alarm: NewAlarm, event: AccessEvent, nowMs: number): number {
    const alarmId = this.cache.alarms.raise(alarm, nowMs);
    this.onRaised?.({ alarmId, customerGuid: alarm.customerGuid, doorGuid: event.doorGuid ?? null });
    return alarmId;
  }

  /** What decides which of a customer's events alarm now: the rules in force, its zone, its doors' snoozes. */
  decisionContext(customerGuid: string, nowMs: number): DecisionContext {
    return {
      rules: this.rules().rules,
      zone: this.cache.inventoryNow.customer(customerGuid)?.customer.geographicTimezoneId ?? null,
      snoozes: this.snoozes(nowMs).filter((snooze) => snooze.customerGuid === customerGuid),
    };
  }

  /**
   * Raises the priority of open alarms their rule says rise when left unacknowledged, and re-alerts
   * open alarms left unacknowledged longer than their priority allows (counted from when each last
   * sounded or rose); true when any did. A rise or re-alert `leaveToRoom` takes (answers true for) is
   * left to the control room.
   */
  escalate(nowMs: number, leaveToRoom?: (due: DueEscalation) => boolean): boolean {
    const { rules, escalation } = this.rules();
    let changed = false;
    for (const alarm of this.cache.alarms.openWithLastAlert()) {
      const rise = riseOf(rules, alarm.ruleName);
      const step = rise && riseByWait(rise, alarm.priority, alarm.raisedAtMs, nowMs);
      if (step) {
        if (leaveToRoom?.({ alarmId: alarm.alarmId, from: alarm.priority, rise: step })) continue;
        changed = this.rise(alarm.alarmId, step, nowMs) || changed;
        continue;
      }
      const minutes = escalation[alarm.priority];
      if (minutes === null || nowMs - alarm.lastAlertMs < minutes * 60_000) continue;
      const waited = Math.floor((nowMs - alarm.raisedAtMs) / 60_000);
      const note = `unacknowledged for ${waited} min`;
      if (leaveToRoom?.({ alarmId: alarm.alarmId, afterMs: minutes * 60_000, note })) continue;
      this.escalated(alarm.alarmId, nowMs, note);
      changed = true;
    }
    return changed;
  }

  /**
   * A control room's alarm, copied here as the room raised it (the room groups its alarms; a workstation in
   * a room raises none itself), with the events that joined it and what the room's log said of its raising
   * (a device's trouble says what it reported); the local alarm's id.
   */
  adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    nowMs: number,
    raisedNote: string | null = null,
  ): number {
    const alarmId = this.cache.alarms.raise(alarm, nowMs, raisedNote);
    this.joined(alarmId, joins);
    return alarmId;
  }

  /** Events that joined a control room's alarm join its copy here (the ones it has are passed over). */
  joined(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): boolean {
    const fresh = joins.filter((join) => !this.cache.alarms.hasEvent(join.eventId));
    for (const join of fresh) this.cache.alarms.addEvent(alarmId, join.eventId, join.atMs);
    if (fresh.length > 0) this.described.delete(alarmId);
    return fresh.length > 0;
  }

  /** How many events an alarm holds. */
  eventCount(alarmId: number): number {
    return this.cache.alarms.eventIds(alarmId).length;
  }

  /**
   * Events reached this cache after the alarms they belong to (a control room sends the two apart): those
   * alarms are described again, now with their doors and cards; true when any was.
   */
  eventsArrived(eventIds: readonly number[]): boolean {
    let any = false;
    for (const eventId of eventIds) {
      const alarmId = this.cache.alarms.alarmOfEvent(eventId);
      if (alarmId !== undefined) any = this.described.delete(alarmId) || any;
    }
    return any;
  }

  /**
   * A customer's doors were stored anew (read, or followed from a control room): its device alarms are
   * described again with their doors as named now (a copy from the room may have come before them); true when any was.
   */
  doorsChanged(customerGuid: string): boolean {
    let any = false;
    for (const [alarmId, { group }] of this.described) {
      // A device's alarm is keyed below zero, where no event is.
      if (group.customerGuid === customerGuid && group.latest.eventId < 0) any = this.described.delete(alarmId) || any;
    }
    return any;
  }

  /** An open alarm sounds again: its history says why. */
  escalated(alarmId: number, nowMs: number, note: string): void {
    this.cache.alarms.escalated(alarmId, nowMs, note);
    this.described.delete(alarmId); // its history grew; nothing in its row shows it
  }

  /** A closed alarm opens again (a control room's operator reopened it); true when it was closed. */
  reopen(alarmId: number, operator: string | null, note: string, nowMs: number): boolean {
    return this.cache.alarms.reopen(alarmId, nowMs, operator, note);
  }

  /**
   * A control room's claim, release or take-over of an alarm joins its history, with who ("Ann
   * (control-1)") and their note; false when there is no such alarm.
   */
  claimStep(
    alarmId: number,
    step: { action: ClaimAction; operator: string | null; note: string | null },
    nowMs: number,
  ): boolean {
    const recorded = this.cache.alarms.claimStep(alarmId, { ...step, atMs: nowMs });
    if (recorded) this.described.delete(alarmId); // its history grew; nothing in its row shows it
    return recorded;
  }

  /** How many claim steps the alarm's history holds (a control room's log says how many it should). */
  claimSteps(alarmId: number): number {
    return this.cache.alarms.claimStepCount(alarmId);
  }

  /** The events of an alarm (any state), the first first. */
  eventIdsOf(alarmId: number): number[] {
    return this.cache.alarms.eventIds(alarmId);
  }

  stateOf(alarmId: number): AlertGroup['state'] | undefined {
    return this.cache.alarms.stateOf(alarmId);
  }

  /** The alarm this event raised or joined, if any. */
  alarmOfEvent(eventId: number): number | undefined {
    return this.cache.alarms.alarmOfEvent(eventId);
  }

  /** The priority of the alarm this event raised or joined, if any. */
  priorityOfEvent(eventId: number): AlertGroup['priority'] | undefined {
    return this.cache.alarms.priorities([eventId]).get(eventId);
  }

  /**
   * An alarm rises: a new priority, sound and notification, and a step in its history saying why
   * (and, when a control room's other workstation made it rise, which one: `by`).
   */
  rise(alarmId: number, step: RiseStep, nowMs: number, by: string | null = null): boolean {
    const risen = this.cache.alarms.rise(alarmId, step, nowMs, step.note, by);
    if (risen) this.described.delete(alarmId);
    return risen;
  }

  /** Holds back a door's alarms from now for `minutes`; the events still reach the feed. */
  snooze(
    door: Pick<DoorSnooze, 'customerGuid' | 'doorGuid' | 'doorName' | 'reason'>,
    minutes: number,
    operator: string | null,
    nowMs: number,
  ): void {
    this.cache.snoozes.add({ ...door, fromMs: nowMs, untilMs: nowMs + minutes * 60_000, operator });
  }

  endSnooze(snoozeId: number, operator: string | null, nowMs: number): boolean {
    return this.cache.snoozes.end(snoozeId, nowMs, operator);
  }

  snoozes(nowMs: number): DoorSnooze[] {
    return this.roomSnoozes?.(nowMs) ?? this.cache.snoozes.active(nowMs);
  }

  /** A step of an alarm's procedure was done (`text`: the step's), by whom: its history says so. */
  stepDone(alarmId: number, text: string, operator: string | null, nowMs: number): boolean {
    const recorded = this.cache.alarms.stepDone(alarmId, { atMs: nowMs, operator, text });
    if (recorded) this.described.delete(alarmId); // its history grew; nothing in its row shows it
    return recorded;
  }

  /** How many steps of its procedure the alarm's history says were done (a control room's alarm says how many it should). */
  stepsDone(alarmId: number): number {
    return this.cache.alarms.stepDoneCount(alarmId);
  }

  /** Acknowledges the open ones among `alarmIds`; true when any was. */
  acknowledge(alarmIds: readonly number[], operator: string | null, note: string | null, nowMs: number): boolean {
    const moved = this.cache.alarms.advance(alarmIds, ['open'], {
      action: 'acknowledged',
      atMs: nowMs,
      operator,
      outcome: null,
      note,
    });
    // The feed marks acknowledged events from this table.
    this.cache.acknowledgements.acknowledge(
      moved.flatMap((alarmId) => this.cache.alarms.eventIds(alarmId)),
      nowMs,
      note,
    );
    return moved.length > 0;
  }

  /** Closes the ones not yet closed among `alarmIds`; true when any was. */
  close(
    alarmIds: readonly number[],
    operator: string | null,
    outcome: AlarmOutcome,
    note: string | null,
    nowMs: number,
  ): boolean {
    const moved = this.cache.alarms.advance(alarmIds, ['open', 'acknowledged'], {
      action: 'closed',
      atMs: nowMs,
      operator,
      outcome,
      note,
    });
    return moved.length > 0;
  }

  /** The alarms not yet closed, the worst and newest first. */
  live(): AlertGroup[] {
    const { instructions, procedures, contacts } = this.rules();
    const described = new Map<number, Described>();
    for (const row of this.cache.alarms.list({ states: ['open', 'acknowledged'] })) {
      // A row's state, events and latest change with every step but an escalation (forgotten there).
      const from = `${row.state}|${row.eventCount}|${row.latestEventId}|${row.lastAtMs}`;
      const known = this.described.get(row.alarmId);
      const fresh =
        known?.from === from &&
        known.setup.instructions === instructions &&
        known.setup.procedures === procedures &&
        known.setup.contacts === contacts
          ? known
          : {
              from,
              setup: { instructions, procedures, contacts },
              group: this.describe(row, { instructions, procedures, contacts }),
            };
      described.set(row.alarmId, fresh);
    }
    this.described = described;
    return [...described.values()].map((entry) => entry.group).sort(byPriorityThenNewest);
  }

  query(query: AlarmQuery): AlertGroup[] {
    const setup = this.rules();
    return this.cache.alarms.list(query).map((row) => this.describe(row, setup));
  }

  /**
   * The shift report of a range: the alarms whose first event lies in it (any state), the events
   * per hour, and the summary at handover (the range's end, or `nowMs` when that is sooner); every
   * customer's when `customerGuids` is absent.
   */
  async shiftReport(
    range: ShiftRange,
    nowMs: number,
  ): Promise<{ rows: ShiftReportRow[]; hours: ShiftReportHour[]; summary: ShiftSummary }> {
    const customerGuids = range.customerGuids?.map((guid) => guid.toLowerCase());
    const { fromMs, toMs } = range;
    const alarms = this.query({ customerGuids, fromMs, toMs, states: ['open', 'acknowledged', 'closed'] });
    const rows = shiftReportRows(alarms);
    // The summary first: it reads the alarms still open at handover in the same turn as the range's alarms.
    const summary = await this.summarise({ customerGuids, fromMs, toMs }, alarms, nowMs);
    const perHour = await this.cache.monitoring.eventsPerHour(customerGuids, fromMs, toMs);
    return { rows, hours: shiftReportHours(perHour, rows), summary };
  }

  /** The shift report's summary alone: the History screen asks at every change, and the events per hour cost more. */
  async shiftSummary(range: ShiftRange, nowMs: number): Promise<ShiftSummary> {
    const customerGuids = range.customerGuids?.map((guid) => guid.toLowerCase());
    const { fromMs, toMs } = range;
    const alarms = this.query({ customerGuids, fromMs, toMs, states: ['open', 'acknowledged', 'closed'] });
    return this.summarise({ customerGuids, fromMs, toMs }, alarms, nowMs);
  }

  /** The summary of the range's alarms, with the earlier ones still open at handover and the periods not monitoring. */
  private async summarise(range: ShiftRange, alarms: AlertGroup[], nowMs: number): Promise<ShiftSummary> {
    const { fromMs, toMs } = range;
    const setup = this.rules();
    const inRange = new Set(alarms.map((alarm) => alarm.alarmId));
    const earlier = this.cache.alarms
      .notClosedAt(Math.min(toMs, nowMs), range.customerGuids)
      .filter((row) => !inRange.has(row.alarmId))
      .map((row) => this.describe(row, setup));
    const blind = await this.cache.monitoring.gapsOverlapping(fromMs, toMs);
    return shiftReportSummary({ fromMs, toMs, nowMs, alarms, earlier, blind });
  }

  /** Open (unacknowledged) alarms: the number the header badge and the tray show. */
  get unacknowledgedCount(): number {
    return this.cache.alarms.list({ states: ['open'] }).length;
  }

  /**
   * A device's trouble (no event raised it): its door, as the inventory names it, stands where an event's
   * door would (its name; the door for a snooze), and a camera's name where an event's cardholder would.
   * Undefined for an event's alarm.
   */
  private deviceOf(
    row: AlarmRow,
  ): { latest: { eventId: number; doorGuid?: string; doorName: string }; label: string } | undefined {
    const place = doorOfTroubleGroup(row.groupKey, this.cache.inventoryNow.doors(row.customerGuid).items);
    if (place === null) return undefined;
    const { doorGuid, doorName, cameraName } = place;
    return {
      latest: { eventId: row.latestEventId, ...(doorGuid ? { doorGuid } : {}), doorName },
      label: cameraName ?? '',
    };
  }

  private describe(row: AlarmRow, setup: ProcedureSetup): AlertGroup {
    const device = this.deviceOf(row);
    const latest = device ? undefined : this.cache.events.get(row.latestEventId);
    const doorGuid = (device?.latest.doorGuid ?? latest?.doorGuid)?.toLowerCase();
    const customer = this.cache.inventoryNow.customer(row.customerGuid)?.customer;
    const history = this.cache.alarms.actions(row.alarmId).map(({ alarmId: _alarmId, ...action }) => action);
    const steps = procedureStepsFor(setup, { ruleName: row.ruleName, customerGuid: row.customerGuid, doorGuid });
    return {
      alarmId: row.alarmId,
      key: String(row.alarmId),
      customerGuid: row.customerGuid,
      ruleName: row.ruleName,
      priority: row.priority,
      sound: row.sound,
      notify: row.notify,
      state: row.state,
      title: latest?.displayName ?? row.ruleName,
      label: device?.label ?? (latest ? subjectLabel(latest) : ''),
      flags: latest ? cardFlags(latest) : [],
      doorName: device?.latest.doorName ?? latest?.doorName ?? null,
      doorNames: device ? [device.latest.doorName] : this.cache.alarms.doorNames(row.alarmId),
      firstAtMs: row.firstAtMs,
      lastAtMs: row.lastAtMs,
      count: row.eventCount,
      eventIds: this.cache.alarms.eventIds(row.alarmId),
      latest: device?.latest ?? (latest ? shownEvent(latest) : { eventId: row.latestEventId }),
      history,
      procedure: procedureOf(steps, history),
      contacts: setup.contacts
        .filter((contact) => contact.customerGuid === row.customerGuid)
        .map(({ name, role, phone }) => ({ name, role: role ?? null, phone })),
      customerName: customer?.customerName ?? latest?.customerName ?? null,
      customerCode: customer?.customerCode ?? null,
      siteName: latest?.siteName ?? null,
      timeZone: customer?.geographicTimezoneId ?? null,
      raisedAtMs: row.raisedAtMs,
      lateByMs: row.lateByMs,
    };
  }
}
