import { describe, expect, it } from 'vitest';
import { createLocalTimeFormatter } from '../../electron/core/export/local-time.js';

// The reference: Intl's own wall-clock parts for the instant (the formatter under test only asks Intl for offsets).
const referenceFormats = new Map<string, Intl.DateTimeFormat>();

function intlLocalTime(timeZone: string, utcMs: number): string {
  let format = referenceFormats.get(timeZone);
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    timeZoneName: 'longOffset',
  });
  referenceFormats.set(timeZone, format);
  const parts = Object.fromEntries(format.formatToParts(utcMs).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  const date = `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
  return `${date}T${parts.hour}:${parts.minute}:${parts.second}.${parts.fractionalSecond}${offset}`;
}

function localTimes(timeZone: string, isoInstants: string[]): string[] {
  const format = createLocalTimeFormatter(timeZone);
  return isoInstants.map((iso) => format(iso));
}

describe('createLocalTimeFormatter', () => {
  it('crosses the spring change in Europe/London', () => {
    expect(localTimes('Europe/London', ['2024-03-31T00:59:59.999Z', '2024-03-31T01:00:00.000Z'])).toEqual([
      '2024-03-31T00:59:59.999+00:00',
      '2024-03-31T02:00:00.000+01:00',
    ]);
  });

  it('tells the repeated autumn hour in Europe/London apart by its offset', () => {
    expect(localTimes('Europe/London', ['2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z'])).toEqual([
      '2024-10-27T01:30:00.000+01:00',
      '2024-10-27T01:30:00.000+00:00',
    ]);
  });

  it('follows America/New_York across both changes', () => {
    const instants = [
      '2024-03-10T06:59:59.999Z',
      '2024-03-10T07:00:00.000Z',
      '2024-11-03T05:30:00.000Z',
      '2024-11-03T06:30:00.000Z',
    ];
    expect(localTimes('America/New_York', instants)).toEqual([
      '2024-03-10T01:59:59.999-05:00',
      '2024-03-10T03:00:00.000-04:00',
      '2024-11-03T01:30:00.000-04:00',
      '2024-11-03T01:30:00.000-05:00',
    ]);
  });

  it('follows Australia/Sydney, whose summer time spans the new year', () => {
    const instants = [
      '2024-04-06T15:59:59.999Z',
      '2024-04-06T16:00:00.000Z',
      '2024-10-05T15:59:59.999Z',
      '2024-10-05T16:00:00.000Z',
      '2024-12-31T13:00:00.000Z',
    ];
    expect(localTimes('Australia/Sydney', instants)).toEqual([
      '2024-04-07T02:59:59.999+11:00',
      '2024-04-07T02:00:00.000+10:00',
      '2024-10-06T01:59:59.999+10:00',
      '2024-10-06T03:00:00.000+11:00',
      '2025-01-01T00:00:00.000+11:00',
    ]);
  });

  it('handles half-hour and 45-minute offsets', () => {
    expect(localTimes('Asia/Kolkata', ['2024-06-01T00:00:00.000Z', '2024-12-31T18:29:59.999Z'])).toEqual([
      '2024-06-01T05:30:00.000+05:30',
      '2024-12-31T23:59:59.999+05:30',
    ]);
    const kathmandu = [
      '2024-01-01T00:14:59.999Z',
      '2024-01-01T00:15:00.000Z',
      // 1986-01-01: +05:30 became +05:45, skipping a quarter hour.
      '1985-12-31T18:29:59.999Z',
      '1985-12-31T18:30:00.000Z',
    ];
    expect(localTimes('Asia/Kathmandu', kathmandu)).toEqual([
      '2024-01-01T05:59:59.999+05:45',
      '2024-01-01T06:00:00.000+05:45',
      '1985-12-31T23:59:59.999+05:30',
      '1986-01-01T00:15:00.000+05:45',
    ]);
  });

  it('writes a zero offset as +00:00 and offsets of local mean time with their seconds', () => {
    expect(localTimes('UTC', ['2024-03-31T01:00:00.000Z'])).toEqual(['2024-03-31T01:00:00.000+00:00']);
    expect(localTimes('Europe/London', ['1847-12-01T00:00:00.000Z'])).toEqual(['1847-11-30T23:58:45.000-00:01:15']);
  });

  it('agrees with Intl at instants spread over many years and zones', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe', // half-hour summer time
      'America/St_Johns', // -03:30 with summer time
      'Pacific/Chatham', // +12:45 / +13:45
      'America/Sao_Paulo',
      'Africa/Casablanca',
      'UTC',
    ];
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const zone of zones) {
      const instants: number[] = [];
      for (let i = 0; i < 1000; i++) instants.push(Math.floor(from + next() * (to - from)));
      // Every 2 hours, 7 minutes and 7 ms through 2024: the steps land in every quarter hour of the hour.
      for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2025, 0, 1); ms += 127 * 60_000 + 7) instants.push(ms);
      const format = createLocalTimeFormatter(zone);
      for (const ms of instants) {
        expect(format(new Date(ms).toISOString()), `${zone} at ${new Date(ms).toISOString()}`).toBe(
          intlLocalTime(zone, ms),
        );
      }
    }
  });

  it('reads other ISO 8601 forms with an explicit zone', () => {
    expect(
      localTimes('Europe/London', ['2024-03-31T01:00:00Z', '2024-03-31T03:00:00.000+02:00', '2024-07-01T12:00Z']),
    ).toEqual(['2024-03-31T02:00:00.000+01:00', '2024-03-31T02:00:00.000+01:00', '2024-07-01T13:00:00.000+01:00']);
  });

  it('gives an empty string for null and for dates that are not real', () => {
    const format = createLocalTimeFormatter('Europe/London');
    const invalid: unknown[] = [
      null,
      undefined,
      1711846800000,
      '',
      'not a date',
      '2024-02-30T00:00:00.000Z',
      '2023-02-29T00:00:00.000Z',
      '2024-13-01T00:00:00.000Z',
      '2024-03-31T24:00:00.000Z',
      '2024-03-31T00:60:00.000Z',
      '2024-03-3xT00:00:00.000Z',
      '2024-03-31T00:00:00.000', // no zone: it would be read as the host's time
    ];
    invalid.push('2024-02-30T00:00Z', '2024-03-31T24:00:00+01:00', '2024-03-31T00:00:61Z');
    expect(invalid.map(format)).toEqual(invalid.map(() => ''));
    expect(format('2024-02-29T12:00:00.000Z')).toBe('2024-02-29T12:00:00.000+00:00');
  });

  it('refuses a zone the tz database does not know', () => {
    expect(() => createLocalTimeFormatter('Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
  });
});
