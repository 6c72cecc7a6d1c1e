import { describe, expect, it } from 'vitest';
import { parseShiftChanges, shiftStartMs, shiftZone } from '../../renderer/src/lib/shifts.js';

const at = (iso: string): number => Date.parse(iso);

describe('parseShiftChanges', () => {
  it('reads times separated by commas or spaces, pads the hour and sorts them', () => {
    expect(parseShiftChanges('23:00, 7:00,15:00')).toEqual({ ok: true, times: ['07:00', '15:00', '23:00'] });
    expect(parseShiftChanges(' 06:00 18:00 ')).toEqual({ ok: true, times: ['06:00', '18:00'] });
  });

  it.each([
    ['', /at least one shift change/],
    ['7.30', /"7\.30" is not a time of day: write HH:MM/],
    ['24:00', /"24:00" is not a time of day/],
    ['06:60', /"06:60" is not a time of day/],
    ['6pm', /"6pm" is not a time of day/],
    ['06:00, 6:00', /06:00 is given twice/],
    [Array.from({ length: 13 }, (_, i) => `${String(i).padStart(2, '0')}:00`).join(','), /At most 12/],
  ])('refuses %j, saying why', (text, message) => {
    const parsed = parseShiftChanges(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(message);
  });
});

describe('shiftStartMs', () => {
  const changes = ['07:00', '15:00', '23:00'];

  it('is the latest change at or before now on the site clock', () => {
    // 10:30 in Sydney (UTC+11 in November) is 23:30 UTC the day before.
    expect(shiftStartMs(at('2026-11-22T23:30:00Z'), changes, 'Australia/Sydney')).toBe(at('2026-11-22T20:00:00Z'));
    expect(shiftStartMs(at('2026-11-23T10:00:00Z'), changes, 'Europe/London')).toBe(at('2026-11-23T07:00:00Z'));
  });

  it("takes yesterday's last change before today's first", () => {
    expect(shiftStartMs(at('2026-11-23T03:00:00Z'), changes, 'Europe/London')).toBe(at('2026-11-22T23:00:00Z'));
  });

  it('starts a shift at its change exactly', () => {
    expect(shiftStartMs(at('2026-11-23T15:00:00Z'), changes, 'UTC')).toBe(at('2026-11-23T15:00:00Z'));
  });

  it('keeps to the wall clock across a change of clocks', () => {
    // London goes to +01:00 at 01:00 UTC on 2026-03-29: the 07:00 shift starts at 06:00 UTC that day.
    expect(shiftStartMs(at('2026-03-29T09:00:00Z'), changes, 'Europe/London')).toBe(at('2026-03-29T06:00:00Z'));
    expect(shiftStartMs(at('2026-03-29T05:00:00Z'), changes, 'Europe/London')).toBe(at('2026-03-28T23:00:00Z'));
  });

  it('with one change a day, a shift lasts a day', () => {
    expect(shiftStartMs(at('2026-11-23T05:00:00Z'), ['06:00'], 'UTC')).toBe(at('2026-11-22T06:00:00Z'));
  });
});

describe('shiftZone', () => {
  it("is the sites' zone when they share a known one, else none (this workstation's clock)", () => {
    expect(shiftZone(['Australia/Sydney', 'Australia/Sydney'])).toBe('Australia/Sydney');
    expect(shiftZone(['Australia/Sydney', 'Europe/London'])).toBeNull();
    expect(shiftZone(['Mars/Olympus_Mons'])).toBeNull();
    expect(shiftZone([null])).toBeNull();
  });
});
