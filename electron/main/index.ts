// The Electron shell: one window, the contract over IPC, the sync engine in its worker (through
// the AppService), native notifications for denied access and a tray icon with the alert count.
import { app, BrowserWindow, Menu, session } from 'electron';
import { join } from 'node:path';
import { insecureHttpAllowedByEnv, INSECURE_HTTP_FLAG } from '../core/api/plain-http.js';
import { AppService } from '../core/app/app-service.js';
import { resolveDataDir } from '../core/profile/data-dir.js';
import { ensurePrivateFolder } from '../core/profile/private-files.js';
import { DEFAULT_SERVICE_NAME, openSecretStore } from '../core/secrets/index.js';
import { setSqliteNativeBinding } from '../core/storage/sqlite-cache-file.js';
import { notifyDeniedAccess } from './alert-notifier.js';
import { applicationMenuTemplate } from './app-menu.js';
import { createAlertTray } from './alert-tray.js';
import { notifyBlindness } from './blind-notifier.js';
import { PUSH_CHANNEL, serveContractOverIpc } from './ipc.js';
import { registerAppScheme, serveRendererOverAppScheme } from './app-protocol.js';
import { RENDERER_URL } from './app-scheme.js';
import { createMainWindow, RENDERER_DIR } from './main-window.js';
import { electronSqliteBinding } from './native-binding.js';
import { saveExportWithDialog } from './save-export.js';
import { debuggingSwitches } from './security.js';
import { applySessionPolicy } from './session-policy.js';
import { shellReport } from './shell-report.js';
import { applyStartAtLogin, withStartAtLoginFollowingPreferences } from './start-at-login.js';
import { IS_TEST_BUILD } from './test-build.js';
import { launchProbeInUtilityProcess } from './utility-probe.js';
import { guardEveryWebContents } from './web-contents-policy.js';

const STOP_GRACE_MS = 5_000;

/** electron-vite sets this while `electron-vite dev` serves the renderer; a packaged app never uses it. */
function devServerUrl(): string | undefined {
  return app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
}

function showWindow(window: BrowserWindow | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * Holds the first quit until the sync worker and the cache are closed (at most STOP_GRACE_MS), then
 * quits for real: an in-flight batch is committed or rolled back, never cut off mid-write.
 */
function stopBackendBeforeQuitting(backend: AppService): void {
  let stopped = false;
  app.on('before-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
    void Promise.race([backend.stop(), grace])
      .catch((error: unknown) => console.error('acs-monitor: stopping failed:', error))
      .finally(() => {
        stopped = true;
        app.quit();
      });
  });
}

/**
 * The debugging switches a packaged monitor was started with. Chromium's remote debugging hands every
 * page, with its session, to whoever connects to the port; Node's inspector hands over the main process,
 * where the keychain's secrets are. The installers' fuses already make Electron ignore --inspect; this
 * refuses the rest, and --inspect on a binary without fuses.
 */
function debuggingAsked(): string[] {
  const given = debuggingSwitches(process.argv);
  // Chromium's own reading of its command line, in case a switch reached it another way.
  const seen = ['remote-debugging-port', 'remote-debugging-pipe', 'inspect', 'inspect-brk']
    .filter((name) => app.commandLine.hasSwitch(name))
    .map((name) => `--${name}`);
  return given.length > 0 ? given : seen;
}

