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
import type pg from 'pg';
import type { AlarmOutcome, AlertGroup } from '../../../contract.js';
import { isAbove, riseStepTo } from '../../alarms/alarm-rise.js';
import { RoomAlarmFollower } from './alarm-follower.js';
import { AlarmQueue } from './alarm-queue.js';
import { AlarmRefusedError } from './alarm-refusal.js';
import { bounded, drop } from '../bounded.js';
import type { RoomActor, RoomAlarm, RoomAlarmAction, RoomAlarmLogEntry } from './room-alarm.js';
import { CLAIM_ACTIONS as CLAIM_STEPS, type ClaimAction } from '../../store/alarms-repository.js';
import type { RoomRisesRepository } from '../../store/room-rises-repository.js';
import { openRoomConnection } from '../database/room-connection.js';
import { RoomPresence } from './room-presence.js';
import { siteMoment } from '../../alarms/site-moment.js';
import type { DueEscalation } from '../../alarms/due-escalation.js';
import type { AlarmBookHere } from './alarm-book-here.js';
import { AppError } from '../../../app-error.js';

export interface RoomAlarmsOptions {
  /** The room's database (its password included). */
  url: string;
  /** This workstation, as the room's log and the other workstations name it. */
  workstation: string;
  book: AlarmBookHere;
  /** Whether this workstation's guard may be shown the customer's alarms (the ones it watches). */
  shows: (customerGuid: string) => boolean;
  /** Rises by waiting made here that the room has not heard of, with the priority each rose from (kept across a restart). */
  risenHere: RoomRisesRepository;
  /** Where this workstation's following of the room's alarm queue stands, kept across a restart. */
  position: { since: number | undefined; save: (lastChange: number) => void };
  /** The local alarms or their claims changed: the screens are told. */
  changed: () => void;
  /** A local alarm followed a change of its room alarm (its pictures, say, which the screens then read again). */
  followed?: (localAlarmId: number) => void;
  now: () => number;
}

/** How long a step may wait on the room's database (a cut network never answers). */
const STEP_LIMIT_MS = 10_000;

/** The room's log words for who is on an alarm, as the local history records them. */
const CLAIM_ACTIONS: ReadonlySet<RoomAlarmAction> = new Set<ClaimAction>(CLAIM_STEPS);

/** A room alarm's log, read at most once however many steps of it are followed. */
type LogOnce = () => Promise<RoomAlarmLogEntry[]>;

export class RoomAlarms {
  /** The room's alarms not closed, as last read, by the event that keys them (a closed one is let go). */
  private readonly byEvent = new Map<number, RoomAlarm>();
  /** The room alarm (by its event) of each local alarm mirrored, while that room alarm is not closed. */
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
  private unapplied: Array<{ alarm: RoomAlarm; before: RoomAlarm | undefined }> = [];
  private readonly follower: RoomAlarmFollower;

