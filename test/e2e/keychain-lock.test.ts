// The keychain banner in Chromium: the desktop session locks the keyring mid-shift (a gnome-keyring
// of the test's own, locked for real), the monitor signs in again, keeps going on the session in
// memory and says what it needs; once the keyring is unlocked the banner goes by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUILT, startAcs, type Running } from '../support/acs-process.js';
import { privateKeyringMissing, startPrivateKeyring, type PrivateKeyring } from '../support/private-keyring.js';
import { chromiumSuite, saveScreenshot } from './support/monitor.js';

const suite = chromiumSuite();
const missing = privateKeyringMissing();
if (missing) console.warn(`keychain-lock: skipped: ${missing}`);

describe.skipIf(!CLI_BUILT || missing !== null)(
  'a keychain locked mid-shift, in Chromium (needs npm run build)',
  () => {
    let keyring: PrivateKeyring;
    let server: Running;
    let home: string;

    beforeAll(async () => {
      keyring = await startPrivateKeyring();
      home = mkdtempSync(join(tmpdir(), 'acs-e2e-keychain-'));
    });
    // What the serve said, for a failure that does not reproduce (it is in no screenshot).
    afterEach((context) => {
      if (context.task.result?.state === 'fail') console.error(`acs-monitor serve said:\n${server?.said()}`);
    });
    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.finished;
      await keyring?.close();
      rmSync(home, { recursive: true, force: true });
    });

    it('says the keychain is locked and what unlocking it allows, keeps the feed, and drops the banner once unlocked', async () => {
      server = startAcs(['serve', '--port', '0'], {
        PATH: process.env.PATH,
        HOME: home,
        ACS_DATA_DIR: join(home, 'profile'),
        DBUS_SESSION_BUS_ADDRESS: keyring.busAddress,
      });
      const url = await server.firstLine();
      const context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByTestId('try-demo').click();
      await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
      const banner = page.getByTestId('keychain-banner');
      expect(await banner.count()).toBe(0);

      keyring.lock();
      // The session ends and the guard signs in again, as after a long shift.
      const login = await page.evaluate(async () => {
        const response = await fetch('/api/call', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            method: 'session.login',
            input: { userName: 'guard', password: 'guard-demo', remember: false },
          }),
        });
        return (await response.json()) as { ok: boolean };
      });
      expect(login.ok).toBe(true);
      // A notice: counted in the header, read on Health.
      await expect.poll(() => page.getByTestId('notices-button').getAttribute('data-unread')).not.toBe('0');
      await page.getByTestId('notices-button').click();
      await expect
        .poll(() => banner.textContent())
        .toMatch(
          /The system keychain is locked: unlock it to let the monitor keep its sign-in\. It tries again by itself\./,
        );
      await saveScreenshot(page, 'keychain-locked-1366.png');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(page, 'keychain-locked-1920.png');
      await page.getByTestId('tab-feed').click();
      await expect.poll(() => page.locator('footer.status').textContent()).toMatch(/following live/);
      // Health's sign-in line says it too.
      await page.getByTestId('tab-health').click();
      const keeping = page.getByTestId('health-sign-in');
      expect(await keeping.textContent()).toMatch(/Sign-in kept:\s*not now\. The system keychain is locked/);
      await saveScreenshot(page, 'health-keychain-locked-1920.png');
      await page.setViewportSize({ width: 1366, height: 768 });
      await saveScreenshot(page, 'health-keychain-locked-1366.png');

      keyring.unlock();
      await expect.poll(() => banner.count()).toBe(0);
      await expect.poll(() => keeping.textContent()).toMatch(/Sign-in kept:\s*in the system keychain\./);
      await context.close();
    }, 90_000);
  },
);
