// The zone clock every layer reads times with: wall-clock fields, a typed wall time read back, the
// offset, the zone's name and the file names' range stamp, across Sydney's changes of clocks and in
// zones whose offsets have half hours (Kolkata, Adelaide, Lord Howe, whose clocks change by half an hour).
import { describe, expect, it } from 'vitest';
import {
  knownZone,
  parseWallTime,
  rangeStamp,
  wallClock,
  wallTimeField,
  zoneName,
  zoneOffsetMs,
} from '../../electron/core/time/zone-clock.js';

const SYDNEY = 'Australia/Sydney';
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const ADELAIDE = 'Australia/Adelaide';
const LORD_HOWE = 'Australia/Lord_Howe';
const at = (iso: string): number => Date.parse(iso);
const HOUR_MS = 3_600_000;

describe("a typed wall time, read on a named zone's clock", () => {
  it("reads the field as that zone's wall time, not this workstation's", () => {
    expect(parseWallTime('2026-11-23T22:00', SYDNEY)).toBe(at('2026-11-23T11:00:00Z')); // AEDT, UTC+11
    expect(parseWallTime('2026-11-23T22:00', NEW_YORK)).toBe(at('2026-11-24T03:00:00Z')); // EST, UTC−5
    expect(parseWallTime(' 2026-11-23T22:00 ', KOLKATA)).toBe(at('2026-11-23T16:30:00Z')); // IST, UTC+5:30
    // As the screens write it, with a space.
    expect(parseWallTime('2026-11-23 22:00', SYDNEY)).toBe(at('2026-11-23T11:00:00Z'));
  });

  it('counts the hour a change of clocks adds: Sydney went back an hour at 03:00 on 5 April 2026', () => {
    const night = parseWallTime('2026-04-05T06:00', SYDNEY) - parseWallTime('2026-04-05T00:00', SYDNEY);
    expect(night / HOUR_MS).toBe(7);
  });

  it('reads a time the clocks skipped (02:30 on 4 October 2026 in Sydney) on the offset before the gap', () => {
    const skipped = parseWallTime('2026-10-04T02:30', SYDNEY);
    expect(skipped).toBe(at('2026-10-03T16:30:00Z'));
    expect(wallTimeField(skipped, SYDNEY)).toBe('2026-10-04T03:30');
  });

  it('counts the half hour Lord Howe Island puts its clocks forward (02:00 → 02:30 on 4 October 2026)', () => {
    const night = parseWallTime('2026-10-04T06:00', LORD_HOWE) - parseWallTime('2026-10-04T00:00', LORD_HOWE);
    expect(night / HOUR_MS).toBe(5.5);
  });

  it('shows an instant back as the zone writes it, so a field round-trips', () => {
    expect(wallTimeField(at('2026-11-23T11:00:00Z'), SYDNEY)).toBe('2026-11-23T22:00');
    expect(wallTimeField(at('2026-11-23T11:00:00Z'), NEW_YORK)).toBe('2026-11-23T06:00');
    expect(wallTimeField(at('2026-11-22T19:30:00Z'), ADELAIDE)).toBe('2026-11-23T06:00'); // ACDT, UTC+10:30
    const instant = at('2026-07-01T12:34:00Z');
    expect(parseWallTime(wallTimeField(instant, SYDNEY), SYDNEY)).toBe(instant);
    expect(parseWallTime(wallTimeField(instant, KOLKATA), KOLKATA)).toBe(instant);
  });

  it('is NaN for what is not a date and a time, or a day the month does not have', () => {
    for (const wrong of [
      '2026-11-23',
      '2026-13-01T10:00',
      '23/11/2026 10:00',
      '2026-11-23T24:00',
      '2026-02-30T10:00',
    ]) {
      expect(parseWallTime(wrong, SYDNEY), wrong).toBeNaN();
    }
  });
});

