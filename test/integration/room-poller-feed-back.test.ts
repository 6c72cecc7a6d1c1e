// A poller whose write to the room failed reconnects by itself; once its feed is open again and it follows
// the room's changes, it must say so. CI's failure (room-handover-keeps-events, a poller woken from SIGSTOP):
// the failed write's step-down finished after the feed had reopened and the follower had said "following",
// and wrote the old error over that; the workstation said "the control room's database does not answer"
// from then on while it followed the room.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { RoomPoller } from '../../electron/core/room/poller/room-poller.js';
import type { RoomHost, RoomRole } from '../../electron/core/room/poller/room-host.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { blankSnapshot } from '../../electron/core/storage/local-cache-storage.js';
import type { CustomerSyncStatus } from '../../electron/core/sync/status.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';

let db: RoomDatabase | undefined;
let dir: string | undefined;
let cache: Cache | undefined;
let poller: RoomPoller | undefined;

afterEach(async () => {
  await poller?.close();
  cache?.close();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  poller = cache = db = dir = undefined;
});

/** A status as the sync reports it after a good read. */
function liveStatus(): CustomerSyncStatus {
  return {
    customerGuid: CUSTOMER,
    phase: 'live',
    lastSuccessAtMs: Date.now(),
    lagMs: 1_000,
    eventsStored: 0,
    error: null,
    pollIntervalMs: 2_000,
    traffic: null,
    lateDevices: [],
    summary: 'live',
  };
}

it("says it follows the room again once its feed is back, not the failed write's old error", async () => {
  db = await createRoomDatabase({ migrated: true });
  dir = mkdtempSync(join(tmpdir(), 'acs-poller-feed-back-'));
  const opened = Cache.open(join(dir, 'cache.sqlite3'));
  cache = opened;
  const roles: RoomRole[] = [];
  const roleNow = (): RoomRole | undefined => roles.at(-1);
  // The sync's stop waits for the test: the step-down after the failed write is held there.
  let stopCalled = (): void => undefined;
  const stopping = new Promise<void>((resolve) => (stopCalled = resolve));
  let letStop = (): void => undefined;
  const stopHeld = new Promise<void>((resolve) => (letStop = resolve));
  const host: RoomHost = {
    cache: () => opened,
    startPolling: async () => undefined,
    stopPolling: async () => {
      stopCalled();
      await stopHeld;
    },
    eventsFollowed: () => undefined,
    statusFollowed: () => undefined,
    alarmsOf: () => [],
    deviceTroublesOf: () => ({ troubles: [], clearedNote: () => '' }),
    budgetFollowed: () => undefined,
    roleChanged: (role) => roles.push(role),
    refused: (error) => {
      throw error;
    },
    now: Date.now,
  };
  poller = new RoomPoller({
    url: db.url,
    shown: 'the test room',
    workstation: 'control-1',
    workstationId: 'f3a1c2d4-0000-4000-8000-000000000001',
    host,
    retention: { retentionMs: 31 * 86_400_000, everyMs: 600_000, roomNow: async () => Date.now() },
  });
  poller.start([CUSTOMER]);
  await poller.setCanPoll(true);
  await expect.poll(() => roleNow()?.role).toBe('poller');

  // The room refuses the poller's next write of a sync state (at once, where a cut connection fails it in 5 s).
  await db.admin.query('ALTER TABLE room_sync ADD CONSTRAINT refuses_writes CHECK (false) NOT VALID');
  poller.syncRecorded(CUSTOMER, blankSnapshot(CUSTOMER), liveStatus());
  await stopping;
  await db.admin.query('ALTER TABLE room_sync DROP CONSTRAINT refuses_writes');
  // Meanwhile the feed opens again and the follower follows, while the step-down still waits on the sync.
  await expect.poll(() => roleNow()).toEqual({ role: 'follower', poller: null, following: true, problem: null });

  const steppedDown = poller.setCanPoll(false); // taken in turn after the held step-down
  letStop();
  await steppedDown;
  expect(roleNow()).toEqual({ role: 'follower', poller: null, following: true, problem: null });
});
