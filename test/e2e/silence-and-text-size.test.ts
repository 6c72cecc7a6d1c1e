// Two settings a guard lives with through a shift, in Debian's Chromium against `acs-monitor serve`:
// a timed silence of the alarm sound (SOUND OFF until 03:40: a high alarm makes no sound, a critical
// one sounds once, the silence ends by itself on the host's clock) and the larger text (16 px) for a
// 12-hour shift, set on Health and applied to every screen.
// Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { headerCounts, injectEvent, played, recordSounds, setRules, startDemo } from './support/alarm-page.js';
import { chromiumSuite, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();

describe.skipIf(!CLI_BUILT)('the silence and the text size in Chromium (needs npm run build)', () => {
  it('silenced for 15 min: a high alarm makes no sound, a critical one sounds once, and the silence ends by itself', async () => {
    const monitor = await suite.open(undefined, { testClock: true });
    const { page } = monitor;
    await recordSounds(monitor);
    const [first] = await startDemo(monitor);
    const customerGuid = first!.customerGuid;
    // Rules of this test's own (the demo's other traffic raises nothing). A high alarm left open 10 min sounds
    // again: after the jump below that is what sounds (an event injected then would lie in the sync's future).
    await setRules(monitor, {
      rules: [
        { name: 'Drill: panel fault', when: { displayNameContains: ['drill panel'] }, alarm: 'high', group: 'none' },
        { name: 'Drill: door forced', when: { displayNameContains: ['drill forced'] }, alarm: 'critical' },
      ],
      escalateAfterMinutes: { critical: null, high: 10, medium: null, low: null },
    });
    const highCount = async (): Promise<number> => (await headerCounts(page)).high ?? 0;

    // With the sound on, a high alarm sounds: what the silence must then hold back.
    await injectEvent(monitor, customerGuid, 'Drill panel fault', 'High');
    await expect.poll(highCount).toBe(1);
    await expect.poll(() => played(page, 'alarm.wav')).toBe(1);

    await page.getByTestId('sound-silence').selectOption('15');
    const off = page.getByTestId('sound-off');
    await expect.poll(() => off.textContent()).toMatch(/SOUND OFF until \d\d:\d\d \(15 min left\)/);
    expect(await page.locator('header.app-header.silenced').count()).toBe(1);
    await saveScreenshot(page, 'sound-off-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'sound-off-1920.png');

    await injectEvent(monitor, customerGuid, 'Drill panel fault', 'High');
    await expect.poll(highCount).toBe(2);
    expect(await played(page, 'alarm.wav')).toBe(1);

    await injectEvent(monitor, customerGuid, 'Drill forced door', 'Critical');
    await expect.poll(async () => (await headerCounts(page)).critical).toBe(1);
    expect(await played(page, 'critical.wav')).toBe(1);

    // 16 minutes later on the host's clock (the page's own clock has not moved): the sound is on again, and
    // the high alarms left open since sound again.
    await monitor.advanceClock(16 * 60_000);
    await page.getByTestId('sound-silence').waitFor({ timeout: PATIENCE_MS });
    expect(await off.count()).toBe(0);
    expect(await page.locator('header.app-header.silenced').count()).toBe(0);
    await expect.poll(() => played(page, 'alarm.wav')).toBe(2);
  }, 120_000);

  it('the larger text, set on Health, holds on every screen and after a reload; the rows grow with it', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await startDemo(monitor);
    const rootSize = (): Promise<string> => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    /** The first two rows' height and the distance between them: the list places rows as tall as they are drawn. */
    const rows = (): Promise<number[]> =>
      page.getByTestId('feed-row').evaluateAll((nodes) => {
        const [a, b] = nodes.map((node) => node.getBoundingClientRect()).sort((x, y) => x.top - y.top);
        return [a!.height, b!.top - a!.top];
      });
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(1);
    expect(await rootSize()).toBe('14px');
    // Polled: the first rows can be in the page a frame before the list has laid them out (0 px tall).
    await expect.poll(rows).toEqual([36, 36]);

    await page.getByTestId('tab-health').click();
    await page.getByTestId('setting-large-text').check();
    await expect.poll(rootSize).toBe('16px');
    await saveScreenshot(page, 'large-text-health-1366.png');
    await page.reload();
    await expect.poll(rootSize).toBe('16px');
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(1);
    await expect.poll(rows).toEqual([42, 42]);
    await saveScreenshot(page, 'large-text-feed-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'large-text-feed-1920.png');
    // At 1920 px even the larger text leaves names and reasons whole.
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="feed-customer"], [data-testid="feed-title"]'))
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
  });
});
