// A guard's first hour against a service of its own (the demo as an outside service): Connect checks
// the address, a wrong password is readable at 1366×768, sign-in → Watch all → the first event in
// three clicks or fewer; then customer notes, Escape on the event detail and the inventory's counts.
import { describe, expect, it } from 'vitest';
import { startDemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
const NOTES = 'Head office and two depots. Out-of-hours alarms go to the Leeds control room.';

describe.skipIf(!CLI_BUILT)('the first hour in Chromium (needs npm run build)', () => {
  it('connect, register, sign in: Watch all is offered at once and the feed follows, in three clicks', async () => {
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 2 });
    const closed = await startDemoService({ eventsPerMinute: 0 });
    const deadAddress = closed.baseUrl;
    await closed.close();
    try {
      const monitor = await suite.open();
      const { page } = monitor;
      await page.getByTestId('connect-url').fill(deadAddress);
      await page.getByTestId('connect-submit').click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/^Nothing answers at /);

      await page.getByTestId('connect-url').fill(demo.baseUrl);
      await page.getByTestId('connect-submit').click();
      await page.getByTestId('register-email').fill('desk@example.com');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('signin-user').fill('guard');
      expect(await page.getByTestId('signin-remember').count()).toBe(0); // no keychain here: nothing to remember in
      expect(await page.getByTestId('secret-store-warning').textContent()).toMatch(/Sign-ins are not kept/);

      await page.getByTestId('signin-password').fill('not-the-password');
      await page.getByTestId('signin-submit').click();
      const refusal = page.getByTestId('signin-error');
      await refusal.waitFor();
      // In words, saying what to do; the service's sentence and its code are folded under Details.
      expect(await refusal.locator('p').textContent()).toBe(
        'The user name or password is not right. Check both (and Caps Lock), then try again.',
      );
      expect(await refusal.locator('details').isVisible()).toBe(true);
      expect(await refusal.locator('details').getAttribute('open')).toBeNull();
      await expect
        .poll(async () => (await refusal.boundingBox())!.y + (await refusal.boundingBox())!.height)
        .toBeLessThanOrEqual(768);
      await saveScreenshot(page, 'first-run-wrong-password-1366.png');

      let clicks = 0;
      await page.getByTestId('signin-password').fill('guard-demo');
      await page.getByTestId('signin-submit').click();
      clicks += 1;
      const prompt = page.getByTestId('watch-prompt');
      await prompt.waitFor({ timeout: PATIENCE_MS });
      await saveScreenshot(page, 'watch-prompt-1366.png');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(page, 'watch-prompt-1920.png');
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByTestId('watch-all').click();
      clicks += 1;
      await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
      expect(clicks).toBeLessThanOrEqual(3);
      await prompt.waitFor({ state: 'detached' });
      const watched = (await monitor.call('customers.list')) as { value: Array<{ watched: boolean }> };
      expect(watched.value.filter((customer) => customer.watched).length).toBe(
        demo.data.customers.filter((customer) => !customer.restricted).length,
      );

      // Signed out: a sign-in to the same service in place, not the set-up screen and its demo button.
      await page.getByTestId('sign-out').click();
      const again = page.getByTestId('sign-in-again');
      await again.waitFor();
      expect(await page.getByTestId('try-demo').count()).toBe(0);
      expect(await page.getByTestId('sign-in-again-service').textContent()).toBe(demo.baseUrl);
      expect(await page.getByTestId('signin-user').inputValue()).toBe('guard');
      await saveScreenshot(page, 'signed-out-1366.png');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(page, 'signed-out-1920.png');
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.getByTestId('signin-password').fill('guard-demo');
      await page.getByTestId('signin-submit').click();
      await again.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);

      // Setting up afresh is one link away.
      await page.getByTestId('sign-out').click();
      await page.getByTestId('set-up-again').click();
      await page.getByTestId('try-demo').waitFor();
    } finally {
      await demo.close();
    }
  });

  it('customer notes on the customer and in the event detail; Escape closes the detail; inventory counts right', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    await page.getByLabel('Customer shown on every screen').selectOption({ label: 'Northwind Facilities Ltd' });
    // The feed keeps the rows it had until the customer's own arrive.
    await expect
      .poll(() => page.getByTestId('feed-row').first().getByTestId('feed-customer').textContent())
      .toBe('Northwind Facilities Ltd');
    await page.getByTestId('feed-row').first().click();
    expect(await page.getByTestId('detail-customer-notes').textContent()).toBe(NOTES);
    await saveScreenshot(page, 'detail-notes-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'detail-notes-1920.png');
    await page.keyboard.press('Escape');
    await page.getByTestId('event-detail').waitFor({ state: 'detached' });

    await page.getByTestId('tab-customers').click();
    // The screen reads the customers when it opens: read until they are there.
    await expect.poll(() => page.getByTestId('customer-notes').allTextContents()).toContain(NOTES);
    await saveScreenshot(page, 'customers-notes-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });
    await saveScreenshot(page, 'customers-notes-1366.png');

    await page.getByTestId('tab-inventory').click();
    const rows = page.getByTestId('inventory-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('inventory-age').textContent()).toMatch(/shown/);
    for (const row of await rows.all()) {
      const troubled = /Offline|Tamper|Fault|Low battery/.test((await row.textContent()) ?? '');
      expect(await row.getAttribute('data-attention')).toBe(troubled ? 'yes' : null);
    }
    expect(await page.getByTestId('inventory-age').textContent()).toMatch(new RegExp(`\\b${await rows.count()} shown`));
    await saveScreenshot(page, 'inventory-doors-1366.png');
    await page.getByTestId('inventory-devices').click();
    // The count and the rows are read together, each time: the controllers arrive after the click.
    await expect
      .poll(async () => {
        const [text, count] = await Promise.all([page.getByTestId('inventory-age').textContent(), rows.count()]);
        return count > 0 && new RegExp(`\\b${count} shown`).test(text ?? '');
      })
      .toBe(true);
    await page.getByTestId('inventory-search').fill('zzz-no-such-controller');
    await expect.poll(() => page.getByTestId('inventory-age').textContent()).toMatch(/\b0 of \d+ shown/);
  });
});
