// The events a control room's poller hands the room to alarm: the same judgement as one guard's
// AlarmBook (alarm-decisions.ts), with what the room needs to group and raise them without the rules.
import { alarmDecisionsOf, type DecisionContext } from '../../alarms/alarm-decisions.js';
import { deviceTroublesOf, troubleClearedNote, troubleRaisedNote } from '../../alarms/device-troubles.js';
import type { PublicDoor } from '../../api/redact.js';
import { riseByCount } from '../../alarms/alarm-rise.js';
import { lateByMs } from '../../alarms/late-arrival.js';
import type { AlarmRise } from '../../alarms/rule-schema.js';
import { EVENT_TYPE_DENIED, type AccessEvent } from '../../api/types.js';
import type { CountRiseJudge, PendingAlarm } from './alarm-raiser.js';
import type { RoomDeviceTroubles } from './device-alarm-raiser.js';

/** An event a control room's poller queues to alarm, with its rule's rise. */
export type RoomPendingAlarm = PendingAlarm<AlarmRise | null>;

/** `seenAtServiceMs`: the service's clock when the events were stored (how late each came). */
export function roomAlarmsOf(
  customerGuid: string,
  events: readonly AccessEvent[],
  seenAtServiceMs: number,
  context: DecisionContext,
): RoomPendingAlarm[] {
  return alarmDecisionsOf(events, context).map(({ event, decision, groupKey, atMs, card }) => ({
    eventId: event.eventId,
    customerGuid,
    atMs,
    decision: {
      ruleName: decision.ruleName,
      priority: decision.priority,
      sound: decision.sound,
      notify: decision.notify,
      groupKey,
      groupWithinMs: decision.groupWithinMs,
      card,
      denial: event.eventType === EVENT_TYPE_DENIED,
      countWithinMs:
        decision.rise?.atCount !== undefined && decision.rise.withinMinutes !== undefined
          ? decision.rise.withinMinutes * 60_000
          : null,
      rise: decision.rise,
      lateByMs: lateByMs(event, seenAtServiceMs),
    },
  }));
}

/** The rise by count of the alarm a queued event raised or joined in the room, as one guard's AlarmBook judges it. */
export const judgeCountRise: CountRiseJudge<AlarmRise | null> = (pending, current, times) => {
  const { decision, atMs } = pending;
  if (!decision.rise) return null;
  const joined = {
    priority: current,
    groupKey: decision.groupKey,
    atMs,
    denial: decision.denial,
    byCard: decision.card !== '',
  };
  return riseByCount(decision.rise, joined, () => times);
};

/** A customer's devices' troubles (readers, cameras) a control room's poller hands the room, judged as one guard's. */
export function roomDeviceTroublesOf(
  customerGuid: string,
  doors: readonly PublicDoor[],
  context: DecisionContext,
): RoomDeviceTroubles {
  const troubles = deviceTroublesOf(doors, { customerGuid, rules: context.rules, snoozes: context.snoozes });
  return {
    troubles: troubles.map((trouble) => ({
      groupKey: trouble.groupKey,
      ruleName: trouble.decision.ruleName,
      priority: trouble.decision.priority,
      sound: trouble.decision.sound,
      notify: trouble.decision.notify,
      note: troubleRaisedNote(trouble),
      snoozed: trouble.snoozed,
    })),
    clearedNote: (groupKey, ruleName) => troubleClearedNote(doors, groupKey, ruleName, context.rules),
  };
}
