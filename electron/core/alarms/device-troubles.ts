// Which of a customer's door readers are in trouble, as the inventory read them (endpoint 7: each door's
// reader with its status and deviceStatus), and by which rule: the one judgement both a single
// workstation and a control room's poller make before raising or clearing a device's alarm. Pure. The
// spec gives no closed set of statuses: the rules' words decide what is trouble, and a status no rule
// on a reader's status matches is the reader back to normal.
import type { PublicDoor } from '../api/redact.js';
import { decisionOf, type AlarmDecision } from './evaluate.js';
import type { AlarmRule } from './rule-schema.js';

/** The reader fields a status rule reads, each as the guard is told of it. */
const STATUS_FIELDS = [
  { field: 'status', words: 'status' },
  { field: 'deviceStatus', words: 'device status' },
] as const;

/** The group of a door reader's trouble: one alarm per reader and rule while the trouble lasts. */
const READER_GROUP_PREFIX = 'reader:';

export interface DeviceTrouble {
  /** reader:DOOR (see readerGroupKey). */
  groupKey: string;
  doorGuid: string;
  doorName: string;
  decision: AlarmDecision;
  /** What the reader said, e.g. "status “Offline”" (both fields where both matched the rule). */
  said: string;
  /** Its door is snoozed (maintenance): it raises nothing, yet an alarm it raised before goes on. */
  snoozed: boolean;
}

export interface DeviceTroubleContext {
  customerGuid: string;
  rules: readonly AlarmRule[];
  /** The customer's door snoozes running now: a door under maintenance raises nothing (see DeviceTrouble.snoozed). */
  snoozes: readonly { doorGuid: string }[];
}

export function readerGroupKey(doorGuid: string): string {
  return `${READER_GROUP_PREFIX}${doorGuid.toLowerCase()}`;
}

/** The door of a reader's group key; null for the group of an event's alarm. */
export function doorOfReaderGroup(groupKey: string): string | null {
  return groupKey.startsWith(READER_GROUP_PREFIX) ? groupKey.slice(READER_GROUP_PREFIX.length) : null;
}

/** Each reader's troubles now, one per reader and rule, the doors in the order the service listed them. */
export function deviceTroublesOf(doors: readonly PublicDoor[], context: DeviceTroubleContext): DeviceTrouble[] {
  const statusRules = context.rules.filter((rule) => rule.when.readerStatusContains);
  const troubles = new Map<string, DeviceTrouble>();
  for (const door of doors) {
    const reader = door.doorReaderDetailsResponse;
    if (!reader) continue;
    const snoozed = context.snoozes.some((snooze) => snooze.doorGuid.toLowerCase() === door.doorGuid.toLowerCase());
    for (const { field, words } of STATUS_FIELDS) {
      const status = reader[field];
      if (typeof status !== 'string' || status === '') continue;
      const decision = decisionOf(statusRules.find((rule) => statusMatches(rule, context.customerGuid, door, status)));
      if (!decision) continue;
      const groupKey = readerGroupKey(door.doorGuid);
      const key = `${groupKey}\n${decision.ruleName}`;
      const said = `${words} “${status}”`;
      const known = troubles.get(key);
      if (known) known.said = `${known.said} and ${said}`;
      else {
        troubles.set(key, {
          groupKey,
          doorGuid: door.doorGuid.toLowerCase(),
          doorName: door.name,
          decision,
          said,
          snoozed,
        });
      }
    }
  }
  return [...troubles.values()];
}

function statusMatches(rule: AlarmRule, customerGuid: string, door: PublicDoor, status: string): boolean {
  const { readerStatusContains, customerGuid: onlyCustomer, doorGuid: onlyDoor } = rule.when;
  if (onlyCustomer !== undefined && onlyCustomer !== customerGuid.toLowerCase()) return false;
  if (onlyDoor !== undefined && onlyDoor !== door.doorGuid.toLowerCase()) return false;
  const said = status.toLowerCase();
  return (readerStatusContains ?? []).some((word) => said.includes(word.toLowerCase()));
}

/** The raised line of a reader's trouble: "The reader of Data Hall Door reports status “Offline”". */
export function troubleRaisedNote(trouble: Pick<DeviceTrouble, 'doorName' | 'said'>): string {
  return `The reader of ${trouble.doorName} reports ${trouble.said}`;
}

/** Whether a rule on reader statuses of this name is among `rules` (an ended trouble's rule may have gone). */
export function statusRuleInForce(rules: readonly AlarmRule[], ruleName: string): boolean {
  return rules.some((rule) => rule.name === ruleName && rule.when.readerStatusContains !== undefined);
}

/**
 * The closing line of a trouble that ended by itself: what the reader says now, or that it is gone; or, when
 * its rule is no longer in force (a supervisor changed the rules), that this is why.
 */
export function troubleClearedNote(door: PublicDoor | undefined, ruleName: string, ruleInForce: boolean): string {
  if (!ruleInForce) return `Closed by itself: the rules in force no longer make “${ruleName}” an alarm`;
  if (!door) return 'Cleared by itself: the service no longer lists the door and its reader';
  const reader = door.doorReaderDetailsResponse;
  const now = STATUS_FIELDS.map(({ field, words }) => `${words} “${reader?.[field] ?? ''}”`).join(', ');
  return `Cleared by itself: the reader of ${door.name} now reports ${now}`;
}
