// The screens behind the tabs are chunks of their own (the feed, the critical strip and the banners
// are in the first one), fetched ahead once the feed shows its first page: a guard opening a tab then
// never waits on a file, even when the host stops serving them. Each screen at 1366×768 and 1920×1080
// goes to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { startDemo } from './support/alarm-page.js';
import { chromiumSuite, saveScreenshot } from './support/monitor.js';

const suite = chromiumSuite();
const LATER_SCREENS = ['alerts', 'rules', 'inventory', 'export', 'health', 'customers'] as const;
const CHUNK = /\/assets\/(Alerts|Rules|Inventory|Export|Health|Customers)View-[\w-]+\.js$/;

describe.skipIf(!CLI_BUILT)('the screens, loaded ahead (needs npm run build)', () => {
  it('once the feed shows its first page, every tab opens with no file left to fetch', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await startDemo(monitor);
    // Every later screen's chunk comes without a tab being opened.
    await expect
      .poll(() =>
        page.evaluate(
          (source) =>
            new Set(
              performance
                .getEntriesByType('resource')
                .map((entry) => entry.name)
                .filter((name) => new RegExp(source).test(name)),
            ).size,
          CHUNK.source,
        ),
      )
      .toBe(LATER_SCREENS.length);
    // From here the host serves no file: a screen still waiting on its chunk (or its style) would stay blank.
    const refused: string[] = [];
    await page.route(/\/assets\//, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    for (const view of LATER_SCREENS) {
      await page.getByTestId(`tab-${view}`).click();
      await expect.poll(() => page.locator(`#panel-${view} > *`).count()).toBeGreaterThan(0);
      await saveScreenshot(page, `screen-${view}-1366.png`);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(page, `screen-${view}-1920.png`);
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    await page.getByTestId('tab-feed').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'screen-feed-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'screen-feed-1920.png');
    expect(refused).toEqual([]);
  });
});
