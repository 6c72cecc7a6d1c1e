// Splits an export's range into pieces of about `maxRows` events each, cut between milliseconds so
// that the pieces, written one after another, keep the (eventDate, eventId) order. The pieces cover
// the whole range with no gap, so an event stored after the plan was made is still written.
import type { TimeRange } from '../time/ranges.js';

/** The range is counted in this many slices of time; a piece is one or more whole slices. */
export const TIME_SLICES = 4096;

/** Events per time slice: (startMs, sliceMs) → the slices holding events, in order (see countsPerTimeSlice). */
export type CountPerSlice = (startMs: number, sliceMs: number) => Array<{ slice: number; count: number }>;

export function planPieces(range: TimeRange, maxRows: number, countPerSlice: CountPerSlice): TimeRange[] {
  const sliceMs = Math.max(1, Math.ceil((range.toMs - range.fromMs + 1) / TIME_SLICES));
  const pieces: TimeRange[] = [];
  let fromMs = range.fromMs;
  let rows = 0;
  for (const { slice, count } of countPerSlice(range.fromMs, sliceMs)) {
    const sliceStartMs = range.fromMs + slice * sliceMs;
    if (rows > 0 && rows + count > maxRows) {
      pieces.push({ fromMs, toMs: sliceStartMs - 1 });
      fromMs = sliceStartMs;
      rows = 0;
    }
    rows += count;
  }
  pieces.push({ fromMs, toMs: range.toMs });
  return pieces;
}
