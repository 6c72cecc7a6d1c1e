// This workstation's alarms in the control room's one alarm queue (issue 21 point 4). The AlarmBook
// still raises each alarm from the events in this workstation's cache; RoomAlarms raises it in the
// room too, keyed by its first event, so the room holds one alarm however many workstations raise
// it. An operator's step goes to the room first (a refusal names who stands in the way and when),
// then to the local alarm; steps taken at other workstations arrive through RoomAlarmFollower and
// are applied to the local alarm with the room's operator and workstation. A due re-alert sounds only
// at the workstation that wins it in the room; a rule's rise by waiting is won in the room by one
// workstation, and the others follow it (the room's alarm has the higher priority).
import type pg from 'pg';
import type { AlarmOutcome, AlertGroup } from '../../contract.js';
import { isAbove, riseStepTo } from '../alarms/alarm-rise.js';
import { RoomAlarmFollower } from '../room/alarm-follower.js';
import { AlarmQueue } from '../room/alarm-queue.js';
import { AlarmRefusedError } from '../room/alarm-refusal.js';
import { bounded, drop } from '../room/bounded.js';
import type { RoomActor, RoomAlarm, RoomAlarmAction, RoomAlarmLogEntry } from '../room/room-alarm.js';
import { openRoomConnection } from '../room/room-connection.js';
import { siteMoment } from '../alarms/site-moment.js';
import type { AlarmBook, DueEscalation } from './alarm-book.js';
import { AppError } from './app-error.js';

export interface RoomAlarmsOptions {
  /** The room's database (its password included). */
  url: string;
  /** This workstation, as the room's log and the other workstations name it. */
  workstation: string;
  book: AlarmBook;
  /** The local alarms or their claims changed: the screens are told. */
  changed: () => void;
  now: () => number;
}

/** How long a step may wait on the room's database (a cut network never answers). */
const STEP_LIMIT_MS = 10_000;

export class RoomAlarms {
  /** The room's alarms as last read, by the event that keys them. */
  private readonly byEvent = new Map<number, RoomAlarm>();
  /** The room alarm (by its event) of each local alarm mirrored. */
  private readonly keyOf = new Map<number, number>();
  private client: Promise<pg.Client> | null = null;
  /** Mirroring, following and steps take turns: each reads and changes the same links and local alarms. */
  private turns: Promise<unknown> = Promise.resolve();
  /** Local alarms whose re-alert or rise the room is being asked for. */
  private readonly escalating = new Set<number>();
  /**
   * Changes read but not applied (the room's log could not be read for who did it): tried again with
   * the next, since the follower does not deliver a change twice.
   */
  private unapplied: RoomAlarm[] = [];
  private readonly follower: RoomAlarmFollower;

  constructor(private readonly options: RoomAlarmsOptions) {
    this.follower = new RoomAlarmFollower(options.url, {
      workstation: options.workstation,
      onChanges: (alarms) => void this.inTurn(() => this.apply(alarms)).catch(() => undefined),
      // (Re)connected: the alarms raised here while the room could not be reached go to it now.
      onState: (state) => void (state.following && this.mirror().catch(() => undefined)),
    });
  }

  /** Raises in the room the open local alarms not yet there; a room out of reach is tried again on reconnecting. */
  mirror(): Promise<void> {
    return this.inTurn(async () => {
      await this.apply([]);
      for (const group of this.options.book.live()) {
        if (group.state === 'open' && !this.keyOf.has(group.alarmId)) await this.raise(group);
      }
    });
  }

  /**
   * The local alarms with who holds each in the room (null: no one); an alarm not yet in the room
   * is held by no one.
   */
  decorate(groups: AlertGroup[]): AlertGroup[] {
    return groups.map((group) => {
      const claim = this.roomAlarmOf(group.alarmId)?.claim;
      return {
        ...group,
        claimedBy: claim
          ? { operator: claim.operator, workstation: claim.workstation, sinceMs: claim.since.getTime() }
          : null,
      };
    });
  }

  /** Acknowledges in the room, then here; throws naming who stood in the way of any refused. */
  acknowledge(alarmIds: readonly number[], actor: RoomActor, note: string | null): Promise<void> {
    return this.steps(alarmIds, async (queue, roomAlarmId, local) => {
      const alarm = await queue.acknowledge(roomAlarmId, actor, note);
      this.options.book.acknowledge([local], label(actor), note, this.options.now());
      return alarm;
    });
  }

  /** Closes in the room, then here; throws naming who stood in the way of any refused. */
  close(alarmIds: readonly number[], actor: RoomActor, outcome: AlarmOutcome, note: string | null): Promise<void> {
    return this.steps(alarmIds, async (queue, roomAlarmId, local) => {
      const alarm = await queue.close(roomAlarmId, actor, outcome, note);
      this.options.book.close([local], label(actor), outcome, note, this.options.now());
      return alarm;
    });
  }

