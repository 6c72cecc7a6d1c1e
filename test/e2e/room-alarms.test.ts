// An alarm in a control room, in Chromium against `acs-monitor serve` and its demo, the workstation in
// a fresh room database: the guard claims a forced door's alarm ("I'm on it") and every screen says
// who holds it and since when (a wall display too, which offers no claim); when another workstation's
// operator holds it, acknowledging it here is refused with who and since when; a supervisor takes one
// over (a wrong supervisor password refused on screen) and reopens a closed one from History.
// Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SupervisedRules } from '../../electron/core/app/supervised-rules.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { roomEvidence } from '../support/room-evidence.js';
import { signInOnScreen, waitLive, type DemoCustomer } from './support/alarm-page.js';
import { chromiumSuite, type Monitor, saveScreenshot } from './support/monitor.js';

const suite = chromiumSuite();
let db: RoomDatabase;
/** The second test's room, its workstation's rules supervised: kept till the end, as a failure reads it then. */
let supervisedRoom: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase();
  supervisedRoom = await createRoomDatabase();
});
afterAll(() => Promise.all([db?.drop(), supervisedRoom?.drop()]));

/**
 * The screen joins the room (with the supervisor password, where the workstation has one) and starts the
 * demo, signs in there as the demo's guard (each screen of a room is its own guard), and a door is forced
 * open at its first customer. Should the test fail, it prints what the room held of that event.
 */
async function forcedDoorInRoom(
  monitor: Monitor,
  room: RoomDatabase,
  supervisorPassword?: string,
): Promise<{ eventId: number; doorName: string }> {
  expect(await monitor.call('room.join', { url: room.url, supervisorPassword })).toMatchObject({ ok: true });
  await monitor.page.getByTestId('try-demo').click();
  await signInOnScreen(monitor.page);
  const customers = (await monitor.demoControl('customers', undefined, 'GET')) as DemoCustomer[];
  const customer = customers.find((one) => !one.restricted);
  await waitLive(monitor);
  const forced = (await monitor.demoControl('events', {
    customerGuid: customer!.customerGuid,
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    cardholder: false,
  })) as { eventId: number; doorName: string };
  // Seen once under a loaded machine: the alarm not on the screen within 60 s. Was it in the room?
  onTestFailed(async () => console.error(await roomEvidence(room.admin, [forced.eventId])));
  return forced;
}

/** A wall display let in through a display address of its own, on the Alarms' page's browser. */
async function wallDisplay(monitor: Monitor): Promise<{ context: BrowserContext; wall: Page }> {
  const made = await monitor.call('screens.rotateUrl', { role: 'display' });
  const context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
  const wall = await context.newPage();
  await wall.goto((made.value as { url: string }).url);
  return { context, wall };
}

