// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// The room's events and sync state, as the SQLite cache holds them (booleans as 0/1, so a row reads
// back, and exports, exactly as from SQLite). Search: two tsvectors of the words the workstation split
// (core/search/search-words.ts), names found by their starts, cards only by their whole number
// (as SQLite migration 8), both under GIN indexes; core PostgreSQL, no extension needed.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 2,
  description: 'events (stored once by eventId, searchable), per-customer sync state and age-band coverage',
  sql: `
CREATE TABLE events (
  "eventId" bigint PRIMARY KEY,
  "displayName" text,
  "priorityDescription" text,
  "eventType" bigint,
  "eventDate" text,
  "receivedDate" text,
  "customerGuid" text,
  "customerName" text,
  "customerId" bigint,
  "siteGuid" text,
  "siteName" text,
  "siteCode" text,
  "siteId" bigint,
  "siteDeleted" smallint,
  "deviceGuid" text,
  "deviceSerialNumber" text,
  "deviceName" text,
  "deviceId" bigint,
  "deviceDeleted" smallint,
  "doorGuid" text,
  "doorName" text,
  "doorId" bigint,
  "doorDeleted" smallint,
  "localDoorId" bigint,
  "tokenGuid" text,
  "tokenData" text,
  "tokenDescription" text,
  "tokenLost" smallint,
  "tokenId" bigint,
  "tokenType" bigint,
  "tokenIfType" bigint,
  "userGuid" text,
  "userFirstName" text,
  "userLastName" text,
  "userBarred" smallint,
  "userDeleted" smallint,
  "userId" bigint,
  "timezoneDescription" text,
  "tz" bigint,
  "installerCode" text,
  -- The customer whose event list this came from (the event's own customerGuid may be null).
  source_customer_guid text NOT NULL,
  event_date_ms bigint NOT NULL,
  received_date_ms bigint,
  stored_at_ms bigint NOT NULL,
  name_words tsvector NOT NULL,
  card_words tsvector NOT NULL
);
CREATE INDEX events_by_date ON events (event_date_ms, "eventId");
CREATE INDEX events_by_customer_date ON events (source_customer_guid, event_date_ms, "eventId");
CREATE INDEX events_by_door ON events (source_customer_guid, "doorGuid", event_date_ms);
CREATE INDEX events_by_type ON events (source_customer_guid, "eventType", event_date_ms);
CREATE INDEX events_by_user ON events (source_customer_guid, "userGuid", event_date_ms);
CREATE INDEX events_by_token ON events (source_customer_guid, "tokenGuid", event_date_ms);
CREATE INDEX events_by_name_words ON events USING gin (name_words);
CREATE INDEX events_by_card_words ON events USING gin (card_words);

CREATE TABLE sync_state (
  customer_guid text PRIMARY KEY,
  cursor_ms bigint,
  last_success_at_ms bigint,
  last_attempt_at_ms bigint,
  last_error text,
  error_kind text,
  error_since_ms bigint,
  newest_received_ms bigint,
  max_delay_ms bigint NOT NULL DEFAULT 0,
  watched_since_ms bigint,
  alarms_from_ms bigint
);

CREATE TABLE band_coverage (
  customer_guid text NOT NULL,
  band_index integer NOT NULL,
  covered_to_ms bigint NOT NULL,
  PRIMARY KEY (customer_guid, band_index)
);
`,
};
