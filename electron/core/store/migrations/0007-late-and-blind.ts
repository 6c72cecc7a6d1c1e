// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 7,
  description:
    'alarms: when raised and how late their event came; sync state: where the alarms of a watched customer begin; the periods the monitor could not see',
  sql: `
-- When this monitor raised the alarm (how long it has been open counts from here).
ALTER TABLE alarms ADD COLUMN raisedAtMs INTEGER;
UPDATE alarms SET raisedAtMs = (
  SELECT min(x.atMs) FROM alarm_actions x WHERE x.alarmId = alarms.alarmId AND x.action = 'raised'
);
UPDATE alarms SET raisedAtMs = firstAtMs WHERE raisedAtMs IS NULL;
-- How long after it happened the raising event reached this monitor (the service's clock), when late; else NULL.
ALTER TABLE alarms ADD COLUMN lateByMs INTEGER;

-- Events the service received before this instant (its clock) are the history fetched when the
-- customer was first watched: they never alarm. NULL until the customer's first read sets it.
-- A customer already watched keeps its alarms from where its last read stopped.
ALTER TABLE sync_state ADD COLUMN alarmsFromMs INTEGER;
UPDATE sync_state SET alarmsFromMs = cursorMs;

-- The periods the monitor could not see (the NOT MONITORING alarm), for the shift report.
CREATE TABLE monitoring_gaps (
  gapId INTEGER PRIMARY KEY,
  fromMs INTEGER NOT NULL,
  -- NULL while it lasts.
  toMs INTEGER,
  -- Why, one sentence a line.
  causes TEXT NOT NULL,
  acknowledgedAtMs INTEGER,
  acknowledgedBy TEXT,
  note TEXT
);
CREATE INDEX monitoring_gaps_by_time ON monitoring_gaps (fromMs);
`,
};
