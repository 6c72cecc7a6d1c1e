// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// The room groups its alarms where it ingests (issue 31 part 3): the poller decides by the room's rules
// which events alarm and queues them (room_alarm_pending) in the transaction that stores the events;
// each is then raised or joined to an open alarm of its group in a transaction of its own. Every
// workstation copies the room's alarms, with their events, instead of grouping on its own.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 8,
  description: "the room's alarms grouped in the room: their events, group and sound, and the events waiting to alarm",
  sql: `
-- NULL group_key: raised by a workstation before the room grouped (nothing joins it).
ALTER TABLE room_alarms
  ADD COLUMN raised_priority text CHECK (raised_priority IN ('critical', 'high', 'medium', 'low')),
  ADD COLUMN group_key text,
  ADD COLUMN group_within_ms bigint,
  ADD COLUMN first_at_ms bigint,
  ADD COLUMN last_at_ms bigint,
  ADD COLUMN latest_event_id bigint,
  ADD COLUMN event_count integer NOT NULL DEFAULT 1,
  ADD COLUMN sound text CHECK (sound IN ('critical', 'alarm', 'none')),
  ADD COLUMN notify boolean,
  ADD COLUMN late_by_ms bigint;

-- Which alarm each event joined, in the order it joined (join_no 1 is the event that raised it): a
-- workstation reads only the joins after the ones it has.
CREATE TABLE room_alarm_events (
  event_id bigint PRIMARY KEY,
  alarm_id bigint NOT NULL REFERENCES room_alarms ON DELETE CASCADE,
  join_no integer NOT NULL,
  at_ms bigint NOT NULL,
  -- The card within the group that the count rises judge (its token; '' for none).
  card text NOT NULL DEFAULT '',
  UNIQUE (alarm_id, join_no)
);
INSERT INTO room_alarm_events (event_id, alarm_id, join_no, at_ms)
  SELECT a.event_id, a.alarm_id, 1, coalesce(e.event_date_ms, (extract(epoch FROM a.raised_at) * 1000)::bigint)
    FROM room_alarms a LEFT JOIN events e ON e."eventId" = a.event_id;

-- The open alarm an event joins, and the alarms whose events a count rise counts (any state: a card's
-- third denial is its third whether or not a guard acknowledged the first).
CREATE INDEX room_alarms_by_group ON room_alarms (customer_guid, group_key, rule_name, last_at_ms);
CREATE INDEX room_alarm_events_by_time ON room_alarm_events (alarm_id, at_ms);

-- Events the poller found alarming, waiting to be raised or joined: written with the events, so a
-- poller that dies between the two leaves them for the next.
CREATE TABLE room_alarm_pending (
  event_id bigint PRIMARY KEY,
  customer_guid text NOT NULL,
  at_ms bigint NOT NULL,
  decision jsonb NOT NULL
);
CREATE INDEX room_alarm_pending_in_order ON room_alarm_pending (at_ms, event_id);
`,
};
