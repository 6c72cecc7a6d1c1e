// The Export screen's choices in Debian's Chromium against `acs-monitor serve` and its demo: a file
// for a spreadsheet (with ',' or ';' between cells), shift change times as a setting, and the file's name; a
// downloaded file leaves the profile's exports folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, FULL_HISTORY, type Monitor, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
const SYDNEY = 'Australia/Sydney';

/** Wall-clock parts in a zone: '2026-11-24', '0712', 'UTC+11:00'. */
function wall(ms: number, timeZone: string): { day: string; hhmm: string; offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hhmm: `${parts.hour}${parts.minute}`,
    offset: parts.timeZoneName!.replace('GMT', 'UTC'),
  };
}

/**
 * Three shift changes 8 h apart, the latest two hours before `ms` on Sydney's clock, so this shift holds
 * events whatever the time of day the test runs (changes fixed at 07:00, 15:00, 23:00 left a shift of
 * seconds, and an empty file, when it ran just after one of them).
 */
function shiftChangesBefore(ms: number): string[] {
  const latest = (Number(wall(ms, SYDNEY).hhmm.slice(0, 2)) + 22) % 24;
  return [0, 8, 16].map((hours) => `${String((latest + hours) % 24).padStart(2, '0')}:00`).sort();
}

async function sydneyCustomer(m: Monitor): Promise<string> {
  const listed = (await m.call('customers.list')) as { value: Array<{ customerGuid: string; timezone: string }> };
  return listed.value.find((customer) => customer.timezone === SYDNEY)!.customerGuid;
}

