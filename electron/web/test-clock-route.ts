// POST /api/test-clock?advanceMs=N: moves the host's test clock on; answers { nowMs } once what waits on
// it has run. With &unseen=1 the time jumped over counts as unseen (the test froze the service meanwhile).
// Served only by the tests' build of `serve` with ACS_TEST_CLOCK=1 (electron/cli/test-hooks.ts): the
// acs-monitor a user runs answers 404.
import type { ServerResponse } from 'node:http';
import { sendJson } from './replies.js';

export type AdvanceClock = (ms: number, unseen: boolean) => Promise<number>;

const MAX_ADVANCE_MS = 7 * 24 * 3_600_000;

export async function answerTestClock(
  res: ServerResponse,
  query: URLSearchParams,
  advance: AdvanceClock,
): Promise<void> {
  const ms = Number(query.get('advanceMs'));
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS) {
    sendJson(res, 400, { error: `advanceMs must be a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}` });
    return;
  }
  sendJson(res, 200, { nowMs: await advance(ms, query.get('unseen') === '1') });
}
