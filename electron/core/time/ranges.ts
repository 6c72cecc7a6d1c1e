// Arithmetic on closed ranges of time in milliseconds, [fromMs, toMs].

export interface TimeRange {
  fromMs: number;
  toMs: number;
}

/** Sorted, with overlapping or touching ranges joined. */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges.filter((range) => range.toMs >= range.fromMs).sort((a, b) => a.fromMs - b.fromMs);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.fromMs <= last.toMs + 1) last.toMs = Math.max(last.toMs, range.toMs);
    else merged.push({ ...range });
  }
  return merged;
}

/** The parts of `range` that none of `covered` contains. */
export function uncoveredParts(range: TimeRange, covered: readonly TimeRange[]): TimeRange[] {
  const gaps: TimeRange[] = [];
  let start = range.fromMs;
  for (const block of mergeRanges(covered)) {
    if (block.toMs < start) continue;
    if (block.fromMs > range.toMs) break;
    if (block.fromMs > start) gaps.push({ fromMs: start, toMs: block.fromMs - 1 });
    start = Math.max(start, block.toMs + 1);
    if (start > range.toMs) return gaps;
  }
  if (start <= range.toMs) gaps.push({ fromMs: start, toMs: range.toMs });
  return gaps;
}

/** `range` cut into pieces of at most `maxMs`, newest first. */
export function piecesNewestFirst(range: TimeRange, maxMs: number): TimeRange[] {
  const pieces: TimeRange[] = [];
  for (let toMs = range.toMs; toMs >= range.fromMs; toMs -= maxMs) {
    pieces.push({ fromMs: Math.max(range.fromMs, toMs - maxMs + 1), toMs });
  }
  return pieces;
}

/** `range` cut into pieces of at most `maxMs`, oldest first. */
export function piecesOldestFirst(range: TimeRange, maxMs: number): TimeRange[] {
  return piecesNewestFirst(range, maxMs).reverse();
}

/** Halves a range that proved too large to fetch whole: [older half, newer half]. */
export function halves(range: TimeRange): [TimeRange, TimeRange] {
  const middle = Math.floor((range.fromMs + range.toMs) / 2);
  return [
    { fromMs: range.fromMs, toMs: middle },
    { fromMs: middle + 1, toMs: range.toMs },
  ];
}
