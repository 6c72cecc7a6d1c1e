// The room's schema: numbered migrations, one frozen file per version under ./migrations/, applied in
// order in one transaction. Workstations starting together take turns on a transaction-scoped
// advisory lock, so each migration runs once; schema_migrations records what was applied, when.
// Append only: a schema change is a new file added at the end of this list.
import type pg from 'pg';
import { migration as pollerLease } from './migrations/0001-poller-lease.js';
import { migration as events } from './migrations/0002-events.js';
import { migration as alarmQueue } from './migrations/0003-alarm-queue.js';
import { migration as roomFeed } from './migrations/0004-room-feed.js';
import { migration as feedByEvent } from './migrations/0005-feed-by-event.js';
import { migration as sharedSettings } from './migrations/0006-shared-settings.js';
import { migration as roomSupervisor } from './migrations/0007-room-supervisor.js';
import { migration as alarmsGroupedInRoom } from './migrations/0008-alarms-grouped-in-room.js';
import { migration as namesAndGrowth } from './migrations/0009-names-and-growth.js';
import { migration as inventoryWithoutSecrets } from './migrations/0010-inventory-without-secrets.js';
import type { RoomMigration } from './migrations/room-migration.js';
import { openRoomConnection, RoomDatabaseError } from './room-connection.js';

export const ROOM_MIGRATIONS: readonly RoomMigration[] = [
  pollerLease,
  events,
  alarmQueue,
  roomFeed,
  feedByEvent,
  sharedSettings,
  roomSupervisor,
  alarmsGroupedInRoom,
  namesAndGrowth,
  inventoryWithoutSecrets,
];

/** The advisory lock key the migrating workstation holds ('acsmigr' as a number). */
const MIGRATION_LOCK = 0x6163736d69677200n;

export interface MigrationOutcome {
  /** The schema's version before and after. */
  from: number;
  to: number;
  applied: RoomMigration[];
}

/** Brings the room's schema at `url` up to date on a connection of its own, closed after. */
export async function migrateRoomAt(url: string): Promise<MigrationOutcome> {
  const client = await openRoomConnection(url);
  try {
    return await migrateRoom(client);
  } finally {
    await client.end();
  }
}

export async function migrateRoom(
  client: pg.Client,
  migrations: readonly RoomMigration[] = ROOM_MIGRATIONS,
): Promise<MigrationOutcome> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK.toString()]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      description text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const from = await currentVersion(client);
    const known = migrations.at(-1)?.version ?? 0;
    if (from > known) {
      throw new RoomDatabaseError(
        'newer-schema',
        `The control room's database is at schema version ${from}, newer than this acs-monitor knows (${known}): update this workstation`,
      );
    }
    const applied = migrations.filter((migration) => migration.version > from);
    for (const migration of applied) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, description) VALUES ($1, $2)', [
        migration.version,
        migration.description,
      ]);
    }
    await client.query('COMMIT');
    return { from, to: Math.max(from, known), applied };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export async function currentVersion(client: pg.Client): Promise<number> {
  const result = await client.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return result.rows[0]?.version ?? 0;
}
