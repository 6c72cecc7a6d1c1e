// Alarms on a real cache file: raised by the rules, repeats grouped (never a critical one), the
// lifecycle open → acknowledged → closed with its history, and that history never rewritten.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import {
  alarmRuleSchema,
  type AlarmRule,
  type Escalation,
  type Instruction,
  type Contact,
  type Procedure,
} from '../../electron/core/alarms/rule-schema.js';
import type { AccessEvent, Customer } from '../../electron/core/api/types.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { withCacheFile } from '../support/cache-rows.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const FRONT = '33333333-3333-4333-8333-333333333333';
const BACK = '44444444-4444-4444-8444-444444444444';
const T0 = Date.parse('2026-03-10T12:00:00.000Z');

let dir: string;
let cache: Cache;
let rules: AlarmRule[];
let escalation: Escalation;
let instructions: Instruction[];
let procedures: Procedure[];
let contacts: Contact[];
let book: AlarmBook;
let nextId = 1;

function event(minutesAfter: number, overrides: Partial<AccessEvent> = {}): AccessEvent {
  const eventDate = new Date(T0 + minutesAfter * 60_000).toISOString();
  return {
    eventId: nextId++,
    eventType: 2,
    displayName: 'Access denied',
    priorityDescription: 'High',
    eventDate,
    receivedDate: eventDate,
    customerGuid: CUSTOMER,
    doorGuid: FRONT,
    doorName: 'Front door',
    userGuid: '55555555-5555-4555-8555-555555555555',
    userFirstName: 'José',
    userLastName: 'Núñez',
    tokenGuid: '66666666-6666-4666-8666-666666666666',
    tokenData: '0042',
    userBarred: false,
    tokenLost: false,
    ...overrides,
  } as AccessEvent;
}

