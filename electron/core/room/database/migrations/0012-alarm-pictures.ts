// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// An alarm's pictures in the room (issue 34): taken by the workstation that raised it (its poller), stored
// once here for every workstation to show; bounded in size, and deleted with their alarm (the room's
// retention deletes closed alarms whole). Pictures, never a camera's address or credentials.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 12,
  description:
    "alarms' camera pictures, taken by the workstation that raised each, kept with it; no camera user names in the inventory",
  sql: `
CREATE TABLE room_alarm_pictures (
  picture_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alarm_id bigint NOT NULL REFERENCES room_alarms ON DELETE CASCADE,
  camera_guid text NOT NULL,
  camera_name text NOT NULL,
  taken_at_ms bigint NOT NULL,
  jpeg bytea NOT NULL CHECK (octet_length(jpeg) <= 4194304),
  workstation text NOT NULL
);
CREATE INDEX room_alarm_pictures_by_alarm ON room_alarm_pictures (alarm_id, camera_guid, taken_at_ms);

-- At most 48 pictures an alarm (4 cameras, 6 frames each, and retries): a workstation gone wrong cannot fill the room.
CREATE FUNCTION room_alarm_pictures_bounded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM room_alarm_pictures WHERE alarm_id = NEW.alarm_id) >= 48 THEN
    RAISE EXCEPTION 'alarm % has 48 pictures already', NEW.alarm_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER room_alarm_pictures_bounded BEFORE INSERT ON room_alarm_pictures
  FOR EACH ROW EXECUTE FUNCTION room_alarm_pictures_bounded();

CREATE TABLE room_alarm_camera_problems (
  alarm_id bigint NOT NULL REFERENCES room_alarms ON DELETE CASCADE,
  camera_guid text NOT NULL,
  camera_name text NOT NULL,
  kind text NOT NULL,
  detail text NOT NULL,
  tried_at_ms bigint NOT NULL,
  PRIMARY KEY (alarm_id, camera_guid)
);

-- A camera's user name is half a credential: the room's inventory no longer keeps it (the workstation that
-- takes pictures has it in memory, from its own reads).
UPDATE room_inventory SET inventory = jsonb_set(inventory, '{doors}', (
  SELECT coalesce(jsonb_agg(
           CASE WHEN jsonb_typeof(door -> 'cameras') = 'array'
             THEN jsonb_set(door, '{cameras}', (
               SELECT coalesce(jsonb_agg(camera - 'username' ORDER BY m), '[]'::jsonb)
                 FROM jsonb_array_elements(door -> 'cameras') WITH ORDINALITY AS c(camera, m)))
             ELSE door END ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(inventory -> 'doors') WITH ORDINALITY AS d(door, n)))
WHERE jsonb_typeof(inventory -> 'doors') = 'array';
`,
};