async function start(dataDir: string): Promise<void> {
  await app.whenReady();
  Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenuTemplate(process.platform)));
  applySessionPolicy(session.defaultSession);
  serveRendererOverAppScheme(RENDERER_DIR);
  setSqliteNativeBinding(electronSqliteBinding());

  // Opened once the core has started; the save dialog (used only later) is its child.
  let mainWindow: BrowserWindow | null = null;
  const secrets = await openSecretStore(process.env, DEFAULT_SERVICE_NAME, launchProbeInUtilityProcess);
  if (secrets.warning) console.warn(`acs-monitor: ${secrets.warning}`);
  const backend = new AppService({
    dataDir,
    secrets,
    env: process.env,
    allowInsecureHttp: insecureHttpAllowedByEnv(process.env) || process.argv.includes(INSECURE_HTTP_FLAG),
    // The room's CA comes from ACS_ROOM_CA; an insecure room is accepted by the flag or ACS_ALLOW_INSECURE_ROOM=1.
    // (The CLI's flag, room-tls.ts INSECURE_ROOM_FLAG; this layer may not import the room's modules.)
    allowInsecureRoom: process.argv.includes('--allow-insecure-room'),
    saveExport: saveExportWithDialog(() => mainWindow),
    // ACS_DEMO_CONTROL=1 opens the demo's control surface (faults, injected events) for the e2e suites,
    // only in the tests' build (test-build.ts), never packaged: nobody else should drive the demo.
    startDemo: async () =>
      (await import('../demo/index.js')).startDemoService({
        port: 0,
        cameras: true,
        control: IS_TEST_BUILD && !app.isPackaged && process.env.ACS_DEMO_CONTROL === '1',
      }),
  });
  // Not awaited: the cache may take a minute to prepare after an update (off this thread), and the
  // window says so meanwhile. The address used last refused (plain HTTP beyond this machine without
  // the opt-in) or its cache unusable: the window shows the connect screen instead.
  void backend.start().catch((error: unknown) => console.warn(`acs-monitor: ${(error as Error).message}`));
  if (backend.rulesWarning) console.warn(`acs-monitor: warning: ${backend.rulesWarning}`);
  const preferences = await backend.invoke('preferences.get', {});
  try {
    applyStartAtLogin(preferences.startAtLogin);
  } catch (error) {
    console.warn(`acs-monitor: ${(error as Error).message}`);
  }

  const window = await createMainWindow(devServerUrl(), { startMinimised: preferences.startMinimised });
  mainWindow = window;
  serveContractOverIpc(withStartAtLoginFollowingPreferences(backend), () => window, RENDERER_URL, devServerUrl());
  notifyDeniedAccess(
    (listener) => backend.subscribe(listener),
    (alarmId) => {
      showWindow(window);
      window.webContents.send(PUSH_CHANNEL, { name: 'focus-alarm', payload: { alarmId } });
    },
  );
  notifyBlindness(
    (listener) => backend.subscribe(listener),
    () => showWindow(window),
  );
  createAlertTray(
    join(app.getAppPath(), 'resources', 'tray-icon.png'),
    (listener) => backend.subscribe(listener),
    () => backend.unacknowledgedCount,
    () => !backend.monitoring.seeing,
    () => showWindow(window),
  );

  // macOS: a click on the Dock icon brings back the window that closing hid.
  app.on('activate', () => showWindow(window));
  app.on('second-instance', () => {
    shellReport().secondLaunches += 1;
    showWindow(window);
  });
  stopBackendBeforeQuitting(backend);
}

const debugging = app.isPackaged ? debuggingAsked() : [];
if (debugging.length > 0) {
  console.error(`acs-monitor: refusing to start with ${debugging.join(' ')}: the installed monitor opens no debugger`);
  app.exit(2);
} else {
  // Electron's own data (and the single-instance lock) go in the profile folder, so one profile is one
  // running monitor, and ACS_DATA_DIR moves all of it.
  const dataDir = resolveDataDir(undefined, process.env);
  ensurePrivateFolder(dataDir);
  app.setPath('userData', dataDir);
  registerAppScheme();
  guardEveryWebContents(RENDERER_URL, devServerUrl());

  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    // The tray keeps the monitor running with its window closed: a guard closes a window, not the watch.
    app.on('window-all-closed', () => undefined);
    start(dataDir).catch((error: unknown) => {
      console.error('acs-monitor failed to start:', error);
      app.exit(1);
    });
  }
}
