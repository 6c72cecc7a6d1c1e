// The alarms a workstation keeps behind one asynchronous interface: the alarms with their events and their
// history (raised, escalated, acknowledged, closed, the claims and steps of a control room), which events a
// guard acknowledged, the door snoozes, and the devices in trouble with the alarm each raised. Every write that
// first reads what it changes (is this event in an alarm yet? is this alarm still open?) is one call, one
// transaction: two callers awaiting in between can never raise one event's alarm twice or lose a step.
// Only the workstation's cache keeps these rows: a control room keeps its own alarm queue (room/alarms), with
// other rows and rules (claims, a log per workstation, conditional steps), which its workstations copy here.
import type { Acknowledgement } from '../store/acknowledgements-repository.js';
import type {
  AlarmAction,
  AlarmQuery,
  AlarmRow,
  AlarmState,
  ClaimAction,
  NewAlarm,
} from '../store/alarms-repository.js';
import type { StoredTrouble } from '../store/device-troubles-repository.js';
import type { DoorSnooze } from '../store/snoozes-repository.js';

export { CLAIM_ACTIONS } from '../store/alarms-repository.js';
export type {
  Acknowledgement,
  AlarmAction,
  AlarmQuery,
  AlarmRow,
  AlarmState,
  ClaimAction,
  DoorSnooze,
  NewAlarm,
  StoredTrouble,
};

export type AlarmPriority = AlarmRow['priority'];

/** What an alarm becomes when it rises, and the sentence its history records. */
export interface AlarmRise extends Pick<AlarmRow, 'priority' | 'sound' | 'notify'> {
  note: string;
}

/** An event's rule rises its alarm when enough events of its group come close together. */
export interface CountRise {
  /** Whose events count within the group: one card's ('' for events without one), or with null all of them. */
  card: string | null;
  /** How far before and after the event the count looks. */
  withinMs: number;
  /**
   * The rise the group's event times in that window call for (the filed event's included), for an alarm now at
   * `priority`; null for none. Pure and synchronous: the storage asks it inside the filing's transaction.
   */
  decide(priority: AlarmPriority, eventTimes: readonly number[]): AlarmRise | null;
}

/** An event the rules make an alarm of: it joins the open alarm of its group, rule and time, or raises `alarm`. */
export interface AlarmFiling {
  /** The alarm it raises when none is open to join; its `eventId` is the event's, its `firstAtMs` when it happened. */
  alarm: NewAlarm;
  rise?: CountRise;
}

/** Where an event filed went. */
export interface FiledEvent {
  eventId: number;
  alarmId: number;
  /** It raised the alarm (rather than joining one open). */
  raised: boolean;
}

/** An operator's step that moves alarms on: who, when, with what outcome and note. */
export type AlarmStep = Pick<AlarmAction, 'atMs' | 'operator' | 'outcome' | 'note'>;

/** A device's trouble the rules make an alarm of, with the alarm it raises (no event raised it). */
export interface DeviceTrouble {
  alarm: Omit<NewAlarm, 'eventId' | 'lateByMs'>;
  /** Its history's first line: what the device reported. */
  note: string;
}

export interface AlarmStorage {
  /**
   * Files these events, in order, into alarms: an event already in one is passed over; the others join the
   * open alarm of their group (same customer, group and rule, within its grouping time) or raise one, and a
   * count rise is judged once each has joined. One transaction; resolves with where each event filed went.
   */
  fileEvents(filings: readonly AlarmFiling[], raisedAtMs: number): Promise<FiledEvent[]>;
  /**
   * A control room's alarm copied here: raised as the room raised it (`note`: its history's first line), with
   * the events that joined it. An alarm already holding its event is the copy: only the events it lacks join.
   * Resolves with the copy's id.
   */
  adopt(
    alarm: NewAlarm,
    joins: readonly { eventId: number; atMs: number }[],
    raisedAtMs: number,
    note: string | null,
  ): Promise<number>;
  /** Events that joined a control room's alarm join its copy, those in an alarm already passed over; resolves with how many joined. */
  join(alarmId: number, joins: readonly { eventId: number; atMs: number }[]): Promise<number>;
  /**
   * The alarm of a device's trouble, raised the first time the trouble is read (keyed by customer, group and
   * rule); resolves with its id, or null when that trouble's alarm was raised already and it lasts.
   */
  raiseDeviceTrouble(trouble: DeviceTrouble, raisedAtMs: number): Promise<number | null>;
  /** The customer's device troubles lasting now, each with its alarm, the oldest first. */
  deviceTroubles(customerGuid: string): Promise<StoredTrouble[]>;
  /** A trouble ended: it no longer lasts, and its alarm, when not closed yet, closes with `step`; true when it closed. */
  endDeviceTrouble(
    trouble: Pick<StoredTrouble, 'customerGuid' | 'groupKey' | 'ruleName' | 'alarmId'>,
    step: AlarmStep,
  ): Promise<boolean>;

