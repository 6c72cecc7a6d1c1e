// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 3,
  description: "the room's alarm queue: one alarm per event, numbered changes announced by NOTIFY, an append-only log",
  sql: `
-- The room's change counter. Each write to room_alarms takes the next number while holding this row's
-- lock until it commits, so numbers become visible in order: a follower that has seen change N
-- never later finds a committed change below N it has not seen.
CREATE TABLE room_alarm_changes (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_change bigint NOT NULL
);
INSERT INTO room_alarm_changes (id, last_change) VALUES (1, 0);

CREATE TABLE room_alarms (
  alarm_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL UNIQUE,
  customer_guid text NOT NULL,
  rule_name text NOT NULL,
  priority text NOT NULL CHECK (priority IN ('critical', 'high', 'medium', 'low')),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'acknowledged', 'closed')),
  outcome text CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  raised_at timestamptz NOT NULL DEFAULT now(),
  raised_by_workstation text NOT NULL,
  escalations integer NOT NULL DEFAULT 0,
  last_alert_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  claimed_workstation text,
  claimed_at timestamptz,
  change_no bigint NOT NULL,
  changed_at timestamptz NOT NULL,
  CHECK ((claimed_by IS NULL) = (claimed_at IS NULL) AND (claimed_by IS NULL) = (claimed_workstation IS NULL))
);
CREATE INDEX room_alarms_by_change ON room_alarms (change_no);
CREATE INDEX room_alarms_not_closed ON room_alarms (state) WHERE state <> 'closed';

CREATE TABLE room_alarm_log (
  entry_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alarm_id bigint NOT NULL REFERENCES room_alarms,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL CHECK (action IN
    ('raised', 'escalated', 'claimed', 'released', 'acknowledged', 'closed', 'taken-over', 'reopened')),
  operator text,
  workstation text NOT NULL,
  note text,
  outcome text
);
CREATE INDEX room_alarm_log_by_alarm ON room_alarm_log (alarm_id, entry_id);

CREATE FUNCTION room_alarm_numbered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_alarm_changes SET last_change = last_change + 1 WHERE id = 1 RETURNING last_change INTO NEW.change_no;
  NEW.changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER room_alarms_numbered BEFORE INSERT OR UPDATE ON room_alarms
  FOR EACH ROW EXECUTE FUNCTION room_alarm_numbered();

-- Sent at commit; the payload is only the key and the change's number: followers read the row.
CREATE FUNCTION room_alarm_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('room_alarms', NEW.alarm_id || ' ' || NEW.change_no);
  RETURN NULL;
END $$;
CREATE TRIGGER room_alarms_announced AFTER INSERT OR UPDATE ON room_alarms
  FOR EACH ROW EXECUTE FUNCTION room_alarm_announced();

CREATE FUNCTION room_alarm_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'room_alarm_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER room_alarm_log_append_only BEFORE UPDATE OR DELETE ON room_alarm_log
  FOR EACH ROW EXECUTE FUNCTION room_alarm_log_append_only();
CREATE TRIGGER room_alarm_log_never_truncated BEFORE TRUNCATE ON room_alarm_log
  FOR EACH STATEMENT EXECUTE FUNCTION room_alarm_log_append_only();
`,
};
