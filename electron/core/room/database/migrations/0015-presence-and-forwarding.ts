// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Who holds what (issue 35 part 1): which operators are signed in at which workstation and screen, seen every
// few seconds while there and active at their last touch of it, so that what an operator idle or gone
// holds goes back to the queue; an alarm forwarded to a named operator, with the note that came with it.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 15,
  description: 'operators present at each workstation and screen; an alarm forwarded to an operator with a note',
  sql: `
-- One row per screen of a workstation an operator is signed in at (the workstation's own window too). The
-- workstation writes it every few seconds while the operator is there: seen_at is that sighting, active_at
-- their last touch of the screen (keys, pointer), both on the database's clock. A row no longer written is
-- an operator gone; it stays a day for the list of who was here, then the retention deletes it.
CREATE TABLE room_presence (
  workstation text NOT NULL,
  screen_id text NOT NULL,
  screen_name text NOT NULL,
  operator text NOT NULL,
  -- The customers the operator may see there (null: the workstation's own window, which sees what it watches):
  -- an alarm is forwarded only to an operator who may see its customer.
  customer_guids text[],
  since timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  active_at timestamptz NOT NULL,
  PRIMARY KEY (workstation, screen_id)
);
CREATE INDEX room_presence_by_operator ON room_presence (operator, active_at);

-- Who forwarded the alarm its holder holds ("Ann (control-1)"), and the note that came with it, shown on top to
-- the operator it was forwarded to; they go with the claim.
ALTER TABLE room_alarms ADD COLUMN forwarded_by text, ADD COLUMN forward_note text,
  ADD CONSTRAINT room_alarms_forwarded_claimed CHECK (forwarded_by IS NULL OR claimed_by IS NOT NULL),
  ADD CONSTRAINT room_alarms_forward_note_forwarded CHECK (forward_note IS NULL OR forwarded_by IS NOT NULL);

ALTER TABLE room_alarm_log DROP CONSTRAINT room_alarm_log_action_check,
  ADD CONSTRAINT room_alarm_log_action_check CHECK (action IN
    ('raised', 'escalated', 'claimed', 'released', 'acknowledged', 'closed', 'taken-over', 'reopened', 'step-done',
     'forwarded'));
`,
};
