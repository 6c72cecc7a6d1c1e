// A second launch of the desktop app on the same profile, where the first holds the single-instance
// lock: it quits at once, opening no window, no tray and no cache (the first one comes forward; see
// electron-main.test.ts). The main bundle runs on the stand-in for Electron's API.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app, BrowserWindow, Tray } from '../support/electron-stand-in.js';
import { MAIN_BUILT, MAIN_BUNDLE } from '../support/main-on-stand-in.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

describe.skipIf(!MAIN_BUILT)('a second launch (needs npm run build)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-second-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('quits without opening anything', async () => {
    Object.assign(process.env, { ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' });
    app.lockHeldElsewhere = true;
    await import(MAIN_BUNDLE);
    expect(app.quitCalls).toBe(1);
    expect(app.quitted).toBe(true);
    // The start-up (which waits for ready first) never began: no window, no tray, no cache.
    expect(app.readyAsked).toBe(0);
    expect(BrowserWindow.all).toHaveLength(0);
    expect(Tray.all).toHaveLength(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('cache-'))).toEqual([]);
  });
});
