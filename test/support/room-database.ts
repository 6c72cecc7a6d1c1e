// A PostgreSQL database of its own for each suite, on the server the test script chose
// (ACS_TEST_DATABASE_URL: given, the one on 127.0.0.1:5432, or a throwaway cluster), dropped after.
//
// `migrated: true` gives one at the room's newest schema, as migrateRoom leaves a new database: a copy
// (CREATE DATABASE … TEMPLATE) of a database migrated once per server and kept there, named by a hash
// of the migrations' versions, descriptions and SQL, so a changed migration is never served stale.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateRoom, ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';

const ADMIN_URL = process.env.ACS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TEMPLATE_PREFIX = 'acs_test_migrated_';

export interface RoomDatabase {
  url: string;
  /** A connection for the test's own checks (closed by drop). */
  admin: pg.Client;
  drop(): Promise<void>;
}

function urlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template's name: it changes with any migration's content. */
export function migratedTemplateName(): string {
  const hash = createHash('sha256');
  for (const migration of ROOM_MIGRATIONS)
    hash.update(`${migration.version}\0${migration.description}\0${migration.sql}\0`);
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Makes the migrated template on the server unless there: migrated under a name of its own, then renamed
 * into place, so a template exists only whole; a suite racing to make it too just loses the rename.
 */
async function ensureMigratedTemplate(server: pg.Client): Promise<string> {
  const name = migratedTemplateName();
  const exists = async (): Promise<boolean> =>
    (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  const building = `acs_test_building_${randomBytes(6).toString('hex')}`;
  await server.query(`CREATE DATABASE ${building}`);
  try {
    const client = new pg.Client({ connectionString: urlOf(building) });
    await client.connect();
    try {
      await migrateRoom(client);
    } finally {
      await client.end();
    }
    await server.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    await server.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    if (!(await exists())) throw error;
  }
  return name;
}

export async function createRoomDatabase(options: { migrated?: boolean } = {}): Promise<RoomDatabase> {
  const name = `acs_test_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: ADMIN_URL });
  await server.connect();
  if (options.migrated) {
    await server.query(`CREATE DATABASE ${name} TEMPLATE ${await ensureMigratedTemplate(server)}`);
  } else {
    await server.query(`CREATE DATABASE ${name}`);
  }
  const admin = new pg.Client({ connectionString: urlOf(name) });
  await admin.connect();
  return {
    url: urlOf(name),
    admin,
    drop: async () => {
      await admin.end();
      await server.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}
