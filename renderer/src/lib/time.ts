// How times read on a guard's screen: site-local (the customer's timezone) and workstation-local.
import { durationText } from '../../../electron/core/alarms/duration-text.js';
import { knownZone, zoneFormat, zoneName } from '../../../electron/core/time/zone-clock.js';

const dateTime = zoneFormat(undefined, {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const clock = zoneFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/**
 * "2024-05-01 03:12:09 CEST": in the given zone, or the workstation's when none (or one Intl does not
 * know, rather than showing nothing). Never month/day order.
 */
export function formatDateTime(ms: number, timeZone?: string | null): string {
  const zone = knownZone(timeZone) ? timeZone : undefined;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTime(zone).formatToParts(ms)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${zoneName(ms, zone)}`;
}

/** "2024-05-01" in the given zone. */
export function formatDate(ms: number, timeZone?: string | null): string {
  return formatDateTime(ms, timeZone).slice(0, 10);
}

/** "03:12:09" on the workstation's clock. */
export function formatClock(ms: number): string {
  return clock().format(ms);
}

/** "03:12" on the workstation's clock. */
export function formatHourMinute(ms: number): string {
  return formatClock(ms).slice(0, 5);
}

/** "42 s", "4 min 12 s", "3 h 5 min" (shared with the host's texts). */
export const formatDuration = durationText;

/** "just now", "3 min ago". */
export function formatAge(thenMs: number, nowMs: number): string {
  const ms = nowMs - thenMs;
  return ms < 45_000 ? 'just now' : `${formatDuration(ms)} ago`;
}
