// The live lane's reads. The edge: from just before the newest event seen to the service's now, with
// the young age bands that are due folded into the same request; now and then it probes past the
// workstation's clock, and its first read sets where a newly watched customer's alarms begin when its first
// sight could not (the service's clock not yet known). The chase: a late event's backlog read back at once.
import { SERVICE_CLOCK_UNCERTAINTY_MS } from '../api/service-clock.js';
import type { TimeRange } from '../time/ranges.js';
import type { ScheduledBand } from './age-bands.js';
import type { BandReading } from './band-reading.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import type { LateChaser } from './late-chaser.js';
import type { Reader } from './reader.js';

const MINUTE = 60_000;
/**
 * Every so often one edge read reaches this far past the workstation's clock: a service whose clock
 * is ahead (a workstation clock behind) shows there, and from then on the edge reads to its time.
 */
const CLOCK_PROBE_MS = 15 * MINUTE;
const CLOCK_PROBE_EVERY_MS = 10 * MINUTE;

export class LiveReads {
  private nextClockProbeAtMs: number;

  constructor(
    private readonly context: SyncContext,
    private readonly reader: Reader,
    private readonly chaser: LateChaser,
    private readonly bandReading: BandReading,
    private readonly hooks: {
      /** The bands as they are read now. */
      bandsOf: (run: CustomerRun) => ScheduledBand[];
      /** A customer's first edge read told how busy it is: the poll intervals are to be planned again. */
      firstEdgeRead: () => void;
    },
  ) {
    this.nextClockProbeAtMs = context.now() + CLOCK_PROBE_EVERY_MS;
  }

  async edge(run: CustomerRun): Promise<void> {
    const { cache, settings } = this.context;
    const model = run.model!;
    const now = this.context.now();
    run.nextEdgeAtMs = now + run.edgeIntervalMs;
    const state = await cache.storage.syncState(run.customerGuid);
    const cursor = state.cursorMs ?? now;
    // From just before the newest eventDate seen, or the last read, whichever is older: anything
    // newer than what was seen is new, and a quiet customer's backlog is found here at once.
    let fromMs = Math.min(cursor, run.newestEventMs ?? cursor) - model.edgeLatenessMs;
    const probe = now >= this.nextClockProbeAtMs;
    if (probe) this.nextClockProbeAtMs = now + CLOCK_PROBE_EVERY_MS;
    const toMs = probe ? now + CLOCK_PROBE_MS : this.context.serviceNow(now);
    if (now - fromMs > settings.maxPieceMs) {
      const cursorFrom = cursor - model.edgeLatenessMs;
      fromMs = now - settings.maxPieceMs;
      // After a long outage the older part becomes backfill.
      if (cursorFrom < fromMs)
        await cache.storage.recordSync(run.customerGuid, { pendingAdded: [{ fromMs: cursorFrom, toMs: fromMs - 1 }] });
    }
    const { window, bands } = await this.foldDueBands(run, { fromMs, toMs }, now);
    const cursorMs = this.context.serviceNow(now);
    await this.reader.read(run, window, 'edge', () => ({
      state: { cursorMs, lastSuccessAtMs: now, ...this.alarmsFrom(run) },
      ...this.bandReading.bandsRead(run, bands, now),
    }));
    run.alarmsFromSightedMs = null;
    run.edgeReads += 1;
    // The first read tells how busy the customer is: planned again at once, so a busy one is polled as such.
    if (run.edgeReads === 1) this.hooks.firstEdgeRead();
  }

  async chase(run: CustomerRun, piece: TimeRange): Promise<void> {
    const now = this.context.now();
    await this.reader.read(run, piece, 'chase', () => this.bandReading.bandsReadAlong(run, piece, now));
    this.chaser.chased(run, piece);
  }

  // A newly watched customer first seen before the service's clock was known: its alarms begin at that first
  // sight on the service's clock, as this read's answer told it (recorded with the read, before its events are
  // judged). A workstation clock ahead would otherwise count the first minutes after watching as history.
  private alarmsFrom(run: CustomerRun): { alarmsFromMs?: number } {
    if (run.alarmsFromSightedMs === null) return {};
    // Early by the estimate's uncertainty: an event at the very start may alarm, none may be lost as history.
    const offsetMs = this.context.serviceOffsetMs() ?? 0;
    return { alarmsFromMs: run.alarmsFromSightedMs + offsetMs - SERVICE_CLOCK_UNCERTAINTY_MS };
  }

  // Young bands that are due (or nearly) and add few events join the edge's request: one request
  // instead of several. A band the window already covers is read for free. One reaching into history
  // still to be fetched does not join: the cache cannot tell how many events it adds (at a newly watched
  // customer's start, minutes of them on every poll), and the backfill reads it anyway.
  private async foldDueBands(
    run: CustomerRun,
    edge: TimeRange,
    now: number,
  ): Promise<{ window: TimeRange; bands: ScheduledBand[] }> {
    const { cache, settings } = this.context;
    const pending = await cache.storage.pendingRanges(run.customerGuid);
    let fromMs = edge.fromMs;
    const folded: ScheduledBand[] = [];
    for (const band of this.hooks.bandsOf(run)) {
      const window = run.bands!.window(band, now);
      if (window.fromMs >= fromMs) {
        folded.push(band);
        continue;
      }
      if (run.bands!.dueAt(band) > now + Math.min(run.edgeIntervalMs, band.periodMs / 4)) break;
      if (pending.some((range) => range.fromMs < fromMs && range.toMs >= window.fromMs)) break;
      const extra = await cache.storage.countInRange(run.customerGuid, window.fromMs, fromMs - 1);
      if (extra > settings.mergeEvents || now - window.fromMs > settings.maxPieceMs) break;
      fromMs = window.fromMs;
      folded.push(band);
    }
    return { window: { fromMs, toMs: edge.toMs }, bands: folded };
  }
}
