// The age bands' own reads and their bookkeeping: when the next band is due, the read of the youngest
// bands due (one request), and the coverage a read leaves (recorded with the read, once its events
// are stored), whether it read the bands on purpose (edge, band read) or reached them along the way
// (chase, backfill). The bands' cut comes from the engine (bandsOf); their state from band-reads.ts.
import type { SyncRecord } from '../storage/event-storage.js';
import type { TimeRange } from '../time/ranges.js';
import type { ScheduledBand } from './age-bands.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import type { Reader } from './reader.js';

export class BandReading {
  constructor(
    private readonly context: SyncContext,
    private readonly reader: Reader,
    /** The bands as they are read now. */
    private readonly bandsOf: (run: CustomerRun) => ScheduledBand[],
  ) {}

  /** When the earliest band is due, if there is any. */
  dueAtMs(run: CustomerRun): number | null {
    let dueAtMs = Infinity;
    for (const band of this.bandsOf(run)) dueAtMs = Math.min(dueAtMs, run.bands!.dueAt(band));
    return dueAtMs === Infinity ? null : dueAtMs;
  }

  // The youngest band due, with the older ones next to it that are due too: one request.
  async read(run: CustomerRun): Promise<void> {
    const now = this.context.now();
    const { settings } = this.context;
    const bands = this.bandsOf(run);
    const first = bands.findIndex((band) => run.bands!.dueAt(band) <= now);
    if (first < 0) return;
    const taken = [bands[first]!];
    for (const band of bands.slice(first + 1)) {
      const dueSoon = run.bands!.dueAt(band) <= now + Math.min(run.edgeIntervalMs, band.periodMs / 4);
      if (!dueSoon || band.hiMs - taken[0]!.loMs > settings.maxPieceMs) break;
      taken.push(band);
    }
    // Each band from where its last read ended: one window without a gap, however late this read is.
    const fromMs = Math.min(...taken.map((band) => run.bands!.window(band, now).fromMs));
    await this.reader.read(run, { fromMs, toMs: now - taken[0]!.loMs }, 'band', () => this.bandsRead(run, taken, now));
  }

  /**
   * Bands read by a read that started at `now` (asked once its events are stored): due again, and covered to
   * here; returns the coverage to record with the read.
   */
  bandsRead(run: CustomerRun, bands: readonly ScheduledBand[], now: number): SyncRecord {
    const { covered, forget } = run.bands!.read(bands, now);
    return { bandsCovered: covered, bandsForgotten: forget };
  }

  /** A chase or backfill read that started at `now` reads the bands' windows it reaches: they need not read it again. */
  bandsReadAlong(run: CustomerRun, range: TimeRange, now: number): SyncRecord {
    const covered = run.bands!.readAlong(this.bandsOf(run), range, now);
    return covered.size > 0 ? { bandsCovered: covered } : {};
  }
}
