// The rules engine on tables of events: the defaults, ordering, every condition, and time windows in
// the site's own zone across a daylight-saving change.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { decide } from '../../electron/core/alarms/evaluate.js';
import { alarmRuleSchema, type AlarmRule } from '../../electron/core/alarms/rule-schema.js';
import type { AccessEvent } from '../../electron/core/api/types.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const OTHER_CUSTOMER = '22222222-2222-4222-8222-222222222222';
const DOOR = '33333333-3333-4333-8333-333333333333';

function event(overrides: Partial<AccessEvent> = {}): AccessEvent {
  return {
    eventId: 1,
    eventType: 1,
    displayName: 'Access granted',
    priorityDescription: 'Low',
    eventDate: '2026-03-10T12:00:00.000Z',
    receivedDate: '2026-03-10T12:00:01.000Z',
    customerGuid: CUSTOMER,
    siteGuid: '44444444-4444-4444-8444-444444444444',
    doorGuid: DOOR,
    doorName: 'Front door',
    doorDeleted: false,
    deviceDeleted: false,
    userGuid: '55555555-5555-4555-8555-555555555555',
    userBarred: false,
    userDeleted: false,
    tokenLost: false,
    ...overrides,
  } as AccessEvent;
}

const london = (): string => 'Europe/London';

describe('the default rules', () => {
  // Type numbers as some other service might number its events: the rules read the words.
  const named = (eventType: number, displayName: string, priorityDescription: string, more = {}): AccessEvent =>
    event({ eventType, displayName, priorityDescription, userGuid: null, tokenLost: false, ...more });
  const denial = (more: Partial<AccessEvent> = {}): AccessEvent =>
    event({ eventType: 2, displayName: 'Access denied', priorityDescription: 'High', ...more });

  it.each([
    ['access granted', null, null, event()],
    ['a denial the service marks High: low until its third', 'low', 'Access denied', denial()],
    ['a denial marked Low', 'low', 'Access denied', denial({ priorityDescription: 'Low' })],
    [
      'a denial of an unknown token',
      'low',
      'Access denied',
      denial({ displayName: 'Access denied - unknown token', userGuid: null }),
    ],
    ["a barred cardholder's card, denied", 'high', "A barred cardholder's card used", denial({ userBarred: true })],
    ["a barred cardholder's card, granted", 'high', "A barred cardholder's card used", event({ userBarred: true })],
    ['a lost card, denied', 'high', 'A lost card used', denial({ tokenLost: true })],
    [
      'a door forced open, type 7301, Medium',
      'critical',
      'Door forced or tampered with',
      named(7301, 'Door forced open', 'Medium'),
    ],
    [
      'a controller tamper, type 20, High',
      'critical',
      'Door forced or tampered with',
      named(20, 'Controller Tamper', 'High'),
    ],
    ['a door held open, type 4', 'medium', 'Door held open', named(4, 'Door held open', 'Medium')],
    ['a door held open under type 912', 'medium', 'Door held open', named(912, 'DOOR HELD OPEN', 'Medium')],
    // Before the service's High, as the denials are: it rises by itself once left 5 min.
    ['a door held open the service marks High', 'medium', 'Door held open', named(4, 'Door held open', 'High')],
    [
      'a controller offline, marked Medium',
      'high',
      'Controller or reader offline',
      named(61, 'Controller offline', 'Medium'),
    ],
    ['a reader offline, marked Low', 'high', 'Controller or reader offline', named(118, 'Reader offline', 'Low')],
    [
      'communication lost',
      'high',
      'Controller or reader offline',
      named(203, 'Communication lost with controller', 'Medium'),
    ],
    ['a controller back online', null, null, named(62, 'Controller back online', 'Low')],
    ['communication restored', null, null, named(204, 'Communication restored', 'Low')],
    [
      'an unknown kind the service marks Critical',
      'critical',
      'Critical in the service',
      named(77, 'Fire panel', 'CRITICAL'),
    ],
    [
      'an unknown kind the service marks High',
      'high',
      'High in the service',
      named(540, 'Intruder alarm zone 3', 'High'),
    ],
    ['an unknown kind the service marks Medium', null, null, named(541, 'Battery low', 'Medium')],
  ])('%s → %s (%s)', (_name, priority, ruleName, input) => {
    const decision = decide(DEFAULT_RULES, input, london);
    expect(decision?.priority ?? null).toBe(priority);
    expect(decision?.ruleName ?? null).toBe(ruleName);
  });

  it('a single denial is quiet and grouped per card, and rises to high at the third within 5 min', () => {
    expect(decide(DEFAULT_RULES, denial(), london)).toMatchObject({
      priority: 'low',
      sound: 'none',
      notify: false,
      group: 'card',
      groupWithinMs: 5 * 60_000,
      rise: { to: 'high', atCount: 3, withinMinutes: 5 },
    });
  });

  it('a door held open is a quiet medium, grouped per door, and rises to high after 5 min unacknowledged', () => {
    expect(decide(DEFAULT_RULES, named(4, 'Door held open', 'Medium'), london)).toMatchObject({
      priority: 'medium',
      sound: 'none',
      notify: false,
      group: 'door',
      rise: { to: 'high', unacknowledgedForMinutes: 5 },
    });
  });

  it('gives a critical alarm its own sound and never groups it', () => {
    const decision = decide(DEFAULT_RULES, event({ displayName: 'Door forced open' }), london);
    expect(decision).toMatchObject({ sound: 'critical', group: 'none', notify: true, rise: null });
  });
});

