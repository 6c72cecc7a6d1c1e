// A workstation clock minutes off the service's: the sync names the skew, and every fresh event
// still reaches the cache at the next edge read (the windows allow for it).
import { afterEach, describe, expect, it } from 'vitest';
import { syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const MINUTE = 60_000;

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

/** A minute of traffic, an event every 5 s (service time), an edge read after each: how many were stored at once. */
async function liveMinutes(r: SyncRig, minutes: number): Promise<{ added: number; storedAtOnce: number }> {
  let storedAtOnce = 0;
  const steps = minutes * 12;
  for (let step = 0; step < steps; step += 1) {
    r.clock.now += 5_000;
    const at = new Date(r.clock.now - 500).toISOString();
    const event = { ...r.world.demo.makeEvent(r.customerGuid), eventDate: at, receivedDate: at };
    r.world.demo.addEvents([event]);
    await r.engine.cycle(r.customerGuid);
    if (await r.cache.storage.event(event.eventId)) storedAtOnce += 1;
  }
  return { added: steps, storedAtOnce };
}

describe('a workstation clock off the service', { timeout: 60_000 }, () => {
  for (const [label, aheadMs, pattern] of [
    ['5 min behind', -5 * MINUTE, /clock is about 5\.0 min behind the service's/],
    ['5 min ahead', 5 * MINUTE, /clock is about 5\.0 min ahead of the service's/],
  ] as const) {
    it(`names a clock ${label} and still stores every fresh event at the next read`, async () => {
      rig = await syncRig({ workstationAheadMs: aheadMs, settings: { historyMs: 6 * 3_600_000 } });
      await syncUntilCaughtUp(rig);
      // Past the first clock probe (every 10 min), every event is stored at the read after it.
      await liveMinutes(rig, 11);
      const { added, storedAtOnce } = await liveMinutes(rig, 3);
      expect(storedAtOnce).toBe(added);
      expect(rig.engine.totals().warning).toMatch(pattern);
      expect(rig.engine.totals().summary).toMatch(pattern);
    });
  }

  it('says nothing of a clock that is right', async () => {
    rig = await syncRig({ settings: { historyMs: 6 * 3_600_000 } });
    await syncUntilCaughtUp(rig);
    const { added, storedAtOnce } = await liveMinutes(rig, 3);
    expect(storedAtOnce).toBe(added);
    expect(rig.engine.totals().warning).toBeNull();
  });
});
