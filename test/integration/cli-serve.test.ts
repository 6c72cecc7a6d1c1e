// `acs-monitor serve` on an address other machines reach: refused unless asked for by name, and then
// said to be plain HTTP. Only the loopback address is ever connected to. The test hooks that only the
// tests' build honours, and the last start's port found taken.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUILT, startAcs, type Running } from '../support/acs-process.js';
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

/** Starts serve, reads the URL (the first stdout line) and lets a screen in: its origin and cookie. */
async function servedScreen(server: Running): Promise<{ origin: string; cookie: string; url: string }> {
  const url = await new Promise<string>((resolve, reject) => {
    server.child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\n')[0]!.trim()));
    void server.finished.then((done) => reject(new Error(`serve ended first:\n${done.stderr}`)));
  });
  const exchanged = await fetch(url, { redirect: 'manual' });
  const cookie = (exchanged.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { origin: new URL(url).origin, cookie, url };
}

describe.skipIf(!CLI_BUILT)('test hooks (needs npm run build)', () => {
  const hooks = { ACS_TEST_CLOCK: '1', ACS_DEMO_CONTROL: '1' };

  /** Whether the shell's test clock and its demo's control surface answer, with both variables set. */
  async function hooksAnswer(testBuild: boolean): Promise<{ testClock: number; demoControl: number }> {
    const profile = mkdtempSync(join(dataDir, 'hooks-'));
    const server = startAcs(['serve', '--port', '0'], { ...env, ACS_DATA_DIR: profile, ...hooks }, '', { testBuild });
    try {
      const { origin, cookie } = await servedScreen(server);
      const headers = { cookie, origin, 'content-type': 'application/json' };
      const clock = await fetch(`${origin}/api/test-clock?advanceMs=${7 * 24 * 3_600_000}`, {
        method: 'POST',
        headers,
      });
      const demo = (await (
        await fetch(`${origin}/api/call`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ method: 'session.startDemo', input: {} }),
        })
      ).json()) as { ok: boolean; value: { baseUrl: string } };
      expect(demo.ok).toBe(true);
      const control = await fetch(`${demo.value.baseUrl}/__demo/customers`);
      return { testClock: clock.status, demoControl: control.status };
    } finally {
      server.child.kill('SIGTERM');
      await server.finished;
    }
  }

  it('the acs-monitor a user runs ignores ACS_TEST_CLOCK and ACS_DEMO_CONTROL: no clock to move, no demo to drive', async () => {
    expect(await hooksAnswer(false)).toEqual({ testClock: 404, demoControl: 404 });
  });

  it("only the tests' build honours them", async () => {
    expect(await hooksAnswer(true)).toEqual({ testClock: 200, demoControl: 200 });
  });
});

describe.skipIf(!CLI_BUILT)('the port of the last start (needs npm run build)', () => {
  it('taken by another program: a WARNING on stderr just before the URL, which is still the first stdout line', async () => {
    const profile = mkdtempSync(join(dataDir, 'taken-'));
    const squatter = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const takenPort = (squatter.address() as AddressInfo).port;
    writeFileSync(join(profile, 'browser-shell-port'), `${takenPort}\n`);
    const server = startAcs(['serve'], { ...env, ACS_DATA_DIR: profile });
    try {
      const warning = server.stderrLine((line) => line.includes('WARNING'));
      const { url } = await servedScreen(server);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=/);
      expect(new URL(url).port).not.toBe(String(takenPort));
      expect(await warning).toBe(
        `acs-monitor: WARNING: port ${takenPort}, where this browser shell listened last, is taken by another program; ` +
          `listening on ${new URL(url).origin} instead. Screens let in on port ${takenPort} are not let in here (whatever holds that port ` +
          'may have received their cookies): open the address below on each of them, and find out what holds the port.',
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.finished;
      squatter.close();
    }
  });
});
