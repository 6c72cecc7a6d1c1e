// Frozen: shipped SQL is never edited; a change to the schema is a new migration file.
import type { RoomMigration } from './room-migration.js';

export const migration: RoomMigration = {
  version: 1,
  description: "the room's poller: one lease row (who polls, since when, its fencing token, its heartbeat)",
  sql: `
CREATE TABLE poller_lease (
  id smallint PRIMARY KEY CHECK (id = 1),
  token bigint NOT NULL,
  holder text,
  backend_pid integer,
  since timestamptz,
  heartbeat_at timestamptz
);
INSERT INTO poller_lease (id, token) VALUES (1, 0);
`,
};
