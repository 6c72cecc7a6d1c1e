// Card numbers on a guard's screen (issue 22, finding 5): masked to their last 4 in the event's detail,
// nowhere whole on the page; the whole number typed into the search still finds the card, the events
// already cached and those arriving while the search stands. Screenshots at 1366×768 and 1920×1080 go to
// test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, saveScreenshot } from './support/monitor.js';

const suite = chromiumSuite();

interface Injected {
  eventId: number;
  tokenData: string;
  tokenDescription: string;
}

describe.skipIf(!CLI_BUILT)('card numbers on screen (needs npm run build)', () => {
  it('are masked; the whole number typed finds the card, now and as its events arrive', async () => {
    const monitor = await suite.open();
    const { page } = monitor;
    await page.getByTestId('try-demo').click();
    await expect.poll(() => page.getByTestId('feed-row').count()).toBeGreaterThan(0);
    const customers = (await monitor.demoControl('customers', undefined, 'GET')) as Array<{
      customerGuid: string;
      restricted: boolean;
    }>;
    const customerGuid = customers.find((customer) => !customer.restricted)!.customerGuid;
    const number = '7300451877';
    const card = { tokenData: number, tokenDescription: `Card ${number}` };
    const first = (await monitor.demoControl('events', { customerGuid, eventType: 2, ...card })) as Injected;
    expect(first.tokenData).toBe(number);

    // The rows by event id: a count alone can be met by the feed before the search applies (one row at start).
    const rows = page.getByTestId('feed-row');
    const shownIds = (): Promise<number[]> =>
      rows.evaluateAll((elements) => elements.map((element) => Number((element as HTMLElement).dataset.eventId)));
    await page.getByTestId('filter-text').fill(number);
    await expect.poll(shownIds).toEqual([first.eventId]);
    await rows.first().click();
    const detail = page.getByTestId('event-detail');
    await expect.poll(() => page.getByTestId('detail-card').textContent()).toMatch(/Card number \*{4}1877/);
    expect(await detail.textContent()).toContain('Card ****1877');
    expect(await page.content()).not.toContain(number);

    // Another event of the card while the search stands: it joins the list without a reload.
    const second = (await monitor.demoControl('events', { customerGuid, eventType: 2, ...card })) as Injected;
    await expect.poll(shownIds).toEqual([second.eventId, first.eventId]);
    expect(await page.content()).not.toContain(number);

    // Its start finds nothing: a masked number cannot be read back a digit at a time.
    await page.getByTestId('filter-text').fill(number.slice(0, 6));
    await expect.poll(() => rows.count()).toBe(0);

    await page.getByTestId('filter-text').fill(number);
    await expect.poll(shownIds).toEqual([second.eventId, first.eventId]);
    await rows.first().click();
    await page.getByTestId('detail-card').waitFor();
    await saveScreenshot(page, 'masked-card-1366.png');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, 'masked-card-1920.png');
  });
});
