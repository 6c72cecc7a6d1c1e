// How late an event reached this monitor, judged on the service's clock only: the controller's
// delay (receivedDate − eventDate, as the service recorded both) plus the time the service held it
// before this monitor read it (the service's clock when stored − receivedDate). The workstation's
// own clock plays no part, so a workstation clock that is wrong neither silences nor invents lateness.
import { LATE_ALARM_MS } from '../domain/monitor-limits.js';

export interface LateArrival {
  eventDate: string;
  receivedDate: string;
}

/** Milliseconds late, when over LATE_ALARM_MS; else null (on time, or dates that cannot be read). */
export function lateByMs(event: LateArrival, seenAtServiceMs: number): number | null {
  const eventMs = Date.parse(event.eventDate);
  const receivedMs = Date.parse(event.receivedDate);
  if (!Number.isFinite(eventMs) || !Number.isFinite(receivedMs)) return null;
  // Each part is at least 0: a controller clock ahead, or a service clock estimate a little off, takes nothing away.
  const late = Math.max(0, receivedMs - eventMs) + Math.max(0, seenAtServiceMs - receivedMs);
  return late > LATE_ALARM_MS ? late : null;
}
