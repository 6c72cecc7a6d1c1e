// A keychain that locks mid-shift, with a real gnome-keyring of the test's own, locked and unlocked
// for real over D-Bus. The monitor keeps its session (the token in memory), says what it needs
// ("The system keychain is locked: unlock it to …"), waits a bounded time, and recovers by itself
// once the keyring is unlocked.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppService } from '../../electron/core/app/app-service.js';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { KeychainLockedError, KeychainSecretStore, secretAccount } from '../../electron/core/secrets/index.js';
import { SessionService } from '../../electron/core/session/session-service.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, startAcs, type Finished } from '../support/acs-process.js';
import { privateKeyringMissing, startPrivateKeyring, type PrivateKeyring } from '../support/private-keyring.js';

const missing = privateKeyringMissing();
if (missing) console.warn(`secrets-keychain-lock: skipped: ${missing}`);

/** Resolves at the store's next change of problem that leaves it `wanted`. */
function problemBecomes(store: KeychainSecretStore, wanted: (problem: string | null) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = store.onProblemChange(() => {
      if (!wanted(store.problem)) return;
      stop();
      resolve();
    });
  });
}

describe.skipIf(missing !== null)('a keychain locked mid-shift (a gnome-keyring of its own)', () => {
  let keyring: PrivateKeyring;
  const serviceName = `acs-monitor-test-${randomUUID()}`;
  // Rechecks quickly so the test is short; the default is 5 s.
  const store = (): KeychainSecretStore => new KeychainSecretStore(serviceName, { recheckEveryMs: 50 });

  beforeAll(async () => {
    keyring = await startPrivateKeyring();
    // Before keytar first reaches a bus in this process: it then keeps to this one.
    process.env.DBUS_SESSION_BUS_ADDRESS = keyring.busAddress;
  });
  afterAll(() => keyring?.close());

  it('names the lock instead of answering "nothing stored", holds a write back, and writes it once unlocked', async () => {
    const secrets = store();
    const account = secretAccount('sessionToken', 'https://acs.example.com');
    await secrets.set(account, 'before the lock');
    keyring.lock();

    await expect(secrets.get(account)).rejects.toThrow(
      new KeychainLockedError('The system keychain is locked: unlock it to let the monitor read its sign-in.'),
    );
    expect(secrets.problem).toBe(
      'The system keychain is locked: unlock it to let the monitor read its sign-in. It tries again by itself.',
    );
    await expect(secrets.set(account, 'during the lock')).rejects.toThrow(
      /unlock it to let the monitor keep its sign-in/,
    );
    // Held back, not lost: this process reads what it meant to keep.
    expect(await secrets.get(account)).toBe('during the lock');

    const unlocked = problemBecomes(secrets, (problem) => problem === null);
    keyring.unlock();
    await unlocked;
    // Written to the keyring itself: a store that never saw the lock reads it.
    expect(await store().get(account)).toBe('during the lock');
    expect(secrets.problem).toBeNull();
  });

  it('an unlocked keychain asked several things at once answers each in turn, and is not called locked', async () => {
    const secrets = store();
    const app = secretAccount('appToken', 'https://acs.example.com');
    const session = secretAccount('sessionToken', 'https://acs.example.com');
    await secrets.set(app, 'the application token');
    // Two screens reading the status while a sign-in keeps its token: all at once.
    const answers = await Promise.all([
      secrets.get(app),
      secrets.get(app),
      secrets.set(session, 'a fresh sign-in'),
      secrets.get(session),
    ]);
    expect(answers).toEqual(['the application token', 'the application token', undefined, 'a fresh sign-in']);
    expect(secrets.problem).toBeNull();
  });

  describe('a signed-in session', () => {
    let demo: DemoService;
    let dataDir: string;

    beforeAll(async () => {
      demo = await startDemoService({ eventsPerMinute: 0 });
      dataDir = mkdtempSync(join(tmpdir(), 'acs-keychain-lock-'));
    });
    afterAll(async () => {
      await demo?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps working on the token in memory while locked, signs in again while locked, and keeps that sign-in once unlocked', async () => {
      const secrets = store();
      const settings = new SettingsStore(dataDir);
      const session = new SessionService({ baseUrl: demo.baseUrl, secrets, settings });
      await session.register({ applicationName: `lock ${randomUUID()}`, applicationEmail: 'lock@example.com' });
      await session.login('guard', 'guard-demo');
      keyring.lock();

      expect((await session.client.listCustomers()).length).toBeGreaterThan(0);
      expect(await session.hasLiveSession()).toBe(true);

      // A new sign-in while locked (the session ended): it works, and the lock is named, not fatal.
      await session.login('guard', 'guard-demo');
      expect((await session.client.listCustomers()).length).toBeGreaterThan(0);
      expect(secrets.problem).toMatch(/^The system keychain is locked: unlock it to let the monitor keep its sign-in/);

      const unlocked = problemBecomes(secrets, (problem) => problem === null);
      keyring.unlock();
      await unlocked;
      // As after a restart: another process's session finds the sign-in in the keychain.
      const restarted = new SessionService({
        baseUrl: demo.baseUrl,
        secrets: store(),
        settings: new SettingsStore(dataDir),
      });
      expect(await restarted.hasLiveSession()).toBe(true);
      expect((await restarted.client.listCustomers()).length).toBeGreaterThan(0);
    });

    it('a monitor started while locked starts, says what it needs, and is signed in once unlocked, without a restart', async () => {
      const profile = mkdtempSync(join(tmpdir(), 'acs-keychain-lock-start-'));
      const before = new SessionService({
        baseUrl: demo.baseUrl,
        secrets: store(),
        settings: new SettingsStore(profile),
      });
      await before.register({ applicationName: `start ${randomUUID()}`, applicationEmail: 'lock@example.com' });
      await before.login('guard', 'guard-demo');
      keyring.lock();
      const app = new AppService({
        dataDir: profile,
        secrets: { store: store(), warning: null },
        startUrl: demo.baseUrl,
      });
      try {
        await app.start();
        const locked = await app.invoke('session.status', {});
        expect(locked).toMatchObject({ registered: true, signedIn: false });
        expect(locked.keychainProblem).toMatch(
          /^The system keychain is locked: unlock it to let the monitor read its (sign-in|application token)\. It tries again by itself\.$/,
        );

        const signedIn = new Promise<void>((resolve) => {
          const stop = app.subscribe((event) => {
            if (event.name !== 'session' || !event.payload.signedIn || event.payload.keychainProblem) return;
            stop();
            resolve();
          });
        });
        keyring.unlock();
        await signedIn;
      } finally {
        keyring.unlock();
        await app.stop();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  });

  it.skipIf(!CLI_BUILT)(
    'the command line refuses to sign in before sending anything while locked, and signs in once unlocked',
    async () => {
      const demo = await startDemoService({ eventsPerMinute: 0 });
      const home = mkdtempSync(join(tmpdir(), 'acs-keychain-lock-cli-'));
      const env = {
        PATH: process.env.PATH,
        HOME: home,
        ACS_DATA_DIR: join(home, 'profile'),
        ACS_BASE_URL: demo.baseUrl,
        DBUS_SESSION_BUS_ADDRESS: keyring.busAddress,
      };
      const run = (args: string[], stdin = ''): Promise<Finished> => startAcs(args, env, stdin).finished;
      try {
        expect((await run(['register', '--name', `lock ${randomUUID()}`, '--email', 'lock@example.com'])).status).toBe(
          0,
        );
        keyring.lock();
        const refused = await run(['login', '--user', 'guard', '--password-stdin'], 'guard-demo\n');
        expect(refused.status).toBe(1);
        expect(refused.stderr.trim()).toMatch(
          /The system keychain is locked: unlock it to let the monitor keep its sign-in\.$/,
        );
        expect(refused.stdout).toBe('');
        keyring.unlock();
        const signedIn = await run(['login', '--user', 'guard', '--password-stdin'], 'guard-demo\n');
        expect(signedIn.stdout).toMatch(/^Signed in to .* as guard/);
        expect((await run(['customers'])).status).toBe(0);
      } finally {
        await demo.close();
        rmSync(home, { recursive: true, force: true });
      }
    },
  );

  it('a keychain that does not answer gets a bounded wait and a clear error, and no second call piles up', async () => {
    const secrets = new KeychainSecretStore(serviceName, { callTimeoutMs: 200, recheckEveryMs: 60_000 });
    const account = secretAccount('appToken', 'https://acs.example.com');
    keyring.lock();
    // While locked and with no prompter, a read returns at once; a stopped daemon is the silent keychain.
    const daemon = keyringDaemonPid(keyring.busAddress);
    process.kill(daemon, 'SIGSTOP');
    try {
      const started = performance.now();
      await expect(secrets.get(account)).rejects.toThrow(
        /The system keychain is locked: unlock it to let the monitor read its application token/,
      );
      expect(performance.now() - started).toBeLessThan(5_000);
      // The first call is still out: the second is refused at once rather than queued behind it.
      await expect(secrets.get(account)).rejects.toThrow(KeychainLockedError);
    } finally {
      process.kill(daemon, 'SIGCONT');
      keyring.unlock();
    }
  });
});

function keyringDaemonPid(busAddress: string): number {
  const output = execFileSync(
    'dbus-send',
    [
      '--session',
      '--print-reply=literal',
      '--dest=org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus.GetConnectionUnixProcessID',
      'string:org.freedesktop.secrets',
    ],
    { env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: busAddress }, encoding: 'utf8' },
  );
  return Number(output.trim().split(/\s+/).pop());
}
