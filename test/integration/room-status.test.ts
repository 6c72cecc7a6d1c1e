// What Health and `db status` say of the room (room-status.ts), on a real PostgreSQL: the workstations
// connected are listed by the names they claim every few seconds too, so a role that cannot see another
// role's sessions in pg_stat_activity still names every workstation running; one stopped a minute ago is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoomStatus } from '../../electron/core/room/reads/room-status.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterAll(() => db.drop());

describe("the room's status", () => {
  it('names the workstations seen within the last seconds, whatever connections this role may see', async () => {
    await db.admin.query(
      `INSERT INTO room_workstations (name, workstation_id, last_seen_at) VALUES
         ('control-2', gen_random_uuid(), now() - interval '3 seconds'),
         ('control-3', gen_random_uuid(), now() - interval '2 minutes')`,
    );
    const status = await readRoomStatus(db.url, 'acs-monitor status test');
    expect(status.workstations).toEqual(['control-2']);
    expect(status.schemaVersion).toBe(status.latestVersion);
  });
});
