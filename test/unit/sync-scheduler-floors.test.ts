// The scheduler's floors of the budget (budget-floors.ts) against live edges that would take all of it:
// every customer's edge due again 200 ms after it was read, its history (one request a read) always due,
// and its inventory still to read in two halves (the doors, then the controllers and users; two requests
// each). The reads are fakes that end at once, paid from
// the real budget; the clock moves in steps of 100 ms, so what started when is known.
import { describe, expect, it } from 'vitest';
import { INVENTORY_FLOOR_SHARE, HISTORY_FLOOR_SHARE } from '../../electron/core/sync/budget-floors.js';
import type { CustomerRun, Lane, Task, TaskKind } from '../../electron/core/sync/customer-run.js';
import type { EdgeIntervals } from '../../electron/core/sync/edge-intervals.js';
import type { NextReads } from '../../electron/core/sync/next-reads.js';
import type { Reader } from '../../electron/core/sync/reader.js';
import { RequestBudget } from '../../electron/core/sync/request-budget.js';
import type { CacheRetention } from '../../electron/core/sync/retention.js';
import { Scheduler } from '../../electron/core/sync/scheduler.js';
import { preparedCustomerRun } from '../support/fake-customer-run.js';

const BUDGET_PER_MINUTE = 300;
const EDGE_EVERY_MS = 200;
const STEP_MS = 100;
const MINUTE = 60_000;

interface Started {
  kind: TaskKind | 'first-inventory' | 'rest-inventory';
  customer: string;
  atMs: number;
}

/** `halvesIn`: how much of its inventory is in (0 none, 1 the doors, 2 all). */
type FakeRun = CustomerRun & { halvesIn: number };

/** A customer whose edge was read, with history to fill for good. */
function customer(guid: string, inventoryIn: boolean): FakeRun {
  return preparedCustomerRun(guid, { nextEdgeAtMs: 0, halvesIn: inventoryIn ? 2 : 0 });
}

/** `customers` customers' reads over `forMs` (their inventories in already, or not). */
async function run(options: { customers: number; inventoriesIn: boolean; forMs: number }): Promise<Started[]> {
  const clock = { now: 0 };
  const now = (): number => clock.now;
  const budget = new RequestBudget(BUDGET_PER_MINUTE, now);
  const runs = new Map(
    Array.from({ length: options.customers }, (_, index) => {
      const guid = `c${index}`;
      return [guid, customer(guid, options.inventoriesIn)] as const;
    }),
  );
  const started: Started[] = [];
  const reader = {
    inFlight: 0,
    backgroundInFlight: 0,
    liveReadMs: 0,
    async run(task: Task): Promise<void> {
      task.run.reading[task.lane] = true;
      for (let paid = 0; paid < task.requests; paid += 1) budget.take(task.lane);
      const half = (task.run as FakeRun).halvesIn === 0 ? 'first-inventory' : 'rest-inventory';
      const kind = task.lane === 'inventory' ? half : task.kind;
      started.push({ kind, customer: task.run.customerGuid, atMs: clock.now });
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
    inventory: (run: FakeRun) =>
      run.halvesIn === 2
        ? null
        : task(run, 'inventory', 'inventory', {
            priority: 3 + run.halvesIn,
            requests: 2,
            execute: async () => void (run.halvesIn += 1),
          }),
    inventoryIncomplete: (all: Iterable<FakeRun>) => [...all].some((run) => run.halvesIn < 2),
  };
  const scheduler = new Scheduler(runs, {
    now,
    stopping: new AbortController().signal,
    budget,
    maxInFlight: 8,
    reader: reader as unknown as Reader,
    next: next as unknown as NextReads,
    // The edges ask for a read every 200 ms each: more than the whole budget.
    intervals: {
      plan: () => {},
      liveReadsPerMinute: (options.customers * MINUTE) / EDGE_EVERY_MS,
    } as unknown as EdgeIntervals,
    retention: { dueAtMs: Infinity } as unknown as CacheRetention,
    prepare: () => Promise.resolve(),
  });
  for (; clock.now < options.forMs; clock.now += STEP_MS) await scheduler.runDue();
  return started;
}

describe('the scheduler pays history and the inventories from floors the live edges never take', () => {
  it('fills history at its floor though every edge is polled every 200 ms, the first history read at once', async () => {
    const started = await run({ customers: 3, inventoriesIn: true, forMs: 2 * MINUTE });
    const history = started.filter((read) => read.kind === 'backfill');
    expect(history[0]!.atMs).toBeLessThanOrEqual(STEP_MS);
    const secondMinute = history.filter((read) => read.atMs >= MINUTE);
    expect(secondMinute.length).toBeGreaterThanOrEqual(Math.floor(HISTORY_FLOOR_SHARE * BUDGET_PER_MINUTE));
    // The edges take the rest of the budget, and no more than it.
    const edges = started.filter((read) => read.kind === 'edge' && read.atMs >= MINUTE);
    expect(edges.length).toBeGreaterThan(0.85 * BUDGET_PER_MINUTE);
    expect(edges.length + secondMinute.length).toBeLessThanOrEqual(BUDGET_PER_MINUTE);
  });

  it('reads every inventory whole before history, doors first, on a floor of their own, while history goes on at its own', async () => {
    const customers = 10;
    const started = await run({ customers, inventoriesIn: false, forMs: 3 * MINUTE });
    const doors = started.filter((read) => read.kind === 'first-inventory');
    const rest = started.filter((read) => read.kind === 'rest-inventory');
    expect(new Set(doors.map((read) => read.customer)).size).toBe(customers);
    expect(new Set(rest.map((read) => read.customer)).size).toBe(customers);
    // Every customer's doors before any customer's controllers and users.
    expect(Math.max(...doors.map((read) => read.atMs))).toBeLessThanOrEqual(Math.min(...rest.map((read) => read.atMs)));
    // Four requests each at the inventory floor's pace (its first few at once), the edges polled all along.
    const floorMs = (4 * customers * MINUTE) / (INVENTORY_FLOOR_SHARE * BUDGET_PER_MINUTE);
    expect(Math.max(...rest.map((read) => read.atMs))).toBeLessThanOrEqual(floorMs);
    const lastMinute = started.filter((read) => read.kind === 'edge' && read.atMs >= 2 * MINUTE);
    expect(lastMinute.length).toBeGreaterThan(0.85 * BUDGET_PER_MINUTE);
    // The first read beyond the edges is an inventory; history has a floor of its own, and goes on too.
    const firstInventory = started.findIndex((read) => read.kind === 'first-inventory');
    expect(firstInventory).toBeLessThan(started.findIndex((read) => read.kind === 'backfill'));
    expect(started.filter((read) => read.kind === 'backfill').length).toBeGreaterThanOrEqual(
      Math.floor(HISTORY_FLOOR_SHARE * BUDGET_PER_MINUTE),
    );
  });
});
