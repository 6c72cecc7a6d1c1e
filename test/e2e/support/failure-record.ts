// What a failed browser test leaves for the one reading it, taken before its monitor closes: the page as it
// was (test-results/failures/<test>.png) and, on stderr, the alarms and customers the monitor held for that
// screen. A failure seen once in many runs (an alarm not on a screen) is read from these, not guessed at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AlertGroup, WatchedCustomer } from '../../../electron/contract.js';
import type { Monitor } from './monitor.js';

const FAILURES = new URL('../../../test-results/failures/', import.meta.url).pathname;

type Answer = Awaited<ReturnType<Monitor['call']>>;

const alarmLine = (alarm: AlertGroup): string =>
  `#${alarm.alarmId} ${alarm.priority} ${alarm.state} “${alarm.title}” at ${alarm.doorName} (${alarm.customerGuid})` +
  (alarm.claimedBy ? ` claimed by ${alarm.claimedBy.operator} at ${alarm.claimedBy.workstation}` : '');

const customerLine = (customer: WatchedCustomer): string =>
  `${customer.customerGuid}${customer.watched ? ' watched' : ''}`;

/** One line: what the screen's call answered, each item by `line`, or why it was refused. */
async function held<T>(monitor: Pick<Monitor, 'call'>, method: string, line: (item: T) => string): Promise<string> {
  const answer = await monitor.call(method).catch((error: unknown): Answer => ({
    ok: false,
    error: { message: String(error) },
  }));
  if (!answer.ok) return `${method} refused: ${answer.error?.message}`;
  const items = answer.value as T[];
  return `${method}: ${items.length === 0 ? 'none' : items.map(line).join('; ')}`;
}

/** Writes the screenshot and the lines on stderr (the screenshot's path first); never throws. */
export async function recordFailure(monitor: Pick<Monitor, 'page' | 'call'>, testName: string): Promise<void> {
  const lines: string[] = [];
  try {
    mkdirSync(FAILURES, { recursive: true });
    const path = join(FAILURES, `${testName.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`);
    await monitor.page.screenshot({ path, fullPage: true });
    lines.push(`the page when it failed: ${path}`);
  } catch (error) {
    lines.push(`no screenshot: ${String(error)}`);
  }
  lines.push(await held(monitor, 'alerts.list', alarmLine));
  lines.push(await held(monitor, 'customers.list', customerLine));
  console.error(`${testName} failed:\n  ${lines.join('\n  ')}`);
}
