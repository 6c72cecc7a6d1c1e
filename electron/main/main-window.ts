import { app, BrowserWindow } from 'electron';
import { fileURLToPath } from 'node:url';
import { RENDERER_URL } from './app-scheme.js';
import { shellReport } from './shell-report.js';

let quitting = false;
app.on('before-quit', () => {
  quitting = true;
});

const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
/** The built renderer, served as acs-app://monitor/ (see app-protocol.ts). */
export const RENDERER_DIR = fileURLToPath(new URL('../renderer/', import.meta.url));

/**
 * The page gets the preload's contract and nothing else: no Node, its own JS world, Chromium's sandbox;
 * and, packaged, no DevTools (they would read the page's state and call the contract as the page).
 */
const webPreferences = (packaged: boolean) =>
  ({
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
    devTools: !packaged,
  }) as const;

/**
 * Opens the one window: sandboxed, isolated, unable to navigate away or open other windows (as every web
 * contents of the app, web-contents-policy.ts). Nothing in the app opens a web page.
 */
export async function createMainWindow(
  devServerUrl: string | undefined,
  options: { startMinimised: boolean },
): Promise<BrowserWindow> {
  const preferences = webPreferences(app.isPackaged);
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    backgroundColor: '#111418',
    title: 'ACS Monitor',
    webPreferences: { ...preferences },
  });
  shellReport().webPreferences = preferences;

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
