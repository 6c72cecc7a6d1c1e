// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 11,
  description: "a control room's rises made here while the room could not be told, kept across a restart",
  sql: `
-- An alarm that rose by waiting at this workstation before the control room had it, or while the room
-- was out of reach: the priority it rose from and the rise, until the room is told (then the row goes).
-- Kept here, not in memory, so the room's log still says it rose when the app restarts meanwhile.
CREATE TABLE room_rises_waiting (
  alarmId INTEGER PRIMARY KEY,
  fromPriority TEXT NOT NULL CHECK (fromPriority IN ('critical', 'high', 'medium', 'low')),
  priority TEXT NOT NULL CHECK (priority IN ('critical', 'high', 'medium', 'low')),
  note TEXT NOT NULL
);
`,
};
