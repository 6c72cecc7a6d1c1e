// Times a guard reads: the site's clock with its zone's name ("21:56:09 AEDT") first, and this
// workstation's clock beside it where the two differ; or the other way round by preference.
import { knownZone, wallTimeField, zoneFormat, zoneName } from '../../../electron/core/time/zone-clock.js';

const clock = zoneFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** "2026-11-22" on the zone's clock (the workstation's when none). */
function dayIn(ms: number, timeZone: string | undefined): string {
  return wallTimeField(ms, timeZone).slice(0, 10);
}

// Today per zone, for the minute asked about: every row of a list asks it with the same moment.
const todays = new Map<string, string>();
let todaysMinute = NaN;

function todayIn(nowMs: number, timeZone: string | undefined): string {
  const minute = Math.floor(nowMs / 60_000);
  if (minute !== todaysMinute) {
    todays.clear();
    todaysMinute = minute;
  }
  const key = timeZone ?? '';
  let today = todays.get(key);
  if (today === undefined) {
    today = dayIn(nowMs, timeZone);
    todays.set(key, today);
  }
  return today;
}

/** "21:56:09" on the zone's clock (the workstation's when none). */
function clockIn(ms: number, timeZone?: string | null): string {
  return clock(timeZone ?? undefined).format(ms);
}

export interface GuardTime {
  /** What the guard reads first: "21:56:09 AEDT". */
  main: string;
  /** The other clock where it shows another time: "10:56 here" or "21:56 site"; else null. */
  other: string | null;
}

/**
 * A moment as the guard should read it: on the site's clock (the customer's zone) with its zone name,
 * the workstation's beside it when it differs; `workstationFirst` swaps them. An unknown site zone
 * shows the workstation's clock alone. Given `nowMs`, a moment of another day on the clock read
 * first carries that day ("2026-11-22 21:56:09 AEDT"), so rows spanning days cannot be confused; the
 * other clock then gives way (a feed row has no room for both, and the detail shows both).
 */
export function guardTime(
  ms: number,
  siteZone: string | null | undefined,
  workstationFirst: boolean,
  nowMs?: number,
): GuardTime {
  const time = clockTimes(ms, siteZone, workstationFirst);
  if (nowMs === undefined) return time;
  const firstZone = workstationFirst || !knownZone(siteZone) ? undefined : siteZone;
  const day = dayIn(ms, firstZone);
  return day === todayIn(nowMs, firstZone) ? time : { main: `${day} ${time.main}`, other: null };
}

function clockTimes(ms: number, siteZone: string | null | undefined, workstationFirst: boolean): GuardTime {
  const here = clockIn(ms);
  const hereNamed = `${here} ${zoneName(ms)}`;
  if (!knownZone(siteZone)) return { main: hereNamed, other: null };
  const site = clockIn(ms, siteZone);
  if (site === here) return { main: workstationFirst ? hereNamed : `${site} ${zoneName(ms, siteZone)}`, other: null };
  return workstationFirst
    ? { main: hereNamed, other: `${site.slice(0, 5)} site` }
    : { main: `${site} ${zoneName(ms, siteZone)}`, other: `${here.slice(0, 5)} here` };
}

/** The guard time in one line: "21:56:09 AEDT (10:56 here)". */
export function guardTimeText(ms: number, siteZone: string | null | undefined, workstationFirst: boolean): string {
  const time = guardTime(ms, siteZone, workstationFirst);
  return time.other ? `${time.main} (${time.other})` : time.main;
}
