// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 6,
  description:
    "the room's alarm rules (with their instructions), door snoozes and shift times, each change announced by NOTIFY",
  sql: `
-- The room's settings change counter: every write to the three tables below takes the next number,
-- and a follower that sees a number above its own reads them again (they are small).
CREATE TABLE room_setting_changes (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_change bigint NOT NULL
);
INSERT INTO room_setting_changes (id, last_change) VALUES (1, 0);

-- The rules file's text in force for the whole room (its instructions inside); one row, once seeded.
CREATE TABLE room_rules (
  id smallint PRIMARY KEY CHECK (id = 1),
  text text NOT NULL,
  saved_by text,
  saved_workstation text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  change_no bigint NOT NULL
);

-- When guard shifts change (HH:MM, earliest first), for the whole room; one row, once seeded.
CREATE TABLE room_shift_changes (
  id smallint PRIMARY KEY CHECK (id = 1),
  times text[] NOT NULL CHECK (cardinality(times) BETWEEN 1 AND 12),
  saved_by text,
  saved_workstation text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  change_no bigint NOT NULL
);

-- Door snoozes, times in ms on the snoozing workstation's clock (as the workstations' own caches keep them).
CREATE TABLE room_snoozes (
  snooze_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_guid text NOT NULL,
  door_guid text NOT NULL,
  door_name text,
  from_ms bigint NOT NULL,
  until_ms bigint NOT NULL CHECK (until_ms > from_ms),
  reason text NOT NULL,
  operator text,
  workstation text NOT NULL,
  ended_at_ms bigint,
  ended_by text,
  change_no bigint NOT NULL
);
CREATE INDEX room_snoozes_running ON room_snoozes (until_ms) WHERE ended_at_ms IS NULL;

CREATE FUNCTION room_setting_numbered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_setting_changes SET last_change = last_change + 1 WHERE id = 1 RETURNING last_change INTO NEW.change_no;
  RETURN NEW;
END $$;
-- Sent at commit; the payload is only the change's number: followers read the rows.
CREATE FUNCTION room_setting_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('room_settings', TG_TABLE_NAME || ' ' || NEW.change_no);
  RETURN NULL;
END $$;
CREATE TRIGGER room_rules_numbered BEFORE INSERT OR UPDATE ON room_rules
  FOR EACH ROW EXECUTE FUNCTION room_setting_numbered();
CREATE TRIGGER room_rules_announced AFTER INSERT OR UPDATE ON room_rules
  FOR EACH ROW EXECUTE FUNCTION room_setting_announced();
CREATE TRIGGER room_shift_changes_numbered BEFORE INSERT OR UPDATE ON room_shift_changes
  FOR EACH ROW EXECUTE FUNCTION room_setting_numbered();
CREATE TRIGGER room_shift_changes_announced AFTER INSERT OR UPDATE ON room_shift_changes
  FOR EACH ROW EXECUTE FUNCTION room_setting_announced();
CREATE TRIGGER room_snoozes_numbered BEFORE INSERT OR UPDATE ON room_snoozes
  FOR EACH ROW EXECUTE FUNCTION room_setting_numbered();
CREATE TRIGGER room_snoozes_announced AFTER INSERT OR UPDATE ON room_snoozes
  FOR EACH ROW EXECUTE FUNCTION room_setting_announced();
`,
};
