// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// What the room's one poller shares with the other workstations, in the order it happened: the
// events it stored new (rows of the events table), each customer's sync state (so a new poller goes on
// where the old one stopped) and inventory. Every change takes a number from room_change_seq; the
// poller writes under a transaction-scoped advisory lock, so numbers are taken in commit order and a
// follower that has read up to N has everything up to N. Each commit is announced on room_feed.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 4,
  description:
    "the poller's feed to the room: events stored, sync state and inventory, numbered in commit order; who watches what; the room's request budget",
  sql: `
CREATE SEQUENCE room_change_seq;
CREATE TABLE room_feed (
  change_no bigint PRIMARY KEY,
  customer_guid text NOT NULL,
  event_id bigint NOT NULL REFERENCES events ("eventId"),
  -- Whether the event may raise an alarm (not history fetched when its customer was first watched).
  alarming boolean NOT NULL,
  -- The service's clock when the poller stored it: how late a late event came.
  seen_at_service_ms bigint NOT NULL
);
CREATE TABLE room_sync (
  customer_guid text PRIMARY KEY,
  change_no bigint NOT NULL,
  -- The sync state with its pending and settled ranges and band coverage, as the poller's cache had it.
  snapshot jsonb NOT NULL,
  -- The poller's last status for the customer (phase, last good read), for every screen.
  status jsonb NOT NULL
);
CREATE INDEX room_sync_by_change ON room_sync (change_no);
CREATE TABLE room_inventory (
  customer_guid text PRIMARY KEY,
  change_no bigint NOT NULL,
  inventory jsonb NOT NULL
);
CREATE INDEX room_inventory_by_change ON room_inventory (change_no);
-- The customers each workstation watches, since when (its clock): the poller polls them all, and
-- what the service received after the first of them began watching is never history.
CREATE TABLE room_watch (
  workstation text NOT NULL,
  customer_guid text NOT NULL,
  since_ms bigint NOT NULL,
  PRIMARY KEY (workstation, customer_guid)
);
-- The room's own settings: its one poller's request budget (requests a minute, all customers together;
-- null: the poller's own setting).
CREATE TABLE room_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  request_budget_per_minute integer CHECK (request_budget_per_minute > 0)
);
INSERT INTO room_settings (id) VALUES (1);
`,
};
