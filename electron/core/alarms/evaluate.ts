// The rules engine: which alarm, if any, an event raises. Pure: rules in order, the first whose
// conditions all hold decides; an event no rule matches raises nothing.
import type { AccessEvent } from '../api/types.js';
import { wallClock } from '../time/zone-clock.js';
import type { AlarmPriority } from '../../contract.js';
import { DEFAULT_GROUP_WITHIN_MINUTES, type AlarmRise, type AlarmRule, type RuleConditions } from './rule-schema.js';

export interface AlarmDecision {
  ruleName: string;
  priority: AlarmPriority;
  sound: 'critical' | 'alarm' | 'none';
  notify: boolean;
  group: 'card' | 'door' | 'none';
  groupWithinMs: number;
  /** When the alarm rises to a higher priority; null: it keeps its priority. */
  rise: AlarmRise | null;
}

/** The IANA zone of a customer's sites, or null when the cache does not know it (then UTC is used). */
export type ZoneOf = (customerGuid: string) => string | null;

export function decide(rules: readonly AlarmRule[], event: AccessEvent, zoneOf: ZoneOf): AlarmDecision | null {
  return decisionOf(rules.find((candidate) => matches(candidate.when, event, zoneOf)));
}

/** What a matching rule (if any) makes of it: no alarm for none, or for a rule whose alarm is 'none'. */
export function decisionOf(rule: AlarmRule | undefined): AlarmDecision | null {
  if (!rule || rule.alarm === 'none') return null;
  const critical = rule.alarm === 'critical';
  return {
    ruleName: rule.name,
    priority: rule.alarm,
    sound: rule.sound ?? (critical ? 'critical' : 'alarm'),
    notify: rule.notify ?? true,
    // A critical alarm is never grouped away: each one is seen and handled on its own.
    group: critical ? 'none' : (rule.group ?? 'card'),
    groupWithinMs: (rule.groupWithinMinutes ?? DEFAULT_GROUP_WITHIN_MINUTES) * 60_000,
    rise: rule.rise ?? null,
  };
}

/**
 * The rise of the rule an alarm was raised by, as the rules in force say now (an alarm keeps only
 * its rule's name); null when that rule has none or is gone.
 */
export function riseOf(rules: readonly AlarmRule[], ruleName: string): AlarmRise | null {
  return rules.find((rule) => rule.name === ruleName)?.rise ?? null;
}

export function matches(when: RuleConditions, event: AccessEvent, zoneOf: ZoneOf): boolean {
  const same = (a: string | null | undefined, b: string): boolean => (a ?? '').toLowerCase() === b.toLowerCase();
  // A rule on a reader's or a camera's status (device-troubles.ts) is about no event.
  if (when.readerStatusContains || when.cameraStatusContains) return false;
  if (when.eventType && !when.eventType.includes(event.eventType)) return false;
  if (when.displayName !== undefined && !same(event.displayName, when.displayName)) return false;
  if (when.displayNameContains) {
    const name = (event.displayName ?? '').toLowerCase();
    if (!when.displayNameContains.some((part) => name.includes(part.toLowerCase()))) return false;
  }
  if (when.priorityDescription !== undefined && !same(event.priorityDescription, when.priorityDescription)) {
    return false;
  }
  if (when.customerGuid !== undefined && !same(event.customerGuid, when.customerGuid)) return false;
  if (when.siteGuid !== undefined && !same(event.siteGuid, when.siteGuid)) return false;
  if (when.doorGuid !== undefined && !same(event.doorGuid, when.doorGuid)) return false;
  if (when.userBarred !== undefined && (event.userBarred === true) !== when.userBarred) return false;
  if (when.tokenLost !== undefined && (event.tokenLost === true) !== when.tokenLost) return false;
  if (when.unknownToken !== undefined && (event.userGuid === null) !== when.unknownToken) return false;
  if (when.userDeleted !== undefined && (event.userDeleted === true) !== when.userDeleted) return false;
  if (when.doorDeleted !== undefined && (event.doorDeleted === true) !== when.doorDeleted) return false;
  if (when.deviceDeleted !== undefined && (event.deviceDeleted === true) !== when.deviceDeleted) return false;
  if (when.between) {
    // The site's wall clock, from the tz database; throws for a zone it does not know.
    const { hour, minute, weekday } = wallClock(Date.parse(event.eventDate), zoneOf(event.customerGuid) ?? 'UTC');
    const minuteOfDay = hour * 60 + minute;
    if (when.between.days && !when.between.days.includes(weekday)) return false;
    const from = minutesOf(when.between.from);
    const to = minutesOf(when.between.to);
    const inside = from <= to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
    if (!inside) return false;
  }
  return true;
}

/** "22:30" → 1350. */
function minutesOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  return hours! * 60 + minutes!;
}
