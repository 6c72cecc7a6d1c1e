// The History tab's ranges: this shift and the previous one on the shifts' clock (over midnight and a
// change of clocks), the last hours when no shift changes are set, a typed range refused with a reason,
// and the words and file names that say which range it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choiceLabel,
  chosenRange,
  offeredChoice,
  rangeChoices,
  rangeText,
  type RangeSetting,
} from '../../renderer/src/lib/report-range.js';

const at = (iso: string): number => Date.parse(iso);
const shifts = (shiftZone: string | null, changes = ['07:00', '15:00', '23:00']): RangeSetting => ({
  changes,
  shiftZone,
  customFrom: '',
  customTo: '',
});

// The workstation's clock (a typed range when the customers keep no one zone): Sydney, set before any format is made,
// and the zone before it back after (the next file in this process keeps the machine's).
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Australia/Sydney';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('this shift and the previous one', () => {
  it('at 16:42 in London: this shift since 15:00, the previous from 07:00 to 15:00', () => {
    const now = at('2026-11-23T16:42:00Z');
    const setting = shifts('Europe/London');
    expect(chosenRange('this-shift', now, setting)).toEqual({
      ok: true,
      range: { fromMs: at('2026-11-23T15:00:00Z'), toMs: now, toNow: true, zone: 'Europe/London' },
    });
    expect(chosenRange('previous-shift', now, setting)).toEqual({
      ok: true,
      range: {
        fromMs: at('2026-11-23T07:00:00Z'),
        toMs: at('2026-11-23T15:00:00Z'),
        toNow: false,
        zone: 'Europe/London',
      },
    });
    expect(choiceLabel('this-shift', now, setting)).toBe('This shift (since 15:00)');
    expect(choiceLabel('previous-shift', now, setting)).toBe('Previous shift (07:00–15:00)');
  });

  it('over midnight: at 01:00 this shift began at 23:00 yesterday, the previous at 15:00', () => {
    const now = at('2026-11-24T01:00:00Z');
    const setting = shifts('UTC');
    const previous = chosenRange('previous-shift', now, setting);
    expect(previous.ok && previous.range).toMatchObject({
      fromMs: at('2026-11-23T15:00:00Z'),
      toMs: at('2026-11-23T23:00:00Z'),
    });
    const current = chosenRange('this-shift', now, setting);
    expect(current.ok && rangeText(current.range, now)).toBe('from 2026-11-23 23:00 to now (UTC)');
    expect(previous.ok && rangeText(previous.range, now)).toBe('from 2026-11-23 15:00 to 23:00 (UTC)');
  });

  it('across a change of clocks the shifts keep to the wall clock (Sydney goes to AEDT on 2026-10-04)', () => {
    // 10:00 AEDT on 4 Oct: the 07:00 shift began at 07:00 AEDT, the previous ran 23:00 AEST to 07:00 AEDT (7 h).
    const now = at('2026-10-03T23:00:00Z');
    const setting = shifts('Australia/Sydney');
    const previous = chosenRange('previous-shift', now, setting);
    expect(previous.ok && previous.range).toMatchObject({
      fromMs: at('2026-10-03T13:00:00Z'),
      toMs: at('2026-10-03T20:00:00Z'),
    });
    expect(choiceLabel('previous-shift', now, setting)).toBe('Previous shift (23:00–07:00)');
    expect(previous.ok && rangeText(previous.range, now)).toBe('from 2026-10-03 23:00 to 2026-10-04 07:00 (AEST)');
  });

  it('with one change a day, the previous shift is the day before', () => {
    const previous = chosenRange('previous-shift', at('2026-11-23T09:00:00Z'), shifts('UTC', ['06:00']));
    expect(previous.ok && previous.range).toMatchObject({
      fromMs: at('2026-11-22T06:00:00Z'),
      toMs: at('2026-11-23T06:00:00Z'),
    });
  });
});

describe('the choices', () => {
  it('offers the shifts when shift changes are set, else the last 12 h; a shift choice then falls back', () => {
    expect(rangeChoices(['07:00'])).toEqual(['this-shift', 'previous-shift', 'last-24h', 'custom']);
    expect(rangeChoices([])).toEqual(['last-12h', 'last-24h', 'custom']);
    expect(offeredChoice('previous-shift', [])).toBe('last-12h');
    expect(offeredChoice('custom', [])).toBe('custom');
    const now = at('2026-11-23T16:42:00Z');
    expect(chosenRange('last-12h', now, shifts(null, []))).toEqual({
      ok: true,
      range: { fromMs: now - 12 * 3_600_000, toMs: now, toNow: true, zone: null },
    });
  });

  it("reads a typed range on the range's clock: the site's, or this workstation's when none", () => {
    const typed = (customFrom: string, customTo: string, zone: string | null = 'UTC') =>
      chosenRange('custom', 0, { ...shifts(zone), customFrom, customTo });
    expect(typed('2026-11-23T15:00', '2026-11-23T23:00')).toEqual({
      ok: true,
      range: { fromMs: at('2026-11-23T15:00:00Z'), toMs: at('2026-11-23T23:00:00Z'), toNow: false, zone: 'UTC' },
    });
    expect(typed('2026-11-23T15:00', '2026-11-23T23:00', null)).toEqual({
      ok: true,
      range: { fromMs: at('2026-11-23T04:00:00Z'), toMs: at('2026-11-23T12:00:00Z'), toNow: false, zone: null },
    });
    expect(typed('', '2026-11-23T23:00')).toEqual({ ok: false, error: 'Give both a start and an end.' });
    expect(typed('2026-11-23T23:00', '2026-11-23T15:00')).toEqual({
      ok: false,
      error: 'The range must start before it ends.',
    });
  });
});
