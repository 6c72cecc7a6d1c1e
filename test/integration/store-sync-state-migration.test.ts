// Migration 2: a cache written at version 1 (overlap-and-sweep sync) keeps each customer's cursor,
// health and ranges; the last sweep time gives way to the start of the watched history, which the
// next sync sets from the cursor, and its settling reads pick up from there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Cache } from '../../electron/core/storage/cache.js';
import { openDatabase } from '../../electron/core/store/database.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-sync-state-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 2: sync state', () => {
  it('upgrades a version-1 cache: cursor, health and ranges kept, watchedSinceMs empty for the sync to set', async () => {
    const path = join(dir, 'cache.sqlite3');
    const v1 = openDatabase(
      path,
      MIGRATIONS.filter((migration) => migration.version === 1),
    );
    v1.prepare(
      `INSERT INTO sync_state (customerGuid, cursorMs, lastSuccessAtMs, newestReceivedMs, maxDelayMs, lastSweepAtMs)
       VALUES (?, 1000, 900, 950, 120000, 800)`,
    ).run(CUSTOMER);
    v1.prepare('INSERT INTO settled_ranges (customerGuid, fromMs, toMs) VALUES (?, 0, 500)').run(CUSTOMER);
    v1.prepare('INSERT INTO pending_ranges (customerGuid, fromMs, toMs) VALUES (?, 600, 700)').run(CUSTOMER);
    expect(v1.pragma('user_version', { simple: true })).toBe(1);
    v1.close();

    const cache = Cache.open(path);
    try {
      expect(await cache.storage.syncState(CUSTOMER)).toMatchObject({
        cursorMs: 1000,
        lastSuccessAtMs: 900,
        newestReceivedMs: 950,
        maxDelayMs: 120000,
        watchedSinceMs: null,
      });
      expect(await cache.storage.syncState(CUSTOMER)).not.toHaveProperty('lastSweepAtMs');
      expect(await cache.storage.settledRanges(CUSTOMER)).toEqual([{ fromMs: 0, toMs: 500 }]);
      expect(await cache.storage.pendingRanges(CUSTOMER)).toEqual([{ fromMs: 600, toMs: 700 }]);
      await cache.storage.updateSyncState(CUSTOMER, { watchedSinceMs: 42 });
      expect((await cache.storage.syncState(CUSTOMER)).watchedSinceMs).toBe(42);
    } finally {
      cache.close();
    }
  });
});
