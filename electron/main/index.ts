import { app, BrowserWindow, session } from 'electron';
import { createMainWindow } from './main-window.js';
import { applySessionPolicy } from './session-policy.js';

/** electron-vite sets this while `electron-vite dev` serves the renderer; a packaged app never uses it. */
function devServerUrl(): string | undefined {
  return app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
}

function focusExistingWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (window === undefined) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

async function start(): Promise<void> {
  await app.whenReady();
  applySessionPolicy(session.defaultSession);
  await createMainWindow(devServerUrl());

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createMainWindow(devServerUrl());
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusExistingWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  start().catch((error: unknown) => {
    console.error('acs-monitor failed to start:', error);
    app.exit(1);
  });
}