  /**
   * Acknowledges the open ones among `alarmIds` and, with them, every event they hold (the feed marks those);
   * one transaction. Resolves with the ids acknowledged.
   */
  acknowledge(alarmIds: readonly number[], step: Omit<AlarmStep, 'outcome'>): Promise<number[]>;
  /** Closes the ones not closed yet among `alarmIds`; resolves with the ids closed. */
  close(alarmIds: readonly number[], step: AlarmStep): Promise<number[]>;
  /** A closed alarm opens again (a control room's operator reopened it), its history saying so; false when it was not closed. */
  reopen(alarmId: number, atMs: number, operator: string | null, note: string): Promise<boolean>;
  /** An open alarm rises, its history saying why and (in a control room) `operator`: who made it; false when not open. */
  rise(alarmId: number, to: AlarmRise, atMs: number, operator: string | null): Promise<boolean>;
  /** An open alarm sounded again: its history says why; false when it is no longer open (acknowledged meanwhile). */
  escalated(alarmId: number, atMs: number, note: string): Promise<boolean>;
  /** A control room's claim, release, take-over or forward joins the alarm's history; false when there is no such alarm. */
  claimStep(
    alarmId: number,
    step: { action: ClaimAction; atMs: number; operator: string | null; note: string | null },
  ): Promise<boolean>;
  /** A step of the alarm's procedure was done (`text`: the step's); false when there is no such alarm. */
  stepDone(alarmId: number, step: { atMs: number; operator: string | null; text: string }): Promise<boolean>;

  get(alarmId: number): Promise<AlarmRow | undefined>;
  stateOf(alarmId: number): Promise<AlarmState | undefined>;
  /** The alarm each of these events raised or joined, for those that did. */
  alarmsOfEvents(eventIds: readonly number[]): Promise<Map<number, number>>;
  /** The priority of the alarm each of these events raised or joined, for those that did. */
  priorities(eventIds: readonly number[]): Promise<Map<number, AlarmPriority>>;
  /** An alarm's events, the lowest id first. */
  eventIds(alarmId: number): Promise<number[]>;
  /** The door names of an alarm's events, in the order first seen. */
  doorNames(alarmId: number): Promise<string[]>;
  /** An alarm's history, oldest first. */
  actions(alarmId: number): Promise<AlarmAction[]>;
  /** How many claim steps its history holds. */
  claimStepCount(alarmId: number): Promise<number>;
  /** How many steps of its procedure its history says were done. */
  stepDoneCount(alarmId: number): Promise<number>;
  /** The alarms asked for, the latest event first. */
  list(query: AlarmQuery): Promise<AlarmRow[]>;
  /** Open alarms with when each last sounded (raised or escalated). */
  openWithLastAlert(): Promise<Array<AlarmRow & { lastAlertMs: number }>>;
  /** Alarms raised by `atMs` and not closed by then: what a shift ending then handed over. */
  notClosedAt(atMs: number, customerGuids?: readonly string[]): Promise<AlarmRow[]>;
  /** How many alarms are open (not acknowledged). */
  openCount(): Promise<number>;

  /** The guard's acknowledgements of these events, for those acknowledged. */
  acknowledgements(eventIds: readonly number[]): Promise<Map<number, Acknowledgement>>;

  /** Holds back a door's alarms for a while; resolves with the snooze's id. */
  addSnooze(snooze: Omit<DoorSnooze, 'snoozeId'>): Promise<number>;
  /** Ends a snooze early; true when it was still running. */
  endSnooze(snoozeId: number, atMs: number, operator: string | null): Promise<boolean>;
  /** The snoozes running at `atMs`, ending soonest first. */
  activeSnoozes(atMs: number): Promise<DoorSnooze[]>;
}
