// A browser test's monitor: its own `acs-monitor serve` (own profile folder, own demo service), or a screen on
// the one its file shares; either way a browser context of its own in Debian's Chromium, notifications permitted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startAcs, type Running } from '../../support/acs-process.js';
import { CHROMIUM_ARGS } from './chromium-args.js';
import { recordFailure } from './failure-record.js';

const CHROMIUM = process.env.ACS_CHROMIUM ?? '/usr/bin/chromium';

/** Where the browser suites keep their screenshots. */
export const SHOTS = new URL('../../../test-results/screenshots/', import.meta.url).pathname;

/** Each page's DevTools session, for its screenshots. */
const devTools = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Saves what `page` shows (or its `clip`) as `file` in test-results/screenshots, the PNG encoded with Chromium's
 * fast setting: a run takes some 200 screenshots, and Playwright's own encoding (the best compression) costs
 * Chromium a third more time for files a fifth smaller.
 */
export async function saveScreenshot(
  page: Page,
  file: string,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<void> {
  let session = devTools.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    devTools.set(page, session);
  }
  const devToolsSession = await session;
  const { data } = await devToolsSession.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    ...(clip ? { clip: { ...clip, scale: 1 } } : {}),
  });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, file), Buffer.from(data, 'base64'));
}

/**
 * Screenshots `name`-1366.png and `name`-1920.png (test-results/screenshots), `target` scrolled into view
 * at each size; the page is left at 1366×768.
 */
export async function screenshotsAtBothSizes(page: Page, name: string, target?: Locator): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target?.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/**
 * Registers a browser suite's hooks: one Chromium for the process (the browser suites' files share it, one after
 * another), and every monitor a test opens closed after it, its browser context with it. `open` starts a monitor
 * (`acs-monitor serve`) with its page.
 *
 * `sharedDemo`, called in a describe, saves its tests the start of a monitor and of its demo (seconds each):
 * its `open` opens a fresh browser context on the describe's one monitor, its demo running, let in by an
 * access address of its own. The first `open` starts that monitor and the demo from its first-run screen;
 * it stops after the describe's tests. For tests that need no pristine monitor: what the earlier tests
 * left (alarms, screens let in, settings) is there. `options.fullHistory`: as for `open`.
 */
export function chromiumSuite(): {
  browser(): Browser;
  open(viewport?: { width: number; height: number }, options?: MonitorOptions): Promise<Monitor>;
  sharedDemo(options?: Pick<MonitorOptions, 'fullHistory'>): {
    open(viewport?: { width: number; height: number }, options?: { timezoneId?: string }): Promise<Monitor>;
  };
} {
  let browser: Browser | undefined;
  const opened: Monitor[] = [];
  beforeAll(async () => {
    browser = await processChromium();
  });
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail';
    for (const monitor of opened.splice(0)) {
      if (failed) await recordFailure(monitor, context.task.name);
      await monitor.close();
      // What the server said, for a failure that does not reproduce (it is in no screenshot).
      if (failed) console.error(`acs-monitor serve (${monitor.url.split('?')[0]}) said:\n${monitor.server.said()}`);
    }
  });
  return {
    browser: () => browser!,
    async open(viewport, options) {
      const monitor = await openMonitor(browser!, viewport, options);
      opened.push(monitor);
      return monitor;
    },
    sharedDemo(hostOptions = {}) {
      let host: Promise<Monitor> | undefined;
      afterAll(async () => (await host)?.close());
      return {
        async open(viewport = { width: 1366, height: 768 }, options = {}) {
          host ??= startSharedDemo(browser!, hostOptions);
          const running = await host;
          const made = await callOutsidePage(running.context, running.origin, 'screens.rotateUrl', {
            role: 'operator',
          });
          const answer = (await made.json()) as { ok: boolean; value?: { url: string }; error?: { message: string } };
          if (!answer.ok) throw new Error(`no new access address: ${answer.error?.message}`);
          const monitor = await openScreen(browser!, running, answer.value!.url, viewport, options.timezoneId);
          opened.push(monitor);
          await feedFilled(monitor);
          return monitor;
        },
      };
    },
  };
}

