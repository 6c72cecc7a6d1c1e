// The writes only the workstation's own cache makes, through its storage on the Cache's connection:
// a read's ranges recorded with it, and a new poller's takeover of where alarms begin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Cache } from '../../electron/core/storage/cache.js';

const NORTH = 'aaaaaaaa-0000-4000-8000-000000000001';
const SOUTH = 'bbbbbbbb-0000-4000-8000-000000000002';
let dir: string;
let cache: Cache;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-local-storage-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

it('records the backfill a read did: the piece leaves the pending ranges and joins the settled ones', async () => {
  await cache.storage.recordSync(NORTH, {
    state: { cursorMs: 9_000 },
    pendingAdded: [{ fromMs: 1_000, toMs: 4_999 }],
  });
  await cache.storage.recordSync(NORTH, {
    pendingCompleted: { fromMs: 4_000, toMs: 4_999 },
    settledAdded: { fromMs: 4_000, toMs: 4_999 },
  });
  // A piece too young to settle adds nothing.
  await cache.storage.recordSync(NORTH, { settledAdded: { fromMs: 3_000, toMs: 2_999 } });
  expect(cache.syncState.pendingRanges(NORTH)).toEqual([{ fromMs: 1_000, toMs: 3_999 }]);
  expect(cache.syncState.settledRanges(NORTH)).toEqual([{ fromMs: 4_000, toMs: 4_999 }]);
  expect(cache.syncState.get(NORTH).cursorMs).toBe(9_000);
  expect(cache.syncState.pendingRanges(SOUTH)).toEqual([]);
});

it("a new poller's alarms begin where the room began watching only for customers not yet read", async () => {
  cache.syncState.update(NORTH, { alarmsFromMs: 1_500 });
  await cache.storage.restoreSnapshots(
    [],
    new Map([
      [NORTH, 900],
      [SOUTH, 2_000],
    ]),
  );
  expect(cache.syncState.get(NORTH).alarmsFromMs).toBe(1_500);
  expect(cache.syncState.get(SOUTH).alarmsFromMs).toBe(2_000);
});

it("writes on the cache's own connection: the file is closed with the cache, not by its storage", async () => {
  await cache.storage.close();
  await cache.storage.recordSync(NORTH, { state: { cursorMs: 1 } });
  expect(cache.syncState.get(NORTH).cursorMs).toBe(1);
});
