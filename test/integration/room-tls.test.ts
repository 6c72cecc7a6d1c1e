// The room's connection over TLS against a real PostgreSQL with ssl=on and the test's own certificate
// (issue 32, High 3): verify-full with the room's private CA, given in the address, by ACS_ROOM_CA or
// --room-ca; a wrong CA, a host name the certificate does not hold and a server without TLS each refused
// with words saying which, never the password. Only loopback addresses are connected to here: the rule
// for any other host is test/unit/room-tls.test.ts's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { JoinedRoom } from '../../electron/core/room/joined-room.js';
import { openRoomConnection, RoomDatabaseError } from '../../electron/core/room/database/room-connection.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { PostgresEventStorage } from '../../electron/core/storage/postgres-event-storage.js';
import { runAcs } from '../support/cli.js';
import { startTlsPostgres, type TlsPostgres } from '../support/tls-postgres.js';

let server: TlsPostgres;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = await startTlsPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-room-tls-'));
  const {
    ACS_DATABASE_URL: _room,
    ACS_ROOM_CA: _ca,
    ACS_ALLOW_INSECURE_ROOM: _insecure,
    PGSSLMODE: _mode,
    ...rest
  } = process.env;
  env = { ...rest, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' };
}, 60_000);
afterAll(() => {
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function encrypted(url: string): Promise<boolean> {
  const client = await openRoomConnection(url);
  try {
    const result = await client.query<{ ssl: boolean }>('SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
    return result.rows[0]!.ssl;
  } finally {
    await client.end();
  }
}

async function refusal(url: string): Promise<RoomDatabaseError> {
  const error: unknown = await openRoomConnection(url).then(
    async (client) => {
      await client.end();
      return null;
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(RoomDatabaseError);
  return error as RoomDatabaseError;
}

function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
}

describe("the room's connection over TLS", () => {
  it('connects with verify-full to 127.0.0.1 and localhost, the room CA from sslrootcert= or the settings (ACS_ROOM_CA)', async () => {
    const ca = `sslmode=verify-full&sslrootcert=${encodeURIComponent(server.caFile)}`;
    expect(await encrypted(server.url('127.0.0.1', ca))).toBe(true);
    expect(await encrypted(server.url('localhost', ca))).toBe(true);
    // The app's room, as app-core chooses it: the CA from ACS_ROOM_CA (roomTlsSettings), for the room
    // named and for the room joined (whose kept address does not carry it).
    const settings = new SettingsStore(dataDir);
    const tls = { caFile: server.caFile, insecureAccepted: false };
    const room = new JoinedRoom(settings, () => Promise.resolve(new MemorySecretStore()), tls);
    const named = await room.choose(server.url('127.0.0.1', 'sslmode=verify-full'), {});
    expect(await encrypted(named!.url)).toBe(true);
    await room.join(server.url('localhost', 'sslmode=verify-full'), null, 'acs-monitor room-tls test');
    expect(settings.roomAddress).not.toContain('sslrootcert');
    const joined = await room.choose(undefined, {});
    expect(joined!.source).toBe('joined');
    expect(await encrypted(joined!.url)).toBe(true);
  });

  it('sslmode=require encrypts without checking the certificate (libpq’s meaning; on this machine)', async () => {
    expect(await encrypted(server.url('127.0.0.1', 'sslmode=require'))).toBe(true);
  });

  it('refuses a certificate not signed by the CA given, saying so, without the password', async () => {
    const url = server.url('127.0.0.1', `sslmode=verify-full&sslrootcert=${encodeURIComponent(server.wrongCaFile)}`);
    const error = await refusal(withPassword(url, 'hunter2secret'));
    expect(error.problem).toBe('tls');
    expect(error.message).toContain('not trusted');
    expect(error.message).toContain(server.wrongCaFile);
    expect(error.message).not.toContain('hunter2secret');
  });

  it('refuses a host name the certificate does not hold (127.0.0.2: loopback, not in the certificate)', async () => {
    const url = server.url('127.0.0.2', `sslmode=verify-full&sslrootcert=${encodeURIComponent(server.caFile)}`);
    const error = await refusal(withPassword(url, 'hunter2secret'));
    expect(error.problem).toBe('tls');
    expect(error.message).toContain('host name mismatch');
    expect(error.message).toContain('127.0.0.2');
    expect(error.message).not.toContain('hunter2secret');
    // verify-ca checks the CA only: the same host is then accepted.
    const caOnly = server.url('127.0.0.2', `sslmode=verify-ca&sslrootcert=${encodeURIComponent(server.caFile)}`);
    expect(await encrypted(caOnly)).toBe(true);
  });

  it('refuses a server without TLS when TLS is required (the test script’s PostgreSQL has none)', async () => {
    const plain = new URL(process.env.ACS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    plain.password = 'hunter2secret';
    plain.searchParams.set('sslmode', 'verify-full');
    const error = await refusal(plain.toString());
    expect(error.problem).toBe('tls');
    expect(error.message).toContain('does not offer TLS');
    expect(error.message).not.toContain('hunter2secret');
  });

  it("the pool of the room's events uses the same TLS (sslmode=require: the driver's own reading would check the CA)", async () => {
    const storage = await PostgresEventStorage.open(server.url('127.0.0.1', 'sslmode=require'));
    await storage.close();
  });

  it('db status: the room CA from ACS_ROOM_CA or --room-ca; without it the certificate is not trusted', async () => {
    const url = server.url('127.0.0.1', 'sslmode=verify-full');
    const byEnv = await runAcs(['db', 'status', '--database', url], { ...env, ACS_ROOM_CA: server.caFile });
    expect(byEnv.stderr).toBe('');
    expect(byEnv.status).toBe(EXIT.ok);
    const byFlag = await runAcs(['--room-ca', server.caFile, 'db', 'status', '--database', url], env);
    expect(byFlag.stderr).toBe('');
    expect(byFlag.status).toBe(EXIT.ok);
    const without = await runAcs(['db', 'status', '--database', url], env);
    expect(without.status).toBe(EXIT.unavailable);
    expect(without.stderr).toContain('not trusted');
  });
});
