// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 10,
  description: "alarm history: a control room's claims, releases and take-overs are steps of an alarm too",
  sql: `
-- SQLite cannot change a CHECK in place: the history is copied whole, row ids kept, into a table
-- that also takes the room's claim steps. Dropping a table drops its triggers first, so the old
-- table's "never deleted" trigger does not fire; the new one gets them again.
CREATE TABLE alarm_actions_claims (
  actionId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId),
  atMs INTEGER NOT NULL,
  -- escalated: left unacknowledged too long, so it sounded and notified again.
  -- claimed, released, taken-over: in a control room, who was on it ("I'm on it").
  action TEXT NOT NULL CHECK (
    action IN ('raised', 'escalated', 'acknowledged', 'closed', 'claimed', 'released', 'taken-over')
  ),
  operator TEXT,
  outcome TEXT CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  note TEXT
);
INSERT INTO alarm_actions_claims (actionId, alarmId, atMs, action, operator, outcome, note)
  SELECT actionId, alarmId, atMs, action, operator, outcome, note FROM alarm_actions;
DROP TABLE alarm_actions;
ALTER TABLE alarm_actions_claims RENAME TO alarm_actions;
CREATE INDEX alarm_actions_by_alarm ON alarm_actions (alarmId, atMs);
CREATE TRIGGER alarm_actions_never_updated BEFORE UPDATE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
CREATE TRIGGER alarm_actions_never_deleted BEFORE DELETE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
`,
};
