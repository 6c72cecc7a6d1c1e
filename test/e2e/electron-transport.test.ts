// The desktop app's whole path but Electron itself: the real page (out/renderer) in Chromium runs
// the real preload bundle (out/preload/index.cjs), whose ipcRenderer is carried to the real main
// bundle (out/main/index.js) running in this process on the stand-in for Electron's API, with the
// core, demo and sync worker behind it. Electron's binary is not on this machine; test/e2e-electron
// runs the same journey on real Electron where it is.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertTrayText } from '../../electron/main/alert-text.js';
import { injectDenial, injectForcedDoor, injectThreeDenials, openCustomerGuid } from '../support/demo-control.js';
import { app, dialog, ipcMain, Notification, protocol, Tray } from '../support/electron-stand-in.js';
import { MAIN_BUILT, mainWindow, startMainOnStandIn } from '../support/main-on-stand-in.js';
import { launchChromium, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

vi.mock('electron', () => import('../support/electron-stand-in.js'));

const fromRoot = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const PRELOAD_BUNDLE = fromRoot('out/preload/index.cjs');
const APP_ORIGIN = 'acs-app://monitor';

/**
 * Chromium here cannot open the app's acs-app:// scheme itself: a server on 127.0.0.1 hands each
 * request to the handler the main process registered for it (protocol.handle), as Electron's network
 * stack does, and relays the answer whole, its Content-Security-Policy header included.
 */
async function relayAppScheme(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    void protocol.fetch(`${APP_ORIGIN}${req.url ?? '/'}`).then(async (answer) => {
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      res.writeHead(answer.status);
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Runs the preload bundle in the page before its scripts, with `require('electron')` answering
 * contextBridge (onto window) and an ipcRenderer whose invoke goes to this process's ipcMain and
 * whose listeners receive what the main process sends to the window.
 */
function preloadInPage(preloadSource: string): string {
  return `(() => {
  const listeners = new Map();
  const electron = {
    contextBridge: {
      exposeInMainWorld: (name, api) => Object.defineProperty(window, name, { value: Object.freeze(api) }),
    },
    ipcRenderer: {
      invoke: (channel, ...args) => window.__standInInvoke(channel, args),
      on: (channel, listener) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel).add(listener);
      },
      removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
    },
  };
  window.__standInDeliver = (channel, payload) => {
    for (const listener of listeners.get(channel) ?? []) listener({}, payload);
  };
  // The preload in a CommonJS-style wrapper of its own, as Electron runs it.
  (function (require) {
${preloadSource}
  })((name) => {
    if (name !== 'electron') throw new Error('a sandboxed preload may require only electron, not ' + name);
    return electron;
  });
})();`;
}

describe.skipIf(!MAIN_BUILT)('the page over the Electron transport (main on a stand-in for Electron)', () => {
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let relay: { server: Server; origin: string };

  beforeAll(async () => {
    dataDir = await startMainOnStandIn();

    relay = await relayAppScheme();
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    // The frame's own URL (on the app's scheme) goes with each call, as Electron's senderFrame does: main checks it.
    await page.exposeBinding('__standInInvoke', (source, channel: string, args: unknown[]) =>
      ipcMain.invoke(source.frame.url().replace(relay.origin, APP_ORIGIN), channel, ...args),
    );
    await page.addInitScript({ content: preloadInPage(readFileSync(PRELOAD_BUNDLE, 'utf8')) });
    mainWindow().webContents.deliver = (channel, payload) => {
      void page
        .evaluate(
          ([name, value]) =>
            (window as unknown as { __standInDeliver(c: unknown, p: unknown): void }).__standInDeliver(name, value),
          [channel, payload] as const,
        )
        .catch(() => undefined); // the page may be closing
    };
    await page.goto(`${relay.origin}/index.html`);
  });

  /** The demo's address, as the page's session knows it. */
  async function demoBaseUrl(): Promise<string> {
    const status = (await page.evaluate(() =>
      (window as unknown as { acs: { call(m: string, i: unknown): Promise<unknown> } }).acs.call('session.status', {}),
    )) as { ok: true; value: { baseUrl: string } };
    return status.value.baseUrl;
  }

  /** The number on the header's alarm badge. */
  async function badgeNumber(): Promise<number> {
    return Number(await page.getByTestId('alert-badge').getAttribute('data-count'));
  }

  /** The number beside the tray icon (its title; none when nothing is open). */
  function trayNumber(): number {
    return Number(Tray.all[0]!.title || 0);
  }

  afterAll(async () => {
    await browser?.close();
    relay?.server.close();
    // Quitting stops the sync worker and the demo, as the app does.
    app.quit();
    await vi.waitFor(() => expect(app.quitted).toBe(true), { timeout: PATIENCE_MS });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the page finds the preload: call and subscribe, and nothing of Node', async () => {
    const seen = await page.evaluate(() => ({
      acs: Object.keys((window as unknown as { acs: object }).acs).sort(),
      require: typeof (window as { require?: unknown }).require,
    }));
    expect(seen).toEqual({ acs: ['call', 'subscribe'], require: 'undefined' });
  });

  it('first run: the demo is one click away and the feed fills through IPC pushes', async () => {
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
  });

  it("a card's third denial: the page counts it, main raises the notification and the tray; a click opens the alarm", async () => {
    const demoUrl = await demoBaseUrl();
    const denied = await injectThreeDenials(demoUrl, await openCustomerGuid(demoUrl));

    await page.locator(`[data-testid="feed-row"][data-event-id="${denied.eventId}"]`).waitFor({ timeout: PATIENCE_MS });
    const badge = page.getByTestId('alert-badge');
    await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBeGreaterThan(0);
    const notification = await vi.waitFor(() => {
      const found = Notification.shown.find((shown) => shown.options.body.includes(denied.userFirstName));
      expect(found).toBeDefined();
      return found!;
    }, PATIENCE_MS);
    // The tray and the page's badge count the same open alerts.
    await expect
      .poll(async () => {
        const count = Number(await badge.getAttribute('data-count'));
        return Tray.all[0]!.toolTip === alertTrayText(count).toolTip;
      })
      .toBe(true);

    // The click opens the alarm: the Alarms screen, focus in that alarm's row.
    notification.emit('click');
    await expect.poll(() => page.getByTestId('tab-alerts').getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="alert-item"]')?.textContent ?? ''))
      .toContain(denied.userFirstName);
  });

  it('several alarms, one of them grouped: the tray shows the number on the header badge, and both drop on acknowledge', async () => {
    const demoUrl = await demoBaseUrl();
    const customerGuid = await openCustomerGuid(demoUrl);
    // Two more denials of the same card join the open alarm of the last test; a forced door is an alarm of its own.
    const denied = await injectDenial(demoUrl, customerGuid);
    await injectDenial(demoUrl, customerGuid);
    await injectForcedDoor(demoUrl, customerGuid);

    await page.getByTestId('tab-alerts').click();
    const grouped = page.getByTestId('alert-item').filter({ hasText: denied.userFirstName }).first();
    await expect.poll(async () => Number((await grouped.textContent())?.match(/×(\d+)/)?.[1] ?? 1)).toBeGreaterThan(2);
    await expect.poll(badgeNumber).toBeGreaterThan(1);
    // Read together: the denied events outnumber the alarms now, so a tray counting events would differ.
    await expect
      .poll(async () => ({ tray: trayNumber(), badge: await badgeNumber() }))
      .toSatisfy(({ tray, badge }) => tray === badge);
    await saveScreenshot(page, 'electron-alarms-grouped-1366.png');
    const before = await badgeNumber();

    await page.getByTestId('alert-select-all').check();
    // A high alarm (the card's third denial) is acknowledged with a note saying what was done (procedures).
    await page.getByTestId('alert-bulk-note').fill('Cardholder called back');
    await page.getByTestId('alert-bulk-ack').click();
    await expect
      .poll(async () => ({ tray: trayNumber(), badge: await badgeNumber() }))
      .toSatisfy(({ tray, badge }) => tray === badge && badge < before);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'electron-alarms-acknowledged-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('the desktop settings: start at login writes the autostart entry; a silence of the sound shows and ends', async () => {
    const autostart = join(dataDir, 'xdg-config', 'autostart', 'acs-monitor.desktop');
    await page.getByTestId('tab-health').click();
    await page.getByTestId('setting-start-at-login').check();
    await expect.poll(() => existsSync(autostart)).toBe(true);
    await page.getByTestId('setting-start-at-login').uncheck();
    await expect.poll(() => existsSync(autostart)).toBe(false);

    await page.getByTestId('sound-silence').selectOption('5');
    await expect.poll(() => page.getByTestId('sound-off').textContent()).toMatch(/SOUND OFF until \d\d:\d\d/);
    await page.getByTestId('sound-off').click();
    await page.getByTestId('sound-silence').waitFor();
  });

  it('exports the last 24 h and saves the file where the guard chooses (no download link here)', async () => {
    const downloads = join(dataDir, 'downloads');
    mkdirSync(downloads);
    app.setPath('downloads', downloads);
    dialog.answer = join(downloads, 'last-day.csv');
    await page.getByTestId('tab-export').click();
    await page.getByTestId('export-day').click();
    await page.getByTestId('export-start').click();
    await page.getByTestId('export-save').click();
    await expect.poll(() => page.getByTestId('export-saved').textContent()).toContain(dialog.answer);
    expect(await page.getByTestId('export-download').count()).toBe(0);
    expect(readFileSync(dialog.answer, 'utf8')).toMatch(/^eventId,displayName,/);
  });
});
