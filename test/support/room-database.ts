// A PostgreSQL database of its own for each suite, on the server the test script chose
// (ACS_TEST_DATABASE_URL: given, the one on 127.0.0.1:5432, or a throwaway cluster), dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.ACS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface RoomDatabase {
  url: string;
  /** A connection for the test's own checks (closed by drop). */
  admin: pg.Client;
  drop(): Promise<void>;
}

export async function createRoomDatabase(): Promise<RoomDatabase> {
  const name = `acs_test_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: ADMIN_URL });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  return {
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.end();
      await server.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}
