// One customer's age bands as read: when each is next due, and how far in eventDate its reads have
// covered. A band's read starts where its previous read's window ended (or at its own older edge,
// whichever is older), so a read that comes late (the budget, the background share, a read in
// flight, a restart) widens its window instead of leaving a gap in eventDate that a late event could
// slip through. The coverage is kept with the sync state, so a restart goes on from it, and each band
// is due when it was (a period after its last read), so a sync restarted often still reads its bands.
import type { TimeRange } from '../time/ranges.js';
import type { ScheduledBand } from './age-bands.js';

/** After a long stop a band reaches back at most this far beyond its older edge; the settling read covers the rest. */
export const MAX_WIDENING_MS = 2 * 3_600_000;

export class BandReads {
  private readonly dueAtMs = new Map<number, number>();
  /** Band index → the newest eventDate its last read covered (its window's younger end). */
  private readonly coveredToMs: Map<number, number>;
  /** The bands as last cut (index and older edge). */
  private cut = '';
  /** Bands no longer read, whose stored coverage is to go with the next read's. */
  private forgotten: number[] = [];

  constructor(
    private readonly random: () => number,
    persisted: ReadonlyMap<number, number>,
    /**
     * Where the customer's history begins (the oldest eventDate its sync keeps): no band reads before it.
     * The oldest band, widened, would otherwise store events older than the history as if they were new.
     */
    private readonly historyFromMs = -Infinity,
  ) {
    this.coveredToMs = new Map(persisted);
  }

  /**
   * Called with the bands as they are read now. A band read before (by an earlier run: its coverage was
   * kept) is due when that read's next one was, a period after it: a restart reads what was due instead of
   * drawing it anew. A band not read before starts due at a random point of its period (so a hundred
   * customers do not read old windows together) and covering from its older edge at this instant; a band
   * cut anew (a pair cut in two, or joined) keeps its younger edge, so its coverage goes on. A band no
   * longer read is forgotten.
   */
  recut(bands: readonly ScheduledBand[], nowMs: number): void {
    const cut = bands.map((band) => `${band.index}:${band.hiMs}`).join(' ');
    if (cut === this.cut) return;
    this.cut = cut;
    const kept = new Set<number>();
    for (const band of bands) {
      kept.add(band.index);
      // Whole milliseconds: dates carry no fraction of a millisecond.
      if (!this.dueAtMs.has(band.index)) {
        // Its last read began when its window's younger end was lo old.
        const coveredToMs = this.coveredToMs.get(band.index);
        const dueAtMs =
          coveredToMs === undefined
            ? nowMs + Math.round(this.random() * band.periodMs)
            : coveredToMs + band.loMs + band.periodMs;
        this.dueAtMs.set(band.index, dueAtMs);
      }
      if (!this.coveredToMs.has(band.index)) this.coveredToMs.set(band.index, nowMs - band.hiMs);
    }
    const forgotten = [...this.coveredToMs.keys()].filter((index) => !kept.has(index));
    for (const index of forgotten) {
      this.coveredToMs.delete(index);
      this.dueAtMs.delete(index);
    }
    this.forgotten.push(...forgotten);
  }

  dueAt(band: ScheduledBand): number {
    return this.dueAtMs.get(band.index)!;
  }

  /** The eventDate window a read of `band` at `nowMs` covers: from where its last read ended, to its younger edge. */
  window(band: ScheduledBand, nowMs: number): TimeRange {
    const ownFromMs = nowMs - band.hiMs;
    const coveredToMs = this.coveredToMs.get(band.index) ?? ownFromMs;
    const toMs = nowMs - band.loMs;
    const fromMs = Math.max(Math.min(coveredToMs, ownFromMs), ownFromMs - MAX_WIDENING_MS, this.historyFromMs);
    return { fromMs: Math.min(fromMs, toMs), toMs };
  }

  /**
   * Another read (a chase, the backfill) read `range` starting at `nowMs`. A band whose window it
   * starts at or before is covered as far as it read at the band's ages (eventDates at most
   * nowMs − lo): its next read is that much narrower, and one covered to its younger edge counts
   * as read (due a period on). Returns the new coverage to store.
   */
  readAlong(bands: readonly ScheduledBand[], range: TimeRange, nowMs: number): Map<number, number> {
    const covered = new Map<number, number>();
    for (const band of bands) {
      const window = this.window(band, nowMs);
      if (range.fromMs > window.fromMs) continue;
      const toMs = Math.min(range.toMs, window.toMs);
      if (toMs <= (this.coveredToMs.get(band.index) ?? -Infinity)) continue;
      this.coveredToMs.set(band.index, toMs);
      covered.set(band.index, toMs);
      if (toMs === window.toMs) this.dueAtMs.set(band.index, nowMs + band.periodMs);
    }
    return covered;
  }

  /**
   * `bands` were read by a read that started at `nowMs`: next due a period on, covered to their
   * younger edges. Returns what to store: the new coverage, and the bands to forget.
   */
  read(bands: readonly ScheduledBand[], nowMs: number): { covered: Map<number, number>; forget: number[] } {
    const covered = new Map<number, number>();
    for (const band of bands) {
      this.dueAtMs.set(band.index, nowMs + band.periodMs);
      covered.set(band.index, nowMs - band.loMs);
      this.coveredToMs.set(band.index, nowMs - band.loMs);
    }
    const forget = this.forgotten.filter((index) => !this.coveredToMs.has(index));
    this.forgotten = [];
    return { covered, forget };
  }
}
