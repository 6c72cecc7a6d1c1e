// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 14,
  description:
    "a door reader's trouble (its status, as the inventory reads it) while it lasts, with the alarm it raised",
  sql: `
-- One row per reader and rule while the reader's status says so (reader:DOOR, as the alarm's groupKey):
-- repeated reads of the same trouble raise nothing more, even once its alarm is closed; the row goes when
-- the status comes back, and the alarm, if still open, is closed by itself. No reference to alarms: the
-- cache's retention may remove an old alarm of a trouble that has lasted for months.
CREATE TABLE device_troubles (
  customerGuid TEXT NOT NULL,
  groupKey TEXT NOT NULL,
  ruleName TEXT NOT NULL,
  alarmId INTEGER NOT NULL,
  sinceMs INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, groupKey, ruleName)
);
`,
};
