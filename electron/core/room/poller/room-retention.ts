// The room's retention: its poller deletes the room's events older than the retention (and their feed
// rows) every so often, one short batch per call, so the room's writers and readers never wait long
// and a cut connection costs one batch; then the alarms closed before it (whole, with their log), the
// door snoozes ended before it, and the watches and names of workstations gone for a day. Each workstation's own cache keeps its own retention. The
// cutoff is the room's clock (its database's, the same true time as the events' dates), so a poller
// whose clock runs fast deletes nothing the room should keep; its own clock only says when a pass is due.
import { RETENTION_START, type RetentionBatch, type RetentionPosition } from '../../storage/postgres-event-storage.js';

/** Events deleted per call: a few milliseconds of the room's time, well inside a call's limit. */
export const ROOM_PRUNE_BATCH = 2_000;
/** Closed alarms deleted per call, each with its log rows (a few each). */
export const ROOM_ALARM_PRUNE_BATCH = 500;

/** One pass's calls on the room's database (RoomFeed's). */
export interface RoomPruning {
  events: (cutoffMs: number, after: RetentionPosition) => Promise<RetentionBatch>;
  /** Deletes a batch of closed alarms; resolves to how many. */
  alarms: (cutoffMs: number) => Promise<number>;
  settings: (cutoffMs: number) => Promise<void>;
}

export interface RoomRetentionOptions {
  /** How long the room keeps events, by eventDate (the sync's retention). */
  retentionMs: number;
  /** How often the poller looks for events past it. */
  everyMs: number;
  /** The room's clock now (its database's), read at the start of each pass. */
  roomNow: () => Promise<number>;
}

export class RoomRetention {
  private nextAtMs = -Infinity;
  private running: Promise<void> | null = null;

  constructor(private readonly options: RoomRetentionOptions) {}

  /**
   * Starts a pass when one is due (at `nowMs`, this workstation's clock) and none runs: batches until none
   * is left, while `stillPolling`.
   * A failed batch (or reading of the room's clock) ends the pass; the next pass comes `everyMs` later.
   */
  runIfDue(nowMs: number, prune: RoomPruning, stillPolling: () => boolean): void {
    if (this.running || nowMs < this.nextAtMs) return;
    this.nextAtMs = nowMs + this.options.everyMs;
    this.running = (async () => {
      const cutoffMs = (await this.options.roomNow()) - this.options.retentionMs;
      let batch: RetentionBatch = { deleted: 0, after: RETENTION_START };
      do batch = await prune.events(cutoffMs, batch.after);
      while (batch.deleted > 0 && stillPolling());
      while (stillPolling() && (await prune.alarms(cutoffMs)) > 0);
      if (stillPolling()) await prune.settings(cutoffMs);
    })()
      .catch(() => undefined)
      .finally(() => (this.running = null));
  }

  /** Resolves once a pass that runs has ended. */
  async settled(): Promise<void> {
    await this.running;
  }
}
