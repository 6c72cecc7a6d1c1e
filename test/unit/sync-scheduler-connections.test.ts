// The scheduler's share of the connections between the live edges and history, against a slow
// service: the reads are fakes that end when the test says, so what is in flight is known exactly.
import { describe, expect, it } from 'vitest';
import type { CustomerRun, Lane, Task } from '../../electron/core/sync/customer-run.js';
import type { EdgeIntervals } from '../../electron/core/sync/edge-intervals.js';
import type { NextReads } from '../../electron/core/sync/next-reads.js';
import type { Reader } from '../../electron/core/sync/reader.js';
import { RequestBudget } from '../../electron/core/sync/request-budget.js';
import type { CacheRetention } from '../../electron/core/sync/retention.js';
import { Scheduler } from '../../electron/core/sync/scheduler.js';
import { preparedCustomerRun } from '../support/fake-customer-run.js';

const MAX_IN_FLIGHT = 8;

/** A customer whose edge was read, with a backfill piece due. */
function customer(guid: string): CustomerRun {
  return preparedCustomerRun(guid);
}

/** A reader whose reads stay in flight (a slow service), each live read having taken `liveReadMs`. */
function slowReader(liveReadMs: number): { reader: Reader; started: Task[] } {
  const started: Task[] = [];
  const inFlightOf = (lane?: Lane): number =>
    started.filter((task) => lane === undefined || task.lane === lane).reduce((sum, task) => sum + task.requests, 0);
  const reader = {
    get inFlight() {
      return inFlightOf();
    },
    get backgroundInFlight() {
      return inFlightOf('background');
    },
    liveReadMs,
    run(task: Task): Promise<void> {
      task.run.reading[task.lane] = true;
      started.push(task);
      return new Promise<void>(() => {});
    },
  };
  return { reader: reader as unknown as Reader, started };
}

function startedAgainst(options: { liveReadMs: number; liveReadsPerMinute: number; customers: number }): Task[] {
  const now = (): number => 0;
  const runs = new Map(
    Array.from({ length: options.customers }, (_, index) => [`c${index}`, customer(`c${index}`)] as const),
  );
  const { reader, started } = slowReader(options.liveReadMs);
  const task = (run: CustomerRun, lane: Lane): Task => ({
    run,
    lane,
    kind: lane === 'live' ? 'edge' : 'backfill',
    dueAtMs: 0,
    priority: lane === 'live' ? -2 : 3,
    requests: 1,
    execute: () => Promise.resolve(),
  });
  const scheduler = new Scheduler(runs, {
    now,
    stopping: new AbortController().signal,
    budget: new RequestBudget(400, now),
    maxInFlight: MAX_IN_FLIGHT,
    reader,
    // Every customer's history is due; only the first customer's edge is (the others' come later).
    next: {
      live: (run: CustomerRun) => (run.customerGuid === 'c0' ? task(run, 'live') : null),
      background: (run: CustomerRun) => task(run, 'background'),
      inventory: () => null,
      inventoryIncomplete: () => false,
    } as unknown as NextReads,
    intervals: { plan: () => {}, liveReadsPerMinute: options.liveReadsPerMinute } as unknown as EdgeIntervals,
    retention: { dueAtMs: Infinity } as unknown as CacheRetention,
    prepare: () => Promise.resolve(),
  });
  void scheduler.runDue(() => Promise.resolve());
  return started;
}

describe('the scheduler shares the connections', () => {
  it('keeps for the live edges the connections a slow service needs them for: history takes the rest', () => {
    // 300 edge reads a minute at a second each: five in flight on average, and one more kept free.
    const started = startedAgainst({ liveReadMs: 1000, liveReadsPerMinute: 300, customers: 10 });
    expect(started.filter((task) => task.lane === 'live')).toHaveLength(1);
    expect(started.filter((task) => task.lane === 'background')).toHaveLength(2);
  });

  it('leaves the live edges two connections, no more, while the service answers them at once', () => {
    const started = startedAgainst({ liveReadMs: 100, liveReadsPerMinute: 360, customers: 10 });
    // The edge in flight and five history reads: two of the eight free.
    expect(started.filter((task) => task.lane === 'background')).toHaveLength(5);
  });

  it('lets one history read go however slow the service, so history still fills', () => {
    const started = startedAgainst({ liveReadMs: 10_000, liveReadsPerMinute: 360, customers: 10 });
    expect(started.filter((task) => task.lane === 'background')).toHaveLength(1);
  });
});
