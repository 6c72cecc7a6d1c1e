// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// A door reader's trouble raises its alarm in the room once, for every workstation (issue 35 part 3): the
// poller reads the room's inventory and, in the transaction that shares it, raises or clears the alarms.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 13,
  description: 'door readers in trouble (their status, as the inventory reads it) while it lasts, each with its alarm',
  sql: `
-- One row per reader and rule while its status says so (group_key reader:DOOR, as the alarm's): the key
-- makes its alarm once per room, however often or by whichever poller it is read; the row goes when the
-- status comes back. No reference to room_alarms: the room's retention may delete a closed alarm of a
-- trouble that still lasts.
CREATE TABLE room_device_troubles (
  customer_guid text NOT NULL,
  group_key text NOT NULL,
  rule_name text NOT NULL,
  alarm_id bigint NOT NULL,
  since timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_guid, group_key, rule_name)
);
-- Such an alarm has no event: it is keyed below every event by a number of this sequence
-- (event_id = -1000000000000000 - n; a workstation's own, before it was in a room, are keyed above that).
CREATE SEQUENCE room_device_alarm_keys;
`,
};
