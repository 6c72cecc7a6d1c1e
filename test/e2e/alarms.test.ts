// Alarms in Debian's Chromium against `acs-monitor serve` and its demo: a forced door raises a
// critical alarm with its strip and its own sound; a supervisor's rule decides the next event; an
// acknowledgement on one screen shows on another at once; a blocked sound is said, not hidden.
// Screenshots of the alarm screens at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT, runAcsProcess } from '../support/acs-process.js';
import {
  chromiumSuite,
  demoCustomer,
  type Monitor,
  newScreenAddress,
  saveScreenshot,
  SHOTS,
  tryDemo,
} from './support/monitor.js';

const suite = chromiumSuite();
let monitor: Monitor | undefined;

/** Records each sound the page plays; `refuse` answers as a browser blocking autoplay does. */
async function recordSounds(m: Monitor, refuse = false): Promise<void> {
  await m.context.addInitScript((refuse: boolean) => {
    const played: string[] = [];
    (window as unknown as { __sounds: string[] }).__sounds = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src.split('/').pop()!);
      return refuse ? Promise.reject(new DOMException('not allowed', 'NotAllowedError')) : Promise.resolve();
    };
  }, refuse);
  await m.page.reload();
}

const sounds = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds);

/** The doors this file's tests forced: on the shared monitor, each test forces one no other test named. */
const forcedDoorNames: string[] = [];

/**
 * A door forced open, under a type number the monitor has never seen: the meaning is in the words. At a door
 * whose name no earlier test's door contains or is contained in, so a row found by its door's name is this one.
 */
async function forceDoor(m: Monitor, customerGuid: string): Promise<{ eventId: number; doorName: string }> {
  const doors = (await m.call('inventory.doors', { customerGuid })) as {
    value: { items: Array<{ doorGuid: string; name: string }> };
  };
  const door = doors.value.items.find(
    (candidate) => !forcedDoorNames.some((name) => name.includes(candidate.name) || candidate.name.includes(name)),
  )!;
  forcedDoorNames.push(door.name);
  return (await m.demoControl('events', {
    customerGuid,
    doorGuid: door.doorGuid,
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    cardholder: false,
  })) as { eventId: number; doorName: string };
}

/** A forced door's critical alarm, on the Alarms screen. */
async function criticalRow(m: Monitor, doorName: string): Promise<Locator> {
  await m.page.getByTestId('tab-alerts').click();
  return m.page.locator('[data-testid="alert-item"][data-priority="critical"]', { hasText: doorName }).first();
}

/** A door forced (the demo running), and its alarms snoozed for 30 min from the alarm's row. */
async function snoozeForcedDoor(m: Monitor, customerGuid: string): Promise<{ doorName: string }> {
  const forced = await forceDoor(m, customerGuid);
  const row = await criticalRow(m, forced.doorName);
  // Focused, an alarm opens in full (a list of many shows the others one line each).
  await row.focus();
  await row.getByTestId('alert-snooze-open').click();
  await row.getByTestId('snooze-minutes').selectOption('30');
  await row.getByTestId('snooze-reason').fill('Lock being replaced');
  await row.getByTestId('snooze-save').click();
  return forced;
}

