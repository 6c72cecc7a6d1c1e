// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
// Retention deletes the room's old events, and each one's feed row first: without an index on the
// feed's event_id, every deleted event would make PostgreSQL scan the whole feed (its foreign key
// check), and the retention of a month's events would stall the room.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 5,
  description: "the feed's rows found by their event, so the room's retention deletes old events quickly",
  sql: `
CREATE INDEX room_feed_by_event ON room_feed (event_id);
`,
};
