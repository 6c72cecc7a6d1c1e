// acs-monitor db migrate / db status as an operator runs them against the room's PostgreSQL: the
// schema made once, who polls, and one clear line with its exit status for each wrong address.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { roomPasswordAccount } from '../../electron/core/room/joined-room.js';
import { ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';
import { KeychainSecretStore } from '../../electron/core/secrets/index.js';
import { runAcsProcess as acs } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

/** The schema version this acs-monitor makes. */
const LATEST = ROOM_MIGRATIONS.at(-1)!.version;
let db: RoomDatabase;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-db-'));
  const { ACS_DATABASE_URL: _room, ...rest } = process.env;
  env = { ...rest, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' };
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('acs-monitor db', () => {
  it('creates the schema, then says it is up to date, from ACS_DATABASE_URL or --database', async () => {
    const first = await acs(['db', 'migrate'], { ...env, ACS_DATABASE_URL: db.url });
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain("applied 1: the room's poller");
    expect(first.stdout).toContain(`is now at schema version ${LATEST} (was 0)`);
    const again = await acs(['--database', db.url, 'db', 'migrate'], env);
    expect(again.status).toBe(EXIT.ok);
    expect(again.stdout).toContain(`is up to date (schema version ${LATEST})`);
  });

  it('status names the poller from the lease row, and never prints the password', async () => {
    await db.admin.query(
      "UPDATE poller_lease SET holder = 'control-2', since = now(), heartbeat_at = now() - interval '2 s', token = 7",
    );
    const withPassword = new URL(db.url);
    withPassword.password = 'hunter2';
    // Trust authentication ignores the password, which lets the test see how it is printed.
    const status = await acs(['db', 'status', '--database', withPassword.toString()], env);
    expect(status.status).toBe(EXIT.ok);
    expect(status.stdout).toContain(`\nschema: version ${LATEST}\n`);
    const heartbeat = /^poller: control-2, since \S+, last heartbeat (\d+\.\d) s ago$/m.exec(status.stdout);
    // Written 2 s old; the CLI's own start-up adds a moment.
    expect(Number(heartbeat?.[1])).toBeGreaterThanOrEqual(2);
    expect(Number(heartbeat?.[1])).toBeLessThan(10);
    expect(status.stdout).not.toContain('hunter2');
    expect(status.stdout).toContain(':***@');
  });

  it("status prints the poller's name as text: no escape sequence of it reaches the terminal", async () => {
    // A name any workstation of the room may take (ACS_WORKSTATION): a window title, a cleared screen, a bell.
    await db.admin.query('UPDATE poller_lease SET holder = $1, since = now(), heartbeat_at = now(), token = 8', [
      'desk\u001b]0;pwned\u0007\u001b[2J-1\u0007',
    ]);
    const status = await acs(['db', 'status', '--database', db.url], env);
    expect(status.status).toBe(EXIT.ok);
    expect(status.stdout).toMatch(/^poller: desk-1\ufffd, since /m);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(status.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('refuses a wrong address with one line and the exit status interfaces.md gives', async () => {
    const none = await acs(['db', 'migrate'], env);
    expect([none.status, none.stderr]).toEqual([
      EXIT.usage,
      'acs-monitor: No control room database: pass --database postgres://…, set ACS_DATABASE_URL, or join one with acs-monitor db join postgres://…\n',
    ]);
    const wrongKind = await acs(['db', 'migrate', '--database', 'mysql://127.0.0.1/room'], env);
    expect(wrongKind.status).toBe(EXIT.usage);
    expect(wrongKind.stderr).toContain('must start with postgres:// or postgresql://');
    const missing = new URL(db.url);
    missing.pathname = '/acs_no_such_room';
    const noDatabase = await acs(['db', 'status', '--database', missing.toString()], env);
    expect(noDatabase.status).toBe(EXIT.other);
    expect(noDatabase.stderr).toContain("The control room's database does not exist on that server");
    const nobody = await acs(['db', 'migrate', '--database', 'postgres://postgres:pw@127.0.0.1:1/room'], env);
    expect(nobody.status).toBe(EXIT.unavailable);
    expect(nobody.stderr).toBe(
      "acs-monitor: Nothing answers at the control room's database address (postgres://postgres:***@127.0.0.1:1/room): is PostgreSQL running there?\n",
    );
  });

  describe('joining a room', () => {
    /** The keychain in use (a real gnome-keyring under the test script), as a joined workstation keeps it. */
    const keychainEnv = (): NodeJS.ProcessEnv => ({ ...env, ACS_SECRET_STORE: 'keychain' });
    const settingsText = (): string => readFileSync(join(dataDir, 'settings.json'), 'utf8');

    it('keeps the address in settings and the password in the keychain; the db commands then need no address', async () => {
      const withPassword = new URL(db.url);
      withPassword.password = 'hunter2';
      const joined = await acs(['db', 'join', withPassword.toString()], keychainEnv());
      expect(joined.stderr).toBe('');
      expect(joined.status).toBe(EXIT.ok);
      const address = new URL(db.url).toString();
      expect(joined.stdout).toBe(
        `joined ${address}: schema version ${LATEST}\nThe address is kept in this workstation's settings; its password, if any, in the keychain only.\n`,
      );
      expect(JSON.parse(settingsText()).roomAddress).toBe(address);
      expect(settingsText()).not.toContain('hunter2');
      const keychain = new KeychainSecretStore();
      expect(await keychain.get(roomPasswordAccount(address))).toBe('hunter2');

      const status = await acs(['db', 'status'], keychainEnv());
      expect(status.status).toBe(EXIT.ok);
      expect(status.stdout).toContain(`database: ${address} (joined (acs-monitor db join))\n`);
      expect(status.stdout).toMatch(/^latency: \d+\.\d ms$/m);
      const left = await acs(['db', 'leave'], keychainEnv());
      expect(left.stdout).toBe(`left ${address}: its address and password are no longer kept here\n`);
      expect(JSON.parse(settingsText()).roomAddress).toBeUndefined();
      expect(await keychain.get(roomPasswordAccount(address))).toBeNull();
      const again = await acs(['db', 'leave'], keychainEnv());
      expect(again.stdout).toBe('This workstation had joined no control room\n');
    });

    it('keeps nothing when the room cannot be used, or when the password could not be kept', async () => {
      const missing = new URL(db.url);
      missing.pathname = '/acs_no_such_room';
      const refused = await acs(['db', 'join', missing.toString()], keychainEnv());
      expect(refused.status).toBe(EXIT.other);
      expect(refused.stderr).toContain("The control room's database does not exist on that server");
      const inMemory = new URL(db.url);
      inMemory.password = 'hunter2';
      const forgetful = await acs(['db', 'join', inMemory.toString()], env);
      expect([forgetful.status, forgetful.stderr]).toEqual([
        EXIT.usage,
        "acs-monitor: ACS_SECRET_STORE=memory keeps no secret after this command, so the room's password would be lost: join where the keychain is in use, or name the room for each run with ACS_DATABASE_URL\n",
      ]);
      expect(
        existsSync(join(dataDir, 'settings.json')) ? JSON.parse(settingsText()).roomAddress : undefined,
      ).toBeUndefined();
    });
  });
});
