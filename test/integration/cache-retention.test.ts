// The cache keeps a rolling window: older events go in small batches, the settled ranges shrink with
// them (so an export there reads the service), acknowledged events stay, and the file shrinks.
import { afterEach, describe, expect, it } from 'vitest';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import { CacheRetention, PRUNE_BATCH_ROWS } from '../../electron/core/sync/retention.js';
import { rowsNow, writeCacheRows } from '../support/cache-rows.js';
import { syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const HOUR = 3_600_000;

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

describe('cache retention', () => {
  it('prunes events past the window in batches, keeps acknowledged ones, shrinks the ranges and the file', async () => {
    rig = await syncRig({
      demo: { historyEventsPerHour: 200 },
      settings: { historyMs: 70 * HOUR, retentionMs: 100 * HOUR, retentionCheckEveryMs: HOUR },
    });
    const r = rig;
    await syncUntilCaughtUp(r);
    const all = await r.cache.storage.count(r.customerGuid);
    const oldest = rowsNow(r.cache)
      .events.query({ customerGuids: [r.customerGuid], newest: 1_000_000 })
      .at(-1)!;
    writeCacheRows(r.cache.path, ({ acknowledgements }) =>
      acknowledgements.acknowledge([oldest.eventId], r.clock.now, 'checked with the night shift'),
    );
    const before = await r.cache.storage.size();
    expect(before.oldestEventMs).toBe(Date.parse(oldest.eventDate));

    // Two days on, with the window cut to a day: everything older than a day goes.
    r.clock.now += 48 * HOUR;
    const settings = { historyMs: 70 * HOUR, retentionMs: 24 * HOUR, retentionCheckEveryMs: HOUR };
    const cutoffMs = r.clock.now - 24 * HOUR;
    const stale = (): Promise<number> => r.cache.storage.countInRange(r.customerGuid, 0, cutoffMs - 1);
    const staleBefore = await stale();
    expect(staleBefore).toBeGreaterThan(2 * PRUNE_BATCH_ROWS);
    // One step deletes one batch: the feed's reads and the next read's writes never wait on a long delete.
    await new CacheRetention(r.cache, { ...settings, everyMs: HOUR, now: () => r.clock.now }).runDue();
    expect(staleBefore - (await stale())).toBe(PRUNE_BATCH_ROWS);

    // The sync's own loop finishes the job, a batch a turn.
    const engine = new SyncEngineDriver({
      cache: r.cache,
      client: r.world.session.client,
      customerGuids: [r.customerGuid],
      settings,
      now: () => r.clock.now,
      random: () => 0,
    });
    await engine.runDue();
    await engine.stop();

    const kept = rowsNow(r.cache).events.query({ customerGuids: [r.customerGuid], toMs: cutoffMs - 1 });
    expect(kept.map((event) => event.eventId)).toEqual([oldest.eventId]);
    expect(await r.cache.storage.count(r.customerGuid)).toBeLessThan(all);
    for (const range of await r.cache.storage.settledRanges(r.customerGuid))
      expect(range.fromMs).toBeGreaterThanOrEqual(cutoffMs);
    expect((await r.cache.storage.syncState(r.customerGuid)).watchedSinceMs).toBeGreaterThanOrEqual(cutoffMs);
    const after = await r.cache.storage.size();
    expect(after.bytes).toBeLessThan(before.bytes); // incremental vacuum handed the pages back
    expect(after.freeBytes).toBe(0);
    // The acknowledged event is still the oldest: the window does not rewrite a guard's notes.
    expect(after.oldestEventMs).toBe(Date.parse(oldest.eventDate));
  });
});
