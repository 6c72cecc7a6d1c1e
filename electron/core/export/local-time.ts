// UTC instants as wall-clock time in one IANA time zone, e.g. 2024-03-31T02:00:00.000+01:00, fast enough for millions of
// rows. The zone rules come from Intl (ICU's tz database), asked once per UTC quarter hour and cached: offsets today are
// whole quarter hours and change on quarter-hour boundaries, so within one cached quarter hour the local hour and
// offset are fixed and only the minute, seconds and milliseconds vary. Quarter hours where that does not hold (old
// local mean time, with offsets such as -00:01:15) are detected and fall back to Intl per instant. The offsets are the
// zone clock's (core/time/zone-clock.ts); this file keeps only the row-speed cache and the ISO text.
import { zoneOffsetMs } from '../time/zone-clock.js';

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
// Rows come sorted by date, so a small cache holds the working set; clearing it when full keeps memory constant.
const MAX_CACHED_BUCKETS = 65_536;

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

interface Bucket {
  /** Offset through the whole quarter hour, or NaN when it changes inside it. */
  offsetMs: number;
  /** Local 'YYYY-MM-DDTHH:' of the quarter hour, or '' when the offset changes inside it or is not whole quarter hours. */
  prefix: string;
  /** Local minute at the start of the quarter hour: 0, 15, 30 or 45. */
  startMinute: number;
  offsetText: string;
}

/** Formats an ISO 8601 UTC date string as local time; null, non-strings and invalid dates give ''. */
export type LocalTimeFormatter = (isoUtc: unknown) => string;

/** Throws `unknown time zone "…"` for a name the tz database does not know. */
export function createLocalTimeFormatter(timeZone: string): LocalTimeFormatter {
  const offsetAt = (utcMs: number): number => zoneOffsetMs(utcMs, timeZone);
  offsetAt(0); // an unknown zone throws here, not at the first row
  const buckets = new Map<number, Bucket>();
  let lastKey = NaN;
  let lastBucket: Bucket | undefined;

  function bucketAt(key: number): Bucket {
    if (key === lastKey) return lastBucket!;
    let bucket = buckets.get(key);
    if (bucket === undefined) bucket = newBucket(key);
    lastKey = key;
    lastBucket = bucket;
    return bucket;
  }

  function newBucket(key: number): Bucket {
    const startMs = key * QUARTER_HOUR_MS;
    const startOffset = offsetAt(startMs);
    const constant = startOffset === offsetAt(startMs + QUARTER_HOUR_MS - 1);
    const local = new Date(startMs + startOffset).toISOString();
    // A six-digit year (local time before year 0 or after 9999) takes the slow path too.
    const wholeQuarters = constant && startOffset % QUARTER_HOUR_MS === 0 && local.length === 24;
    const bucket = {
      offsetMs: constant ? startOffset : NaN,
      prefix: wholeQuarters ? local.slice(0, 14) : '',
      startMinute: wholeQuarters ? Number(local.slice(14, 16)) : 0,
      offsetText: offsetText(startOffset),
    };
    if (buckets.size >= MAX_CACHED_BUCKETS) buckets.clear();
    buckets.set(key, bucket);
    return bucket;
  }

  function slowPath(utcMs: number, bucket: Bucket): string {
    const offsetMs = Number.isNaN(bucket.offsetMs) ? offsetAt(utcMs) : bucket.offsetMs;
    return new Date(utcMs + offsetMs).toISOString().slice(0, -1) + offsetText(offsetMs);
  }

  return (isoUtc) => {
    if (typeof isoUtc !== 'string') return '';
    const fields = canonicalFields(isoUtc);
    if (fields !== null) {
      const minute = fields.minute;
      const key = fields.day * 96 + fields.hour * 4 + Math.floor(minute / 15);
      const bucket = bucketAt(key);
      if (bucket.prefix !== '') {
        // ':SS.sss' is the same in every whole-minute offset, so it is copied from the input.
        return (
          bucket.prefix + TWO_DIGITS[bucket.startMinute + (minute % 15)] + isoUtc.slice(16, 23) + bucket.offsetText
        );
      }
      return slowPath(key * QUARTER_HOUR_MS + (minute % 15) * MINUTE_MS + fields.secondsMs, bucket);
    }
    const utcMs = parseOtherIso(isoUtc);
    return Number.isNaN(utcMs) ? '' : slowPath(utcMs, bucketAt(Math.floor(utcMs / QUARTER_HOUR_MS)));
  };
}

/** ISO 8601 offset text: +01:00, -03:30, +00:00 for UTC (never Z), and seconds only when there are some. */
function offsetText(offsetMs: number): string {
  const totalSeconds = Math.abs(offsetMs) / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  const text = `${offsetMs < 0 ? '-' : '+'}${String(hours).padStart(2, '0')}:${TWO_DIGITS[minutes]}`;
  return seconds === 0 ? text : `${text}:${TWO_DIGITS[seconds]}`;
}

interface CanonicalFields {
  /** Days since 1970-01-01. */
  day: number;
  hour: number;
  minute: number;
  secondsMs: number;
}

const canonicalScratch: CanonicalFields = { day: 0, hour: 0, minute: 0, secondsMs: 0 };

/**
 * Reads the service's own form, YYYY-MM-DDTHH:MM:SS.sssZ, by character codes (several times faster than Date.parse).
 * Returns a shared object, valid until the next call; null when the text is not in that form or not a real date.
 */
function canonicalFields(text: string): CanonicalFields | null {
  if (
    text.length !== 24 ||
    text.charCodeAt(23) !== 90 || // Z
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 46 // .
  ) {
    return null;
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  const ms = digits(text, 20, 3);
  // digits() gives -1 for a non-digit, which validDateTime also rejects.
  if (!validDateTime(year, month, day, hour, minute, second) || ms < 0) return null;
  canonicalScratch.day = daysFromCivil(year, month, day);
  canonicalScratch.hour = hour;
  canonicalScratch.minute = minute;
  canonicalScratch.secondsMs = second * 1000 + ms;
  return canonicalScratch;
}

function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

// Howard Hinnant's days_from_civil: proleptic Gregorian date → days since 1970-01-01.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function validDateTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): boolean {
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return false;
  if (minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  return day <= 28 || day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return month === 12 ? 31 : daysFromCivil(year, month + 1, 1) - daysFromCivil(year, month, 1);
}

const OTHER_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Any other ISO 8601 date-time with an explicit zone (Z or ±HH:MM), checked as strictly as the canonical form (Date.parse
 * alone would roll 02-30 over to March); a date without a zone would be read as the host's time, so it is refused.
 */
function parseOtherIso(text: string): number {
  const match = OTHER_ISO.exec(text);
  if (match === null) return NaN;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((group) => Number(group ?? 0));
  if (!validDateTime(year!, month!, day!, hour!, minute!, second!)) return NaN;
  return Date.parse(text);
}
