// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 2,
  description: "sync state: the start of each customer's watched history replaces the last sweep time",
  sql: `
ALTER TABLE sync_state RENAME COLUMN lastSweepAtMs TO watchedSinceMs;
UPDATE sync_state SET watchedSinceMs = NULL;
`,
};
