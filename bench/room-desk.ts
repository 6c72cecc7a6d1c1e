// Issue 31 part 6: a room at the size of a real desk. A throwaway room filled in SQL with N events
// (default 10,000,000; `room-desk.js N` for fewer) of 500 customers, then one poller (a process of
// its own) and 20 following workstations (each a process of its own, on connections of its own)
// watching every customer, while the poller hands the room PER_SECOND events a second and a forced
// door a second. Measured: event → shown at a follower, forced door → open alarm at every follower,
// the server's CPU and the connections, then failover after kill -9 of the poller; and the room's size.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { migrateRoomAt } from '../electron/core/room/database/room-migrations.js';
import { DAY_MS, fmt, peakRssMb, report, tempDir } from './measure.js';
import { sampleConnections } from './room-connections.js';
import { createBenchDatabase } from './room-database.js';
import { DeskProcess, gather } from './room-desk-processes.js';
import { connectionsRow, cpuRow, failoverRow, fillRows, latencyRows, type Sizes } from './room-desk-rows.js';
import { DESK_IDS, FIRST_POLLER_IDS, ID_RANGE } from './room-desk-sync.js';
import { roomWorld } from './room-events.js';
import { fillRoom } from './room-fill.js';
import { notifyFloor } from './room-notify-floor.js';
import { processCpuSeconds, serverCpu } from './room-server-cpu.js';

const count = Number(process.argv[2] ?? '10000000');
const CUSTOMERS = 500;
const DESKS = 20;
/** About four times the room's 90-day average (10,000,000 events: 1.3 a second): a busy hour. */
const PER_SECOND = 5;
const WARM_MS = 15_000;
const MEASURE_MS = 60_000;
/** What the workstations hold, with some room for the bench's own and a pool's bursts (measured: 5–6 each). */
const NEEDS_CONNECTIONS = (DESKS + 1) * 6 + 10;
/** After the window, for the events handed at its end to arrive. */
const GRACE_MS = 5_000;
const log = (line: string): void =>
  void process.stderr.write(`room-desk: ${line} (peak RSS so far ${fmt.mb(peakRssMb())})\n`);

async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`room-desk: ${what} not within ${fmt.s(timeoutMs)}`);
    await delay(50);
  }
}

const db = await createBenchDatabase();
const dir = tempDir('room-desk');
const admin = new pg.Client({ connectionString: db.url });
const desks: DeskProcess[] = [];
try {
  await admin.connect();
  const max = Number((await admin.query<{ n: string }>("SELECT current_setting('max_connections') AS n")).rows[0]!.n);
  if (max < NEEDS_CONNECTIONS) {
    throw new Error(
      `room-desk: this server's max_connections is ${max}: ${DESKS + 1} workstations hold about ${NEEDS_CONNECTIONS} connections (lease, feed, alarms and a pool each); run it on a server that allows more (ACS_TEST_DATABASE_URL)`,
    );
  }
  await migrateRoomAt(db.url);
  const world = roomWorld(CUSTOMERS);
  const nowMs = Date.now();
  const fill = await fillRoom(db.url, world, count, nowMs - 90 * DAY_MS, nowMs, log);
  const size = async (sql: string): Promise<number> => Number((await admin.query<{ n: string }>(sql)).rows[0]!.n);
  const sizes: Sizes = {
    database: await size('SELECT pg_database_size(current_database()) AS n'),
    events: await size("SELECT pg_total_relation_size('events') AS n"),
    feed: await size("SELECT pg_total_relation_size('room_feed') AS n"),
  };

  writeFileSync(join(dir.path, 'world.json'), JSON.stringify(world.customers));
  writeFileSync(join(dir.path, 'watched.json'), JSON.stringify(world.customers.map((customer) => customer.guid)));
  const setup = { url: db.url, dir: dir.path, position: count, perSecond: PER_SECOND };
  log('starting the poller');
  const poller = new DeskProcess('poller', setup, FIRST_POLLER_IDS);
  desks.push(poller);
  await until(() => poller.role === 'poller', 'the poller polling', 60_000);
  log(`starting ${DESKS} following desks`);
  const following = Array.from(
    { length: DESKS },
    (_, i) => new DeskProcess(`desk-${String(i + 1).padStart(2, '0')}`, setup, DESK_IDS + i * ID_RANGE),
  );
  desks.push(...following);
  await until(() => following.every((desk) => desk.following), 'every desk following', 120_000).catch((error) => {
    for (const desk of following.filter((one) => !one.following)) log(`${desk.name}: ${desk.role} ${desk.problem}`);
    throw error;
  });
  await delay(WARM_MS);

  log(`measuring for ${fmt.s(MEASURE_MS)}`);
  const server = await serverCpu(admin);
  const desksCpu = (): number[] => desks.map((desk) => processCpuSeconds(desk.child.pid!) ?? 0);
  const before = { server: server?.(), desks: desksCpu(), handed: poller.handed };
  const sampler = sampleConnections(admin, 5_000);
  const floor = await notifyFloor(db.url);
  const fromMs = Date.now();
  for (const desk of following) desk.measure({ fromMs, toMs: fromMs + MEASURE_MS });
  await delay(MEASURE_MS);
  const windowMs = Date.now() - fromMs;
  const after = { server: server?.(), desks: desksCpu(), handed: poller.handed };
  const spent = after.desks.map((seconds, i) => seconds - before.desks[i]!);
  const cpu = {
    windowMs,
    server: after.server !== undefined && before.server !== undefined ? after.server - before.server : null,
    followers: spent.slice(1).reduce((a, b) => a + b, 0),
    poller: spent[0]!,
    handed: after.handed - before.handed,
    cores: cpus().length,
  };
  const connections = await sampler.stop();
  const floorMs = await floor.stop();
  await delay(GRACE_MS);
  const measured = gather(await Promise.all(following.map((desk) => desk.report())));
  for (const desk of following) desk.measure(null);

  const early = following.find((desk) => desk.pollerSince !== null);
  if (early) log(`${early.name} polled before the poller was killed: the failover below is not one`);
  log('kill -9 of the poller');
  const killedAtMs = Date.now();
  await poller.stop('SIGKILL');
  const others = DESKS - 1;
  const newPoller = (): DeskProcess | undefined => following.find((desk) => desk.role === 'poller');
  const shownEverywhere = (): boolean => following.filter((desk) => desk.newPollerAt !== null).length >= others;
  await until(() => newPoller() !== undefined && shownEverywhere(), 'a new poller', 60_000).catch((error: unknown) =>
    log((error as Error).message),
  );
  const taker = newPoller();
  const tookOver = taker?.pollerSince ? { name: taker.name, atMs: taker.pollerSince } : null;
  const everywhereAtMs = shownEverywhere()
    ? Math.max(...following.flatMap((desk) => (desk.newPollerAt === null ? [] : [desk.newPollerAt])))
    : null;

  report([
    ...fillRows(count, fill, sizes),
    ...latencyRows(measured, DESKS, floorMs),
    failoverRow(killedAtMs, tookOver, everywhereAtMs, others),
    cpuRow(cpu, DESKS),
    connectionsRow(connections, DESKS + 1),
    {
      benchmark: 'room-desk peak RSS',
      figure: fmt.mb(peakRssMb()),
      limit: '—',
      ratio: '—',
      target: '—',
      pass: null,
      how: "VmHWM of the bench process: the fill's world and the gathered figures (each desk is a process of its own)",
    },
  ]);
} finally {
  await Promise.all(desks.map((desk) => desk.stop()));
  await admin.end().catch(() => undefined);
  await db.drop();
  dir.remove();
}