async function arrive(...events: AccessEvent[]): Promise<boolean> {
  await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: events, nowMs: T0 });
  return await book.consider(CUSTOMER, events, T0);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-alarms-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
  rules = [...DEFAULT_RULES];
  escalation = { ...DEFAULT_ESCALATION };
  instructions = [];
  procedures = [];
  contacts = [];
  book = new AlarmBook(cache, () => ({ rules, escalation, instructions, procedures, contacts }));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('raising alarms', () => {
  it("groups one card's denials, naming each door, and counts the group once as unacknowledged", async () => {
    expect(await arrive(event(0), event(1, { doorGuid: BACK, doorName: 'Back door' }), event(2))).toBe(true);
    const [alarm, ...others] = await book.live();
    expect(others).toHaveLength(0);
    expect(alarm).toMatchObject({
      priority: 'high',
      title: 'Access denied',
      label: 'José Núñez',
      count: 3,
      doorNames: ['Front door', 'Back door'],
      state: 'open',
      ruleName: 'Access denied',
    });
    expect(await book.unacknowledgedCount()).toBe(1);
  });

  it('starts a new alarm after the grouping time, and never raises twice for one event', async () => {
    const first = event(0);
    await arrive(first, event(6));
    expect((await book.live()).map((alarm) => alarm.count)).toEqual([1, 1]);
    expect(await arrive(first)).toBe(false);
  });

  it('raises one alarm, and takes its pictures once, when the same events are considered twice at once', async () => {
    // A re-read of the window crossing its first read: both batches reach the book before either is filed.
    const raised: number[] = [];
    const setup = () => ({ rules, escalation, instructions, procedures, contacts });
    book = new AlarmBook(cache, setup, undefined, ({ alarmId }) => raised.push(alarmId));
    const events = [event(0), event(1), event(2)];
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: events, nowMs: T0 });
    const changed = await Promise.all([book.consider(CUSTOMER, events, T0), book.consider(CUSTOMER, events, T0)]);
    expect(changed.sort()).toEqual([false, true]);
    const [alarm, ...others] = await book.live();
    expect(others).toHaveLength(0);
    expect(alarm).toMatchObject({ count: 3, eventIds: events.map((one) => one.eventId) });
    expect(raised).toEqual([alarm!.alarmId]);
  });

  it('an acknowledgement at the moment a repeat arrives leaves no event of the acknowledged alarm unmarked', async () => {
    await arrive(event(0));
    const [alarm] = await book.live();
    const repeat = event(1);
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [repeat], nowMs: T0 });
    await Promise.all([
      book.consider(CUSTOMER, [repeat], T0),
      book.acknowledge([alarm!.alarmId], 'guard', 'On camera', T0 + 60_000),
    ]);
    const [acknowledged] = await book.query({ states: ['acknowledged'] });
    const marked = await cache.alarmStorage.acknowledgements(acknowledged!.eventIds);
    expect([...marked.keys()]).toEqual(acknowledged!.eventIds);
    expect(await book.alarmOfEvent(repeat.eventId)).toBeDefined();
  });

  it('never groups a critical alarm, and lists the worst first', async () => {
    const forced = (minutes: number): AccessEvent =>
      event(minutes, {
        eventType: 3,
        displayName: 'Door forced open',
        priorityDescription: 'Critical',
        userGuid: null,
        userFirstName: null,
        userLastName: null,
        tokenData: '',
      });
    await arrive(
      event(0),
      forced(1),
      forced(2),
      event(3, { eventType: 1, displayName: 'Access granted', priorityDescription: 'Low' }),
    );
    expect((await book.live()).map((alarm) => [alarm.priority, alarm.title, alarm.label])).toEqual([
      ['critical', 'Door forced open', ''],
      ['critical', 'Door forced open', ''],
      ['low', 'Access denied', 'José Núñez'],
    ]);
  });

  it('says why a card matters, and uses the rules in force at the time', async () => {
    await arrive(event(0, { eventType: 1, displayName: 'Access granted', userBarred: true }));
    expect((await book.live())[0]).toMatchObject({
      priority: 'high',
      flags: ['barred'],
      ruleName: "A barred cardholder's card used",
    });
    rules = [alarmRuleSchema.parse({ name: 'Everything at the front', when: { doorGuid: FRONT }, alarm: 'low' })];
    await arrive(event(10, { eventType: 1 }));
    expect((await book.live()).map((alarm) => alarm.priority)).toEqual(['high', 'low']);
  });

  it("reads a time window in the customer's own zone", async () => {
    await cache.inventory.saveCustomer(
      CUSTOMER,
      { customerName: 'Tokyo', geographicTimezoneId: 'Asia/Tokyo' } as Customer,
      T0,
    );
    rules = [
      alarmRuleSchema.parse({ name: 'Night', when: { between: { from: '21:00', to: '06:00' } }, alarm: 'medium' }),
    ];
    // 12:00 UTC is 21:00 in Tokyo.
    await arrive(event(0));
    expect(await book.live()).toHaveLength(1);
  });
});

describe('instructions', () => {
  it("shows the customer's instructions, then the door's, as the steps of an alarm of that door only", async () => {
    instructions = [
      { customerGuid: CUSTOMER, doorGuid: FRONT, text: 'Check the camera at the front first' },
      { customerGuid: CUSTOMER, text: 'Call the duty manager on 555 0100' },
      { customerGuid: CUSTOMER, doorGuid: BACK, text: 'Back door: call the landlord' },
    ];
    await arrive(event(0));
    expect((await book.live())[0]!.procedure).toEqual({
      from: 'instructions',
      steps: [
        { text: 'Call the duty manager on 555 0100', phones: [], done: null },
        { text: 'Check the camera at the front first', phones: [], done: null },
      ],
    });
  });
});

