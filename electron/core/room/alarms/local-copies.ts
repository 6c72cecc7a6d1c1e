// The local copies of the room's alarms (RoomAlarms): a room's alarm this workstation may show is copied
// into its own alarm book, with the events that join it, and each copy is brought to the room's state as
// the room's log words it: who acknowledged, closed or reopened it, who is on it, the steps done, its rises.
import { isAbove, riseStepTo } from '../../alarms/alarm-rise.js';
import { CLAIM_ACTIONS as CLAIM_STEPS, type ClaimAction } from '../../storage/alarm-storage.js';
import { bounded } from '../bounded.js';
import type { AlarmBookHere } from './alarm-book-here.js';
import type { AlarmQueue } from './alarm-queue.js';
import type { RoomAlarm, RoomAlarmAction, RoomAlarmLogEntry } from './room-alarm.js';
import { STEP_LIMIT_MS } from './step-connection.js';

export interface LocalCopiesOptions {
  /** This workstation's own alarm book, where the copies are kept. */
  book: AlarmBookHere;
  /** Whether this workstation's guard may be shown the customer's alarms (the ones it watches). */
  shows: (customerGuid: string) => boolean;
  /** The room's alarm queue, on the connection the steps use. */
  queue: () => Promise<AlarmQueue>;
  now: () => number;
}

/** The room's log words for who is on an alarm, as the local history records them. */
const CLAIM_ACTIONS: ReadonlySet<RoomAlarmAction> = new Set<ClaimAction>(CLAIM_STEPS);

/** A room alarm's log, read at most once however many steps of it are followed. */
export type LogOnce = () => Promise<RoomAlarmLogEntry[]>;

export class LocalCopies {
  constructor(private readonly options: LocalCopiesOptions) {}

  /**
   * The local copy of a room alarm the room grouped: made when this workstation may show it and it is not
   * closed, and given the events that joined it since it was last read. An alarm a workstation raised
   * before the room grouped keys a local alarm of the same first event, or none.
   */
  async copied(alarm: RoomAlarm): Promise<{ local: number | undefined; changed: boolean }> {
    const { book, now } = this.options;
    const local = await book.alarmOfEvent(alarm.eventId);
    const grouping = alarm.grouping;
    if (!grouping || !this.options.shows(alarm.customerGuid)) return { local, changed: false };
    if (local === undefined) {
      if (alarm.state === 'closed') return { local, changed: false };
      const queue = await this.queue();
      const joins = await bounded(queue.joinsOf(alarm.alarmId, 0), STEP_LIMIT_MS);
      // An alarm no event raised (a device's trouble, keyed below zero) says in its log what raised it.
      const raisedNote =
        alarm.eventId < 0
          ? ((await bounded(queue.log(alarm.alarmId), STEP_LIMIT_MS)).find((entry) => entry.action === 'raised')
              ?.note ?? null)
          : null;
      const copy = await book.adopt(
        {
          customerGuid: alarm.customerGuid,
          groupKey: grouping.groupKey,
          ruleName: alarm.ruleName,
          // Raised as it was: the room's rises since join its history as the log words them (followRise).
          priority: grouping.raisedPriority,
          sound: grouping.sound,
          notify: grouping.notify,
          groupWithinMs: grouping.groupWithinMs,
          firstAtMs: grouping.firstAtMs,
          eventId: alarm.eventId,
          lateByMs: grouping.lateByMs,
        },
        joins,
        now(),
        raisedNote,
      );
      return { local: copy, changed: true };
    }
    const have = await book.eventCount(local);
    if (grouping.eventCount <= have || (await book.stateOf(local)) === 'closed') return { local, changed: false };
    const joins = await bounded((await this.queue()).joinsOf(alarm.alarmId, have), STEP_LIMIT_MS);
    return { local, changed: await book.joined(local, joins) };
  }

