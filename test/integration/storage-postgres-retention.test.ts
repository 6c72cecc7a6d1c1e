// The room's retention: events older than the cut-off go, a batch at a time, each batch its own
// transaction, while the room goes on storing and reading.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { PostgresEventStorage } from '../../electron/core/storage/postgres-event-storage.js';
import { RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const HARBOUR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const HOUR_MS = 3_600_000;
const NOW_MS = Date.UTC(2026, 10, 26, 12, 0, 0);
const CUTOFF_MS = NOW_MS - 24 * HOUR_MS;

function event(eventId: number, atMs: number): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(atMs).toISOString();
  return { ...blank, eventId, eventType: 1, eventDate: at, receivedDate: at, userFirstName: 'Niamh' } as AccessEvent;
}

/** One event an hour for the last two days, ids in date order from `firstId`. */
function twoDays(firstId: number): AccessEvent[] {
  return Array.from({ length: 48 }, (_, i) => event(firstId + i, NOW_MS - (48 - i) * HOUR_MS));
}

let db: RoomDatabase;
let storage: PostgresEventStorage;

beforeEach(async () => {
  db = await createRoomDatabase();
  storage = await PostgresEventStorage.open(db.url);
});
afterEach(async () => {
  await storage.close();
  await db.drop();
});

async function storedIds(): Promise<number[]> {
  const rows = await db.admin.query<{ eventId: string }>('SELECT "eventId" FROM events ORDER BY "eventId"');
  return rows.rows.map((row) => Number(row.eventId));
}

describe("the room's retention", () => {
  it('deletes every customer’s events dated before the cut-off, keeps the rest, and finds nothing more the second time', async () => {
    const northwind = twoDays(1000);
    const harbour = twoDays(2000);
    await storage.storeBatch({ customerGuid: NORTHWIND, events: northwind, nowMs: NOW_MS });
    await storage.storeBatch({ customerGuid: HARBOUR, events: harbour, nowMs: NOW_MS });

    expect(await storage.deleteOlderThan(CUTOFF_MS, 5)).toBe(2 * 24);
    const kept = [...northwind, ...harbour].filter((e) => Date.parse(e.eventDate) >= CUTOFF_MS);
    expect(await storedIds()).toEqual(kept.map((e) => e.eventId));
    const feed = await storage.feedPage({}, { limit: 200 });
    expect(Math.min(...feed.map((e) => Date.parse(e.eventDate)))).toBe(CUTOFF_MS);
    expect(await storage.deleteOlderThan(CUTOFF_MS, 5)).toBe(0);
  });

  it("deletes the poller's fed events with their feed rows; a follower reading the feed from the start gets the kept ones", async () => {
    const feed = await RoomFeed.open<unknown, unknown>(db.url);
    try {
      const events = twoDays(1000);
      // Token 0: the lease as made, with no poller yet.
      await feed.publishEvents('0', NORTHWIND, events, new Set(), NOW_MS, NOW_MS);

      expect(await storage.deleteOlderThan(CUTOFF_MS, 5)).toBe(24);
      const { changes } = await feed.changesSince(0);
      const followed = changes.flatMap((change) => (change.kind === 'events' ? change.events : []));
      expect(followed.map((e) => e.eventId)).toEqual(events.slice(24).map((e) => e.eventId));
      const fedRows = await db.admin.query<{ n: string }>('SELECT count(*) AS n FROM room_feed');
      expect(Number(fedRows.rows[0]!.n)).toBe(24);
    } finally {
      await feed.close();
    }
  });

  it('commits each batch on its own: a row another session holds stops only its batch, the older ones are gone already', async () => {
    const events = twoDays(1000);
    await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
    // Another session (a slow export, a guard's edit) holds the 13th oldest event's row.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM events WHERE "eventId" = 1012 FOR UPDATE');

    const deleting = storage.deleteOlderThan(CUTOFF_MS, 5);
    await waitForLockWait();
    // Batches 1 and 2 (ten events) are committed; batch 3 waits for the held row.
    const seen = await db.admin.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE "eventId" < 1010');
    expect(Number(seen.rows[0]!.n)).toBe(0);
    await holder.query('COMMIT');
    await holder.end();

    expect(await deleting).toBe(24);
    expect(await storedIds()).toEqual(events.slice(24).map((e) => e.eventId));
  });

  it('loses nothing a writer stores while it deletes, new or old', async () => {
    await storage.storeBatch({ customerGuid: NORTHWIND, events: twoDays(1000), nowMs: NOW_MS });
    const arriving = Array.from({ length: 10 }, (_, i) => twoDays(5000 + 100 * i));
    const [deleted] = await Promise.all([
      storage.deleteOlderThan(CUTOFF_MS, 3),
      ...arriving.map((batch) => storage.storeBatch({ customerGuid: HARBOUR, events: batch, nowMs: NOW_MS })),
    ]);
    // Old events stored meanwhile are deleted by this run or are left for the next one; new ones all stay.
    const left = (await storage.deleteOlderThan(CUTOFF_MS, 3)) + deleted;
    expect(left).toBe(24 * 11);
    const expected = [twoDays(1000), ...arriving].flatMap((batch) => batch.slice(24).map((e) => e.eventId));
    expect(await storedIds()).toEqual(expected.sort((a, b) => a - b));
  });
});

/** Until the deleting session waits on a row lock (pg_stat_activity shows it), checked every 20 ms. */
async function waitForLockWait(): Promise<void> {
  for (;;) {
    const waiting = await db.admin.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    );
    if (waiting.rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