describe('procedures', () => {
  it("shows the most specific procedure (the door's over the customer's over the rule's), and no procedure where none applies", async () => {
    procedures = [
      { rule: 'Access denied', steps: [{ text: 'Check the camera' }] },
      { customerGuid: CUSTOMER, steps: [{ text: 'Call the site contact', phones: ['+61 2 5550 0100'] }] },
      { customerGuid: CUSTOMER, doorGuid: BACK, steps: [{ text: 'Back door: call the landlord' }] },
    ];
    await arrive(event(0), event(10, { doorGuid: BACK, doorName: 'Back door' }));
    const stepsOf = async (door: string) =>
      (await book.live())
        .find((alarm) => alarm.doorName === door)!
        .procedure?.steps.map((step) => [step.text, step.phones]);
    expect(await stepsOf('Front door')).toEqual([['Call the site contact', ['+61 2 5550 0100']]]);
    expect(await stepsOf('Back door')).toEqual([['Back door: call the landlord', []]]);

    procedures = [{ rule: 'Door forced open', steps: [{ text: 'Send the patrol' }] }];
    expect((await book.live()).map((alarm) => alarm.procedure)).toEqual([null, null]);
  });

  it("names its customer's contacts, and no other customer's, as they are now", async () => {
    await arrive(event(0));
    expect((await book.live())[0]!.contacts).toEqual([]);
    contacts = [
      { customerGuid: CUSTOMER, name: 'Ann Lee', role: 'Site manager', phone: '+61 2 5550 0100' },
      { customerGuid: '99999999-9999-4999-8999-999999999999', name: 'Elsewhere', phone: '555 0000' },
      { customerGuid: CUSTOMER, name: 'Gate house', phone: '555 0101' },
    ];
    expect((await book.live())[0]!.contacts).toEqual([
      { name: 'Ann Lee', role: 'Site manager', phone: '+61 2 5550 0100' },
      { name: 'Gate house', role: null, phone: '555 0101' },
    ]);
  });

  it("records each step done in the alarm's history with who and when, and shows it done", async () => {
    procedures = [{ customerGuid: CUSTOMER, steps: [{ text: 'Call the site contact' }, { text: 'Send the patrol' }] }];
    await arrive(event(0));
    const [alarm] = await book.live();
    expect(await book.stepDone(alarm!.alarmId, 'Send the patrol', 'guard', T0 + 60_000)).toBe(true);
    expect((await book.live())[0]!.procedure!.steps.map((step) => [step.text, step.done])).toEqual([
      ['Call the site contact', null],
      ['Send the patrol', { atMs: T0 + 60_000, operator: 'guard' }],
    ]);
    await book.acknowledge([alarm!.alarmId], 'guard', null, T0 + 120_000);
    expect((await book.live())[0]!.history.map((step) => [step.action, step.operator, step.note])).toEqual([
      ['raised', null, null],
      ['step-done', 'guard', 'Send the patrol'],
      ['acknowledged', 'guard', null],
    ]);
    expect(await book.stepDone(9999, 'Send the patrol', 'guard', T0)).toBe(false);
  });
});

describe('escalation', () => {
  const MIN = 60_000;
  const steps = async (): Promise<string[]> =>
    (await book.query({ states: ['open', 'acknowledged'] })).flatMap((alarm) =>
      alarm.history.filter((step) => step.action === 'escalated').map((step) => `${alarm.priority}: ${step.note}`),
    );

  it("re-alerts an unacknowledged alarm after its priority's minutes, counting from when it last sounded", async () => {
    await arrive(event(0, { userBarred: true })); // high: 5 min by default
    expect(await book.escalate(T0 + 5 * MIN - 1)).toBe(false);
    expect(await book.escalate(T0 + 5 * MIN)).toBe(true);
    expect(await book.escalate(T0 + 9 * MIN)).toBe(false);
    expect(await book.escalate(T0 + 10 * MIN)).toBe(true);
    expect(await steps()).toEqual(['high: unacknowledged for 5 min', 'high: unacknowledged for 10 min']);
  });

  it('stops once acknowledged, and never for a priority set to null', async () => {
    escalation = { ...DEFAULT_ESCALATION, high: null };
    await arrive(event(0), event(1, { displayName: 'Door forced open', userGuid: null, tokenData: '' }));
    const critical = (await book.live()).find((alarm) => alarm.priority === 'critical')!;
    expect(await book.escalate(T0 + 30 * MIN)).toBe(true);
    await book.acknowledge([critical.alarmId], 'guard', null, T0 + 31 * MIN);
    expect(await book.escalate(T0 + 60 * MIN)).toBe(false);
    expect(await steps()).toEqual(['critical: unacknowledged for 30 min']);
  });
});

