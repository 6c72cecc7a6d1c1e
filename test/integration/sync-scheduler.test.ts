// One scheduler for many customers, on a clock the test moves: a hundred customers within the
// request budget, a storm of 503s that lowers it (and nothing lost), and a crash in the middle of a
// chase that a restart makes good.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../electron/core/api/redact.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import type { SyncSettings } from '../../electron/core/sync/engine.js';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import type { DemoOptions } from '../../electron/demo/index.js';
import { rowsNow } from '../support/cache-rows.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rig {
  world: SignedIn;
  cache: Cache;
  clock: { now: number };
  engines: SyncEngineDriver[];
  /** Resolves when the next request leaves the client. */
  nextRequest(): Promise<void>;
}

let rig: Rig | undefined;
afterEach(async () => {
  if (!rig) return;
  for (const engine of rig.engines) await engine.stop();
  rig.cache.close();
  await rig.world.close();
  rig = undefined;
});

async function makeRig(demo: DemoOptions): Promise<Rig> {
  const clock = { now: Date.now() };
  const waiting: Array<() => void> = [];
  const world = await signedIn({
    demo: { now: () => clock.now, sessionTtlMs: 30 * 24 * HOUR, ...demo },
    remember: true,
    client: {
      fetch: (input, init) => {
        waiting.splice(0).forEach((resolve) => resolve());
        return fetch(input, init);
      },
    },
  });
  const nextRequest = (): Promise<void> => new Promise((resolve) => waiting.push(resolve));
  rig = { world, cache: Cache.open(join(world.dataDir, 'cache.sqlite3')), clock, engines: [], nextRequest };
  return rig;
}

function engineFor(
  r: Rig,
  customerGuids: string[],
  settings: Partial<SyncSettings> = {},
  bandPhase?: number,
): SyncEngineDriver {
  const engine = new SyncEngineDriver({
    cache: r.cache,
    client: r.world.session.client,
    customerGuids,
    settings,
    maxInFlight: 8,
    now: () => r.clock.now,
    ...(bandPhase === undefined ? {} : { random: () => bandPhase }),
  });
  r.engines.push(engine);
  return engine;
}

/** Serves what is due, then moves both clocks to the next read, until `untilMs`. */
async function runUntil(r: Rig, engine: SyncEngineDriver, untilMs: number): Promise<void> {
  while (r.clock.now < untilMs) {
    const next = await engine.runDue();
    r.clock.now = Math.min(untilMs, Math.max(r.clock.now + 1, Math.min(next, r.clock.now + 30_000)));
    r.world.demo.produceTraffic(r.clock.now);
  }
}

