// Which door readers are in trouble, by the rules on reader statuses: words, not a service's own set of
// statuses; each field of the reader judged; one trouble per reader and rule; the rules on events and
// the rules on statuses never match each other's subject.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { deviceTroublesOf, doorOfReaderGroup, readerGroupKey } from '../../electron/core/alarms/device-troubles.js';
import { decide } from '../../electron/core/alarms/evaluate.js';
import { alarmRuleSchema } from '../../electron/core/alarms/rule-schema.js';
import type { PublicDoor } from '../../electron/core/api/redact.js';
import type { AccessEvent } from '../../electron/core/api/types.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const DOOR = '33333333-3333-4333-8333-333333333333';

function door(status: unknown, deviceStatus: unknown, doorGuid = DOOR): PublicDoor {
  return {
    doorGuid,
    name: 'Data Hall Door',
    doorReaderDetailsResponse: { status, deviceStatus },
    cameras: [],
  } as unknown as PublicDoor;
}

const judged = (doors: PublicDoor[], rules = DEFAULT_RULES): Array<[string, string, string]> =>
  deviceTroublesOf(doors, { customerGuid: CUSTOMER, rules, snoozes: [] }).map((trouble) => [
    trouble.decision.ruleName,
    trouble.decision.priority,
    trouble.said,
  ]);

describe('reader troubles by the default rules', () => {
  it.each([
    ['Tamper', 'Normal', [['Reader reports tamper', 'high', 'status “Tamper”']]],
    ['Online', 'TAMPER ALARM', [['Reader reports tamper', 'high', 'device status “TAMPER ALARM”']]],
    ['Offline', 'Normal', [['Reader reports offline', 'medium', 'status “Offline”']]],
    ['Communication lost', 'Normal', [['Reader reports offline', 'medium', 'status “Communication lost”']]],
    ['Reader fault', 'Normal', [['Reader reports a fault', 'medium', 'status “Reader fault”']]],
    ['Online', 'Battery low', [['Reader reports low battery', 'low', 'device status “Battery low”']]],
    ['Online', 'Normal', []],
    ['Healthy', 'OK', []],
  ])('status %j and device status %j', (status, deviceStatus, expected) => {
    expect(judged([door(status, deviceStatus)])).toEqual(expected);
  });

  it('makes one trouble of both fields saying the same, and two of two troubles', () => {
    expect(judged([door('Offline', 'Offline')])).toEqual([
      ['Reader reports offline', 'medium', 'status “Offline” and device status “Offline”'],
    ]);
    expect(judged([door('Offline', 'Tamper')]).map(([rule]) => rule)).toEqual([
      'Reader reports offline',
      'Reader reports tamper',
    ]);
  });

  it('reads a door without a reader, or a status that is not text, as no trouble', () => {
    const noReader = { doorGuid: DOOR, name: 'Gate', doorReaderDetailsResponse: null, cameras: [] };
    expect(judged([noReader as unknown as PublicDoor, door(null, 7)])).toEqual([]);
  });

  it('groups per reader, by its door', () => {
    const [trouble] = deviceTroublesOf([door('Offline', 'Normal', DOOR.toUpperCase())], {
      customerGuid: CUSTOMER,
      rules: DEFAULT_RULES,
      snoozes: [],
    });
    expect(trouble!.groupKey).toBe(readerGroupKey(DOOR));
    expect(doorOfReaderGroup(trouble!.groupKey)).toBe(DOOR);
    expect(doorOfReaderGroup(`door:${DOOR}`)).toBeNull();
  });
});

describe('a rule on reader statuses', () => {
  const rule = (when: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    alarmRuleSchema.safeParse({ name: 'Door contact', when, alarm: 'high', ...more });

  it('may be kept to one customer or one door', () => {
    const atOtherDoor = rule({ readerStatusContains: ['ajar'], doorGuid: '99999999-9999-4999-8999-999999999999' });
    expect(atOtherDoor.success).toBe(true);
    expect(judged([door('Ajar', 'Normal')], [atOtherDoor.data!])).toEqual([]);
    const here = rule({ readerStatusContains: ['ajar'], customerGuid: CUSTOMER.toUpperCase(), doorGuid: DOOR });
    expect(judged([door('Ajar', 'Normal')], [here.data!])).toEqual([['Door contact', 'high', 'status “Ajar”']]);
  });

  it('refuses the conditions of an event, and a rise by count', () => {
    const withEventCondition = rule({ readerStatusContains: ['tamper'], eventType: [2] });
    expect(!withEventCondition.success && withEventCondition.error.issues[0]).toMatchObject({
      path: ['when', 'eventType'],
      message: "a rule on a reader's status may only also say customerGuid or doorGuid",
    });
    const counted = rule(
      { readerStatusContains: ['offline'] },
      { alarm: 'low', rise: { to: 'high', atCount: 3, withinMinutes: 5 } },
    );
    expect(!counted.success && counted.error.issues[0]!.path).toEqual(['rise', 'atCount']);
  });

  it('matches no event, and a rule on events matches no status', () => {
    const tamperEvent = { eventId: 1, eventType: 9, displayName: 'Reader tamper', priorityDescription: 'Low' };
    const statusOnly = DEFAULT_RULES.filter((candidate) => candidate.when.readerStatusContains);
    expect(decide(statusOnly, tamperEvent as AccessEvent, () => null)).toBeNull();
    const eventRules = DEFAULT_RULES.filter((candidate) => !candidate.when.readerStatusContains);
    expect(judged([door('Tamper', 'Offline')], eventRules)).toEqual([]);
  });
});
