// The SyncEngine against the demo service on a shared clock that the test moves: nothing lost,
// nothing duplicated, every field equal to the service's copy, through faults and late arrivals.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import type { SyncSettings } from '../../electron/core/sync/engine.js';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import type { CustomerSyncStatus } from '../../electron/core/sync/status.js';
import type { DemoOptions } from '../../electron/demo/index.js';
import { rowsNow } from '../support/cache-rows.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rig {
  world: SignedIn;
  cache: Cache;
  engine: SyncEngineDriver;
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
  options: {
    demo?: DemoOptions;
    settings?: Partial<SyncSettings>;
    remember?: boolean;
    maxResponseBytes?: number;
    /** Where in its period each age band starts; default 0: every band due at once. */
    bandPhase?: number;
  } = {},
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
  const engine = new SyncEngineDriver({
    cache,
    client: world.session.client,
    customerGuids: [customerGuid],
    settings: options.settings,
    now,
    // Every age band starts due (by default), so what a test sees does not hang on chance.
    random: () => options.bandPhase ?? 0,
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
    if ((await r.cache.storage.pendingRanges(r.customerGuid)).length === 0) return;
  }
  throw new Error('backfill did not finish in 20 cycles');
}

function serviceEvents(r: Rig, fromMs: number): AccessEvent[] {
  return r.world.demo.data
    .events(r.customerGuid)
    .filter((event) => Date.parse(event.eventDate) >= fromMs && Date.parse(event.receivedDate) <= r.clock.now);
}

/** A controller the demo's own traffic does not use: what a test adds is all it has. */
function newDevice(): { deviceGuid: string } {
  return { deviceGuid: randomUUID() };
}

/** An event at one of the device's doors, occurring and received when given. */
function eventOf(r: Rig, device: { deviceGuid: string }, eventMs: number, receivedMs: number): AccessEvent {
  const sample = r.world.demo.makeEvent(r.customerGuid);
  return {
    ...sample,
    deviceGuid: device.deviceGuid,
    eventDate: new Date(eventMs).toISOString(),
    receivedDate: new Date(receivedMs).toISOString(),
  };
}

/** Moves the clock in steps, a cycle each, until every event is cached; returns the clock then. */
async function cycleUntilStored(
  r: Rig,
  events: readonly AccessEvent[],
  { stepMs, limitMs }: { stepMs: number; limitMs: number },
): Promise<number> {
  const until = r.clock.now + limitMs;
  for (;;) {
    await r.engine.cycle(r.customerGuid);
    if (events.every((event) => rowsNow(r.cache).events.get(event.eventId))) return r.clock.now;
    if (r.clock.now >= until)
      throw new Error(`${events.filter((e) => !rowsNow(r.cache).events.get(e.eventId)).length} events still missing`);
    r.clock.now += stepMs;
  }
}

function cachedEvents(r: Rig, fromMs: number): AccessEvent[] {
  return rowsNow(r.cache).events.query({ customerGuids: [r.customerGuid], fromMs });
}

