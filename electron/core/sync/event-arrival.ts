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

/** Whether an event of this arrival may raise an alarm: not first-watch history. */
export function mayAlarm(event: { receivedDate: string }, arrival: EventArrival): boolean {
  if (arrival.alarmsFromMs === null) return false;
  const receivedMs = Date.parse(event.receivedDate);
  // A receivedDate that cannot be read is not history as far as anyone can tell.
  return !Number.isFinite(receivedMs) || receivedMs >= arrival.alarmsFromMs;
}
