// An address that is not a URL is never echoed (issue 32, low 7): libpq's keyword form puts the
// password anywhere, and the sentence reaches every screen through room.status and the terminal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { dispatch, type Room } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { runAcsProcess as acs } from '../support/acs-process.js';

const LIBPQ = 'host=db.example port=5432 user=guard password=hunter2 dbname=room sslmode=require';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function profile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acs-address-echo-'));
  dirs.push(dir);
  return dir;
}

describe('a database address in libpq’s keyword form', () => {
  it('is refused on every screen without a word of it', async () => {
    const app = new AppService({
      dataDir: profile(),
      secrets: { store: new MemorySecretStore(), warning: null },
      env: { ACS_DATABASE_URL: LIBPQ },
    });
    try {
      const status = await dispatch(app, 'room.status', {});
      expect(status).toMatchObject({ ok: true, value: { address: null } });
      const problem = status.ok ? (status.value as Room).problem : null;
      expect(problem).toContain('The database address is not a URL');
      expect(problem).not.toMatch(/hunter2|guard|db\.example/);
    } finally {
      await app.stop();
    }
  });

  it('is refused at the terminal without a word of it', async () => {
    const { ACS_DATABASE_URL: _room, ...env } = process.env;
    const status = await acs(['db', 'status', '--database', LIBPQ], {
      ...env,
      ACS_DATA_DIR: profile(),
      ACS_SECRET_STORE: 'memory',
    });
    expect(status.status).toBe(EXIT.usage);
    expect(status.stderr).toContain('The database address is not a URL');
    expect(status.stderr).not.toMatch(/hunter2|guard|db\.example/);
  });
});
