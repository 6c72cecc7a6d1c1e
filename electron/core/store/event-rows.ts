// Converts between the service's Event objects and cache rows: booleans become 0/1 and back,
// every other value is stored as sent (nulls included), so a row reads back equal to the service's copy.
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';

export const EVENT_COLUMN_LIST = EVENT_FIELDS.map((field) => `"${field.name}"`).join(', ');
const booleanFields = EVENT_FIELDS.filter((field) => field.type === 'boolean').map((field) => field.name);

export type EventRow = Record<string, string | number | null>;

const fieldNames = EVENT_FIELDS.map((field) => field.name);
const fieldIsBoolean = EVENT_FIELDS.map((field) => field.type === 'boolean');

/** The event's values in column order (a plain loop: this runs for every event stored). */
export function toEventRow(event: AccessEvent): Array<string | number | null> {
  const source = event as unknown as Record<string, unknown>;
  const row = new Array<string | number | null>(fieldNames.length);
  for (let i = 0; i < fieldNames.length; i++) {
    const value = source[fieldNames[i]!];
    if (fieldIsBoolean[i]) row[i] = value === true ? 1 : value === false ? 0 : null;
    else row[i] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return row;
}

export type EventValues = Array<string | number | null>;

/** An Event from its values in column order (EVENT_COLUMN_LIST), 0/1 back to false/true. */
export function fromEventValues(values: EventValues): AccessEvent {
  const event: Record<string, string | number | boolean | null> = {};
  for (let i = 0; i < fieldNames.length; i++) {
    const value = values[i] ?? null;
    event[fieldNames[i]!] = fieldIsBoolean[i] && value !== null ? value === 1 : value;
  }
  return event as unknown as AccessEvent;
}

/** Mutates and returns the row as an Event: 0/1 back to false/true, extra cache columns dropped. */
export function fromEventRow(row: EventRow): AccessEvent {
  for (const name of booleanFields) {
    const value = row[name];
    (row as Record<string, unknown>)[name] = value === null || value === undefined ? null : value === 1;
  }
  return row as unknown as AccessEvent;
}
