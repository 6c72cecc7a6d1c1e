// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Full-text search over the cached events: people, cards, doors, controllers, sites and customers.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 5,
  description:
    'a full-text index of the cached events (names, card, door, controller, site, customer), kept in step by triggers',
  sql: `
-- External content: the index holds only the words; the text stays in events. First and last
-- name are separate columns, so "Kwame Adeyemi" finds a person whose names are stored apart.
-- remove_diacritics: "Muller" finds "Müller". prefix: fast look-ups of the first 2 and 3 letters typed.
CREATE VIRTUAL TABLE events_search USING fts5(
  "userFirstName", "userLastName", "tokenData", "tokenDescription", "doorName", "deviceName",
  "deviceSerialNumber", "siteName", "customerName", "displayName",
  content = 'events', content_rowid = 'eventId',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
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
-- Index the events already cached.
INSERT INTO events_search (events_search) VALUES ('rebuild');
`,
};
