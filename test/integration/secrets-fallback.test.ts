import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Each case runs openSecretStore in a child process: the D-Bus address is read once per process,
// and a child is the only honest way to see that nothing hangs and nothing is written.
const secretsModule = fileURLToPath(new URL('../../electron/core/secrets/index.ts', import.meta.url));
const viteNode = fileURLToPath(new URL('../../node_modules/vite-node/vite-node.mjs', import.meta.url));

const CHILD_SCRIPT = `
import { KeychainSecretStore, openSecretStore } from ${JSON.stringify(secretsModule)};
const secret = process.env.TEST_SECRET;
const opened = await openSecretStore(process.env, 'acs-monitor-test-fallback');
await opened.store.set('account', secret);
const result = { kind: opened.store.kind, warning: opened.warning, roundTrip: (await opened.store.get('account')) === secret };
if (process.env.TEST_DIRECT_KEYCHAIN) {
  result.directError = await new KeychainSecretStore('acs-monitor-test-fallback').set('account', secret).then(() => null, (e) => e.message);
}
console.log(JSON.stringify(result));
`;

interface ChildResult {
  kind: string;
  warning: string | null;
  roundTrip: boolean;
  directError?: string | null;
}

let folder: string;
const secret = `secret-${randomUUID()}`;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'acs-secrets-'));
  await writeFile(join(folder, 'child.mts'), CHILD_SCRIPT);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the child with a clean environment (no D-Bus, no display) plus `extra`; HOME, TMPDIR and cwd in `folder`. */
function runChild(extra: NodeJS.ProcessEnv): Promise<{ result: ChildResult; output: string; milliseconds: number }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: folder,
    TMPDIR: folder,
    TEST_SECRET: secret,
    ...extra,
  };
  const started = Date.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [viteNode, 'child.mts'],
      { cwd: folder, env, timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`child failed: ${error.message}\n${stderr}`));
        const lastLine = stdout.trim().split('\n').at(-1) ?? '';
        resolve({
          result: JSON.parse(lastLine) as ChildResult,
          output: stdout + stderr,
          milliseconds: Date.now() - started,
        });
      },
    );
  });
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('openSecretStore where no keychain answers', () => {
  it('falls back to memory, with a warning naming the reason, when there is no D-Bus session', async () => {
    const { result } = await runChild({});
    expect(result).toMatchObject({ kind: 'memory', roundTrip: true });
    expect(result.warning).toMatch(/^Secret store: no OS keychain available \(.*D-Bus.*\); .*will not survive it\.$/);
  });

  it('falls back to memory when the D-Bus address leads to no socket', async () => {
    const { result } = await runChild({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(folder, 'no-such-bus')}` });
    expect(result).toMatchObject({ kind: 'memory', roundTrip: true });
    expect(result.warning).toMatch(/no OS keychain available \(Could not connect: No such file or directory\)/);
  });

  describe('with a D-Bus socket that accepts and never answers', () => {
    let server: Server;
    const connections = new Set<Socket>();

    afterEach(async () => {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('gives up after about 3 s and the child still exits by itself', async () => {
      const socketPath = join(folder, 'silent-bus');
      server = createServer((socket) => connections.add(socket));
      await new Promise<void>((resolve) => server.listen(socketPath, resolve));
      const { result, milliseconds } = await runChild({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${socketPath}` });
      expect(connections.size).toBeGreaterThan(0);
      expect(result).toMatchObject({ kind: 'memory', roundTrip: true });
      expect(result.warning).toMatch(/no OS keychain available \(the keychain did not answer within 3 s\)/);
      expect(milliseconds).toBeGreaterThanOrEqual(3000);
      expect(milliseconds).toBeLessThan(15_000);
    }, 20_000);
  });

  it('falls back to memory, naming the reason, when the keytar native module cannot load', async () => {
    const preload = join(folder, 'break-keytar.cjs');
    await writeFile(
      preload,
      `const dlopen = process.dlopen;
process.dlopen = (module, path, ...rest) => {
  if (path.includes('keytar')) throw new Error('simulated: keytar.node is not a valid native module');
  return dlopen(module, path, ...rest);
};`,
    );
    const { result } = await runChild({ NODE_OPTIONS: `--require ${preload}` });
    expect(result).toMatchObject({ kind: 'memory', roundTrip: true });
    expect(result.warning).toContain(
      'no OS keychain available (the keytar native module could not be loaded: simulated: keytar.node is not a valid native module)',
    );
  });

  it('surfaces keychain errors from a KeychainSecretStore as clear errors, without the secret', async () => {
    const { result } = await runChild({ TEST_DIRECT_KEYCHAIN: '1' });
    expect(result.directError).toMatch(
      /^The OS keychain could not store the secret "account" of acs-monitor-test-fallback: .*D-Bus/,
    );
    expect(result.directError).not.toContain(secret);
  });

  it('writes the secret to no file and prints it nowhere', async () => {
    const { output } = await runChild({ TEST_DIRECT_KEYCHAIN: '1' });
    expect(output).not.toContain(secret);
    const files = await filesUnder(folder);
    expect(files).toContain(join(folder, 'child.mts'));
    for (const file of files) expect(await readFile(file, 'utf8'), file).not.toContain(secret);
  });
});
