// Cutting an export into pieces: whole milliseconds, contiguous, about maxRows events each.
import { describe, expect, it } from 'vitest';
import { planPieces, TIME_SLICES, type CountPerSlice } from '../../electron/core/export/export-pieces.js';

/** Counts events at the given times into slices, as the cache's GROUP BY does. */
function countsOf(eventTimesMs: number[]): CountPerSlice {
  return (startMs, sliceMs) => {
    const counts = new Map<number, number>();
    for (const ms of eventTimesMs) {
      const slice = Math.floor((ms - startMs) / sliceMs);
      counts.set(slice, (counts.get(slice) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a - b).map(([slice, count]) => ({ slice, count }));
  };
}

describe('planPieces', () => {
  const range = { fromMs: 1_000_000, toMs: 1_000_000 + TIME_SLICES * 10 - 1 };

  it('keeps a range with few events whole', () => {
    expect(planPieces(range, 100, countsOf([1_000_005, 1_020_000]))).toEqual([range]);
    expect(planPieces(range, 100, countsOf([]))).toEqual([range]);
  });

  it('cuts between slices into pieces of at most maxRows that cover the range without gaps', () => {
    const times = Array.from({ length: 1000 }, (_, i) => range.fromMs + i * 37);
    const pieces = planPieces(range, 100, countsOf(times));
    expect(pieces[0]!.fromMs).toBe(range.fromMs);
    expect(pieces.at(-1)!.toMs).toBe(range.toMs);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.fromMs).toBe(pieces[i - 1]!.toMs + 1);
    const sizes = pieces.map((piece) => times.filter((ms) => ms >= piece.fromMs && ms <= piece.toMs).length);
    expect(sizes.reduce((a, b) => a + b)).toBe(1000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(pieces.length).toBeLessThanOrEqual(12);
  });

  it('never splits one slice, however many events it holds', () => {
    const burst = Array.from({ length: 500 }, () => range.fromMs + 5000);
    const pieces = planPieces(range, 100, countsOf([range.fromMs, ...burst, range.toMs]));
    const holding = pieces.filter((piece) => piece.fromMs <= range.fromMs + 5000 && range.fromMs + 5000 <= piece.toMs);
    expect(holding).toHaveLength(1);
    expect(pieces).toHaveLength(3);
  });
});
