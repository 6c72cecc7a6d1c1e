// Procedures a guard follows (issue 35 part 2), in Debian's Chromium against `acs-monitor serve` and its
// demo: a critical alarm shows its customer's checklist with the number to call; acknowledging it with no
// step ticked and no note is refused, saying why; a ticked step says who did it and when, joins the alarm's
// history and the shift report. An alarm no procedure covers says to call the supervisor.
// Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { injectEvent, setRules, startDemo } from './support/alarm-page.js';
import { chromiumSuite, type Monitor, screenshotsAtBothSizes } from './support/monitor.js';

const suite = chromiumSuite();
const RULE = 'Drill: door forced';
const STEPS = [
  { text: 'Call the site contact', phones: ['+61 2 5550 0100'] },
  { text: 'Check the loading bay camera' },
  { text: 'Send the patrol' },
];

/** The row of the alarm an event raised, once it has. */
async function rowOf(monitor: Monitor, eventId: number) {
  let key: string | undefined;
  await expect
    .poll(async () => {
      const live = (await monitor.call('alerts.list')) as { value: Array<{ key: string; eventIds: number[] }> };
      key = live.value.find((group) => group.eventIds.includes(eventId))?.key;
      return key !== undefined;
    })
    .toBe(true);
  return monitor.page.locator(`[data-testid="alert-item"][data-alert-key="${key}"]`);
}

const errorShown = (page: Page) => page.locator('p.error[role="alert"]');

