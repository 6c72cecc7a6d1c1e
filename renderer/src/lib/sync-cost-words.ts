// What the sync's cost means for a guard, in one sentence saying whether anything is to be done; the figures
// (requests, events downloaded for new, the ratio) are for whoever tunes the budget, folded away. Pure.
import type { SyncTotals } from '../../../electron/contract.js';
import { formatDuration, formatHourMinute } from './time.js';

/** Above this share of its budget, the sync may soon have to wait for it: new events may show later. */
const NEAR_LIMIT = 0.9;

export function syncCostSentence(totals: SyncTotals): string {
  const { customers, effectiveBudgetPerMinute: budget, reducedUntilMs, traffic } = totals;
  const reading = `Reading ${customers} customer${customers === 1 ? '' : 's'}`;
  const used = `${traffic.requestsPerMinute.toFixed(1)} of ${budget} requests a minute`;
  const newest =
    traffic.newestDelayMs === null
      ? ''
      : ` The newest event was stored ${formatDuration(traffic.newestDelayMs)} after it reached the service.`;
  if (reducedUntilMs !== null) {
    return (
      `The service asked the monitor to slow down: ${reading.toLowerCase()} uses ${used} until ` +
      `${formatHourMinute(reducedUntilMs)}, then the budget comes back by itself. Nothing to do.${newest}`
    );
  }
  if (traffic.requestsPerMinute >= NEAR_LIMIT * budget) {
    return (
      `${reading} uses nearly all of the budget (${used}): new events may show later. A supervisor can raise ` +
      `the request budget below, if the service allows more.${newest}`
    );
  }
  return `${reading} uses ${used}, well within the budget. Nothing to do.${newest}`;
}
