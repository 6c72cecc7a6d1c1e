import { app, BrowserWindow, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { RENDERER_URL } from './app-scheme.js';
import { isSafeExternalUrl } from './security.js';
import { shellReport } from './shell-report.js';

let quitting = false;
app.on('before-quit', () => {
  quitting = true;
});

const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
/** The built renderer, served as acs-app://monitor/ (see app-protocol.ts). */
export const RENDERER_DIR = fileURLToPath(new URL('../renderer/', import.meta.url));

/** The page gets the preload's contract and nothing else: no Node, its own JS world, Chromium's sandbox. */
const WEB_PREFERENCES = {
  preload: PRELOAD_PATH,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
} as const;

/** Opens the one window: sandboxed, isolated, unable to navigate away or open other windows. */
export async function createMainWindow(
  devServerUrl: string | undefined,
  options: { startMinimised: boolean },
): Promise<BrowserWindow> {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    backgroundColor: '#111418',
    title: 'ACS Monitor',
    webPreferences: { ...WEB_PREFERENCES },
  });
  shellReport().webPreferences = WEB_PREFERENCES;

  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  // Closing hides the window: the tray keeps the monitor (and its alerts) running.
  window.on('close', (event) => {
    if (!quitting) {
      event.preventDefault();
      window.hide();
    }
  });
  if (!options.startMinimised) window.once('ready-to-show', () => window.show());

  await window.loadURL(devServerUrl ?? RENDERER_URL);
  return window;
}