function maxPerMinute(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (sorted[last]! - sorted[first]! >= MINUTE) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

function onTimeEventsReceived(r: Rig, customerGuid: string, fromMs: number, toMs: number): AccessEvent[] {
  return r.world.demo.data.events(customerGuid).filter((event) => {
    const received = Date.parse(event.receivedDate);
    return received >= fromMs && received <= toMs && received - Date.parse(event.eventDate) <= 5000;
  });
}

describe('one scheduler for many customers', () => {
  it('watches 100 customers (10 busy) within 400 requests a minute, busy ones every few seconds', async () => {
    const r = await makeRig({ extraCustomers: 100, eventsPerMinute: 0, historyHours: 1 });
    const customers = r.world.demo.data.customers.filter((c) => r.world.demo.data.eventsPerMinute(c.customerGuid) > 0);
    expect(customers).toHaveLength(100);
    const engine = engineFor(
      r,
      customers.map((c) => c.customerGuid),
      { requestBudgetPerMinute: 400 },
    );
    const start = r.clock.now;
    await runUntil(r, engine, start + 6 * MINUTE);

    // The sync's requests (registration and sign-in came before it).
    const requests = r.world.demo.requests.filter((request) => request.at >= start && request.method === 'GET');
    expect(maxPerMinute(requests.map((request) => request.at))).toBeLessThanOrEqual(400);
    expect(engine.totals().maxInFlight).toBeLessThanOrEqual(8);
    // Every on-time event received after the start-up minute, up to 30 s before the end, is stored.
    for (const customer of customers) {
      for (const event of onTimeEventsReceived(r, customer.customerGuid, start + MINUTE, r.clock.now - 30_000)) {
        expect((await r.cache.storage.event(event.eventId))?.eventId).toBe(event.eventId);
      }
    }
    const intervals = engine.status().map((status) => status.pollIntervalMs!);
    const busy = engine
      .status()
      .filter((status) => r.world.demo.data.eventsPerMinute(status.customerGuid) >= 30)
      .map((status) => status.pollIntervalMs!);
    expect(busy).toHaveLength(10);
    expect(Math.max(...busy)).toBeLessThanOrEqual(5000);
    expect(Math.max(...intervals)).toBeLessThanOrEqual(30_000);
    expect(engine.totals().warning).toBeNull();
  });

  // The phases are ones that once held the edge up: a band's first read at a fraction of a
  // millisecond, and background reads filling the last of a minute's budget.
  it.each([0.01713, 0.0444, 0.5])(
    'background reads (an inventory refresh, the bands) never hold up the edge (bands start at %s of their period)',
    async (bandPhase) => {
      const r = await makeRig({ eventsPerMinutePerCustomer: 60, eventsPerMinute: 0, historyHours: 1 });
      const customerGuid = r.world.demo.data.customers.find((c) => !c.restricted)!.customerGuid;
      const engine = engineFor(r, [customerGuid], { requestBudgetPerMinute: 40 }, bandPhase);
      const start = r.clock.now;
      await runUntil(r, engine, start + 3 * MINUTE);
      const edges = r.world.demo.requests
        .filter((request) => request.path.endsWith('/event') && Date.parse(request.query.toDate!) === request.at + 1)
        .map((request) => request.at);
      const gaps = edges.slice(1).map((at, index) => at - edges[index]!);
      expect(edges.length).toBeGreaterThan(60);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(4000);
      expect((await r.cache.inventory.snapshot(customerGuid, 'door')).fetchedAtMs).not.toBeNull();
      expect(
        maxPerMinute(r.world.demo.requests.filter((q) => q.at >= start && q.method === 'GET').map((q) => q.at)),
      ).toBeLessThanOrEqual(40);
    },
  );

  it("a customer's controllers and cardholders are in within seconds of the start, and the edge never waits for them", async () => {
    const r = await makeRig({ eventsPerMinutePerCustomer: 60, eventsPerMinute: 0, historyHours: 24 });
    const customer = r.world.demo.data.customers.find((c) => !c.restricted)!;
    const engine = engineFor(r, [customer.customerGuid], { requestBudgetPerMinute: 40 });
    const start = r.clock.now;
    await runUntil(r, engine, start + 2 * MINUTE);
    // Asked once each since the start (the refresh is minutes away), just after the doors.
    const asked = (what: string): number[] =>
      r.world.demo.requests.filter((q) => q.at >= start && q.path.endsWith(`/${what}`)).map((q) => q.at);
    expect(asked('door')).toHaveLength(1);
    expect(asked('user')).toHaveLength(1);
    expect(asked('device')).toHaveLength(1);
    expect(asked('user')[0]! - start).toBeLessThanOrEqual(10_000);
    const users = await r.cache.inventory.snapshot<PublicUser>(customer.customerGuid, 'user');
    expect(users.items.map((user) => user.firstName).sort()).toEqual(
      customer.users.map((user) => user.firstName).sort(),
    );
    expect((await r.cache.inventory.snapshot(customer.customerGuid, 'device')).items).toHaveLength(
      customer.devices.length,
    );
    const edges = r.world.demo.requests
      .filter((request) => request.path.endsWith('/event') && Date.parse(request.query.toDate!) === request.at + 1)
      .map((request) => request.at);
    const gaps = edges.slice(1).map((at, index) => at - edges[index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(4000);
  });

  it('halves the budget in a storm of 503s, climbs back after, and loses nothing', async () => {
    const r = await makeRig({ eventsPerMinutePerCustomer: 60, eventsPerMinute: 0, historyHours: 1 });
    const customerGuid = r.world.demo.data.customers.find((c) => !c.restricted)!.customerGuid;
    const engine = engineFor(r, [customerGuid], { requestBudgetPerMinute: 120 });
    const start = r.clock.now;
    await runUntil(r, engine, start + 2 * MINUTE);
    r.world.demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 0, path: '/event', times: 12 });
    await runUntil(r, engine, start + 3 * MINUTE);
    const lowered = engine.totals();
    expect(lowered.effectiveBudgetPerMinute).toBeLessThanOrEqual(60);
    expect(lowered.reducedUntilMs).not.toBeNull();
    expect(lowered.summary).toMatch(/lowered to \d+ after a 503/);
    await runUntil(r, engine, start + 20 * MINUTE);
    expect(engine.totals().effectiveBudgetPerMinute).toBe(120);
    for (const event of onTimeEventsReceived(r, customerGuid, start, r.clock.now - 10_000)) {
      expect((await r.cache.storage.event(event.eventId))?.eventId).toBe(event.eventId);
    }
  });

  it('a crash in the middle of a chase loses nothing: the next start finds the backlog', async () => {
    const r = await makeRig({ eventsPerMinute: 0, historyHours: 1 });
    const customerGuid = r.world.demo.data.customers.find((c) => !c.restricted)!.customerGuid;
    const first = engineFor(r, [customerGuid], {}, 0);
    const deviceGuid = randomUUID();
    const eventAt = (eventMs: number, receivedMs: number): AccessEvent => ({
      ...r.world.demo.makeEvent(customerGuid),
      deviceGuid,
      deviceName: 'Loading bay controller',
      eventDate: new Date(eventMs).toISOString(),
      receivedDate: new Date(receivedMs).toISOString(),
    });
    r.world.demo.addEvents([eventAt(r.clock.now - 80 * MINUTE, r.clock.now - 80 * MINUTE)]);
    await runUntil(r, first, r.clock.now + 2 * MINUTE);
    // Back from an outage: 40 min of backlog, the newest just 30 s old, all received now.
    const backlog = Array.from({ length: 40 }, (_, i) =>
      eventAt(r.clock.now - 30_000 - (39 - i) * MINUTE, r.clock.now),
    );
    r.world.demo.addEvents(backlog);
    // A regular read finds the newest of it (a late controller now), and a chase is due…
    while (first.status()[0]!.lateDevices.length === 0) await runUntil(r, first, r.clock.now + 5000);
    expect(backlog.every((event) => rowsNow(r.cache).events.get(event.eventId))).toBe(false);
    // …whose request hangs, and the process dies there (the engine stops, the request is cut).
    r.world.demo.faults.add({ kind: 'hang', path: '/event', times: 'always' });
    const inFlight = r.nextRequest();
    const serving = first.runDue();
    await inFlight;
    await first.stop();
    await serving;
    r.world.demo.faults.clear();

    const second = engineFor(r, [customerGuid], {}, 0);
    await runUntil(r, second, r.clock.now + 10 * MINUTE);
    for (const event of backlog) expect(await r.cache.storage.event(event.eventId)).toEqual(event);
  });
});
