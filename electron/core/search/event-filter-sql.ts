// One events filter, one meaning, in either engine's SQL: which conditions a filter makes is decided here
// once; each engine only spells them (its column names, its parameters, its lists, its full-text search, its
// page key), so the cache and the room cannot drift apart on what a filter finds.
import type { EventsFilter, PageKey } from './events-filter.js';

export interface FilterSpelling {
  /** The engine's names for the columns it spells its own way. */
  columns: { customer: string; eventDate: string; storedAt: string; receivedDate: string };
  /** A parameter's placeholder; the value is kept, in order. */
  param(value: unknown): string;
  /** The column is one of the values (none: nothing matches). */
  oneOf(column: string, values: readonly string[]): string;
  /** The typed words' condition: each starts a word of a name, or they are a card's whole number; null: none. */
  text(text: string): string | null;
  /** Strictly older than the page key, as the engine's planner reads it best. */
  olderThan(key: PageKey): string;
}

/** The conditions, all of which an event must meet; `before`: paging back from that key. */
export function filterConditions(filter: EventsFilter, before: PageKey | undefined, spell: FilterSpelling): string[] {
  const { columns, param } = spell;
  const where: string[] = [];
  if (filter.customerGuids) where.push(spell.oneOf(columns.customer, filter.customerGuids));
  if (filter.fromMs !== undefined) where.push(`${columns.eventDate} >= ${param(filter.fromMs)}`);
  if (filter.toMs !== undefined) where.push(`${columns.eventDate} <= ${param(filter.toMs)}`);
  for (const [column, value] of [
    ['"eventType"', filter.eventType],
    ['"doorGuid"', filter.doorGuid],
    ['"userGuid"', filter.userGuid],
    ['"tokenGuid"', filter.tokenGuid],
  ] as const) {
    if (value !== undefined) where.push(`${column} = ${param(value)}`);
  }
  if (filter.storedWithinMs !== undefined) {
    where.push(`${columns.storedAt} - ${columns.receivedDate} <= ${param(filter.storedWithinMs)}`);
  }
  if (filter.userOrTokenGuid !== undefined) {
    where.push(`("userGuid" = ${param(filter.userOrTokenGuid)} OR "tokenGuid" = ${param(filter.userOrTokenGuid)})`);
  }
  const text = filter.text === undefined ? null : spell.text(filter.text);
  if (text !== null) where.push(text);
  if (before) where.push(spell.olderThan(before));
  return where;
}

export function whereClause(conditions: readonly string[]): string {
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}
