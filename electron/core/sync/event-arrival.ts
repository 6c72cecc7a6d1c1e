// How a batch of newly stored events arrived, for the alarms: where the customer's alarms begin (its
// first-watch history never alarms) and the service's clock when they were stored (how late each came).

export interface EventArrival {
  /**
   * Events the service received before this instant (its clock) are history fetched when the customer was first
   * watched; null while the customer's first read has not set it (everything stored meanwhile is history).
   */
  alarmsFromMs: number | null;
  /** The service's clock when the events were stored: the workstation's, corrected by the offset measured. */
  seenAtServiceMs: number;
}

/**
 * The events of a stored batch that may raise alarms: every one seen for the first time, however late it came,
 * but the history fetched when its customer was first watched.
 */
export function alarmingOf<E extends { receivedDate: string }>(events: readonly E[], arrival: EventArrival): E[] {
  return events.filter((event) => mayAlarm(event, arrival));
}

function mayAlarm(event: { receivedDate: string }, arrival: EventArrival): boolean {
  if (arrival.alarmsFromMs === null) return false;
  const receivedMs = Date.parse(event.receivedDate);
  // A receivedDate that cannot be read is not history as far as anyone can tell.
  return !Number.isFinite(receivedMs) || receivedMs >= arrival.alarmsFromMs;
}