describe.skipIf(!CLI_BUILT)('alarms in Chromium (needs npm run build)', () => {
  // The tests that need no pristine monitor share one (its alarms add up: each forces a door of its own).
  describe('on one monitor their screens share', () => {
    const shared = suite.sharedDemo();

    it('a forced door raises a critical alarm: strip, badge colour, its own sound; acknowledged on its row, it leaves the strip', async () => {
      monitor = await shared.open();
      await recordSounds(monitor);
      const customerGuid = await demoCustomer(monitor);
      const forced = await forceDoor(monitor, customerGuid);

      const strip = monitor.page.getByTestId('critical-alarm').filter({ hasText: forced.doorName }).first();
      await expect.poll(() => strip.innerText()).toMatch(/CRITICAL.*Door forced open/s);
      // A desk watches many customers: the strip says whose door, and when on the site's named clock.
      const customersSeen = (await monitor.demoControl('customers', undefined, 'GET')) as Array<{
        customerGuid: string;
        customerName: string;
      }>;
      const customerName = customersSeen.find((customer) => customer.customerGuid === customerGuid)!.customerName;
      expect(await strip.getByTestId('critical-alarm-place').textContent()).toContain(customerName);
      expect(await strip.getByTestId('critical-alarm-time').textContent()).toMatch(
        /^\d\d:\d\d:\d\d [A-Z]{2,5}( \(\d\d:\d\d here\))?$/,
      );
      await expect.poll(() => monitor!.page.getByTestId('alert-badge').getAttribute('data-priority')).toBe('critical');
      await expect.poll(() => sounds(monitor!.page)).toContain('critical.wav');

      // From any screen, keys: "?" lists them, "n" jumps to the newest critical alarm, focused; "m" silences.
      const { page } = monitor;
      await page.getByTestId('tab-inventory').click();
      await page.keyboard.press('?');
      expect(await page.getByTestId('key-help-global').textContent()).toMatch(/n\s*Jump to the newest critical alarm/);
      expect(await page.getByTestId('key-help-alarms').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByTestId('alarm-key-help').waitFor({ state: 'detached' });
      await page.keyboard.press('n');
      const row = monitor.page.locator(`[data-testid="alert-item"][data-priority="critical"]`, {
        hasText: forced.doorName,
      });
      await expect.poll(() => row.first().getAttribute('data-state')).toBe('open');
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('[data-testid="alert-item"]')?.textContent ?? ''),
        )
        .toContain(forced.doorName);
      // Esc leaves the alarm's note field; then "m" is a key, not typing: silenced, and on again.
      await page.keyboard.press('Escape');
      await page.keyboard.press('m');
      await page.getByTestId('sound-off').waitFor();
      await page.keyboard.press('m');
      await page.getByTestId('sound-silence').waitFor();
      // Critical first in the list, whatever arrived since.
      expect(await monitor.page.getByTestId('alert-item').first().getAttribute('data-priority')).toBe('critical');
      await saveScreenshot(monitor.page, 'alarms-critical-1366.png');
      await monitor.page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(monitor.page, 'alarms-critical-1920.png');

      // Acknowledged on its row with a note (the demo's rules give it no procedure), it leaves the strip (other
      // critical alarms of the live demo may stay).
      await row.first().getByTestId('alert-note').fill('Patrol sent');
      await row.first().getByTestId('alert-ack').click();
      await expect.poll(() => row.first().getAttribute('data-state')).toBe('acknowledged');
      await expect
        .poll(() => monitor!.page.getByTestId('critical-alarm').filter({ hasText: forced.doorName }).count())
        .toBe(0);
    });

    it("a forced door's row in the feed reads as its critical alarm, as it arrives and after a reload", async () => {
      monitor = await shared.open();
      const forced = await forceDoor(monitor, await demoCustomer(monitor));
      const row = monitor.page.locator(`[data-testid="feed-row"][data-event-id="${forced.eventId}"]`);
      await expect.poll(() => row.getAttribute('data-alarm-priority')).toBe('critical');
      expect((await row.locator('[data-priority="critical"]').textContent())?.trim()).toBe('Critical');
      await saveScreenshot(monitor.page, 'feed-critical-row-1366.png');
      await monitor.page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(monitor.page, 'feed-critical-row-1920.png');

      await monitor.page.reload();
      await expect.poll(() => row.getAttribute('data-alarm-priority')).toBe('critical');
      // Its detail tells the service's words for it apart from the alarm the rules raised.
      await row.click();
      expect(await monitor.page.getByTestId('detail-service-priority').textContent()).toMatch(
        /service type \d+( · service priority \S+)?/,
      );
      expect(await monitor.page.getByTestId('detail-alarm-priority').textContent()).toMatch(/alarm\s+Critical/);
      // An event that raised no alarm keeps its plain result.
      const plain = monitor.page.locator('[data-testid="feed-row"]:not([data-alarm-priority])').first();
      expect(await plain.getAttribute('data-kind')).toMatch(/^(granted|denied|other)$/);
      // No row's result reads "Other": an event that is no access attempt is named by what it happened to.
      const results = await monitor.page.locator('[data-testid="feed-row"] .kind').allTextContents();
      expect(results.map((text) => text.trim())).not.toContain('Other');
      expect(results.map((text) => text.trim()).every((text) => /^(Granted|Denied|Door|Device)$/.test(text))).toBe(
        true,
      );
    });

    it('an acknowledgement on one screen shows on a second at once; closed there, the shift report lists both', async () => {
      // A supervisor in Sydney: the printable page is on their clock.
      monitor = await shared.open(undefined, { timezoneId: 'Australia/Sydney' });
      const customerGuid = await demoCustomer(monitor);
      // A second screen of its own: it opens an access address of its own and gets its own cookie.
      const second = await suite.browser().newContext({ viewport: { width: 1366, height: 768 } });
      try {
        const other = await second.newPage();
        await other.goto(await newScreenAddress(monitor));
        expect((await second.cookies()).map((c) => c.value)).not.toContain((await monitor.context.cookies())[0]!.value);
        const forced = await forceDoor(monitor, customerGuid);
        for (const page of [monitor.page, other]) await page.getByTestId('tab-alerts').click();
        const rowOn = (page: Page) =>
          page.locator(`[data-testid="alert-item"][data-priority="critical"]`, { hasText: forced.doorName }).first();
        await expect.poll(() => rowOn(other).getAttribute('data-state')).toBe('open');

        await rowOn(monitor.page).focus();
        await rowOn(monitor.page).getByTestId('alert-note').fill('Patrol sent');
        await rowOn(monitor.page).getByTestId('alert-ack').click();
        await expect.poll(() => rowOn(other).getAttribute('data-state')).toBe('acknowledged');
        await rowOn(other).focus();
        expect(await rowOn(other).getByTestId('alert-acknowledged-by').textContent()).toMatch(
          /acknowledged by guard at .*“Patrol sent”/,
        );
        // The focus stays in the list, not back at the top of the page.
        expect(await monitor.page.evaluate(() => document.activeElement?.closest('.groups') !== null)).toBe(true);
        await saveScreenshot(monitor.page, 'alarms-acknowledged-1366.png');

        // The second screen's feed marks the event acknowledged, in full, inside the 1366-px window.
        await other.getByTestId('tab-feed').click();
        const mark = other.locator(`[data-event-id="${forced.eventId}"]`).getByTestId('feed-ack');
        await expect.poll(() => mark.textContent()).toBe('✓');
        expect(await mark.getAttribute('title')).toBe('Acknowledged');
        const box = (await mark.boundingBox())!;
        const cell = (await mark.locator('..').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(cell.x + cell.width, 1366));
        expect(await mark.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        await saveScreenshot(other, 'feed-acknowledged-1366.png');
        await other.getByTestId('tab-alerts').click();

        // Closed on the second screen; the shift report lists who did what.
        await rowOn(other).focus();
        await rowOn(other).getByTestId('alert-outcome').selectOption('test');
        await rowOn(other).getByTestId('alert-close-note').fill('Drill');
        await rowOn(other).getByTestId('alert-close').click();
        const page = monitor.page;
        await page.getByTestId('alarms-history').click();
        const forcedRows = page.getByTestId('history-row').filter({ hasText: forced.doorName });
        await expect.poll(() => forcedRows.count()).toBeGreaterThan(0);
        // Words nothing matches: the table says so, rather than standing empty.
        expect(await page.getByTestId('history-empty').count()).toBe(0);
        await page.getByLabel('Find in history').fill('zzz-nothing-like-this');
        expect(await page.getByTestId('history-empty').textContent()).toMatch(
          /No alarm in this range matches “zzz-nothing-like-this”\./,
        );
        await page.getByLabel('Find in history').fill('');
        expect(await page.getByTestId('history-range-this-shift').isChecked()).toBe(true);
        expect(await page.getByRole('radio', { name: /^This shift \(since \d\d:\d\d\)$/ }).count()).toBe(1);
        expect(await page.getByRole('radio', { name: /^Previous shift \(\d\d:\d\d–\d\d:\d\d\)$/ }).count()).toBe(1);
        const downloadedFile = async (kind: string): Promise<{ name: string; text: string }> => {
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByTestId(`shift-report-${kind}`).click(),
          ]);
          return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
        };
        const downloaded = async (kind: string): Promise<string> => (await downloadedFile(kind)).text;

        // A typed range, on the clock Export would use: the demo's customers keep different zones, so this
        // workstation's (Sydney's), and the picker says so. Backwards is refused and nothing listed;
        // yesterday's day leaves today's alarm out.
        await page.getByTestId('history-range-custom').check();
        expect(await page.getByTestId('history-clock').textContent()).toBe(
          "Times on this workstation's clock, as the customers are in different time zones.",
        );
        expect(await page.locator('label', { has: page.getByTestId('history-from') }).textContent()).toMatch(
          /^From \(this workstation's time\)/,
        );
        const typedFrom = await page.getByTestId('history-from').inputValue();
        await page.getByTestId('history-to').fill(typedFrom);
        await expect
          .poll(() => page.getByTestId('history-error').textContent())
          .toBe('The range must start before it ends.');
        expect(await page.getByTestId('history-row').count()).toBe(0);
        expect(await page.getByTestId('shift-report-make').count()).toBe(0);
        const twoDaysAgo = await page.evaluate(() =>
          new Date(Date.now() - 48 * 3_600_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
        );
        await page.getByTestId('history-from').fill(twoDaysAgo);
        await expect.poll(() => page.getByTestId('history-error').count()).toBe(0);
        const day = (input: string) => input.slice(0, 10);
        expect(await page.getByTestId('history-count').textContent()).toMatch(
          new RegExp(
            `^\\d+ alarm\\(s\\) from ${day(twoDaysAgo)} \\d\\d:\\d\\d to ${day(typedFrom)} \\d\\d:\\d\\d \\(AE[DS]T\\)$`,
          ),
        );
        expect(await forcedRows.count()).toBe(0);
        await page.getByTestId('shift-report-make').click();
        const typedReport = await downloadedFile('csv');
        expect(typedReport.text).not.toContain(forced.doorName);
        expect(typedReport.name).toBe(
          // The exports' range stamp, on the range's clock: what was typed.
          `shift-report-${day(twoDaysAgo)}_${twoDaysAgo.slice(11).replace(':', '')}-${day(typedFrom)}_${typedFrom.slice(11).replace(':', '')}.csv`,
        );
        await saveScreenshot(page, 'alarms-history-custom-1366.png');
        await page.setViewportSize({ width: 1920, height: 1080 });
        await saveScreenshot(page, 'alarms-history-custom-1920.png');
        await page.setViewportSize({ width: 1366, height: 768 });

        // The last 24 hours hold it again, in the list and in the report.
        await page.getByTestId('history-range-last-24h').check();
        await expect.poll(() => forcedRows.count()).toBeGreaterThan(0);
        expect(await page.getByTestId('history-count').textContent()).toMatch(
          /alarm\(s\) from .*\d\d:\d\d to now \(AE[DS]T\)$/,
        );
        await page.getByTestId('shift-report-make').click();
        const csv = await downloaded('csv');
        const line = csv.split('\r\n').find((row) => row.includes(forced.doorName) && row.includes('Patrol sent'));
        // The columns added since (customer, code, site, disposition, lateness, steps done) come after the first ones.
        expect(line).toMatch(
          /,critical,Door forced open,.*,closed,guard,.*,Patrol sent,guard,.*,test,Drill,.+,test,\d*,[^,]*$/,
        );
        // The printable page says the same, and counts the events of each hour.
        const page24 = await downloadedFile('html');
        const html = page24.text;
        expect(page24.name).toMatch(/^shift-report-\d{4}-\d\d-\d\d_\d{4}-\d{4}-\d\d-\d\d_\d{4}\.html$/);
        expect(html).toMatch(/, times in Australia\/Sydney \(AE[DS]T\)\./);
        expect(html).toMatch(
          /<td>guard, [\d-]+ [\d:]+<\/td><td>\d+ s<\/td><td>Patrol sent<\/td><td>guard, [\d-]+ [\d:]+<\/td><td>Test<\/td><td>Drill<\/td>/,
        );
        expect(html).toMatch(/<td class="number">[1-9]\d*<\/td>/);
        expect(await downloaded('hours')).toMatch(/^hourStart,events,alarmsRaised\r\n/);
        await saveScreenshot(monitor.page, 'alarms-history-1366.png');
        await monitor.page.setViewportSize({ width: 1920, height: 1080 });
        await saveScreenshot(monitor.page, 'alarms-history-1920.png');
        const printable = await second.newPage();
        await printable.setContent(html);
        await printable.screenshot({ path: join(SHOTS, 'shift-report-page-1366.png'), fullPage: true });
      } finally {
        await second.close();
      }
    });

    it('a guard snoozes a door with a reason: every screen shows it while it runs, and ending it clears it', async () => {
      monitor = await shared.open();
      const forced = await snoozeForcedDoor(monitor, await demoCustomer(monitor));

      const second = await suite.browser().newContext();
      try {
        const other = await second.newPage();
        await other.goto(await newScreenAddress(monitor));
        for (const page of [monitor.page, other]) {
          await expect
            .poll(() => page.getByTestId('snooze').filter({ hasText: forced.doorName }).textContent())
            .toMatch(/Snoozed:.*\(.+\) until \d\d:\d\d:\d\d [A-Z]{2,5}\b.*Lock being replaced \(guard\)/s);
        }
        await saveScreenshot(monitor.page, 'alarms-snoozed-1366.png');
        await other.getByTestId('snooze').filter({ hasText: forced.doorName }).getByTestId('snooze-end').click();
        for (const page of [monitor.page, other]) {
          // The other screen hears of it by a push: on a busy machine that can take over a second.
          await expect.poll(() => page.getByTestId('snooze').filter({ hasText: forced.doorName }).count()).toBe(0);
        }
      } finally {
        await second.close();
      }
    });

    it('says the sound is blocked when the browser refuses to play it, instead of "Sound on"', async () => {
      monitor = await shared.open();
      await recordSounds(monitor, true);
      const customerGuid = await demoCustomer(monitor);
      await forceDoor(monitor, customerGuid);
      await expect
        .poll(() => monitor!.page.getByTestId('sound-blocked').textContent())
        .toContain('Sound blocked: click to allow');
    });
  });

  describe('each on a monitor of its own', () => {
    it('a supervisor saves a rule and an instruction on the Rules screen (a mistake is refused first); the next matching event alarms with it', async () => {
      // A monitor of its own: the rules it saves would be in force for the tests after it.
      monitor = await suite.open();
      const customerGuid = await tryDemo(monitor);
      await monitor.page.getByTestId('tab-rules').click();
      await expect.poll(() => monitor!.page.getByTestId('rules-text').inputValue()).toContain('Access denied');
      // The defaults in plain words above the rules text: a denial is low until its card's third.
      const defaults = monitor.page.getByTestId('default-rule');
      expect(await defaults.count()).toBe(15);
      const denial = defaults.filter({ hasText: 'Access denied' });
      expect(await denial.locator('[data-priority]').getAttribute('data-priority')).toBe('low');
      expect(await denial.textContent()).toContain('HIGH at the 3rd denial of one card within 5 min');
      expect(await defaults.filter({ hasText: 'Door held open' }).textContent()).toContain(
        'HIGH when unacknowledged for 5 min',
      );
      await saveScreenshot(monitor.page, 'rules-1366.png');
      await monitor.page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(monitor.page, 'rules-1920.png');
      await monitor.page.setViewportSize({ width: 1366, height: 768 });

      const rules = (alarm: string): string =>
        JSON.stringify(
          {
            rules: [{ name: 'Lift machine room', when: { displayNameContains: ['lift machine'] }, alarm }],
            instructions: [{ customerGuid, text: 'Call the duty manager on 555 0100' }],
          },
          null,
          2,
        );
      await monitor.page.getByTestId('rules-text').fill(rules('urgent'));
      await monitor.page.getByTestId('rules-save').click();
      await expect
        .poll(() => monitor!.page.getByTestId('rules-error').textContent())
        .toMatch(/line 10, rule 1 \("Lift machine room"\), alarm:/);
      await monitor.page.getByTestId('rules-text').fill(rules('medium'));
      await monitor.page.getByTestId('rules-save').click();
      await monitor.page.getByTestId('rules-saved').waitFor();
      expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the rules file in this profile');

      const event = (await monitor.demoControl('events', {
        customerGuid,
        eventType: 5120,
        displayName: 'Lift machine room door opened',
        priorityDescription: 'Low',
        cardholder: false,
      })) as { doorName: string };
      await monitor.page.getByTestId('tab-alerts').click();
      const row = monitor.page.getByTestId('alert-item').filter({ hasText: 'Lift machine room door opened' });
      await expect.poll(() => row.first().getAttribute('data-priority')).toBe('medium');
      expect(await row.first().textContent()).toContain(event.doorName);
      await row.first().focus();
      // The customer's instruction is the alarm's procedure: one step to tick.
      expect(await row.first().getByTestId('alert-procedure').getByTestId('alert-step').allTextContents()).toEqual([
        expect.stringContaining('Call the duty manager on 555 0100'),
      ]);
    });

    it("one card's denials are one alarm on the Alarms screen: LOW, then HIGH at the third, saying why", async () => {
      // A monitor of its own: the alarm is read in full, as a short list shows each (a long one, one line each).
      monitor = await suite.open();
      const customerGuid = await tryDemo(monitor);
      const deny = async (): Promise<{ userFirstName: string; userLastName: string }> =>
        (await monitor!.demoControl('events', { customerGuid, eventType: 2 })) as {
          userFirstName: string;
          userLastName: string;
        };
      const denied = await deny();
      await monitor.page.getByTestId('tab-alerts').click();
      const name = `${denied.userFirstName} ${denied.userLastName}`;
      const row = monitor.page.getByTestId('alert-item').filter({ hasText: name });
      await expect.poll(() => row.first().getAttribute('data-priority')).toBe('low');
      await deny();
      await deny();
      await expect.poll(() => row.first().getAttribute('data-priority')).toBe('high');
      expect(await row.count()).toBe(1);
      expect(await row.getByTestId('alert-escalated').textContent()).toContain(
        'raised to HIGH: 3rd denial of this card within 5 min',
      );
      await saveScreenshot(monitor.page, 'alarm-risen-1366.png');
    });

    it('with a supervisor password set, a guard can read the rules but not save them; the supervisor can', async () => {
      // A monitor of its own: it starts with no supervisor password and leaves one set.
      monitor = await suite.open();
      await tryDemo(monitor);
      await monitor.page.getByTestId('tab-rules').click();
      await monitor.page.getByTestId('rules-no-supervisor').waitFor();
      // Not from a browser screen: the screen says where, and the supervisor sets it at the workstation.
      expect(await monitor.page.getByTestId('supervisor-password-elsewhere').textContent()).toContain(
        'acs-monitor supervisor-password',
      );
      expect(await monitor.page.getByTestId('supervisor-password-new').count()).toBe(0);
      const set = await runAcsProcess(
        ['supervisor-password', '--password-stdin'],
        { PATH: process.env.PATH, HOME: monitor.dataDir, ACS_DATA_DIR: join(monitor.dataDir, 'profile') },
        'night-shift-42\n',
      );
      expect(set.status, set.stderr).toBe(0);
      await monitor.page.reload();
      await monitor.page.getByTestId('tab-rules').click();
      await monitor.page.getByTestId('rules-supervisor-password').waitFor();

      const text = monitor.page.getByTestId('rules-text');
      await text.fill(JSON.stringify({ rules: [{ name: 'Quiet', when: { eventType: [2] }, alarm: 'none' }] }));
      await monitor.page.getByTestId('rules-save').click();
      await expect
        .poll(() => monitor!.page.getByTestId('rules-error').textContent())
        .toContain('Only a supervisor may change the alarm rules');
      await monitor.page.getByTestId('rules-supervisor-password').fill('guessing-1');
      await monitor.page.getByTestId('rules-save').click();
      // The wrong password is checked with scrypt, which on loaded cores takes more than poll's default second.
      await expect.poll(() => monitor!.page.getByTestId('rules-error').textContent()).toContain('not right');
      expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the defaults');
      await saveScreenshot(monitor.page, 'rules-refused-1366.png');
      await monitor.page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(monitor.page, 'rules-refused-1920.png');

      await monitor.page.getByTestId('rules-supervisor-password').fill('night-shift-42');
      await monitor.page.getByTestId('rules-save').click();
      await monitor.page.getByTestId('rules-saved').waitFor();
      expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the rules file in this profile');
    });

    it('escalation: a critical alarm left unacknowledged for 2 min sounds again and says so (test clock, no waiting)', async () => {
      // Monitors of their own with the test clock, here and below: the clock moved on would move for the others.
      monitor = await suite.open(undefined, { testClock: true });
      await recordSounds(monitor);
      const customerGuid = await tryDemo(monitor);
      const forced = await forceDoor(monitor, customerGuid);
      const row = await criticalRow(monitor, forced.doorName);
      await expect.poll(() => row.getAttribute('data-state')).toBe('open');
      const criticalPlays = async (): Promise<number> =>
        (await sounds(monitor!.page)).filter((file) => file === 'critical.wav').length;
      await expect.poll(criticalPlays).toBeGreaterThan(0);
      const before = await criticalPlays();
      await row.focus();
      expect(await row.getByTestId('alert-escalated').count()).toBe(0);

      await monitor.advanceClock(2 * 60_000);
      await expect.poll(() => row.getByTestId('alert-escalated').textContent()).toMatch(/unacknowledged for 2 min/);
      await expect.poll(criticalPlays).toBeGreaterThan(before);
      await saveScreenshot(monitor.page, 'alarms-escalated-1366.png');
      await monitor.page.setViewportSize({ width: 1920, height: 1080 });
      await saveScreenshot(monitor.page, 'alarms-escalated-1920.png');
    });

    it('a snooze ends by itself when its time is up (test clock, no waiting)', async () => {
      monitor = await suite.open(undefined, { testClock: true });
      const forced = await snoozeForcedDoor(monitor, await tryDemo(monitor));
      const strip = monitor.page.getByTestId('snooze').filter({ hasText: forced.doorName });
      await expect.poll(() => strip.count()).toBe(1);

      await monitor.advanceClock(29 * 60_000);
      expect(await strip.count()).toBe(1);
      await monitor.advanceClock(2 * 60_000);
      await expect.poll(() => strip.count()).toBe(0);
      expect(((await monitor.call('snoozes.list')) as { value: unknown[] }).value).toEqual([]);
    });
  });
});
