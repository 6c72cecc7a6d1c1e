// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 3,
  description: "cardholders' PIN codes wiped from cached users (they are no longer stored)",
  sql: `
UPDATE inventory_items SET json = json_remove(json, '$.pin', '$.verificationPin') WHERE kind = 'user';
`,
};
