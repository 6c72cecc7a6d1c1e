// A range typed on the range picker's clock: both fields read as that zone's wall time (the zone
// clock's own tests cover the reading across changes of clocks), refused with a reason otherwise.
import { describe, expect, it } from 'vitest';
import { typedRange } from '../../renderer/src/lib/typed-range.js';

const SYDNEY = 'Australia/Sydney';

describe('a range typed on a named clock', () => {
  it("reads both fields as that zone's wall time", () => {
    expect(typedRange('2026-11-23 22:00', '2026-11-24T06:00', SYDNEY)).toEqual({
      ok: true,
      fromMs: Date.parse('2026-11-23T11:00:00Z'), // AEDT, UTC+11
      toMs: Date.parse('2026-11-23T19:00:00Z'),
    });
  });

  it('refuses what is not a date and a time, an empty field or a backward range, saying so', () => {
    for (const wrong of [
      '2026-11-23',
      '11/23/2026 10:00 PM',
      '2026-13-01T10:00',
      '23/11/2026 10:00',
      '2026-11-23T24:00',
    ]) {
      expect(typedRange(wrong, '2026-11-24T06:00', SYDNEY)).toEqual({
        ok: false,
        error: 'Give the start and the end as a date and a time, YYYY-MM-DD HH:mm.',
      });
    }
    expect(typedRange('', '2026-11-24T06:00', SYDNEY)).toEqual({ ok: false, error: 'Give both a start and an end.' });
    expect(typedRange('2026-11-24T06:00', '2026-11-23T22:00', SYDNEY)).toEqual({
      ok: false,
      error: 'The range must start before it ends.',
    });
  });
});
