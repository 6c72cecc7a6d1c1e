// This workstation's alarms in the control room's one alarm queue (issue 21 point 4). The AlarmBook
// still raises each alarm from the events in this workstation's cache; RoomAlarms raises it in the
// room too, keyed by its first event, so the room holds one alarm however many workstations raise
// it. An operator's step goes to the room first (a refusal names who stands in the way and when),
// then to the local alarm; steps taken at other workstations arrive through RoomAlarmFollower and
// are applied to the local alarm with the room's operator and workstation. A due re-alert sounds only
// at the workstation that wins it in the room; a rule's rise by waiting is won in the room by one
// workstation, and the others follow it (the room's alarm has the higher priority). A rise whose wait
// ends before the alarm reached the room, or while the room is out of reach, happens here at once, and
// goes to the room once it can (a re-alert then sounds here too: an alarm never waits on the room).
// Claims, releases and take-overs, and the steps of its procedure done, here or elsewhere, join the local
// alarm's history as the room's log words them. Only the room's alarms not closed are held in memory: a
// closed one is read again from the room (by its events) when a step or a late change needs it, so a
// month's alarms cost nothing.
import type { AlarmOutcome, AlertGroup } from '../../../contract.js';
import { RoomAlarmFollower } from './alarm-follower.js';
import type { AlarmQueue } from './alarm-queue.js';
import { AlarmRefusedError } from './alarm-refusal.js';
import { bounded } from '../bounded.js';
import type { RoomActor, RoomAlarm } from './room-alarm.js';
import { RoomPresence } from './room-presence.js';
import type { RoomRiseStorage } from '../../storage/room-rise-storage.js';
import { siteMoment } from '../../alarms/site-moment.js';
import type { DueEscalation } from '../../alarms/due-escalation.js';
import type { AlarmBookHere } from './alarm-book-here.js';
import { isAbove } from '../../alarms/alarm-rise.js';
import { AppError } from '../../../app-error.js';
import { label, LocalCopies, reopenedNote } from './local-copies.js';
import { STEP_LIMIT_MS, StepConnection } from './step-connection.js';

export interface RoomAlarmsOptions {
  /** The room's database (its password included). */
  url: string;
  /** This workstation, as the room's log and the other workstations name it. */
  workstation: string;
  book: AlarmBookHere;
  /** Whether this workstation's guard may be shown the customer's alarms (the ones it watches). */
  shows: (customerGuid: string) => boolean;
  /** Rises by waiting made here that the room has not heard of, with the priority each rose from (kept across a restart). */
  risenHere: RoomRiseStorage;
  /** Where this workstation's following of the room's alarm queue stands, kept across a restart. */
  position: { since: number | undefined; save: (lastChange: number) => void };
  /** The local alarms or their claims changed: the screens are told. */
  changed: () => void;
  /** A local alarm followed a change of its room alarm (its pictures, say, which the screens then read again). */
  followed?: (localAlarmId: number) => void;
  now: () => number;
}

export class RoomAlarms {
  /** The room's alarms not closed, as last read, by the event that keys them (a closed one is let go). */
  private readonly byEvent = new Map<number, RoomAlarm>();
  /** The room alarm (by its event) of each local alarm mirrored, while that room alarm is not closed. */
  private readonly keyOf = new Map<number, number>();
  /** Mirroring, following and steps take turns: each reads and changes the same links and local alarms. */
  private turns: Promise<unknown> = Promise.resolve();
  /** Local alarms whose re-alert or rise the room is being asked for. */
  private readonly escalating = new Set<number>();
  /**
   * Changes read but not applied (the room's log could not be read for who did it): tried again with
   * the next, since the follower does not deliver a change twice.
   */
  private unapplied: Array<{ alarm: RoomAlarm; before: RoomAlarm | undefined }> = [];
  private readonly follower: RoomAlarmFollower;
  /** The connection the steps go over. */
  private readonly room: StepConnection;
  private readonly copies: LocalCopies;

