// A workstation whose clock runs 11 min fast (libfaketime under the whole `acs-monitor serve` process,
// worker threads and all) still alarms a forced door at once, and does not call it late: an event's age is
// judged on the service's clock. The service is a demo in this test's own process, on the true time.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess, startAcs, type Running } from '../support/acs-process.js';
import { chromiumSuite, SHOTS } from './support/monitor.js';

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

describe.skipIf(!CLI_BUILT)('a workstation clock 11 min fast, in Chromium (needs npm run build)', () => {
  it('has libfaketime (the set-up installs Debian faketime)', () => {
    expect(existsSync(LIBFAKETIME)).toBe(true);
  });

  it('alarms a forced door at once, and does not call it late', async () => {
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
    const url = await new Promise<string>((resolve, reject) => {
      serve!.child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\n')[0]!.trim()));
      void serve!.finished.then((done) => reject(new Error(`serve ended first:\n${done.stderr}`)));
    });
    context = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(url);

    // The monitor's clock really is 11 min ahead (its answers' Date header).
    const hostDate = await page.evaluate(async () =>
      (await fetch('/api/call', { method: 'POST' })).headers.get('date'),
    );
    expect(Date.parse(hostDate!) - Date.now()).toBeGreaterThan(10 * MINUTE);

    // Set-up: the customer watched, newly (its history is before it was watched), and the feed live.
    const customer = demo.data.customers.find((c) => !c.restricted)!;
    await call(page, 'customers.watch', { customerGuid: customer.customerGuid, watched: true });
    await page.reload();
    await expect.poll(() => page.getByTestId('feed-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await call<Array<{ phase: string }>>(page, 'health.status'))[0]?.phase, { timeout: 30_000 })
      .toBe('live');

    const forced = demo.makeEvent(customer.customerGuid, {
      eventType: 7301,
      displayName: 'Door forced open',
      priorityDescription: 'Critical',
    });
    demo.addEvents([forced]);
    // The sync reads a busy customer's edge every 2 s: the alarm stands within 3 s on a quiet machine
    // (the wait allows 5 s for a loaded one).
    const alarmOf = async (): Promise<AlertGroup | undefined> =>
      (await call<AlertGroup[]>(page, 'alerts.list')).find((group) => group.eventIds.includes(forced.eventId));
    await expect.poll(alarmOf, { timeout: 5_000, interval: 250 }).toBeDefined();
    expect(await alarmOf()).toMatchObject({ priority: 'critical', title: 'Door forced open', lateByMs: null });
    await page.screenshot({ path: join(SHOTS, 'clock-fast-forced-door-1366.png') });
  });
});
