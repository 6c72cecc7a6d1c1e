// The alarm list's rules, as a guard meets them: critical first whatever the customer, then by customer;
// every alarm says where (customer code and name, site, door) and when (its zone, its day when not today,
// how long open, how late); "select all" leaves the critical out; keys do nothing while typing.
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { alarmPlace, alarmWhat } from '../../renderer/src/lib/alert-text.js';
import { criticalsPicked, selectAllKeys } from '../../renderer/src/lib/alarm-bulk.js';
import { alarmCommand } from '../../renderer/src/lib/alarm-keys.js';
import { alarmLayout } from '../../renderer/src/lib/alarm-layout.js';
import {
  alarmOrder,
  alarmSections,
  countsText,
  neighbourOf,
  priorityCounts,
  stepFrom,
} from '../../renderer/src/lib/alarm-sections.js';
import { alarmMoment, alarmMomentText, lateText, openForText } from '../../renderer/src/lib/alarm-when.js';
import { alarmFixture } from '../support/alarm.js';

const NORTHWIND = '11111111-1111-4111-8111-111111111111';
const HUDSON = '22222222-2222-4222-8222-222222222222';
const MINUTE = 60_000;

let nextId = 1;
function alarm(overrides: Partial<AlertGroup>): AlertGroup {
  const alarmId = nextId++;
  return alarmFixture({ alarmId, key: String(alarmId), ...overrides });
}

describe('the order of the list', () => {
  // Northwind has many alarms, the newest of them; Hudson's one critical is older than all of them.
  const hudsonCritical = alarm({ customerGuid: HUDSON, priority: 'critical', title: 'Door forced open', lastAtMs: 1 });
  const northwindLows = Array.from({ length: 30 }, (_, index) =>
    alarm({ customerGuid: NORTHWIND, priority: 'low', lastAtMs: 1_000 + index }),
  );
  const northwindHigh = alarm({ customerGuid: NORTHWIND, priority: 'high', lastAtMs: 500 });
  const hudsonLow = alarm({ customerGuid: HUDSON, priority: 'low', lastAtMs: 2_000, customerCode: 'HRL-0002' });
  const acknowledgedCritical = alarm({ customerGuid: NORTHWIND, priority: 'critical', state: 'acknowledged' });
  const all = [...northwindLows, hudsonLow, acknowledgedCritical, northwindHigh, hudsonCritical];

  it("puts every open critical first, even another customer's older one below thirty newer alarms", () => {
    const sections = alarmSections(all);
    expect(sections.map((section) => section.kind)).toEqual(['critical', 'customer', 'customer', 'acknowledged']);
    expect(alarmOrder(sections)[0]).toBe(hudsonCritical.key);
  });

  it('groups the rest by customer, the customer with the worst alarm first, each worst then newest', () => {
    const [, first, second] = alarmSections(all);
    if (first?.kind !== 'customer' || second?.kind !== 'customer') throw new Error('two customer sections expected');
    expect(first.customerGuid).toBe(NORTHWIND);
    expect(first.groups[0]).toBe(northwindHigh);
    expect(first.groups[1]!.lastAtMs).toBe(1_029);
    // The critical is listed above, not twice; the customer's counts still include it.
    expect(second.groups).toEqual([hudsonLow]);
    expect(countsText(second.open)).toBe('1 critical · 1 low');
    expect(first.toClose).toBe(1);
  });

  it('leaves the acknowledged ones, even a critical, to the end: they wait to be closed', () => {
    const sections = alarmSections(all);
    expect(sections.at(-1)).toMatchObject({ kind: 'acknowledged', groups: [acknowledgedCritical] });
  });

  it('moves through the alarms in the order shown, skipping a folded section', () => {
    const sections = alarmSections(all);
    const order = alarmOrder(sections, new Set([`customer:${NORTHWIND}`]));
    expect(order).toEqual([hudsonCritical.key, hudsonLow.key, acknowledgedCritical.key]);
    expect(stepFrom(order, hudsonCritical.key, 1)).toBe(hudsonLow.key);
    expect(stepFrom(order, hudsonCritical.key, -1)).toBe(hudsonCritical.key);
    expect(stepFrom(order, acknowledgedCritical.key, 1)).toBe(acknowledgedCritical.key);
    expect(stepFrom(order, 'gone', 1)).toBe(hudsonCritical.key);
  });

  it('after an action the next alarm has the focus, or the one before it at the end', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourOf(['a'], 'a')).toBeNull();
  });

  it('counts by priority, worst first, leaving out the ones at nought', () => {
    expect(countsText(priorityCounts(all.filter((group) => group.state === 'open')))).toBe(
      '1 critical · 1 high · 31 low',
    );
    expect(countsText(priorityCounts([]))).toBe('none');
  });
});

