// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 12,
  description: 'ranges an export fetched whole, kept apart from those the sync settled',
  sql: `
-- Ranges of eventDate an export fetched whole from the service into this cache. Apart from
-- settled_ranges (the sync's own reads), because a control room's poller hands its settled ranges to the
-- room, which holds only what the poller's reads brought it: an export's events stay in this cache.
-- Ranges settled before this version may hold an export's too; a poller starts from the room's own.
CREATE TABLE export_ranges (
  customerGuid TEXT NOT NULL,
  fromMs INTEGER NOT NULL,
  toMs INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, fromMs)
);
`,
};
