// The desktop app as installed refuses to start with a switch that opens it to a debugger: Chromium's
// remote debugging (every page, with its session) or Node's inspector (the main process, with the
// keychain's secrets). The main bundle runs on the stand-in for Electron's API (see electron-main.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app, BrowserWindow, Tray } from '../support/electron-stand-in.js';
import { MAIN_BUILT, MAIN_BUNDLE } from '../support/main-on-stand-in.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

describe.skipIf(!MAIN_BUILT)('a packaged app started with --remote-debugging-port (needs npm run build)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-main-debugging-'));
  const argv = [...process.argv];
  afterAll(() => {
    process.argv.splice(0, process.argv.length, ...argv);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says why in one line and exits before opening anything', async () => {
    app.isPackaged = true;
    process.env.ACS_DATA_DIR = dataDir;
    process.argv.push('--remote-debugging-port=9222');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import(MAIN_BUNDLE);
    expect(app.exitCode).toBe(2);
    expect(errors.mock.calls).toEqual([
      ['acs-monitor: refusing to start with --remote-debugging-port=9222: the installed monitor opens no debugger'],
    ]);
    expect(app.readyAsked).toBe(0);
    expect(BrowserWindow.all).toHaveLength(0);
    expect(Tray.all).toHaveLength(0);
  });
});