describe('compact or cards', () => {
  it('turns compact by itself once the cards would not fit the list, and a guard may choose either', () => {
    // 1366×768 leaves the list about 520 px: five cards.
    expect(alarmLayout('auto', 5, 520)).toBe('cards');
    expect(alarmLayout('auto', 6, 520)).toBe('compact');
    expect(alarmLayout('auto', 40, 520)).toBe('compact');
    // A wall display fits more before it needs to.
    expect(alarmLayout('auto', 8, 880)).toBe('cards');
    expect(alarmLayout('cards', 40, 520)).toBe('cards');
    expect(alarmLayout('compact', 2, 520)).toBe('compact');
  });

  it('stays with cards for a few alarms however small the window', () => {
    expect(alarmLayout('auto', 3, 0)).toBe('cards');
  });
});

describe('bulk acknowledgement', () => {
  const critical = alarm({ priority: 'critical' });
  const others = [alarm({ priority: 'high' }), alarm({ priority: 'low' })];
  const open = [critical, ...others];

  it('"select all" takes every open alarm but the critical', () => {
    expect(selectAllKeys(open)).toEqual(others.map((group) => group.key));
  });

  it('names the critical ones among those picked, to be asked about', () => {
    expect(criticalsPicked(open, new Set(selectAllKeys(open)))).toEqual([]);
    expect(criticalsPicked(open, new Set(open.map((group) => group.key)))).toEqual([critical]);
  });
});

describe('single keys', () => {
  const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
    key,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    ...modifiers,
  });

  it('act on the list when the guard is not typing', () => {
    expect(alarmCommand(press('j'), false, false)).toBe('next');
    expect(alarmCommand(press('k'), false, false)).toBe('previous');
    expect(alarmCommand(press('a'), false, false)).toBe('acknowledge');
    expect(alarmCommand(press('c'), false, false)).toBe('close');
    expect(alarmCommand(press('s'), false, false)).toBe('snooze');
    expect(alarmCommand(press('?'), false, false)).toBe('help');
  });

  it('do nothing while typing in a field, but Esc leaves the field', () => {
    for (const key of ['j', 'a', 'c', 's', '?', 'ArrowDown', 'Enter'])
      expect(alarmCommand(press(key), true, false)).toBeNull();
    expect(alarmCommand(press('Escape'), true, false)).toBe('leave');
  });

  it('leave the arrows and Enter to the control that has the focus, unless that is the list', () => {
    expect(alarmCommand(press('ArrowDown'), false, false)).toBeNull();
    expect(alarmCommand(press('Enter'), false, false)).toBeNull();
    expect(alarmCommand(press('ArrowDown'), false, true)).toBe('next');
    expect(alarmCommand(press('Enter'), false, true)).toBe('open');
  });

  it('leave a key with Ctrl, Alt or Meta to the browser (Ctrl+C copies)', () => {
    expect(alarmCommand(press('c', { ctrlKey: true }), false, true)).toBeNull();
    expect(alarmCommand(press('a', { metaKey: true }), false, true)).toBeNull();
  });
});