  constructor(private readonly options: RoomAlarmsOptions) {
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
      for (const local of risenHere.alarmIds()) {
        if (this.options.book.stateOf(local) !== 'open') risenHere.forget(local);
      }
      for (const group of this.options.book.live()) {
        if (group.state !== 'open') continue;
        const known = this.roomAlarmOf(group.alarmId);
        if (!known) await this.raise(group);
        else if (risenHere.get(group.alarmId)) await this.giveRise(group.alarmId, known);
      }
    });
  }

  /**
   * The room's open alarms of customers this workstation may show now (after its guard watched another):
   * copied here. The follower delivered them before, when they could not be shown.
   */
  showNewlyWatched(): Promise<void> {
    return this.inTurn(async () => {
      const open = await bounded((await this.queue()).notClosed(), STEP_LIMIT_MS);
      await this.apply(open.filter((alarm) => this.options.book.alarmOfEvent(alarm.eventId) === undefined));
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
      this.options.book.acknowledge([local], label(actor), note, this.options.now());
      return alarm;
    });
  }

  /** A step of the alarm's procedure (its text) done, in the room, then here; throws naming who stood in the way. */
  doStep(alarmId: number, actor: RoomActor, text: string): Promise<void> {
    return this.steps([alarmId], async (queue, roomAlarmId, local) => {
      const alarm = await queue.stepDone(roomAlarmId, actor, text);
      this.options.book.stepDone(local, text, label(actor), this.options.now());
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
      return await bounded(work(new RoomPresence(await this.connection())), STEP_LIMIT_MS);
    } catch (error) {
      this.dropClient();
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
    if (!this.roomAlarmOf(due.alarmId)) {
      // Not in the room yet (out of reach, or not mirrored yet): it rises here now, and in the room
      // when the alarm reaches it (see giveRise).
      if ('rise' in due) this.options.risenHere.keep(due.alarmId, { from: due.from, ...due.rise });
      return false;
    }
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
      this.seen(won, due.alarmId);
      if ('rise' in due) book.rise(due.alarmId, due.rise, now());
      else book.escalated(due.alarmId, now(), due.note);
      this.options.changed();
    })
      .catch(() => {
        this.dropClient();
        this.escalateHere(due);
      })
      .finally(() => this.escalating.delete(due.alarmId));
    return true;
  };

  /**
   * The room could not be asked for a due rise or re-alert (out of reach): it happens here, so an
   * alarm left unacknowledged never waits on the room; a rise goes to the room once it is back (mirror).
   */
  private escalateHere(due: DueEscalation): void {
    const { book, now } = this.options;
    if ('rise' in due) {
      if (!book.rise(due.alarmId, due.rise, now())) return;
      this.options.risenHere.keep(due.alarmId, { from: due.from, ...due.rise });
    } else {
      book.escalated(due.alarmId, now(), due.note);
    }
    this.options.changed();
  }

  async stop(): Promise<void> {
    await this.follower.stop();
    await this.turns.catch(() => undefined);
    this.dropClient();
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
            this.seen(await bounded(step(await this.queue(), roomAlarm.alarmId, local), STEP_LIMIT_MS), local);
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
   * The room's alarm of a local one, raised there now if it is not there yet (and not closed); a
   * closed one is read from the room by its events. One that is none of these is told as such when
   * `named` (the step was for it alone), else passed over.
   */
  private async inRoom(local: number, named: boolean): Promise<RoomAlarm | undefined> {
    const known = this.roomAlarmOf(local);
    if (known) return known;
    const group = this.options.book.live().find((candidate) => candidate.alarmId === local);
    if (group) return this.raise(group);
    const eventIds = this.options.book.eventIdsOf(local);
    const found = eventIds.length > 0 ? await bounded((await this.queue()).ofEvents(eventIds), STEP_LIMIT_MS) : null;
    if (found) return found;
    if (named) throw new AppError('not-found', `Alarm ${local} was never in the control room's queue`);
    return undefined;
  }

  private async raise(group: AlertGroup): Promise<RoomAlarm> {
    const queue = await this.queue();
    const eventId = Math.min(...group.eventIds);
    // Risen here before the room had it: raised as it was, then risen there, so the room's log says so.
    const risen = this.options.risenHere.get(group.alarmId);
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
    const followed = await this.follow(group.alarmId, alarm, raised ? alarm : undefined);
    if (followed || alarm.claim) this.options.changed();
    return risen ? await this.giveRise(group.alarmId, alarm) : alarm;
  }

  /**
   * The rise made here before the room had the alarm goes to the room: it rises there once (unless
   * another workstation's rise came first), the others follow, and here it has risen already.
   */
  private async giveRise(local: number, alarm: RoomAlarm): Promise<RoomAlarm> {
    const { priority, note } = this.options.risenHere.get(local)!;
    const won =
      alarm.state === 'open' && isAbove(priority, alarm.priority)
        ? await bounded(
            (await this.queue()).rise(alarm.alarmId, priority, note, this.options.workstation),
            STEP_LIMIT_MS,
          )
        : null;
    this.options.risenHere.forget(local);
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
        copied = await this.copied(change);
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
      if (mine && !this.byEvent.has(change.eventId) && change.state !== 'closed' && book.stateOf(local) === 'closed') {
        // Closed here and let go: the change may be older than the closing (a step's answer comes first);
        // the room says how it is now.
        try {
          alarm = (await bounded((await this.queue()).byEvent(change.eventId), STEP_LIMIT_MS)) ?? change;
        } catch {
          this.unapplied.push({ alarm: change, before });
          continue;
        }
      }
      if (!this.seen(alarm, mine ? local : undefined) || !mine) continue;
      changed = true; // its claim, at least
      this.options.followed?.(local);
      try {
        await this.follow(local, alarm, before);
      } catch {
        this.unapplied.push({ alarm, before });
      }
    }
    if (changed) this.options.changed();
  }

  /**
   * The local copy of a room alarm the room grouped: made when this workstation may show it and it is not
   * closed, and given the events that joined it since it was last read. An alarm a workstation raised
   * before the room grouped keys a local alarm of the same first event, or none.
   */
  private async copied(alarm: RoomAlarm): Promise<{ local: number | undefined; changed: boolean }> {
    const { book, now } = this.options;
    const local = book.alarmOfEvent(alarm.eventId);
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
      const copy = book.adopt(
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
    const have = book.eventCount(local);
    if (grouping.eventCount <= have || book.stateOf(local) === 'closed') return { local, changed: false };
    const joins = await bounded((await this.queue()).joinsOf(alarm.alarmId, have), STEP_LIMIT_MS);
    return { local, changed: book.joined(local, joins) };
  }

  /**
   * Keeps the room's alarm as read, linked to the local alarm `local` when given; a closed one is let
   * go, with its link. False when a newer reading of it is already kept.
   */
  private seen(alarm: RoomAlarm, local?: number): boolean {
    const known = this.byEvent.get(alarm.eventId);
    if (known && known.changeNo > alarm.changeNo) return false;
    if (alarm.state === 'closed') {
      this.byEvent.delete(alarm.eventId);
      const linked = local ?? this.options.book.alarmOfEvent(alarm.eventId);
      if (linked !== undefined && this.keyOf.get(linked) === alarm.eventId) this.keyOf.delete(linked);
    } else {
      this.byEvent.set(alarm.eventId, alarm);
      if (local !== undefined) this.keyOf.set(local, alarm.eventId);
    }
    return true;
  }

  /**
   * Brings the local alarm to the room's state, with who did it from the room's log; true when it
   * changed. `before`: the room's alarm as this local one last followed it (undefined: never).
   */
  private async follow(local: number, alarm: RoomAlarm, before: RoomAlarm | undefined): Promise<boolean> {
    const { book, now } = this.options;
    const here = book.stateOf(local);
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
      return book.close([local], label(step), step?.outcome ?? 'other', step?.note ?? null, now()) || changed;
    }
    if (here === 'closed') {
      const step = await lastStep('reopened');
      changed = book.reopen(local, label(step), reopenedNote(step?.note ?? null), now()) || changed;
      changed = (await this.followClaims(local, alarm, before, log)) || changed;
    }
    if (here !== 'acknowledged' && alarm.state === 'acknowledged') {
      const step = await lastStep('acknowledged');
      changed = book.acknowledge([local], label(step), step?.note ?? null, now()) || changed;
    }
    return changed;
  }

  /** The room's alarm rose above the local one's priority (at another workstation): it rises here too, once. */
  private async followRise(
    local: number,
    alarm: RoomAlarm,
    lastStep: (action: RoomAlarmAction) => Promise<RoomAlarmLogEntry | null>,
  ): Promise<boolean> {
    const here = this.options.book.priorityOfEvent(alarm.eventId);
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
  private async followClaims(
    local: number,
    alarm: RoomAlarm,
    before: RoomAlarm | undefined,
    log: LogOnce,
  ): Promise<boolean> {
    if (before && sameClaim(before.claim, alarm.claim) && !claimedMeanwhile(before, alarm)) return false;
    const { book } = this.options;
    const claims = (await log()).filter((entry) => CLAIM_ACTIONS.has(entry.action));
    let changed = false;
    for (const entry of claims.slice(book.claimSteps(local))) {
      const step = { action: entry.action as ClaimAction, operator: label(entry), note: entry.note };
      // At the room's moment, as claimedBy's since is: a card and its history never disagree by a second.
      changed = book.claimStep(local, step, entry.at.getTime()) || changed;
    }
    return changed;
  }

  /**
   * Steps of its procedure done at other workstations: the ones the local history lacks join it, in order,
   * with who did them. Both only grow, so the local history lacks the room's last ones beyond its own count.
   */
  private async followSteps(local: number, alarm: RoomAlarm, log: LogOnce): Promise<boolean> {
    const { book, now } = this.options;
    const have = book.stepsDone(local);
    if (alarm.stepsDone <= have) return false;
    const steps = (await log()).filter((entry) => entry.action === 'step-done');
    let changed = false;
    for (const entry of steps.slice(have)) {
      changed = book.stepDone(local, entry.note ?? '', label(entry), now()) || changed;
    }
    return changed;
  }

  /**
   * A claim, release or take-over taken here: the room's answer, once the local history has it (and
   * any it lacked). An unread log leaves the history short until the alarm's next claim step fills it in.
   */
  private async claimedHere(queue: AlarmQueue, local: number, step: Promise<RoomAlarm>): Promise<RoomAlarm> {
    const alarm = await step;
    const log = () => queue.log(alarm.alarmId);
    await this.followClaims(local, alarm, undefined, log).catch(() => false);
    return alarm;
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
    return new AlarmQueue(await this.connection());
  }

  private connection(): Promise<pg.Client> {
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
    return this.client;
  }

  private dropClient(): void {
    const opening = this.client;
    this.client = null;
    void opening?.then(drop, () => undefined);
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
function label(step: { operator: string | null; workstation: string } | null): string | null {
  if (!step) return null;
  return step.operator === null ? step.workstation : `${step.operator} (${step.workstation})`;
}

function reopenedNote(note: string | null): string {
  return note ? `reopened: ${note}` : 'reopened';
}
