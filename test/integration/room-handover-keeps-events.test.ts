// Nothing lost when the room's poller stops, steps down or starts again (issue 31, part 1): `sync` in a
// control room as its own process on one real PostgreSQL and one demo service, with the faults a desk
// meets. After each, the room holds every event the service holds for the window, each fed once.
//
// The window: the service's history as the first sync found it, and every event the test adds. Events
// the demo's buffered controllers deliver late while the test runs are left out: finding those is the
// age bands' promise (within 3× their lateness), which a minute-long test cannot wait for.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoOptions, type DemoService } from '../../electron/demo/index.js';
import { runAcsProcess as acs, startAcs, type Running } from '../support/acs-process.js';
import { type FreezableProxy, startFreezableProxy } from '../support/freezable-proxy.js';
import { closeLockGate } from '../support/room-lock-gate.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { registerApplication } from '../support/demo-app.js';

const POLLING = 'now polls the service for the control room';
const NOT_POLLING = 'sync: not polling';

let demo: DemoService;
let db: RoomDatabase;
let dataDir: string;
let customer: string;
/** The workstation's profile in the room, and the same profile on its own (no room). */
let inRoom: NodeJS.ProcessEnv;
let alone: NodeJS.ProcessEnv;
let secondInRoom: NodeJS.ProcessEnv;
/** The service's events as the first sync found them: received by then. */
let historyAt: number;
const added: AccessEvent[] = [];
const running: Running[] = [];
let proxy: FreezableProxy | null = null;

async function setUp(demoOptions: DemoOptions, roomUrl?: (url: string) => Promise<string>): Promise<void> {
  demo = await startDemoService({ eventsPerMinute: 0, ...demoOptions });
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-room-handover-'));
  const register = (name: string): Promise<string> => registerApplication(demo, name);
  const applicationToken = await register('control-1');
  alone = {
    PATH: process.env.PATH,
    HOME: dataDir,
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: join(dataDir, 'control-1'),
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
    ACS_USERNAME: 'supervisor',
    ACS_PASSWORD: 'supervisor-demo',
  };
  inRoom = { ...alone, ACS_DATABASE_URL: roomUrl ? await roomUrl(db.url) : db.url, ACS_WORKSTATION: 'control-1' };
  // Another workstation of the room, with an application token of its own (its requests told apart).
  secondInRoom = {
    ...inRoom,
    ACS_DATA_DIR: join(dataDir, 'control-2'),
    ACS_APP_TOKEN: await register('control-2'),
    ACS_WORKSTATION: 'control-2',
  };
  customer = demo.data.customers.find((c) => !c.restricted)!.customerGuid;
  historyAt = Date.now();
}

afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run.finished;
  }
  added.splice(0);
  await proxy?.close();
  proxy = null;
  await demo.close();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function sync(env: NodeJS.ProcessEnv, customers = [customer]): Running {
  const run = startAcs(['sync', '--customer', customers.join(',')], env);
  running.push(run);
  return run;
}

