// One poller for the control room, with events: workstations as separate processes on one real
// PostgreSQL and one demo service. Only one of them reads the service's event lists; every event
// reaches every workstation (and its alarm raised on each); the poller killed with SIGKILL is taken
// over within 15 s, and an event the service received meanwhile is found, once, by the new poller.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { type FreezableProxy, startFreezableProxy } from '../support/freezable-proxy.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { RoomWorkstationProcess } from '../support/room-workstation-process.js';

const TAKEOVER_LIMIT_MS = 15_000;

interface Line {
  ready?: boolean;
  watching?: string;
  watched?: boolean;
  events?: number[];
  alarms?: number[][];
  seeing?: boolean;
  causes?: string[];
  budget?: number;
  budgetSet?: number;
  error?: string;
}

class Workstation extends RoomWorkstationProcess<Line> {
  readonly events: number[] = [];
  alarms: number[][] = [];
  monitoring: { seeing: boolean; causes: string[] } = { seeing: true, causes: [] };
  readonly watching = new Map<string, boolean>();
  /** The budget its sync spends, while it polls; the last one it set. */
  budget: number | null = null;
  budgetSet: number | null = null;
  private ready = false;

  protected read(line: Line): void {
    if (line.ready) this.ready = true;
    if (line.watching) this.watching.set(line.watching, line.watched!);
    if (line.events) this.events.push(...line.events);
    if (line.alarms) this.alarms = line.alarms;
    if (line.seeing !== undefined) this.monitoring = { seeing: line.seeing, causes: line.causes ?? [] };
    if (line.budget !== undefined) this.budget = line.budget;
    if (line.budgetSet !== undefined) this.budgetSet = line.budgetSet;
  }

  /** Watches or stops watching a customer, as the guard does on the Customers screen. */
  async watch(customerGuid: string, watched: boolean): Promise<void> {
    this.send({ watch: customerGuid, watched });
    await this.until((s) => s.watching.get(customerGuid) === watched, `watching ${customerGuid}: ${watched}`);
  }

  /** Sets the request budget, as a guard does on the Health screen. */
  async setBudget(perMinute: number): Promise<void> {
    this.send({ setBudget: perMinute });
    await this.until((s) => s.budgetSet === perMinute, `budget set to ${perMinute}`);
  }

  isReady = (): boolean => this.ready;
  has = (eventId: number): boolean => this.events.includes(eventId);
  alarmed = (eventId: number): boolean => this.alarms.some((eventIds) => eventIds.includes(eventId));
}