describe('the rise of an alarm', () => {
  const MIN = 60_000;
  /** One event reaching the monitor `minutes` after T0, as the sync hands it over. */
  const arriveAt = async (minutes: number, next: AccessEvent): Promise<void> => {
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [next], nowMs: T0 + minutes * MIN });
    await book.consider(CUSTOMER, [next], T0 + minutes * MIN);
  };
  const rises = (alarm: { history: Array<{ action: string; atMs: number; note: string | null }> }): string[] =>
    alarm.history.filter((step) => step.action === 'escalated').map((step) => step.note ?? '');

  it('12 denials of one card within minutes are one alarm: low, then high from the third, the rise in its history', async () => {
    const seen: Array<[string, number]> = [];
    for (let n = 0; n < 12; n++) {
      await arriveAt(
        n * 0.3,
        event(n * 0.3, { doorGuid: n % 2 ? BACK : FRONT, doorName: n % 2 ? 'Back door' : 'Front door' }),
      );
      const [only, ...others] = await book.live();
      expect(others).toEqual([]);
      seen.push([only!.priority, only!.count]);
    }
    expect(seen.slice(0, 4)).toEqual([
      ['low', 1],
      ['low', 2],
      ['high', 3],
      ['high', 4],
    ]);
    expect(seen.at(-1)).toEqual(['high', 12]);
    const [alarm] = await book.live();
    expect(alarm).toMatchObject({ ruleName: 'Access denied', sound: 'alarm', notify: true, state: 'open' });
    expect(rises(alarm!)).toEqual(['raised to HIGH: 3rd denial of this card within 5 min']);
    // The step sits where it happened: after the raise, when the third denial reached the monitor.
    expect(alarm!.history.map((step) => [step.action, step.atMs])).toEqual([
      ['raised', T0],
      ['escalated', T0 + 0.6 * MIN],
    ]);
    // Its events read high in the feed, the first two too.
    expect(new Set((await cache.alarmStorage.priorities(alarm!.eventIds)).values())).toEqual(new Set(['high']));
  });

  it("two denials of one card, then a third after 5 min, stay low; the card's third within 5 min of acknowledging counts", async () => {
    await arriveAt(0, event(0));
    await arriveAt(4, event(4));
    await arriveAt(8.5, event(8.5));
    expect((await book.live()).map((alarm) => [alarm.priority, alarm.count])).toEqual([['low', 3]]);

    await book.acknowledge([(await book.live())[0]!.alarmId], 'guard', null, T0 + 10 * MIN);
    await arriveAt(11, event(11)); // 8.5, 11 and now 12.5: three within 5 min, across the acknowledged alarm
    expect((await book.live()).map((alarm) => [alarm.state, alarm.priority])).toEqual([
      ['open', 'low'],
      ['acknowledged', 'low'],
    ]);
    await arriveAt(12.5, event(12.5));
    expect((await book.live()).map((alarm) => [alarm.state, alarm.priority, alarm.count])).toEqual([
      ['open', 'high', 2],
      ['acknowledged', 'low', 3],
    ]);
  });

  it("unknown cards at one door are one alarm, which rises at one card's third, not at three strangers'", async () => {
    const unknown = (minutes: number, tokenData: string): AccessEvent =>
      event(minutes, {
        displayName: 'Access denied - unknown token',
        userGuid: null,
        userFirstName: null,
        userLastName: null,
        tokenGuid: '00000000-0000-0000-0000-000000000000',
        tokenData,
      });
    await arriveAt(0, unknown(0, '1001'));
    await arriveAt(0.5, unknown(0.5, '1002'));
    await arriveAt(1, unknown(1, '1003'));
    expect((await book.live()).map((alarm) => [alarm.priority, alarm.count, alarm.label])).toEqual([
      ['low', 3, 'Unknown token'],
    ]);
    await arriveAt(1.5, unknown(1.5, '1002'));
    await arriveAt(2, unknown(2, '1002'));
    const [alarm] = await book.live();
    expect([alarm!.priority, alarm!.count]).toEqual(['high', 5]);
    expect(rises(alarm!)).toEqual(['raised to HIGH: 3rd denial of this card within 5 min']);
  });

  const heldOpen = (minutes: number): AccessEvent =>
    event(minutes, {
      eventType: 4,
      displayName: 'Door held open',
      priorityDescription: 'Medium',
      userGuid: null,
      userFirstName: null,
      userLastName: null,
      tokenData: '',
    });

  it('a door held open is medium, and high once unacknowledged for 5 min; then it re-alerts as high', async () => {
    await arriveAt(0, heldOpen(0));
    // Quiet while medium: a door held open a moment is common; it sounds once it rises.
    expect((await book.live())[0]).toMatchObject({
      priority: 'medium',
      sound: 'none',
      notify: false,
      title: 'Door held open',
    });
    expect(await book.escalate(T0 + 5 * MIN - 1)).toBe(false);
    expect((await book.live())[0]!.priority).toBe('medium');

    expect(await book.escalate(T0 + 5 * MIN)).toBe(true);
    const [risen] = await book.live();
    expect(risen).toMatchObject({ priority: 'high', sound: 'alarm', notify: true });
    expect(rises(risen!)).toEqual(['raised to HIGH: unacknowledged for 5 min']);

    expect(await book.escalate(T0 + 10 * MIN - 1)).toBe(false);
    expect(await book.escalate(T0 + 10 * MIN)).toBe(true);
    expect(rises((await book.live())[0]!)).toEqual([
      'raised to HIGH: unacknowledged for 5 min',
      'unacknowledged for 10 min',
    ]);
  });

  it('a door held open acknowledged within 5 min stays medium', async () => {
    await arriveAt(0, heldOpen(0));
    await book.acknowledge([(await book.live())[0]!.alarmId], 'guard', 'Delivery at the dock', T0 + 4 * MIN);
    expect(await book.escalate(T0 + 5 * MIN)).toBe(false);
    expect(await book.escalate(T0 + 60 * MIN)).toBe(false);
    expect((await book.live())[0]).toMatchObject({ priority: 'medium', state: 'acknowledged' });
    expect(rises((await book.live())[0]!)).toEqual([]);
  });
});

