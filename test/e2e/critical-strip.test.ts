// What a guard sees at the top of every screen, in Debian's Chromium against `acs-monitor serve` and
// its demo: the critical strip (customer (code), site, door, the site's time with its zone; its action
// opens the alarm with its instructions and never acknowledges it), the header's counts per priority,
// the customer choice saying what it hides, a critical row in the feed that stands out by more than
// hue, and the feed's names whole at 1366 px.
// Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { demoCustomers, headerCounts, injectEvent, setRules } from './support/alarm-page.js';
import { chromiumSuite, type Monitor, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
const INSTRUCTION = 'Call the site manager on 555 0199, then check the loading bay camera';

/** Rules of this test's own: a drill's forced door is critical, a denial low; the demo's other traffic raises nothing. */
async function drillRules(monitor: Monitor, customerGuid: string): Promise<void> {
  await setRules(monitor, {
    rules: [
      { name: 'Drill: door forced', when: { displayNameContains: ['drill forced'] }, alarm: 'critical' },
      { name: 'Access denied', when: { eventType: [2] }, alarm: 'low' },
    ],
    instructions: [{ customerGuid, text: INSTRUCTION }],
  });
}

/** The open alarms per priority, as the host counts them. */
async function hostCounts(monitor: Monitor): Promise<Record<string, number>> {
  const answer = (await monitor.call('alerts.list')) as { value: Array<{ state: string; priority: string }> };
  const counts: Record<string, number> = {};
  for (const group of answer.value.filter((g) => g.state === 'open'))
    counts[group.priority] = (counts[group.priority] ?? 0) + 1;
  return counts;
}

function relativeLuminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((part) => {
      const c = Number(part) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ratio = (a: string, b: string): number => {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

describe.skipIf(!CLI_BUILT)('the critical strip and the header in Chromium (needs npm run build)', () => {
  // No test needs a pristine monitor: they share one, each with the same rules and a forced door of its own.
  const shared = suite.sharedDemo();

  it('a forced door: the strip names where and when; its action opens the alarm with its instructions and leaves it open', async () => {
    const monitor = await shared.open();
    const { page } = monitor;
    const [first] = await demoCustomers(monitor);
    await drillRules(monitor, first!.customerGuid);
    const forced = await injectEvent(monitor, first!.customerGuid, 'Drill forced door', 'Critical');
    const customer = (await monitor.call('customers.list')) as {
      value: Array<{ customerGuid: string; customerName: string; customerCode: string }>;
    };
    const named = customer.value.find((c) => c.customerGuid === first!.customerGuid)!;

    const entry = page.getByTestId('critical-alarm').filter({ hasText: forced.doorName }).first();
    await entry.waitFor({ timeout: PATIENCE_MS });
    // Customer (code), site, door, in that order; the site's clock with its zone's name; how long it is open.
    expect(await entry.getByTestId('critical-alarm-place').textContent()).toBe(
      `${named.customerName} (${named.customerCode}) · ${forced.siteName} · ${forced.doorName}`,
    );
    expect(await entry.getByTestId('critical-alarm-time').textContent()).toMatch(
      /^\d\d:\d\d:\d\d [A-Z][A-Za-z0-9+−-]{1,8}( \(\d\d:\d\d here\))?$/,
    );
    expect(await entry.innerText()).toMatch(/CRITICAL.*Drill forced door.*open \d+ (s|min)/s);
    // Nothing on the strip acknowledges: reading comes first.
    expect(await entry.getByRole('button').allInnerTexts()).toEqual(['Open alarm']);
    await saveScreenshot(page, 'critical-strip-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'critical-strip-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });

    // It is on every screen: from Health, its action opens the alarm on the Alarms screen, instructions shown.
    await page.getByTestId('tab-health').click();
    await entry.getByTestId('critical-alarm-open').click();
    expect(await page.getByTestId('tab-alerts').getAttribute('aria-selected')).toBe('true');
    const alarm = page.locator(
      `[data-testid="alert-item"][data-alert-key="${await entry.getAttribute('data-alert-key')}"]`,
    );
    await alarm.waitFor();
    expect(await alarm.isVisible()).toBe(true);
    expect(await alarm.getByTestId('alert-procedure').textContent()).toContain(INSTRUCTION);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-alert-key]')?.getAttribute('data-alert-key')),
      )
      .toBe(await alarm.getAttribute('data-alert-key'));
    expect(await alarm.getAttribute('data-state')).toBe('open');
    expect(await entry.isVisible()).toBe(true);

    // Acknowledged there, once its step is done, it leaves the strip.
    await alarm.getByTestId('alert-step-done').first().check();
    await expect.poll(() => alarm.getByTestId('alert-step').first().getAttribute('data-done')).toBe('true');
    await alarm.getByTestId('alert-ack').click();
    await expect.poll(() => alarm.getAttribute('data-state')).toBe('acknowledged');
    await expect.poll(() => page.getByTestId('critical-alarm').filter({ hasText: forced.doorName }).count()).toBe(0);
  });

  it('the header counts open alarms per priority, and the customer choice says what it hides', async () => {
    const monitor = await shared.open();
    const { page } = monitor;
    const [first, second] = await demoCustomers(monitor);
    await drillRules(monitor, first!.customerGuid);
    await injectEvent(monitor, second!.customerGuid, 'Drill forced door', 'Critical');
    await monitor.demoControl('events', { customerGuid: second!.customerGuid, eventType: 2 });
    await expect.poll(async () => (await headerCounts(page)).critical).toBe(1);
    // The same numbers as the host, priority by priority (the demo goes on denying meanwhile: read until they agree).
    await expect
      .poll(async () => JSON.stringify([await headerCounts(page), await hostCounts(monitor)]))
      .toSatisfy((both: string) => {
        const [shown, host] = JSON.parse(both) as [Record<string, number>, Record<string, number>];
        const same = (a: Record<string, number>) => JSON.stringify(Object.entries(a).sort());
        return same(shown) === same(host) && (shown.low ?? 0) > 0;
      });
    const badge = page.getByTestId('alert-badge');
    // The demo's own traffic may add a high or medium alarm meanwhile (a door held open): in its place.
    expect(await badge.textContent()).toMatch(/^\s*1 critical( · \d+ (high|medium))* · \d+ low\s*$/);
    await saveScreenshot(page, 'header-counts-1366.png', { x: 0, y: 0, width: 1366, height: 120 });

    // One customer chosen: the other's open alarms are hidden, and the header says so.
    await page.getByTestId('customer-scope').selectOption(first!.customerGuid);
    const hiding = page.getByTestId('scope-hiding');
    await expect
      .poll(() => hiding.textContent())
      .toMatch(
        new RegExp(`Showing 1 of \\d customers \\(${escaped(first!.customerName)}\\): \\d+ open alarms? hidden`),
      );
    const hidden = Number(/(\d+) open alarms? hidden/.exec((await hiding.textContent())!)![1]);
    expect(hidden).toBeGreaterThanOrEqual(2);
    // The feed follows the choice: only that customer's rows.
    await expect
      .poll(async () => [...new Set(await page.getByTestId('feed-customer').allTextContents())])
      .toEqual([first!.customerName]);
    await saveScreenshot(page, 'header-scope-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'header-scope-1920.png');
    await hiding.getByTestId('scope-show-all').click();
    expect(await hiding.count()).toBe(0);
  });

  it('a critical row in the feed stands out 3:1 from its neighbours with its badge and shape; names and reasons are whole at 1366 px', async () => {
    const monitor = await shared.open();
    const { page } = monitor;
    const [first] = await demoCustomers(monitor);
    await drillRules(monitor, first!.customerGuid);
    const forced = await injectEvent(monitor, first!.customerGuid, 'Drill forced door', 'Critical');
    const row = page.locator(`[data-testid="feed-row"][data-event-id="${forced.eventId}"]`);
    await expect.poll(() => row.getAttribute('data-alarm-priority')).toBe('critical');
    // A few ordinary rows arrive around it, so it has neighbours.
    for (let n = 0; n < 3; n++) {
      await monitor.demoControl('events', {
        customerGuid: first!.customerGuid,
        eventType: 1,
        displayName: 'Access granted',
      });
    }
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(4);

    const colours = await row.evaluate((element) => {
      const fill = (node: Element | null): string => {
        for (let at = node; at; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'rgb(0, 0, 0)';
      };
      const rows = Array.from(document.querySelectorAll('[data-testid="feed-row"]')).sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      );
      const at = rows.indexOf(element);
      return { own: fill(element), neighbours: [rows[at - 1], rows[at + 1]].filter(Boolean).map((n) => fill(n!)) };
    });
    expect(colours.neighbours.length).toBeGreaterThan(0);
    for (const neighbour of colours.neighbours) expect(ratio(colours.own, neighbour)).toBeGreaterThanOrEqual(3);
    // Not by hue alone: its badge carries the word and the octagon.
    const badge = row.locator('[data-priority="critical"]');
    expect(await badge.textContent()).toContain('Critical');
    expect(await badge.locator('svg path').count()).toBeGreaterThan(0);
    // Granted is quiet: not bold, not green.
    const granted = page.locator('[data-testid="feed-row"] [data-kind="granted"]').first();
    expect(await granted.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('400');

    // Names and reasons whole at 1366 px, bold in the critical row: no event, site, door or user cell is cut
    // (the customer's column gives way there, named in the site's title).
    const cut = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll(
          ['feed-customer', 'feed-title', 'feed-site', 'feed-door', 'feed-user']
            .map((id) => `[data-testid="${id}"]`)
            .join(),
        ),
      )
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
    await saveScreenshot(page, 'feed-critical-row-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'feed-critical-row-1920.png');
  });
});
