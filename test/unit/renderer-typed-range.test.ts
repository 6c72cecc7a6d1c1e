// A range typed on a site's clock: the fields read as that zone's wall time (across its change of
// clocks), shown back the same way, and refused with a reason when they are not a date and a time.
import { describe, expect, it } from 'vitest';
import { localInput, typedRange } from '../../renderer/src/lib/typed-range.js';

const SYDNEY = 'Australia/Sydney';
const NEW_YORK = 'America/New_York';

describe('a range typed on a named clock', () => {
  it("reads the fields as that zone's wall time, not this workstation's", () => {
    expect(typedRange('2026-11-23T22:00', '2026-11-24T06:00', SYDNEY)).toEqual({
      ok: true,
      fromMs: Date.parse('2026-11-23T11:00:00Z'), // AEDT, UTC+11
      toMs: Date.parse('2026-11-23T19:00:00Z'),
    });
    expect(typedRange('2026-11-23T22:00', '2026-11-24T06:00', NEW_YORK)).toMatchObject({
      fromMs: Date.parse('2026-11-24T03:00:00Z'), // EST, UTC−5
    });
  });

  it('counts the hours a change of clocks adds: Sydney went back an hour at 03:00 on 5 April 2026', () => {
    const night = typedRange('2026-04-05T00:00', '2026-04-05T06:00', SYDNEY);
    expect(night.ok && (night.toMs - night.fromMs) / 3_600_000).toBe(7);
  });

  it('shows an instant back in the fields as that zone writes it', () => {
    expect(localInput(Date.parse('2026-11-23T11:00:00Z'), SYDNEY)).toBe('2026-11-23T22:00');
    expect(localInput(Date.parse('2026-11-23T11:00:00Z'), NEW_YORK)).toBe('2026-11-23T06:00');
    const typed = typedRange(localInput(Date.parse('2026-07-01T12:34:00Z'), SYDNEY), '2026-07-02T00:00', SYDNEY);
    expect(typed).toMatchObject({ ok: true, fromMs: Date.parse('2026-07-01T12:34:00Z') });
  });

  it('refuses what is not a date and a time, saying so', () => {
    for (const wrong of ['2026-11-23', '2026-13-01T10:00', '23/11/2026 10:00', '2026-11-23T24:00']) {
      expect(typedRange(wrong, '2026-11-24T06:00', SYDNEY)).toEqual({
        ok: false,
        error: 'Give the start and the end as a date and a time.',
      });
    }
  });
});
