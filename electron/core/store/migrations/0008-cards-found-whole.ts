// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// A card is found by its whole number only. Screens show card numbers masked (****1877); had the
// index kept matching their starts, a guard typing a card's digits one at a time, with the feed
// narrowed to that cardholder, would read its whole number back from which searches find anything.
// So the card number (tokenData) and the token's description, which services write it into ("Card
// 40021877"), move to an index of their own, asked only for whole words; the other index keeps its
// prefixes for names, doors, controllers, sites and customers.
import type { Migration } from './migration.js';

const NAMES = `"userFirstName", "userLastName", "doorName", "deviceName", "deviceSerialNumber", "siteName", "customerName", "displayName"`;
const CARDS = `"tokenData", "tokenDescription"`;
const columns = (list: string, row: 'new' | 'old'): string =>
  list
    .split(', ')
    .map((column) => `${row}.${column}`)
    .join(', ');

export const migration: Migration = {
  version: 8,
  description: 'cards found by their whole number only: tokenData and tokenDescription in an index without prefixes',
  sql: `
DROP TRIGGER events_search_on_insert;
DROP TRIGGER events_search_on_delete;
DROP TRIGGER events_search_on_update;
DROP TABLE events_search;
CREATE VIRTUAL TABLE events_search USING fts5(
  ${NAMES},
  content = 'events', content_rowid = 'eventId',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8', detail = none, columnsize = 0
);
CREATE VIRTUAL TABLE card_search USING fts5(
  ${CARDS},
  content = 'events', content_rowid = 'eventId',
  tokenize = 'unicode61 remove_diacritics 2', detail = none, columnsize = 0
);
CREATE TRIGGER events_search_on_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_search (rowid, ${NAMES}) VALUES (new."eventId", ${columns(NAMES, 'new')});
  INSERT INTO card_search (rowid, ${CARDS}) VALUES (new."eventId", ${columns(CARDS, 'new')});
END;
CREATE TRIGGER events_search_on_delete AFTER DELETE ON events BEGIN
  INSERT INTO events_search (events_search, rowid, ${NAMES}) VALUES ('delete', old."eventId", ${columns(NAMES, 'old')});
  INSERT INTO card_search (card_search, rowid, ${CARDS}) VALUES ('delete', old."eventId", ${columns(CARDS, 'old')});
END;
CREATE TRIGGER events_search_on_update AFTER UPDATE ON events BEGIN
  INSERT INTO events_search (events_search, rowid, ${NAMES}) VALUES ('delete', old."eventId", ${columns(NAMES, 'old')});
  INSERT INTO card_search (card_search, rowid, ${CARDS}) VALUES ('delete', old."eventId", ${columns(CARDS, 'old')});
  INSERT INTO events_search (rowid, ${NAMES}) VALUES (new."eventId", ${columns(NAMES, 'new')});
  INSERT INTO card_search (rowid, ${CARDS}) VALUES (new."eventId", ${columns(CARDS, 'new')});
END;
INSERT INTO events_search (events_search) VALUES ('rebuild');
INSERT INTO card_search (card_search) VALUES ('rebuild');
`,
};