  /**
   * Brings the local alarm to the room's state, with who did it from the room's log; true when it
   * changed. `before`: the room's alarm as this local one last followed it (undefined: never).
   */
  async follow(local: number, alarm: RoomAlarm, before: RoomAlarm | undefined): Promise<boolean> {
    const { book, now } = this.options;
    const here = await book.stateOf(local);
    if (here === undefined || (here === 'closed' && alarm.state === 'closed')) return false;
    let read: Promise<RoomAlarmLogEntry[]> | null = null;
    const log: LogOnce = () =>
      (read ??= this.queue().then((queue) => bounded(queue.log(alarm.alarmId), STEP_LIMIT_MS)));
    const lastStep = async (action: RoomAlarmAction) =>
      (await log()).findLast((entry) => entry.action === action) ?? null;
    let changed = here === 'open' && alarm.state === 'open' && (await this.followRise(local, alarm, lastStep));
    changed = (await this.followSteps(local, alarm, log)) || changed;
    // Who was on it comes before a closing, after a reopening (as the room's log has them).
    const claimsFirst = here !== 'closed';
    if (claimsFirst) changed = (await this.followClaims(local, alarm, before, log)) || changed;
    if (alarm.state === 'closed') {
      const step = await lastStep('closed');
      return (await book.close([local], label(step), step?.outcome ?? 'other', step?.note ?? null, now())) || changed;
    }
    if (here === 'closed') {
      const step = await lastStep('reopened');
      changed = (await book.reopen(local, label(step), reopenedNote(step?.note ?? null), now())) || changed;
      changed = (await this.followClaims(local, alarm, before, log)) || changed;
    }
    if (here !== 'acknowledged' && alarm.state === 'acknowledged') {
      const step = await lastStep('acknowledged');
      changed = (await book.acknowledge([local], label(step), step?.note ?? null, now())) || changed;
    }
    return changed;
  }

  /** The room's alarm rose above the local one's priority (at another workstation): it rises here too, once. */
  private async followRise(
    local: number,
    alarm: RoomAlarm,
    lastStep: (action: RoomAlarmAction) => Promise<RoomAlarmLogEntry | null>,
  ): Promise<boolean> {
    const here = await this.options.book.priorityOfEvent(alarm.eventId);
    if (here === undefined || !isAbove(alarm.priority, here)) return false;
    const step = await lastStep('escalated');
    const note = step?.note ?? `raised to ${alarm.priority.toUpperCase()}`;
    return this.options.book.rise(local, riseStepTo(alarm.priority, note), this.options.now(), label(step));
  }

  /**
   * Who is on it changed (or this local alarm never followed the room's before): the room's claims,
   * releases and take-overs the local history lacks join it, in order, as the room's log words them.
   * Both histories only grow, so the local one lacks the room's last ones beyond its own count.
   */
  async followClaims(local: number, alarm: RoomAlarm, before: RoomAlarm | undefined, log: LogOnce): Promise<boolean> {
    if (before && sameClaim(before.claim, alarm.claim) && !claimedMeanwhile(before, alarm)) return false;
    const { book } = this.options;
    const claims = (await log()).filter((entry) => CLAIM_ACTIONS.has(entry.action));
    let changed = false;
    for (const entry of claims.slice(await book.claimSteps(local))) {
      const step = { action: entry.action as ClaimAction, operator: label(entry), note: entry.note };
      // At the room's moment, as claimedBy's since is: a card and its history never disagree by a second.
      changed = (await book.claimStep(local, step, entry.at.getTime())) || changed;
    }
    return changed;
  }

  /**
   * Steps of its procedure done at other workstations: the ones the local history lacks join it, in order,
   * with who did them. Both only grow, so the local history lacks the room's last ones beyond its own count.
   */
  private async followSteps(local: number, alarm: RoomAlarm, log: LogOnce): Promise<boolean> {
    const { book, now } = this.options;
    const have = await book.stepsDone(local);
    if (alarm.stepsDone <= have) return false;
    const steps = (await log()).filter((entry) => entry.action === 'step-done');
    let changed = false;
    for (const entry of steps.slice(have)) {
      changed = (await book.stepDone(local, entry.note ?? '', label(entry), now())) || changed;
    }
    return changed;
  }

  private queue(): Promise<AlarmQueue> {
    return this.options.queue();
  }
}

/**
 * Whether the room's alarm changed between two readings in a way only claim steps explain (claimed
 * and released again between them): nothing else of it changed. A change of state reads the log anyway.
 */
function claimedMeanwhile(before: RoomAlarm, alarm: RoomAlarm): boolean {
  if (before.changeNo === alarm.changeNo) return false;
  return (
    before.state !== alarm.state || (before.escalations === alarm.escalations && before.priority === alarm.priority)
  );
}

function sameClaim(a: RoomAlarm['claim'], b: RoomAlarm['claim']): boolean {
  return a?.operator === b?.operator && a?.workstation === b?.workstation && a?.since.getTime() === b?.since.getTime();
}

/** Who did it, as the local history names them: "Ann (control-2)"; the workstation alone for its own doing. */
export function label(step: { operator: string | null; workstation: string } | null): string | null {
  if (!step) return null;
  return step.operator === null ? step.workstation : `${step.operator} (${step.workstation})`;
}

export function reopenedNote(note: string | null): string {
  return note ? `reopened: ${note}` : 'reopened';
}
