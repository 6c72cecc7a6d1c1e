// A customer's whole sync state as one poller hands it to the next: its cursor, the ranges still to
// fetch, the ranges settled and the age bands' coverage, through JSON (the room keeps it as jsonb),
// restored over whatever the next poller's cache had.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Cache } from '../../electron/core/storage/cache.js';
import type { SyncSnapshot } from '../../electron/core/storage/local-cache-storage.js';
import { rowsNow } from '../support/cache-rows.js';

const C = 'cccccccc-0000-4000-8000-000000000003';
let dir: string;
const caches: Cache[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-snapshot-'));
});
afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
  rmSync(dir, { recursive: true, force: true });
});

function open(name: string): Cache {
  const cache = Cache.open(join(dir, `${name}.sqlite3`));
  caches.push(cache);
  return cache;
}

it("restores the old poller's state whole, replacing what the new poller's cache had", async () => {
  const old = open('old');
  await old.storage.updateSyncState(C, {
    cursorMs: 5_000,
    watchedSinceMs: 1_000,
    alarmsFromMs: 1_500,
    maxDelayMs: 700,
  });
  rowsNow(old).syncState.addPendingRange(C, { fromMs: 1_000, toMs: 1_999 });
  rowsNow(old).syncState.addSettledRange(C, { fromMs: 0, toMs: 999 });
  rowsNow(old).syncState.saveBandCoverage(
    C,
    new Map([
      [0, 4_000],
      [3, 2_500],
    ]),
  );

  const next = open('next');
  await next.storage.updateSyncState(C, { cursorMs: 9_000, watchedSinceMs: 8_000 });
  rowsNow(next).syncState.addPendingRange(C, { fromMs: 100, toMs: 200 });
  rowsNow(next).syncState.saveBandCoverage(C, new Map([[5, 9_999]]));

  const handed = JSON.parse(JSON.stringify(await old.storage.snapshot(C))) as SyncSnapshot;
  await next.storage.restoreSnapshots([handed], new Map());

  expect(await next.storage.snapshot(C)).toEqual(await old.storage.snapshot(C));
  expect(await next.storage.syncState(C)).toMatchObject({ cursorMs: 5_000, alarmsFromMs: 1_500 });
  expect(await next.storage.bandCoverage(C)).toEqual(
    new Map([
      [0, 4_000],
      [3, 2_500],
    ]),
  );
});
