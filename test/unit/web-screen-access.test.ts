import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserShellStateFile } from '../../electron/core/profile/browser-shell-state.js';
import { SCREEN_ACCESS_LIFETIME_MS, ScreenAccess, type SavedScreen } from '../../electron/web/screen-access.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function stateFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'acs-shell-state-'));
  folders.push(folder);
  return join(folder, 'profile', 'browser-screens.json');
}

const keeper = (path: string): ReturnType<typeof browserShellStateFile> => browserShellStateFile(dirname(path));

const INFO = { userAgent: 'Wall display', address: '127.0.0.1' };
const DAY = 24 * 3_600_000;

/** A shell's screens saved to `path` on every change, as the browser shell keeps them. */
function savingAccess(path: string, now: () => number): ScreenAccess {
  const { state } = keeper(path).load();
  return new ScreenAccess({
    cookieName: 'acs_token_4321',
    now,
    saved: state.screens,
    onChange: (screens) => keeper(path).save({ port: 4321, screens }),
  });
}

describe('screens that outlive a restart', () => {
  it('a screen let in before the restart is let in after it, by the same cookie; the file holds no cookie', () => {
    const path = stateFile();
    let now = 1_000_000;
    const before = savingAccess(path, () => now);
    const cookie = before.exchange(before.currentUrlToken, INFO)!;

    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain(cookie);
    expect(text).not.toContain(before.currentUrlToken);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    now += 60_000;
    const after = savingAccess(path, () => now);
    const admission = after.admit(`acs_token_4321=${cookie}`);
    expect(admission?.screenId).toBe(before.list()[0]!.screenId);
    expect(after.list()[0]).toMatchObject({ userAgent: 'Wall display', address: '127.0.0.1', lastSeenMs: now });
    // Not the old URL token: each start makes a new one.
    expect(after.exchange(before.currentUrlToken, INFO)).toBeNull();
  });

  it('a withdrawn screen stays out after the restart', () => {
    const path = stateFile();
    const before = savingAccess(path, () => 0);
    const kept = before.exchange(before.currentUrlToken, INFO)!;
    const withdrawn = before.exchange(before.currentUrlToken, INFO)!;
    expect(before.revoke(before.admit(`acs_token_4321=${withdrawn}`)!.screenId)).toBe(true);

    const after = savingAccess(path, () => 1);
    expect(after.admit(`acs_token_4321=${withdrawn}`)).toBeNull();
    expect(after.admit(`acs_token_4321=${kept}`)).not.toBeNull();
  });

  it('renews the cookie at the first visit after a restart and then once a day, and forgets a screen unseen for the lifetime', () => {
    const path = stateFile();
    let now = 0;
    const before = savingAccess(path, () => now);
    const cookie = before.exchange(before.currentUrlToken, INFO)!;
    expect(before.admit(`acs_token_4321=${cookie}`)?.refreshCookie).toBeNull();

    const after = savingAccess(path, () => now);
    expect(after.admit(`acs_token_4321=${cookie}`)?.refreshCookie).toBe(cookie);
    now += DAY - 1;
    expect(after.admit(`acs_token_4321=${cookie}`)?.refreshCookie).toBeNull();
    now += 1;
    expect(after.admit(`acs_token_4321=${cookie}`)?.refreshCookie).toBe(cookie);

    now += SCREEN_ACCESS_LIFETIME_MS;
    expect(after.admit(`acs_token_4321=${cookie}`)).toBeNull();
    expect(savingAccess(path, () => now).list()).toEqual([]);
  });
});

