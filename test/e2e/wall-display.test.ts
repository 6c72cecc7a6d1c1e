// A wall display left open while the browser shell restarts. While the shell is down the footer says
// "disconnected", never "following live". The shell comes back on the same port and knows the screens
// let in before (by their cookie's digest, in the profile), so the old tab reconnects by itself and
// the feed goes on; a screen withdrawn before the restart stays out, and a damaged file of screens is
// refused in one line while the shell still starts (every screen is then let in again).
// The service is a demo of its own (`acs-monitor demo`), as a real one outlives the monitor; the
// monitor signs in by itself with the credentials in its environment, as a headless wall display does.
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_BUILT, startAcs, type Finished, type Running } from '../support/acs-process.js';
import { chromiumSuite, launchChromium, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
const running: Running[] = [];
const folders: string[] = [];
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const process of running.splice(0).reverse()) {
    process.child.kill('SIGTERM');
    await process.finished;
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Starts an acs-monitor command and resolves with its first stdout line (a URL). */
async function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ process: Running; url: string }> {
  const process = startAcs(args, env);
  running.push(process);
  const url = await process.firstLine();
  return { process, url };
}

async function stop(process: Running): Promise<Finished> {
  process.child.kill('SIGTERM');
  running.splice(running.indexOf(process), 1);
  return process.finished;
}

/** A service of its own with a registered application, and the environment a headless wall display runs with. */
async function wallDisplayEnvironment(): Promise<{ env: NodeJS.ProcessEnv; profile: string }> {
  const home = mkdtempSync(join(tmpdir(), 'acs-wall-'));
  folders.push(home);
  const base = { PATH: process.env.PATH, HOME: home, ACS_SECRET_STORE: 'memory' };
  const demo = await start(['demo', '--port', '0', '--rate', '240'], base);
  const registered = startAcs(['register', '--name', 'Wall display', '--email', 'wall@example.com', '--print-token'], {
    ...base,
    ACS_BASE_URL: demo.url,
    ACS_DATA_DIR: join(home, 'register'),
  });
  const done = await registered.finished;
  const appToken = /^ACS_APP_TOKEN=(\S+)$/m.exec(done.stdout)?.[1];
  if (!appToken) throw new Error(`register gave no token:\n${done.stderr}`);
  const profile = join(home, 'profile');
  const env = {
    ...base,
    ACS_DATA_DIR: profile,
    ACS_BASE_URL: demo.url,
    ACS_APP_TOKEN: appToken,
    ACS_USERNAME: 'guard',
    ACS_PASSWORD: 'guard-demo',
  };
  return { env, profile };
}

async function openScreen(url: string): Promise<Page> {
  const context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function call(page: Page, method: string, input: unknown = {}): Promise<{ ok: boolean; value?: unknown }> {
  return page.evaluate(
    async ({ method, input }) =>
      (
        await fetch('/api/call', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ method, input }),
        })
      ).json(),
    { method, input },
  );
}

/** A new access address for one more screen, asked from `page` as its Health tab asks: each lets one screen in. */
async function newAddress(page: Page): Promise<string> {
  return ((await call(page, 'screens.rotateUrl', { role: 'operator' })).value as { url: string }).url;
}

/** Set-up, not under test: every customer watched through the contract, then the page loaded afresh. */
async function watchEveryCustomer(page: Page): Promise<void> {
  const listed = await call(page, 'customers.list');
  for (const { customerGuid } of listed.value as Array<{ customerGuid: string }>) {
    await call(page, 'customers.watch', { customerGuid, watched: true });
  }
  await page.reload();
}

const footerOf = (page: Page) => page.locator('footer.status');
const newestRow = (page: Page) => page.getByTestId('feed-row').first().textContent();
const NO_ACCESS = /This screen has no access to the monitor.*Open its current address/;
/** The screen says NOT MONITORING at once, in place, saying why and what to open: not a quiet page. */
const accessEndedAlarm = (page: Page) => page.locator('[data-testid="not-monitoring"][data-cause="access-ended"]');

