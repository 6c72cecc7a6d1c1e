// Two operators in a control room, in Chromium against `acs-monitor serve` (its test clock) and its demo, in a
// fresh room database (issue 35 part 1): each screen signs in as its own guard; Health lists who is at which
// screen since when; the guard claims a forced door's alarm and forwards it to the supervisor with a note,
// which the supervisor's screen shows on top as theirs (YOU) while the guard's names them; the supervisor
// then touches nothing for longer than the rules' time, and the alarm goes back to the queue, its history
// saying why. Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { signInOnScreen, waitLive, type DemoCustomer } from './support/alarm-page.js';
import { chromiumSuite, newScreenAddress, screenshotsAtBothSizes } from './support/monitor.js';

const suite = chromiumSuite();
let db: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase();
});
afterAll(() => db.drop());

/** The forced door's alarm on a screen's Alarms tab, its details open. */
async function alarmRow(page: Page, doorName: string) {
  await page.getByTestId('tab-alerts').click();
  const row = page.locator('[data-testid="alert-item"][data-priority="critical"]', { hasText: doorName });
  await expect.poll(() => row.count()).toBe(1);
  await row.focus();
  return row;
}

describe.skipIf(!CLI_BUILT)('two operators in a control room, in Chromium (needs npm run build)', () => {
  it('see who is where, forward an alarm with a note on top, and an idle operator’s alarm goes back to the queue', async () => {
    const monitor = await suite.open(undefined, { testClock: true, workstation: 'control-1' });
    const { page } = monitor;
    expect(await monitor.call('room.join', { url: db.url })).toMatchObject({ ok: true });
    await page.getByTestId('try-demo').click();
    await signInOnScreen(page);
    await waitLive(monitor);

    let second: BrowserContext | undefined;
    try {
      second = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
      const other = await second.newPage();
      await other.goto(await newScreenAddress(monitor));
      await signInOnScreen(other, 'supervisor', 'supervisor-demo');

      const customers = (await monitor.demoControl('customers', undefined, 'GET')) as DemoCustomer[];
      const forced = (await monitor.demoControl('events', {
        customerGuid: customers.find((one) => !one.restricted)!.customerGuid,
        eventType: 7301,
        displayName: 'Door forced open',
        priorityDescription: 'Critical',
        cardholder: false,
      })) as { eventId: number; doorName: string };

      // Who is where: both guards, at control-1, each at a screen of their own, touching it.
      await page.getByTestId('tab-health').click();
      const present = page.getByTestId('operator-present');
      await expect
        .poll(async () => (await present.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()).sort())
        .toEqual([
          expect.stringMatching(/^guard \(you\)control-1 · Chrom\S* [\d.]+ on Linux\d\d:\d\dactive$/),
          expect.stringMatching(/^supervisorcontrol-1 · Chrom\S* [\d.]+ on Linux\d\d:\d\dactive$/),
        ]);
      expect(await page.getByTestId('operators-release').textContent()).toContain('for 5 min');
      await screenshotsAtBothSizes(page, 'room-operators-present', page.getByTestId('operators-present'));

      // The guard claims the alarm and forwards it to the supervisor, who is present, with a note.
      const row = await alarmRow(page, forced.doorName);
      await expect.poll(() => row.getByTestId('alert-claim').textContent()).toBe('Claim: I’m on it');
      await row.getByTestId('alert-claim').click();
      await expect.poll(() => row.getByTestId('alarm-owner').textContent()).toBe('YOU');
      await row.getByTestId('alert-forward').click();
      await expect
        .poll(() => row.getByTestId('alert-forward-to').locator('option').allTextContents())
        .toContain('supervisor · control-1');
      await row.getByTestId('alert-forward-to').selectOption('supervisor');
      await row.getByTestId('alert-forward-note').fill('Patrol is at the gate: call them on channel 2');
      await screenshotsAtBothSizes(page, 'alarm-forward-form', row);
      await row.getByTestId('alert-forward-confirm').click();

      // The guard's screen names the supervisor as its holder, forwarded by the guard.
      await expect.poll(() => row.getByTestId('alarm-owner').textContent()).toMatch(/^supervisor · control-1 · \d+ s$/);
      expect(await row.getByTestId('alert-claimed-by').textContent()).toMatch(
        /Claimed by supervisor \(control-1\) since .+, forwarded by guard \(control-1\)/,
      );
      // The supervisor's screen: theirs, with the note on top.
      const theirs = await alarmRow(other, forced.doorName);
      await expect.poll(() => theirs.getByTestId('alarm-owner').textContent()).toBe('YOU');
      expect(await theirs.getByTestId('alert-forwarded-to-me').textContent()).toMatch(
        /^\s*Forwarded to you by guard \(control-1\): “Patrol is at the gate: call them on channel 2”\s*$/,
      );
      await screenshotsAtBothSizes(other, 'alarm-forwarded-to-me', theirs);

      // The supervisor touches nothing for six minutes (the claim, on the room's clock, as long ago): the alarm goes
      // back to the queue, said in its history on both screens.
      await db.admin.query(
        "UPDATE room_alarms SET claimed_at = claimed_at - interval '10 minutes' WHERE event_id = $1",
        [forced.eventId],
      );
      await monitor.advanceClock(6 * 60_000);
      await expect.poll(() => row.getByTestId('alarm-owner').textContent()).toBe('unclaimed');
      await expect
        .poll(() => row.getByTestId('alert-history').textContent())
        .toMatch(/Released .+ by control-1: “supervisor idle at their screen for over 5 min: back to the queue”/);
      await expect.poll(() => theirs.getByTestId('alarm-owner').textContent()).toBe('unclaimed');
      expect(await theirs.getByTestId('alert-forwarded-to-me').count()).toBe(0);
      await screenshotsAtBothSizes(page, 'alarm-released-idle', row);
    } finally {
      await second?.close();
    }
  });
});