describe('the saved state file', () => {
  const screen: SavedScreen = {
    screenId: 'abcdefghijkl',
    role: 'display',
    cookieDigest: 'a'.repeat(64),
    grantedAtMs: 1,
    lastSeenMs: 2,
    userAgent: null,
    address: '127.0.0.1',
  };

  it('reads back what was saved, and nothing beyond the known fields', () => {
    const path = stateFile();
    keeper(path).save({ port: 4321, screens: [{ ...screen, extra: 'x' } as SavedScreen] });
    expect(keeper(path).load()).toEqual({ state: { port: 4321, screens: [screen] }, problem: null });
  });

  it('reads a screen saved before displays existed as an operator, as it was let in then', () => {
    const path = stateFile();
    const { role: _role, ...older } = screen;
    keeper(path).save({ port: 4321, screens: [] });
    writeFileSync(path, JSON.stringify({ version: 1, screens: [older] }));
    expect(keeper(path).load().state.screens).toEqual([{ ...screen, role: 'operator' }]);
  });

  it.each(['', 'abc', '0', '70000', '4321 4322'])(
    'a port file holding %j gives no port (any free one is taken)',
    (text) => {
      const path = stateFile();
      keeper(path).save({ port: 4321, screens: [] });
      writeFileSync(join(dirname(path), 'browser-shell-port'), text);
      expect(keeper(path).load()).toEqual({ state: { port: null, screens: [] }, problem: null });
    },
  );

  it('a missing file is an empty state without a problem', () => {
    expect(keeper(stateFile()).load()).toEqual({ state: { port: null, screens: [] }, problem: null });
  });

  it.each([
    ['not JSON', '{"version":1,"screens":[', /not valid JSON/],
    ['another version', '{"version":2,"screens":[]}', /not version 1/],
    ['no screens', '{"version":1}', /no list of screens/],
    [
      'a cookie instead of a digest',
      JSON.stringify({ version: 1, screens: [{ ...screen, cookieDigest: 'secret-cookie' }] }),
      /screen 1 is malformed/,
    ],
    [
      'an unknown role',
      JSON.stringify({ version: 1, screens: [{ ...screen, role: 'admin' }] }),
      /screen 1 is malformed/,
    ],
  ])('refuses a file with %s as a whole, in one line naming it', (_label, text, reason) => {
    const path = stateFile();
    keeper(path).save({ port: 4321, screens: [] });
    writeFileSync(path, text);
    const { state, problem } = keeper(path).load();
    // The port is kept apart, so old tabs still find the shell and are told to come in again.
    expect(state).toEqual({ port: 4321, screens: [] });
    expect(problem).toMatch(reason);
    expect(problem).toContain(path);
    expect(problem).toMatch(/every screen must be let in again/);
    expect(problem).not.toContain('\n');
  });
});

describe('an access address that expires (a shell other machines reach)', () => {
  const TEN_MIN = 10 * 60_000;

  it('lets a screen in within 10 min after it is made, then none; a new address has 10 min of its own', () => {
    let now = 1_000_000;
    const access = new ScreenAccess({ cookieName: 'acs_token_4321', now: () => now, urlTokenLifetimeMs: TEN_MIN });
    const first = access.currentUrlToken;
    now += TEN_MIN;
    expect(access.exchange(first, INFO)).toBeNull();
    expect(access.isExpiredUrlToken(first)).toBe(true);
    // Only the address itself is told it expired; any other token is just wrong.
    expect(access.isExpiredUrlToken('guessed')).toBe(false);
    const second = access.rotateUrlToken();
    now += TEN_MIN - 1;
    expect(access.isExpiredUrlToken(second)).toBe(false);
    expect(access.exchange(second, INFO)).not.toBeNull();
    expect(access.list()).toHaveLength(1);
  });

  it('never expires on a shell that only this machine reaches', () => {
    let now = 1_000_000;
    const access = new ScreenAccess({ cookieName: 'acs_token_4321', now: () => now });
    now += 30 * DAY;
    expect(access.exchange(access.currentUrlToken, INFO)).not.toBeNull();
  });
});

describe("a display's address", () => {
  it('lets in a screen that is a display, and is an address of its own: replacing one leaves the other', () => {
    const access = new ScreenAccess({ cookieName: 'acs_token_4321' });
    const operatorToken = access.currentUrlToken;
    const displayToken = access.rotateUrlToken('display');
    access.rotateUrlToken('display');
    expect(access.exchange(displayToken, INFO)).toBeNull();
    const wall = access.exchange(access.rotateUrlToken('display'), INFO);
    const desk = access.exchange(operatorToken, INFO);
    expect(access.admit(`acs_token_4321=${wall}`)?.role).toBe('display');
    expect(access.admit(`acs_token_4321=${desk}`)?.role).toBe('operator');
    expect(access.list().map((screen) => screen.role)).toEqual(['display', 'operator']);
  });
});

describe('an access address (issue 32, low 12)', () => {
  it('lets one screen in: opened again it lets nobody in and is told it was used; a new address lets in the next', () => {
    const access = new ScreenAccess({ cookieName: 'acs_token_4321' });
    for (const role of ['operator', 'display'] as const) {
      const address = role === 'operator' ? access.currentUrlToken : access.rotateUrlToken('display');
      expect(access.exchange(address, INFO)).not.toBeNull();
      expect(access.exchange(address, INFO)).toBeNull();
      expect(access.isUsedUrlToken(address)).toBe(true);
      expect(access.isExpiredUrlToken(address)).toBe(false);
      expect(access.exchange(access.rotateUrlToken(role), INFO)).not.toBeNull();
    }
    expect(access.isUsedUrlToken('guessed')).toBe(false);
    expect(access.list().map((screen) => screen.role)).toEqual(['operator', 'operator', 'display', 'display']);
  });
});