  constructor(private readonly options: RoomAlarmsOptions) {
    this.room = new StepConnection(options.url, options.workstation);
    this.copies = new LocalCopies({ ...options, queue: () => this.room.queue() });
    this.follower = new RoomAlarmFollower(options.url, {
      workstation: options.workstation,
      ...(options.position.since !== undefined && { since: options.position.since }),
      onChanges: (alarms, upTo) =>
        void this.inTurn(async () => {
          await this.apply(alarms);
          // Kept only once nothing read is left to apply: a restart reads again what is not applied yet.
          if (this.unapplied.length === 0) options.position.save(upTo);
        }).catch(() => undefined),
      // (Re)connected: the alarms raised here while the room could not be reached go to it now, and the
      // room's of customers watched here meanwhile come here.
      onState: (state) => {
        if (!state.following) return;
        this.mirror().catch(() => undefined);
        this.showNewlyWatched().catch(() => undefined);
      },
    });
  }

  /**
   * Raises in the room the open local alarms not yet there (with the rises made here meanwhile); a
   * room out of reach is tried again on reconnecting.
   */
  mirror(): Promise<void> {
    return this.inTurn(async () => {
      await this.apply([]);
      const { risenHere } = this.options;
      for (const local of await risenHere.alarmIds()) {
        if ((await this.options.book.stateOf(local)) !== 'open') await risenHere.forget(local);
      }
      for (const group of await this.options.book.live()) {
        if (group.state !== 'open') continue;
        const known = this.roomAlarmOf(group.alarmId);
        if (!known) await this.raise(group);
        else if (await risenHere.get(group.alarmId)) await this.giveRise(group.alarmId, known);
      }
    });
  }

  /**
   * The room's open alarms of customers this workstation may show now (after its guard watched another):
   * copied here. The follower delivered them before, when they could not be shown.
   */
  showNewlyWatched(): Promise<void> {
    return this.inTurn(async () => {
      const open = await bounded((await this.room.queue()).notClosed(), STEP_LIMIT_MS);
      const notHere: RoomAlarm[] = [];
      for (const alarm of open)
        if ((await this.options.book.alarmOfEvent(alarm.eventId)) === undefined) notHere.push(alarm);
      await this.apply(notHere);
    });
  }

  /**
   * Changes that could not be applied (the room's log or an alarm's events unread, a full disk) are tried
   * again: the follower delivers a change once, and an alarm not copied here would be missing at this desk.
   */
  retryUnapplied(): void {
    if (this.unapplied.length > 0) void this.inTurn(() => this.apply([])).catch(() => undefined);
  }

