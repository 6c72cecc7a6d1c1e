// NOT MONITORING in Debian's Chromium against `acs-monitor serve` and its demo. The service frozen
// (every request hangs) must never look like a quiet night: a critical strip at the top of every
// screen with its sound, the badge saying NOT MONITORING instead of a count, the feed's rows dimmed
// under "last seen"; acknowledged only with a note; gone by itself once the service answers, saying
// how long it lasted. A screen that loses its monitor says the same itself.
// Screenshots of the blind state at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { played, recordSounds, setRules, startDemo, waitLive } from './support/alarm-page.js';
import { chromiumSuite, type Monitor, saveScreenshot, screenshotsAtBothSizes } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();

/** The demo running with no alarm rules, so every sound the page plays from now on is NOT MONITORING's. */
async function quietDemo(monitor: Monitor): Promise<number> {
  await recordSounds(monitor);
  await startDemo(monitor);
  await setRules(monitor, { rules: [] });
  return played(monitor.page, 'critical.wav');
}

/** Whether every watched customer's sync says its reads fail (they hang, then time out). */
async function everyReadFailing(monitor: Monitor): Promise<boolean> {
  const health = (await monitor.call('health.status')) as { value: Array<{ error: unknown }> };
  return health.value.length > 0 && health.value.every((status) => status.error !== null);
}

