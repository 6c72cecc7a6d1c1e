// The Health screen's one sentence on what the sync costs (issue 35 part 4): whether anything is to be done,
// never "1,503 for 1,502 new (×1.0)".
import { describe, expect, it } from 'vitest';
import type { SyncTotals } from '../../electron/contract.js';
import { syncCostSentence } from '../../renderer/src/lib/sync-cost-words.js';

function totals(requestsPerMinute: number, overrides: Partial<SyncTotals> = {}): SyncTotals {
  return {
    customers: 3,
    budgetPerMinute: 300,
    effectiveBudgetPerMinute: 300,
    reducedUntilMs: null,
    inFlight: 0,
    maxInFlight: 10,
    traffic: {
      requestsPerMinute,
      downloaded: 1_503,
      inserted: 1_502,
      amplification: 1,
      newestDelayMs: 2_000,
      total: { requests: 10, downloaded: 1_503, inserted: 1_502 },
    },
    warning: null,
    summary: '',
    ...overrides,
  };
}

describe('syncCostSentence', () => {
  it('says there is nothing to do well within the budget, and how soon the newest event was stored', () => {
    expect(syncCostSentence(totals(12))).toBe(
      'Reading 3 customers uses 12.0 of 300 requests a minute, well within the budget. Nothing to do. The newest event was stored 2 s after it reached the service.',
    );
  });

  it('says near the limit that events may show later, and who can raise the budget', () => {
    expect(syncCostSentence(totals(285))).toMatch(
      /^Reading 3 customers uses nearly all of the budget \(285\.0 of 300 requests a minute\): new events may show later\. A supervisor can raise/,
    );
  });

  it('says a slow-down the service asked for ends by itself', () => {
    const until = Date.UTC(2026, 10, 29, 3, 40);
    expect(syncCostSentence(totals(60, { effectiveBudgetPerMinute: 60, reducedUntilMs: until }))).toMatch(
      /^The service asked the monitor to slow down: reading 3 customers uses 60\.0 of 60 requests a minute until \d\d:\d\d, then the budget comes back by itself\. Nothing to do\./,
    );
  });
});