/**
 * One call to the monitor with a context's cookies but not through its page, on a connection of its own.
 * Playwright's request context keeps its connection alive between calls and, unlike a browser, does not send
 * a call again when the server closed that connection just as it was sent (its idle limit, 5 s): the call
 * fails with ECONNRESET (seen once in a full run, between two tests of a shared demo).
 */
export function callOutsidePage(
  context: BrowserContext,
  origin: string,
  method: string,
  input: unknown,
): Promise<APIResponse> {
  return context.request.post(`${origin}/api/call`, { data: { method, input }, headers: { connection: 'close' } });
}

/** A monitor with its demo started from the first-run screen; its context's cookie lets further screens in. */
async function startSharedDemo(browser: Browser, options: MonitorOptions): Promise<Monitor> {
  const monitor = await openMonitor(browser, undefined, options);
  await tryDemo(monitor);
  // Its page would render every push while the tests run: their screens are let in with its cookie alone.
  await monitor.page.close();
  return monitor;
}

/**
 * The Chromium of this process, launched by its first browser suite and left open for the next (vitest runs many
 * files to a process): a launch costs about 0.4 s of processor, a page in a running browser as much again. Each
 * monitor's context is its own, so nothing of one file's pages reaches another's. Playwright ends the browser when
 * the process ends; one that crashed, was closed or failed to start is launched again.
 */
let chromiumOfProcess: Promise<Browser> | undefined;
async function processChromium(): Promise<Browser> {
  const running = await chromiumOfProcess?.catch(() => undefined);
  if (running?.isConnected()) return running;
  chromiumOfProcess = launchChromium();
  return chromiumOfProcess;
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export interface MonitorOptions {
  /** The host and its demo keep time on a clock the test moves on (`advanceClock`). */
  testClock?: boolean;
  /** The workstation's zone as the page sees it (default: this machine's). */
  timezoneId?: string;
  /** The profile folder (ACS_DATA_DIR), e.g. on a small file system; default one in the monitor's own folder. */
  profileDir?: string;
  /** This workstation's name in a control room (ACS_WORKSTATION); default the computer's name. */
  workstation?: string;
  /**
   * Its demo begins with the demo's own history (48 h, as a user's does) instead of the tests' few hours
   * (SHORT_HISTORY_HOURS). Much of a monitor's cost is the sync storing that history and the page holding it:
   * monitor.test.ts took 73-74 CPU-s with 48 h and 57-59 with 3 h (two runs each), so only a test whose subject
   * is the history (ranges exported, search over the cache, a long feed) takes FULL_HISTORY.
   */
  fullHistory?: boolean;
}

/** The tests' demo history: the sync still reads it first, and it raises no alarm, as a full one. */
const SHORT_HISTORY_HOURS = 3;

export const FULL_HISTORY = { fullHistory: true } as const satisfies MonitorOptions;

export interface Monitor {
  url: string;
  origin: string;
  dataDir: string;
  context: BrowserContext;
  page: Page;
  server: Running;
  /** Calls the contract with the page's own cookie, as the renderer does. */
  call(method: string, input?: unknown): Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>;
  /**
   * Moves the host's and the demo's clock on (opened with testClock); resolves with the host's time once escalation
   * has run (0 ms: just reads it). `unseen`: the time jumped over counts as time the monitor saw nothing (the test
   * froze the service), so NOT MONITORING falls due; else it counts as seen.
   */
  advanceClock(ms: number, options?: { unseen: boolean }): Promise<number>;
  /** The demo's control surface, once the demo is running. */
  demoControl(path: string, body?: unknown, method?: string): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts `acs-monitor serve` (the tests' build) in a folder of its own; resolves once it says its address. */
async function startServe(options: MonitorOptions): Promise<{ url: string; dataDir: string; server: Running }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'acs-e2e-'));
  // The tests' build of the CLI: the acs-monitor a user runs ignores both variables.
  const server = startAcs(
    ['serve', '--port', '0'],
    {
      PATH: process.env.PATH,
      HOME: dataDir,
      ACS_DATA_DIR: options.profileDir ?? join(dataDir, 'profile'),
      ACS_SECRET_STORE: 'memory',
      ACS_DEMO_CONTROL: '1',
      // The screens' set-up forms (room, budget) as the desktop app's window has them.
      ACS_TEST_SCREENS_SET_UP: '1',
      ...(options.testClock ? { ACS_TEST_CLOCK: '1' } : {}),
      ...(options.workstation ? { ACS_WORKSTATION: options.workstation } : {}),
      ...(options.fullHistory ? {} : { ACS_TEST_DEMO_HISTORY_HOURS: String(SHORT_HISTORY_HOURS) }),
    },
    '',
    { testBuild: true },
  );
  const url = await server.firstLine();
  return { url, dataDir, server };
}

