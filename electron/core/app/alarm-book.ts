// The alarms of one service connection: events the rules make alarms of are raised (or join an
// open alarm of the same card or door), and operators acknowledge and close them. Everything is
// kept in the cache, so open alarms and their history outlive a restart.
import type { AlarmOutcome, AlertGroup, ShiftSummary } from '../../contract.js';
import { byPriorityThenNewest } from '../alarms/alarm-order.js';
import { alarmDecisionsOf, type DecisionContext } from '../alarms/alarm-decisions.js';
import { cardFlags, subjectLabel } from '../alarms/alarm-subject.js';
import { doorOfTroubleGroup } from '../alarms/device-troubles.js';
import { riseByWait, type RiseStep } from '../alarms/alarm-rise.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import type { DueEscalation } from '../alarms/due-escalation.js';
import { riseOf } from '../alarms/evaluate.js';
import { procedureOf, procedureStepsFor } from '../alarms/alarm-procedure.js';
import { shiftReportSummary } from '../alarms/shift-report-summary.js';
import {
  shiftReportHours,
  shiftReportRows,
  type ShiftReportHour,
  type ShiftReportRow,
} from '../alarms/shift-report.js';
import type { PublicDoor } from '../api/redact.js';
import { shownEvent } from '../api/shown-event.js';
import type { AccessEvent, Customer } from '../api/types.js';
import type {
  AlarmQuery,
  AlarmRow,
  AlarmStorage,
  ClaimAction,
  DoorSnooze,
  NewAlarm,
} from '../storage/alarm-storage.js';
import type { Cache } from '../storage/cache.js';
import { alarmFilingOf } from './alarm-filing.js';
import type { RaisedAtDoor } from './alarm-evidence.js';

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
   * Per alarm, how often it changed in ways its row's changing fields do not show (a step in its history, a rise,
   * its events or doors arriving). Part of what a description is made from, so a change made while the list was
   * being described (each description awaits the storage) is never hidden behind a description made before it.
   * Kept for the process's life: one number per alarm so changed.
   */
  private readonly unseenChanges = new Map<number, number>();

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
  async consider(
    customerGuid: string,
    events: readonly AccessEvent[],
    nowMs: number,
    seenAtServiceMs = nowMs,
  ): Promise<boolean> {
    const decided = alarmDecisionsOf(events, await this.decisionContext(customerGuid, nowMs));
    // One call: events already in an alarm (another batch's, filed while this one was decided) are passed over there.
    const filed = await this.storage.fileEvents(
      decided.map((one) => alarmFilingOf(customerGuid, one, seenAtServiceMs)),
      nowMs,
    );
    const doorOf = new Map(decided.map(({ event }) => [event.eventId, event.doorGuid ?? null]));
    for (const { eventId, alarmId, raised } of filed) {
      this.forget(alarmId); // joined, or risen by its count
      if (raised) this.onRaised?.({ alarmId, customerGuid, doorGuid: doorOf.get(eventId) ?? null });
    }
    return filed.length > 0;
  }

  /** What decides which of a customer's events alarm now: the rules in force, its zone, its doors' snoozes. */
  async decisionContext(customerGuid: string, nowMs: number): Promise<DecisionContext> {
    const rules = this.rules().rules;
    const [customer, snoozes] = await Promise.all([this.cache.inventory.customer(customerGuid), this.snoozes(nowMs)]);
    return contextOf(customerGuid, rules, customer?.customer, snoozes);
  }

  /**
   * The same in a control room, read in the caller's turn: the room's snoozes are held in memory, and its poller
   * judges the events it reads as it hands them on to the room, in order.
   */
  roomDecisionContext(customerGuid: string, nowMs: number): DecisionContext {
    if (!this.roomSnoozes) throw new Error("A control room's decision context outside a control room");
    const customer = this.cache.inventoryNow.customer(customerGuid)?.customer;
    return contextOf(customerGuid, this.rules().rules, customer, this.roomSnoozes(nowMs));
  }

  /**
   * Raises the priority of open alarms their rule says rise when left unacknowledged, and re-alerts
   * open alarms left unacknowledged longer than their priority allows (counted from when each last
   * sounded or rose); true when any did. A rise or re-alert `leaveToRoom` takes (answers true for) is
   * left to the control room.
   */
  async escalate(nowMs: number, leaveToRoom?: (due: DueEscalation) => Promise<boolean>): Promise<boolean> {
    const { rules, escalation } = this.rules();
    let changed = false;
    for (const alarm of await this.storage.openWithLastAlert()) {
      const rise = riseOf(rules, alarm.ruleName);
      const step = rise && riseByWait(rise, alarm.priority, alarm.raisedAtMs, nowMs);
      if (step) {
        if (await leaveToRoom?.({ alarmId: alarm.alarmId, from: alarm.priority, rise: step })) continue;
        changed = (await this.rise(alarm.alarmId, step, nowMs)) || changed;
        continue;
      }
      const minutes = escalation[alarm.priority];
      if (minutes === null || nowMs - alarm.lastAlertMs < minutes * 60_000) continue;
      const waited = Math.floor((nowMs - alarm.raisedAtMs) / 60_000);
      const note = `unacknowledged for ${waited} min`;
      if (await leaveToRoom?.({ alarmId: alarm.alarmId, afterMs: minutes * 60_000, note })) continue;
      changed = (await this.escalated(alarm.alarmId, nowMs, note)) || changed;
    }
    return changed;
  }

  /**
   * A control room's alarm, copied here as the room raised it (the room groups its alarms; a workstation in
   * a room raises none itself), with the events that joined it and what the room's log said of its raising
   * (a device's trouble says what it reported); the local alarm's id.
   */
  async adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    nowMs: number,
    raisedNote: string | null = null,
  ): Promise<number> {
    const alarmId = await this.storage.adopt(alarm, joins, nowMs, raisedNote);
    this.forget(alarmId);
    return alarmId;
  }

  /** Events that joined a control room's alarm join its copy here (the ones it has are passed over). */
  async joined(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): Promise<boolean> {
    const joined = await this.storage.join(alarmId, joins);
    if (joined > 0) this.forget(alarmId);
    return joined > 0;
  }

  /** How many events an alarm holds. */
  async eventCount(alarmId: number): Promise<number> {
    return (await this.storage.eventIds(alarmId)).length;
  }

  /**
   * Events reached this cache after the alarms they belong to (a control room sends the two apart): those
   * alarms are described again, now with their doors and cards; true when any was.
   */
  async eventsArrived(eventIds: readonly number[]): Promise<boolean> {
    let any = false;
    for (const alarmId of (await this.storage.alarmsOfEvents(eventIds)).values()) {
      any = this.forget(alarmId) || any;
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
      if (group.customerGuid === customerGuid && group.latest.eventId < 0) any = this.forget(alarmId) || any;
    }
    return any;
  }

  /** An open alarm sounds again: its history says why; false when it is open no longer. */
  async escalated(alarmId: number, nowMs: number, note: string): Promise<boolean> {
    const recorded = await this.storage.escalated(alarmId, nowMs, note);
    if (recorded) this.forget(alarmId); // its history grew; nothing in its row shows it
    return recorded;
  }

  /** A closed alarm opens again (a control room's operator reopened it); true when it was closed. */
  reopen(alarmId: number, operator: string | null, note: string, nowMs: number): Promise<boolean> {
    return this.storage.reopen(alarmId, nowMs, operator, note);
  }

  /**
   * A control room's claim, release or take-over of an alarm joins its history, with who ("Ann
   * (control-1)") and their note; false when there is no such alarm.
   */
  async claimStep(
    alarmId: number,
    step: { action: ClaimAction; operator: string | null; note: string | null },
    nowMs: number,
  ): Promise<boolean> {
    const recorded = await this.storage.claimStep(alarmId, { ...step, atMs: nowMs });
    if (recorded) this.forget(alarmId); // its history grew; nothing in its row shows it
    return recorded;
  }

  /** How many claim steps the alarm's history holds (a control room's log says how many it should). */
  claimSteps(alarmId: number): Promise<number> {
    return this.storage.claimStepCount(alarmId);
  }

  /** The events of an alarm (any state), the first first. */
  eventIdsOf(alarmId: number): Promise<number[]> {
    return this.storage.eventIds(alarmId);
  }

  stateOf(alarmId: number): Promise<AlertGroup['state'] | undefined> {
    return this.storage.stateOf(alarmId);
  }

  /** The alarm this event raised or joined, if any. */
  async alarmOfEvent(eventId: number): Promise<number | undefined> {
    return (await this.storage.alarmsOfEvents([eventId])).get(eventId);
  }

  /** The priority of the alarm this event raised or joined, if any. */
  async priorityOfEvent(eventId: number): Promise<AlertGroup['priority'] | undefined> {
    return (await this.storage.priorities([eventId])).get(eventId);
  }

  /**
   * An alarm rises: a new priority, sound and notification, and a step in its history saying why
   * (and, when a control room's other workstation made it rise, which one: `by`).
   */
  async rise(alarmId: number, step: RiseStep, nowMs: number, by: string | null = null): Promise<boolean> {
    const risen = await this.storage.rise(alarmId, step, nowMs, by);
    if (risen) this.forget(alarmId);
    return risen;
  }

  /** Holds back a door's alarms from now for `minutes`; the events still reach the feed. */
  async snooze(
    door: Pick<DoorSnooze, 'customerGuid' | 'doorGuid' | 'doorName' | 'reason'>,
    minutes: number,
    operator: string | null,
    nowMs: number,
  ): Promise<void> {
    await this.storage.addSnooze({ ...door, fromMs: nowMs, untilMs: nowMs + minutes * 60_000, operator });
  }

  endSnooze(snoozeId: number, operator: string | null, nowMs: number): Promise<boolean> {
    return this.storage.endSnooze(snoozeId, nowMs, operator);
  }

  async snoozes(nowMs: number): Promise<DoorSnooze[]> {
    return this.roomSnoozes?.(nowMs) ?? this.storage.activeSnoozes(nowMs);
  }

  /** A step of an alarm's procedure was done (`text`: the step's), by whom: its history says so. */
  async stepDone(alarmId: number, text: string, operator: string | null, nowMs: number): Promise<boolean> {
    const recorded = await this.storage.stepDone(alarmId, { atMs: nowMs, operator, text });
    if (recorded) this.forget(alarmId); // its history grew; nothing in its row shows it
    return recorded;
  }

  /** How many steps of its procedure the alarm's history says were done (a control room's alarm says how many it should). */
  stepsDone(alarmId: number): Promise<number> {
    return this.storage.stepDoneCount(alarmId);
  }

  /** Acknowledges the open ones among `alarmIds`, and their events in the feed with them; true when any was. */
  async acknowledge(
    alarmIds: readonly number[],
    operator: string | null,
    note: string | null,
    nowMs: number,
  ): Promise<boolean> {
    const moved = await this.storage.acknowledge(alarmIds, { atMs: nowMs, operator, note });
    return moved.length > 0;
  }

  /** Closes the ones not yet closed among `alarmIds`; true when any was. */
  async close(
    alarmIds: readonly number[],
    operator: string | null,
    outcome: AlarmOutcome,
    note: string | null,
    nowMs: number,
  ): Promise<boolean> {
    const moved = await this.storage.close(alarmIds, { atMs: nowMs, operator, outcome, note });
    return moved.length > 0;
  }

  /** The alarms not yet closed, the worst and newest first. */
  async live(): Promise<AlertGroup[]> {
    const { instructions, procedures, contacts } = this.rules();
    const described = new Map<number, Described>();
    for (const row of await this.storage.list({ states: ['open', 'acknowledged'] })) {
      // A row's state, events and latest change with most steps; the others are counted (see unseenChanges).
      const unseen = this.unseenChanges.get(row.alarmId) ?? 0;
      const from = `${row.state}|${row.eventCount}|${row.latestEventId}|${row.lastAtMs}|${unseen}`;
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
              group: await this.describe(row, { instructions, procedures, contacts }),
            };
      described.set(row.alarmId, fresh);
    }
    this.described = described;
    return [...described.values()].map((entry) => entry.group).sort(byPriorityThenNewest);
  }

  async query(query: AlarmQuery): Promise<AlertGroup[]> {
    const setup = this.rules();
    return this.describeAll(await this.storage.list(query), setup);
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
    const alarms = await this.query({ customerGuids, fromMs, toMs, states: ['open', 'acknowledged', 'closed'] });
    const rows = shiftReportRows(alarms);
    // The summary first: it reads the alarms still open at handover right after the range's alarms.
    const summary = await this.summarise({ customerGuids, fromMs, toMs }, alarms, nowMs);
    const perHour = await this.cache.monitoring.eventsPerHour(customerGuids, fromMs, toMs);
    return { rows, hours: shiftReportHours(perHour, rows), summary };
  }

  /** The shift report's summary alone: the History screen asks at every change, and the events per hour cost more. */
  async shiftSummary(range: ShiftRange, nowMs: number): Promise<ShiftSummary> {
    const customerGuids = range.customerGuids?.map((guid) => guid.toLowerCase());
    const { fromMs, toMs } = range;
    const alarms = await this.query({ customerGuids, fromMs, toMs, states: ['open', 'acknowledged', 'closed'] });
    return this.summarise({ customerGuids, fromMs, toMs }, alarms, nowMs);
  }

  /** The summary of the range's alarms, with the earlier ones still open at handover and the periods not monitoring. */
  private async summarise(range: ShiftRange, alarms: AlertGroup[], nowMs: number): Promise<ShiftSummary> {
    const { fromMs, toMs } = range;
    const setup = this.rules();
    const inRange = new Set(alarms.map((alarm) => alarm.alarmId));
    const notClosed = await this.storage.notClosedAt(Math.min(toMs, nowMs), range.customerGuids);
    const earlier = await this.describeAll(
      notClosed.filter((row) => !inRange.has(row.alarmId)),
      setup,
    );
    const blind = await this.cache.monitoring.gapsOverlapping(fromMs, toMs);
    return shiftReportSummary({ fromMs, toMs, nowMs, alarms, earlier, blind });
  }

  /** Open (unacknowledged) alarms: the number the header badge and the tray show. */
  unacknowledgedCount(): Promise<number> {
    return this.storage.openCount();
  }

  private get storage(): AlarmStorage {
    return this.cache.alarmStorage;
  }

  /** The alarm is described again at the next list; true when it was described (the screens show it). */
  private forget(alarmId: number): boolean {
    this.unseenChanges.set(alarmId, (this.unseenChanges.get(alarmId) ?? 0) + 1);
    return this.described.delete(alarmId);
  }

  private describeAll(rows: readonly AlarmRow[], setup: ProcedureSetup): Promise<AlertGroup[]> {
    return Promise.all(rows.map((row) => this.describe(row, setup)));
  }

  /**
   * A device's trouble (no event raised it): its door, as the inventory names it, stands where an event's
   * door would (its name; the door for a snooze), and a camera's name where an event's cardholder would.
   * Undefined for an event's alarm.
   */
  private async deviceOf(
    row: AlarmRow,
  ): Promise<{ latest: { eventId: number; doorGuid?: string; doorName: string }; label: string } | undefined> {
    const doors = await this.cache.inventory.snapshot<PublicDoor>(row.customerGuid, 'door');
    const place = doorOfTroubleGroup(row.groupKey, doors.items);
    if (place === null) return undefined;
    const { doorGuid, doorName, cameraName } = place;
    return {
      latest: { eventId: row.latestEventId, ...(doorGuid ? { doorGuid } : {}), doorName },
      label: cameraName ?? '',
    };
  }

  private async describe(row: AlarmRow, setup: ProcedureSetup): Promise<AlertGroup> {
    const device = await this.deviceOf(row);
    const [latest, cached, actions, doorNames, eventIds] = await Promise.all([
      device ? undefined : this.cache.storage.event(row.latestEventId),
      this.cache.inventory.customer(row.customerGuid),
      this.storage.actions(row.alarmId),
      device ? [device.latest.doorName] : this.storage.doorNames(row.alarmId),
      this.storage.eventIds(row.alarmId),
    ]);
    const doorGuid = (device?.latest.doorGuid ?? latest?.doorGuid)?.toLowerCase();
    const customer = cached?.customer;
    const history = actions.map(({ alarmId: _alarmId, ...action }) => action);
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
      doorNames,
      firstAtMs: row.firstAtMs,
      lastAtMs: row.lastAtMs,
      count: row.eventCount,
      eventIds,
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

/** A customer's decision context: its events judged on its sites' clock, its doors' snoozes only. */
function contextOf(
  customerGuid: string,
  rules: DecisionContext['rules'],
  customer: Customer | undefined,
  snoozes: readonly DoorSnooze[],
): DecisionContext {
  return {
    rules,
    zone: customer?.geographicTimezoneId ?? null,
    snoozes: snoozes.filter((snooze) => snooze.customerGuid === customerGuid),
  };
}
