// Fetches one range of events, halving it while the service's answer is too large to read whole.
// Each request is widened by 1 ms at both ends, so the result is complete whether the service's
// date bounds are inclusive or exclusive (the cache is idempotent; the extra events cost nothing).
import type { CallOptions, RetryNotice, ServiceClient } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import { halves, type TimeRange } from '../time/ranges.js';

export interface FetchRangeOptions {
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
  onAttempt?: () => void;
  patience?: CallOptions['patience'];
  /** Each checked batch as it arrives (see ServiceClient.listEvents); the events are then not returned. */
  onEvents?: (events: AccessEvent[]) => void;
}

export async function fetchEventsInRange(
  client: ServiceClient,
  customerGuid: string,
  range: TimeRange,
  options: FetchRangeOptions = {},
): Promise<AccessEvent[]> {
  try {
    return await client.listEvents(customerGuid, {
      from: new Date(range.fromMs - 1),
      to: new Date(range.toMs + 1),
      signal: options.signal,
      onRetry: options.onRetry,
      onAttempt: options.onAttempt,
      patience: options.patience,
      onEvents: options.onEvents,
    });
  } catch (error) {
    const tooLarge = error instanceof ServiceError && error.kind === 'response-too-large';
    if (!tooLarge || range.toMs - range.fromMs < 1000) throw error;
    const [older, newer] = halves(range);
    return [
      ...(await fetchEventsInRange(client, customerGuid, older, options)),
      ...(await fetchEventsInRange(client, customerGuid, newer, options)),
    ];
  }
}