describe('the list every screen is sent', () => {
  // It is described again only where an alarm changed: each step must still show at once.
  it('shows each step of an alarm the moment it happens: a repeat, an escalation, an acknowledgement, new instructions', async () => {
    await arrive(event(0, { userBarred: true }));
    const [first] = await book.live();
    expect(first).toMatchObject({ count: 1, state: 'open', history: [{ action: 'raised' }] });

    await arrive(event(1, { userBarred: true }));
    expect((await book.live())[0]).toMatchObject({ count: 2, eventIds: [first!.eventIds[0], expect.any(Number)] });

    expect(await book.escalate(T0 + 10 * 60_000)).toBe(true);
    expect((await book.live())[0]!.history.map((step) => step.action)).toEqual(['raised', 'escalated']);

    await book.acknowledge([first!.alarmId], 'guard', 'Patrol sent', T0 + 11 * 60_000);
    expect((await book.live())[0]).toMatchObject({ state: 'acknowledged' });
    expect((await book.live())[0]!.history.at(-1)).toMatchObject({ action: 'acknowledged', operator: 'guard' });

    instructions = [{ customerGuid: CUSTOMER, text: 'Call the duty manager' }];
    expect((await book.live())[0]!.procedure?.steps.map((step) => step.text)).toEqual(['Call the duty manager']);

    await book.close([first!.alarmId], 'guard', 'genuine', null, T0 + 12 * 60_000);
    expect(await book.live()).toEqual([]);
  });
});

