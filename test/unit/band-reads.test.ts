// A chase or the backfill that reads an age band's next window from where the band's reads ended
// covers it: the band's next read starts after it (fewer downloads), and never leaves a gap. After a
// restart a band goes on from its kept coverage, due when it was.
import { describe, expect, it } from 'vitest';
import type { ScheduledBand } from '../../electron/core/sync/age-bands.js';
import { BandReads } from '../../electron/core/sync/band-reads.js';

const SECOND = 1000;
const HOUR = 3_600_000;
const band: ScheduledBand = { index: 1, loMs: 20 * SECOND, hiMs: 40 * SECOND, hot: false, periodMs: 20 * SECOND };
const t0 = 1_000_000_000;

function readOnce(): BandReads {
  const reads = new BandReads(() => 0, new Map());
  reads.recut([band], t0);
  reads.read([band], t0);
  return reads;
}

describe('band reads and the reads that happen anyway', () => {
  it('counts a chase that starts at or before where the band ended as its read, to the band’s younger edge', () => {
    const reads = readOnce();
    const at = t0 + 25 * SECOND;
    const covered = reads.readAlong([band], { fromMs: t0 - 100 * SECOND, toMs: at }, at);
    expect(covered.get(band.index)).toBe(at - band.loMs);
    expect(reads.dueAt(band)).toBe(at + band.periodMs);
    // The next read starts where the chase ended at the band's ages: no gap, nothing read twice.
    expect(reads.window(band, at + 20 * SECOND).fromMs).toBe(at - band.loMs);
  });

  it('moves the coverage only as far as the chase reached, and the due time not at all', () => {
    const reads = readOnce();
    const at = t0 + 25 * SECOND;
    const due = reads.dueAt(band);
    const covered = reads.readAlong([band], { fromMs: t0 - 100 * SECOND, toMs: t0 - 10 * SECOND }, at);
    expect(covered.get(band.index)).toBe(t0 - 10 * SECOND);
    expect(reads.dueAt(band)).toBe(due);
    // Its next read starts at its own older edge, no longer where its last read ended (t0 − 20 s).
    expect(reads.window(band, at).fromMs).toBe(at - band.hiMs);
  });

  it('ignores a chase that starts after where the band ended (it would leave a gap)', () => {
    const reads = readOnce();
    const at = t0 + 25 * SECOND;
    const covered = reads.readAlong([band], { fromMs: t0 - 19 * SECOND, toMs: at }, at);
    expect(covered.size).toBe(0);
    expect(reads.window(band, at).fromMs).toBe(t0 - band.loMs);
  });

  it('never reads before the customer’s history begins, however far a late read would widen', () => {
    const oldest: ScheduledBand = { index: 12, loMs: 11 * HOUR, hiMs: 25 * HOUR, hot: false, periodMs: 14 * HOUR };
    const historyFromMs = t0 - 24 * HOUR;
    const reads = new BandReads(() => 0, new Map([[oldest.index, t0 - 27 * HOUR]]), historyFromMs);
    reads.recut([oldest], t0);
    expect(reads.window(oldest, t0)).toEqual({ fromMs: historyFromMs, toMs: t0 - 11 * HOUR });
    // A band wholly older than the history reads nothing new (an empty window at its younger edge).
    const older: ScheduledBand = { index: 13, loMs: 30 * HOUR, hiMs: 60 * HOUR, hot: false, periodMs: 30 * HOUR };
    reads.recut([oldest, older], t0);
    expect(reads.window(older, t0)).toEqual({ fromMs: t0 - 30 * HOUR, toMs: t0 - 30 * HOUR });
  });
});

describe('band reads after a restart', () => {
  it('a band read before is due a period after its last read (from its kept coverage), not drawn anew', () => {
    const before = readOnce();
    const covered = before.read([band], t0 + 20 * SECOND).covered;
    // A new process, a few seconds on, with the coverage the last one stored; its draw would put the band late.
    const restarted = new BandReads(() => 0.99, covered);
    restarted.recut([band], t0 + 26 * SECOND);
    expect(restarted.dueAt(band)).toBe(t0 + 20 * SECOND + band.periodMs);
    // A band never read starts at a random point of its period, as before.
    const fresh: ScheduledBand = { ...band, index: 2, loMs: 40 * SECOND, hiMs: 80 * SECOND, periodMs: 40 * SECOND };
    restarted.recut([band, fresh], t0 + 26 * SECOND);
    expect(restarted.dueAt(fresh)).toBe(t0 + 26 * SECOND + Math.round(0.99 * fresh.periodMs));
  });
});
