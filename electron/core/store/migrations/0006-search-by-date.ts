// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Search that stays fast on common words: the newest matches are found by walking events newest first.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 6,
  description:
    'events by date for newest-first walks; the full-text index rebuilt smaller (rowids only) with prefixes up to 8 letters',
  sql: `
-- eventDateMs, then eventId (the rowid every index ends with): the feed's order across all customers.
CREATE INDEX events_by_date ON events (eventDateMs);
-- The queries ask only "which events hold every word": detail=none and columnsize=0 keep just the
-- rowids (about half the writing per insert). Prefix indexes up to 8 letters let a typed word seek
-- within a range of events instead of merging every longer word it starts.
DROP TRIGGER events_search_on_insert;
DROP TRIGGER events_search_on_delete;
DROP TRIGGER events_search_on_update;
DROP TABLE events_search;
CREATE VIRTUAL TABLE events_search USING fts5(
  "userFirstName", "userLastName", "tokenData", "tokenDescription", "doorName", "deviceName",
  "deviceSerialNumber", "siteName", "customerName", "displayName",
  content = 'events', content_rowid = 'eventId',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8', detail = none, columnsize = 0
);
CREATE TRIGGER events_search_on_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_search (rowid, "userFirstName", "userLastName", "tokenData", "tokenDescription", "doorName",
    "deviceName", "deviceSerialNumber", "siteName", "customerName", "displayName")
  VALUES (new."eventId", new."userFirstName", new."userLastName", new."tokenData", new."tokenDescription",
    new."doorName", new."deviceName", new."deviceSerialNumber", new."siteName", new."customerName", new."displayName");
END;
CREATE TRIGGER events_search_on_delete AFTER DELETE ON events BEGIN
  INSERT INTO events_search (events_search, rowid, "userFirstName", "userLastName", "tokenData", "tokenDescription",
    "doorName", "deviceName", "deviceSerialNumber", "siteName", "customerName", "displayName")
  VALUES ('delete', old."eventId", old."userFirstName", old."userLastName", old."tokenData", old."tokenDescription",
    old."doorName", old."deviceName", old."deviceSerialNumber", old."siteName", old."customerName", old."displayName");
END;
CREATE TRIGGER events_search_on_update AFTER UPDATE ON events BEGIN
  INSERT INTO events_search (events_search, rowid, "userFirstName", "userLastName", "tokenData", "tokenDescription",
    "doorName", "deviceName", "deviceSerialNumber", "siteName", "customerName", "displayName")
  VALUES ('delete', old."eventId", old."userFirstName", old."userLastName", old."tokenData", old."tokenDescription",
    old."doorName", old."deviceName", old."deviceSerialNumber", old."siteName", old."customerName", old."displayName");
  INSERT INTO events_search (rowid, "userFirstName", "userLastName", "tokenData", "tokenDescription", "doorName",
    "deviceName", "deviceSerialNumber", "siteName", "customerName", "displayName")
  VALUES (new."eventId", new."userFirstName", new."userLastName", new."tokenData", new."tokenDescription",
    new."doorName", new."deviceName", new."deviceSerialNumber", new."siteName", new."customerName", new."displayName");
END;
INSERT INTO events_search (events_search) VALUES ('rebuild');
`,
};
