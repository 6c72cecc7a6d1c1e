// Health's control room, as a guard joins one: a wrong address is refused in one sentence and nothing
// is kept; the right one shows the room's schema, this workstation polling for the room with its
// heartbeat, the workstations connected and the latency; the password never reaches the settings
// file; leaving forgets the room.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService } from '../../electron/demo/index.js';
import { ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { signInOnScreen, startDemo } from './support/alarm-page.js';
import { chromiumSuite, saveScreenshot, screenshotsAtBothSizes } from './support/monitor.js';

const suite = chromiumSuite();
let db: RoomDatabase;

beforeAll(async () => {
  db = await createRoomDatabase();
});
afterAll(() => db.drop());

describe.skipIf(!CLI_BUILT)('the control room on the Health screen, in Chromium (needs npm run build)', () => {
  it('joins a room, shows who polls and how far away the database is, and leaves it', async () => {
    const monitor = await suite.open(undefined, { workstation: 'control-1' });
    await startDemo(monitor);
    const { page } = monitor;
    await page.getByTestId('tab-health').click();
    const section = page.getByTestId('control-room');
    await expect.poll(() => section.getByTestId('room-url').count()).toBe(1);

    const missing = new URL(db.url);
    missing.pathname = '/acs_no_such_room';
    await section.getByTestId('room-url').fill(missing.toString());
    await section.getByTestId('room-join').click();
    await expect
      .poll(() => section.getByTestId('room-error').textContent())
      .toContain("The control room's database does not exist on that server");
    expect(await section.getByTestId('room-address').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'health-control-room-refused-1366.png');

    await section.getByTestId('room-url').fill(db.url);
    await section.getByTestId('room-password').fill('hunter2');
    await section.getByTestId('room-join').click();
    // In the room, this screen signs in as its own guard before it shows anything.
    const signIn = page.getByTestId('screen-sign-in');
    await expect.poll(() => signIn.count()).toBe(1);
    await screenshotsAtBothSizes(page, 'screen-sign-in');
    await signInOnScreen(page);
    await page.getByTestId('tab-health').click();
    const address = section.getByTestId('room-address');
    await expect.poll(() => address.textContent()).toContain(db.url);
    expect(await address.textContent()).toContain('(joined on this workstation)');
    expect(await section.textContent()).toContain(`version ${ROOM_MIGRATIONS.at(-1)!.version}`);
    expect(await section.getByTestId('room-latency').textContent()).toMatch(/^\d+\.\d ms$/);
    const settings = readFileSync(join(monitor.dataDir, 'profile', 'settings.json'), 'utf8');
    expect(JSON.parse(settings).roomAddress).toBe(db.url);
    expect(settings).not.toContain('hunter2');

    // Signed in to the demo, this workstation is the room's only one: it takes the lease and polls.
    await expect
      .poll(() => section.getByTestId('room-here').textContent())
      .toMatch(/^control-1: polls the service for the room, since \d\d:\d\d$/);
    await expect
      .poll(() => section.getByTestId('room-poller').textContent())
      .toMatch(/control-1, since \d\d:\d\d · last heartbeat/);
    expect(await section.getByTestId('room-workstations').textContent()).toBe('control-1');
    // The screens' list says who is signed in at each.
    const access = page.getByTestId('screen-access');
    await expect.poll(() => access.getByTestId('screen-guard').allTextContents()).toEqual(['guard']);
    await screenshotsAtBothSizes(page, 'health-screens-signed-in', access);
    const fed = async (): Promise<number> =>
      Number((await db.admin.query<{ n: string }>('SELECT count(*) AS n FROM room_sync')).rows[0]!.n);
    await expect.poll(fed).toBeGreaterThan(0);
    await screenshotsAtBothSizes(page, 'health-control-room', section);

    // The first workstation in the room gave it its rules; the Rules screen says they are the room's.
    await page.getByTestId('tab-rules').click();
    const roomRules = page.getByTestId('rules-room');
    await expect
      .poll(() => roomRules.textContent())
      .toContain('This workstation gave the room its rules when it joined');
    expect(await roomRules.textContent()).toContain("In force: the control room's rules");
    // When they were saved reads as every date does: ISO, 24-hour, its zone named (not 11/29/2026, 4:01:41 PM).
    expect(await roomRules.textContent()).toMatch(/, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [A-Z][\w+-]*\./);
    await screenshotsAtBothSizes(page, 'rules-control-room', roomRules);
    // The supervisor password asked for there is the room's.
    const roomPassword = page.getByTestId('supervisor-password-room');
    expect(await roomPassword.textContent()).toContain("the password set there is the room's");
    await screenshotsAtBothSizes(page, 'rules-supervisor-password-room', roomPassword);
    // So are the shift times, on the Export screen.
    await page.getByTestId('tab-export').click();
    const shiftHelp = page.getByTestId('shift-changes-help');
    await expect.poll(() => shiftHelp.textContent()).toContain("They are the control room's");
    await screenshotsAtBothSizes(page, 'export-shift-control-room', shiftHelp);
    await page.getByTestId('tab-health').click();

    await section.getByTestId('room-leave').click();
    await expect.poll(() => section.getByTestId('room-url').count()).toBe(1);
    const after = JSON.parse(readFileSync(join(monitor.dataDir, 'profile', 'settings.json'), 'utf8'));
    expect(after.roomAddress).toBeUndefined();
    // Out of the room, the workstation's own rules are in force again.
    await page.getByTestId('tab-rules').click();
    await expect.poll(() => page.getByTestId('rules-source').textContent()).toContain('In force: the defaults');
    expect(await page.getByTestId('rules-room').count()).toBe(0);
  });

  it('is joined on the first-run screen, then the service is set up and one sign-in starts the workstation and its screen', async () => {
    const service = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
    const room = await createRoomDatabase();
    try {
      const monitor = await suite.open(undefined, { workstation: 'control-9' });
      const { page } = monitor;
      const offer = page.getByTestId('first-run-room');
      await offer.locator('summary').click();
      await offer.getByTestId('room-url').fill(room.url);
      await offer.getByTestId('room-join').click();
      await expect.poll(() => offer.getByTestId('room-address').textContent()).toContain(room.url);
      await screenshotsAtBothSizes(page, 'first-run-control-room', offer);
      // Joining the room is not the service's set-up: the steps above are still to do, and are done here.
      await page.getByTestId('connect-url').fill(service.baseUrl);
      await page.getByTestId('connect-submit').click();
      await page.getByTestId('register-email').fill('desk@example.com');
      await page.getByTestId('register-submit').click();
      // Registered in a room, this screen signs in as its own guard; the first sign-in signs the workstation in too.
      await signInOnScreen(page);
      // Signed in: the workstation polls for the room once it watches a customer.
      await page.getByTestId('watch-all').click();
      await page.getByTestId('tab-health').click();
      await expect.poll(() => page.getByTestId('room-poller').textContent()).toMatch(/^\s*control-9, since /);
      expect((await monitor.call('session.status')).value).toMatchObject({
        signedIn: true,
        userName: 'guard',
        ownGuard: true,
      });
      await screenshotsAtBothSizes(page, 'first-run-room-signed-in', page.getByTestId('control-room'));
    } finally {
      await room.drop();
      await service.close();
    }
  });
});
