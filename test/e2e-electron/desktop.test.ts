// The desktop app itself, through Playwright's Electron driver, where Electron's binary and a
// display are present (scripts/electron-e2e-check.mjs says in one line when they are not). Each test
// launches its own app on its own profile folder. What happened outside the page (the window's
// security settings, notifications, the tray, second launches) is read back from the main process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShellReport } from '../../electron/main/shell-report.js';
import { electronBinary } from '../../scripts/electron-binary.mjs';
import { injectThreeDenials, openCustomerGuid } from '../support/demo-control.js';
import { electronE2eBlocker } from '../../scripts/electron-e2e-check.mjs';
import { ensureElectronSqlite } from '../../scripts/native-for-electron.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Chromium refuses to run as root with its OS sandbox; the page's own sandbox (sandbox: true) stays.
const ELECTRON_ARGS = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

interface Desktop {
  app: ElectronApplication;
  page: Page;
  env: Record<string, string>;
  report(): Promise<ShellReport>;
  call<T>(method: string, input?: unknown): Promise<T>;
  close(): Promise<void>;
}

// `npm run dist -- --dir` leaves the packaged app unpacked here (Linux): its asar archive, the native
// modules unpacked beside it and the worker threads loaded from inside it.
const PACKAGED_APP = join(ROOT, 'release', 'linux-unpacked', 'acs-monitor');

async function launchDesktop(packaged = false): Promise<Desktop> {
  if (!packaged) {
    // The unpackaged app's cache needs better-sqlite3 built for Electron's ABI (out/native/electron).
    const native = ensureElectronSqlite();
    if (!native.ok) throw new Error(native.line);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-electron-'));
  const env = {
    ...(process.env as Record<string, string>),
    ACS_DATA_DIR: dataDir,
    ACS_SECRET_STORE: 'memory',
    ACS_DEMO_CONTROL: '1',
  };
  const app = packaged
    ? await electron.launch({ executablePath: PACKAGED_APP, args: ELECTRON_ARGS, env })
    : await electron.launch({ executablePath: electronBinary()!, args: [...ELECTRON_ARGS, ROOT], env });
  const page = await app.firstWindow();
  return {
    app,
    page,
    env,
    report: () =>
      app.evaluate(
        () => (globalThis as Record<symbol, unknown>)[Symbol.for('acs-monitor.shell-report')] as ShellReport,
      ),
    async call<T>(method: string, input: unknown = {}) {
      const answer = await page.evaluate(
        ({ method, input }) =>
          (globalThis as unknown as { acs: { call(m: string, i: unknown): Promise<unknown> } }).acs.call(method, input),
        { method, input },
      );
      const result = answer as { ok: true; value: T } | { ok: false; error: { message: string } };
      if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
      return result.value;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startDemo(desktop: Desktop): Promise<string> {
  await desktop.page.getByTestId('try-demo').click();
  await expect.poll(() => desktop.page.getByTestId('feed-row').count()).toBeGreaterThan(0);
  return (await desktop.call<{ baseUrl: string }>('session.status')).baseUrl;
}

describe.skipIf(electronE2eBlocker() !== null)('the desktop app (needs the Electron binary and a display)', () => {
  let desktop: Desktop | undefined;
  afterEach(async () => {
    await desktop?.close();
    desktop = undefined;
  });

  it('launches one sandboxed, isolated window: read back from the main process and seen from the page', async () => {
    desktop = await launchDesktop();
    expect(await desktop.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    expect(await desktop.page.title()).toBe('ACS Monitor');
    const { webPreferences } = await desktop.report();
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    const seenFromPage = await desktop.page.evaluate(() => {
      let evalRefused = false;
      try {
        eval('1'); // the CSP (script-src 'self') must refuse it
      } catch {
        evalRefused = true;
      }
      return {
        require: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
        acs: Object.keys((globalThis as unknown as { acs: object }).acs).sort(),
        evalRefused,
        popup: window.open('https://example.com/') === null,
      };
    });
    expect(seenFromPage).toEqual({
      require: 'undefined',
      process: 'undefined',
      acs: ['call', 'subscribe', 'version'],
      evalRefused: true,
      popup: true,
    });
  });

  it('first run: the demo is one click away and the feed fills', async () => {
    desktop = await launchDesktop();
    await startDemo(desktop);
    const newest = await desktop.call<Array<{ event: { eventId: number } }>>('feed.query', { limit: 1 });
    await expect
      .poll(() => desktop!.page.getByTestId('feed-row').first().getAttribute('data-event-id'))
      .toBe(String(newest[0]!.event.eventId));
  });

  it("a card's third denial raises an OS notification and the tray counts it", async () => {
    desktop = await launchDesktop();
    const demoUrl = await startDemo(desktop);
    // One denial is a quiet LOW alarm; the third of one card within 5 min rises to HIGH and notifies.
    const denied = await injectThreeDenials(demoUrl, await openCustomerGuid(demoUrl));

    await expect
      .poll(async () => (await desktop!.report()).notifications.map((shown) => `${shown.title}: ${shown.body}`))
      .toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^Access denied.*${denied.userFirstName}`))]));
    await expect
      .poll(async () => {
        const groups = await desktop!.call<Array<{ state: string }>>('alerts.list');
        const count = groups.filter((group) => group.state === 'open').length;
        return (await desktop!.report()).tray?.title === String(count) && count > 0;
      })
      .toBe(true);
    await desktop.page.locator(`[data-testid="feed-row"][data-event-id="${denied.eventId}"]`).waitFor();
  });

  it('exports the last 24 h and saves the file through the save dialog', async () => {
    desktop = await launchDesktop();
    await startDemo(desktop);
    const target = join(desktop.env.ACS_DATA_DIR!, 'saved.csv');
    // The OS dialog cannot be driven from here: the main process's dialog answers with the target.
    await desktop.app.evaluate(({ dialog }, filePath) => {
      dialog.showSaveDialog = async () => ({ canceled: false, filePath });
    }, target);
    await desktop.page.getByTestId('tab-export').click();
    await desktop.page.getByTestId('export-day').click();
    await desktop.page.getByTestId('export-start').click();
    await desktop.page.getByTestId('export-save').click();
    await expect.poll(() => desktop!.page.getByTestId('export-saved').textContent()).toContain(target);
    expect(readFileSync(target, 'utf8')).toMatch(/^eventId,displayName,/);
  });

  it('a second launch on the same profile exits and brings the first window forward', async () => {
    desktop = await launchDesktop();
    await desktop.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.hide());
    const second = spawn(electronBinary()!, [...ELECTRON_ARGS, ROOT], { env: desktop.env, stdio: 'ignore' });
    const exitCode = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(exitCode).toBe(0);
    await expect
      .poll(() => desktop!.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.isVisible()))
      .toBe(true);
    expect((await desktop.report()).secondLaunches).toBe(1);
  });
});

describe.skipIf(electronE2eBlocker() !== null || !existsSync(PACKAGED_APP))(
  'the packaged app (needs `npm run dist -- --dir` first)',
  () => {
    it('runs the demo from its archive: native modules and worker threads load, the feed fills', async () => {
      const desktop = await launchDesktop(true);
      try {
        await startDemo(desktop);
        expect((await desktop.report()).webPreferences).toMatchObject({ sandbox: true, contextIsolation: true });
      } finally {
        await desktop.close();
      }
    });
  },
);
