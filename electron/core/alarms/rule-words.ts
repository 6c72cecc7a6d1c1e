// A rule in plain words, for the Rules screen's table of the defaults: what it matches, the alarm it
// raises, how repeats are grouped and when the alarm rises. Pure: the renderer imports it, so the
// table says what the rules do, not what someone once wrote about them.
import { ordinal } from './alarm-rise.js';
import { DEFAULT_GROUP_WITHIN_MINUTES, type AlarmRule, type RuleConditions } from './rule-schema.js';

export interface RuleInWords {
  name: string;
  /** e.g. 'its name has "forced" or "tamper"'. */
  when: string;
  alarm: AlarmRule['alarm'];
  /** e.g. 'no sound, no notification', or '' when it sounds and notifies. */
  quiet: string;
  /** e.g. 'per door, within 5 min'; '' for a rule that raises no alarm. */
  grouping: string;
  /** e.g. 'HIGH at the 3rd denial of one card within 5 min', or '' when it keeps its priority. */
  rise: string;
}

export function ruleInWords(rule: AlarmRule): RuleInWords {
  return {
    name: rule.name,
    when: conditionsInWords(rule.when),
    alarm: rule.alarm,
    quiet: [rule.sound === 'none' ? 'no sound' : '', rule.notify === false ? 'no notification' : '']
      .filter(Boolean)
      .join(', '),
    grouping: groupingInWords(rule),
    rise: riseInWords(rule),
  };
}

function groupingInWords(rule: AlarmRule): string {
  const minutes = rule.groupWithinMinutes ?? DEFAULT_GROUP_WITHIN_MINUTES;
  if (rule.alarm === 'none') return '';
  if (rule.when.readerStatusContains) return 'per reader, while its status says so';
  if (rule.when.cameraStatusContains) return 'per camera, while its status says so';
  // As decide(): a critical alarm is never grouped.
  if (rule.alarm === 'critical' || rule.group === 'none') return 'each on its own';
  if (rule.group === 'door') return `per door, within ${minutes} min`;
  return `per card, within ${minutes} min (an unknown token: per door)`;
}

function riseInWords({ rise, when }: AlarmRule): string {
  if (!rise) return '';
  const what = when.eventType?.length === 1 && when.eventType[0] === 2 ? 'denial' : 'event';
  const whens = [
    rise.atCount !== undefined && rise.withinMinutes !== undefined
      ? `at the ${ordinal(rise.atCount)} ${what} of one card within ${rise.withinMinutes} min`
      : '',
    rise.unacknowledgedForMinutes !== undefined ? `when unacknowledged for ${rise.unacknowledgedForMinutes} min` : '',
  ];
  return `${rise.to.toUpperCase()} ${whens.filter(Boolean).join(', or ')}`;
}

function conditionsInWords(when: RuleConditions): string {
  const quoted = (words: readonly string[]): string => words.map((word) => `“${word}”`).join(' or ');
  const flag = (value: boolean | undefined, yes: string, no: string): string =>
    value === undefined ? '' : value ? yes : no;
  const parts = [
    when.priorityDescription === undefined ? '' : `the service marks it ${quoted([when.priorityDescription])}`,
    when.displayName === undefined ? '' : `its name is ${quoted([when.displayName])}`,
    when.displayNameContains === undefined ? '' : `its name has ${quoted(when.displayNameContains)}`,
    when.readerStatusContains === undefined
      ? ''
      : `a door reader's status has ${quoted(when.readerStatusContains)} (until it no longer has)`,
    when.cameraStatusContains === undefined
      ? ''
      : `a door camera's status has ${quoted(when.cameraStatusContains)} (until it no longer has)`,
    when.eventType === undefined
      ? ''
      : when.eventType.length === 1 && when.eventType[0] === 2
        ? 'access denied (type 2)'
        : `type ${when.eventType.join(' or ')}`,
    flag(when.userBarred, 'the cardholder is barred', 'the cardholder is not barred'),
    flag(when.tokenLost, 'the card is reported lost', 'the card is not reported lost'),
    flag(when.unknownToken, 'an unknown token', 'a known card'),
    flag(when.userDeleted, 'a deleted cardholder', 'a cardholder not deleted'),
    flag(when.doorDeleted, 'a deleted door', 'a door not deleted'),
    flag(when.deviceDeleted, 'a deleted controller', 'a controller not deleted'),
    when.customerGuid === undefined ? '' : 'at one customer',
    when.siteGuid === undefined ? '' : 'at one site',
    when.doorGuid === undefined ? '' : 'at one door',
    when.between === undefined
      ? ''
      : `from ${when.between.from} to ${when.between.to} site time${when.between.days ? ` on ${when.between.days.join(', ')}` : ''}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', and ') : 'any event';
}