/** Resolves at the sync's next stderr line that holds `text`; fails after a minute, showing what it said. */
async function saysNext(run: Running, text: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no line "${text}" within 60 s; it said:\n${run.said()}`)), 60_000);
  });
  try {
    await Promise.race([run.stderrLine((line) => line.includes(text)), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A sync in the room, once it polls for it. */
async function pollingSync(): Promise<Running> {
  const run = sync(inRoom);
  await saysNext(run, POLLING);
  return run;
}

/** New events at the service, happening now (none late). */
function addEvents(count: number): AccessEvent[] {
  const events = Array.from({ length: count }, () => demo.makeEvent(customer));
  demo.addEvents(events);
  added.push(...events);
  return events;
}

/** Resolves once the workstation's own cache holds these events: its sync read them. */
async function readByTheWorkstation(events: readonly AccessEvent[]): Promise<void> {
  const ids = events.map((event) => event.eventId);
  const held = (): number => {
    const folder = alone.ACS_DATA_DIR!;
    const file = readdirSync(folder).find((name) => name.startsWith('cache-') && name.endsWith('.sqlite3'));
    if (!file) return 0;
    const cache = new Database(join(folder, file), { readonly: true, fileMustExist: true });
    try {
      return cache
        .prepare(`SELECT count(*) FROM events WHERE "eventId" IN (${ids.map(() => '?').join(',')})`)
        .pluck()
        .get(...ids) as number;
    } finally {
      cache.close();
    }
  };
  await expect.poll(held, { timeout: 30_000, interval: 100 }).toBe(ids.length);
}

async function roomIds(): Promise<Set<number>> {
  const rows = await db.admin.query<{ id: string }>(
    'SELECT "eventId" AS id FROM events WHERE source_customer_guid = $1',
    [customer],
  );
  return new Set(rows.rows.map((row) => Number(row.id)));
}

/** The window's events the room lacks (see the file's head). */
async function missingFromRoom(): Promise<number[]> {
  const inRoomNow = await roomIds();
  const expected = [
    ...demo.data.events(customer).filter((event) => Date.parse(event.receivedDate) <= historyAt),
    ...added,
  ];
  return expected.map((event) => event.eventId).filter((id) => !inRoomNow.has(id));
}

/** The room holds every event of the window (the sync running meanwhile), none fed twice. */
async function roomHoldsEverything(): Promise<void> {
  await expect.poll(missingFromRoom, { timeout: 60_000, interval: 250 }).toEqual([]);
  const twice = await db.admin.query('SELECT event_id FROM room_feed GROUP BY event_id HAVING count(*) > 1');
  expect(twice.rows).toEqual([]);
}

describe('the room loses no event when its poller', { timeout: 240_000 }, () => {
  it('is stopped with SIGINT while its publishes wait, and started again on the same profile, five times', async () => {
    await setUp({ historyHours: 1 });
    for (let round = 0; round < 5; round += 1) {
      const run = await pollingSync();
      // The room's feed held back: what the sync reads now is stored here and queued for the room.
      const gate = await closeLockGate(db.admin, 'LOCK TABLE room_feed IN SHARE MODE');
      const first = addEvents(3);
      await gate.waitForWaiters(1);
      const second = addEvents(3);
      await readByTheWorkstation([...first, ...second]);
      run.child.kill('SIGINT');
      // Open only once it is gone: its queued publishes never reach the room.
      const done = await run.finished;
      await gate.open();
      expect(done.status, done.stderr).toBe(EXIT.ok);
    }
    await pollingSync();
    await roomHoldsEverything();
  });

  it("loses the room's database for 10 s mid-publish", async () => {
    await setUp({ historyHours: 1 }, async (url) => {
      const target = new URL(url);
      proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
      target.port = String(proxy.port);
      return target.toString();
    });
    const run = await pollingSync();
    await expect.poll(async () => (await roomIds()).size, { timeout: 30_000 }).toBeGreaterThan(0);
    proxy!.freeze();
    const cutAt = Date.now();
    const meanwhile = addEvents(5);
    await readByTheWorkstation(meanwhile);
    await saysNext(run, NOT_POLLING);
    // The fault itself lasts 10 s (not a wait for anything): what the sync read meanwhile is in this cache only.
    await delay(Math.max(0, cutAt + 10_000 - Date.now()));
    proxy!.thaw();
    await saysNext(run, POLLING);
    await roomHoldsEverything();
  });

  it('misses its heartbeat (the lease row held for longer than the heartbeat waits)', async () => {
    await setUp({ historyHours: 1 });
    const run = await pollingSync();
    await expect.poll(async () => (await roomIds()).size, { timeout: 30_000 }).toBeGreaterThan(0);
    const gate = await closeLockGate(db.admin, 'SELECT 1 FROM poller_lease WHERE id = 1 FOR UPDATE');
    const meanwhile = addEvents(5);
    await readByTheWorkstation(meanwhile);
    await saysNext(run, NOT_POLLING);
    await gate.open();
    await saysNext(run, POLLING);
    await roomHoldsEverything();
  });

  it('synced the same customer alone first, then joins the room', async () => {
    await setUp({ historyHours: 1 });
    const own = await acs(['sync', '--customer', customer, '--for', '4'], alone);
    expect(own.status, own.stderr).toBe(EXIT.ok);
    addEvents(2);
    await pollingSync();
    await roomHoldsEverything();
  });

  it('is the workstation where an export fetched older events into its own cache', async () => {
    // History beyond the sync's first day: only the export reads it.
    await setUp({ historyHours: 30, historyEventsPerHour: 20 });
    await pollingSync();
    const window = { fromMs: historyAt - 29 * 3_600_000, toMs: historyAt - 27 * 3_600_000 };
    const range = ['--from', new Date(window.fromMs).toISOString(), '--to', new Date(window.toMs).toISOString()];
    const exported = await acs(['export', '--customer', customer, ...range], alone);
    expect(exported.status, exported.stderr).toBe(EXIT.ok);
    // The poller hands the room its state again after the export.
    const syncChange = async (): Promise<number> =>
      Number((await db.admin.query<{ n: string }>('SELECT max(change_no) AS n FROM room_sync')).rows[0]?.n ?? 0);
    const before = await syncChange();
    await expect.poll(syncChange, { timeout: 30_000 }).toBeGreaterThan(before);

    const fromRoom = await acs(['export', '--customer', customer, ...range], inRoom);
    expect(fromRoom.status, fromRoom.stderr).toBe(EXIT.ok);
    const ids = (csv: string): number[] =>
      parse<{ eventId: string }>(csv, { columns: true })
        .map((row) => Number(row.eventId))
        .sort((a, b) => a - b);
    const service = demo.data
      .events(customer)
      .filter((event) => {
        const at = Date.parse(event.eventDate);
        return at >= window.fromMs && at <= window.toMs;
      })
      .map((event) => event.eventId)
      .sort((a, b) => a - b);
    expect(service.length).toBeGreaterThan(10);
    expect(ids(fromRoom.stdout)).toEqual(service);
    expect(ids(exported.stdout)).toEqual(service);
  });
});

describe("the room's poller", { timeout: 120_000 }, () => {
  // Passed before the lease's window too: each request waits for its session token from the host thread,
  // which, waking, stops the sync first. The window makes it so whatever the host's threads do first.
  it('stopped (SIGSTOP) and taken over makes at most the request it had under way once it wakes (SIGCONT)', async () => {
    // Busy customers: their edges are due every 2 s, so every one is overdue when the poller wakes.
    await setUp({ historyHours: 1, eventsPerMinute: 240 });
    const customers = demo.data.customers.filter((c) => !c.restricted).map((c) => c.customerGuid);
    const first = sync(inRoom, customers);
    await saysNext(first, POLLING);
    const second = sync(secondInRoom, customers);
    await saysNext(second, 'control-1 polls');

    first.child.kill('SIGSTOP');
    await saysNext(second, POLLING);
    const wokeAt = Date.now();
    first.child.kill('SIGCONT');
    await saysNext(first, 'control-2 polls');
    const afterWaking = demo.requests.filter(
      (request) =>
        request.at >= wokeAt &&
        request.headers['x-app-token'] === inRoom.ACS_APP_TOKEN &&
        /\/customer\/[^/]+\/(event|door|device|user)$/.test(request.path),
    );
    expect(afterWaking.length).toBeLessThanOrEqual(1);
  });
  it('cut off from the service hands the lease to a workstation that can reach it, within 30 s', async () => {
    await setUp({ historyHours: 1 });
    const service = new URL(demo.baseUrl);
    proxy = await startFreezableProxy(service.hostname, Number(service.port));
    const first = sync({ ...inRoom, ACS_BASE_URL: `http://127.0.0.1:${proxy.port}` });
    await saysNext(first, POLLING);
    const second = sync(secondInRoom);
    await saysNext(second, 'control-1 polls');

    proxy.freeze();
    const cutAt = Date.now();
    await saysNext(second, POLLING);
    expect(Date.now() - cutAt).toBeLessThan(30_000);
    expect(first.said()).toContain('sync: not polling: this workstation cannot reach the service (');
    addEvents(2);
    await roomHoldsEverything();
  });
});
