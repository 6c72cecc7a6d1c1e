// When an alarm rises: the count of its group's events inside one window, the wait unacknowledged,
// never to its own priority or below, and the sentence its history keeps.
import { describe, expect, it } from 'vitest';
import { riseByCount, riseByWait } from '../../electron/core/alarms/alarm-rise.js';

const MIN = 60_000;
const T0 = Date.parse('2026-03-10T03:00:00.000Z');

describe('riseByCount', () => {
  const rise = { to: 'high', atCount: 3, withinMinutes: 5 } as const;
  /** The group's events at these minutes past T0, the last one just joined. */
  const joined = (
    minutes: number[],
    more: { groupKey?: string; denial?: boolean; byCard?: boolean; priority?: 'low' | 'high' } = {},
  ) =>
    riseByCount(
      rise,
      {
        priority: more.priority ?? 'low',
        groupKey: more.groupKey ?? 'card:66666666-6666-4666-8666-666666666666',
        atMs: T0 + minutes.at(-1)! * MIN,
        denial: more.denial ?? true,
        byCard: more.byCard ?? true,
      },
      (fromMs, toMs) => minutes.map((m) => T0 + m * MIN).filter((ms) => ms >= fromMs && ms <= toMs),
    );

  it.each([
    [[0, 1], null],
    [[0, 1, 2], 'raised to HIGH: 3rd denial of this card within 5 min'],
    [[0, 2.5, 5], 'raised to HIGH: 3rd denial of this card within 5 min'],
    [[0, 4, 8], null],
    [[0, 4, 8, 9], 'raised to HIGH: 3rd denial of this card within 5 min'],
    // A late event that happened between two earlier ones completes the window.
    [[0, 4.5, 2], 'raised to HIGH: 3rd denial of this card within 5 min'],
  ])('events at minutes %j → %s', (minutes, note) => {
    expect(joined(minutes)?.note ?? null).toBe(note);
  });

  it('names the door for events no card caused, and says "event" for what is not a denial', () => {
    const door = 'door:33333333-3333-4333-8333-333333333333';
    expect(joined([0, 1, 2], { groupKey: door })?.note).toBe('raised to HIGH: 3rd denial of this card within 5 min');
    expect(joined([0, 1, 2], { groupKey: door, byCard: false, denial: false })?.note).toBe(
      'raised to HIGH: 3rd event at this door within 5 min',
    );
    expect(joined([0, 1, 2], { denial: false })?.note).toBe('raised to HIGH: 3rd event of this card within 5 min');
  });

  it('makes the alarm sound and notify as a new one of its new priority, and never rises twice', () => {
    expect(joined([0, 1, 2])).toEqual({
      priority: 'high',
      sound: 'alarm',
      notify: true,
      note: 'raised to HIGH: 3rd denial of this card within 5 min',
    });
    expect(joined([0, 1, 2, 3], { priority: 'high' })).toBeNull();
  });
});

describe('riseByWait', () => {
  const rise = { to: 'high', unacknowledgedForMinutes: 5 } as const;

  it('rises once 5 min have passed since it was raised, not before, and not above itself', () => {
    expect(riseByWait(rise, 'medium', T0, T0 + 5 * MIN - 1)).toBeNull();
    expect(riseByWait(rise, 'medium', T0, T0 + 5 * MIN)).toMatchObject({
      priority: 'high',
      sound: 'alarm',
      note: 'raised to HIGH: unacknowledged for 5 min',
    });
    expect(riseByWait(rise, 'high', T0, T0 + 60 * MIN)).toBeNull();
    expect(riseByWait({ to: 'critical', unacknowledgedForMinutes: 1 }, 'medium', T0, T0 + MIN)?.sound).toBe('critical');
  });

  it('is not asked of a count rise', () => {
    expect(riseByWait({ to: 'high', atCount: 3, withinMinutes: 5 }, 'low', T0, T0 + 24 * 60 * MIN)).toBeNull();
  });
});
