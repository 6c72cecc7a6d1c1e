// `acs-monitor serve` on an address other machines reach: refused unless asked for by name, and never
// without TLS. Only the loopback address is ever connected to. The test hooks that only the
// tests' build honours, and the last start's port found taken.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

  it('refuses 0.0.0.0 with --allow-remote-screens but without TLS: exit 2, one line', async () => {
    const run = await runAcs(['serve', '--host', '0.0.0.0', '--allow-remote-screens'], env);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'acs-monitor: Refusing to serve on 0.0.0.0, which other machines can reach, without TLS (the access address, the cookies and everything on screen would cross the network readable): add --tls for a self-signed certificate, or --tls-cert FILE --tls-key FILE',
    ]);
  });

  it.each([
    [['--tls-cert', 'a.pem'], '--tls-cert and --tls-key go together'],
    [
      ['--tls', '--tls-cert', 'a.pem', '--tls-key', 'b.pem'],
      'Give either --tls (a self-signed certificate) or --tls-cert',
    ],
    [
      ['--tls-cert', '/nonexistent/a.pem', '--tls-key', '/nonexistent/b.pem'],
      'The TLS certificate file /nonexistent/a.pem does not exist',
    ],
  ])('refuses the TLS options %j: exit 2, one line', async (options, sentence) => {
    const run = await runAcs(['serve', ...options], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(sentence);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.skipIf(!CLI_BUILT)(
    'serves HTTPS on 0.0.0.0 with --tls: the fingerprint said, Secure cookies, a new address on Enter',
    async () => {
      const profile = mkdtempSync(join(dataDir, 'tls-'));
      const server = startAcs(
        ['serve', '--host', '0.0.0.0', '--allow-remote-screens', '--tls', '--port', '0'],
        {
          ...env,
          ACS_DATA_DIR: profile,
        },
        '\n',
      );
      // Watched from the start: the fingerprint is said before the first address.
      const fingerprintLine = server.stderrLine((line) => line.includes('SHA-256 fingerprint'));
      try {
        const [first, second] = await stdoutLines(server, 2);
        expect(first).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/\?token=/);
        const ca = readFileSync(join(profile, 'browser-shell-tls.crt'), 'utf8');
        expect(await fingerprintLine).toContain(new X509Certificate(ca).fingerprint256);
        expect(server.child.exitCode).toBeNull();
        // Enter printed a new address: the first lets nobody in any more, the new one does.
        expect(second).not.toBe(first);
        expect((await httpsGet(first!, ca)).status).toBe(401);
        const admitted = await httpsGet(second!, ca);
        expect(admitted.status).toBe(303);
        expect(admitted.setCookie).toMatch(/; Secure$/);
        // Plain HTTP on the same port gets no page.
        await expect(fetch(first!.replace('https:', 'http:'))).rejects.toThrow();
      } finally {
        server.child.kill('SIGTERM');
        expect((await server.finished).status).toBe(0);
      }
    },
  );
});

/** The first `count` lines serve prints on stdout. */
async function stdoutLines(server: Running, count: number): Promise<string[]> {
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: server.child.stdout }).on('line', (line) => {
      lines.push(line.trim());
      if (lines.length === count) resolve(lines);
    });
    void server.finished.then((done) => reject(new Error(`serve ended first:\n${done.stderr}`)));
  });
}

/** A GET over TLS trusting only `ca` (the shell's own certificate): its status and Set-Cookie. */
function httpsGet(url: string, ca: string): Promise<{ status: number; setCookie: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, setCookie: String(res.headers['set-cookie'] ?? '') });
    }).on('error', reject);
  });
}

/** Starts serve, reads the URL (the first stdout line) and lets a screen in: its origin and cookie. */
async function servedScreen(server: Running): Promise<{ origin: string; cookie: string; url: string }> {
  const url = await server.firstLine();
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
