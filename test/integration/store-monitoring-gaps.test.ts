// The periods the monitor could not see, on a real cache file: written whole as they change, read by
// the range they overlap, and one left open by a monitor that died while blind ended at the next start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Cache } from '../../electron/core/storage/cache.js';
import { STOPPED_WHILE_BLIND } from '../../electron/core/store/monitoring-gaps-repository.js';

const T0 = Date.UTC(2026, 10, 26, 3, 0);
const MINUTE = 60_000;
let dir: string;
let cache: Cache;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-gaps-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

const gap = (fromMs: number, toMs: number | null) => ({
  fromMs,
  toMs,
  causes: ['No answer from the service for any watched customer'],
  acknowledgedAtMs: null,
  acknowledgedBy: null,
  note: null,
});

describe('monitoring gaps', () => {
  it('are rewritten whole as they change, and read by the range they overlap', () => {
    const id = cache.monitoringGaps.save(gap(T0, null));
    expect(cache.monitoringGaps.save({ ...gap(T0, T0 + 4 * MINUTE), note: 'router' }, id)).toBe(id);
    cache.monitoringGaps.save(gap(T0 + 60 * MINUTE, T0 + 61 * MINUTE));
    expect(cache.monitoringGaps.overlapping(T0 + 2 * MINUTE, T0 + 30 * MINUTE)).toEqual([
      { ...gap(T0, T0 + 4 * MINUTE), note: 'router' },
    ]);
  });

  it('one left open by a monitor that stopped while blind ends when it starts again, saying so', () => {
    cache.monitoringGaps.save(gap(T0, T0 + MINUTE));
    cache.monitoringGaps.save(gap(T0 + 10 * MINUTE, null));
    expect(cache.monitoringGaps.endLeftOpen(T0 + 50 * MINUTE)).toBe(1);
    expect(cache.monitoringGaps.overlapping(0, T0 + 60 * MINUTE)).toEqual([
      gap(T0, T0 + MINUTE),
      { ...gap(T0 + 10 * MINUTE, T0 + 50 * MINUTE), causes: [...gap(0, 0).causes, STOPPED_WHILE_BLIND] },
    ]);
  });
});