let db: RoomDatabase;
let demo: DemoService;
let proxy: FreezableProxy | null = null;
const stations: Workstation[] = [];
const folders: string[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  for (const station of stations.splice(0)) await station.stop();
  await proxy?.close();
  proxy = null;
  await demo.close();
  await db.drop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workstation(name: string, url = db.url): Workstation {
  const folder = mkdtempSync(join(tmpdir(), `acs-room-${name}-`));
  folders.push(folder);
  const station = new Workstation(name, folder, url, demo.baseUrl);
  stations.push(station);
  return station;
}

/** control-1 started first and polling (on `firstUrl`, the room by default), then control-2 ready. */
async function pollerAndFollower(firstUrl = db.url): Promise<[Workstation, Workstation]> {
  const first = workstation('control-1', firstUrl);
  await first.until(first.isReady, 'ready');
  await untilPoller('control-1', 15_000);
  const second = workstation('control-2');
  await second.until(second.isReady, 'ready');
  return [first, second];
}

async function pollerName(): Promise<string | null> {
  const lease = await db.admin.query<{ holder: string | null }>('SELECT holder FROM poller_lease WHERE id = 1');
  return lease.rows[0]?.holder ?? null;
}

async function untilPoller(name: string, timeoutMs: number): Promise<void> {
  await expect.poll(pollerName, { timeout: timeoutMs, interval: 100 }).toBe(name);
}

/** The app tokens that read event lists (endpoint 8) since `sinceMs`: one per workstation that polled. */
function eventReaders(sinceMs: number): Set<string> {
  return new Set(
    demo.requests
      .filter((request) => request.at >= sinceMs && request.path.endsWith('/event'))
      .map((request) => request.headers['x-app-token']!),
  );
}

function forcedDoor(overrides: Partial<AccessEvent> = {}, which = 0): AccessEvent {
  const customer = demo.data.customers.filter((c) => !c.restricted)[which]!;
  return demo.makeEvent(customer.customerGuid, {
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    ...overrides,
  });
}

describe.skipIf(!CLI_BUILT)('one poller for the room (needs npm run build:node)', { timeout: 120_000 }, () => {
  it('one workstation reads the service; the others get every event and raise its alarm from the room', async () => {
    const [first, second] = await pollerAndFollower();

    const watchFrom = Date.now();
    const door = forcedDoor();
    demo.addEvents([door]);
    await first.until((s) => s.has(door.eventId) && s.alarmed(door.eventId), 'the forced door stored and alarmed');
    await second.until((s) => s.has(door.eventId) && s.alarmed(door.eventId), 'the forced door followed and alarmed');
    expect(eventReaders(watchFrom).size).toBe(1);
    expect(second.events.filter((id) => id === door.eventId)).toHaveLength(1);
  });

  it('a poller killed with SIGKILL is taken over within 15 s, and what the service received meanwhile is found once', async () => {
    const [first, second] = await pollerAndFollower();
    const before = forcedDoor();
    demo.addEvents([before]);
    await second.until((s) => s.has(before.eventId), 'the first door followed');

    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    // Received by the service while nobody polls, and one that happened before the kill but comes late.
    const meanwhile = forcedDoor();
    const late = forcedDoor({ eventDate: new Date(killedAt - 20_000).toISOString() });
    demo.addEvents([meanwhile, late]);
    await untilPoller('control-2', TAKEOVER_LIMIT_MS);
    expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_LIMIT_MS);
    await second.until(
      (s) => s.has(meanwhile.eventId) && s.alarmed(meanwhile.eventId) && s.has(late.eventId) && s.alarmed(late.eventId),
      'the doors received while nobody polled, stored and alarmed by the new poller',
    );
    for (const event of [before, meanwhile, late]) {
      expect(second.events.filter((id) => id === event.eventId)).toHaveLength(1);
    }
    // In the room once each (the new poller writes there just after its own cache).
    const fed = async (): Promise<number[]> =>
      (
        await db.admin.query<{ event_id: string }>(
          'SELECT event_id FROM room_feed WHERE event_id = ANY($1::bigint[]) ORDER BY event_id',
          [[before.eventId, meanwhile.eventId, late.eventId]],
        )
      ).rows.map((row) => Number(row.event_id));
    await expect.poll(fed).toEqual([before.eventId, meanwhile.eventId, late.eventId].sort((a, b) => a - b));
  });

  it('a poller killed before its first read of a customer: the new poller alarms what came since the room began watching it', async () => {
    const customerGuid = demo.data.customers.filter((c) => !c.restricted)[0]!.customerGuid;
    const eventsOf = `/customer/${customerGuid}/event`;
    // The first poller's reads of this customer never come back, so it leaves no sync state for it.
    demo.faults.add({ kind: 'hang', path: eventsOf, times: 'always' });
    const [first, second] = await pollerAndFollower();
    const door = forcedDoor();
    demo.addEvents([door]);
    await expect
      .poll(() => demo.requests.some((request) => request.path.endsWith(eventsOf)), { timeout: 15_000 })
      .toBe(true);

    first.child.kill('SIGKILL');
    demo.faults.clear();
    await untilPoller('control-2', TAKEOVER_LIMIT_MS);
    // Without the room's watch time, the new poller's first read would call the door history.
    await second.until((s) => s.has(door.eventId), 'the door read by the new poller');
    await second.until((s) => s.alarmed(door.eventId), 'the door alarmed', 10_000);
  });

  it('a poller cut off from the database is taken over within 15 s; it says NOT MONITORING, and once back follows and catches up', async () => {
    const target = new URL(db.url);
    proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const throughProxy = new URL(db.url);
    throughProxy.port = String(proxy.port);
    const [first, second] = await pollerAndFollower(throughProxy.toString());

    proxy.freeze();
    const cutAt = Date.now();
    const meanwhile = forcedDoor();
    demo.addEvents([meanwhile]);
    await untilPoller('control-2', TAKEOVER_LIMIT_MS);
    expect(Date.now() - cutAt).toBeLessThan(TAKEOVER_LIMIT_MS);
    await second.until((s) => s.has(meanwhile.eventId) && s.alarmed(meanwhile.eventId), 'found by the new poller');
    await first.until(
      (s) => !s.monitoring.seeing && s.monitoring.causes.includes('room-lost'),
      "NOT MONITORING, the room's database lost",
    );

    proxy.thaw();
    await first.until((s) => s.has(meanwhile.eventId) && s.monitoring.seeing, 'back: following, the door caught up');
    expect(await pollerName()).toBe('control-2');
    expect(first.events.filter((id) => id === meanwhile.eventId)).toHaveLength(1);
  });

  it("each workstation gets only its own guard's customers; one watched later brings its history and the room's open alarms of it", async () => {
    const [first, second] = await pollerAndFollower();
    const theirs = demo.data.customers.filter((c) => !c.restricted)[1]!.customerGuid;
    await second.watch(theirs, false);

    const theirDoor = forcedDoor({}, 1);
    demo.addEvents([theirDoor]);
    await first.until((s) => s.alarmed(theirDoor.eventId), "the other guard's door alarmed on the poller");
    const ourDoor = forcedDoor({}, 0);
    demo.addEvents([ourDoor]);
    // The feed is read in order: once our later door is here, theirs has been passed by.
    await second.until((s) => s.alarmed(ourDoor.eventId), 'our door followed and alarmed');
    expect(second.has(theirDoor.eventId)).toBe(false);
    expect(second.alarmed(theirDoor.eventId)).toBe(false);

    await second.watch(theirs, true);
    await second.until((s) => s.has(theirDoor.eventId), 'their door, as history once watched');
    // The room raised their door's alarm once, where it ingests; still open, it is every workstation's
    // that may see the customer now (the history itself raises nothing anew).
    await second.until((s) => s.alarmed(theirDoor.eventId), "the room's open alarm of their door");
    const raised = await db.admin.query('SELECT count(*)::int AS n FROM room_alarms WHERE event_id = $1', [
      theirDoor.eventId,
    ]);
    expect(raised.rows).toEqual([{ n: 1 }]);
  });

  it('the poller keeps the room to the retention: an event past it goes, with its feed row', async () => {
    const feed = await RoomFeed.open<unknown, unknown>(db.url);
    const customerGuid = demo.data.customers.filter((c) => !c.restricted)[0]!.customerGuid;
    const old = forcedDoor({ eventDate: new Date(Date.now() - 40 * 24 * 3_600_000).toISOString() });
    // Token 0: the lease as made, before any workstation polls.
    await feed.publishEvents('0', customerGuid, [old], new Set(), Date.now(), Date.now());
    await feed.close();
    const rowsOf = async (table: 'events' | 'room_feed'): Promise<number> => {
      const column = table === 'events' ? '"eventId"' : 'event_id';
      const found = await db.admin.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [old.eventId]);
      return found.rowCount ?? 0;
    };
    expect([await rowsOf('events'), await rowsOf('room_feed')]).toEqual([1, 1]);

    const first = workstation('control-1');
    await untilPoller('control-1', 15_000);
    const door = forcedDoor();
    demo.addEvents([door]);
    await first.until((s) => s.has(door.eventId), 'a new door stored');
    await expect.poll(() => rowsOf('events'), { timeout: 15_000 }).toBe(0);
    expect(await rowsOf('room_feed')).toBe(0);
    // The new door reaches the room just after the poller's own cache, and stays.
    const inRoom = async (): Promise<number> =>
      (await db.admin.query('SELECT 1 FROM events WHERE "eventId" = $1', [door.eventId])).rowCount ?? 0;
    await expect.poll(inRoom).toBe(1);
  });

  it("the request budget is the room's: set at a follower, the poller spends it", async () => {
    const first = workstation('control-1');
    await first.until(first.isReady, 'ready');
    await untilPoller('control-1', 15_000);
    await first.until((s) => s.budget === 300, 'polling on its own budget, 300 a minute');
    const second = workstation('control-2');
    await second.until(second.isReady, 'ready');
    await second.setBudget(120);
    await first.until((s) => s.budget === 120, "the poller spending the room's 120 a minute");
  });
});
