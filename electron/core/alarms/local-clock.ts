// The wall clock at a site: minutes since local midnight and the local weekday of an instant, in an
// IANA time zone, from Intl (so daylight-saving changes come from the tz database, not from us).
import type { WEEKDAYS } from './rule-schema.js';

export interface LocalClock {
  minuteOfDay: number;
  weekday: (typeof WEEKDAYS)[number];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Throws for a zone the tz database does not know. */
export function localClock(utcMs: number, timeZone: string): LocalClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(utcMs).map((part) => [part.type, part.value]));
  return {
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: String(parts.weekday).toLowerCase().slice(0, 3) as LocalClock['weekday'],
  };
}

/** "22:30" → 1350. */
export function minutesOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  return hours! * 60 + minutes!;
}
