// What a customer's next read is, on each lane, and how urgent. Live: a chase if one is pending, else
// the edge at its interval. Background: the backfill while history is missing, else whichever of the
// bands, the settling read and the inventory is due (the most urgent), or due first.
import { piecesNewestFirst } from '../time/ranges.js';
import type { BandReading } from './band-reading.js';
import type { CustomerRun, Lane, SyncContext, Task, TaskKind } from './customer-run.js';
import type { HistoryReads } from './history-reads.js';
import { INVENTORY_REQUESTS, type InventoryRefresh } from './inventory.js';
import type { LiveReads } from './live-reads.js';
import type { Reader } from './reader.js';

const PRIORITY: Record<TaskKind | 'quiet-edge' | 'unread-edge', number> = {
  // A busy customer's edge goes first (its on-time events are stored within seconds), then any
  // customer's edge not read since start (every one is live within seconds, whatever its history).
  edge: -2,
  'unread-edge': -1,
  chase: 0,
  'quiet-edge': 2,
  backfill: 3,
  band: 4,
  settle: 5,
  inventory: 6,
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

  background(run: CustomerRun, now: number): Task | null {
    if (!run.prepared) return null;
    // Due times move only when a read of this customer ends, so the plan is kept until then.
    run.background ??= this.planBackground(run, now);
    return run.background;
  }

  private planBackground(run: CustomerRun, now: number): Task | null {
    const { cache, settings } = this.context;
    const { reader, bands, history, inventory } = this.reads;
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
    candidates.push({
      ...this.task(run, 'background', 'inventory', inventory.dueAtMs(run), () =>
        inventory.refresh(run, reader.callOptions(run, 'background')),
      ),
      requests: INVENTORY_REQUESTS,
    });
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
