// The SyncEngine against the demo service on a shared clock that the test moves: nothing lost,
// nothing duplicated, every field equal to the service's copy, through faults and late arrivals.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/store/cache.js';
import { SyncEngine, type SyncSettings } from '../../electron/core/sync/engine.js';
import type { CustomerSyncStatus } from '../../electron/core/sync/status.js';
import type { DemoOptions } from '../../electron/demo/index.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rig {
  world: SignedIn;
  cache: Cache;
  engine: SyncEngine;
  customerGuid: string;
  clock: { now: number };
  statuses: CustomerSyncStatus[];
  inserted: AccessEvent[];
}

let rig: Rig | undefined;
afterEach(async () => {
  if (!rig) return;
  await rig.engine.stop();
  rig.cache.close();
  await rig.world.close();
  rig = undefined;
});

async function makeRig(
  options: { demo?: DemoOptions; settings?: Partial<SyncSettings>; remember?: boolean; maxResponseBytes?: number } = {},
): Promise<Rig> {
  // The demo and the engine share this clock; the session service keeps the real one, so it starts now.
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const world = await signedIn({
    demo: { now, historyHours: 72, historyEventsPerHour: 40, ...options.demo },
    remember: options.remember ?? true,
    client: options.maxResponseBytes ? { maxResponseBytes: options.maxResponseBytes } : {},
  });
  const cache = Cache.open(join(world.dataDir, 'cache.sqlite3'));
  const customerGuid = world.demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
  const statuses: CustomerSyncStatus[] = [];
  const inserted: AccessEvent[] = [];
  const engine = new SyncEngine({
    cache,
    client: world.session.client,
    customerGuids: [customerGuid],
    settings: options.settings,
    now,
    onStatus: (status) => statuses.push(status),
    onEvents: (_customer, events) => inserted.push(...events),
  });
  rig = { world, cache, engine, customerGuid, clock, statuses, inserted };
  return rig;
}

/** Runs cycles until no backfill is pending. */
async function syncUntilCaughtUp(r: Rig): Promise<void> {
  for (let cycle = 0; cycle < 20; cycle += 1) {
    await r.engine.cycle(r.customerGuid);
    if (r.cache.syncState.pendingRanges(r.customerGuid).length === 0) return;
  }
  throw new Error('backfill did not finish in 20 cycles');
}

function serviceEvents(r: Rig, fromMs: number): AccessEvent[] {
  return r.world.demo.data
    .events(r.customerGuid)
    .filter((event) => Date.parse(event.eventDate) >= fromMs && Date.parse(event.receivedDate) <= r.clock.now);
}

function cachedEvents(r: Rig, fromMs: number): AccessEvent[] {
  return r.cache.events.query({ customerGuids: [r.customerGuid], fromMs });
}

describe('start-up backfill', () => {
  it('fetches the last 24 h in pieces of at most a day, newest first, every field equal', async () => {
    const r = await makeRig({ settings: { historyMs: 50 * HOUR } });
    await syncUntilCaughtUp(r);
    const from = r.clock.now - 50 * HOUR;
    const expected = serviceEvents(r, from);
    expect(expected.length).toBeGreaterThan(1000);
    expect(cachedEvents(r, from)).toEqual(expected);

    const ranges = r.world.demo.requests
      .filter((request) => request.path.endsWith('/event'))
      .map((request) => ({ fromMs: Date.parse(request.query.fromDate!), toMs: Date.parse(request.query.toDate!) }));
    expect(Math.max(...ranges.map((range) => range.toMs - range.fromMs))).toBeLessThanOrEqual(24 * HOUR + 2);
    // Live polls end at now; the backfill pieces before them go newest first.
    const backfill = ranges.filter((range) => range.toMs !== r.clock.now + 1).map((range) => range.toMs);
    expect(backfill.length).toBeGreaterThanOrEqual(3);
    expect(backfill).toEqual([...backfill].sort((a, b) => b - a));
  });

  it('halves a piece whose answer is too large to read, and still stores every event', async () => {
    const r = await makeRig({ maxResponseBytes: 300_000, settings: { historyMs: 30 * HOUR } });
    await syncUntilCaughtUp(r);
    const from = r.clock.now - 30 * HOUR;
    expect(cachedEvents(r, from)).toEqual(serviceEvents(r, from));
  });
});

describe.each(['inclusive', 'exclusive'] as const)('with %s date bounds at the service', (dateBounds) => {
  it('misses no event that falls exactly on a range boundary', async () => {
    const r = await makeRig({ demo: { dateBounds }, settings: { historyMs: 2 * HOUR } });
    await syncUntilCaughtUp(r);
    // Events exactly on the next poll's lower bound and on "now", several sharing one millisecond.
    const state = r.cache.syncState.get(r.customerGuid);
    r.clock.now += 10_000;
    const onBounds = [state.cursorMs! - 15 * MINUTE, r.clock.now, r.clock.now, r.clock.now - 1].map((ms) =>
      r.world.demo.makeEvent(r.customerGuid, {
        eventDate: new Date(ms).toISOString(),
        receivedDate: new Date(r.clock.now).toISOString(),
      }),
    );
    r.world.demo.addEvents(onBounds);
    await r.engine.cycle(r.customerGuid);
    for (const event of onBounds) expect(r.cache.events.get(event.eventId)).toEqual(event);
  });
});

