// A monitor started with its credentials in the environment (a headless wall display's `serve`) signs in by itself
// as it starts: the screens already open, which were told "not signed in" a moment before, are told it signed in.
// Before, nothing was pushed then, and a screen opened while the monitor started stayed on its sign-in form.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PushEvent, SessionStatus } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { registerApplication } from '../support/demo-app.js';

let dataDir: string;
let demo: DemoService;
let app: AppService | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-env-sign-in-'));
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  await app?.stop();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('tells the screens when it has signed in with the credentials in its environment', async () => {
  const told: SessionStatus[] = [];
  app = new AppService({
    dataDir,
    env: {
      ACS_BASE_URL: demo.baseUrl,
      ACS_APP_TOKEN: await registerApplication(demo, 'wall display'),
      ACS_USERNAME: 'guard',
      ACS_PASSWORD: 'guard-demo',
    },
    secrets: { store: new MemorySecretStore(), warning: null },
    startDemo: async () => {
      throw new Error('no demo here');
    },
  });
  app.subscribe((event: PushEvent) => {
    if (event.name === 'session') told.push(event.payload);
  });
  await app.start();
  await expect.poll(() => told.at(-1)?.signedIn).toBe(true);
  expect(told.at(-1)?.userName).toBe('guard');
});
