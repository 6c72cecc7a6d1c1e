// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 16,
  description: 'alarm history: an alarm forwarded to a named operator of the control room is a step of its history',
  sql: `
-- As in migration 15: the history is copied whole, row ids kept, into a table whose CHECK also takes
-- 'forwarded' (its operator is who forwarded it; its note names to whom, and what they were told).
CREATE TABLE alarm_actions_forwarded (
  actionId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId),
  atMs INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (
    action IN ('raised', 'escalated', 'acknowledged', 'closed', 'claimed', 'released', 'taken-over', 'step-done',
               'forwarded')
  ),
  operator TEXT,
  outcome TEXT CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  note TEXT
);
INSERT INTO alarm_actions_forwarded (actionId, alarmId, atMs, action, operator, outcome, note)
  SELECT actionId, alarmId, atMs, action, operator, outcome, note FROM alarm_actions;
DROP TABLE alarm_actions;
ALTER TABLE alarm_actions_forwarded RENAME TO alarm_actions;
CREATE INDEX alarm_actions_by_alarm ON alarm_actions (alarmId, atMs);
CREATE TRIGGER alarm_actions_never_updated BEFORE UPDATE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
CREATE TRIGGER alarm_actions_never_deleted BEFORE DELETE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
`,
};
