// The guard's monitor in Debian's Chromium against `acs-monitor serve` and its built-in demo:
// first run, the live feed, a denied-access alert with its notification, acknowledgement,
// filtering, an export, the stale banner and recovery, and no secret ever reaching the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startDemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { callOutsidePage, chromiumSuite, FULL_HISTORY, type Monitor, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
let monitor: Monitor | undefined;

/**
 * Records every Notification the page creates (permission is granted to the test's origin), and
 * keeps each one so that a test can click it (headless Chromium shows none to click).
 */
async function recordNotifications(m: Monitor): Promise<void> {
  await m.context.addInitScript(() => {
    const shown: string[] = [];
    const made: Notification[] = [];
    Object.assign(window, { __notifications: shown, __notificationObjects: made });
    const Original = window.Notification;
    class Recording extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title} | ${options?.body ?? ''}`);
        made.push(this);
      }
    }
    Object.defineProperty(Recording, 'permission', { get: () => Original.permission });
    window.Notification = Recording;
  });
  await m.page.reload();
}

async function startDemo(m: Monitor): Promise<void> {
  await m.page.getByTestId('try-demo').click();
  await expect.poll(() => m.page.getByTestId('feed-row').count()).toBeGreaterThan(0);
}

async function firstCustomerGuid(m: Monitor): Promise<string> {
  const customers = (await m.demoControl('customers', undefined, 'GET')) as Array<{
    customerGuid: string;
    restricted: boolean;
  }>;
  return customers.find((customer) => !customer.restricted)!.customerGuid;
}

describe.skipIf(!CLI_BUILT)('the monitor in Chromium (needs npm run build)', () => {
  it('first run: the demo is one click away, the feed fills with the newest event on top, a row pressed as one comes in opens', async () => {
    monitor = await suite.open(undefined, FULL_HISTORY);
    await startDemo(monitor);
    // The demo keeps making events: the row on top is compared with the newest at that moment.
    await expect
      .poll(async () => {
        const newest = (await monitor!.call('feed.query', { limit: 1 })) as {
          value: Array<{ event: { eventId: number } }>;
        };
        const top = await monitor!.page.getByTestId('feed-row').first().getAttribute('data-event-id');
        return top === String(newest.value[0]!.event.eventId);
      })
      .toBe(true);
    await saveScreenshot(monitor.page, 'feed-1366.png');

    // A row pressed just as a new event comes in on top opens the row pressed.
    const { page } = monitor;
    const top = page.getByTestId('feed-row').first();
    // The row under the pointer when the button goes down, as the page saw it: the demo's own events come in
    // every few seconds too, and one may take the top between reading a row and pressing it.
    await page.evaluate(() =>
      document.addEventListener(
        'mousedown',
        (event) => {
          const row = (event.target as Element).closest('[data-testid="feed-row"]');
          document.body.dataset.pressedEventId = row?.getAttribute('data-event-id') ?? '';
        },
        { capture: true, once: true },
      ),
    );
    const box = (await top.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const pressed = await page.locator('body').getAttribute('data-pressed-event-id');
    expect(pressed).toMatch(/^\d+$/);
    await monitor.demoControl('events', { customerGuid: await firstCustomerGuid(monitor), cardholder: false });
    // The pressed row has moved down one place: the button comes up over the new event.
    await expect.poll(() => top.getAttribute('data-event-id')).not.toBe(pressed);
    await page.mouse.up();
    await page.getByTestId('event-detail').waitFor();
    expect(await page.locator('[data-testid="feed-row"][aria-selected="true"]').getAttribute('data-event-id')).toBe(
      pressed,
    );
  });

  it("a card's third denial raises its alarm to HIGH with a notification; it is acknowledged with a note, then closed", async () => {
    monitor = await suite.open();
    await recordNotifications(monitor);
    await startDemo(monitor);
    // The backfill done, so the screenshot shows a settled day.
    await expect
      .poll(async () => {
        const health = (await monitor!.call('health.status')) as { value: Array<{ phase: string }> };
        return health.value.length > 0 && health.value.every((status) => status.phase === 'live');
      })
      .toBe(true);
    const customerGuid = await firstCustomerGuid(monitor);
    const badge = monitor.page.getByTestId('alert-badge');
    const badgeCount = async (): Promise<number> => Number(await badge.getAttribute('data-count'));
    const before = await badgeCount();
    const deny = async (): Promise<{ eventId: number; userFirstName: string; userLastName: string }> =>
      (await monitor!.demoControl('events', { customerGuid, eventType: 2 })) as {
        eventId: number;
        userFirstName: string;
        userLastName: string;
      };
    // One denial is a quiet LOW alarm; the third of one card within 5 min rises to HIGH and notifies.
    const denied = await deny();
    await deny();
    await deny();
    await monitor.page
      .locator(`[data-testid="feed-row"][data-event-id="${denied.eventId}"]`)
      .waitFor({ timeout: PATIENCE_MS });
    await expect.poll(badgeCount).toBeGreaterThan(before);
    await expect
      .poll(() => monitor!.page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications))
      .toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`denied.*${denied.userFirstName}`, 'is'))]));
    await saveScreenshot(monitor.page, 'feed-with-alert-1366.png');

    // A click on the notification opens the alarm (not the event): the Alarms screen, that alarm focused.
    await monitor.page.evaluate((name) => {
      const made = (window as unknown as { __notificationObjects: Notification[] }).__notificationObjects;
      made.findLast((notification) => notification.body.includes(name))!.dispatchEvent(new Event('click'));
    }, denied.userFirstName);
    expect(await monitor.page.getByTestId('tab-alerts').getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() =>
        monitor!.page.evaluate(() => document.activeElement?.closest('[data-testid="alert-item"]')?.textContent ?? ''),
      )
      .toContain(denied.userFirstName);
    await saveScreenshot(monitor.page, 'alarm-from-notification-1366.png');

    await monitor.page.getByTestId('tab-alerts').click();
    const item = monitor.page.getByTestId('alert-item').filter({ hasText: denied.userFirstName }).first();
    // The demo's own traffic may deny the same person again later: that is another alert, so the one
    // acknowledged is followed by its key.
    const key = await item.getAttribute('data-alert-key');
    await item.getByTestId('alert-note').fill('Visitor badge, escorted out');
    await item.getByTestId('alert-ack').click();
    // Acknowledged, it stays (to be closed) and says who; closed, it leaves the list.
    const row = monitor.page.locator(`[data-alert-key="${key}"]`);
    await expect.poll(() => row.getAttribute('data-state')).toBe('acknowledged');
    // The focus moved on to the next alarm; focused again, this one opens in full (a long list shows lines).
    await row.focus();
    await expect
      .poll(() => row.getByTestId('alert-acknowledged-by').textContent())
      .toMatch(/^acknowledged by guard at/);
    await row.getByTestId('alert-outcome').selectOption('false-alarm');
    await row.getByTestId('alert-close-note').fill('Badge renewed at reception');
    await row.getByTestId('alert-close').click();
    await expect.poll(() => monitor!.page.locator(`[data-alert-key="${key}"]`).count()).toBe(0);
    const detail = (await monitor.call('feed.event', { eventId: denied.eventId })) as {
      value: { acknowledgement: { note: string } };
    };
    expect(detail.value.acknowledgement.note).toBe('Visitor badge, escorted out');
  });

  it('Health shows what the sync costs, and the request budget set there is the one it keeps', async () => {
    monitor = await suite.open();
    await startDemo(monitor);
    await monitor.page.getByTestId('tab-health').click();
    const cost = monitor.page.getByTestId('sync-cost');
    await cost.waitFor({ timeout: PATIENCE_MS });
    await expect.poll(() => cost.textContent()).toMatch(/requests a minute of a budget of 300 for 3 customers/);
    // Said in words first; the figures are under Details.
    expect(await cost.getByTestId('sync-cost-sentence').textContent()).toMatch(
      /^Reading 3 customers uses [\d.]+ of 300 requests a minute, well within the budget\. Nothing to do\./,
    );
    const rows = monitor.page.getByTestId('health-row');
    await expect.poll(() => rows.count()).toBe(3);
    await expect
      .poll(() => rows.first().getByTestId('health-cost').textContent())
      .toMatch(/\/min · [\d,]+ for [\d,]+ new/);
    await expect.poll(() => rows.first().getByTestId('health-interval').textContent()).toMatch(/\d+ s/);
    await expect
      .poll(() => monitor!.page.getByTestId('cache-summary').textContent())
      .toMatch(/Local cache: [\d.]+ (kB|MB), oldest day \S.*; keeps 31 days/);
    expect(await rows.first().getByTestId('health-newest').textContent()).toMatch(/ ago$|^none yet$/);
    await saveScreenshot(monitor.page, 'health-1366.png');
    await monitor.page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(monitor.page, 'health-1920.png');

    const budget = monitor.page.getByTestId('setting-request-budget');
    await budget.fill('120');
    await budget.press('Enter');
    await expect.poll(() => monitor!.page.getByTestId('sync-budget').textContent()).toBe('120');
    const preferences = (await monitor.call('preferences.get')) as { value: { requestBudgetPerMinute: number } };
    expect(preferences.value.requestBudgetPerMinute).toBe(120);
    await budget.fill('2');
    await budget.press('Enter');
    await expect
      .poll(() => monitor!.page.getByRole('alert').filter({ hasText: 'whole number of requests a minute' }).count())
      .toBe(1);
  });

  it('says "stale since …" when the service stops answering, and recovers when it returns', async () => {
    monitor = await suite.open();
    await startDemo(monitor);
    await monitor.demoControl('faults', {
      kind: 'status',
      status: 503,
      retryAfterSeconds: 0,
      path: '/event',
      times: 'always',
    });
    const banner = monitor.page.getByTestId('stale-banner');
    await banner.waitFor({ timeout: PATIENCE_MS });
    expect(await banner.textContent()).toMatch(/stale since/i);
    expect(await monitor.page.locator('footer.status').textContent()).toMatch(
      /stale: \d+ customer\(s\) not polled since/,
    );
    await saveScreenshot(monitor.page, 'stale-1366.png');
    await monitor.demoControl('faults', undefined, 'DELETE');
    await banner.waitFor({ state: 'detached', timeout: PATIENCE_MS });
  });

  it('health lists the screens let in: one withdrawn is locked out, each address lets one screen in, a new one comes from Health', async () => {
    monitor = await suite.open();
    await startDemo(monitor);
    const wallScreen = await suite.browser().newContext();
    try {
      // An address lets one screen in: the wall's comes from the Health tab of the screen already in.
      await monitor.page.getByTestId('tab-health').click();
      await monitor.page.getByTestId('screen-rotate').click();
      const offered = monitor.page.getByTestId('screen-new-url').locator('code');
      const wallUrl = (await offered.textContent()) ?? '';
      expect((await fetch(monitor.url, { redirect: 'manual' })).status).toBe(401);
      const wallPage = await wallScreen.newPage();
      await wallPage.goto(wallUrl);
      // With the wall screen's cookies but not through its page: a withdrawn screen's page reloads itself,
      // which would end a call made from inside it.
      const statusFromWall = async () =>
        (await callOutsidePage(wallScreen, monitor!.origin, 'session.status', {})).status();
      expect(await statusFromWall()).toBe(200);

      const rows = monitor.page.getByTestId('screen-row');
      await expect.poll(() => rows.count()).toBe(2);
      // Screens are listed in the order they were let in: the wall screen second.
      await rows.nth(1).getByTestId('screen-revoke').click();
      await expect.poll(() => rows.count()).toBe(1);
      expect(await statusFromWall()).toBe(401);
      expect(await monitor.call('session.status')).toMatchObject({ ok: true });

      await monitor.page.getByTestId('screen-rotate').click();
      await expect.poll(() => offered.textContent()).not.toBe(wallUrl);
      const newUrl = (await offered.textContent()) ?? '';
      expect(new URL(newUrl).origin).toBe(monitor.origin);
      expect((await fetch(wallUrl, { redirect: 'manual' })).status).toBe(401);
      await wallPage.goto(newUrl);
      expect(await statusFromWall()).toBe(200);
      await monitor.page.reload();
      await monitor.page.getByTestId('tab-health').click();
      await expect.poll(() => monitor!.page.getByTestId('screen-row').count()).toBe(2);

      // A display's address lets in a screen that watches only: it reads, and is refused the rest.
      await monitor.page.getByTestId('screen-rotate-display').click();
      const offer = monitor.page.getByTestId('screen-new-url');
      await expect.poll(() => offer.textContent()).toMatch(/Open this on a new display \(watch only\)/);
      const displayUrl = (await offer.locator('code').textContent()) ?? '';
      const displayScreen = await suite.browser().newContext();
      try {
        const displayPage = await displayScreen.newPage();
        await displayPage.goto(displayUrl);
        const fromDisplay = (method: string, input: unknown) =>
          displayPage.evaluate(
            async (call) =>
              (
                await fetch('/api/call', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(call),
                })
              ).json(),
            { method, input },
          );
        expect(await fromDisplay('session.status', {})).toMatchObject({ ok: true });
        expect(await fromDisplay('preferences.silence', { minutes: 15 })).toMatchObject({
          ok: false,
          error: { kind: 'forbidden', message: expect.stringMatching(/^This screen is a display: it watches only/) },
        });
        await monitor.page.reload();
        await monitor.page.getByTestId('tab-health').click();
        const roles = monitor.page.getByTestId('screen-role');
        await expect.poll(() => roles.allTextContents()).toEqual(['operate', 'operate', 'watch only']);
        await monitor.page.getByTestId('screen-access').scrollIntoViewIfNeeded();
        await saveScreenshot(monitor.page, 'health-screens-display-1366.png');
        await monitor.page.setViewportSize({ width: 1920, height: 1080 });
        await monitor.page.getByTestId('screen-access').scrollIntoViewIfNeeded();
        await saveScreenshot(monitor.page, 'health-screens-display-1920.png');
      } finally {
        await displayScreen.close();
      }
    } finally {
      await wallScreen.close();
    }
  });

  it('no token, password, camera password or activation code ever reaches the page', async () => {
    // The demo's data is seeded: a local copy holds the same secrets as the one the app started.
    const twin = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
    const secrets = twin.data.customers.flatMap((customer) => [
      ...customer.devices.map((device) => device.activationCode),
      ...customer.doors.flatMap((door) => door.cameras.map((camera) => camera.password)),
    ]);
    await twin.close();

    monitor = await suite.open();
    await monitor.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __pushes: string[] }).__pushes = seen;
      const Original = window.EventSource;
      window.EventSource = class extends Original {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('message', (event) => seen.push(String(event.data)));
        }
      };
    });
    await monitor.page.reload();
    // Listening from here: a body answered to the page before its reload cannot be read any more.
    const bodies: string[] = [];
    monitor.page.on('response', (response) => {
      if (response.url().includes('/api/call')) void response.text().then((text) => bodies.push(text));
    });
    await startDemo(monitor);
    expect(twin.data.customers.map((c) => c.customerGuid)).toContain(await firstCustomerGuid(monitor));
    await monitor.page.getByTestId('tab-inventory').click();
    for (const kind of ['doors', 'devices', 'users']) {
      const tab = monitor.page.getByTestId(`inventory-${kind}`);
      if (await tab.count()) await tab.click();
      await monitor.page.getByTestId('inventory-row').first().waitFor({ timeout: PATIENCE_MS });
    }
    const pushes = await monitor.page.evaluate(() => (window as unknown as { __pushes: string[] }).__pushes);
    const everything = [...bodies, ...pushes, await monitor.page.content()].join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of [...secrets, 'guard-demo']) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/"(applicationToken|sessionToken|password|activationCode)"/);
  });

  describe('on one monitor, its demo running', () => {
    // Neither needs a monitor of its own: they read the demo's feed and export it.
    const shared = suite.sharedDemo(FULL_HISTORY);

    it('filters the feed by event type', async () => {
      monitor = await shared.open();
      await monitor.page.getByTestId('filter-type').selectOption('denied');
      await expect
        .poll(async () => {
          const kinds = await monitor!.page
            .getByTestId('feed-row')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
          return kinds.length > 0 && kinds.every((kind) => kind === 'denied');
        })
        .toBe(true);
    });

    it('exports the last 24 h to a CSV file', async () => {
      monitor = await shared.open();
      await monitor.page.getByTestId('tab-export').click();
      await monitor.page.getByTestId('export-day').click();
      await monitor.page.getByTestId('export-start').click();
      const link = monitor.page.getByTestId('export-download');
      await link.waitFor({ timeout: PATIENCE_MS });
      const [download] = await Promise.all([monitor.page.waitForEvent('download'), link.click()]);
      const text = readFileSync(await download.path(), 'utf8');
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toMatch(/^eventId,displayName,priorityDescription,eventType,eventDate,receivedDate,/);
      expect(lines[0]).toMatch(/,eventDateLocal,receivedDateLocal,timezone$/);
      expect(lines.length).toBeGreaterThan(10);
    });
  });
});
