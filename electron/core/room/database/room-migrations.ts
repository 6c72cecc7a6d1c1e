// The room's schema: numbered migrations, one frozen file per version under ./migrations/, applied in
// order in one transaction. Workstations starting together take turns on a transaction-scoped
// advisory lock, so each migration runs once; schema_migrations records what was applied, when.
// Append only: a schema change is a new file added at the end of this list.
// A schema already up to date is only read: a workstation's own role (room-roles.ts) may not change
// it, and need not. One that is behind is the owner's to migrate; the workstations' roles are granted
// their privileges again after every migration.
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
import { migration as workstationRole } from './migrations/0011-workstation-role.js';
import { migration as alarmPictures } from './migrations/0012-alarm-pictures.js';
import { migration as deviceTroubles } from './migrations/0013-device-troubles.js';
import { migration as procedureSteps } from './migrations/0014-procedure-steps.js';
import { migration as presenceAndForwarding } from './migrations/0015-presence-and-forwarding.js';
import type { RoomMigration } from './migrations/room-migration.js';
import { openRoomConnection, RoomDatabaseError } from './room-connection.js';
import { grantWorkstationRole, regrantWorkstationRoles } from './room-roles.js';

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
  workstationRole,
  alarmPictures,
  deviceTroubles,
  procedureSteps,
  presenceAndForwarding,
];

/** The advisory lock key the migrating workstation holds ('acsmigr' as a number). */
const MIGRATION_LOCK = 0x6163736d69677200n;

export interface MigrationOutcome {
  /** The schema's version before and after. */
  from: number;
  to: number;
  applied: RoomMigration[];
  /** The workstations' roles granted their privileges (after a migration, or asked for). */
  granted: string[];
}

export interface MigrateOptions {
  /** Roles to grant a workstation's privileges to (db migrate --grant-workstation-role), kept for later migrations. */
  grantWorkstationRoles?: readonly string[];
}

/** SQLSTATE of a statement this role has no privilege for, or of an object it does not own. */
const INSUFFICIENT_PRIVILEGE = '42501';

/** Brings the room's schema at `url` up to date on a connection of its own (named `applicationName`), closed after. */
export async function migrateRoomAt(
  url: string,
  { applicationName, ...options }: MigrateOptions & { applicationName?: string } = {},
): Promise<MigrationOutcome> {
  const client = await openRoomConnection(url, { applicationName });
  try {
    return await migrateRoom(client, undefined, options);
  } finally {
    await client.end();
  }
}

export async function migrateRoom(
  client: pg.Client,
  migrations: readonly RoomMigration[] = ROOM_MIGRATIONS,
  options: MigrateOptions = {},
): Promise<MigrationOutcome> {
  const known = migrations.at(-1)?.version ?? 0;
  const grants = options.grantWorkstationRoles ?? [];
  const version = await versionIfMade(client);
  if (version > known) throw newerSchema(version, known);
  if (version === known && grants.length === 0) return { from: version, to: version, applied: [], granted: [] };
  try {
    return await migrateInTransaction(client, migrations, known, grants);
  } catch (error) {
    if ((error as { code?: unknown }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    const [version, role] = await Promise.all([versionIfMade(client).catch(() => 0), roleOf(client)]);
    throw new RoomDatabaseError(
      'not-owner',
      `The control room's database is at schema version ${version}, this acs-monitor needs ${known}, and its role ${role} may not change the schema: the room's owner runs acs-monitor db migrate --database <the owner's address> (see the README's control room)`,
    );
  }
}

async function migrateInTransaction(
  client: pg.Client,
  migrations: readonly RoomMigration[],
  known: number,
  grants: readonly string[],
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
    if (from > known) throw newerSchema(from, known);
    const applied = migrations.filter((migration) => migration.version > from);
    for (const migration of applied) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, description) VALUES ($1, $2)', [
        migration.version,
        migration.description,
      ]);
    }
    // A role granted before gets the tables this migration added; one asked for now is remembered.
    const granted = applied.length > 0 && known >= ROLES_TABLE_VERSION ? await regrantWorkstationRoles(client) : [];
    for (const role of grants) {
      await grantWorkstationRole(client, role);
      if (!granted.includes(role)) granted.push(role);
    }
    await client.query('COMMIT');
    return { from, to: Math.max(from, known), applied, granted };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function newerSchema(version: number, known: number): RoomDatabaseError {
  return new RoomDatabaseError(
    'newer-schema',
    `The control room's database is at schema version ${version}, newer than this acs-monitor knows (${known}): update this workstation`,
  );
}

/** The migration that made room_workstation_roles. */
const ROLES_TABLE_VERSION = workstationRole.version;

/** The schema's version; 0 for a database not made a room yet. Reads only. */
async function versionIfMade(client: pg.Client): Promise<number> {
  const made = await client.query<{ made: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS made");
  return made.rows[0]!.made ? currentVersion(client) : 0;
}

async function roleOf(client: pg.Client): Promise<string> {
  const result = await client.query<{ role: string }>('SELECT current_user AS role');
  return result.rows[0]!.role;
}

export async function currentVersion(client: pg.Client): Promise<number> {
  const result = await client.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return result.rows[0]?.version ?? 0;
}