describe('live polling', () => {
  it('stores new events once each, and reports them as inserted once', async () => {
    const r = await makeRig({ settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    r.inserted.length = 0;
    const fresh = [1, 2, 3].map(() => r.world.demo.makeEvent(r.customerGuid));
    r.world.demo.addEvents(fresh);
    await r.engine.cycle(r.customerGuid);
    r.clock.now += 2000;
    await r.engine.cycle(r.customerGuid);
    expect(r.inserted.map((event) => event.eventId).sort()).toEqual(fresh.map((event) => event.eventId).sort());
    expect(r.statuses.at(-1)?.phase).toBe('live');
    expect(r.statuses.at(-1)?.lagMs).toBe(2000);
  });

  it('catches an event that arrives hours late through the sweep', async () => {
    const r = await makeRig({ settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    const late = r.world.demo.makeEvent(r.customerGuid, {
      eventDate: new Date(r.clock.now - 5 * HOUR).toISOString(),
      receivedDate: new Date(r.clock.now + MINUTE).toISOString(),
    });
    r.world.demo.addEvents([late]);
    r.clock.now += 2 * MINUTE;
    await r.engine.cycle(r.customerGuid);
    expect(r.cache.events.get(late.eventId)).toBeUndefined(); // outside the poll overlap
    r.clock.now += 5 * MINUTE;
    await r.engine.cycle(r.customerGuid);
    expect(r.cache.events.get(late.eventId)).toEqual(late);
  });

  it('widens the overlap to the largest delivery delay seen', async () => {
    const r = await makeRig({ settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    const delayed = r.world.demo.makeEvent(r.customerGuid, {
      eventDate: new Date(r.clock.now - 40 * MINUTE).toISOString(),
      receivedDate: new Date(r.clock.now).toISOString(),
    });
    r.world.demo.addEvents([delayed]);
    r.clock.now += 5 * MINUTE;
    await r.engine.cycle(r.customerGuid); // the sweep finds it: a delivery delay of 45 min
    const { maxDelayMs } = r.cache.syncState.get(r.customerGuid);
    expect(maxDelayMs).toBeGreaterThanOrEqual(45 * MINUTE);
    r.world.demo.requests.length = 0;
    r.clock.now += 2000;
    await r.engine.cycle(r.customerGuid);
    const poll = r.world.demo.requests.find((request) => request.path.endsWith('/event'))!;
    const { minOverlapMs, maxOverlapMs } = r.engine.settings;
    const widened = Math.min(maxOverlapMs, Math.max(minOverlapMs, maxDelayMs + MINUTE));
    expect(widened).toBeGreaterThan(minOverlapMs);
    // The window reaches back from the cursor (the previous poll's end, 2 s ago) by the widened overlap.
    expect(Date.parse(poll.query.toDate!) - Date.parse(poll.query.fromDate!)).toBe(widened + 2000 + 2);
  });
});

describe('failures', () => {
  it('rides out 500s, a 503 with Retry-After and a truncated body without losing an event', async () => {
    const r = await makeRig({ settings: { historyMs: 3 * HOUR } });
    r.world.demo.faults.add({ kind: 'status', status: 500, path: '/event', times: 2 });
    r.world.demo.faults.add({ kind: 'truncate', path: '/event' });
    r.world.demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 0, path: '/event', times: 2 });
    await syncUntilCaughtUp(r);
    const from = r.clock.now - 3 * HOUR;
    expect(cachedEvents(r, from)).toEqual(serviceEvents(r, from));
    expect(r.statuses.some((status) => status.phase === 'retrying')).toBe(true);
    expect(r.statuses.at(-1)?.error).toBeNull();
  });

  it('reports "failing" with the time it started when the service stays down, and recovers by itself', async () => {
    const r = await makeRig({ settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    const downSince = r.clock.now;
    r.world.demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 0, path: '/event', times: 'always' });
    await r.engine.cycle(r.customerGuid);
    const failing = r.statuses.at(-1)!;
    expect(failing.phase).toBe('failing');
    expect(failing.error?.sinceMs).toBe(downSince);
    expect(failing.summary).toMatch(/stale since/);
    r.world.demo.faults.clear();
    r.clock.now += 2000;
    await r.engine.cycle(r.customerGuid);
    expect(r.statuses.at(-1)?.phase).toBe('live');
  });

  it('signs in again with remembered credentials when the session ends', async () => {
    const r = await makeRig({ settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    r.world.demo.expireSessions();
    const fresh = r.world.demo.makeEvent(r.customerGuid);
    r.world.demo.addEvents([fresh]);
    await r.engine.cycle(r.customerGuid);
    expect(r.cache.events.get(fresh.eventId)).toEqual(fresh);
  });

  it('says "sign-in needed" when the session ends and nothing is remembered', async () => {
    const r = await makeRig({ remember: false, settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    r.world.demo.expireSessions();
    await r.engine.cycle(r.customerGuid);
    expect(r.statuses.at(-1)?.phase).toBe('sign-in-needed');
    expect(r.statuses.at(-1)?.summary).toMatch(/sign-in needed/);
  });
});
