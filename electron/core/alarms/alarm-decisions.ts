// Which of a customer's events alarm, by which rule and in which group: the one judgement both a
// single workstation's AlarmBook and a control room's poller make before raising. Pure.
import type { AccessEvent } from '../api/types.js';
import { cardWithinGroup, groupKeyOf } from './alarm-subject.js';
import { decide, type AlarmDecision } from './evaluate.js';
import type { AlarmRule } from './rule-schema.js';

export interface DecidedEvent {
  event: AccessEvent;
  decision: AlarmDecision;
  /** card:TOKEN, door:DOOR or event:ID: the alarms an event may join. */
  groupKey: string;
  /** When it happened (its eventDate). */
  atMs: number;
  /** Whose events a count rise counts within the group (see cardWithinGroup); null: the whole group. */
  card: string | null;
}

export interface DecisionContext {
  rules: readonly AlarmRule[];
  /** The IANA zone of the customer's sites (null: UTC). */
  zone: string | null;
  /** The customer's door snoozes running now: an event within one alarms nothing. */
  snoozes: readonly { doorGuid: string; fromMs: number; untilMs: number }[];
}

/** The events of one customer that alarm, in eventDate order (then by id), each with its rule's decision. */
export function alarmDecisionsOf(events: readonly AccessEvent[], context: DecisionContext): DecidedEvent[] {
  const ordered = [...events].sort(
    (a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate) || a.eventId - b.eventId,
  );
  const decided: DecidedEvent[] = [];
  for (const event of ordered) {
    const atMs = Date.parse(event.eventDate);
    const snoozed = context.snoozes.some(
      (snooze) => snooze.doorGuid === event.doorGuid && snooze.fromMs <= atMs && atMs < snooze.untilMs,
    );
    if (snoozed) continue;
    const decision = decide(context.rules, event, () => context.zone);
    if (!decision) continue;
    decided.push({
      event,
      decision,
      groupKey: groupKeyOf(event, decision.group),
      atMs,
      card: cardWithinGroup(event, decision.group),
    });
  }
  return decided;
}