describe.skipIf(!CLI_BUILT)('an alarm in a control room, in Chromium (needs npm run build)', () => {
  it('is claimed from its details, and acknowledging one another operator holds is refused naming them', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const forced = await forcedDoorInRoom(monitor, db);

    await page.getByTestId('tab-alerts').click();
    const row = page.locator('[data-testid="alert-item"][data-priority="critical"]', { hasText: forced.doorName });
    await expect.poll(() => row.count()).toBe(1);
    await row.focus();
    const claim = row.getByTestId('alert-claim');
    await expect.poll(() => claim.textContent()).toBe('Claim: I’m on it');
    await claim.click();
    const claimedBy = row.getByTestId('alert-claimed-by');
    // The guard who claimed it reads "you", and YOU on the alarm; the list counts it as theirs.
    await expect.poll(() => claimedBy.textContent()).toMatch(/Claimed by you \(.+\) since /);
    expect(await row.getByTestId('alert-claim').textContent()).toBe('Release');
    expect(await row.getByTestId('alarm-owner').textContent()).toBe('YOU');
    await expect.poll(() => page.getByTestId('alerts-owners').textContent()).toMatch(/^1 mine · \d+ unclaimed$/);
    await saveScreenshot(page, 'alarm-claimed-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'alarm-claimed-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });

    // A wall display shows who holds it, and offers no claim.
    const { context, wall } = await wallDisplay(monitor);
    try {
      await wall.getByTestId('tab-alerts').click();
      const wallRow = wall.locator('[data-testid="alert-item"][data-priority="critical"]', {
        hasText: forced.doorName,
      });
      await expect.poll(() => wallRow.count()).toBe(1);
      await wallRow.focus();
      await expect
        .poll(() => wallRow.getByTestId('alert-claimed-by').textContent())
        .toMatch(/Claimed by guard \(.+\) since /);
      expect(await wall.getByTestId('alert-claim').count()).toBe(0);
      // Nobody works at a wall: it names everyone, on the alarm and in the count.
      expect(await wallRow.getByTestId('alarm-owner').textContent()).toMatch(/^guard · .+ · \d+ s$/);
      expect(await wall.getByTestId('alerts-owners').textContent()).toMatch(/^1 guard · \d+ unclaimed$/);
    } finally {
      await context.close();
    }

    // Another workstation's operator holds it now (as the room's queue would have it after a take-over).
    await db.admin.query(
      "UPDATE room_alarms SET claimed_by = 'Ann', claimed_workstation = 'control-2', claimed_at = now() WHERE event_id = $1",
      [forced.eventId],
    );
    await expect.poll(() => claimedBy.textContent()).toMatch(/^\s*Claimed by Ann \(control-2\) since /);
    expect(await row.getByTestId('alert-claim').count()).toBe(0);
    // Its acting controls are what they are: no Acknowledge, but a take-over; the count says whose it is.
    expect(await row.getByTestId('alarm-owner').textContent()).toMatch(/^Ann · control-2 · \d+ s$/);
    expect(await row.getByTestId('alert-ack').count()).toBe(0);
    expect(await row.getByTestId('alert-held-by').textContent()).toMatch(
      /^Ann \(control-2\) holds it: take it over to act on it\./,
    );
    await expect
      .poll(() => page.getByTestId('alerts-owners').textContent())
      .toMatch(/^0 mine · 1 Ann · \d+ unclaimed$/);
    // A key pressed anyway goes to the room, which refuses it naming who holds it.
    await row.focus();
    await page.keyboard.press('a');
    await expect
      .poll(() => page.locator('[role="alert"]', { hasText: 'is claimed by Ann' }).textContent())
      .toMatch(/“Door forced open” at .+ is claimed by Ann \(control-2\) since \d\d:\d\d \S+ \(site time\)$/);
    expect(await row.getAttribute('data-state')).toBe('open');
    await row.getByTestId('alert-held-by').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'alarm-claim-refused-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'alarm-claim-refused-1920.png');
  });

  it('is taken over with the supervisor password (a wrong one refused on screen), and reopened from History once closed', async () => {
    const room = supervisedRoom;
    const profile = mkdtempSync(join(tmpdir(), 'acs-e2e-room-supervised-'));
    try {
      await new SupervisedRules(profile).setPassword(null, 'night-shift-42');
      const monitor = await suite.open(undefined, { profileDir: profile, workstation: 'control-1' });
      const { page } = monitor;
      const forced = await forcedDoorInRoom(monitor, room, 'night-shift-42');
      const inRoom = async (): Promise<Record<string, unknown> | undefined> =>
        (await room.admin.query('SELECT state, claimed_by FROM room_alarms WHERE event_id = $1', [forced.eventId]))
          .rows[0];
      await expect.poll(inRoom).toEqual({ state: 'open', claimed_by: null });
      // Another workstation's operator is on it.
      await room.admin.query(
        "UPDATE room_alarms SET claimed_by = 'Ann', claimed_workstation = 'control-2', claimed_at = now() WHERE event_id = $1",
        [forced.eventId],
      );

      await page.getByTestId('tab-alerts').click();
      const row = page.locator('[data-testid="alert-item"][data-priority="critical"]', { hasText: forced.doorName });
      await expect.poll(() => row.count()).toBe(1);
      await row.focus();
      await expect
        .poll(() => row.getByTestId('alert-claimed-by').textContent())
        .toMatch(/^\s*Claimed by Ann \(control-2\) since /);
      await row.getByTestId('alert-take-over').click();
      await row.getByTestId('alert-take-over-note').fill('Ann is on the phone');
      await screenshots(page, 'alarm-take-over');

      await row.getByTestId('alert-take-over-password').fill('not-the-password');
      await row.getByTestId('alert-take-over-confirm').click();
      const refused = row.getByTestId('alert-take-over-error');
      await expect.poll(() => refused.textContent()).toMatch(/password/i);
      expect(await inRoom()).toEqual({ state: 'open', claimed_by: 'Ann' });
      await screenshots(page, 'alarm-take-over-refused');

      await row.getByTestId('alert-take-over-password').fill('night-shift-42');
      await row.getByTestId('alert-take-over-confirm').click();
      await expect
        .poll(() => row.getByTestId('alert-claimed-by').textContent())
        .toMatch(/^\s*Claimed by you \(control-1\) since /);
      expect(await row.getByTestId('alert-claim').textContent()).toBe('Release');
      expect(await inRoom()).toEqual({ state: 'open', claimed_by: 'guard' });

      const listed = (await monitor.call('alerts.list')) as { value: Array<{ alarmId: number; eventIds: number[] }> };
      const alarmId = listed.value.find((alarm) => alarm.eventIds.includes(forced.eventId))!.alarmId;
      expect(
        await monitor.call('alerts.close', { alarmIds: [alarmId], outcome: 'false-alarm', note: 'Wind' }),
      ).toMatchObject({ ok: true });
      await page.getByTestId('alarms-history').click();
      const closed = page.locator('[data-testid="history-row"][data-state="closed"]', { hasText: forced.doorName });
      await expect.poll(() => closed.count()).toBe(1);
      await closed.getByTestId('history-reopen').click();
      await closed.getByTestId('history-reopen-note').fill('Intruder back on camera');
      await screenshots(page, 'alarm-reopen');
      await closed.getByTestId('history-reopen-confirm').click();
      await expect.poll(inRoom).toEqual({ state: 'open', claimed_by: null });
      const reopened = page.locator('[data-testid="history-row"][data-state="open"]', { hasText: forced.doorName });
      await expect.poll(() => reopened.textContent()).toContain('“reopened: Intruder back on camera”');

      // A wall display offers neither.
      const { context, wall } = await wallDisplay(monitor);
      try {
        await wall.getByTestId('tab-alerts').click();
        await expect.poll(() => wall.getByTestId('alert-item').count()).toBeGreaterThan(0);
        expect(await wall.getByTestId('alert-take-over').count()).toBe(0);
        await wall.getByTestId('alarms-history').click();
        await expect.poll(() => wall.getByTestId('history-row').count()).toBeGreaterThan(0);
        expect(await wall.getByTestId('history-reopen').count()).toBe(0);
      } finally {
        await context.close();
      }
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

async function screenshots(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1366.png`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await saveScreenshot(page, `${name}-1920.png`);
  await page.setViewportSize({ width: 1366, height: 768 });
}
