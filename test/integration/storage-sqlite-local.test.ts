// What only the workstation's own cache keeps, through its storage on the Cache's connection: a read's ranges
// recorded with it, a new poller's takeover of where alarms begin, and the reads the sync plans by, an export
// counts with and the retention works through. SQLite only: the room's PostgreSQL keeps none of these (see
// local-cache-storage.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';

const NORTH = 'aaaaaaaa-0000-4000-8000-000000000001';
const SOUTH = 'bbbbbbbb-0000-4000-8000-000000000002';
const T0 = Date.UTC(2026, 10, 26, 3, 0);
let dir: string;

/** An event of a controller at `atMs`, received `lateMs` after. */
function event(eventId: number, atMs: number, deviceGuid: string, lateMs = 0): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(atMs).toISOString();
  const received = new Date(atMs + lateMs).toISOString();
  return { ...blank, eventId, eventType: 1, eventDate: at, receivedDate: received, deviceGuid } as AccessEvent;
}
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
  expect(await cache.storage.pendingRanges(NORTH)).toEqual([{ fromMs: 1_000, toMs: 3_999 }]);
  expect(await cache.storage.settledRanges(NORTH)).toEqual([{ fromMs: 4_000, toMs: 4_999 }]);
  expect((await cache.storage.syncState(NORTH)).cursorMs).toBe(9_000);
  expect(await cache.storage.pendingRanges(SOUTH)).toEqual([]);
});

it("a new poller's alarms begin where the room began watching only for customers not yet read", async () => {
  await cache.storage.updateSyncState(NORTH, { alarmsFromMs: 1_500 });
  await cache.storage.restoreSnapshots(
    [],
    new Map([
      [NORTH, 900],
      [SOUTH, 2_000],
    ]),
  );
  expect((await cache.storage.syncState(NORTH)).alarmsFromMs).toBe(1_500);
  expect((await cache.storage.syncState(SOUTH)).alarmsFromMs).toBe(2_000);
});

it("writes on the cache's own connection: the file is closed with the cache, not by its storage", async () => {
  await cache.storage.close();
  await cache.storage.recordSync(NORTH, { state: { cursorMs: 1 } });
  expect((await cache.storage.syncState(NORTH)).cursorMs).toBe(1);
});

it("hands over a customer's whole sync state, and knows which ranges it holds whole, the sync's and an export's", async () => {
  await cache.storage.recordSync(NORTH, {
    state: { cursorMs: 9_000, watchedSinceMs: 500 },
    pendingAdded: [{ fromMs: 1_000, toMs: 1_999 }],
    settledAdded: { fromMs: 2_000, toMs: 2_999 },
    exportedAdded: { fromMs: 3_000, toMs: 3_999 },
    bandsCovered: new Map([[2, 8_000]]),
  });
  expect(await cache.storage.heldRanges(NORTH)).toEqual([{ fromMs: 2_000, toMs: 3_999 }]);
  const snapshot = await cache.storage.snapshot(NORTH);
  expect(snapshot).toMatchObject({
    state: { customerGuid: NORTH, cursorMs: 9_000, watchedSinceMs: 500 },
    pending: [{ fromMs: 1_000, toMs: 1_999 }],
    settled: [{ fromMs: 2_000, toMs: 2_999 }],
    bands: [[2, 8_000]],
  });
  expect((await cache.storage.snapshot(SOUTH)).pending).toEqual([]);
});

it('counts what a read of a window or an export would cost, and finds the newest events the sync plans by', async () => {
  await cache.storage.storeBatch({
    customerGuid: NORTH,
    events: [
      event(1, T0, 'ctl-a'),
      event(2, T0 + 1_000, 'ctl-a', 60_000),
      event(3, T0 + 2_000, 'ctl-b'),
      event(4, T0 + 5_000, 'ctl-a'),
    ],
    nowMs: T0 + 10_000,
  });
  await cache.storage.storeBatch({ customerGuid: SOUTH, events: [event(5, T0, 'ctl-c')], nowMs: T0 + 10_000 });
  expect(await cache.storage.countInRange(NORTH, T0, T0 + 2_000)).toBe(3);
  expect(await cache.storage.countMatching({ customerGuids: [NORTH], fromMs: T0 + 1_000, toMs: T0 + 5_000 })).toBe(3);
  expect(await cache.storage.newestEventMs(NORTH, T0 + 4_999)).toBe(T0 + 2_000);
  expect(await cache.storage.newestEventMs(SOUTH, T0 - 1)).toBeNull();
  expect(await cache.storage.newestPerDevice(NORTH, T0 + 1_000)).toEqual(
    new Map([
      ['ctl-a', T0 + 5_000],
      ['ctl-b', T0 + 2_000],
    ]),
  );
  // Event 2 was received a minute late: before then, ctl-a had delivered only event 1.
  const bounds = { beforeMs: T0 + 5_000, receivedBeforeMs: T0 + 30_000, sinceMs: T0 - 1 };
  expect(await cache.storage.newestOfDeviceBefore(NORTH, 'ctl-a', bounds)).toBe(T0);
  expect(await cache.storage.newestOfDeviceBefore(NORTH, 'ctl-a', { ...bounds, sinceMs: T0 + 1 })).toBeNull();
});

it('names the customers the retention looks at (those with a sync state), and tells the size and oldest event of the file', async () => {
  expect(await cache.storage.customersHeld()).toEqual([]);
  await cache.storage.updateSyncState(SOUTH, { cursorMs: 1 });
  await cache.storage.storeBatch({
    customerGuid: NORTH,
    events: [event(1, T0, 'ctl-a')],
    nowMs: T0,
    syncState: { cursorMs: T0 },
  });
  expect((await cache.storage.customersHeld()).sort()).toEqual([NORTH, SOUTH]);
  const size = await cache.storage.size();
  expect(size.oldestEventMs).toBe(T0);
  expect(size.bytes).toBeGreaterThan(0);
  expect(size.freeBytes).toBeGreaterThanOrEqual(0);
  expect(await cache.storage.pruneBatch(NORTH, T0 + 1, 10)).toBe(1);
  expect((await cache.storage.size()).oldestEventMs).toBeNull();
  // Nothing left to hand back once a step has handed back everything.
  expect(await cache.storage.vacuumStep(1_000_000)).toBe(0);
});
