// A store that fails part-way through a read (a full disk after the first of its batches): the read
// fails as "disk full", no later batch of it is stored, the cursor stays where it was, and the next read
// once the storage works again stores everything.
import { afterEach, expect, it, vi } from 'vitest';
import { syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const MINUTE = 60_000;
/** Three of the reader's store batches (10,000 events each): the second fails. */
const BURST = 21_000;

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

function diskFull(): Error {
  return Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
}

it('fails the read at the batch that could not be stored, with the cursor left behind', async () => {
  rig = await syncRig({ demo: { historyEventsPerHour: 10 }, settings: { historyMs: 6 * 3_600_000 } });
  const r = rig;
  await syncUntilCaughtUp(r);
  const cursorBefore = (await r.cache.storage.syncState(r.customerGuid)).cursorMs;
  const countBefore = await r.cache.storage.count(r.customerGuid);
  r.world.demo.addEvents(
    Array.from({ length: BURST }, (_, index) => {
      const at = new Date(r.clock.now + index).toISOString();
      return { ...r.world.demo.makeEvent(r.customerGuid), eventDate: at, receivedDate: at };
    }),
  );
  r.clock.now += BURST + MINUTE;

  const storeBatch = r.cache.storage.storeBatch.bind(r.cache.storage);
  let stores = 0;
  const failing = vi.spyOn(r.cache.storage, 'storeBatch').mockImplementation(async (batch) => {
    stores += 1;
    if (stores === 2) throw diskFull();
    return storeBatch(batch);
  });
  await r.engine.cycle(r.customerGuid);
  expect(r.engine.status()[0]!.error?.kind).toBe('disk-full');
  expect(stores).toBe(2);
  // The first batch is in (some of it may be events the cache held already), nothing after the failed one.
  const storedBeforeFailure = (await r.cache.storage.count(r.customerGuid)) - countBefore;
  expect(storedBeforeFailure).toBeGreaterThan(0);
  expect(storedBeforeFailure).toBeLessThanOrEqual(10_000);
  expect((await r.cache.storage.syncState(r.customerGuid)).cursorMs).toBe(cursorBefore);

  failing.mockRestore();
  r.clock.now += MINUTE;
  await r.engine.cycle(r.customerGuid);
  expect(r.engine.status()[0]!.error).toBeNull();
  expect((await r.cache.storage.count(r.customerGuid)) - countBefore).toBe(BURST);
  expect((await r.cache.storage.syncState(r.customerGuid)).cursorMs).toBeGreaterThan(cursorBefore!);
});
