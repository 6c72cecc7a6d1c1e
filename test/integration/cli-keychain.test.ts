// A new user's first commands, each its own process, with the real keychain (gnome-keyring under
// scripts/with-keyring.sh) holding the tokens between them; and `acs-monitor demo` as a process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeychainSecretStore, secretAccount } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';

const bin = new URL('../../bin/acs-monitor.js', import.meta.url).pathname;
const built = existsSync(new URL('../../out/node/electron/cli/index.js', import.meta.url).pathname);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function acs(args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.skipIf(!built)('acs-monitor as separate processes (needs npm run build:node)', () => {
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
    const child = spawn(process.execPath, [bin, 'demo', '--port', '0', '--rate', '600'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const firstLine = await new Promise<string>((resolve) => {
      createInterface({ input: child.stdout }).once('line', resolve);
    });
    expect(firstLine).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${firstLine}/v1/business/customer`);
    expect(response.status).toBe(401);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
