// Wall clocks in IANA time zones, for every layer (the screens, the alarm rules, the exports and the
// shift report): formats, a zone's short name, an instant's wall-clock fields, a typed wall time read
// back to an instant, a zone's offset, and the range stamp of file names. A zone of null or undefined
// is this process's own (the workstation's). The zone rules come from Intl (ICU's tz database), so
// changes of clocks are never worked out here.

/** Intl formats are slow to make and quick to use: every one made here is kept, in this one map. */
const formats = new Map<string, Intl.DateTimeFormat>();
let formatsMade = 0;

/**
 * The zone a Node process was told to keep (TZ), which Node applies at once when it changes: the process's
 * own formats follow it rather than the zone they were made in. '' in a page, whose zone does not change.
 */
function processZone(): string {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.TZ ?? '';
}

/** The format in a zone; throws `unknown time zone "…"` for a zone Intl does not know. */
export type ZoneFormat = (timeZone?: string | null) => Intl.DateTimeFormat;

/** A format for any zone, made once per zone (locale undefined: the page's or process's own). */
export function zoneFormat(
  locale: string | undefined,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): ZoneFormat {
  const id = formatsMade++;
  return (timeZone) => {
    const key = `${id}|${timeZone ?? `local:${processZone()}`}`;
    let found = formats.get(key);
    if (!found) {
      try {
        found = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined });
      } catch (error) {
        throw new Error(`unknown time zone "${timeZone}"`, { cause: error });
      }
      formats.set(key, found);
    }
    return found;
  };
}

const wallFields = zoneFormat('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
});
const longOffset = zoneFormat('en-US', { timeZoneName: 'longOffset' });

/** Whether Intl knows the zone's name (a service may send anything). */
export function knownZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    wallFields(timeZone);
    return true;
  } catch {
    return false;
  }
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: Weekday;
}

/** What a wall clock in the zone shows at `ms`. Throws `unknown time zone "…"` for a zone Intl does not know. */
export function wallClock(ms: number, timeZone?: string | null): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallFields(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: parts.weekday!.toLowerCase() as Weekday,
  };
}

/**
 * The instant a wall clock in the zone shows the given time (day may overflow the month). Twice
 * corrected by the zone's offset, which settles it everywhere but in a gap where clocks go forward
 * (a time that is never shown: then the offset before the gap is kept, an hour later on the clock).
 */
export function wallTimeToMs(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  timeZone?: string | null,
): number {
  const wallMs = Date.UTC(year, month - 1, day, hours, minutes);
  let guess = wallMs;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(guess, timeZone);
    guess += wallMs - Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  }
  return guess;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm" on the zone's clock (a file name's, a sentence's with the T as a space). */
export function wallTimeField(ms: number, timeZone?: string | null): string {
  const wall = wallClock(ms, timeZone);
  return `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

const FIELD = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** A typed "YYYY-MM-DD HH:mm" (or with a T) read on the zone's clock; NaN when it is not a date and time. */
export function parseWallTime(text: string, timeZone?: string | null): number {
  const match = FIELD.exec(text.trim());
  if (!match) return NaN;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hours > 23 || minutes > 59) return NaN;
  return wallTimeToMs(year, month, day, hours, minutes, timeZone);
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The zone's UTC offset in ms at `ms`, seconds included (old local mean time); throws `unknown time zone "…"`. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const format = longOffset(timeZone);
  // 'GMT', 'GMT+05:45', 'GMT-00:01:15'
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name);
  if (match === null) throw new Error(`unexpected offset "${name}" for time zone "${timeZone}"`);
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -offset : offset;
}

/** English locales whose short zone names cover most sites ("AEDT" needs en-AU, "IST" en-IN, "BST" en-GB). */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-CA', 'en-NZ', 'en-ZA', 'en-IE', 'en-SG'];
const GENERIC_NAME = /^(GMT|UTC)([+−-]|$)/;
const namers = new Map(NAMING_LOCALES.map((locale) => [locale, zoneFormat(locale, { timeZoneName: 'short' })]));

function shortName(ms: number, timeZone: string | null | undefined, locale: string): string {
  return (
    namers.get(locale)!(timeZone)
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * Names already worked out, per zone and quarter hour: every offset and so every change of name falls
 * on a quarter hour, and asking up to nine locales for each row of a scrolling feed cost frames.
 * Cleared when large, so it stays small.
 */
const QUARTER_HOUR_MS = 900_000;
const names = new Map<string, string>();

/**
 * The zone's short name at that moment as people read it ("AEDT", "BST", "IST"), else its offset
 * ("UTC+4"). Intl names a zone well only in a locale where it is used, so several are asked. Throws for
 * a zone Intl does not know. Intl says "GMT" for London in winter and "UTC" for a workstation set to
 * UTC: the same clock under two names on one screen, so every GMT is said as UTC.
 */
export function zoneName(ms: number, timeZone?: string | null): string {
  const key = `${timeZone ?? ''}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let name = names.get(key);
  if (name === undefined) {
    name = shortName(ms, timeZone, 'en-GB');
    for (const locale of NAMING_LOCALES) {
      const found = shortName(ms, timeZone, locale);
      if (found && !GENERIC_NAME.test(found)) {
        name = found;
        break;
      }
    }
    name = name.replace(/^GMT/, 'UTC');
    if (names.size >= 10_000) names.clear();
    names.set(key, name);
  }
  return name;
}

/**
 * A range in a file name, on the zone's clock: "2026-11-23_0600-1800" within one day, else both days,
 * "2026-11-22_2200-2026-11-23_0600". Digits, '-' and '_' only. The exports' and the shift report's.
 */
export function rangeStamp(fromMs: number, toMs: number, timeZone?: string | null): string {
  const stamp = (ms: number): { day: string; time: string } => {
    const [day, time] = wallTimeField(ms, timeZone).split('T') as [string, string];
    return { day, time: time.replace(':', '') };
  };
  const from = stamp(fromMs);
  const to = stamp(toMs);
  return from.day === to.day ? `${from.day}_${from.time}-${to.time}` : `${from.day}_${from.time}-${to.day}_${to.time}`;
}
