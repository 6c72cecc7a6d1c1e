// Guard shifts: the times they change, as a supervisor types them ("07:00, 15:00, 23:00"), and the
// start of the shift running at an instant on a given clock (a site's zone, or this workstation's).
import { knownZone, wallClock, wallTimeToMs } from '../../../electron/core/time/zone-clock.js';

const TIME = /^(\d{1,2}):(\d{2})$/;

export type ParsedShiftChanges = { ok: true; times: string[] } | { ok: false; error: string };

/** "7:00, 15:00,23:00" → ['07:00', '15:00', '23:00'], sorted; or a message naming what is wrong. */
export function parseShiftChanges(text: string): ParsedShiftChanges {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, error: 'Give at least one shift change time, such as 06:00, 18:00.' };
  if (parts.length > 12) return { ok: false, error: 'At most 12 shift changes a day.' };
  const times: string[] = [];
  for (const part of parts) {
    const match = TIME.exec(part);
    const hours = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    if (!match || hours > 23 || minutes > 59) {
      return {
        ok: false,
        error: `"${part}" is not a time of day: write HH:MM on a 24-hour clock, such as 07:00 or 23:30.`,
      };
    }
    const time = `${String(hours).padStart(2, '0')}:${match[2]}`;
    if (times.includes(time)) return { ok: false, error: `${time} is given twice.` };
    times.push(time);
  }
  return { ok: true, times: times.sort() };
}

/**
 * The start of the shift running at `nowMs`: the latest change time at or before it on the clock of `timeZone`
 * (this workstation's when undefined). `changes` are HH:MM, as parseShiftChanges gives them.
 */
export function shiftStartMs(nowMs: number, changes: readonly string[], timeZone?: string): number {
  const today = wallClock(nowMs, timeZone);
  let best = -Infinity;
  // Yesterday's last change is the start when today's first is still to come.
  for (const dayOffset of [-1, 0]) {
    for (const change of changes) {
      const [hours, minutes] = change.split(':').map(Number);
      const startMs = wallTimeToMs(today.year, today.month, today.day + dayOffset, hours!, minutes!, timeZone);
      if (startMs <= nowMs && startMs > best) best = startMs;
    }
  }
  return best;
}

/** The shift before the one running at `nowMs`: from its start to the running shift's start. */
export function previousShiftMs(
  nowMs: number,
  changes: readonly string[],
  timeZone?: string,
): { fromMs: number; toMs: number } {
  const toMs = shiftStartMs(nowMs, changes, timeZone);
  return { fromMs: shiftStartMs(toMs - 1, changes, timeZone), toMs };
}

/**
 * The clock shifts change on for these customers' zones: the sites' when they all keep the same
 * known one, else null (this workstation's).
 */
export function shiftZone(zones: ReadonlyArray<string | null>): string | null {
  const distinct = new Set(zones);
  const [zone] = distinct;
  return distinct.size === 1 && knownZone(zone) ? zone : null;
}

/** Which clock that is, for a sentence: "the site's clock (Australia/Sydney)". */
export function shiftClockText(zone: string | null, customers: number): string {
  if (zone) return `the site's clock (${zone})`;
  return customers > 1
    ? "this workstation's clock, as the customers are in different time zones"
    : "this workstation's clock, as the customer's time zone is not known";
}