  /** How many room alarms and links to them this workstation holds in memory (the ones not closed): for tests and health. */
  get held(): { alarms: number; links: number } {
    return { alarms: this.byEvent.size, links: this.keyOf.size };
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
          ? {
              operator: claim.operator,
              workstation: claim.workstation,
              sinceMs: claim.since.getTime(),
              forwarded: claim.forwarded,
            }
          : null,
      };
    });
  }

  /** Acknowledges in the room, then here; throws naming who stood in the way of any refused. */
  acknowledge(alarmIds: readonly number[], actor: RoomActor, note: string | null): Promise<void> {
    return this.steps(alarmIds, async (queue, roomAlarmId, local) => {
      const alarm = await queue.acknowledge(roomAlarmId, actor, note);
      await this.options.book.acknowledge([local], label(actor), note, this.options.now());
      return alarm;
    });
  }

  /** A step of the alarm's procedure (its text) done, in the room, then here; throws naming who stood in the way. */
  doStep(alarmId: number, actor: RoomActor, text: string): Promise<void> {
    return this.steps([alarmId], async (queue, roomAlarmId, local) => {
      const alarm = await queue.stepDone(roomAlarmId, actor, text);
      await this.options.book.stepDone(local, text, label(actor), this.options.now());
      return alarm;
    });
  }

  /** Closes in the room, then here; throws naming who stood in the way of any refused. */
  close(alarmIds: readonly number[], actor: RoomActor, outcome: AlarmOutcome, note: string | null): Promise<void> {
    return this.steps(alarmIds, async (queue, roomAlarmId, local) => {
      const alarm = await queue.close(roomAlarmId, actor, outcome, note);
      await this.options.book.close([local], label(actor), outcome, note, this.options.now());
      return alarm;
    });
  }

  claim(alarmId: number, actor: RoomActor): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId, local) =>
      this.claimedHere(queue, local, queue.claim(roomAlarmId, actor)),
    );
  }

  release(alarmId: number, actor: RoomActor): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId, local) =>
      this.claimedHere(queue, local, queue.release(roomAlarmId, actor)),
    );
  }

  /** Hands the alarm to `to`, an operator present in the room, with a note; throws naming who stood in the way. */
  forward(alarmId: number, actor: RoomActor, to: string, note: string | null): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId, local) =>
      this.claimedHere(queue, local, queue.forward(roomAlarmId, actor, to, note)),
    );
  }

  /**
   * Who is at the room's screens, on the connection of the alarm steps (a room out of reach throws): what an
   * idle operator held is released there, and reaches this workstation's alarms through the follower.
   */
  async presence<T>(work: (presence: RoomPresence) => Promise<T>): Promise<T> {
    try {
      return await bounded(work(new RoomPresence(await this.room.connection())), STEP_LIMIT_MS);
    } catch (error) {
      this.room.drop();
      throw error;
    }
  }

  /** A supervisor takes the alarm whoever holds it (the caller has checked that `actor` is one). */
  takeOver(alarmId: number, actor: RoomActor, note: string | null): Promise<void> {
    return this.steps([alarmId], (queue, roomAlarmId, local) =>
      this.claimedHere(queue, local, queue.takeOver(roomAlarmId, actor, note)),
    );
  }

  reopen(alarmId: number, actor: RoomActor, note: string | null): Promise<void> {
    return this.steps([alarmId], async (queue, roomAlarmId, local) => {
      const alarm = await queue.reopen(roomAlarmId, actor, note);
      await this.options.book.reopen(local, label(actor), reopenedNote(note), this.options.now());
      return alarm;
    });
  }

  /**
   * For AlarmBook.escalate: a due re-alert or rise of an alarm the room has is the room's to give, to
   * the one workstation that wins it (the others' answer is null); true when it is left to the room.
   * A rise won elsewhere reaches this workstation through the follower (see follow).
   */
  readonly leaveEscalation = async (due: DueEscalation): Promise<boolean> => {
    if (!this.roomAlarmOf(due.alarmId)) {
      // Not in the room yet (out of reach, or not mirrored yet): it rises here now, and in the room
      // when the alarm reaches it (see giveRise).
      if ('rise' in due) await this.options.risenHere.keep(due.alarmId, { from: due.from, ...due.rise });
      return false;
    }
    if (this.escalating.has(due.alarmId)) return true;
    this.escalating.add(due.alarmId);
    void this.inTurn(async () => {
      const alarm = this.roomAlarmOf(due.alarmId); // as last read: another's escalation since counts
      if (!alarm) return;
      const queue = await this.room.queue();
      const { workstation, book, now } = this.options;
      const won = await bounded(
        'rise' in due
          ? queue.rise(alarm.alarmId, due.rise.priority, due.rise.note, workstation)
          : queue.escalate(alarm, { afterMs: due.afterMs, note: due.note }, workstation),
        STEP_LIMIT_MS,
      );
      if (!won) return;
      this.seen(won, due.alarmId);
      if ('rise' in due) await book.rise(due.alarmId, due.rise, now());
      else await book.escalated(due.alarmId, now(), due.note);
      this.options.changed();
    })
      .catch(() => {
        this.room.drop();
        return this.escalateHere(due);
      })
      .finally(() => this.escalating.delete(due.alarmId));
    return true;
  };

  /**
   * The room could not be asked for a due rise or re-alert (out of reach): it happens here, so an
   * alarm left unacknowledged never waits on the room; a rise goes to the room once it is back (mirror).
   */
  private async escalateHere(due: DueEscalation): Promise<void> {
    const { book, now } = this.options;
    if ('rise' in due) {
      if (!(await book.rise(due.alarmId, due.rise, now()))) return;
      await this.options.risenHere.keep(due.alarmId, { from: due.from, ...due.rise });
    } else {
      await book.escalated(due.alarmId, now(), due.note);
    }
    this.options.changed();
  }

  async stop(): Promise<void> {
    await this.follower.stop();
    await this.turns.catch(() => undefined);
    this.room.drop();
  }

  /** The room's id of a local alarm, once it is in the room's queue. */
  roomIdOf(localAlarmId: number): number | undefined {
    return this.roomAlarmOf(localAlarmId)?.alarmId;
  }

  /** The local alarm that is the room's alarm `roomAlarmId` here, if this workstation shows it. */
  localIdOf(roomAlarmId: number): number | undefined {
    for (const local of this.keyOf.keys()) if (this.roomAlarmOf(local)?.alarmId === roomAlarmId) return local;
    return undefined;
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
            this.seen(await bounded(step(await this.room.queue(), roomAlarm.alarmId, local), STEP_LIMIT_MS), local);
          } catch (error) {
            if (!(error instanceof AlarmRefusedError)) throw error;
            refusals.push(await this.refusalText(local, error));
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
   * The room's alarm of a local one, raised there now if it is not there yet (and not closed); a
   * closed one is read from the room by its events. One that is none of these is told as such when
   * `named` (the step was for it alone), else passed over.
   */
  private async inRoom(local: number, named: boolean): Promise<RoomAlarm | undefined> {
    const known = this.roomAlarmOf(local);
    if (known) return known;
    const group = (await this.options.book.live()).find((candidate) => candidate.alarmId === local);
    if (group) return this.raise(group);
    const eventIds = await this.options.book.eventIdsOf(local);
    const found =
      eventIds.length > 0 ? await bounded((await this.room.queue()).ofEvents(eventIds), STEP_LIMIT_MS) : null;
    if (found) return found;
    if (named) throw new AppError('not-found', `Alarm ${local} was never in the control room's queue`);
    return undefined;
  }

  private async raise(group: AlertGroup): Promise<RoomAlarm> {
    const queue = await this.room.queue();
    const eventId = Math.min(...group.eventIds);
    // Risen here before the room had it: raised as it was, then risen there, so the room's log says so.
    const risen = await this.options.risenHere.get(group.alarmId);
    const priority = risen?.from ?? group.priority;
    const { alarm, raised } = await bounded(
      queue.raise(
        { eventId, customerGuid: group.customerGuid, ruleName: group.ruleName, priority },
        this.options.workstation,
      ),
      STEP_LIMIT_MS,
    );
    this.seen(alarm, group.alarmId);
    // Another workstation may have acted on it already, or hold it: the screens are told (its follower,
    // which may have read that claim before this alarm was raised here, will not tell it again).
    const followed = await this.copies.follow(group.alarmId, alarm, raised ? alarm : undefined);
    if (followed || alarm.claim) this.options.changed();
    return risen ? await this.giveRise(group.alarmId, alarm) : alarm;
  }

  /**
   * The rise made here before the room had the alarm goes to the room: it rises there once (unless
   * another workstation's rise came first), the others follow, and here it has risen already.
   */
  private async giveRise(local: number, alarm: RoomAlarm): Promise<RoomAlarm> {
    const { priority, note } = (await this.options.risenHere.get(local))!;
    const won =
      alarm.state === 'open' && isAbove(priority, alarm.priority)
        ? await bounded(
            (await this.room.queue()).rise(alarm.alarmId, priority, note, this.options.workstation),
            STEP_LIMIT_MS,
          )
        : null;
    await this.options.risenHere.forget(local);
    if (!won) return alarm;
    this.seen(won, local);
    this.options.changed();
    return won;
  }

  /**
   * The room's changes, as the follower reads them: each applied to the local alarm it keys. An alarm the
   * room raised that this workstation may show is copied here first, and the events that joined it since.
   */
  private async apply(alarms: readonly RoomAlarm[]): Promise<void> {
    const { book } = this.options;
    let changed = false;
    const arrived = [...this.unapplied.splice(0), ...alarms.map((alarm) => ({ alarm, before: undefined }))];
    for (const { alarm: change, before: kept } of arrived) {
      let copied: { local: number | undefined; changed: boolean };
      try {
        copied = await this.copies.copied(change);
      } catch {
        this.unapplied.push({ alarm: change, before: kept });
        continue;
      }
      const { local } = copied;
      changed = copied.changed || changed;
      const linked = local === undefined ? undefined : this.keyOf.get(local);
      // Not here yet: linked when it is raised here. Or the local alarm follows another of the room's.
      const mine = local !== undefined && (linked === undefined || linked === change.eventId);
      // The room's alarm as this local one last followed it; undefined: not followed yet.
      const before = kept ?? (linked === change.eventId ? this.byEvent.get(change.eventId) : undefined);
      let alarm = change;
      if (
        mine &&
        !this.byEvent.has(change.eventId) &&
        change.state !== 'closed' &&
        (await book.stateOf(local)) === 'closed'
      ) {
        // Closed here and let go: the change may be older than the closing (a step's answer comes first);
        // the room says how it is now.
        try {
          alarm = (await bounded((await this.room.queue()).byEvent(change.eventId), STEP_LIMIT_MS)) ?? change;
        } catch {
          this.unapplied.push({ alarm: change, before });
          continue;
        }
      }
      if (!this.seen(alarm, mine ? local : undefined, local) || !mine) continue;
      changed = true; // its claim, at least
      this.options.followed?.(local);
      try {
        await this.copies.follow(local, alarm, before);
      } catch {
        this.unapplied.push({ alarm, before });
      }
    }
    if (changed) this.options.changed();
  }

  /**
   * Keeps the room's alarm as read, linked to the local alarm `local` when given; a closed one is let
   * go, with its link (from `ofEvent`: the local alarm of the room alarm's event, as the caller read it).
   * False when a newer reading of it is already kept.
   */
  private seen(alarm: RoomAlarm, local?: number, ofEvent = local): boolean {
    const known = this.byEvent.get(alarm.eventId);
    if (known && known.changeNo > alarm.changeNo) return false;
    if (alarm.state === 'closed') {
      this.byEvent.delete(alarm.eventId);
      const linked = ofEvent;
      if (linked !== undefined && this.keyOf.get(linked) === alarm.eventId) this.keyOf.delete(linked);
    } else {
      this.byEvent.set(alarm.eventId, alarm);
      if (local !== undefined) this.keyOf.set(local, alarm.eventId);
    }
    return true;
  }

  /**
   * A claim, release or take-over taken here: the room's answer, once the local history has it (and
   * any it lacked). An unread log leaves the history short until the alarm's next claim step fills it in.
   */
  private async claimedHere(queue: AlarmQueue, local: number, step: Promise<RoomAlarm>): Promise<RoomAlarm> {
    const alarm = await step;
    const log = () => queue.log(alarm.alarmId);
    await this.copies.followClaims(local, alarm, undefined, log).catch(() => false);
    return alarm;
  }

  /**
   * "“Door forced open” at Front door is claimed by Ann (control-2) since 00:40 AEDT (site time)": the
   * room's words, about this alarm, its moments on the clock of the alarm's site.
   */
  private async refusalText(local: number, error: AlarmRefusedError): Promise<string> {
    const group = (await this.options.book.live()).find((candidate) => candidate.alarmId === local);
    const name = group ? `“${group.title}”${group.doorName ? ` at ${group.doorName}` : ''}` : `Alarm ${local}`;
    const nowMs = this.options.now();
    return `${name} ${error.words((at) => siteMoment(at.getTime(), nowMs, group?.timeZone))}`;
  }

  /** The step's own refusals pass; the room out of reach is said as such, and the connection made anew next time. */
  private roomProblem(error: unknown): unknown {
    if (error instanceof AppError) return error;
    this.room.drop();
    const why = error instanceof Error ? error.message : String(error);
    return new AppError('room-database', `The control room's alarm queue could not be reached: ${why}`);
  }
}