async function stopServe(served: { dataDir: string; server: Running }): Promise<void> {
  served.server.child.kill('SIGTERM');
  await served.server.finished;
  rmSync(served.dataDir, { recursive: true, force: true });
}

/** `options.timezoneId`: the workstation's zone as the page sees it (default: this machine's). */
async function openMonitor(
  browser: Browser,
  viewport = { width: 1366, height: 768 },
  options: MonitorOptions = {},
): Promise<Monitor> {
  const served = await startServe(options);
  const screen = await openScreen(browser, served, served.url, viewport, options.timezoneId);
  return {
    ...screen,
    async close() {
      await screen.close();
      await stopServe(served);
    },
  };
}

/**
 * A screen on a running monitor: a browser context of its own at `url` (an access address), notifications
 * permitted. Its `close` closes the context only.
 */
async function openScreen(
  browser: Browser,
  served: { dataDir: string; server: Running },
  url: string,
  viewport: { width: number; height: number },
  timezoneId: string | undefined,
): Promise<Monitor> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ viewport, ...(timezoneId ? { timezoneId } : {}) });
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await page.goto(url);
  const call: Monitor['call'] = (method, input = {}) =>
    page.evaluate(
      async ({ method, input }) => {
        const response = await fetch('/api/call', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ method, input }),
        });
        return response.json();
      },
      { method, input },
    );
  return {
    url,
    origin,
    dataDir: served.dataDir,
    context,
    page,
    server: served.server,
    call,
    async advanceClock(ms, options) {
      const query = `advanceMs=${ms}${options?.unseen ? '&unseen=1' : ''}`;
      const answer = await page.evaluate(async (query) => {
        const response = await fetch(`/api/test-clock?${query}`, { method: 'POST' });
        return {
          status: response.status,
          nowMs: response.ok ? ((await response.json()) as { nowMs: number }).nowMs : 0,
        };
      }, query);
      if (answer.status !== 200)
        throw new Error(`the test clock did not move (HTTP ${answer.status}): open the monitor with testClock`);
      return answer.nowMs;
    },
    async demoControl(path, body, method = 'POST') {
      const status = (await call('session.status')) as { value: { baseUrl: string } };
      const response = await fetch(`${status.value.baseUrl}/__demo/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    close: () => context.close(),
  };
}

/**
 * A new access address for one more screen, asked from the monitor's screen as its Health tab's "New access
 * address" asks it: an address lets one screen in, so a second screen never reuses `monitor.url`.
 */
export async function newScreenAddress(m: Monitor, role: 'operator' | 'display' = 'operator'): Promise<string> {
  const made = await m.call('screens.rotateUrl', { role });
  if (!made.ok) throw new Error(`no new access address: ${made.error?.message}`);
  return (made.value as { url: string }).url;
}

/** "Try the demo" on the first-run screen, until its feed fills; resolves with a customer the demo guard may see. */
export async function tryDemo(m: Monitor): Promise<string> {
  await m.page.getByTestId('try-demo').click();
  await feedFilled(m);
  return demoCustomer(m);
}

/** A customer of the running demo that its guard may see (the same one each time). */
export async function demoCustomer(m: Monitor): Promise<string> {
  const customers = (await m.demoControl('customers', undefined, 'GET')) as Array<{
    customerGuid: string;
    restricted: boolean;
  }>;
  return customers.find((customer) => !customer.restricted)!.customerGuid;
}

async function feedFilled(m: Monitor): Promise<void> {
  await expect.poll(() => m.page.getByTestId('feed-row').count()).toBeGreaterThan(0);
}