describe.skipIf(!CLI_BUILT)('the wall display across a restart of the shell, in Chromium (needs npm run build)', () => {
  it('the old tab reconnects by itself on the same port and the feed goes on; a withdrawn screen stays out', async () => {
    const { env } = await wallDisplayEnvironment();
    const first = await start(['serve'], env);
    const wall = await openScreen(first.url);
    const withdrawn = await openScreen(await newAddress(wall));
    await watchEveryCustomer(wall);
    await expect.poll(() => wall.getByTestId('feed-row').count()).toBeGreaterThan(0);
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live/);
    const screens = (await call(wall, 'screens.list')).value as { screens: Array<{ screenId: string }> };
    expect(screens.screens).toHaveLength(2);
    // The second screen is the newest one let in: withdraw it.
    await call(wall, 'screens.revoke', { screenId: screens.screens[1]!.screenId });
    await accessEndedAlarm(withdrawn).waitFor({ timeout: PATIENCE_MS });
    expect(await accessEndedAlarm(withdrawn).textContent()).toMatch(NO_ACCESS);

    await stop(first.process);
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/disconnected from the monitor: not live/);
    expect(await footerOf(wall).textContent()).not.toMatch(/following live/);
    await saveScreenshot(wall, 'wall-disconnected-1366.png');
    const lastBefore = await newestRow(wall);

    const second = await start(['serve'], env);
    expect(new URL(second.url).origin).toBe(new URL(first.url).origin);
    // No click, no reload by the test: the tab finds the shell again and new events arrive.
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live/);
    await expect.poll(() => newestRow(wall)).not.toBe(lastBefore);
    await saveScreenshot(wall, 'wall-after-restart-1366.png');
    await wall.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(wall, 'wall-after-restart-1920.png');
    expect(await wall.locator('body').textContent()).not.toMatch(/no access/);

    // Reloaded, the shell's own answer says the same.
    await withdrawn.reload();
    expect(await withdrawn.locator('body').textContent()).toMatch(new RegExp(`^NOT MONITORING. ${NO_ACCESS.source}`));
    const listed = (await call(wall, 'screens.list')).value as { screens: Array<{ screenId: string }> };
    expect(listed.screens.map((screen) => screen.screenId)).toEqual([screens.screens[0]!.screenId]);
  });

  it('a damaged file of screens is refused in one line, the shell still starts, and every screen must be let in again', async () => {
    const { env, profile } = await wallDisplayEnvironment();
    const first = await start(['serve'], env);
    const wall = await openScreen(first.url);
    await watchEveryCustomer(wall);
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live/);
    await stop(first.process);
    writeFileSync(join(profile, 'browser-screens.json'), '{"version":1,"screens":[');

    const second = await start(['serve'], env);
    await accessEndedAlarm(wall).waitFor({ timeout: PATIENCE_MS });
    expect(await accessEndedAlarm(wall).textContent()).toMatch(NO_ACCESS);
    await saveScreenshot(wall, 'wall-damaged-screens-file-1366.png');
    await wall.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(wall, 'wall-damaged-screens-file-1920.png');

    await wall.goto(second.url);
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live/);
    const { stderr } = await stop(second.process);
    const warnings = stderr.split('\n').filter((line) => line.includes('browser-screens.json'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^acs-monitor: warning: The browser shell's saved screens in .*browser-screens\.json were not used \(it is not valid JSON\): every screen must be let in again/,
      ),
    ]);
  });

  // Its waits may add up to more than the suite's 60 s on a loaded machine (a serve started, a CLI registered, two
  // screens let in): each wait keeps its own limit, and the test as a whole has room for them.
  it('every screen already in is told when a new one is let in, with when and from where', async () => {
    const { env } = await wallDisplayEnvironment();
    const shell = await start(['serve'], env);
    const wall = await openScreen(shell.url);
    await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live|no customer/i);
    await expect(wall.getByTestId('screen-joined').count()).resolves.toBe(0);
    const noticesButton = wall.getByTestId('notices-button');
    const unread = async (): Promise<string | null> =>
      (await noticesButton.count()) === 0 ? null : noticesButton.getAttribute('data-unread');
    const before = Number((await unread()) ?? 0);
    const second = await openScreen(await newAddress(wall));
    // A notice, not a bar above the alarms: counted in the header until read on Health.
    await expect.poll(unread).toBe(String(before + 1));
    expect(await wall.locator('.banner').filter({ hasText: 'A new screen was let in' }).count()).toBe(0);
    await noticesButton.click();
    const notice = wall.getByTestId('screen-joined');
    await expect
      .poll(() => notice.textContent())
      .toMatch(
        /A new screen was let in at \d\d:\d\d from 127\.0\.0\.1\. If nobody here opened it, withdraw it on the Health tab\./,
      );
    // The screens are told apart on Health's list: which one this is, the browser and system in words, from where.
    // The list comes with the notice's screen but may be drawn a moment after it: waited for, not read at once.
    const screenNames = async (): Promise<string[]> =>
      (await wall.getByTestId('screen-name').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    await expect.poll(screenNames).toHaveLength(2);
    const names = await screenNames();
    expect(names).toHaveLength(2);
    expect(names.filter((name) => name.startsWith('This screen '))).toHaveLength(1);
    for (const name of names) expect(name).toMatch(/Chrom[\w ]* \d+ on Linux from 127\.0\.0\.1$/);
    await wall.getByTestId('screen-access').scrollIntoViewIfNeeded();
    await saveScreenshot(wall, 'screens-named-1366.png');
    // The new screen itself is not told about itself.
    expect(await second.getByTestId('screen-joined').count()).toBe(0);
    await saveScreenshot(wall, 'screen-joined-1366.png');
    await wall.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(wall, 'screen-joined-1920.png');
    // Read there, it no longer counts, and stays read after a reload.
    await expect.poll(unread).toBe('0');
    await wall.reload();
    await expect.poll(unread).toBe('0');
  }, 120_000);

  it('over TLS: a remote wall display trusts the shell by its certificate alone, and its cookie is Secure', async () => {
    const { env, profile } = await wallDisplayEnvironment();
    const shell = await start(['serve', '--host', '0.0.0.0', '--allow-remote-screens', '--tls', '--port', '0'], env);
    expect(shell.url).toMatch(/^https:/);
    // This Chromium accepts exactly the shell's self-signed certificate (by its public key), as a screen
    // whose operator checked the fingerprint once does; any other certificate would still be refused.
    const certificate = new X509Certificate(readFileSync(join(profile, 'browser-shell-tls.crt')));
    const spki = createHash('sha256')
      .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    const browser = await launchChromium([`--ignore-certificate-errors-spki-list=${spki}`]);
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const wall = await context.newPage();
      await wall.goto(shell.url);
      await watchEveryCustomer(wall);
      await expect.poll(() => footerOf(wall).textContent()).toMatch(/following live/);
      await expect.poll(() => wall.getByTestId('feed-row').count()).toBeGreaterThan(0);
      expect(new URL(wall.url()).protocol).toBe('https:');
      const cookies = await context.cookies();
      expect(cookies.map(({ name, secure, httpOnly }) => ({ name, secure, httpOnly }))).toEqual([
        { name: `acs_token_${new URL(shell.url).port}`, secure: true, httpOnly: true },
      ]);
      await saveScreenshot(wall, 'wall-tls-1366.png');
      await wall.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(wall, 'wall-tls-1920.png');
    } finally {
      await browser.close();
    }
  });
});
