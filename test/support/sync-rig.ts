// A signed-in demo, a cache file and a SyncEngine sharing one clock the test moves: for the tests
// of the cache's long-run behaviour (retention, a full disk).
import { join } from 'node:path';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import type { SyncEngineOptions, SyncSettings } from '../../electron/core/sync/engine.js';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import type { DemoOptions } from '../../electron/demo/index.js';
import { signedIn, type SignedIn } from './signed-in.js';

export interface SyncRig {
  world: SignedIn;
  cache: Cache;
  engine: SyncEngineDriver;
  customerGuid: string;
  clock: { now: number };
  close(): Promise<void>;
}

export async function syncRig(
  options: {
    demo?: DemoOptions;
    settings?: Partial<SyncSettings>;
    cacheDir?: string;
    /** The workstation's clock minus the service's (the engine's clock is off by this much). */
    workstationAheadMs?: number;
    onEvents?: SyncEngineOptions['onEvents'];
  } = {},
): Promise<SyncRig> {
  const clock = { now: Date.now() };
  const now = (): number => clock.now;
  // The workstation (the engine and its client, which reads the service's Date headers) keeps its own clock.
  const workstationNow = (): number => clock.now + (options.workstationAheadMs ?? 0);
  const world = await signedIn({
    demo: { now, historyHours: 72, historyEventsPerHour: 40, ...options.demo },
    client: { now: workstationNow },
  });
  const cache = Cache.open(join(options.cacheDir ?? world.dataDir, 'cache.sqlite3'));
  const customerGuid = world.demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
  const engine = new SyncEngineDriver({
    cache,
    client: world.session.client,
    customerGuids: [customerGuid],
    settings: options.settings,
    now: workstationNow,
    random: () => 0,
    onEvents: options.onEvents,
  });
  return {
    world,
    cache,
    engine,
    customerGuid,
    clock,
    close: async () => {
      await engine.stop();
      cache.close();
      await world.close();
    },
  };
}

/** Runs cycles until no backfill is pending. */
export async function syncUntilCaughtUp(rig: SyncRig): Promise<void> {
  for (let cycle = 0; cycle < 20; cycle += 1) {
    await rig.engine.cycle(rig.customerGuid);
    if ((await rig.cache.storage.pendingRanges(rig.customerGuid)).length === 0) return;
  }
  throw new Error('backfill did not finish in 20 cycles');
}

/** The service's events of the rig's customer from `fromMs` on, as received by now. */
export function serviceEvents(rig: SyncRig, fromMs: number): AccessEvent[] {
  return rig.world.demo.data
    .events(rig.customerGuid)
    .filter((event) => Date.parse(event.eventDate) >= fromMs && Date.parse(event.receivedDate) <= rig.clock.now);
}
