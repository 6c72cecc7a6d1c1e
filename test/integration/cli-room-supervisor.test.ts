// `acs-monitor supervisor-password` in a control room sets the room's password (which every
// workstation of the room then asks for), not this workstation's; changing it needs the current one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupervisedRules } from '../../electron/core/app/supervised-rules.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { runAcs } from '../support/cli.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-room-supervisor-'));
  const { ACS_DATABASE_URL: _room, ...rest } = process.env;
  env = { ...rest, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory', ACS_WORKSTATION: 'control-3' };
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!CLI_BUILT)('supervisor-password in a control room (needs npm run build)', () => {
  it("sets the room's password, and changes it only with the current one", async () => {
    const set = await runAcs(['--database', db.url, 'supervisor-password', '--password-stdin'], env, 'room-secret-1\n');
    expect(set.status).toBe(0);
    expect(set.stdout).toBe(
      `The control room's supervisor password is set (${db.url}): every workstation of the room asks for it from now on.\n`,
    );
    const wrong = await runAcs(
      ['--database', db.url, 'supervisor-password', '--password-stdin'],
      env,
      'not-it-at-all\nroom-secret-2\n',
    );
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain("The control room's supervisor password is wrong.");
    const changed = await runAcs(
      ['--database', db.url, 'supervisor-password', '--password-stdin'],
      env,
      'room-secret-1\nroom-secret-2\n',
    );
    expect(changed.stdout).toContain("The control room's supervisor password is changed");
    expect(new SupervisedRules(dataDir).passwordSet).toBe(false);
    const row = await db.admin.query<{ workstation: string }>('SELECT workstation FROM room_supervisor_password');
    expect(row.rows).toEqual([{ workstation: 'control-3' }]);
  });
});
