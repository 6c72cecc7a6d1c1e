// Starts the demo service in a child process and signs a guard in against it: the bench's
// equivalent of test/support/signed-in.ts.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceClientOptions } from '../electron/core/api/client.js';
import { SettingsStore } from '../electron/core/profile/settings.js';
import { MemorySecretStore } from '../electron/core/secrets/index.js';
import { SessionService } from '../electron/core/session/session-service.js';
import type { HostCommand, HostOptions, HostReady } from './demo-host.js';

type CommandBody = HostCommand extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

export interface RemoteDemo {
  baseUrl: string;
  customerGuids: string[];
  ratesPerMinute: Record<string, number>;
  cameras: HostReady['cameras'];
  generate(customerGuid: string, count: number, fromMs: number, toMs: number): Promise<void>;
  /** With a virtual clock (HostOptions.virtualStartMs): moves it and makes the traffic up to then. */
  advance(toMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startRemoteDemo(options: HostOptions = {}): Promise<RemoteDemo> {
  const child: ChildProcess = fork(new URL('./demo-host.js', import.meta.url), [JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, () => void>();
  let nextId = 1;
  const ready = await new Promise<HostReady>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the demo host exited (${code}) before it was ready`)));
    child.once('message', (message) => resolve(message as HostReady));
  });
  child.removeAllListeners('exit');
  child.on('message', (message: { id?: number }) => {
    if (message.id !== undefined) waiting.get(message.id)?.();
  });
  const call = (command: CommandBody): Promise<void> =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      child.send({ ...command, id });
    });
  let closing: Promise<void> | undefined;
  return {
    baseUrl: ready.baseUrl,
    customerGuids: ready.customerGuids,
    ratesPerMinute: ready.ratesPerMinute,
    cameras: ready.cameras,
    generate: (customerGuid, count, fromMs, toMs) => call({ type: 'generate', customerGuid, count, fromMs, toMs }),
    advance: (toMs) => call({ type: 'advance', toMs }),
    close() {
      closing ??= new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        void call({ type: 'close' });
      });
      return closing;
    },
  };
}

export interface BenchSession {
  session: SessionService;
  dataDir: string;
  close(): void;
}

/**
 * A registered application and a signed-in guard, with its profile in a temp folder. The demo takes
 * one registration per name: processes signing in to one demo each give a name of their own.
 */
export async function signIn(
  baseUrl: string,
  client: Omit<ServiceClientOptions, 'baseUrl' | 'auth'> = {},
  applicationName = 'acs-monitor bench',
): Promise<BenchSession> {
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-bench-profile-'));
  const session = new SessionService({
    baseUrl,
    secrets: new MemorySecretStore(),
    settings: new SettingsStore(dataDir),
    client,
  });
  await session.register({ applicationName, applicationEmail: 'bench@example.com' });
  await session.login('guard', 'guard-demo');
  return { session, dataDir, close: () => rmSync(dataDir, { recursive: true, force: true }) };
}
