// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 13,
  description: "pictures taken by the door's cameras when an alarm was raised, and why a camera gave none",
  sql: `
-- Evidence kept with an alarm: frames from each camera of its door, from the moment it was raised. Images
-- of people are personal data: they go after the picture retention (a preference, in days).
CREATE TABLE alarm_pictures (
  pictureId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL,
  cameraGuid TEXT NOT NULL,
  cameraName TEXT NOT NULL,
  takenAtMs INTEGER NOT NULL,
  jpeg BLOB NOT NULL
);
CREATE INDEX alarm_pictures_by_alarm ON alarm_pictures (alarmId, cameraGuid, takenAtMs);
CREATE INDEX alarm_pictures_by_age ON alarm_pictures (takenAtMs);
-- The last reason a camera of an alarm's door gave no picture (offline, not answering, wrong credentials…).
CREATE TABLE alarm_camera_problems (
  alarmId INTEGER NOT NULL,
  cameraGuid TEXT NOT NULL,
  cameraName TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL,
  triedAtMs INTEGER NOT NULL,
  PRIMARY KEY (alarmId, cameraGuid)
);
`,
};
