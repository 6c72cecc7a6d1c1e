// Building better-sqlite3 for Electron when Electron's headers cannot be had: one line naming what
// is missing and how to supply it, never a stack trace, and node_modules' Node build left working.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ELECTRON_SQLITE_FILE } from '../../scripts/native-for-electron.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/native-for-electron.mjs', import.meta.url));

// Where the Electron build is already current the script does not look for headers at all.
describe.skipIf(existsSync(ELECTRON_SQLITE_FILE))('npm run build:native-electron without Electron headers', () => {
  it('fails in one line naming the headers file it was given, and the tests keep their Node build', () => {
    const headers = '/nonexistent/node-v45-headers.tar.gz';
    const run = spawnSync(process.execPath, [SCRIPT], {
      env: { ...process.env, ACS_ELECTRON_HEADERS: headers },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^acs-monitor: could not install Electron [\d.]+'s headers from ACS_ELECTRON_HEADERS=/);
    expect(lines[0]).toContain(headers);
    expect(new Database(':memory:').prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
  });
});