describe('snoozing a door', () => {
  const MIN = 60_000;
  const door = { customerGuid: CUSTOMER, doorGuid: FRONT, doorName: 'Front door', reason: 'Lock replaced' };

  it("holds back the door's alarms while it runs, not other doors', and ends by itself", async () => {
    await book.snooze(door, 30, 'guard', T0);
    expect(await book.snoozes(T0 + MIN)).toMatchObject([
      { doorName: 'Front door', untilMs: T0 + 30 * MIN, operator: 'guard' },
    ]);
    const considerAt = async (minutes: number, overrides: Partial<AccessEvent> = {}): Promise<boolean> => {
      const next = event(minutes, overrides);
      await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [next], nowMs: T0 + minutes * MIN });
      return await book.consider(CUSTOMER, [next], T0 + minutes * MIN);
    };
    expect(await considerAt(1)).toBe(false);
    expect(await considerAt(2, { doorGuid: BACK, doorName: 'Back door' })).toBe(true);
    expect(await book.snoozes(T0 + 30 * MIN)).toEqual([]);
    expect(await considerAt(31)).toBe(true);
    expect((await book.live()).map((alarm) => alarm.doorName)).toEqual(['Front door', 'Back door']);
  });

  it('can be ended early', async () => {
    await book.snooze(door, 30, 'guard', T0);
    const [running] = await book.snoozes(T0);
    expect(await book.endSnooze(running!.snoozeId, 'supervisor', T0 + MIN)).toBe(true);
    expect(await book.snoozes(T0 + MIN)).toEqual([]);
    expect(await book.endSnooze(running!.snoozeId, 'supervisor', T0 + 2 * MIN)).toBe(false);
  });
});

describe('the lifecycle', () => {
  it('open → acknowledged → closed, with who, when, the outcome and the notes, in order', async () => {
    await arrive(event(0));
    const { alarmId } = (await book.live())[0]!;
    expect(await book.acknowledge([alarmId], 'guard', 'On camera', T0 + 60_000)).toBe(true);
    expect(await book.unacknowledgedCount()).toBe(0);
    expect(await book.acknowledge([alarmId], 'guard', 'again', T0 + 61_000)).toBe(false);
    expect((await book.live())[0]!.state).toBe('acknowledged');
    expect(await book.close([alarmId], 'supervisor', 'false-alarm', 'Visitor badge', T0 + 120_000)).toBe(true);
    expect(await book.live()).toEqual([]);
    const [closed] = await book.query({ states: ['closed'] });
    expect(closed!.history).toEqual([
      { atMs: T0, action: 'raised', operator: null, outcome: null, note: null },
      { atMs: T0 + 60_000, action: 'acknowledged', operator: 'guard', outcome: null, note: 'On camera' },
      { atMs: T0 + 120_000, action: 'closed', operator: 'supervisor', outcome: 'false-alarm', note: 'Visitor badge' },
    ]);
    // The feed shows the acknowledgement on the alarm's events.
    expect((await cache.alarmStorage.acknowledgements(closed!.eventIds)).get(closed!.eventIds[0]!)?.note).toBe(
      'On camera',
    );
  });

  it('a repeat after an acknowledgement raises a new alarm instead of joining the handled one', async () => {
    await arrive(event(0));
    await book.acknowledge([(await book.live())[0]!.alarmId], 'guard', null, T0);
    await arrive(event(1));
    expect((await book.live()).map((alarm) => alarm.state)).toEqual(['open', 'acknowledged']);
  });

  it('refuses to rewrite or remove the history, even from SQL', async () => {
    await arrive(event(0));
    withCacheFile(join(dir, 'cache.sqlite3'), (raw) => {
      expect(() => raw.exec("UPDATE alarm_actions SET operator = 'someone else'")).toThrow(/never rewritten/);
      expect(() => raw.exec('DELETE FROM alarm_actions')).toThrow(/never rewritten/);
    });
  });
});