describe('rule order and conditions', () => {
  const rules = (...list: unknown[]): AlarmRule[] => list.map((rule) => alarmRuleSchema.parse(rule));

  it('the first matching rule wins, and "none" stops there with no alarm', () => {
    const list = rules(
      { name: 'Quiet at the loading bay', when: { doorGuid: DOOR, eventType: [2] }, alarm: 'none' },
      { name: 'Denied', when: { eventType: [2] }, alarm: 'high' },
    );
    expect(decide(list, event({ eventType: 2 }), london)).toBeNull();
    expect(
      decide(list, event({ eventType: 2, doorGuid: '66666666-6666-4666-8666-666666666666' }), london)?.ruleName,
    ).toBe('Denied');
  });

  it.each([
    [{ displayName: 'access granted' }, event(), true],
    [{ displayName: 'Access' }, event(), false],
    [{ displayNameContains: ['GRANT'] }, event(), true],
    [{ priorityDescription: 'low' }, event(), true],
    [{ customerGuid: OTHER_CUSTOMER }, event(), false],
    [{ customerGuid: CUSTOMER.toUpperCase() }, event(), true],
    [{ unknownToken: true }, event({ userGuid: null }), true],
    [{ unknownToken: true }, event(), false],
    [{ userDeleted: true }, event({ userDeleted: true }), true],
    [{ doorDeleted: true }, event(), false],
    [{ deviceDeleted: false }, event(), true],
    [{ eventType: [1, 2], tokenLost: true }, event({ tokenLost: true }), true],
    [{ eventType: [2], tokenLost: true }, event({ tokenLost: true }), false],
  ])('%j on the event → %s', (when, input, expected) => {
    const [rule] = rules({ name: 'Test', when, alarm: 'low' });
    expect(decide([rule!], input, london) !== null).toBe(expected);
  });

  it('takes sound, notification and grouping from the rule', () => {
    const [rule] = rules({
      name: 'Out of hours',
      when: {},
      alarm: 'medium',
      sound: 'none',
      notify: false,
      group: 'door',
      groupWithinMinutes: 15,
    });
    expect(decide([rule!], event(), london)).toEqual({
      ruleName: 'Out of hours',
      priority: 'medium',
      sound: 'none',
      notify: false,
      group: 'door',
      groupWithinMs: 15 * 60_000,
      rise: null,
    });
  });
});

describe('time windows in the site time zone', () => {
  const afterTen = alarmRuleSchema.parse({
    name: 'Granted after 22:00',
    when: { eventType: [1], between: { from: '22:00', to: '06:00' } },
    alarm: 'medium',
  });
  const at = (eventDate: string): AccessEvent => event({ eventDate });

  // Europe/London went from GMT (UTC+0) to BST (UTC+1) at 01:00 UTC on Sunday 29 March 2026.
  it.each([
    ['21:30 GMT the evening before the change', '2026-03-28T21:30:00.000Z', false],
    ['22:30 GMT the evening before the change', '2026-03-28T22:30:00.000Z', true],
    ['00:59 GMT just before the change', '2026-03-29T00:59:00.000Z', true],
    ['05:30 BST the morning of the change (04:30 UTC)', '2026-03-29T04:30:00.000Z', true],
    ['06:30 BST the morning of the change (05:30 UTC)', '2026-03-29T05:30:00.000Z', false],
    ['21:30 UTC, 22:30 BST the evening after', '2026-03-29T21:30:00.000Z', true],
    ['20:59 UTC, 21:59 BST the evening after', '2026-03-29T20:59:00.000Z', false],
  ])('%s → %s', (_name, eventDate, expected) => {
    expect(decide([afterTen], at(eventDate), london) !== null).toBe(expected);
  });

  it("uses each customer's own zone", () => {
    const zones = (customerGuid: string): string => (customerGuid === CUSTOMER ? 'Asia/Tokyo' : 'America/New_York');
    // 13:30 UTC is 22:30 in Tokyo and 09:30 in New York (EDT, after its own change on 8 March).
    expect(decide([afterTen], at('2026-03-10T13:30:00.000Z'), zones)).not.toBeNull();
    expect(decide([afterTen], { ...at('2026-03-10T13:30:00.000Z'), customerGuid: OTHER_CUSTOMER }, zones)).toBeNull();
  });

  it('checks local weekdays, and reads time as UTC where the zone is unknown', () => {
    const weekend = alarmRuleSchema.parse({
      name: 'Weekend',
      when: { between: { from: '00:00', to: '23:59', days: ['sat', 'sun'] } },
      alarm: 'low',
    });
    // Friday 23:30 UTC is Saturday 08:30 in Tokyo.
    expect(decide([weekend], at('2026-03-13T23:30:00.000Z'), () => 'Asia/Tokyo')).not.toBeNull();
    expect(decide([weekend], at('2026-03-13T23:30:00.000Z'), () => null)).toBeNull();
  });
});