  claim(alarmId: number, actor: RoomActor): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId) => queue.claim(roomAlarmId, actor));
  }

  release(alarmId: number, actor: RoomActor): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId) => queue.release(roomAlarmId, actor));
  }

  /** A supervisor takes the alarm whoever holds it (the caller has checked that `actor` is one). */
  takeOver(alarmId: number, actor: RoomActor, note: string | null): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId) => queue.takeOver(roomAlarmId, actor, note));
  }

  reopen(alarmId: number, actor: RoomActor, note: string | null): Promise<void> {
    return this.steps([alarmId], async (queue, roomAlarmId, local) => {
      const alarm = await queue.reopen(roomAlarmId, actor, note);
      this.options.book.reopen(local, label(actor), reopenedNote(note), this.options.now());
      return alarm;
    });
  }

  /**
   * For AlarmBook.escalate: a due re-alert or rise of an alarm the room has is the room's to give, to
   * the one workstation that wins it (the others' answer is null); true when it is left to the room.
   * A rise won elsewhere reaches this workstation through the follower (see follow).
   */
  readonly leaveEscalation = (due: DueEscalation): boolean => {
    if (!this.roomAlarmOf(due.alarmId)) return false;
    if (this.escalating.has(due.alarmId)) return true;
    this.escalating.add(due.alarmId);
    void this.inTurn(async () => {
      const alarm = this.roomAlarmOf(due.alarmId); // as last read: another's escalation since counts
      if (!alarm) return;
      const queue = await this.queue();
      const { workstation, book, now } = this.options;
      const won = await bounded(
        'rise' in due
          ? queue.rise(alarm.alarmId, due.rise.priority, due.rise.note, workstation)
          : queue.escalate(alarm, { afterMs: due.afterMs, note: due.note }, workstation),
        STEP_LIMIT_MS,
      );
      if (!won) return;
      this.seen(won);
      if ('rise' in due) book.rise(due.alarmId, due.rise, now());
      else book.escalated(due.alarmId, now(), due.note);
      this.options.changed();
    })
      .catch(() => this.dropClient())
      .finally(() => this.escalating.delete(due.alarmId));
    return true;
  };

  async stop(): Promise<void> {
    await this.follower.stop();
    await this.turns.catch(() => undefined);
    this.dropClient();
  }

  private roomAlarmOf(localAlarmId: number): RoomAlarm | undefined {
    const key = this.keyOf.get(localAlarmId);
    return key === undefined ? undefined : this.byEvent.get(key);
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const done = this.turns.then(work);
    this.turns = done.catch(() => undefined);
    return done;
  }

  /**
   * One step on each of these local alarms in the room (raising it there first when it is not), in
   * turn; the refused ones are told together, each naming who stood in the way.
   */
  private steps(
    alarmIds: readonly number[],
    step: (queue: AlarmQueue, roomAlarmId: number, local: number) => Promise<RoomAlarm>,
  ): Promise<void> {
    return this.inTurn(async () => {
      const refusals: string[] = [];
      try {
        for (const local of alarmIds) {
          const roomAlarm = await this.inRoom(local, alarmIds.length === 1);
          if (!roomAlarm) continue; // closed here and never in the room: nothing to do, as for a single guard
          try {
            this.seen(await bounded(step(await this.queue(), roomAlarm.alarmId, local), STEP_LIMIT_MS));
          } catch (error) {
            if (!(error instanceof AlarmRefusedError)) throw error;
            refusals.push(this.refusalText(local, error));
          }
        }
      } catch (error) {
        throw this.roomProblem(error);
      } finally {
        this.options.changed();
      }
      if (refusals.length > 0) throw new AppError('alarm-refused', refusals.join('. '));
    });
  }

  /**
   * The room's alarm of a local one, raised there now if it is not there yet (and not closed); one
   * that is neither is told as such when `named` (the step was for it alone), else passed over.
   */
  private async inRoom(local: number, named: boolean): Promise<RoomAlarm | undefined> {
    const known = this.roomAlarmOf(local);
    if (known) return known;
    const group = this.options.book.live().find((candidate) => candidate.alarmId === local);
    if (group) return this.raise(group);
    if (named) throw new AppError('not-found', `Alarm ${local} was never in the control room's queue`);
    return undefined;
  }

  private async raise(group: AlertGroup): Promise<RoomAlarm> {
    const queue = await this.queue();
    const eventId = Math.min(...group.eventIds);
    const { alarm } = await bounded(
      queue.raise(
        { eventId, customerGuid: group.customerGuid, ruleName: group.ruleName, priority: group.priority },
        this.options.workstation,
      ),
      STEP_LIMIT_MS,
    );
    this.keyOf.set(group.alarmId, eventId);
    this.seen(alarm);
    // Another workstation may have acted on it already, or hold it: the screens are told (its follower,
    // which may have read that claim before this alarm was raised here, will not tell it again).
    const followed = await this.follow(group.alarmId, alarm);
    if (followed || alarm.claim) this.options.changed();
    return alarm;
  }

  /** The room's changes, as the follower reads them: each applied to the local alarm it keys. */
  private async apply(alarms: readonly RoomAlarm[]): Promise<void> {
    let changed = false;
    for (const alarm of [...this.unapplied.splice(0), ...alarms]) {
      if (!this.seen(alarm)) continue;
      const local = this.options.book.alarmOfEvent(alarm.eventId);
      if (local === undefined) continue; // not here yet: linked when it is raised here
      if (!this.keyOf.has(local)) this.keyOf.set(local, alarm.eventId);
      if (this.keyOf.get(local) !== alarm.eventId) continue;
      changed = true; // its claim, at least
      try {
        await this.follow(local, alarm);
      } catch {
        this.unapplied.push(alarm);
      }
    }
    if (changed) this.options.changed();
  }

  /** Keeps the room's alarm as read; false when a newer reading of it is already kept. */
  private seen(alarm: RoomAlarm): boolean {
    const known = this.byEvent.get(alarm.eventId);
    if (known && known.changeNo > alarm.changeNo) return false;
    this.byEvent.set(alarm.eventId, alarm);
    return true;
  }

  /** Brings the local alarm to the room's state, with who did it from the room's log; true when it changed. */
  private async follow(local: number, alarm: RoomAlarm): Promise<boolean> {
    const { book, now } = this.options;
    const here = book.stateOf(local);
    if (here === undefined) return false;
    const risen = here === 'open' && alarm.state === 'open' && (await this.followRise(local, alarm));
    if (here === alarm.state) return risen;
    if (alarm.state === 'closed') {
      const step = await this.lastStep(alarm, 'closed');
      return book.close([local], label(step), step?.outcome ?? 'other', step?.note ?? null, now());
    }
    let changed = false;
    if (here === 'closed') {
      const step = await this.lastStep(alarm, 'reopened');
      changed = book.reopen(local, label(step), reopenedNote(step?.note ?? null), now());
    }
    if (alarm.state === 'acknowledged') {
      const step = await this.lastStep(alarm, 'acknowledged');
      changed = book.acknowledge([local], label(step), step?.note ?? null, now()) || changed;
    }
    return changed;
  }

  /** The room's alarm rose above the local one's priority (at another workstation): it rises here too, once. */
  private async followRise(local: number, alarm: RoomAlarm): Promise<boolean> {
    const here = this.options.book.priorityOfEvent(alarm.eventId);
    if (here === undefined || !isAbove(alarm.priority, here)) return false;
    const step = await this.lastStep(alarm, 'escalated');
    const note = step?.note ?? `raised to ${alarm.priority.toUpperCase()}`;
    return this.options.book.rise(local, riseStepTo(alarm.priority, note), this.options.now(), label(step));
  }

  private async lastStep(alarm: RoomAlarm, action: RoomAlarmAction): Promise<RoomAlarmLogEntry | null> {
    const log = await bounded((await this.queue()).log(alarm.alarmId), STEP_LIMIT_MS);
    return log.findLast((entry) => entry.action === action) ?? null;
  }

  /**
   * "“Door forced open” at Front door is claimed by Ann (control-2) since 00:40 AEDT (site time)": the
   * room's words, about this alarm, its moments on the clock of the alarm's site.
   */
  private refusalText(local: number, error: AlarmRefusedError): string {
    const group = this.options.book.live().find((candidate) => candidate.alarmId === local);
    const name = group ? `“${group.title}”${group.doorName ? ` at ${group.doorName}` : ''}` : `Alarm ${local}`;
    const nowMs = this.options.now();
    return `${name} ${error.words((at) => siteMoment(at.getTime(), nowMs, group?.timeZone))}`;
  }

  /** The step's own refusals pass; the room out of reach is said as such, and the connection made anew next time. */
  private roomProblem(error: unknown): unknown {
    if (error instanceof AppError) return error;
    this.dropClient();
    const why = error instanceof Error ? error.message : String(error);
    return new AppError('room-database', `The control room's alarm queue could not be reached: ${why}`);
  }

  private async queue(): Promise<AlarmQueue> {
    if (!this.client) {
      const opening: Promise<pg.Client> = openRoomConnection(this.options.url, {
        applicationName: `acs-monitor alarm steps: ${this.options.workstation}`,
      }).then((client) => {
        client.once('end', () => {
          if (this.client === opening) this.client = null;
        });
        return client;
      });
      opening.catch(() => {
        if (this.client === opening) this.client = null;
      });
      this.client = opening;
    }
    return new AlarmQueue(await this.client);
  }

  private dropClient(): void {
    const opening = this.client;
    this.client = null;
    void opening?.then(drop, () => undefined);
  }
}

/** Who did it, as the local history names them: "Ann (control-2)"; the workstation alone for its own doing. */
function label(step: { operator: string | null; workstation: string } | null): string | null {
  if (!step) return null;
  return step.operator === null ? step.workstation : `${step.operator} (${step.workstation})`;
}

function reopenedNote(note: string | null): string {
  return note ? `reopened: ${note}` : 'reopened';
}
