// When an alarm happened, how long it has been open and how late it came, as the alarm list says it.
// Every clock time names its zone, and its day when that is not today on the same clock, so a guard
// in one zone watching sites in three never has to guess which 03:02 is meant.
import type { AlertGroup } from '../../../electron/contract.js';
import { knownZone, wallTimeField, zoneFormat, zoneName } from '../../../electron/core/time/zone-clock.js';

const clockSeconds = zoneFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const clockMinutes = zoneFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Where the times are read: `here` is this workstation's zone (undefined: the process's own; tests pin it). */
export interface Clocks {
  siteZone: string | null;
  workstationFirst: boolean;
  nowMs: number;
  here?: string;
}

/** "03:02:11 UTC", or "2026-11-25 03:02:11 UTC" when that is not today on that clock. */
function onClock(ms: number, zone: string | undefined, nowMs: number, seconds: boolean): string {
  const day = wallTimeField(ms, zone).slice(0, 10);
  const time = (seconds ? clockSeconds : clockMinutes)(zone).format(ms);
  const named = `${time} ${zoneName(ms, zone)}`;
  return day === wallTimeField(nowMs, zone).slice(0, 10) ? named : `${day} ${named}`;
}

export interface AlarmMoment {
  /** On the clock the guard reads first: "03:02:11 GMT". */
  main: string;
  /** The other clock, where it reads another time: "04:02 CET here" or "03:02 GMT site"; else null. */
  other: string | null;
}

/**
 * A moment of an alarm on the site's clock and on this workstation's, the preferred one first; each names
 * its zone and, when not today on its own clock, its day. An unknown site zone leaves the workstation's alone.
 */
export function alarmMoment(ms: number, clocks: Clocks): AlarmMoment {
  const { here, nowMs } = clocks;
  const hereMain = onClock(ms, here, nowMs, true);
  if (!knownZone(clocks.siteZone)) return { main: hereMain, other: null };
  const site = clocks.siteZone;
  const siteMain = onClock(ms, site, nowMs, true);
  // The same reading on both clocks: the site's alone (its zone named) says it.
  if (clockSeconds(site).format(ms) === clockSeconds(here).format(ms)) {
    return { main: clocks.workstationFirst ? hereMain : siteMain, other: null };
  }
  return clocks.workstationFirst
    ? { main: hereMain, other: `${onClock(ms, site, nowMs, false)} site` }
    : { main: siteMain, other: `${onClock(ms, here, nowMs, false)} here` };
}

/** The moment in one line: "03:02:11 GMT (04:02 CET here)". */
export function alarmMomentText(ms: number, clocks: Clocks): string {
  const moment = alarmMoment(ms, clocks);
  return moment.other ? `${moment.main} (${moment.other})` : moment.main;
}

/** "40 s", "12 min", "2 h 5 min", "3 days": a span said as a guard says it, to the minute past the first. */
export function roughDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} days`;
}

/** "open 12 min": how long since this monitor raised it (a clock a little behind reads "open 0 s"). */
export function openForText(group: Pick<AlertGroup, 'raisedAtMs'>, nowMs: number): string {
  return `open ${roughDuration(nowMs - group.raisedAtMs)}`;
}

/**
 * "delivered 12 min late; happened 03:02 site time" (the day too when not today there), or null for an
 * alarm whose event came on time. Without a known site zone the time is the workstation's, named so.
 */
export function lateText(
  group: Pick<AlertGroup, 'lateByMs' | 'firstAtMs' | 'timeZone'>,
  nowMs: number,
  here?: string,
): string | null {
  if (group.lateByMs === null) return null;
  const site = knownZone(group.timeZone);
  const at = onClock(group.firstAtMs, site ? group.timeZone! : here, nowMs, false);
  // "03:02 GMT site time" reads oddly: the zone stays in the day-and-time part only for the workstation's clock.
  const happened = site ? `${at.replace(/ \S+$/, '')} site time` : `${at} here`;
  return `delivered ${roughDuration(group.lateByMs)} late; happened ${happened}`;
}
