// What the browser suites about alarms share: the sounds a page plays, the demo started from the
// first-run screen, rules of a test's own, and events injected into the demo by their meaning.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Monitor } from './monitor.js';

/** Records each sound the page plays (the file's name), from the next load on. */
export async function recordSounds(monitor: Monitor): Promise<void> {
  await monitor.context.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __sounds: string[] }).__sounds = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src.split('/').pop()!);
      return Promise.resolve();
    };
  });
  await monitor.page.reload();
}

/** The sounds played so far: "critical.wav", "alarm.wav". */
export const sounds = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds);

/** How many times `file` has played. */
export async function played(page: Page, file: string): Promise<number> {
  return (await sounds(page)).filter((name) => name === file).length;
}

export interface DemoCustomer {
  customerGuid: string;
  customerName: string;
  restricted: boolean;
}

/** Starts the demo from the first-run screen; resolves once the feed fills, with the customers the guard sees. */
export async function startDemo(monitor: Monitor): Promise<DemoCustomer[]> {
  await monitor.page.getByTestId('try-demo').click();
  await expect.poll(() => monitor.page.getByTestId('feed-row').count()).toBeGreaterThan(0);
  return demoCustomers(monitor);
}

/** The running demo's customers that its guard sees. */
export async function demoCustomers(monitor: Monitor): Promise<DemoCustomer[]> {
  const customers = (await monitor.demoControl('customers', undefined, 'GET')) as DemoCustomer[];
  return customers.filter((customer) => !customer.restricted);
}

/**
 * In a control room every screen signs in as its own guard: waits for the screen to ask, signs in there
 * with the demo's guard (or `userName`), and waits for the monitor to show.
 */
export async function signInOnScreen(page: Page, userName = 'guard', password = 'guard-demo'): Promise<void> {
  const form = page.getByTestId('screen-sign-in');
  await expect.poll(() => form.count()).toBe(1);
  await form.getByTestId('signin-user').fill(userName);
  await form.getByTestId('signin-password').fill(password);
  await form.getByTestId('signin-submit').click();
  await expect.poll(() => page.getByTestId('tab-alerts').count()).toBe(1);
}

/** Waits until every watched customer's sync is live (read at least once since the start). */
export async function waitLive(monitor: Monitor): Promise<void> {
  await expect
    .poll(async () => {
      const health = (await monitor.call('health.status')) as { value: Array<{ phase: string }> };
      return health.value.length > 0 && health.value.every((status) => status.phase === 'live');
    })
    .toBe(true);
}

/** Replaces the alarm rules (no supervisor password is set in a fresh profile); throws on a refusal. */
export async function setRules(monitor: Monitor, file: unknown): Promise<void> {
  const answer = await monitor.call('alarms.setRules', { text: JSON.stringify(file, null, 2) });
  if (!answer.ok) throw new Error(`rules refused: ${answer.error?.message}`);
}

/** An event no card caused (a door or panel alarm), named as the service would name it, occurring now. */
export function injectEvent(
  monitor: Monitor,
  customerGuid: string,
  displayName: string,
  priorityDescription = 'Low',
): Promise<{ eventId: number; doorName: string; siteName: string }> {
  return monitor.demoControl('events', {
    customerGuid,
    eventType: 7301,
    displayName,
    priorityDescription,
    cardholder: false,
  }) as Promise<{ eventId: number; doorName: string; siteName: string }>;
}

/** The header's open alarms per priority, as the guard reads them: { critical: 1, low: 12 }. */
export async function headerCounts(page: Page): Promise<Record<string, number>> {
  const chips = await page
    .getByTestId('badge-count')
    .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-priority'), node.textContent]));
  return Object.fromEntries(chips.map(([priority, text]) => [priority, Number(/\d+/.exec(text ?? '')?.[0])]));
}
