// The times a guard reads in the feed and the alarms: the site's clock first, and the day as well
// when the moment is not today on that clock.
import { describe, expect, it } from 'vitest';
import { wallTimeField } from '../../electron/core/time/zone-clock.js';
import { guardTime } from '../../renderer/src/lib/site-time.js';

const SYDNEY = 'Australia/Sydney';

describe('guard time', () => {
  // 2026-11-23T10:56:09Z is 21:56:09 in Sydney (AEDT, +11:00).
  const moment = Date.parse('2026-11-23T10:56:09Z');

  it('shows the site clock alone on the day it happened there', () => {
    const laterThatDay = Date.parse('2026-11-23T12:00:00Z'); // 23:00 in Sydney
    expect(guardTime(moment, SYDNEY, false, laterThatDay).main).toBe('21:56:09 AEDT');
  });

  it("names the day when it is not today on the site's clock, even where the workstation's day is the same", () => {
    const nextSydneyDay = Date.parse('2026-11-23T13:30:00Z'); // 00:30 on the 24th in Sydney
    // The workstation's clock gives way: a feed row has no room for both.
    expect(guardTime(moment, SYDNEY, false, nextSydneyDay)).toEqual({ main: '2026-11-23 21:56:09 AEDT', other: null });
  });

  it("follows the clock read first: with the workstation's time first, the day is the workstation's", () => {
    const tenDaysOn = moment + 10 * 86_400_000;
    expect(guardTime(moment, SYDNEY, true, tenDaysOn).main).toMatch(
      new RegExp(`^${wallTimeField(moment).slice(0, 10)} \\d\\d:`),
    );
  });

  it('says the day as the exports and History do (ISO), the time on a 24-hour clock, UTC never as GMT', () => {
    const afternoon = Date.parse('2026-11-05T15:42:34Z');
    const weekOn = afternoon + 7 * 86_400_000;
    expect(guardTime(afternoon, 'Europe/London', false, weekOn).main).toBe('2026-11-05 15:42:34 UTC');
    expect(guardTime(afternoon, 'America/New_York', false, weekOn).main).toBe('2026-11-05 10:42:34 EST');
  });

  it('leaves the day out when no present moment is given (texts that carry their own date)', () => {
    expect(guardTime(moment, SYDNEY, false).main).toBe('21:56:09 AEDT');
  });
});
