// A new user's first commands, each its own process, with the real keychain (gnome-keyring under
// scripts/with-keyring.sh) holding the tokens between them; and `acs-monitor demo` as a process.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeychainSecretStore, secretAccount } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess as acs, startAcs } from '../support/acs-process.js';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.skipIf(!CLI_BUILT)('acs-monitor as separate processes (needs npm run build:node)', () => {
  describe.skipIf(!process.env.ACS_TEST_KEYRING)('with the OS keychain (needs scripts/with-keyring.sh)', () => {
    let demo: DemoService;
    let dataDir: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      demo = await startDemoService({ eventsPerMinute: 0 });
      dataDir = mkdtempSync(join(tmpdir(), 'acs-keychain-'));
      const { ACS_SECRET_STORE: _mode, ACS_APP_TOKEN: _t, ACS_USERNAME: _u, ACS_PASSWORD: _p, ...rest } = process.env;
      env = { ...rest, ACS_BASE_URL: demo.baseUrl, ACS_DATA_DIR: dataDir };
    });
    afterAll(async () => {
      const keychain = new KeychainSecretStore();
      for (const kind of ['appToken', 'sessionToken'] as const)
        await keychain.delete(secretAccount(kind, demo.baseUrl));
      await keychain.delete(secretAccount('password', demo.baseUrl, 'guard'));
      await demo.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('register, login and customers work across processes; no secret lands in the profile folder', async () => {
      const register = await acs(['register', '--name', 'Keychain room', '--email', 'k@example.com'], env);
      expect(register.status, register.stderr).toBe(0);
      expect(register.stderr).toBe('');

      const login = await acs(['login', '--user', 'guard', '--password-stdin', '--remember'], env, 'guard-demo\n');
      expect(login.status, login.stderr).toBe(0);
      expect(login.stdout).toMatch(/session expires/);

      const list = await acs(['customers', '--json'], env);
      expect(list.status, list.stderr).toBe(0);
      expect(list.stdout.trim().split('\n').length).toBeGreaterThan(0);

      const keychain = new KeychainSecretStore();
      const secrets = [
        await keychain.get(secretAccount('appToken', demo.baseUrl)),
        await keychain.get(secretAccount('sessionToken', demo.baseUrl)),
        'guard-demo',
      ];
      expect(secrets.every((secret) => typeof secret === 'string' && secret.length > 0)).toBe(true);
      for (const file of filesUnder(dataDir)) {
        const text = readFileSync(file, 'utf8');
        for (const secret of secrets) expect(text, file).not.toContain(secret);
      }
    });

    it('keychain entries serve only the address they were saved under', async () => {
      const elsewhere = await startDemoService({ eventsPerMinute: 0 });
      try {
        const list = await acs(['customers', '--url', elsewhere.baseUrl], env);
        expect(list.status, list.stderr).toBe(3);
        expect(list.stderr).toMatch(/No application token for http:\/\/127\.0\.0\.1/);
        expect(elsewhere.requests).toEqual([]);
        const keychain = new KeychainSecretStore();
        expect(await keychain.get(secretAccount('appToken', elsewhere.baseUrl))).toBeNull();
        expect(await keychain.get(secretAccount('appToken', demo.baseUrl))).not.toBeNull();
      } finally {
        await elsewhere.close();
      }
    });

    it('an ended session is renewed with the remembered password, and logout forgets both', async () => {
      demo.expireSessions();
      const list = await acs(['customers'], env);
      expect(list.status, list.stderr).toBe(0);

      const logout = await acs(['logout'], env);
      expect(logout.status).toBe(0);
      const keychain = new KeychainSecretStore();
      expect(await keychain.get(secretAccount('sessionToken', demo.baseUrl))).toBeNull();
      expect(await keychain.get(secretAccount('password', demo.baseUrl, 'guard'))).toBeNull();
      const after = await acs(['customers'], env);
      expect(after.status).toBe(3);
    });
  });

  it('demo prints its base URL first and stops cleanly on SIGTERM', async () => {
    const { child, finished } = startAcs(['demo', '--port', '0', '--rate', '600'], process.env);
    const firstLine = await new Promise<string>((resolve) => {
      createInterface({ input: child.stdout }).once('line', resolve);
    });
    expect(firstLine).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${firstLine}/v1/business/customer`);
    expect(response.status).toBe(401);
    child.kill('SIGTERM');
    expect((await finished).status).toBe(0);
  });
});
