// A demo service that goes beyond the spec's letter the way a real one may (`hostile: true`, for tests):
// - its text carries terminal escape sequences, C1 controls and bidi overrides (a login message, a
//   customer's name, every error's consumerMessage), as any service text may;
// - one customer has no code: the spec types customerCode as String, but its "Many fields may be null"
//   covers it (resources/openapi.yaml's strict reading does not: this mode is off by default);
// - every event carries a field the spec does not name (HOSTILE_EVENT_FIELD), as a service that adds
//   one tomorrow would: the monitor passes on only the fields it knows.
import type { DemoCustomer } from './data/model.js';

/** Clears the screen, retitles the window, rings, then writes right to left: all of it must reach no terminal raw. */
const ESCAPES = '\u001b[2J\u001b]0;owned\u0007\u009b31m\u202e';

export const HOSTILE_LOGIN_MESSAGE = `Welcome${ESCAPES} back`;
export const HOSTILE_EVENT_FIELD = { name: 'cardSecret', value: 'ZZ-UNDOCUMENTED-9911' } as const;

export function hostileConsumerMessage(message: string): string {
  return `${message}${ESCAPES}`;
}

/** The second customer loses its code; the third's name carries escapes. */
export function makeHostile(customers: readonly DemoCustomer[]): void {
  const [, noCode, escaped] = customers;
  if (noCode) (noCode.customer as { customerCode: string | null }).customerCode = null;
  if (escaped) escaped.customer.customerName = `${escaped.customer.customerName}${ESCAPES}`;
}

/** An event's JSON (one object) with the undocumented field added at its end. */
export function withHostileField(eventJson: string): string {
  return `${eventJson.slice(0, -1)},${JSON.stringify(HOSTILE_EVENT_FIELD.name)}:${JSON.stringify(HOSTILE_EVENT_FIELD.value)}}`;
}
