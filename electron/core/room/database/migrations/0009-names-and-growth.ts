// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Names, identity and growth (issue 31 part 5):
// - room_workstations: which workstation (a random id kept in its profile) owns each name, and when the
//   room last saw it. A watch counts only while its workstation is seen; a name is taken over only from
//   a workstation gone for a day (workstation-names.ts).
// - The alarm log stays append-only, except that a whole closed alarm past the retention may be deleted
//   with its log (ON DELETE CASCADE): a log row may be deleted only while its alarm is being deleted,
//   and an alarm only once it has been closed for a day (the shortest retention a room can have).
// - Indexes for the room's hot queries that lacked one: a customer's history by change number, the shift
//   report's alarms by when they were raised and by when they were closed, the retention's closed alarms.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 9,
  description:
    "workstation names owned by an id and seen while they run; closed alarms past retention deleted whole; indexes for the room's hot queries",
  sql: `
CREATE TABLE room_workstations (
  name text PRIMARY KEY,
  workstation_id uuid NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE room_alarm_log DROP CONSTRAINT room_alarm_log_alarm_id_fkey,
  ADD CONSTRAINT room_alarm_log_alarm_id_fkey FOREIGN KEY (alarm_id) REFERENCES room_alarms ON DELETE CASCADE;

-- During the cascade the alarm's row is already gone (the statement's own deletion is visible to it); a
-- DELETE on the log alone finds its alarm and is refused. UPDATE is always refused; TRUNCATE stays refused
-- by migration 3's statement trigger.
CREATE FUNCTION room_alarm_log_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM room_alarms WHERE alarm_id = OLD.alarm_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'room_alarm_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
DROP TRIGGER room_alarm_log_append_only ON room_alarm_log;
CREATE TRIGGER room_alarm_log_append_only BEFORE UPDATE OR DELETE ON room_alarm_log
  FOR EACH ROW EXECUTE FUNCTION room_alarm_log_kept();

CREATE FUNCTION room_alarm_deleted_only_when_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.state = 'closed' AND OLD.changed_at < now() - interval '1 day' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'room alarm % kept: only an alarm closed for over a day may be deleted', OLD.alarm_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'room_alarms: % refused (closed alarms past the retention are deleted one by one)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER room_alarms_deleted_only_when_closed BEFORE DELETE ON room_alarms
  FOR EACH ROW EXECUTE FUNCTION room_alarm_deleted_only_when_closed();
CREATE TRIGGER room_alarms_never_truncated BEFORE TRUNCATE ON room_alarms
  FOR EACH STATEMENT EXECUTE FUNCTION room_alarm_deleted_only_when_closed();

-- A customer's history, by change number (a workstation that starts watching it).
CREATE INDEX room_feed_by_customer ON room_feed (customer_guid, change_no);
-- The shift report: alarms raised from a day before its range on; alarms closed after its hand-over.
CREATE INDEX room_alarms_by_raised ON room_alarms (raised_at);
CREATE INDEX room_alarm_log_closings ON room_alarm_log (at) WHERE action = 'closed';
-- The retention: closed alarms, the longest closed first.
CREATE INDEX room_alarms_closed ON room_alarms (changed_at) WHERE state = 'closed';
`,
};
