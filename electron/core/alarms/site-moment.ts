// A moment in a sentence a guard reads at any workstation of a control room, on the clock of the site
// it is about: "00:40 AEDT (site time)" today there, "2026-11-26 23:40 AEDT (site time)" another day.
// The zone's name is always said, so the words mean one moment wherever they are read; a site whose
// zone is unknown is told in UTC ("00:40 UTC").
import { knownZone, wallTimeField, zoneName } from '../time/zone-clock.js';

export function siteMoment(ms: number, nowMs: number, siteZone: string | null | undefined): string {
  const zone = knownZone(siteZone) ? siteZone : 'UTC';
  const [day, time] = wallTimeField(ms, zone).split('T') as [string, string];
  const today = wallTimeField(nowMs, zone).slice(0, 10);
  return `${day === today ? time : `${day} ${time}`} ${zoneName(ms, zone)}${zone === siteZone ? ' (site time)' : ''}`;
}
