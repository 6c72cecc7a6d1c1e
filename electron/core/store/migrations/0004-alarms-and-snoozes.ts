// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 4,
  description: 'alarms raised by the rules, their events, the append-only history of who handled them, door snoozes',
  sql: `
-- One alarm: an event a rule made an alarm of, with the repeats grouped into it while it was open.
CREATE TABLE alarms (
  alarmId INTEGER PRIMARY KEY,
  customerGuid TEXT NOT NULL,
  -- What repeats group on: card:TOKEN, door:DOOR, or event:ID for an alarm that never groups.
  groupKey TEXT NOT NULL,
  ruleName TEXT NOT NULL,
  priority TEXT NOT NULL CHECK (priority IN ('critical', 'high', 'medium', 'low')),
  sound TEXT NOT NULL CHECK (sound IN ('critical', 'alarm', 'none')),
  notify INTEGER NOT NULL,
  groupWithinMs INTEGER NOT NULL,
  firstAtMs INTEGER NOT NULL,
  lastAtMs INTEGER NOT NULL,
  latestEventId INTEGER NOT NULL,
  eventCount INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'acknowledged', 'closed'))
);
CREATE INDEX alarms_by_state ON alarms (state, lastAtMs);
CREATE INDEX alarms_by_group ON alarms (customerGuid, groupKey, state);

CREATE TABLE alarm_events (
  "eventId" INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId)
);
CREATE INDEX alarm_events_by_alarm ON alarm_events (alarmId);

-- Who did what to an alarm, and when. Never rewritten: the triggers refuse any change or removal.
CREATE TABLE alarm_actions (
  actionId INTEGER PRIMARY KEY,
  alarmId INTEGER NOT NULL REFERENCES alarms (alarmId),
  atMs INTEGER NOT NULL,
  -- escalated: left unacknowledged too long, so it sounded and notified again.
  action TEXT NOT NULL CHECK (action IN ('raised', 'escalated', 'acknowledged', 'closed')),
  operator TEXT,
  outcome TEXT CHECK (outcome IN ('genuine', 'false-alarm', 'test', 'other')),
  note TEXT
);
CREATE INDEX alarm_actions_by_alarm ON alarm_actions (alarmId, atMs);
CREATE TRIGGER alarm_actions_never_updated BEFORE UPDATE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;
CREATE TRIGGER alarm_actions_never_deleted BEFORE DELETE ON alarm_actions
  BEGIN SELECT RAISE(ABORT, 'the alarm history is never rewritten'); END;

-- A door whose alarms are held back for a while (maintenance), with who asked and why. A snooze
-- ends by itself at untilMs; ending it early sets endedAtMs. Kept, so the record shows it.
CREATE TABLE door_snoozes (
  snoozeId INTEGER PRIMARY KEY,
  customerGuid TEXT NOT NULL,
  doorGuid TEXT NOT NULL,
  doorName TEXT,
  fromMs INTEGER NOT NULL,
  untilMs INTEGER NOT NULL,
  reason TEXT NOT NULL,
  operator TEXT,
  endedAtMs INTEGER,
  endedBy TEXT
);
CREATE INDEX door_snoozes_by_door ON door_snoozes (customerGuid, doorGuid, untilMs);
`,
};