describe.skipIf(!CLI_BUILT)('the Export screen in Chromium (needs npm run build)', () => {
  it('takes shift change times, refusing a bad one, and exports this shift for a spreadsheet on the site clock', async () => {
    const monitor = await suite.open({ width: 1366, height: 768 }, { ...FULL_HISTORY, timezoneId: 'Europe/London' });
    const { page } = monitor;
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    const pressedAtMs = Date.now();
    await page.clock.setFixedTime(pressedAtMs);
    await page.getByTestId('tab-export').click();
    await page.getByTestId('export-customer').selectOption(await sydneyCustomer(monitor));

    await page.getByTestId('shift-changes').fill('23:00, 7.30');
    await page.getByTestId('shift-changes-save').click();
    await expect
      .poll(() => page.getByTestId('shift-changes-error').textContent())
      .toMatch(/"7\.30" is not a time of day: write HH:MM on a 24-hour clock/);
    const changes = shiftChangesBefore(pressedAtMs);
    // Typed out of order, one without its leading zero: kept sorted, as times.
    await page.getByTestId('shift-changes').fill(`${changes[2]}, ${changes[0]!.replace(/^0/, '')},${changes[1]}`);
    await page.getByTestId('shift-changes').press('Enter');
    await page.getByTestId('shift-changes-saved').waitFor();
    expect(await page.getByTestId('shift-changes-error').count()).toBe(0);
    expect(await page.getByTestId('export-shift-clock').textContent()).toContain(
      `the latest of ${changes.join(', ')} on the site's clock (Australia/Sydney)`,
    );
    const kept = (await monitor.call('preferences.get')) as { value: { shiftChanges: string[] } };
    expect(kept.value.shiftChanges).toEqual(changes);

    await page.getByTestId('export-for-spreadsheet').check();
    await saveScreenshot(page, 'export-choices-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'export-choices-1920.png');

    await page.getByTestId('export-start').click();
    const link = page.getByTestId('export-download');
    await link.waitFor({ timeout: PATIENCE_MS });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    // The finished export says what it was for.
    const exportFor = page.getByTestId('export-for');
    expect(await exportFor.textContent()).toMatch(
      /^\s*This export: Harbourside Medical Centre, \d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    await saveScreenshot(page, 'export-done-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });
    await saveScreenshot(page, 'export-done-1366.png');

    // The name: the customer's code, and this shift on Sydney's clock, from its latest change to the press.
    const end = wall(pressedAtMs, SYDNEY);
    const name = /^HMC-0003-(\d{4}-\d\d-\d\d)_(\d{4})-(?:(\d{4}-\d\d-\d\d)_)?(\d{4})-spreadsheet\.csv$/.exec(
      download.suggestedFilename(),
    );
    expect(name, download.suggestedFilename()).not.toBeNull();
    const [, startDay, startHhmm, endDay = startDay, endHhmm] = name!;
    expect([endDay, endHhmm]).toEqual([end.day, end.hhmm]);
    const starts = changes.map((change) => change.replace(':', '')).reverse();
    const expectedStart = starts.find((change) => change <= end.hhmm) ?? starts[0]!;
    expect(startHhmm).toBe(expectedStart);
    expect(startDay === endDay).toBe(expectedStart <= end.hhmm);

    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), { columns: true });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const at = Date.parse(row.eventDate!);
      const local = wall(at, SYDNEY);
      expect(row.eventDateLocal).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row.eventDateLocal!.slice(0, 16).replace(/[ :]/g, (c) => (c === ' ' ? '_' : ''))).toBe(
        `${local.day}_${local.hhmm}`,
      );
      expect([row.timezone, row.utcOffset]).toEqual([SYDNEY, local.offset]);
      expect(at).toBeLessThanOrEqual(pressedAtMs);
    }
    await expect
      .poll(() => page.getByTestId('export-progress-events').textContent())
      .toBe(`${rows.length.toLocaleString('en-GB')} events in the file`);

    // A typed range is on the site's clock too (this workstation is in London): what the guard types is
    // what the site's clock said, and the workstation's line shows it 11 hours earlier.
    await page.getByTestId('export-custom').check();
    // A new choice: the last export's "Done" is said to be the earlier one, not this range's.
    expect(await exportFor.getAttribute('data-earlier')).toBe('true');
    expect(await exportFor.textContent()).toMatch(/The last export, before the choices above changed:/);
    expect(await page.locator('label', { has: page.getByTestId('export-from') }).textContent()).toContain(
      'From (site time, AEDT)',
    );
    await page.getByTestId('export-from').fill('2026-11-20T22:00');
    await page.getByTestId('export-to').fill('2026-11-21T06:00');
    await expect
      .poll(() => page.getByTestId('export-range').textContent())
      .toMatch(
        /2026-11-20 22:00:00 AEDT → 2026-11-21 06:00:00 AEDT \(site time\)\s*2026-11-20 11:00:00 UTC → 2026-11-20 19:00:00 UTC \(this workstation's time\)/,
      );
    // The range picker says its clock, as the Alarms screen's History does.
    expect(await page.getByTestId('export-clock').textContent()).toBe("Times on the site's clock (Australia/Sydney).");
    await saveScreenshot(page, 'export-custom-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'export-custom-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it("exports for a ';' spreadsheet, and the downloaded file leaves the profile's exports folder", async () => {
    const monitor = await suite.open({ width: 1920, height: 1080 }, { ...FULL_HISTORY, timezoneId: 'Europe/Berlin' });
    const { page } = monitor;
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    await page.getByTestId('tab-export').click();
    await page.getByTestId('export-customer').selectOption(await sydneyCustomer(monitor));
    await page.getByTestId('export-for-spreadsheet-semicolon').check();
    // Not "this shift", the default: a run just after a shift change (06:00 or 18:00 in Sydney) found
    // that shift a minute old and the file empty.
    await page.getByTestId('export-eight-hours').check();
    expect(await page.getByTestId('export-flavour-help').textContent()).toContain("with ';' between cells");
    await saveScreenshot(page, 'export-semicolon-1920.png');
    await page.setViewportSize({ width: 1366, height: 768 });
    await saveScreenshot(page, 'export-semicolon-1366.png');

    await page.getByTestId('export-start').click();
    const link = page.getByTestId('export-download');
    await link.waitFor({ timeout: PATIENCE_MS });
    const exportsDir = join(monitor.dataDir, 'profile', 'exports');
    expect(readdirSync(exportsDir)).toHaveLength(1);
    expect(await page.getByTestId('export-kept').textContent()).toContain('until downloaded once, or for an hour');
    await saveScreenshot(page, 'export-semicolon-done-1366.png');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^HMC-0003-.*-spreadsheet-semicolon\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), { columns: true, delimiter: ';' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.timezone).toBe(SYDNEY);
    // Downloaded whole: the copy in the profile is deleted (just after the last byte is sent).
    await expect.poll(() => readdirSync(exportsDir)).toEqual([]);
  });
});