describe.skipIf(!CLI_BUILT)('NOT MONITORING in Chromium (needs npm run build)', () => {
  it('the service frozen: NOT MONITORING sounds once 30 s pass unseen, repeats a minute later, needs a note to acknowledge, and clears by itself within 15 s of recovery', async () => {
    const monitor = await suite.open(undefined, { testClock: true });
    const { page } = monitor;
    const before = await quietDemo(monitor);
    await waitLive(monitor);
    const strip = page.getByTestId('not-monitoring');
    const badge = page.getByTestId('alert-badge');
    expect(await strip.count()).toBe(0);

    await monitor.demoControl('faults', { kind: 'hang', times: 'always' });
    // Once every customer's read has timed out (5 s), no read answered before the freeze can still land.
    await expect.poll(() => everyReadFailing(monitor)).toBe(true);
    expect(await strip.count()).toBe(0);
    // Blind 30 s after the last good read, seen by the host's check each second, then pushed. The clock moves
    // on those 30 s at once, as time in which the frozen service answered nothing.
    await monitor.advanceClock(30_000, { unseen: true });
    await strip.waitFor({ timeout: PATIENCE_MS });
    await expect.poll(() => played(page, 'critical.wav')).toBe(before + 1);
    // The badge cannot read "0 alarms": it says NOT MONITORING, in the critical colours.
    expect(await badge.getAttribute('data-not-monitoring')).toBe('true');
    expect(await badge.getByTestId('badge-not-monitoring').textContent()).toContain('NOT MONITORING');
    expect(await badge.textContent()).not.toMatch(/\b0 alarms|No open alarms/);
    expect(await page.getByTestId('not-monitoring-reasons').textContent()).toMatch(/No answer from the service/);
    const lastSeen = await page.getByTestId('not-monitoring-last-seen').textContent();
    expect(lastSeen).toMatch(/last seen \d\d:\d\d/);
    // A wall display says it across the room, with why.
    const display = await monitor.call('screens.rotateUrl', { role: 'display' });
    const wallContext = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const wall = await wallContext.newPage();
      await wall.goto((display.value as { url: string }).url);
      await expect
        .poll(() => wall.getByTestId('wall-state').textContent())
        .toMatch(/^\s*NOT MONITORING\s+since \d\d:\d\d\s*No answer from the service/);
      await screenshotsAtBothSizes(wall, 'display-wall-not-monitoring');
    } finally {
      await wallContext.close();
    }
    // The feed's rows are dimmed under the same "last seen", since nothing newer is known.
    const marker = page.getByTestId('feed-unseen-marker').first();
    expect(await marker.textContent()).toMatch(/last seen \d\d:\d\d: nothing newer is known/);
    expect(await page.locator('[data-testid="feed-row"][data-unseen]').count()).toBeGreaterThan(0);
    // On every screen, not only the feed.
    await page.getByTestId('tab-health').click();
    expect(await strip.isVisible()).toBe(true);
    await page.getByTestId('tab-feed').click();
    await saveScreenshot(page, 'not-monitoring-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'not-monitoring-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });

    // Unacknowledged, it sounds again a minute later.
    expect(await played(page, 'critical.wav')).toBe(before + 1);
    await monitor.advanceClock(60_000, { unseen: true });
    await expect.poll(() => played(page, 'critical.wav')).toBe(before + 2);

    // Acknowledging needs a note saying what is being done; then it shows who wrote what, and stays.
    await page.getByTestId('not-monitoring-ack-open').click();
    await page.getByTestId('not-monitoring-note').fill('   ');
    await page.getByTestId('not-monitoring-ack').click();
    expect(await page.getByTestId('not-monitoring-error').textContent()).toMatch(/note is required/);
    expect(await page.getByTestId('not-monitoring-acknowledged').count()).toBe(0);
    await page.getByTestId('not-monitoring-note').fill('Calling the service provider, ticket 4471');
    await page.getByTestId('not-monitoring-ack').click();
    const acknowledged = page.getByTestId('not-monitoring-acknowledged');
    await expect
      .poll(() => acknowledged.textContent())
      .toMatch(/Acknowledged by guard at \d\d:\d\d: “Calling the service provider, ticket 4471”/);
    const host = (await monitor.call('monitoring.status')) as { value: { acknowledged: { note: string } | null } };
    expect(host.value.acknowledged?.note).toBe('Calling the service provider, ticket 4471');
    expect(await strip.isVisible()).toBe(true);
    await saveScreenshot(page, 'not-monitoring-acknowledged-1366.png');

    await monitor.demoControl('faults', undefined, 'DELETE');
    const restored = page.getByTestId('contact-restored');
    await restored.waitFor({ timeout: PATIENCE_MS });
    // On the test clock the gap may be whole minutes ("2 min"), which the screen writes without seconds.
    expect(await restored.textContent()).toMatch(/Contact restored after (\d+ min( \d+ s)?|\d+ s)\(not monitoring/);
    expect(await strip.count()).toBe(0);
    expect(await badge.getAttribute('data-not-monitoring')).toBeNull();
    expect(await page.getByTestId('feed-unseen-marker').count()).toBe(0);
    await saveScreenshot(page, 'contact-restored-1366.png');
  }, 240_000);

  it('watching no customer is NOT MONITORING after 30 s, never "No open alarms"; watching one again ends it', async () => {
    const monitor = await suite.open(undefined, { testClock: true });
    const { page } = monitor;
    const before = await quietDemo(monitor);
    await page.getByTestId('tab-customers').click();
    const boxes = page.getByTestId('customer-watch');
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) await box.uncheck();
    const watched = async (): Promise<number> => {
      const answer = (await monitor.call('customers.list')) as { value: Array<{ watched: boolean }> };
      return answer.value.filter((customer) => customer.watched).length;
    };
    await expect.poll(watched).toBe(0);
    const strip = page.locator('[data-testid="not-monitoring"][data-cause="nothing-watched"]');
    expect(await strip.count()).toBe(0);

    // 30 s in which nothing is watched, so nothing is seen.
    await monitor.advanceClock(30_000, { unseen: true });
    await strip.waitFor({ timeout: PATIENCE_MS });
    expect(await page.getByTestId('not-monitoring-reasons').textContent()).toMatch(
      /No customer is watched.*Customers tab/,
    );
    expect(await page.getByTestId('alert-badge').textContent()).not.toMatch(/No open alarms/);
    // Nothing was to be seen, so no "last seen"; and the header does not say Live.
    expect(await page.getByTestId('not-monitoring-last-seen').count()).toBe(0);
    expect(await page.getByTestId('health-summary').textContent()).toBe('No customer watched');
    await expect.poll(() => played(page, 'critical.wav')).toBe(before + 1);
    await saveScreenshot(page, 'not-monitoring-nothing-watched-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'not-monitoring-nothing-watched-1920.png');

    await boxes.first().check();
    await strip.waitFor({ state: 'detached', timeout: PATIENCE_MS });
  });

  it('signed out, the sign-in screen itself says NOT MONITORING and sounds', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const before = await quietDemo(monitor);
    await page.getByTestId('sign-out').click();
    const strip = page.locator('[data-testid="not-monitoring"][data-cause="signed-out"]');
    await strip.waitFor({ timeout: PATIENCE_MS });
    expect(await page.getByTestId('tab-feed').count()).toBe(0);
    await expect.poll(() => played(page, 'critical.wav')).toBe(before + 1);
    await saveScreenshot(page, 'not-monitoring-signed-out-1366.png');
  });

  it('a monitor that freezes (its process stopped, the stream left open) is NOT MONITORING on the screen, and seen again when it resumes', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await monitor.context.clock.install();
    const before = await quietDemo(monitor);

    // Nothing closes the stream: only the missing heartbeat tells the page, after 12 s of silence; 15 s after
    // that the screen is blind. The page's clock moves on over both waits (its timers fire as they fall due).
    monitor.server.child.kill('SIGSTOP');
    const strip = page.locator('[data-testid="not-monitoring"][data-cause="link"]');
    try {
      await page.clock.fastForward(13_000);
      await page.getByTestId('connection-banner').waitFor({ timeout: PATIENCE_MS });
      expect(await strip.count()).toBe(0);
      await page.clock.fastForward(15_000);
      await strip.waitFor({ timeout: PATIENCE_MS });
      await expect.poll(() => played(page, 'critical.wav')).toBe(before + 1);
    } finally {
      monitor.server.child.kill('SIGCONT');
    }
    await strip.waitFor({ state: 'detached', timeout: PATIENCE_MS });
  });

  it('a screen that cannot reach its monitor for 15 s says NOT MONITORING itself and sounds', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await monitor.context.clock.install();
    const before = await quietDemo(monitor);

    monitor.server.child.kill('SIGTERM');
    await monitor.server.finished;
    const strip = page.locator('[data-testid="not-monitoring"][data-cause="link"]');
    // The screen loses its monitor at once; the page's clock moves on the 15 s after which it is blind.
    await page.getByTestId('connection-banner').waitFor({ timeout: PATIENCE_MS });
    expect(await strip.count()).toBe(0);
    await page.clock.fastForward(15_000);
    await strip.waitFor({ timeout: PATIENCE_MS });
    expect(await strip.textContent()).toContain('This screen cannot reach its monitor');
    await expect.poll(() => played(page, 'critical.wav')).toBe(before + 1);
    expect(await page.getByTestId('alert-badge').getAttribute('data-not-monitoring')).toBe('true');
    expect(await page.getByTestId('feed-unseen-marker').first().textContent()).toMatch(
      /This screen cannot reach its monitor: last seen \d\d:\d\d/,
    );

    // Acknowledged here, with a note, since the monitor cannot be told.
    await page.getByTestId('not-monitoring-ack-open').click();
    await page.getByTestId('not-monitoring-note').fill('Rebooting the monitor computer');
    await page.getByTestId('not-monitoring-ack').click();
    expect(await page.getByTestId('not-monitoring-acknowledged').textContent()).toMatch(
      /Acknowledged by this screen at \d\d:\d\d: “Rebooting the monitor computer” \(kept on this screen only/,
    );
    await saveScreenshot(page, 'not-monitoring-link-1366.png');
  });
});
