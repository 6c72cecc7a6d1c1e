// The first hour on the monitor, part B, in Debian's Chromium against `acs-monitor serve` and its
// demo: times on the site's clock with the zone's name, search over the cache, exports.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, FULL_HISTORY, type Monitor, saveScreenshot } from './support/monitor.js';
import { PATIENCE_MS } from '../support/patience.js';

const suite = chromiumSuite();
/** The control room's own zone: London, so a London site reads the same and a Sydney one does not. */
const WORKSTATION_ZONE = 'Europe/London';

async function startDemo(m: Monitor): Promise<void> {
  await m.page.getByTestId('try-demo').click();
  await expect.poll(() => m.page.getByTestId('feed-row').count()).toBeGreaterThan(0);
}

/** "21:56:09 AEDT" for the moment in that zone, as a guard in the zone would name it (GMT said UTC, as everywhere on the screens). */
function siteClock(ms: number, timeZone: string, locale: string): string {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${clock.format(ms)} ${name.replace(/^GMT/, 'UTC')}`;
}

/** The site clock as the feed shows it first: with the day (ISO) in front when it is not today there. */
function shownFirst(ms: number, timeZone: string, locale: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = day.format(ms) === day.format(Date.now());
  return `${today ? '' : `${day.format(ms)} `}${siteClock(ms, timeZone, locale)}`;
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

type Cached = Record<string, unknown> & { eventId: number; eventDate: string };

/** Every event the monitor holds, newest first (the demo's 24 h of history and what came live). */
async function everyCachedEvent(m: Monitor): Promise<Cached[]> {
  const answer = (await m.call('feed.query', { limit: 100_000 })) as { value: Array<{ event: Cached }> };
  return answer.value.map((row) => row.event);
}

/** The feed's search: typed into the box, answered once the footer has settled on a count. */
async function searchFeed(m: Monitor, text: string): Promise<number> {
  await m.page.getByTestId('filter-text').fill(text);
  const footer = m.page.locator('footer.status');
  await expect.poll(() => footer.textContent()).not.toMatch(/loading/);
  const matching = async (): Promise<number> =>
    ((await m.call('feed.query', { text, limit: 100_000 })) as { value: unknown[] }).value.length;
  // Live events that match keep coming: the screen's count lies between the monitor's just before and just after.
  let count = 0;
  await expect
    .poll(async () => {
      const before = await matching();
      const shown = /^\s*([\d,]+) events shown/.exec((await footer.textContent()) ?? '')?.[1];
      count = await matching();
      const number = shown === undefined ? NaN : Number(shown.replace(/,/g, ''));
      return number >= Math.min(before, 2_000) && number <= Math.min(count, 2_000);
    })
    .toBe(true);
  return count;
}

describe.skipIf(!CLI_BUILT)('the first hour in Chromium (needs npm run build)', () => {
  it('finds people and places over the whole cache, not only what came live: a full name and a site name', async () => {
    const monitor = await suite.open({ width: 1366, height: 768 }, FULL_HISTORY);
    await startDemo(monitor);
    const cached = await everyCachedEvent(monitor);
    // From the older half: history the monitor fetched, not events that arrived while it watched.
    const older = cached.slice(Math.floor(cached.length / 2));
    const person = older.find((event) => event.userFirstName && event.userLastName)!;
    const fullName = `${String(person.userFirstName)} ${String(person.userLastName)}`;
    const site = String(older.find((event) => event.siteName)!.siteName);

    for (const [text, holds] of [
      [fullName, (event: Cached) => `${String(event.userFirstName)} ${String(event.userLastName)}` === fullName],
      [site, (event: Cached) => event.siteName === site],
    ] as const) {
      const found = await searchFeed(monitor, text);
      const answer = (await monitor.call('feed.query', { text, limit: 100_000 })) as {
        value: Array<{ event: Cached }>;
      };
      const foundIds = new Set(answer.value.map((row) => row.event.eventId));
      // Every cached event of that person or site is found (old ones too), newest first.
      const expected = cached.filter(holds).map((event) => event.eventId);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((eventId) => !foundIds.has(eventId))).toEqual([]);
      expect(found).toBeGreaterThanOrEqual(expected.length);
      const dates = answer.value.map((row) => Date.parse(row.event.eventDate));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
    }
    await monitor.page.getByTestId('filter-text').fill(fullName);
    await expect.poll(() => monitor.page.getByTestId('feed-row').first().textContent()).toContain(fullName);
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      await monitor.page.setViewportSize(viewport);
      await saveScreenshot(monitor.page, `search-full-name-${viewport.width}.png`);
    }
  });

  it("shows each event on its site's clock with the zone's name, and this workstation's where it differs", async () => {
    const monitor = await suite.open({ width: 1366, height: 768 }, { timezoneId: WORKSTATION_ZONE });
    await startDemo(monitor);
    const find = (rows: ShownRow[], customer: string): ShownRow | undefined =>
      rows.find((row) => row.customer.startsWith(customer));
    let rows: ShownRow[] = [];
    await expect
      .poll(async () => {
        rows = await shownRows(monitor);
        return Boolean(find(rows, 'Harbourside Medical Centre') && find(rows, 'Northwind Facilities Ltd'));
      })
      .toBe(true);
    const sydney = find(rows, 'Harbourside Medical Centre')!;
    const sydneyMs = Date.parse(sydney.datetime);
    expect(sydney.main).toBe(shownFirst(sydneyMs, 'Australia/Sydney', 'en-AU'));
    expect(sydney.main).toMatch(/ AE[DS]T$/);
    const here = siteClock(sydneyMs, WORKSTATION_ZONE, 'en-GB').slice(0, 5);
    // Beside it this workstation's clock, unless the row is of another day there (then only its day).
    const sameDay = sydney.main === siteClock(sydneyMs, 'Australia/Sydney', 'en-AU');
    expect(sydney.other).toBe(sameDay ? `${here} here` : null);
    const london = find(rows, 'Northwind Facilities Ltd')!;
    expect(london.main).toBe(shownFirst(Date.parse(london.datetime), 'Europe/London', 'en-GB'));
    expect(london.main).toMatch(/ (UTC|BST)$/);
    expect(london.other).toBeNull();
    await saveScreenshot(monitor.page, 'site-time-feed-1366.png');
    await monitor.page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(monitor.page, 'site-time-feed-1920.png');

    // The preference puts this workstation's clock first, the site's beside it.
    await monitor.page.getByTestId('tab-health').click();
    await monitor.page.getByTestId('setting-workstation-time').check();
    await monitor.page.getByTestId('tab-feed').click();
    await expect
      .poll(async () => {
        const shown = find(await shownRows(monitor), 'Harbourside Medical Centre');
        return shown
          ? [shown.main.endsWith(' UTC') || shown.main.endsWith(' BST'), shown.other?.endsWith(' site')]
          : [];
      })
      .toEqual([true, true]);
  });

  it('exports every watched customer in one file over the last hour, ending exactly when Export is pressed', async () => {
    // The host and its demo keep time on the test clock; the page's clock is held still by the test, so the moment
    // of the press is known to the millisecond.
    const monitor = await suite.open({ width: 1366, height: 768 }, { timezoneId: WORKSTATION_ZONE, testClock: true });
    await startDemo(monitor);
    const openedAtMs = await monitor.advanceClock(0);
    await monitor.page.clock.setFixedTime(openedAtMs);
    await monitor.page.getByTestId('tab-export').click();
    await monitor.page.getByTestId('export-hour').click();
    await monitor.page.getByTestId('export-all-watched').check();
    await saveScreenshot(monitor.page, 'export-all-watched-1366.png');
    await monitor.page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(monitor.page, 'export-all-watched-1920.png');

    // Ten minutes pass with the tab open; the demo makes their events and the monitor stores them.
    const pressedAtMs = await monitor.advanceClock(10 * 60_000);
    await monitor.page.clock.setFixedTime(pressedAtMs);
    const watched = (await monitor.call('customers.list')) as {
      value: Array<{ customerGuid: string; watched: boolean; timezone: string | null }>;
    };
    const zones = new Map(watched.value.filter((one) => one.watched).map((one) => [one.customerGuid, one.timezone!]));
    expect(zones.size).toBe(3);
    const cached = async (fromMs: number, toMs: number): Promise<number[]> => {
      const answer = (await monitor.call('feed.query', {
        customerGuids: [...zones.keys()],
        fromMs,
        toMs,
        limit: 100_000,
      })) as { value: Array<{ event: { eventId: number } }> };
      return answer.value.map((one) => one.event.eventId);
    };
    // Events after the tab was opened, and in the ten minutes the hour no longer reaches, both held: the test can
    // tell an hour ending at the press from one ending (or starting) when the tab was opened.
    await expect.poll(async () => (await cached(openedAtMs + 1, pressedAtMs)).length).toBeGreaterThan(0);
    expect((await cached(openedAtMs - 3_600_000, pressedAtMs - 3_600_000 - 1)).length).toBeGreaterThan(0);
    const heldBeforePress = await cached(pressedAtMs - 3_600_000, pressedAtMs);

    await monitor.page.getByTestId('export-start').click();
    const link = monitor.page.getByTestId('export-download');
    await link.waitFor({ timeout: PATIENCE_MS });
    const [download] = await Promise.all([monitor.page.waitForEvent('download'), link.click()]);
    // The customers are in three zones: the range is named in UTC.
    const utc = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', '_').replace(':', '');
    const [from, to] = [utc(pressedAtMs - 3_600_000), utc(pressedAtMs)];
    const range = from.slice(0, 10) === to.slice(0, 10) ? `${from}-${to.slice(11)}` : `${from}-${to}`;
    expect(download.suggestedFilename()).toBe(`3-customers-${range}-UTC.csv`);
    const rows = parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), { columns: true });
    const exported = rows.map((row) => Number(row.eventId));
    // Exactly the hour before the press: nothing outside it, nothing the monitor held in it left out.
    for (const row of rows) {
      expect(Date.parse(row.eventDate!)).toBeGreaterThanOrEqual(pressedAtMs - 3_600_000);
      expect(Date.parse(row.eventDate!)).toBeLessThanOrEqual(pressedAtMs);
    }
    expect(heldBeforePress.filter((eventId) => !exported.includes(eventId))).toEqual([]);
    expect(new Set(rows.map((row) => row.customerGuid))).toEqual(new Set(zones.keys()));
    for (const row of rows) expect(row.timezone).toBe(zones.get(row.customerGuid!));
    expect(new Set(exported).size).toBe(exported.length);
  });
});
