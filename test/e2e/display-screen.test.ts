// A display screen (a wall) of the browser shell: it opens on its wall (the monitor's state, the alarms
// counted and queued, the latest events, large), and shows the feed, the alarms and health as an operator's
// screen does, offering none of the controls its host would refuse it (no session, watch, mute, acknowledge,
// settings or screens). The operator's screen beside it keeps every one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { injectEvent, startDemo } from './support/alarm-page.js';
import { chromiumSuite, saveScreenshot, screenshotsAtBothSizes } from './support/monitor.js';

const suite = chromiumSuite();

const tabsOf = async (page: Page): Promise<string[]> =>
  (await page.getByRole('tab').allTextContents()).map((label) => label.replace(/ \(\d+\)$/, '').trim());

describe.skipIf(!CLI_BUILT)('a display screen, in Chromium (needs npm run build)', () => {
  it('watches the feed, the alarms and health, and offers no control', async () => {
    const desk = await suite.open();
    const [customer] = await startDemo(desk);
    const made = await desk.call('screens.rotateUrl', { role: 'display' });
    const context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const wall = await context.newPage();
      await wall.goto((made.value as { url: string }).url);
      // It opens on its wall: whether the monitor sees, the alarms counted and queued, the latest events.
      await expect.poll(() => wall.getByTestId('wall-event').count()).toBeGreaterThan(0);
      expect(await wall.getByTestId('wall-state').textContent()).toMatch(/^MONITORING · \d+ customers seen/);
      await injectEvent(desk, customer!.customerGuid, 'Door forced open', 'Critical');
      const first = wall.getByTestId('wall-alarm').first();
      await expect.poll(() => first.getAttribute('data-priority')).toBe('critical');
      expect(await first.textContent()).toContain('Door forced open');
      expect(await wall.getByTestId('wall-counts').locator('[data-priority="critical"]').textContent()).toMatch(
        /^\s*1\s*Critical/,
      );
      // Nothing on it to act with.
      expect(await wall.getByTestId('wall').locator('button, input, select, textarea, a').count()).toBe(0);
      await screenshotsAtBothSizes(wall, 'display-wall');

      expect(await wall.getByTestId('display-tag').textContent()).toBe('WALL DISPLAY · watch only');
      expect(await tabsOf(wall)).toEqual(['Wall', 'Feed', 'Alarms', 'Inventory', 'Health']);
      await wall.getByTestId('tab-feed').click();
      await expect.poll(() => wall.getByTestId('feed-row').count()).toBeGreaterThan(0);
      await expect.poll(() => wall.getByTestId('alert-badge').getAttribute('data-priority')).toBe('critical');
      for (const control of ['sign-out', 'sound-off', 'sound-silence', 'sound-blocked']) {
        expect(await wall.getByTestId(control).count(), control).toBe(0);
      }
      await wall.getByTestId('tab-alerts').click();
      await expect.poll(() => wall.getByTestId('alert-sentence').count()).toBeGreaterThan(0);
      expect(await wall.getByTestId('alert-ack').count()).toBe(0);
      expect(await wall.getByTestId('alert-select').count()).toBe(0);
      await saveScreenshot(wall, 'display-alarms-1366.png');
      // The keys that would change an alarm say why nothing happens.
      await wall.getByTestId('alarm-list').focus();
      await wall.keyboard.press('a');
      await expect
        .poll(() => wall.getByTestId('alarm-key-hint').textContent())
        .toBe('This screen is a display: it watches only. Act on an operator’s screen.');

      await wall.getByTestId('tab-health').click();
      await expect.poll(() => wall.getByTestId('health-summary').count()).toBe(1);
      expect(await wall.getByTestId('settings').count()).toBe(0);
      expect(await wall.getByText(/New display address/).count()).toBe(0);
      await wall.setViewportSize({ width: 1920, height: 1080 });
      await wall.getByTestId('tab-feed').click();
      await saveScreenshot(wall, 'display-feed-1920.png');
      await wall.getByTestId('tab-alerts').click();
      await saveScreenshot(wall, 'display-alarms-1920.png');
      await wall.setViewportSize({ width: 1366, height: 768 });
      await wall.getByTestId('tab-feed').click();
      await saveScreenshot(wall, 'display-feed-1366.png');

      // The operator's screen keeps every control.
      expect(await desk.page.getByTestId('sign-out').count()).toBe(1);
      expect(await desk.page.getByTestId('display-tag').count()).toBe(0);
      expect(await tabsOf(desk.page)).toEqual([
        'Feed',
        'Alarms',
        'Rules',
        'Inventory',
        'Export',
        'Health',
        'Customers',
      ]);
    } finally {
      await context.close();
    }
  });
});
