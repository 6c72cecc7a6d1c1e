/** One numbered change to the room's schema. Its SQL is a literal: once shipped, never edited. */
export interface RoomMigration {
  version: number;
  description: string;
  sql: string;
}
