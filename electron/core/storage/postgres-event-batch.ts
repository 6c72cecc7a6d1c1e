// A batch of events as one statement's parameters: one array per column, spread back into rows by
// unnest() on the server. One round trip and one plan per batch, and no limit on the batch's size
// (a multi-row VALUES list would stop at PostgreSQL's 65,535 parameters, 46 per event).
import { EVENT_FIELDS } from '../api/event-fields.js';
import type { AccessEvent } from '../api/types.js';
import { searchWords } from '../search/search-words.js';
import { EVENT_COLUMN_LIST, toEventRow } from '../store/event-rows.js';

const NAME_FIELDS = [
  'userFirstName',
  'userLastName',
  'doorName',
  'deviceName',
  'deviceSerialNumber',
  'siteName',
  'customerName',
  'displayName',
];
const CARD_FIELDS = ['tokenData', 'tokenDescription'];

/** The words the names index and the cards index hold for the event (core/search/search-words.ts), each once. */
export function eventWords(event: AccessEvent): { names: string[]; cards: string[] } {
  return { names: wordsOf(event, NAME_FIELDS), cards: wordsOf(event, CARD_FIELDS) };
}

function wordsOf(event: AccessEvent, fields: readonly string[]): string[] {
  const source = event as unknown as Record<string, unknown>;
  const words = fields.flatMap((field) => (typeof source[field] === 'string' ? searchWords(source[field]) : []));
  return [...new Set(words)];
}

/** The column types of room migration 2 (booleans as 0/1 smallints, as SQLite holds them). */
const SQL_TYPES = { integer: 'bigint', string: 'text', boolean: 'smallint' } as const;
const fieldCount = EVENT_FIELDS.length;
const unnested = [
  ...EVENT_FIELDS.map((field, i) => `$${i + 1}::${SQL_TYPES[field.type]}[]`),
  ...['bigint', 'bigint', 'text', 'text'].map((type, i) => `$${fieldCount + i + 1}::${type}[]`),
].join(', ');
const fieldAliases = EVENT_FIELDS.map((field) => `"${field.name}"`);
const batchAlias = `batch(${[...fieldAliases, 'event_date_ms', 'received_date_ms', 'name_text', 'card_text'].join(', ')})`;
// Words hold only letters and digits (searchWords), so a space joins them and splits them apart again.
const tsvectors = `array_to_tsvector(string_to_array(name_text, ' ')), array_to_tsvector(string_to_array(card_text, ' '))`;

/** New events in; the ids of those that were not there yet come back. $47 is the customer, $48 the time stored. */
export const INSERT_BATCH = `INSERT INTO events (${EVENT_COLUMN_LIST}, source_customer_guid, event_date_ms, received_date_ms, stored_at_ms, name_words, card_words)
  SELECT ${fieldAliases.join(', ')}, $${fieldCount + 5}::text, event_date_ms, received_date_ms, $${fieldCount + 6}::bigint, ${tsvectors}
  FROM unnest(${unnested}) AS ${batchAlias}
  ON CONFLICT ("eventId") DO NOTHING RETURNING "eventId"`;

/** Of the batch's events already stored, the ids of those whose stored copy differs from the batch's (no row locked). */
export const CHANGED_IN_BATCH = `SELECT batch."eventId" FROM unnest(${unnested}) AS ${batchAlias}
  JOIN events ON events."eventId" = batch."eventId"
  WHERE ${fieldAliases
    .slice(1)
    .map((column) => `events.${column} IS DISTINCT FROM batch.${column}`)
    .join(' OR ')}`;

/** The parameters of INSERT_BATCH (or, without the last two, CHANGED_IN_BATCH) for `events`. */
export function batchParams(events: readonly AccessEvent[]): unknown[][] {
  const columns = Array.from({ length: fieldCount + 4 }, () => new Array<unknown>(events.length));
  events.forEach((event, index) => {
    const row = toEventRow(event);
    for (let i = 0; i < fieldCount; i++) columns[i]![index] = row[i];
    const { names, cards } = eventWords(event);
    columns[fieldCount]![index] = Date.parse(event.eventDate);
    columns[fieldCount + 1]![index] = event.receivedDate ? Date.parse(event.receivedDate) : null;
    columns[fieldCount + 2]![index] = names.join(' ');
    columns[fieldCount + 3]![index] = cards.join(' ');
  });
  return columns;
}
