// The first hour on the monitor, part B, in Debian's Chromium against `acs-monitor serve` and its
// demo: times on the site's clock with the zone's name, search over the cache, exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, SHOTS, type Monitor } from './support/monitor.js';

const suite = chromiumSuite();
/** The control room's own zone: London, so a London site reads the same and a Sydney one does not. */
const WORKSTATION_ZONE = 'Europe/London';

async function startDemo(m: Monitor): Promise<void> {
  await m.page.getByTestId('try-demo').click();
  await expect.poll(() => m.page.getByTestId('feed-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** "21:56:09 AEDT" for the moment in that zone, as a guard in the zone would name it. */
function siteClock(ms: number, timeZone: string, locale: string): string {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${clock.format(ms)} ${name}`;
}

interface ShownRow {
  customer: string;
  main: string;
  other: string | null;
  datetime: string;
}

async function shownRows(m: Monitor): Promise<ShownRow[]> {
  return m.page.getByTestId('feed-row').evaluateAll((rows) =>
    rows.map((row) => {
      const time = row.querySelector('[data-testid="site-time"]')!;
      return {
        customer: row.querySelector('[data-testid="feed-customer"]')!.textContent.trim(),
        main: time.querySelector('.mono')!.textContent.trim(),
        other: time.querySelector('[data-testid="other-clock"]')?.textContent?.trim() ?? null,
        datetime: time.getAttribute('datetime')!,
      };
    }),
  );
}

describe.skipIf(!CLI_BUILT)('the first hour in Chromium (needs npm run build)', () => {
  it("shows each event on its site's clock with the zone's name, and this workstation's where it differs", async () => {
    const monitor = await suite.open({ width: 1366, height: 768 }, { timezoneId: WORKSTATION_ZONE });
    await startDemo(monitor);
    const find = (rows: ShownRow[], customer: string): ShownRow | undefined =>
      rows.find((row) => row.customer.startsWith(customer));
    let rows: ShownRow[] = [];
    await expect
      .poll(
        async () => {
          rows = await shownRows(monitor);
          return Boolean(find(rows, 'Harbourside Medical Centre') && find(rows, 'Northwind Facilities Ltd'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const sydney = find(rows, 'Harbourside Medical Centre')!;
    const sydneyMs = Date.parse(sydney.datetime);
    expect(sydney.main).toBe(siteClock(sydneyMs, 'Australia/Sydney', 'en-AU'));
    expect(sydney.main).toMatch(/ AE[DS]T$/);
    const here = siteClock(sydneyMs, WORKSTATION_ZONE, 'en-GB').slice(0, 5);
    expect(sydney.other).toBe(`${here} here`);
    const london = find(rows, 'Northwind Facilities Ltd')!;
    expect(london.main).toBe(siteClock(Date.parse(london.datetime), 'Europe/London', 'en-GB'));
    expect(london.main).toMatch(/ (GMT|BST)$/);
    expect(london.other).toBeNull();
    await monitor.page.screenshot({ path: join(SHOTS, 'site-time-feed-1366.png') });
    await monitor.page.setViewportSize({ width: 1920, height: 1080 });
    await monitor.page.screenshot({ path: join(SHOTS, 'site-time-feed-1920.png') });

    // The preference puts this workstation's clock first, the site's beside it.
    await monitor.page.getByTestId('tab-health').click();
    await monitor.page.getByTestId('setting-workstation-time').check();
    await monitor.page.getByTestId('tab-feed').click();
    await expect
      .poll(async () => {
        const shown = find(await shownRows(monitor), 'Harbourside Medical Centre');
        return shown
          ? [shown.main.endsWith(' GMT') || shown.main.endsWith(' BST'), shown.other?.endsWith(' site')]
          : [];
      })
      .toEqual([true, true]);
  });

  it('exports every watched customer in one file over the last hour, ending when Export is pressed', async () => {
    const monitor = await suite.open({ width: 1366, height: 768 }, { timezoneId: WORKSTATION_ZONE });
    await startDemo(monitor);
    await monitor.page.getByTestId('tab-export').click();
    await monitor.page.getByTestId('export-hour').click();
    await monitor.page.getByTestId('export-all-watched').check();
    await monitor.page.screenshot({ path: join(SHOTS, 'export-all-watched-1366.png') });
    await monitor.page.setViewportSize({ width: 1920, height: 1080 });
    await monitor.page.screenshot({ path: join(SHOTS, 'export-all-watched-1920.png') });
    // The demo keeps making events: those made after the tab was opened belong in the file too.
    const pressedAtMs = Date.now();
    await monitor.page.getByTestId('export-start').click();
    const link = monitor.page.getByTestId('export-download');
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([monitor.page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^events-3-customers-/);
    const rows = parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), { columns: true });
    const exported = rows.map((row) => Number(row.eventId));
    // The same hour asked of the monitor itself, customer by customer.
    const watched = (await monitor.call('customers.list')) as {
      value: Array<{ customerGuid: string; watched: boolean; timezone: string | null }>;
    };
    const expected: number[] = [];
    const zones = new Map<string, string>();
    for (const customer of watched.value.filter((one) => one.watched)) {
      zones.set(customer.customerGuid, customer.timezone!);
      const events = (await monitor.call('feed.query', {
        customerGuids: [customer.customerGuid],
        limit: 10_000,
      })) as { value: Array<{ event: { eventId: number; eventDate: string } }> };
      const inRange = events.value
        .map((one) => one.event)
        .filter((event) => {
          const ms = Date.parse(event.eventDate);
          return ms >= pressedAtMs - 3_600_000 + 5_000 && ms <= pressedAtMs;
        });
      expected.push(...inRange.map((event) => event.eventId));
    }
    expect(zones.size).toBe(3);
    // Every event of the hour before the press is in the file (a few seconds either side may differ: the press).
    const missing = expected.filter((eventId) => !exported.includes(eventId));
    expect(missing.length).toBeLessThanOrEqual(expected.length * 0.02);
    expect(new Set(rows.map((row) => row.customerGuid))).toEqual(new Set(zones.keys()));
    for (const row of rows) expect(row.timezone).toBe(zones.get(row.customerGuid!));
    expect(new Set(exported).size).toBe(exported.length);
  });
});
