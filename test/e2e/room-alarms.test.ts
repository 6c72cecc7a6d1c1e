// An alarm in a control room, in Chromium against `acs-monitor serve` and its demo, the workstation in
// a fresh room database: the guard claims a forced door's alarm ("I'm on it") and every screen says
// who holds it and since when (a wall display too, which offers no claim); when another workstation's
// operator holds it, acknowledging it here is refused with who and since when. Screenshots at 1366×768
// go to test-results/screenshots/.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { startDemo, waitLive } from './support/alarm-page.js';
import { chromiumSuite, SHOTS } from './support/monitor.js';

const suite = chromiumSuite();
let db: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase();
});
afterAll(() => db.drop());

describe.skipIf(!CLI_BUILT)('an alarm in a control room, in Chromium (needs npm run build)', () => {
  it('is claimed from its details, and acknowledging one another operator holds is refused naming them', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    expect(await monitor.call('room.join', { url: db.url })).toMatchObject({ ok: true });
    const [customer] = await startDemo(monitor);
    await waitLive(monitor);
    const forced = (await monitor.demoControl('events', {
      customerGuid: customer!.customerGuid,
      eventType: 7301,
      displayName: 'Door forced open',
      priorityDescription: 'Critical',
      cardholder: false,
    })) as { eventId: number; doorName: string };

    await page.getByTestId('tab-alerts').click();
    const row = page.locator('[data-testid="alert-item"][data-priority="critical"]', { hasText: forced.doorName });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await row.focus();
    const claim = row.getByTestId('alert-claim');
    await expect.poll(() => claim.textContent(), { timeout: 15_000 }).toBe('Claim: I’m on it');
    await claim.click();
    const claimedBy = row.getByTestId('alert-claimed-by');
    await expect.poll(() => claimedBy.textContent(), { timeout: 15_000 }).toMatch(/Claimed by guard \(.+\) since /);
    expect(await row.getByTestId('alert-claim').textContent()).toBe('Release');
    await page.screenshot({ path: join(SHOTS, 'alarm-claimed-1366.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(SHOTS, 'alarm-claimed-1920.png') });
    await page.setViewportSize({ width: 1366, height: 768 });

    // A wall display shows who holds it, and offers no claim.
    const made = await monitor.call('screens.rotateUrl', { role: 'display' });
    const context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const wall = await context.newPage();
      await wall.goto((made.value as { url: string }).url);
      await wall.getByTestId('tab-alerts').click();
      const wallRow = wall.locator('[data-testid="alert-item"][data-priority="critical"]', {
        hasText: forced.doorName,
      });
      await expect.poll(() => wallRow.count(), { timeout: 30_000 }).toBe(1);
      await wallRow.focus();
      await expect
        .poll(() => wallRow.getByTestId('alert-claimed-by').textContent(), { timeout: 15_000 })
        .toMatch(/Claimed by guard \(.+\) since /);
      expect(await wall.getByTestId('alert-claim').count()).toBe(0);
    } finally {
      await context.close();
    }

    // Another workstation's operator holds it now (as the room's queue would have it after a take-over).
    await db.admin.query(
      "UPDATE room_alarms SET claimed_by = 'Ann', claimed_workstation = 'control-2', claimed_at = now() WHERE event_id = $1",
      [forced.eventId],
    );
    await expect
      .poll(() => claimedBy.textContent(), { timeout: 20_000 })
      .toMatch(/^\s*Claimed by Ann \(control-2\) since /);
    expect(await row.getByTestId('alert-claim').count()).toBe(0);
    await row.getByTestId('alert-ack').click();
    await expect
      .poll(() => page.locator('[role="alert"]', { hasText: 'is claimed by Ann' }).textContent(), { timeout: 15_000 })
      .toMatch(/“Door forced open” at .+ is claimed by Ann \(control-2\) since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/);
    expect(await row.getAttribute('data-state')).toBe('open');
    await page.screenshot({ path: join(SHOTS, 'alarm-claim-refused-1366.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: join(SHOTS, 'alarm-claim-refused-1920.png') });
  });
});
