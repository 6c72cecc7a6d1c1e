// The customer's history: the backfill of what is missing (a piece a read, newest first) and the
// settling read of each eventDate once it is settleAge old, after which the range is settled (exports
// trust it). Both count the age bands' windows they reach as read.
import { piecesOldestFirst, uncoveredParts, type TimeRange } from '../time/ranges.js';
import type { BandReading } from './band-reading.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import type { Reader } from './reader.js';

export class HistoryReads {
  constructor(
    private readonly context: SyncContext,
    private readonly reader: Reader,
    private readonly bandReading: BandReading,
  ) {}

  async backfill(run: CustomerRun, piece: TimeRange): Promise<void> {
    const { settings } = this.context;
    const fetchedAtMs = this.context.now();
    await this.reader.read(run, piece, 'backfill', () => ({
      ...this.bandReading.bandsReadAlong(run, piece, fetchedAtMs),
      pendingCompleted: piece,
      settledAdded: { fromMs: piece.fromMs, toMs: Math.min(piece.toMs, fetchedAtMs - settings.settleAgeMs) },
    }));
  }

  // Each eventDate from the start of the customer's history is read once more when settleAge old:
  // whatever arrived late by then is in the cache, and the range is settled (exports trust it).
  settleDue(run: CustomerRun, now: number): { dueAtMs: number; piece: TimeRange } | null {
    const { cache, settings } = this.context;
    const state = cache.syncStateNow.get(run.customerGuid);
    if (state.watchedSinceMs === null) return null;
    const ripe = { fromMs: state.watchedSinceMs, toMs: now - settings.settleAgeMs };
    const gap = uncoveredParts(ripe, cache.syncStateNow.settledRanges(run.customerGuid))[0];
    if (!gap) return { dueAtMs: now + settings.settleStepMs, piece: ripe };
    return {
      dueAtMs: gap.fromMs + settings.settleAgeMs + settings.settleStepMs,
      piece: piecesOldestFirst(gap, settings.maxPieceMs)[0]!,
    };
  }

  async settle(run: CustomerRun, piece: TimeRange): Promise<void> {
    if (piece.toMs < piece.fromMs) return;
    await this.reader.read(run, piece, 'settle', () => ({ settledAdded: piece }));
  }
}
