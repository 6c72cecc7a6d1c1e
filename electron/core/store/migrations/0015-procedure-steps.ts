// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 15,
  description: "alarm history: each step of an alarm's procedure a guard did is a step of its history",
  sql: `
-- SQLite cannot change a CHECK in place: the history is copied whole, row ids kept, into a table that
-- also takes 'step-done' (its note is the step's text). Dropping a table drops its triggers first, so
-- the old table's "never deleted" trigger does not fire; the new one gets them again.
CREATE TABLE alarm_actions_steps (
  actionId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId),
  atMs INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (
    action IN ('raised', 'escalated', 'acknowledged', 'closed', 'claimed', 'released', 'taken-over', 'step-done')
  ),
  operator TEXT,
  outcome TEXT CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  note TEXT
);
INSERT INTO alarm_actions_steps (actionId, alarmId, atMs, action, operator, outcome, note)
  SELECT actionId, alarmId, atMs, action, operator, outcome, note FROM alarm_actions;
DROP TABLE alarm_actions;
ALTER TABLE alarm_actions_steps RENAME TO alarm_actions;
CREATE INDEX alarm_actions_by_alarm ON alarm_actions (alarmId, atMs);
CREATE TRIGGER alarm_actions_never_updated BEFORE UPDATE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
CREATE TRIGGER alarm_actions_never_deleted BEFORE DELETE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
`,
};
