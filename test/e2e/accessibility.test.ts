// axe-core's WCAG 2.2 A and AA rules over every screen of the monitor and the states a guard meets:
// first run, each tab with the demo's live data, an alarm open, the key help, NOT MONITORING, signed out.
// Every violation is listed with where it was found, so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, tryDemo } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe finds on the page as it is now, one line per rule broken, naming the state and the first element. */
async function violations(page: Page, state: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return found.map(
    (rule) =>
      `${state}: ${rule.id} (${rule.impact ?? 'unrated'}), ${rule.nodes.length} element(s), first ${rule.nodes[0]?.target.join(' ')}: ${rule.help}`,
  );
}

describe.skipIf(!CLI_BUILT)('accessibility in Chromium (needs npm run build)', () => {
  it('no WCAG 2.2 A or AA violation on any screen or state', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const found: string[] = [];
    await page.getByTestId('try-demo').waitFor();
    found.push(...(await violations(page, 'first run')));

    const customerGuid = await tryDemo(monitor);
    // A critical alarm open: the strip, the badge and the alarm card are part of what is checked.
    await monitor.demoControl('events', {
      customerGuid,
      eventType: 7301,
      displayName: 'Door forced open',
      priorityDescription: 'Critical',
      cardholder: false,
    });
    await page.getByTestId('critical-alarm').first().waitFor({ timeout: PATIENCE_MS });
    for (const tab of ['feed', 'alerts', 'rules', 'inventory', 'export', 'health', 'customers']) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.getByRole('tabpanel').waitFor();
      found.push(...(await violations(page, `the ${tab} tab`)));
    }
    await page.getByTestId('tab-feed').click();
    await page.getByTestId('feed-row').first().click();
    await page.getByTestId('event-detail').waitFor();
    found.push(...(await violations(page, 'an event open in the feed')));
    await page.getByTestId('tab-alerts').click();
    await page.getByTestId('alarms-history').click();
    found.push(...(await violations(page, "the alarms' history")));
    await page.keyboard.press('?');
    await page.getByTestId('alarm-key-help').waitFor();
    found.push(...(await violations(page, 'the key help')));
    await page.keyboard.press('Escape');
    // Forms a guard opens on an alarm: the snooze form.
    await page.getByTestId('alarms-current').click();
    await page.getByTestId('alert-snooze-open').first().click();
    await page.getByTestId('snooze-save').first().waitFor();
    found.push(...(await violations(page, 'an alarm with its snooze form open')));

    // A wall display: its wall, and its other tabs.
    const display = await monitor.call('screens.rotateUrl', { role: 'display' });
    const wallContext = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const wall = await wallContext.newPage();
      await wall.goto((display.value as { url: string }).url);
      await wall.getByTestId('wall-alarm').first().waitFor({ timeout: PATIENCE_MS });
      found.push(...(await violations(wall, 'a wall display')));
      await wall.getByTestId('tab-alerts').click();
      await wall.getByTestId('alert-item').first().waitFor();
      found.push(...(await violations(wall, "a wall display's alarms")));
    } finally {
      await wallContext.close();
    }

    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in-again').waitFor();
    await page.getByTestId('not-monitoring').waitFor();
    found.push(...(await violations(page, 'signed out, NOT MONITORING')));

    expect(found).toEqual([]);
    // Fourteen full analyses by axe: 32 s alone, more than the suites' 120 s in a full run on a loaded machine.
  }, 240_000);
});
