// Converts between the service's Event objects and cache rows: booleans become 0/1 and back,
// every other value is stored as sent (nulls included), so a row reads back equal to the service's copy.
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';

export const EVENT_COLUMN_LIST = EVENT_FIELDS.map((field) => `"${field.name}"`).join(', ');
const booleanFields = EVENT_FIELDS.filter((field) => field.type === 'boolean').map((field) => field.name);

export type EventRow = Record<string, string | number | null>;

export function toEventRow(event: AccessEvent): Array<string | number | null> {
  return EVENT_FIELDS.map(({ name, type }) => {
    const value = (event as unknown as Record<string, unknown>)[name];
    if (value === undefined || value === null) return null;
    if (type === 'boolean') return value === true ? 1 : value === false ? 0 : null;
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  });
}

/** Mutates and returns the row as an Event: 0/1 back to false/true, extra cache columns dropped. */
export function fromEventRow(row: EventRow): AccessEvent {
  for (const name of booleanFields) {
    const value = row[name];
    (row as Record<string, unknown>)[name] = value === null || value === undefined ? null : value === 1;
  }
  return row as unknown as AccessEvent;
}
