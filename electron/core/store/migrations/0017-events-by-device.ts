// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 17,
  description: "each controller's events by date, for the sync's start: its newest event per controller",
  sql: `
-- The sync, starting on a customer, asks each controller's newest event of the last day (what a late
-- event's chase starts from). Without this index that read went through every event of the day: half a
-- second for a busy customer at every start of the sync.
CREATE INDEX events_by_device ON events (sourceCustomerGuid, "deviceGuid", eventDateMs);
`,
};
