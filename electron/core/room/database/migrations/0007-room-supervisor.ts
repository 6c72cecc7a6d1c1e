// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// The control room's own supervisor password: the room's rules, shift times and take-overs are the
// whole room's, so the password that guards them is the room's too, not each workstation's (a
// workstation that never set one would otherwise let anyone there change the room's rules). Kept as a
// scrypt hash with its parameters; one row at most.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 7,
  description:
    "the control room's supervisor password (a scrypt hash), which guards its rules, shift times and take-overs",
  sql: `
CREATE TABLE room_supervisor_password (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  kdf jsonb NOT NULL,
  hash text NOT NULL,
  set_by text,
  workstation text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);
`,
};
