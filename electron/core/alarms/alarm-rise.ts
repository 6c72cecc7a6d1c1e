// When an alarm rises to a higher priority, and the sentence its history records about it. Pure:
// the alarm book asks as events join an alarm (a count) and on its escalation check (a wait).
import { ALARM_PRIORITIES, type AlarmPriority } from '../domain/monitor-limits.js';
import type { AlarmRise } from './rule-schema.js';

/** What a risen alarm becomes: it sounds and notifies as a new alarm of its new priority would. */
export interface RiseStep {
  priority: AlarmPriority;
  sound: 'critical' | 'alarm';
  notify: true;
  /** e.g. "raised to HIGH: 3rd denial of this card within 5 min". */
  note: string;
}

/** Whether `to` is a higher priority than `current` (so the alarm has not risen there yet). */
export function isAbove(to: AlarmPriority, current: AlarmPriority): boolean {
  return ALARM_PRIORITIES.indexOf(to) < ALARM_PRIORITIES.indexOf(current);
}

/** An alarm an event has just raised or joined, as the count rise sees it. */
export interface JoinedAlarm {
  priority: AlarmPriority;
  /** card:TOKEN, door:DOOR or event:ID (see groupKeyOf). */
  groupKey: string;
  /** When the event that joined happened. */
  atMs: number;
  /** The event is an access denial (the spec's eventType 2), for the sentence. */
  denial: boolean;
  /** A card caused it (its events are counted per card: an unknown token's number too). */
  byCard: boolean;
}

/**
 * The rise an event joining an alarm causes: `atCount` events of its group and card within
 * `withinMinutes`. `timesBetween` gives when those events (the one that joined included) happened
 * in a range: of one card, a card's third denial is someone trying; three strangers' at one door are not.
 */
export function riseByCount(
  rise: AlarmRise,
  alarm: JoinedAlarm,
  timesBetween: (fromMs: number, toMs: number) => readonly number[],
): RiseStep | null {
  const { atCount, withinMinutes } = rise;
  if (atCount === undefined || withinMinutes === undefined || !isAbove(rise.to, alarm.priority)) return null;
  const withinMs = withinMinutes * 60_000;
  const sorted = [...timesBetween(alarm.atMs - withinMs, alarm.atMs + withinMs)].sort((a, b) => a - b);
  const reached = sorted.some((firstMs, index) => {
    const lastMs = sorted[index + atCount - 1];
    return lastMs !== undefined && lastMs - firstMs <= withinMs;
  });
  if (!reached) return null;
  const whose = alarm.byCard ? ' of this card' : alarm.groupKey.startsWith('door:') ? ' at this door' : '';
  return step(rise, `${ordinal(atCount)} ${alarm.denial ? 'denial' : 'event'}${whose} within ${withinMinutes} min`);
}

/** The rise of an alarm nobody has acknowledged for `unacknowledgedForMinutes` since it was raised. */
export function riseByWait(
  rise: AlarmRise,
  current: AlarmPriority,
  raisedAtMs: number,
  nowMs: number,
): RiseStep | null {
  const minutes = rise.unacknowledgedForMinutes;
  if (minutes === undefined || !isAbove(rise.to, current) || nowMs - raisedAtMs < minutes * 60_000) return null;
  return step(rise, `unacknowledged for ${minutes} min`);
}

function step(rise: AlarmRise, why: string): RiseStep {
  return riseStepTo(rise.to, `raised to ${rise.to.toUpperCase()}: ${why}`);
}

/** What an alarm becomes rising to `priority` (as a control room's other workstation made it rise, with its note). */
export function riseStepTo(priority: AlarmPriority, note: string): RiseStep {
  return { priority, sound: priority === 'critical' ? 'critical' : 'alarm', notify: true, note };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(count: number): string {
  const tens = count % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `${count}${suffix}`;
}
