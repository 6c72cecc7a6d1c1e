// Who holds each alarm at a glance in a control room (issue 35 part 1): "YOU", "Ann · control-2 · 4 min" or
// "unclaimed", and the list's count of them; nothing outside a room; a display names everyone.
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { ownerCountsText, ownerMark } from '../../renderer/src/lib/alarm-owner.js';

const NOW = Date.parse('2026-11-29T03:10:00Z');
const alarm = (claimedBy: AlertGroup['claimedBy'], state: AlertGroup['state'] = 'open'): AlertGroup =>
  ({ alarmId: 1, state, claimedBy }) as AlertGroup;
const held = (operator: string, minutesAgo: number) => ({
  operator,
  workstation: 'control-2',
  sinceMs: NOW - minutesAgo * 60_000,
});

describe('ownerMark', () => {
  it("says YOU on the guard's own, names another's holder, workstation and for how long, and unclaimed", () => {
    expect(ownerMark(alarm(held('guard', 1)), 'guard', NOW)).toMatchObject({ kind: 'mine', text: 'YOU' });
    expect(ownerMark(alarm(held('Ann', 4)), 'guard', NOW)).toEqual({
      kind: 'other',
      text: 'Ann · control-2 · 4 min',
      title: 'Ann holds it at control-2, for 4 min',
    });
    expect(ownerMark(alarm(null), 'guard', NOW)).toMatchObject({ kind: 'unclaimed', text: 'unclaimed' });
  });

  it('names everyone on a display (nobody works at it), and says nothing outside a room or of a closed alarm', () => {
    expect(ownerMark(alarm(held('guard', 1)), null, NOW)).toMatchObject({
      kind: 'other',
      text: 'guard · control-2 · 1 min',
    });
    expect(ownerMark(alarm(undefined), 'guard', NOW)).toBeNull();
    expect(ownerMark(alarm(null, 'closed'), 'guard', NOW)).toBeNull();
    // Acknowledged and held by nobody: not waiting for anyone to claim it.
    expect(ownerMark(alarm(null, 'acknowledged'), 'guard', NOW)).toBeNull();
  });
});

describe('ownerCountsText', () => {
  it('counts mine, each other holder, and the open ones nobody holds', () => {
    const groups = [
      alarm(held('guard', 1)),
      alarm(held('guard', 2), 'acknowledged'),
      alarm(held('Ann', 4)),
      alarm(held('Bo', 4)),
      alarm(held('Ann', 9)),
      alarm(null),
      alarm(null, 'closed'),
    ];
    expect(ownerCountsText(groups, 'guard')).toBe('2 mine · 2 Ann · 1 Bo · 1 unclaimed');
    expect(ownerCountsText(groups, null)).toBe('2 Ann · 1 Bo · 2 guard · 1 unclaimed');
  });

  it('is null outside a room', () => {
    expect(ownerCountsText([alarm(undefined)], 'guard')).toBeNull();
    expect(ownerCountsText([], 'guard')).toBeNull();
  });
});
