// `acs-monitor serve` on an address other machines reach: refused unless asked for by name, and then
// said to be plain HTTP. Only the loopback address is ever connected to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUILT, startAcs } from '../support/acs-process.js';
import { runAcs } from '../support/cli.js';

let dataDir: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-serve-'));
  env = { PATH: process.env.PATH, HOME: dataDir, ACS_DATA_DIR: join(dataDir, 'profile'), ACS_SECRET_STORE: 'memory' };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('serve --host', () => {
  it.each(['0.0.0.0', '::', '192.0.2.10'])(
    'refuses %s without --allow-remote-screens: exit 2, one line',
    async (host) => {
      const run = await runAcs(['serve', '--host', host], env);
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toEqual([
        `acs-monitor: Refusing to serve on ${host}, which other machines can reach, over plain HTTP: use a loopback address (127.0.0.1), or add --allow-remote-screens`,
      ]);
    },
  );

  it.skipIf(!CLI_BUILT)('serves on 0.0.0.0 with --allow-remote-screens, warning that it is plain HTTP', async () => {
    const server = startAcs(['serve', '--host', '0.0.0.0', '--allow-remote-screens'], env);
    try {
      const warning = await server.stderrLine((line) => line.includes('plain HTTP'));
      expect(warning).toBe(
        'acs-monitor: warning: serving on 0.0.0.0 over plain HTTP: the access address, the cookies and everything on screen cross the network unencrypted',
      );
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.finished).status).toBe(0);
    }
  });
});