describe('where', () => {
  const forced = alarm({
    title: 'Door forced open',
    label: '',
    customerCode: 'NWF-0001',
    customerName: 'Northwind Facilities Ltd',
    siteName: 'London HQ',
    doorName: 'Plant Room',
    doorNames: ['Plant Room'],
  });

  it('names customer (code, then name), site and door, in that order', () => {
    expect(alarmPlace(forced)).toBe('NWF-0001 Northwind Facilities Ltd · London HQ · Plant Room');
    expect(alarmWhat(forced)).toBe('Door forced open');
  });

  it('names the customer by its code alone under its heading, and leaves out what the service did not give', () => {
    expect(alarmPlace(forced, { short: true })).toBe('NWF-0001 · London HQ · Plant Room');
    const bare = { ...forced, customerCode: null, customerName: null, siteName: null };
    expect(alarmPlace(bare, { knownName: 'Northwind' })).toBe('Northwind · Plant Room');
  });

  it('says who, with the flags that make the card matter', () => {
    expect(alarmWhat(alarm({ title: 'Access denied', label: 'José Núñez', flags: ['barred'] }))).toBe(
      'Access denied: José Núñez (barred)',
    );
  });
});

describe('when', () => {
  // 03:02:11 in London (GMT) is 04:02:11 in Paris (CET), on 26 November 2026.
  const at = Date.parse('2026-11-26T03:02:11Z');
  const clocks = { siteZone: 'Europe/London', workstationFirst: false, here: 'Europe/Paris' };

  it("reads the site's clock first, and the workstation's beside it with its zone", () => {
    expect(alarmMoment(at, { ...clocks, nowMs: at + 5 * MINUTE })).toEqual({
      main: '03:02:11 UTC',
      other: '04:02 CET here',
    });
    expect(alarmMomentText(at, { ...clocks, workstationFirst: true, nowMs: at })).toBe('04:02:11 CET (03:02 UTC site)');
  });

  it('carries the date on each clock where that is not today', () => {
    const nextDay = Date.parse('2026-11-27T09:00:00Z');
    expect(alarmMoment(at, { ...clocks, nowMs: nextDay })).toEqual({
      main: '2026-11-26 03:02:11 UTC',
      other: '2026-11-26 04:02 CET here',
    });
    // 23:30 in London is already tomorrow in Paris: only the clock whose day differs carries it.
    const lateEvening = Date.parse('2026-11-26T23:30:00Z');
    const nearMidnight = Date.parse('2026-11-26T23:45:00Z');
    expect(alarmMoment(lateEvening, { ...clocks, nowMs: nearMidnight })).toEqual({
      main: '23:30:00 UTC',
      other: '00:30 CET here',
    });
    expect(alarmMoment(lateEvening, { ...clocks, nowMs: Date.parse('2026-11-27T00:10:00Z') })).toEqual({
      main: '2026-11-26 23:30:00 UTC',
      other: '00:30 CET here',
    });
  });

  it('shows one clock where both read the same, or the site zone is unknown', () => {
    expect(alarmMoment(at, { ...clocks, here: 'Europe/London', nowMs: at })).toEqual({
      main: '03:02:11 UTC',
      other: null,
    });
    expect(alarmMoment(at, { ...clocks, siteZone: 'Mars/Olympus', nowMs: at })).toEqual({
      main: '04:02:11 CET',
      other: null,
    });
  });

  it('counts how long it has been open from when it was raised, ticking', () => {
    expect(openForText({ raisedAtMs: at }, at + 42_000)).toBe('open 42 s');
    expect(openForText({ raisedAtMs: at }, at + 12 * MINUTE + 30_000)).toBe('open 12 min');
    expect(openForText({ raisedAtMs: at }, at + 125 * MINUTE)).toBe('open 2 h 5 min');
    expect(openForText({ raisedAtMs: at }, at - 2_000)).toBe('open 0 s');
  });

  it("says a late alarm was late, and when it happened on the site's clock", () => {
    const late = { lateByMs: 12 * MINUTE, firstAtMs: at, timeZone: 'Europe/London' };
    expect(lateText(late, at + 13 * MINUTE, 'Europe/Paris')).toBe('delivered 12 min late; happened 03:02 site time');
    expect(lateText(late, Date.parse('2026-11-27T09:00:00Z'), 'Europe/Paris')).toBe(
      'delivered 12 min late; happened 2026-11-26 03:02 site time',
    );
    expect(lateText({ ...late, timeZone: null }, at + 13 * MINUTE, 'Europe/Paris')).toBe(
      'delivered 12 min late; happened 04:02 CET here',
    );
    expect(lateText({ ...late, lateByMs: null }, at, 'Europe/Paris')).toBeNull();
  });
});
