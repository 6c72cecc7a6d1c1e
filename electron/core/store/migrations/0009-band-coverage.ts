// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 9,
  description: 'sync state: how far in eventDate each age band has been read, so a restart goes on without a gap',
  sql: `
-- Per customer and age band (its number in the doubling, 0 the youngest): the newest eventDate its
-- last read covered. The band's next read starts there, so its reads cover eventDate without a gap.
CREATE TABLE band_coverage (
  customerGuid TEXT NOT NULL,
  bandIndex INTEGER NOT NULL,
  coveredToMs INTEGER NOT NULL,
  PRIMARY KEY (customerGuid, bandIndex)
);
`,
};
