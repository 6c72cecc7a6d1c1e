// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Procedures a guard follows (issue 35 part 2): each step done is in the room's log of the alarm, and counted
// on its row, so the change is numbered and announced and every workstation's history gets the step.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 14,
  description: "each step of an alarm's procedure done, in the room's log of the alarm and counted on it",
  sql: `
ALTER TABLE room_alarm_log DROP CONSTRAINT room_alarm_log_action_check,
  ADD CONSTRAINT room_alarm_log_action_check CHECK (action IN
    ('raised', 'escalated', 'claimed', 'released', 'acknowledged', 'closed', 'taken-over', 'reopened', 'step-done'));
-- How many 'step-done' entries its log holds: a workstation whose history has fewer reads the rest.
ALTER TABLE room_alarms ADD COLUMN steps_done integer NOT NULL DEFAULT 0;
`,
};
