// An event the rules decided alarms, as the alarm storage files it: the alarm it raises when none of its
// group is open, and its rule's rise by count, which the storage judges inside the same transaction as the
// event joins (so two batches filed at once count each other's events, and rise the alarm once).
import type { DecidedEvent } from '../alarms/alarm-decisions.js';
import { riseByCount } from '../alarms/alarm-rise.js';
import { lateByMs } from '../alarms/late-arrival.js';
import type { AlarmDecision } from '../alarms/evaluate.js';
import type { AlarmFiling, CountRise, NewAlarm } from '../storage/alarm-storage.js';

/** What a rule's decision makes of an alarm of this customer's group: its rule, priority and how it sounds. */
export function alarmOfDecision(
  customerGuid: string,
  groupKey: string,
  decision: AlarmDecision,
): Pick<NewAlarm, 'customerGuid' | 'groupKey' | 'ruleName' | 'priority' | 'sound' | 'notify'> {
  const { ruleName, priority, sound, notify } = decision;
  return { customerGuid, groupKey, ruleName, priority, sound, notify };
}

export function alarmFilingOf(customerGuid: string, decided: DecidedEvent, seenAtServiceMs: number): AlarmFiling {
  const { event, decision, groupKey, atMs, card } = decided;
  const rise = countRiseOf(decided);
  return {
    alarm: {
      ...alarmOfDecision(customerGuid, groupKey, decision),
      groupWithinMs: decision.groupWithinMs,
      firstAtMs: atMs,
      eventId: event.eventId,
      lateByMs: lateByMs(event, seenAtServiceMs),
    },
    ...(rise && { rise: { ...rise, card } }),
  };
}

/** The rule's rise by count, if it has one, for the alarm this event raises or joins. */
function countRiseOf({ event, decision, groupKey, atMs, card }: DecidedEvent): Omit<CountRise, 'card'> | null {
  const rise = decision.rise;
  if (rise?.atCount === undefined || rise.withinMinutes === undefined) return null;
  const joined = { groupKey, atMs, denial: event.eventType === 2, byCard: card !== '' };
  return {
    withinMs: rise.withinMinutes * 60_000,
    decide: (priority, eventTimes) => riseByCount(rise, { ...joined, priority }, () => eventTimes),
  };
}
