// A demo service with a registered application and a signed-in guard, for client and CLI tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceClientOptions } from '../../electron/core/api/client.js';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { SessionService } from '../../electron/core/session/session-service.js';
import { startDemoService, type DemoOptions, type DemoService } from '../../electron/demo/index.js';

export interface SignedIn {
  demo: DemoService;
  session: SessionService;
  secrets: MemorySecretStore;
  settings: SettingsStore;
  dataDir: string;
  close(): Promise<void>;
}

export interface SignedInOptions {
  demo?: DemoOptions;
  client?: Omit<ServiceClientOptions, 'baseUrl' | 'auth'>;
  remember?: boolean;
  userName?: string;
}

/** Fast retries, so a test of five attempts takes milliseconds, not a minute. */
export const QUICK_RETRIES = { baseDelayMs: 5, maxDelayMs: 20, maxTotalMs: 10_000 };

export async function signedIn(options: SignedInOptions = {}): Promise<SignedIn> {
  const demo = await startDemoService({ eventsPerMinute: 0, ...options.demo });
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-profile-'));
  const secrets = new MemorySecretStore();
  const settings = new SettingsStore(dataDir);
  const session = new SessionService({
    baseUrl: demo.baseUrl,
    secrets,
    settings,
    client: { retry: QUICK_RETRIES, ...options.client },
  });
  await session.register({ applicationName: `test ${Math.random()}`, applicationEmail: 'tests@example.com' });
  const userName = options.userName ?? 'guard';
  await session.login(userName, `${userName}-demo`, { remember: options.remember });
  return {
    demo,
    session,
    secrets,
    settings,
    dataDir,
    async close() {
      await demo.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
