// The desktop app as installed (app.isPackaged): the demo's control surface stays closed even with
// ACS_DEMO_CONTROL=1, so nothing on this machine can inject faults or events into a guard's demo; the
// window has no DevTools.
// The main bundle runs on the stand-in for Electron's API (see electron-main.test.ts).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENDERER_URL } from '../../electron/main/app-scheme.js';
import { app, ipcMain } from '../support/electron-stand-in.js';
import { MAIN_BUILT, mainWindow, startMainOnStandIn } from '../support/main-on-stand-in.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

describe.skipIf(!MAIN_BUILT)('a packaged app (needs npm run build)', () => {
  let dataDir: string;
  beforeAll(async () => {
    app.isPackaged = true;
    dataDir = await startMainOnStandIn(); // sets ACS_DEMO_CONTROL=1, as the e2e suites do
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the demo without its control surface', async () => {
    const answer = (await ipcMain.invoke(RENDERER_URL, 'acs:call', 'session.startDemo', {})) as {
      ok: boolean;
      value: { baseUrl: string };
    };
    expect(answer.ok).toBe(true);
    expect(process.env.ACS_DEMO_CONTROL).toBe('1');
    const control = await fetch(`${answer.value.baseUrl}/__demo/customers`);
    expect(control.status).toBe(404);
    const service = await fetch(`${answer.value.baseUrl}/v1/business/customer`);
    expect(service.status).toBe(401); // the service itself answers (a request without its tokens)
  });

  it('opens its window without DevTools', () => {
    expect(mainWindow().options.webPreferences).toMatchObject({ devTools: false });
  });
});
