// The scheduler's order between a customer's inventory (four requests at once) and its history (one
// request a read, always due while history fills), under a budget the live edges use half of: the
// reads are fakes that end at once, the clock moves in steps of 100 ms, so what started when is known.
import { describe, expect, it } from 'vitest';
import type { CustomerRun, Lane, Task, TaskKind } from '../../electron/core/sync/customer-run.js';
import type { EdgeIntervals } from '../../electron/core/sync/edge-intervals.js';
import type { NextReads } from '../../electron/core/sync/next-reads.js';
import type { Reader } from '../../electron/core/sync/reader.js';
import { RequestBudget } from '../../electron/core/sync/request-budget.js';
import type { CacheRetention } from '../../electron/core/sync/retention.js';
import { Scheduler } from '../../electron/core/sync/scheduler.js';

const BUDGET_PER_MINUTE = 120;
const EDGE_EVERY_MS = 2_000;
const STEP_MS = 100;

interface Started {
  kind: TaskKind;
  customer: string;
  atMs: number;
  dueAtMs: number;
}

/** A customer whose edge was read, with history to fill for good and no inventory yet. */
function customer(guid: string): CustomerRun & { inventoryIn: boolean } {
  return {
    customerGuid: guid,
    prepared: true,
    preparing: null,
    pausedUntilMs: 0,
    edgeReads: 1,
    nextEdgeAtMs: 0,
    reading: { live: false, background: false, inventory: false },
    inventoryIn: false,
  } as unknown as CustomerRun & { inventoryIn: boolean };
}

/** Two customers polled every 2 s (60 requests a minute of the 120) for a minute, history and inventory due throughout. */
async function aMinute(): Promise<Started[]> {
  const clock = { now: 0 };
  const now = (): number => clock.now;
  const budget = new RequestBudget(BUDGET_PER_MINUTE, now);
  const runs = new Map(['c0', 'c1'].map((guid) => [guid, customer(guid)] as const));
  const started: Started[] = [];
  const reader = {
    inFlight: 0,
    backgroundInFlight: 0,
    liveReadMs: 0,
    async run(task: Task): Promise<void> {
      task.run.reading[task.lane] = true;
      for (let paid = 0; paid < task.requests; paid += 1) budget.take(task.lane !== 'live');
      started.push({ kind: task.kind, customer: task.run.customerGuid, atMs: clock.now, dueAtMs: task.dueAtMs });
      try {
        await task.execute();
      } finally {
        task.run.reading[task.lane] = false;
      }
    },
  };
  const task = (run: CustomerRun, lane: Lane, kind: TaskKind, fields: Partial<Task>): Task => ({
    run,
    lane,
    kind,
    dueAtMs: 0,
    priority: 0,
    requests: 1,
    execute: () => Promise.resolve(),
    ...fields,
  });
  const next = {
    live: (run: CustomerRun) =>
      task(run, 'live', 'edge', {
        dueAtMs: run.nextEdgeAtMs,
        priority: -2,
        execute: async () => void (run.nextEdgeAtMs = clock.now + EDGE_EVERY_MS),
      }),
    background: (run: CustomerRun) => task(run, 'background', 'backfill', { priority: 4 }),
    inventory: (run: CustomerRun & { inventoryIn: boolean }) =>
      run.inventoryIn
        ? null
        : task(run, 'inventory', 'inventory', {
            priority: 3,
            requests: 4,
            execute: async () => void (run.inventoryIn = true),
          }),
  };
  const scheduler = new Scheduler(runs, {
    now,
    stopping: new AbortController().signal,
    budget,
    maxInFlight: 8,
    reader: reader as unknown as Reader,
    next: next as unknown as NextReads,
    intervals: { plan: () => {}, liveReadsPerMinute: (2 * 60_000) / EDGE_EVERY_MS } as unknown as EdgeIntervals,
    retention: { dueAtMs: Infinity } as unknown as CacheRetention,
    prepare: () => Promise.resolve(),
  });
  for (; clock.now < 60_000; clock.now += STEP_MS) await scheduler.runDue();
  return started;
}

describe('the scheduler orders inventory and history', () => {
  it('brings every inventory in within seconds though history is always due, and the live edges still go on time', async () => {
    const started = await aMinute();
    const inventories = started.filter((read) => read.kind === 'inventory');
    // Single history requests do not take the four the inventory waits for in the bucket.
    expect(inventories.map((read) => read.customer).sort()).toEqual(['c0', 'c1']);
    expect(Math.max(...inventories.map((read) => read.atMs))).toBeLessThanOrEqual(10_000);
    const edges = started.filter((read) => read.kind === 'edge');
    expect(edges.length).toBeGreaterThanOrEqual(58);
    for (const edge of edges) expect(edge.atMs - edge.dueAtMs).toBeLessThanOrEqual(STEP_MS);
    // And history is paid from what is left.
    expect(started.filter((read) => read.kind === 'backfill').length).toBeGreaterThan(10);
  });
});
