// The browser shell over real HTTP on 127.0.0.1: access token, Host and Origin guards, the renderer's
// files, the contract's calls, the push stream and export downloads. The Backend here is a stand-in
// answering fixed values (the real one is the AppService).
import { EventEmitter, once } from 'node:events';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Backend, MethodName, PushEvent } from '../../electron/contract.js';
import { CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy.js';
import { browserShellStateFile } from '../../electron/core/profile/browser-shell-state.js';
import { MAX_BUFFERED_BYTES } from '../../electron/web/push-stream.js';
import { startWebShell, type WebShell, type WebShellOptions } from '../../electron/web/server.js';

const SECRET = 'SECRET-OUTSIDE-THE-RENDERER';
const INDEX_HTML = '<!doctype html><title>ACS Monitor</title><div id="app"></div>';
const PREFERENCES = {
  soundOffUntilMs: null,
  textSize: 'normal',
  startMinimised: true,
  startAtLogin: false,
  requestBudgetPerMinute: 300,
  workstationTime: false,
  shiftChanges: ['06:00', '18:00'],
  pictureRetentionDays: 31,
};
const CUSTOMER_GUID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const UNAUTHORIZED =
  'NOT MONITORING. This screen has no access to the monitor: its access was withdrawn, went unused for 30 days, or was lost with a damaged list of screens. ' +
  'Open its current address: the one `acs-monitor serve` printed, or a new one from the Health tab of a screen still in.\n';

/** A stand-in Backend: a few fixed answers, a record of calls, and pushes the test triggers. */
class TestBackend implements Backend {
  readonly calls: { method: MethodName; input: unknown }[] = [];
  private readonly listeners = new Set<(event: PushEvent) => void>();
  private readonly changes = new EventEmitter();
  private readonly answers: Partial<Record<MethodName, (input: unknown) => unknown>> = {
    'preferences.get': () => PREFERENCES,
    'customers.watch': (input) => {
      const { customerGuid, watched } = input as { customerGuid: string; watched: boolean };
      return [{ customerGuid, customerName: 'Acme', customerCode: null, timezone: null, watched }];
    },
  };

  async invoke(method: MethodName, input: unknown): Promise<never> {
    this.calls.push({ method, input });
    const answer = this.answers[method];
    if (!answer)
      throw Object.assign(new Error('raw detail'), { kind: 'unauthenticated', userMessage: 'Sign in again.' });
    return answer(input) as never;
  }

  subscribe(listener: (event: PushEvent) => void): () => void {
    this.listeners.add(listener);
    this.changes.emit('change');
    return () => {
      this.listeners.delete(listener);
      this.changes.emit('change');
    };
  }

  push(event: PushEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  async untilListeners(count: number): Promise<void> {
    while (this.listeners.size !== count) await once(this.changes, 'change');
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request exactly as written: no path normalisation, any Host, Origin or Sec-Fetch-Site. */
function raw(
  shell: WebShell,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { port } = new URL(shell.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.end(options.body);
  });
}

let dir: string;
let rendererDir: string;
let csvPath: string;
let backend: TestBackend;
let shell: WebShell;
let cookie: string;
const exportLookups: string[] = [];

async function start(extra: Partial<WebShellOptions> = {}): Promise<WebShell> {
  return startWebShell({
    backend,
    rendererDir,
    exportFile: (exportId) => {
      exportLookups.push(exportId);
      return exportId === 'exp_1' ? { path: csvPath, fileName: 'events 2024-05-01.csv' } : null;
    },
    ...extra,
  });
}

/** The shell's screen cookie name: named after its port. */
function cookieNameOf(webShell: WebShell): string {
  return `acs_token_${new URL(webShell.origin).port}`;
}

function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

/** A new access address, as a screen already in gets one for the next (an address lets one screen in). */
function newAddress(webShell: WebShell): string {
  return webShell.screens.rotateUrl();
}

/** Opens `url` (carrying a URL token) as a new screen would, and returns the Cookie header it is given. */
async function screenCookie(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function call(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shell.origin}/api/call`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acs-web-'));
  rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ secret: SECRET }));
  await writeFile(join(rendererDir, 'index.html'), INDEX_HTML);
  await writeFile(join(rendererDir, 'assets', 'index-3f2a.js'), 'console.log("app");');
  await writeFile(join(rendererDir, 'assets', 'index-3f2a.css'), 'body{color:#eee}');
  await writeFile(join(rendererDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(rendererDir, 'assets', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(join(rendererDir, 'alert.mp3'), Buffer.from([0x49, 0x44, 0x33]));
  await symlink(join(dir, 'package.json'), join(rendererDir, 'leak.json'));
  csvPath = join(dir, 'export.csv');
  await writeFile(csvPath, 'eventId,eventDate\n1,2024-05-01T08:00:00Z\n');
  backend = new TestBackend();
  shell = await start();
  cookie = await screenCookie(shell.url);
});

afterAll(async () => {
  await shell.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the access token', () => {
  it('is printed once in a loopback URL', () => {
    expect(shell.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
    expect(shell.origin).toBe(new URL(shell.url).origin);
  });

  it('becomes an HttpOnly, SameSite=Strict cookie kept 30 days, and the address loses it', async () => {
    const response = await fetch(newAddress(shell), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^acs_token_\d+=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=2592000$/);
    // Named after the port: a browser sends a host's cookies to all its ports.
    expect(setCookie.split('=')[0]).toBe(cookieNameOf(shell));

    const page = await fetch(`${shell.origin}/`, { headers: { cookie: setCookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
  });

  it('keeps the path and the other parameters in the redirect', async () => {
    const response = await raw(shell, `/feed?customer=acme&token=${tokenOf(newAddress(shell))}&x=1`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/feed?customer=acme&x=1');
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      const response = await raw(shell, `${path}?token=${tokenOf(newAddress(shell))}`);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/evil.example/');
    }
  });

  it('refuses a request without the cookie with a plain page and no details', async () => {
    for (const path of ['/', '/assets/index-3f2a.js', '/api/events', '/api/exports/exp_1']) {
      const response = await fetch(`${shell.origin}${path}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(UNAUTHORIZED);
    }
    const post = await fetch(`${shell.origin}/api/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'preferences.get', input: {} }),
    });
    expect(post.status).toBe(401);
  });

  it('refuses a wrong token in the URL or the cookie', async () => {
    const wrongUrl = await fetch(`${shell.origin}/?token=${'A'.repeat(43)}`, { redirect: 'manual' });
    expect(wrongUrl.status).toBe(401);
    expect(wrongUrl.headers.get('set-cookie')).toBeNull();
    expect(await wrongUrl.text()).toBe(UNAUTHORIZED);

    const wrongCookie = await fetch(`${shell.origin}/`, {
      headers: { cookie: `${cookieNameOf(shell)}=${'A'.repeat(43)}` },
    });
    expect(wrongCookie.status).toBe(401);
  });

  it("does not accept another launch's token", async () => {
    const other = await start();
    try {
      const response = await fetch(`${other.origin}/`, { headers: { cookie } });
      expect(response.status).toBe(401);
      expect(tokenOf(other.url)).not.toBe(tokenOf(shell.url));
    } finally {
      await other.close();
    }
  });

  it('accepts the cookie among others, including a stale one of the same name', async () => {
    const response = await fetch(`${shell.origin}/`, {
      headers: { cookie: `theme=dark; ${cookieNameOf(shell)}=old; ${cookie}` },
    });
    expect(response.status).toBe(200);
  });

  it("is no key under another port's name: the value is read only from this port's cookie", async () => {
    const value = cookie.split('=')[1]!;
    const otherPort = Number(new URL(shell.origin).port) + 1;
    for (const name of ['acs_token', `acs_token_${otherPort}`]) {
      expect((await fetch(`${shell.origin}/`, { headers: { cookie: `${name}=${value}` } })).status).toBe(401);
    }
  });
});

describe('screens', () => {
  it('an address lets one screen in: opened again it lets nobody in and says so; a new address lets the next in (issue 32, low 12)', async () => {
    const own = await start();
    try {
      const first = await screenCookie(own.url);
      const again = await fetch(own.url, { redirect: 'manual' });
      expect(again.status).toBe(401);
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toBe(
        'This access address has let a screen in already: each address lets in one screen. Get a new one for this screen from the Health tab of a screen already in (New access address), or from the terminal where acs-monitor serve runs (Enter, when it lets other machines in; else start it again).\n',
      );
      const display = own.screens.rotateUrl('display');
      await screenCookie(display);
      expect((await fetch(display, { redirect: 'manual' })).status).toBe(401);
      const second = await screenCookie(newAddress(own));
      expect(first).not.toBe(second);
      expect(first).not.toContain(tokenOf(own.url));
      for (const each of [first, second])
        expect((await fetch(`${own.origin}/`, { headers: { cookie: each } })).status).toBe(200);
      const urlTokenAsCookie = await fetch(`${own.origin}/`, {
        headers: { cookie: `${cookieNameOf(own)}=${tokenOf(own.url)}` },
      });
      expect(urlTokenAsCookie.status).toBe(401);
      expect(own.screens.list().map((screen) => screen.role)).toEqual(['operator', 'display', 'operator']);
    } finally {
      await own.close();
    }
  });

  it('lists the screens let in; withdrawing one locks it out and ends its push stream, the others stay', async () => {
    const own = await start();
    try {
      const kept = await screenCookie(own.url);
      const withdrawn = await screenCookie(newAddress(own));
      const listed = own.screens.list();
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ address: '127.0.0.1', userAgent: expect.any(String) });
      expect(JSON.stringify(listed)).not.toContain(withdrawn.split('=')[1]);
      const stream = await openStream(own, withdrawn);
      expect(await stream.next()).toBe(': connected');
      // The second screen let in is the second listed.
      expect(own.screens.revoke(listed[1]!.screenId)).toBe(true);
      expect(await stream.next()).toBeNull();
      expect((await fetch(`${own.origin}/`, { headers: { cookie: withdrawn } })).status).toBe(401);
      expect((await fetch(`${own.origin}/`, { headers: { cookie: kept } })).status).toBe(200);
      expect(own.screens.list().map((screen) => screen.screenId)).toEqual([listed[0]!.screenId]);
      expect(own.screens.revoke(listed[1]!.screenId)).toBe(false);
    } finally {
      await own.close();
    }
  });

  it('a new URL token: the old address lets nobody in, the new one does, screens already in stay', async () => {
    const own = await start();
    try {
      const already = await screenCookie(own.url);
      const newUrl = own.screens.rotateUrl();
      expect(newUrl).not.toBe(own.url);
      expect(newUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43}$/);
      const old = await fetch(own.url, { redirect: 'manual' });
      expect(old.status).toBe(401);
      expect(old.headers.get('set-cookie')).toBeNull();
      expect((await fetch(`${own.origin}/`, { headers: { cookie: await screenCookie(newUrl) } })).status).toBe(200);
      expect((await fetch(`${own.origin}/`, { headers: { cookie: already } })).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('an access address with a lifetime (a shell other machines reach)', () => {
  it('once expired lets no screen in and says the address expired and how to get a new one', async () => {
    // A lifetime of 0: the address is already over when the first screen opens it.
    const own = await start({ urlTokenLifetimeMs: 0 });
    try {
      const expired = await fetch(own.url, { redirect: 'manual' });
      expect(expired.status).toBe(401);
      expect(expired.headers.get('set-cookie')).toBeNull();
      expect(await expired.text()).toMatch(
        /^This access address has expired: an address lets a screen in for 10 minutes after it is made\. Get a new one from the Health tab of a screen already in, or press Enter in the terminal where acs-monitor serve runs\./,
      );
      // A token that never was the address is not told anything about addresses.
      const wrong = await fetch(`${own.origin}/?token=guessed`, { redirect: 'manual' });
      expect(await wrong.text()).toBe(UNAUTHORIZED);
    } finally {
      await own.close();
    }
  });
});

describe('a display screen (a wall)', () => {
  it('reads, and is refused every call that changes anything, signs in or out, or exports, before the backend sees it', async () => {
    const own = await start();
    try {
      const wall = await screenCookie(own.screens.rotateUrl('display'));
      const callAs = async (method: string, input: unknown = {}) =>
        (await (
          await fetch(`${own.origin}/api/call`, {
            method: 'POST',
            headers: { cookie: wall, 'content-type': 'application/json' },
            body: JSON.stringify({ method, input }),
          })
        ).json()) as { ok: boolean; error?: { kind: string; message: string } };
      const before = backend.calls.length;
      // Its page asks what it may do, and hides the controls it may not use.
      const [wallScreen] = own.screens.list();
      expect(await callAs('screens.own')).toEqual({
        ok: true,
        value: { role: 'display', screenId: wallScreen!.screenId },
      });
      expect(await callAs('preferences.get')).toMatchObject({ ok: true });
      for (const method of [
        'session.logout',
        'session.startDemo',
        'alerts.acknowledge',
        'preferences.silence',
        'customers.watch',
        'screens.revoke',
        'screens.rotateUrl',
        'export.start',
        'monitoring.acknowledge',
      ]) {
        expect(await callAs(method)).toEqual({
          ok: false,
          error: {
            kind: 'forbidden',
            message:
              'This screen is a display: it watches only. Acknowledge, change or sign in on an operator’s screen or the workstation.',
          },
        });
      }
      expect(backend.calls.slice(before).map((call) => call.method)).toEqual(['preferences.get']);
      const download = await fetch(`${own.origin}/api/exports/exp_1`, { headers: { cookie: wall } });
      expect(download.status).toBe(403);
      expect(own.screens.list().map((screen) => screen.role)).toEqual(['display']);
      const desk = await screenCookie(own.screens.rotateUrl('operator'));
      const deskOwn = await fetch(`${own.origin}/api/call`, {
        method: 'POST',
        headers: { cookie: desk, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'screens.own', input: {} }),
      });
      expect(await deskOwn.json()).toEqual({
        ok: true,
        value: { role: 'operator', screenId: own.screens.list().at(-1)!.screenId },
      });
    } finally {
      await own.close();
    }
  });
});

describe('across a restart', () => {
  /** A state keeper in its own profile folder, as serve gives the shell. */
  async function profileState(): Promise<{ keeper: WebShellOptions['state']; folder: string }> {
    const folder = await mkdtemp(join(tmpdir(), 'acs-web-state-'));
    return { keeper: browserShellStateFile(folder), folder };
  }

  it('comes back on the same port and lets the screens in by their cookie', async () => {
    const { keeper, folder } = await profileState();
    try {
      const before = await start({ state: keeper });
      const screen = await screenCookie(before.url);
      await before.close();
      const after = await start({ state: keeper });
      try {
        expect(after.origin).toBe(before.origin);
        expect(after.movedFrom).toBeNull();
        expect((await fetch(`${after.origin}/`, { headers: { cookie: screen } })).status).toBe(200);
      } finally {
        await after.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('its port taken by another program: says so, listens elsewhere, and lets no screen of the old port in', async () => {
    const { keeper, folder } = await profileState();
    const squatter = createServer((req, res) => res.end(req.headers.cookie ?? ''));
    try {
      const before = await start({ state: keeper });
      const screen = await screenCookie(before.url);
      const oldPort = Number(new URL(before.origin).port);
      await before.close();
      await new Promise<void>((resolve) => squatter.listen(oldPort, '127.0.0.1', resolve));
      // What the squatter receives when the wall display retries its old address.
      expect(await (await fetch(`http://127.0.0.1:${oldPort}/`, { headers: { cookie: screen } })).text()).toBe(screen);

      const after = await start({ state: keeper });
      try {
        expect(after.movedFrom).toBe(oldPort);
        expect(new URL(after.origin).port).not.toBe(String(oldPort));
        const stolen = screen.split('=')[1]!;
        for (const name of [`acs_token_${oldPort}`, cookieNameOf(after)]) {
          expect((await fetch(`${after.origin}/`, { headers: { cookie: `${name}=${stolen}` } })).status).toBe(401);
        }
        expect(after.screens.list()).toEqual([]);
        expect(keeper!.load().state).toEqual({ port: Number(new URL(after.origin).port), screens: [] });
        // A screen opening the new address is let in as usual.
        expect((await fetch(`${after.origin}/`, { headers: { cookie: await screenCookie(after.url) } })).status).toBe(
          200,
        );
      } finally {
        await after.close();
      }
    } finally {
      squatter.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the Host and Origin guards', () => {
  it('answers 421 to a Host that is not its own (DNS rebinding)', async () => {
    const { port } = new URL(shell.origin);
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`]) {
      const response = await raw(shell, '/', { headers: { host, cookie } });
      expect(response.status).toBe(421);
      expect(response.body).toBe('');
    }
    const token = await raw(shell, `/?token=${tokenOf(newAddress(shell))}`, {
      headers: { host: `evil.example:${port}` },
    });
    expect(token.status).toBe(421);
    expect(token.headers['set-cookie']).toBeUndefined();
  });

  it('answers on every loopback name', async () => {
    const { port } = new URL(shell.origin);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await raw(shell, '/', { headers: { host, cookie } })).status).toBe(200);
    }
  });

  it('refuses a cross-site Origin on a call, before the backend sees it', async () => {
    const before = backend.calls.length;
    const body = JSON.stringify({ method: 'preferences.get', input: {} });
    for (const origin of ['http://evil.example', `http://localhost:1`, 'null']) {
      const response = await raw(shell, '/api/call', {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(403);
    }
    expect(backend.calls.length).toBe(before);

    const own = await call({ method: 'preferences.get', input: {} }, { origin: shell.origin });
    expect(own.status).toBe(200);
  });

  it('refuses a cross-site Origin or Sec-Fetch-Site on the push stream and the API', async () => {
    const evilOrigin = await raw(shell, '/api/events', { headers: { cookie, origin: 'http://evil.example' } });
    expect(evilOrigin.status).toBe(403);
    for (const site of ['cross-site', 'same-site']) {
      const response = await raw(shell, '/api/exports/exp_1', { headers: { cookie, 'sec-fetch-site': site } });
      expect(response.status).toBe(403);
    }
    expect(backend.listenerCount).toBe(0);
  });
});

describe('the renderer files', () => {
  it.each([
    ['/assets/index-3f2a.js', 'text/javascript; charset=utf-8', 'console.log("app");'],
    ['/assets/index-3f2a.css', 'text/css; charset=utf-8', 'body{color:#eee}'],
    ['/assets/logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['/assets/inter.woff2', 'font/woff2', 'wOF2'],
    ['/alert.mp3', 'audio/mpeg', 'ID3'],
  ])('serves %s as %s', async (path, type, body) => {
    const response = await fetch(`${shell.origin}${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  it('answers index.html for a page path (the renderer routes it), 404 for a missing file', async () => {
    const page = await fetch(`${shell.origin}/alerts/today`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);
    for (const path of ['/assets/missing.js', '/assets/chunk', '/missing.css', '/api/unknown']) {
      expect((await fetch(`${shell.origin}${path}`, { headers: { cookie } })).status).toBe(404);
    }
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/../../package.json',
    '/..%5cpackage.json',
    '/package.json%00.js',
    '/leak.json',
  ])('never serves a file outside the renderer: %s', async (path) => {
    const response = await raw(shell, path, { headers: { cookie } });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it('sends the CSP and the other protective headers on every response', async () => {
    const responses = await Promise.all([
      raw(shell, '/', { headers: { cookie } }),
      raw(shell, '/assets/index-3f2a.js', { headers: { cookie } }),
      raw(shell, '/missing.css', { headers: { cookie } }),
      raw(shell, '/'),
      raw(shell, '/api/call', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'preferences.get', input: {} }),
      }),
    ]);
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const [html, asset, , , api] = responses;
    expect(html?.headers['cache-control']).toBe('no-store');
    expect(api?.headers['cache-control']).toBe('no-store');
    expect(asset?.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('refuses other methods on a page', async () => {
    const response = await raw(shell, '/', { method: 'PUT', headers: { cookie } });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('POST /api/call', () => {
  it('runs a call on the backend and answers its CallResult', async () => {
    const response = await call({ method: 'preferences.get', input: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ ok: true, value: PREFERENCES });
  });

  it('hands the backend the validated input', async () => {
    const response = await call({ method: 'customers.watch', input: { customerGuid: CUSTOMER_GUID, watched: true } });
    expect(await response.json()).toEqual({
      ok: true,
      value: [{ customerGuid: CUSTOMER_GUID, customerName: 'Acme', customerCode: null, timezone: null, watched: true }],
    });
    expect(backend.calls.at(-1)).toEqual({
      method: 'customers.watch',
      input: { customerGuid: CUSTOMER_GUID, watched: true },
    });
  });

  it('refuses to set the supervisor password from a browser screen, saying where it is set, without calling the backend', async () => {
    const before = backend.calls.length;
    const answer = await (
      await call({ method: 'alarms.setSupervisorPassword', input: { current: null, next: 'taken-over-1' } })
    ).json();
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        message:
          'The supervisor password is set at the workstation, not from a browser screen: in the desktop app (Rules), or with acs-monitor supervisor-password.',
      },
    });
    expect(backend.calls.length).toBe(before);
  });

  it('refuses an unknown method or a bad input with a clear message, without calling the backend', async () => {
    const before = backend.calls.length;
    expect(await (await call({ method: 'fs.readFile', input: {} })).json()).toEqual({
      ok: false,
      error: { kind: 'invalid-call', message: 'There is no method "fs.readFile"' },
    });
    const badInput = await (
      await call({ method: 'customers.watch', input: { customerGuid: 'x', watched: true } })
    ).json();
    expect(badInput).toEqual({
      ok: false,
      error: {
        kind: 'invalid-call',
        message: 'customers.watch: customerGuid must be a GUID (8-4-4-4-12 hexadecimal digits)',
      },
    });
    expect(await (await call([1, 2])).json()).toMatchObject({ ok: false, error: { kind: 'invalid-call' } });
    expect(backend.calls.length).toBe(before);
  });

  it("passes on the backend's failure as a guard-readable error", async () => {
    const response = await call({ method: 'session.status', input: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, error: { kind: 'unauthenticated', message: 'Sign in again.' } });
  });

  it('refuses a body that is not JSON', async () => {
    const wrongType = await fetch(`${shell.origin}/api/call`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ method: 'preferences.get', input: {} }),
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ ok: false, error: { kind: 'invalid-call' } });

    const badJson = await fetch(`${shell.origin}/api/call`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"method": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({
      ok: false,
      error: { kind: 'invalid-call', message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a body over 1 MB', async () => {
    const response = await call({ method: 'preferences.get', input: { padding: 'x'.repeat(1024 * 1024) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, error: { kind: 'invalid-call' } });
  });

  it('refuses other methods', async () => {
    const response = await fetch(`${shell.origin}/api/call`, { headers: { cookie } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

/** Opens the push stream and reads it one server-sent message at a time. */
async function openStream(webShell: WebShell, streamCookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${webShell.origin}/api/events`, {
    headers: { cookie: streamCookie },
    signal: controller.signal,
  });
  if (!response.body) throw new Error('the push stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    /** The next message; null when the server ended the stream. */
    async next(): Promise<string | null> {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
      const end = buffer.indexOf('\n\n');
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      return message;
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/events', () => {
  afterEach(async () => {
    await backend.untilListeners(0);
  });

  it('pushes each backend event as one data line, name inside the JSON', async () => {
    const stream = await openStream(shell, cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(await stream.next()).toBe(': connected');
    expect(backend.listenerCount).toBe(1);

    const focus: PushEvent = { name: 'focus-alarm', payload: { alarmId: 7 } };
    const progress: PushEvent = { name: 'export-progress', payload: { exportId: 'exp_1', phase: 'done' } };
    backend.push(focus);
    backend.push(progress);
    expect(await stream.next()).toBe(`data: ${JSON.stringify(focus)}`);
    expect(JSON.parse((await stream.next())?.replace(/^data: /, '') ?? '')).toEqual(progress);
    stream.close();
  });

  it('unsubscribes from the backend when the page goes away', async () => {
    const streams = [await openStream(shell, cookie), await openStream(shell, cookie)];
    await Promise.all(streams.map((stream) => stream.next()));
    expect(backend.listenerCount).toBe(2);
    streams[0]?.close();
    await backend.untilListeners(1);
    streams[1]?.close();
    await backend.untilListeners(0);
  });

  it('sends a heartbeat the page can hear', async () => {
    const quick = await start({ pushHeartbeatMs: 20 });
    try {
      const stream = await openStream(quick, await screenCookie(quick.url));
      expect(await stream.next()).toBe(': connected');
      expect(await stream.next()).toBe('event: heartbeat\ndata:');
      stream.close();
    } finally {
      await quick.close();
    }
  });

  it('cuts off a page that stops reading instead of buffering without end', async () => {
    const { port } = new URL(shell.origin);
    const req = request({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie } });
    req.on('error', () => {});
    const [res] = (await once(req.end(), 'response')) as [IncomingMessage];
    res.pause();
    const message = 'x'.repeat(1024 * 1024);
    let pushed = 0;
    while (backend.listenerCount > 0 && pushed < 4 * (MAX_BUFFERED_BYTES / message.length)) {
      backend.push({ name: 'export-progress', payload: { exportId: 'exp_1', phase: 'writing', message } });
      pushed += 1;
      await new Promise(setImmediate);
    }
    expect(backend.listenerCount).toBe(0);
    expect(pushed).toBeGreaterThan(MAX_BUFFERED_BYTES / message.length);
    res.destroy();
  });

  it('ends open streams when the shell closes', async () => {
    const closing = await start();
    const stream = await openStream(closing, await screenCookie(closing.url));
    expect(await stream.next()).toBe(': connected');
    await closing.close();
    expect(await stream.next()).toBeNull();
  });
});

describe('GET /api/exports/:exportId', () => {
  it('downloads the export as a CSV attachment', async () => {
    const response = await fetch(`${shell.origin}/api/exports/exp_1`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="events 2024-05-01.csv"; filename*=UTF-8''events%202024-05-01.csv`,
    );
    expect(await response.text()).toBe('eventId,eventDate\n1,2024-05-01T08:00:00Z\n');
  });

  it('has no test clock unless started with one (serve gives it only under ACS_TEST_CLOCK=1)', async () => {
    const response = await fetch(`${shell.origin}/api/test-clock?advanceMs=60000`, {
      method: 'POST',
      headers: { cookie, origin: shell.origin },
    });
    expect(response.status).toBe(404);
  });

  it('answers 404 for an unknown export, and never looks up an id that is not one', async () => {
    exportLookups.length = 0;
    expect((await fetch(`${shell.origin}/api/exports/exp_2`, { headers: { cookie } })).status).toBe(404);
    for (const path of [
      '/api/exports/..%2f..%2fpackage.json',
      '/api/exports/a.csv',
      '/api/exports/',
      '/api/exports/a/b',
    ]) {
      const response = await raw(shell, path, { headers: { cookie } });
      expect(response.status).toBe(404);
      expect(response.body).not.toContain(SECRET);
    }
    expect(exportLookups).toEqual(['exp_2']);
  });

  it('answers 404 when the backend names a file that is gone', async () => {
    const gone = await start({ exportFile: () => ({ path: join(dir, 'gone.csv'), fileName: 'gone.csv' }) });
    try {
      const response = await fetch(`${gone.origin}/api/exports/exp_1`, {
        headers: { cookie: await screenCookie(gone.url) },
      });
      expect(response.status).toBe(404);
    } finally {
      await gone.close();
    }
  });
});
