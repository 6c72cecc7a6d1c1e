import { describe, expect, it } from 'vitest';
import { siteMoment } from '../../electron/core/alarms/site-moment.js';

// 00:40:16 UTC on 27 Nov 2026 is 11:40 in Sydney (AEDT, +11) and 19:40 the day before in New York (EST).
const AT = Date.parse('2026-11-27T00:40:16Z');

describe('a moment on the clock of the site it is about', () => {
  it("is the site's time of day with its zone's name when it is today there", () => {
    expect(siteMoment(AT, AT + 3_600_000, 'Australia/Sydney')).toBe('11:40 AEDT (site time)');
  });

  it("carries the site's date when it was another day there, though the same day in UTC", () => {
    expect(siteMoment(AT, Date.parse('2026-11-27T06:00:00Z'), 'America/New_York')).toBe(
      '2026-11-26 19:40 EST (site time)',
    );
  });

  it('names the zone in force at the moment, summer time or not', () => {
    const july = Date.parse('2026-07-01T02:05:00Z');
    expect(siteMoment(july, july, 'Europe/London')).toBe('03:05 BST (site time)');
    expect(siteMoment(july, july, 'Australia/Sydney')).toBe('12:05 AEST (site time)');
  });

  it('is told in UTC, not as site time, when the site has no zone the clock knows', () => {
    expect(siteMoment(AT, AT, null)).toBe('00:40 UTC');
    expect(siteMoment(AT, AT, 'Mars/Olympus_Mons')).toBe('00:40 UTC');
    expect(siteMoment(AT, AT + 86_400_000, undefined)).toBe('2026-11-27 00:40 UTC');
  });
});
