// The main bundle as `npm run build` makes it (no ACS_TEST_BUILD): even unpackaged (`npm start`) and with
// ACS_DEMO_CONTROL=1, the demo's control surface stays closed. The tests' own main bundle (out/main,
// built with the flag) opens it: electron-main.test.ts drives the demo through it. This runs the
// production bundles beside out/ (out/production-check, removed after) on the stand-in for Electron's
// API: the current build of `npm run build` that the tests' set-up copied there (npm test builds one
// first), else a build of its own.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'electron-vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDERER_URL } from '../../electron/main/app-scheme.js';
import {
  bundleStale,
  PRODUCTION_CHECK,
  PRODUCTION_CHECK_MAIN,
  PRODUCTION_CHECK_MARK,
  ROOT,
} from '../support/bundles.js';
import { app, ipcMain } from '../support/electron-stand-in.js';
import { MAIN_BUNDLE, startMainOnStandIn } from '../support/main-on-stand-in.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

// Inside the project, so the bundle's external modules resolve from node_modules as out/main's do.
const OUT = PRODUCTION_CHECK;

describe('the main bundle a user runs (npm run build, npm start)', () => {
  let dataDir: string;
  beforeAll(async () => {
    expect(process.env.ACS_TEST_BUILD).toBeUndefined();
    if (bundleStale(PRODUCTION_CHECK_MAIN, PRODUCTION_CHECK_MARK)) {
      rmSync(OUT, { recursive: true, force: true });
      await build({ root: ROOT, logLevel: 'warn', build: { outDir: OUT } });
    }
    app.isPackaged = false;
    dataDir = await startMainOnStandIn({}, join(OUT, 'main', 'index.js'));
  }, 240_000);
  afterAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the demo control surface closed with ACS_DEMO_CONTROL=1, unpackaged', async () => {
    expect(join(OUT, 'main', 'index.js')).not.toBe(MAIN_BUNDLE);
    const answer = (await ipcMain.invoke(RENDERER_URL, 'acs:call', 'session.startDemo', {})) as {
      ok: boolean;
      value: { baseUrl: string };
    };
    expect(answer.ok).toBe(true);
    expect(process.env.ACS_DEMO_CONTROL).toBe('1');
    expect((await fetch(`${answer.value.baseUrl}/__demo/customers`)).status).toBe(404);
    expect((await fetch(`${answer.value.baseUrl}/v1/business/customer`)).status).toBe(401);
  });
});