describe('start-up backfill', () => {
  it('fetches the last 24 h in pieces of at most a day, newest first, every field equal', async () => {
    // Age bands out of the way: only the edge and the backfill read.
    const r = await makeRig({ settings: { historyMs: 50 * HOUR }, bandPhase: 0.99 });
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

  it('says it is live as soon as the last history read is stored, not at the next read of the edge', async () => {
    const r = await makeRig({ settings: { historyMs: 30 * HOUR }, bandPhase: 0.99 });
    await syncUntilCaughtUp(r);
    // The last read of the cycle that caught up was history's: a quiet customer's next edge is up to 30 s away.
    expect(r.statuses.at(-1)?.phase).toBe('live');
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
    // Events exactly on the next edge read's lower bound and on "now", several sharing one millisecond.
    const state = await r.cache.storage.syncState(r.customerGuid);
    const newest = (await r.cache.storage.feedPage({ customerGuids: [r.customerGuid] }, { limit: 1 }))[0]!;
    const edgeFrom =
      Math.min(state.cursorMs!, Date.parse(newest.eventDate)) - (await r.engine.edgeLatenessMs(r.customerGuid));
    r.clock.now += 10_000;
    const onBounds = [edgeFrom, edgeFrom, r.clock.now, r.clock.now, r.clock.now - 1].map((ms) =>
      r.world.demo.makeEvent(r.customerGuid, {
        eventDate: new Date(ms).toISOString(),
        receivedDate: new Date(r.clock.now).toISOString(),
      }),
    );
    r.world.demo.addEvents(onBounds);
    await r.engine.cycle(r.customerGuid);
    for (const event of onBounds) expect(await r.cache.storage.event(event.eventId)).toEqual(event);
  });

  it('finds a backlog delivered on reconnection at once, by chasing back to its controller’s previous event', async () => {
    const r = await makeRig({ demo: { dateBounds }, settings: { historyMs: 3 * HOUR } });
    const device = newDevice();
    const start = r.clock.now;
    r.world.demo.addEvents([eventOf(r, device, start - 70 * MINUTE, start - 70 * MINUTE)]);
    await syncUntilCaughtUp(r);
    // Offline since then; back now with an hour of events, all received at once.
    r.clock.now += 5 * MINUTE;
    const backlog = Array.from({ length: 40 }, (_, i) =>
      eventOf(r, device, r.clock.now - 65 * MINUTE + i * 97_000, r.clock.now),
    );
    r.world.demo.addEvents(backlog);
    const foundAt = await cycleUntilStored(r, backlog, { stepMs: 2000, limitMs: 2 * MINUTE });
    expect(foundAt - r.clock.now).toBeLessThanOrEqual(0); // all in the same moment…
    expect(foundAt - Date.parse(backlog[0]!.receivedDate)).toBeLessThanOrEqual(20_000); // …within 20 s of arriving
  });

  it('chases a backlog found by a band after its controller’s live events, back to the event before the outage', async () => {
    const r = await makeRig({ demo: { dateBounds }, settings: { historyMs: 3 * HOUR } });
    const device = newDevice();
    r.world.demo.addEvents([eventOf(r, device, r.clock.now - 70 * MINUTE, r.clock.now - 70 * MINUTE)]);
    await syncUntilCaughtUp(r);
    // Back online: a live event the edge finds at once; its hour of backlog arrived with it, the
    // newest 3 min old, out of the edge's reach (added after that read, so no band finds it first).
    r.clock.now += 5 * MINUTE;
    const back = r.clock.now;
    r.world.demo.addEvents([eventOf(r, device, back - 500, back)]);
    await r.engine.cycle(r.customerGuid);
    const backlog = Array.from({ length: 40 }, (_, i) => eventOf(r, device, back - 3 * MINUTE - i * 90_000, back));
    r.world.demo.addEvents(backlog);
    // The first band read to reach a part of it (within 3× its lateness) chases the rest, past the live event.
    const foundAt = await cycleUntilStored(r, backlog, { stepMs: 2000, limitMs: 15 * MINUTE });
    expect(foundAt - back).toBeLessThanOrEqual(9 * MINUTE);
  });

  it('chases the stragglers of a delivery (received a moment after its chase) back to the controller’s previous delivery', async () => {
    // No other traffic: the edge reads back from the newest eventDate seen, the upload's youngest.
    const r = await makeRig({ demo: { dateBounds, eventsPerMinute: 0 }, settings: { historyMs: 3 * HOUR } });
    const device = newDevice();
    const previous = r.clock.now - 8 * MINUTE;
    r.world.demo.addEvents([eventOf(r, device, previous, previous)]);
    await syncUntilCaughtUp(r);
    // 3 min on, the controller uploads its 8 min since then, and the service receives the upload over
    // a second. The youngest event and every other one at once: the edge finds them and chases back
    // to the previous delivery. The others (stragglers) 1 s later, after that chase: one just older
    // than the youngest, which the next edge read finds, and the rest between siblings already cached.
    r.clock.now += 3 * MINUTE;
    const upload = r.clock.now;
    const stragglersAt = upload + 1000;
    const batch = [
      eventOf(r, device, upload - 10_000, upload),
      eventOf(r, device, upload - 10_100, stragglersAt),
      ...Array.from({ length: 22 }, (_, i) =>
        eventOf(r, device, upload - 30_000 - i * 20_000, i % 2 === 0 ? stragglersAt : upload),
      ),
    ];
    r.world.demo.addEvents(batch);
    const foundAfter = new Map<number, number>();
    while (r.clock.now < upload + 10 * MINUTE && foundAfter.size < batch.length) {
      await r.engine.cycle(r.customerGuid);
      for (const event of batch) {
        if (!foundAfter.has(event.eventId) && (await r.cache.storage.event(event.eventId)))
          foundAfter.set(event.eventId, r.clock.now - Date.parse(event.receivedDate));
      }
      r.clock.now += 1000;
    }
    // Each is in the cache within its target, max(10 s, lateness / 2), of reaching the service.
    const overdue = batch.flatMap((event) => {
      const lateness = Date.parse(event.receivedDate) - Date.parse(event.eventDate);
      const after = foundAfter.get(event.eventId) ?? Infinity;
      return after > Math.max(10_000, lateness / 2) ? [`${lateness / 1000} s late, found after ${after / 1000} s`] : [];
    });
    expect(overdue).toEqual([]);
  });

  it('finds every event of a controller that delivers 90 min late within half that, once its band is hot', async () => {
    const r = await makeRig({ demo: { dateBounds }, settings: { historyMs: 3 * HOUR } });
    await syncUntilCaughtUp(r);
    const device = newDevice();
    const delays: number[] = [];
    const waiting = new Map<number, number>();
    for (let step = 0; step < 6 * 30; step += 1) {
      // Every 2 min an event occurs 90 min before it reaches the service.
      const event = eventOf(r, device, r.clock.now - 90 * MINUTE, r.clock.now);
      r.world.demo.addEvents([event]);
      waiting.set(event.eventId, r.clock.now);
      for (let tick = 0; tick < 4; tick += 1) {
        r.clock.now += 30_000;
        await r.engine.cycle(r.customerGuid);
      }
      for (const [eventId, receivedMs] of waiting) {
        if (await r.cache.storage.event(eventId)) {
          delays.push(r.clock.now - receivedMs);
          waiting.delete(eventId);
        }
      }
    }
    expect(delays.length).toBeGreaterThan(150);
    // Once the band holding 90 min is hot, each is found within 45 min of arriving.
    expect(Math.max(...delays.slice(30))).toBeLessThanOrEqual(45 * MINUTE);
    expect(waiting.size).toBeLessThan(30);
  });

  it('finds an isolated event delivered 40 min late within 3× its lateness, and one 24.5 h late by the settling read', async () => {
    const r = await makeRig({ demo: { dateBounds }, settings: { historyMs: 26 * HOUR } });
    await syncUntilCaughtUp(r);
    const arrival = r.clock.now + MINUTE;
    const fortyMinutes = eventOf(r, newDevice(), arrival - 40 * MINUTE, arrival);
    const almostDay = eventOf(r, newDevice(), arrival - 24.5 * HOUR, arrival);
    r.world.demo.addEvents([fortyMinutes, almostDay]);
    const found = new Map<number, number>();
    while (r.clock.now < arrival + 3 * HOUR && found.size < 2) {
      r.clock.now += 5 * MINUTE;
      await r.engine.cycle(r.customerGuid);
      for (const event of [fortyMinutes, almostDay]) {
        if (!found.has(event.eventId) && (await r.cache.storage.event(event.eventId)))
          found.set(event.eventId, r.clock.now);
      }
    }
    expect(found.get(fortyMinutes.eventId)! - arrival).toBeLessThanOrEqual(3 * 40 * MINUTE);
    expect(found.get(almostDay.eventId)! - arrival).toBeLessThanOrEqual(2 * HOUR);
    expect(await r.cache.storage.event(almostDay.eventId)).toEqual(almostDay);
    const settled = await r.cache.storage.settledRanges(r.customerGuid);
    const at = Date.parse(almostDay.eventDate);
    expect(settled.some((range) => range.fromMs <= at && at <= range.toMs)).toBe(true);
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

  it('reads a few seconds of overlap per poll, not a quarter of an hour, and says what it costs', async () => {
    const r = await makeRig({ demo: { eventsPerMinute: 0 }, settings: { historyMs: HOUR } });
    await syncUntilCaughtUp(r);
    r.world.demo.requests.length = 0;
    for (let poll = 0; poll < 30; poll += 1) {
      r.world.demo.addEvents([r.world.demo.makeEvent(r.customerGuid)]);
      r.clock.now += 2000;
      await r.engine.cycle(r.customerGuid);
    }
    const edges = r.world.demo.requests.filter(
      (request) => request.path.endsWith('/event') && Date.parse(request.query.toDate!) > r.clock.now - 60_000,
    );
    const spans = edges.map((request) => Date.parse(request.query.toDate!) - Date.parse(request.query.fromDate!));
    expect(Math.min(...spans)).toBeLessThan(10_000);
    const status = r.statuses.at(-1)!;
    expect(status.traffic?.total.inserted).toBeGreaterThanOrEqual(30);
    expect(status.summary).toMatch(/requests\/min, [\d,]+ downloaded for [\d,]+ new/);
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
    expect(await r.cache.storage.event(fresh.eventId)).toEqual(fresh);
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
