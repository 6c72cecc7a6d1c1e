// Starts the built Electron main bundle in this process on the stand-in for Electron's API, with its
// own profile folder. The calling test file must mock 'electron' with the stand-in itself
// (vi.mock is per file): vi.mock('electron', () => import('../support/electron-stand-in.js')).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import type { PushEventName, PushPayload } from '../../electron/contract.js';
import { BrowserWindow, Tray } from './electron-stand-in.js';

export const MAIN_BUNDLE = fileURLToPath(new URL('../../out/main/index.js', import.meta.url));
export const MAIN_BUILT = existsSync(MAIN_BUNDLE);

/**
 * Imports the main bundle (the tests' build, or `bundle`) once its environment is set (`env` over the
 * defaults), and waits until its tray is up; returns the profile folder.
 */
export async function startMainOnStandIn(env: NodeJS.ProcessEnv = {}, bundle = MAIN_BUNDLE): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-main-'));
  Object.assign(process.env, {
    ACS_DATA_DIR: dataDir,
    ACS_SECRET_STORE: 'memory',
    ACS_DEMO_CONTROL: '1',
    XDG_CONFIG_HOME: join(dataDir, 'xdg-config'),
    ...env,
  });
  await import(bundle);
  await vi.waitFor(() => expect(Tray.all).toHaveLength(1), { timeout: 15_000 });
  return dataDir;
}

export function mainWindow(): BrowserWindow {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) throw new Error('no window is open');
  return window;
}

/** What the main process pushed to its window under `name`, oldest first; `since`: from that message on. */
export function pushesSent<E extends PushEventName>(name: E, since = 0): Array<PushPayload<E>> {
  return mainWindow()
    .webContents.sent.slice(since)
    .map((sent) => ({ channel: sent.channel, push: sent.payload as { name: string; payload: unknown } }))
    .filter(({ channel, push }) => channel === 'acs:push' && push.name === name)
    .map(({ push }) => push.payload as PushPayload<E>);
}
