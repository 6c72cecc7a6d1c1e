// One poller for the room: workstations as separate processes on one real PostgreSQL contend for the
// lease. Exactly one polls; killed, stopped or cut off, it is taken over within 15 s, and the two
// never poll at the same moment (the old one stops before the new one starts).
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FreezableProxy, startFreezableProxy } from '../support/freezable-proxy.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CONTENDER = new URL('../support/lease-contender.mjs', import.meta.url).pathname;
const TAKEOVER_LIMIT_MS = 15_000;

interface Line {
  role?: 'poller' | 'follower' | 'disconnected';
  token?: string;
  polling?: number;
}

class Workstation {
  readonly child: ChildProcess;
  readonly lines: Array<Line & { at: number }> = [];
  private readonly waiters: Array<() => void> = [];

  constructor(
    readonly name: string,
    url: string,
  ) {
    this.child = spawn(process.execPath, [CONTENDER, url, name], { stdio: ['ignore', 'pipe', 'inherit'] });
    createInterface({ input: this.child.stdout! }).on('line', (text) => {
      this.lines.push({ ...(JSON.parse(text) as Line), at: Date.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  get role(): Line['role'] {
    return this.lines.filter((line) => line.role).at(-1)?.role;
  }

  get pollingTimes(): number[] {
    return this.lines.flatMap((line) => (line.polling === undefined ? [] : [line.polling]));
  }

  /** Resolves once a line satisfies `match` (lines already seen count). */
  async waitFor(match: (line: Line) => boolean): Promise<Line & { at: number }> {
    for (;;) {
      const found = this.lines.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}

let db: RoomDatabase;
let workstations: Workstation[] = [];
let proxy: FreezableProxy | undefined;

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterEach(async () => {
  for (const station of workstations) {
    station.child.kill('SIGCONT');
    station.child.kill('SIGKILL');
  }
  workstations = [];
  await proxy?.close();
  proxy = undefined;
  await db.drop();
});

function start(name: string, url = db.url): Workstation {
  const station = new Workstation(name, url);
  workstations.push(station);
  return station;
}

/** The first workstation (after `since`) other than `old` to report polling, and when. */
async function nextPoller(others: Workstation[], since: number): Promise<{ station: Workstation; at: number }> {
  return Promise.race(
    others.map(async (station) => ({
      station,
      at: (await station.waitFor((line) => line.polling !== undefined && line.polling > since)).polling!,
    })),
  );
}

/** A first workstation polling (through `url`), then two more settled as followers. */
async function pollerAndTwoFollowers(url = db.url): Promise<{ first: Workstation; others: Workstation[] }> {
  const first = start('control-1', url);
  await nextPoller([first], 0);
  const others = [start('control-2'), start('control-3')];
  await Promise.all(others.map((s) => s.waitFor((line) => line.role === 'follower')));
  return { first, others };
}

function expectNoOverlap(old: Workstation, next: Workstation): void {
  const nextStarted = Math.min(...next.pollingTimes);
  expect(old.pollingTimes.filter((at) => at >= nextStarted)).toEqual([]);
}

describe("the room's poller lease", () => {
  it('lets exactly one of three workstations poll, and names it in the lease row', async () => {
    const stations = ['control-1', 'control-2', 'control-3'].map((name) => start(name));
    const { station: poller } = await nextPoller(stations, 0);
    // Every other one has had time to try for the lease and settle as a follower.
    await Promise.all(stations.filter((s) => s !== poller).map((s) => s.waitFor((line) => line.role === 'follower')));
    const lease = await db.admin.query('SELECT holder, token::int AS token FROM poller_lease');
    expect(lease.rows).toEqual([{ holder: poller.name, token: 1 }]);
    expect(stations.filter((station) => station.pollingTimes.length > 0)).toEqual([poller]);
  });

  it('is taken over within 15 s when the poller is killed', async () => {
    const { first, others } = await pollerAndTwoFollowers();
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    const { at } = await nextPoller(others, killedAt);
    expect(at - killedAt).toBeLessThan(TAKEOVER_LIMIT_MS);
  }, 40_000);

  it('is taken over within 15 s from a poller that hangs, which stops polling when it wakes', async () => {
    const { first, others } = await pollerAndTwoFollowers();
    const stoppedAt = Date.now();
    first.child.kill('SIGSTOP');
    const { station: next, at } = await nextPoller(others, stoppedAt);
    expect(at - stoppedAt).toBeLessThan(TAKEOVER_LIMIT_MS);
    first.child.kill('SIGCONT');
    // Woken, it finds its session ended and says so; it never polled alongside the new poller.
    await first.waitFor((line) => line.role === 'disconnected');
    expectNoOverlap(first, next);
    const lease = await db.admin.query('SELECT holder, token::int AS token FROM poller_lease');
    expect(lease.rows).toEqual([{ holder: next.name, token: 2 }]);
  }, 40_000);

  it('is taken over within 15 s from a poller whose network is cut, which stops polling first', async () => {
    const target = new URL(db.url);
    proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const { first, others } = await pollerAndTwoFollowers(viaProxy.toString());
    const cutAt = Date.now();
    proxy.freeze();
    const { station: next, at } = await nextPoller(others, cutAt);
    expect(at - cutAt).toBeLessThan(TAKEOVER_LIMIT_MS);
    expectNoOverlap(first, next);
  }, 40_000);
});