describe('wall-clock fields and offsets', () => {
  it("gives the site's date, time and weekday, which may be another day than UTC's", () => {
    expect(wallClock(at('2026-11-23T14:30:00Z'), SYDNEY)).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 1,
      minute: 30,
      weekday: 'tue',
    });
    expect(wallClock(at('2026-11-23T18:45:00Z'), KOLKATA)).toMatchObject({ day: 24, hour: 0, minute: 15 });
  });

  it('gives the offset with its half and quarter hours, and the new one from the instant clocks change', () => {
    expect(zoneOffsetMs(at('2026-11-23T00:00:00Z'), KOLKATA)).toBe(5.5 * HOUR_MS);
    expect(zoneOffsetMs(at('2026-11-23T00:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR_MS);
    // Sydney: 02:00 AEST (UTC+10) became 03:00 AEDT (UTC+11) at 16:00 UTC on 3 October 2026.
    expect(zoneOffsetMs(at('2026-10-03T15:59:59.999Z'), SYDNEY)).toBe(10 * HOUR_MS);
    expect(zoneOffsetMs(at('2026-10-03T16:00:00Z'), SYDNEY)).toBe(11 * HOUR_MS);
    expect(zoneOffsetMs(at('2026-10-03T15:30:00Z'), LORD_HOWE)).toBe(11 * HOUR_MS);
    expect(zoneOffsetMs(at('2026-10-03T15:29:00Z'), LORD_HOWE)).toBe(10.5 * HOUR_MS);
  });

  it('names the zone as people there read it, and the name changes with the clocks', () => {
    expect(zoneName(at('2026-10-03T15:59:00Z'), SYDNEY)).toBe('AEST');
    expect(zoneName(at('2026-10-03T16:00:00Z'), SYDNEY)).toBe('AEDT');
    expect(zoneName(at('2026-11-23T00:00:00Z'), KOLKATA)).toBe('IST');
    expect(zoneName(at('2026-11-23T00:00:00Z'), ADELAIDE)).toBe('ACDT');
    expect(zoneName(at('2026-11-23T00:00:00Z'), 'Asia/Tbilisi')).toBe('UTC+4');
    expect(zoneName(at('2026-07-01T00:00:00Z'), 'Europe/London')).toBe('BST');
  });

  it('says UTC for every clock on UTC, London in winter as a workstation set to UTC', () => {
    expect(zoneName(at('2026-11-23T00:00:00Z'), 'Europe/London')).toBe('UTC');
    expect(zoneName(at('2026-11-23T00:00:00Z'), 'UTC')).toBe('UTC');
    expect(zoneName(at('2026-11-23T00:00:00Z'), 'Atlantic/Reykjavik')).toBe('UTC');
  });

  it('knows which zones Intl knows, and says which one it does not', () => {
    expect(knownZone(SYDNEY)).toBe(true);
    expect(knownZone('Mars/Olympus')).toBe(false);
    expect(knownZone(null)).toBe(false);
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
    expect(() => zoneOffsetMs(0, 'Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
  });
});

describe('the range stamp of file names (exports and shift reports)', () => {
  it('names the day once within one day on that clock, and both days over midnight', () => {
    expect(rangeStamp(at('2026-11-23T00:30:00Z'), at('2026-11-23T12:30:00Z'), KOLKATA)).toBe('2026-11-23_0600-1800');
    expect(rangeStamp(at('2026-11-23T11:00:00Z'), at('2026-11-23T19:00:00Z'), SYDNEY)).toBe(
      '2026-11-23_2200-2026-11-24_0600',
    );
  });

  it('reads each end on its own side of a change of clocks', () => {
    // Sydney on 5 April 2026: 00:00 AEDT to 06:00 AEST, seven hours.
    expect(rangeStamp(at('2026-04-04T13:00:00Z'), at('2026-04-04T20:00:00Z'), SYDNEY)).toBe('2026-04-05_0000-0600');
  });
});
