import { BrowserWindow, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { isSafeExternalUrl } from './security.js';

const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const RENDERER_HTML_PATH = fileURLToPath(new URL('../renderer/index.html', import.meta.url));

/** Opens the one window: sandboxed, isolated, unable to navigate away or open other windows. */
export async function createMainWindow(devServerUrl: string | undefined): Promise<BrowserWindow> {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    backgroundColor: '#111418',
    title: 'ACS Monitor',
    webPreferences: {
      preload: PRELOAD_PATH,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });

  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());

  if (devServerUrl === undefined) await window.loadFile(RENDERER_HTML_PATH);
  else await window.loadURL(devServerUrl);
  return window;
}
