// A workstation whose clock runs 11 min fast (libfaketime under the whole `acs-monitor serve` process,
// worker threads and all) still alarms a forced door at once, and does not call it late: an event's age is
// judged on the service's clock. The service is a demo in this test's own process, on the true time.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess, startAcs, type Running } from '../support/acs-process.js';
import { chromiumSuite, saveScreenshot, screenshotsAtBothSizes } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const MINUTE = 60_000;

const suite = chromiumSuite();
let demo: DemoService | undefined;
let serve: Running | undefined;
let context: BrowserContext | undefined;
let home: string | undefined;

afterEach(async () => {
  await context?.close();
  serve?.child.kill('SIGTERM');
  await serve?.finished;
  await demo?.close();
  if (home) rmSync(home, { recursive: true, force: true });
  serve = context = demo = home = undefined;
});

async function call<T>(page: Page, method: string, input: unknown = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, input }) =>
      (
        await fetch('/api/call', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ method, input }),
        })
      ).json() as Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>,
    { method, input },
  );
  if (!answer.ok) throw new Error(`${method}: ${answer.error?.message}`);
  return answer.value as T;
}

/**
 * `acs-monitor serve` under libfaketime, 11 min ahead, on a demo in this process (on the true time) with
 * a guard signed in: its page, checked to be on the fast clock.
 */
async function serveFast(): Promise<{ page: Page; demo: DemoService }> {
  home = mkdtempSync(join(tmpdir(), 'acs-fast-'));
  demo = await startDemoService({ eventsPerMinute: 240, historyHours: 2 });
  const base = { PATH: process.env.PATH, HOME: home, ACS_SECRET_STORE: 'memory', ACS_BASE_URL: demo.baseUrl };
  const registered = await runAcsProcess(
    ['register', '--name', 'Fast clock desk', '--email', 'desk@example.com', '--print-token'],
    { ...base, ACS_DATA_DIR: join(home, 'register') },
  );
  const appToken = /^ACS_APP_TOKEN=(\S+)$/m.exec(registered.stdout)?.[1];
  expect(appToken, registered.stderr).toBeDefined();

  serve = startAcs(['serve', '--port', '0'], {
    ...base,
    ACS_DATA_DIR: join(home, 'profile'),
    ACS_APP_TOKEN: appToken,
    ACS_USERNAME: 'guard',
    ACS_PASSWORD: 'guard-demo',
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: '+11m',
    // Timers keep real time; only the clock reads are 11 min ahead.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  });
  const url = await serve.firstLine();
  context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(url);

  // The monitor's clock really is 11 min ahead (its answers' Date header).
  const hostDate = await page.evaluate(async () => (await fetch('/api/call', { method: 'POST' })).headers.get('date'));
  expect(Date.parse(hostDate!) - Date.now()).toBeGreaterThan(10 * MINUTE);
  return { page, demo };
}

/** A door forced open now (the service's clock), under a type number of the service's own. */
function forcedDoor(demo: DemoService, customerGuid: string): AccessEvent {
  return demo.makeEvent(customerGuid, {
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
  });
}

async function alarmOf(page: Page, eventId: number): Promise<AlertGroup | undefined> {
  return (await call<AlertGroup[]>(page, 'alerts.list')).find((group) => group.eventIds.includes(eventId));
}

describe.skipIf(!CLI_BUILT)('a workstation clock 11 min fast, in Chromium (needs npm run build)', () => {
  it('has libfaketime (the set-up installs Debian faketime)', () => {
    expect(existsSync(LIBFAKETIME)).toBe(true);
  });

  it('alarms a forced door at once, and does not call it late', async () => {
    const { page, demo } = await serveFast();
    // Set-up: the customer watched, newly (its history is before it was watched), and the feed live.
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    await call(page, 'customers.watch', { customerGuid: customer.customerGuid, watched: true });
    await page.reload();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await call<Array<{ phase: string }>>(page, 'health.status'))[0]?.phase).toBe('live');

    const forced = forcedDoor(demo, customer.customerGuid);
    demo.addEvents([forced]);
    // The sync reads a busy customer's edge every 2 s: the alarm stands within 3 s on a quiet machine. With
    // the clock's fault it never stands (the door is history), so the wait is only a hang's limit.
    await expect.poll(() => alarmOf(page, forced.eventId), { interval: 250 }).toBeDefined();
    expect(await alarmOf(page, forced.eventId)).toMatchObject({
      priority: 'critical',
      title: 'Door forced open',
      lateByMs: null,
    });
    await saveScreenshot(page, 'clock-fast-forced-door-1366.png');
  });

  // Issue 31 part 0: "Watch all" watches one customer after another, each a restart of the sync; a customer
  // first seen before any answer told the service's clock had its alarms begin on the workstation's clock
  // (11 min on), and the restart before its first read kept it so: its forced doors were history.
  it('a new guard watching every customer at once through the screens: a forced door at each alarms', async () => {
    const { page, demo } = await serveFast();
    // The customers as the screens list them, in the order "Watch all" watches them.
    const listed = async (): Promise<Array<{ customerGuid: string; customerName: string }>> =>
      (await call<Array<{ customerGuid: string | null; customerName: string }>>(page, 'customers.list')).filter(
        (c): c is { customerGuid: string; customerName: string } => c.customerGuid !== null,
      );
    // Once the guard's sign-in (from the environment) has let the monitor list them, the screens offer them.
    await expect.poll(async () => (await listed()).length).toBeGreaterThan(1);
    const customers = await listed();
    await page.reload();
    await page.getByTestId('watch-all').click();
    await page.getByTestId('watch-prompt').waitFor({ state: 'detached', timeout: PATIENCE_MS });
    await expect
      .poll(async () => (await call<Array<{ phase: string }>>(page, 'health.status')).map((s) => s.phase))
      .toEqual(customers.map(() => 'live'));

    const forced = customers.map((customer) => forcedDoor(demo, customer.customerGuid));
    demo.addEvents(forced);
    for (const [index, event] of forced.entries()) {
      const whose = `${customers[index]!.customerName}, watched ${index + 1} of ${customers.length}`;
      await expect
        .poll(() => alarmOf(page, event.eventId), { interval: 250, message: whose })
        .toMatchObject({ priority: 'critical', title: 'Door forced open', lateByMs: null });
    }
    // And on the Alarms screen, as the guard sees them.
    await page.getByTestId('tab-alerts').click();
    const critical = page.locator('[data-testid="alert-item"][data-priority="critical"]');
    await expect.poll(() => critical.count()).toBeGreaterThanOrEqual(forced.length);
    await screenshotsAtBothSizes(page, 'clock-fast-watch-all-alarms');
  });
});