describe.skipIf(!CLI_BUILT)('procedures in Chromium (needs npm run build)', () => {
  it("a critical alarm's checklist: acknowledged only once a step is ticked (or with a note); the step is in its history and the shift report", async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const [withProcedure, without] = await startDemo(monitor);
    await setRules(monitor, {
      rules: [{ name: RULE, when: { displayNameContains: ['drill forced'] }, alarm: 'critical' }],
      procedures: [{ rule: RULE, customerGuid: withProcedure!.customerGuid, steps: STEPS }],
    });
    const covered = await injectEvent(monitor, withProcedure!.customerGuid, 'Drill forced door', 'Critical');
    const uncovered = await injectEvent(monitor, without!.customerGuid, 'Drill forced door', 'Critical');
    await page.getByTestId('tab-alerts').click();

    // The alarm no procedure covers says what to do instead.
    const bare = await rowOf(monitor, uncovered.eventId);
    await bare.focus();
    expect(await bare.getByTestId('alert-no-procedure').textContent()).toBe('No procedure: call the supervisor.');

    const alarm = await rowOf(monitor, covered.eventId);
    await alarm.focus();
    const steps = alarm.getByTestId('alert-step');
    expect(await steps.allInnerTexts()).toEqual([
      'Call the site contact\n+61 2 5550 0100',
      'Check the loading bay camera',
      'Send the patrol',
    ]);
    expect(await steps.first().getByRole('link').getAttribute('href')).toBe('tel:+61255500100');
    expect(await alarm.getByTestId('alert-note').getAttribute('placeholder')).toBe('Note what you did, or tick a step');

    // No step ticked, no note: refused, saying why; it stays open.
    await alarm.getByTestId('alert-ack').click();
    await expect
      .poll(() => errorShown(page).textContent())
      .toMatch(
        /“Drill forced door” at .* \(critical\) cannot be acknowledged yet: tick the step of its procedure you did, or write a note saying what you did/,
      );
    expect(await alarm.getAttribute('data-state')).toBe('open');

    // Ticked, the step says who did it and when; then it is acknowledged.
    await steps.nth(0).getByTestId('alert-step-done').check();
    await expect.poll(() => steps.nth(0).getAttribute('data-done')).toBe('true');
    expect(await steps.nth(0).getByTestId('alert-step-by').textContent()).toMatch(/^done by guard at \d\d:\d\d:\d\d /);
    expect(await steps.nth(1).getAttribute('data-done')).toBe('false');
    await screenshotsAtBothSizes(page, 'alarm-procedure', alarm);

    await alarm.getByTestId('alert-ack').click();
    await expect.poll(() => alarm.getAttribute('data-state')).toBe('acknowledged');
    await alarm.focus();
    expect(await alarm.getByTestId('alert-history').textContent()).toMatch(
      /Raised .*Step done .* by guard: “Call the site contact”.*Acknowledged .* by guard/,
    );
    await screenshotsAtBothSizes(page, 'alarm-procedure-acknowledged', alarm);

    // The shift report says which steps were done, by whom and when.
    const report = (await monitor.call('alerts.shiftReport', {
      fromMs: Date.now() - 3_600_000,
      toMs: Date.now() + 60_000,
      timeZone: 'UTC',
    })) as { value: { csv: string; html: string } };
    expect(report.value.csv.split('\r\n')[0]).toMatch(/,stepsDone$/);
    expect(report.value.csv).toMatch(/Call the site contact \(guard, \d{4}-\d\d-\d\dT[\d:.]+Z\)/);
    expect(report.value.html).toContain('Call the site contact: guard, ');
  });

  it('a supervisor writes a procedure on the Rules screen by picking its rule, customer and door by name; saved, the alarm at that door follows it', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const [, customer] = await startDemo(monitor);
    await setRules(monitor, {
      rules: [{ name: RULE, when: { displayNameContains: ['drill forced'] }, alarm: 'critical' }],
    });
    await page.getByTestId('tab-rules').click();
    const section = page.getByTestId('procedures');
    expect(await section.getByTestId('procedure-item').count()).toBe(0);

    await section.getByTestId('procedure-add').click();
    const form = section.getByTestId('procedure-form');
    await form.getByTestId('procedure-rule').selectOption(RULE);
    await form.getByTestId('procedure-customer').selectOption(customer!.customerGuid.toLowerCase());
    const door = form.getByTestId('procedure-door');
    await expect.poll(() => door.locator('option').count()).toBeGreaterThan(1);
    const doorOption = door.locator('option').nth(1);
    const [doorGuid, doorName] = [(await doorOption.getAttribute('value'))!, (await doorOption.textContent())!.trim()];
    await door.selectOption(doorGuid);
    await form.getByTestId('procedure-step-text').fill('Call the night manager');
    await form.getByTestId('procedure-step-phones').fill('+44 20 7946 0000');
    await form.getByTestId('procedure-step-add').click();
    await form.getByTestId('procedure-step-text').nth(1).fill('Lock down the plant room');
    // No GUID anywhere the supervisor reads: names only.
    expect(await form.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await screenshotsAtBothSizes(page, 'rules-procedure-form', section);

    await form.getByTestId('procedure-keep').click();
    const item = section.getByTestId('procedure-item');
    expect(await item.innerText()).toMatch(
      new RegExp(
        `Rule “${RULE}” · ${customer!.customerName}.* · ${doorName}\\n(1\\.\\s*)?Call the night manager · \\+44 20 7946 0000`,
      ),
    );
    // One step: saved with the rules, in force.
    await section.getByTestId('procedures-saved').waitFor();
    // The JSON below has it, for supervisors to export and import.
    expect(JSON.parse(await page.getByTestId('rules-text').inputValue()).procedures).toEqual([
      {
        rule: RULE,
        customerGuid: customer!.customerGuid,
        doorGuid,
        steps: [{ text: 'Call the night manager', phones: ['+44 20 7946 0000'] }, { text: 'Lock down the plant room' }],
      },
    ]);

    const forced = (await monitor.demoControl('events', {
      customerGuid: customer!.customerGuid,
      doorGuid,
      eventType: 7301,
      displayName: 'Drill forced door',
      priorityDescription: 'Critical',
      cardholder: false,
    })) as { eventId: number };
    await page.getByTestId('tab-alerts').click();
    const alarm = await rowOf(monitor, forced.eventId);
    await alarm.focus();
    expect(await alarm.getByTestId('alert-step').allInnerTexts()).toEqual([
      'Call the night manager\n+44 20 7946 0000',
      'Lock down the plant room',
    ]);
  });

  it("the Customers screen keeps a customer's contacts; every alarm of that customer shows them to call", async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    const [customer] = await startDemo(monitor);
    await setRules(monitor, {
      rules: [{ name: RULE, when: { displayNameContains: ['drill forced'] }, alarm: 'critical' }],
    });
    await page.getByTestId('tab-customers').click();
    const row = page.getByTestId('customer-row').filter({ hasText: customer!.customerName });
    await row.getByTestId('customer-contacts-edit').click();
    const form = page.getByTestId('contacts-form');
    await form.getByTestId('contact-name').fill('Ann Lee');
    await form.getByTestId('contact-role').fill('Site manager');
    await form.getByTestId('contact-phone').fill('+61 2 5550 0100');
    await form.getByTestId('contact-add').click();
    await form.getByTestId('contact-name').nth(1).fill('Gate house');
    await form.getByTestId('contact-phone').nth(1).fill('call the gate');
    await form.getByTestId('contacts-save').click();
    // A number that is none is refused, saying which and why; nothing is saved.
    await expect
      .poll(() => form.getByTestId('contacts-problem').textContent())
      .toBe(
        'Contact 2 (Gate house): the phone must be a phone number: digits, spaces, ( ) and - with an optional leading +.',
      );
    await form.getByTestId('contact-phone').nth(1).fill('555 0101');
    await screenshotsAtBothSizes(page, 'customer-contacts-form', form);
    await form.getByTestId('contacts-save').click();
    await expect.poll(() => form.count()).toBe(0);
    expect(await row.getByTestId('customer-contacts').innerText()).toMatch(
      /Ann Lee, Site manager · \+61 2 5550 0100\s+Gate house · 555 0101/,
    );

    const forced = await injectEvent(monitor, customer!.customerGuid, 'Drill forced door', 'Critical');
    await page.getByTestId('tab-alerts').click();
    const alarm = await rowOf(monitor, forced.eventId);
    await alarm.focus();
    expect(await alarm.getByTestId('alert-contact').allInnerTexts()).toEqual([
      'Ann Lee (Site manager) +61 2 5550 0100',
      'Gate house 555 0101',
    ]);
    expect(await alarm.getByTestId('alert-contact').first().getByRole('link').getAttribute('href')).toBe(
      'tel:+61255500100',
    );
    await screenshotsAtBothSizes(page, 'alarm-contacts', alarm);
  });
});
