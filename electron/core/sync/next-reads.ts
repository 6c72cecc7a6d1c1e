// What a customer's next read is, on each lane, and how urgent. Live: a chase if one is pending, else
// the edge at its interval. Background: the backfill while history is missing, else whichever of the
// bands and the settling read is due (the most urgent), or due first. Inventory: its refresh when due;
// after the start, the customer and its doors at once, before any history (the guard needs the doors
// and site zone before the first alarm), then its controllers and users (cardholders to look up).
import type { CallOptions } from '../api/client.js';
import { piecesNewestFirst } from '../time/ranges.js';
import type { BandReading } from './band-reading.js';
import type { CustomerRun, Lane, SyncContext, Task, TaskKind } from './customer-run.js';
import type { HistoryReads } from './history-reads.js';
import { INVENTORY_REQUESTS, PART_INVENTORY_REQUESTS, type InventoryRefresh } from './inventory.js';
import type { LiveReads } from './live-reads.js';
import type { Reader } from './reader.js';

const PRIORITY: Record<TaskKind | 'quiet-edge' | 'unread-edge' | 'first-inventory' | 'rest-inventory', number> = {
  // A busy customer's edge goes first (its on-time events are stored within seconds), then any
  // customer's edge not read since start (every one is live within seconds, whatever its history).
  edge: -2,
  'unread-edge': -1,
  chase: 0,
  'quiet-edge': 2,
  // Every customer's doors, then every customer's controllers and users: each on the inventory's floor.
  'first-inventory': 3,
  'rest-inventory': 4,
  backfill: 5,
  band: 6,
  settle: 7,
  inventory: 8,
};

export class NextReads {
  constructor(
    private readonly context: SyncContext,
    private readonly reads: {
      reader: Reader;
      live: LiveReads;
      bands: BandReading;
      history: HistoryReads;
      inventory: InventoryRefresh;
    },
  ) {}

  live(run: CustomerRun, now: number): Task | null {
    if (!run.prepared) return null;
    const { live } = this.reads;
    const busyCustomer = (run.model?.ratePerMinute() ?? 0) >= 1;
    const chase = run.chases.at(-1);
    if (chase) {
      const piece = piecesNewestFirst(chase, this.context.settings.maxPieceMs)[0]!;
      // A busy customer's chase holds up its edge (one live read at a time): it goes with busy edges.
      return {
        ...this.task(run, 'live', 'chase', now, () => live.chase(run, piece)),
        priority: busyCustomer ? PRIORITY.edge : PRIORITY.chase,
      };
    }
    return {
      ...this.task(run, 'live', 'edge', run.nextEdgeAtMs, () => live.edge(run)),
      priority: PRIORITY[run.edgeReads === 0 ? 'unread-edge' : busyCustomer ? 'edge' : 'quiet-edge'],
    };
  }

  inventory(run: CustomerRun): Task | null {
    if (!run.prepared) return null;
    const { reader, inventory } = this.reads;
    const call = (): CallOptions => reader.callOptions(run, 'inventory');
    if (!inventory.fetched(run)) {
      return {
        ...this.task(run, 'inventory', 'inventory', -Infinity, () => inventory.first(run, call())),
        priority: PRIORITY['first-inventory'],
        requests: PART_INVENTORY_REQUESTS,
      };
    }
    if (!inventory.complete(run)) {
      return {
        ...this.task(run, 'inventory', 'inventory', -Infinity, () => inventory.rest(run, call())),
        priority: PRIORITY['rest-inventory'],
        requests: PART_INVENTORY_REQUESTS,
      };
    }
    return {
      ...this.task(run, 'inventory', 'inventory', inventory.dueAtMs(run), () => inventory.refresh(run, call())),
      requests: INVENTORY_REQUESTS,
    };
  }

  /** Whether some customer's inventory is not yet complete since the start (all four kinds in). */
  inventoryIncomplete(runs: Iterable<CustomerRun>): boolean {
    for (const run of runs) if (!this.reads.inventory.complete(run)) return true;
    return false;
  }

  background(run: CustomerRun, now: number): Task | null {
    if (!run.prepared) return null;
    // Due times move only when a read of this customer ends, so the plan is kept until then.
    run.background ??= this.planBackground(run, now);
    return run.background;
  }

  private planBackground(run: CustomerRun, now: number): Task | null {
    const { cache, settings } = this.context;
    const { bands, history } = this.reads;
    const pending = cache.syncStateNow.pendingRanges(run.customerGuid)[0];
    if (pending) {
      const piece = piecesNewestFirst(pending, settings.maxPieceMs)[0]!;
      return this.task(run, 'background', 'backfill', now, () => history.backfill(run, piece));
    }
    const candidates: Task[] = [];
    const bandsDueAtMs = bands.dueAtMs(run);
    if (bandsDueAtMs !== null)
      candidates.push(this.task(run, 'background', 'band', bandsDueAtMs, () => bands.read(run)));
    const settle = history.settleDue(run, now);
    if (settle)
      candidates.push(this.task(run, 'background', 'settle', settle.dueAtMs, () => history.settle(run, settle.piece)));
    if (candidates.length === 0) return null;
    const dueNow = candidates.filter((task) => task.dueAtMs <= now);
    const pool = dueNow.length > 0 ? dueNow : candidates;
    return pool.reduce((best, task) =>
      dueNow.length > 0 ? (task.priority < best.priority ? task : best) : task.dueAtMs < best.dueAtMs ? task : best,
    );
  }

  private task(run: CustomerRun, lane: Lane, kind: TaskKind, dueAtMs: number, execute: () => Promise<void>): Task {
    return { run, lane, kind, dueAtMs, priority: PRIORITY[kind], requests: 1, execute };
  }
}
