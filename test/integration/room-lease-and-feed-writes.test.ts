// The poller's lease beside its writes to the room's feed, on a real PostgreSQL (issue 31, part 4): a
// publish held up for longer than the heartbeat waits costs the poller nothing, and a take-over still
// waits for the old poller's write under way, after which the old poller writes nothing more. A
// follower of another role, which may not end a hung poller's backend, stays a follower.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PollerLease, type LeaseState } from '../../electron/core/room/poller/poller-lease.js';
import { PollerFencedError, RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { closeLockGate } from '../support/room-lock-gate.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;
let demo: DemoService;
let feed: RoomFeed<unknown, unknown>;
const leases: PollerLease[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
  feed = await RoomFeed.open(db.url);
});
afterEach(async () => {
  await Promise.all(leases.splice(0).map((lease) => lease.stop()));
  await feed.close();
  await demo.close();
  await db.drop();
});

/** A lease for `holder`, and its token once it polls. */
async function poller(holder: string): Promise<{ lease: PollerLease; token: string }> {
  let polls: (token: string) => void = () => undefined;
  const token = new Promise<string>((resolve) => (polls = resolve));
  const lease = new PollerLease(db.url, {
    holder,
    onChange: (state: LeaseState) => {
      if (state.role === 'poller') polls(state.token);
    },
  });
  leases.push(lease);
  return { lease, token: await token };
}

function publish(token: string): Promise<number | null> {
  const customerGuid = demo.data.customers[0]!.customerGuid;
  const event = demo.makeEvent(customerGuid);
  return feed.publishEvents(token, customerGuid, [event], new Set(), Date.now(), Date.now());
}

describe("the poller's lease beside its writes", { timeout: 60_000 }, () => {
  it('keeps beating while a publish waits for longer than a heartbeat may take (3 s)', async () => {
    const { lease, token } = await poller('control-1');
    const gate = await closeLockGate(db.admin, 'LOCK TABLE room_feed IN SHARE MODE');
    const publishing = publish(token);
    await gate.waitForWaiters(1);
    const heldSince = (await db.admin.query<{ at: Date }>('SELECT clock_timestamp() AS at')).rows[0]!.at;
    // A heartbeat written 4 s into the wait: the lease never waited behind the publish.
    const beatAfterHold = async (): Promise<boolean> =>
      (
        await db.admin.query<{ after: boolean }>(
          "SELECT heartbeat_at > $1::timestamptz + interval '4 seconds' AS after FROM poller_lease WHERE id = 1",
          [heldSince],
        )
      ).rows[0]!.after;
    await expect.poll(beatAfterHold, { timeout: 15_000, interval: 200 }).toBe(true);
    expect(lease.token).toBe(token);
    await gate.open();
    expect(await publishing).toBeGreaterThan(0);
    expect(lease.token).toBe(token);
  });

  it('lets a take-over wait for the write under way; after it the old poller writes nothing', async () => {
    const old = await poller('control-1');
    const gate = await closeLockGate(db.admin, 'LOCK TABLE room_feed IN SHARE MODE');
    const publishing = publish(old.token);
    await gate.waitForWaiters(1);
    // The old poller's lease connection cut (as a kill -9 does): its lock comes free, the other claims.
    await old.lease.stop();
    const next = poller('control-2');
    // The claim waits on the lease row, behind the write under way (which holds it FOR KEY SHARE).
    await gate.waitForWaiters(2);
    await gate.open();
    expect(await publishing).toBeGreaterThan(0);
    const { token } = await next;
    expect(token).not.toBe(old.token);
    await expect(publish(old.token)).rejects.toThrow(PollerFencedError);
    expect(await publish(token)).toBeGreaterThan(0);
  });
});

describe('a follower of another role', { timeout: 60_000 }, () => {
  const CONTENDER = new URL('../support/lease-contender.mjs', import.meta.url).pathname;
  const role = `acs_guard_${randomBytes(4).toString('hex')}`;
  let server: pg.Client;

  beforeEach(async () => {
    server = new pg.Client({ connectionString: new URL('/postgres', db.url).toString() });
    await server.connect();
    await server.query(`CREATE ROLE ${role} LOGIN`);
    await db.admin.query(`GRANT SELECT, UPDATE ON ALL TABLES IN SCHEMA public TO ${role}`);
  });
  afterEach(async () => {
    await db.admin.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
    await server.query(`DROP ROLE ${role}`);
    await server.end();
  });

  it('stays a follower while it may not end a hung poller of another role (no pg_signal_backend)', async () => {
    // The poller, as the database's owner, in a process of its own; stopped, its connection stays open.
    const contender = spawn(process.execPath, [CONTENDER, db.url, 'control-1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => contender.once('exit', resolve));
    try {
      await new Promise<void>((resolve) => {
        createInterface({ input: contender.stdout }).on('line', (line) => {
          if (line.includes('"role":"poller"')) resolve();
        });
      });
      contender.kill('SIGSTOP');
      const asGuard = new URL(db.url);
      asGuard.username = role;
      const roles: string[] = [];
      const lease = new PollerLease(asGuard.toString(), {
        holder: 'control-2',
        onChange: (state) => roles.push(state.role),
      });
      leases.push(lease);
      // Stale by 4 s: the follower has tried to end it at least twice.
      const heartbeatAgeS = async (): Promise<number> =>
        Number(
          (
            await db.admin.query<{ s: string }>(
              'SELECT extract(epoch FROM now() - heartbeat_at) AS s FROM poller_lease WHERE id = 1',
            )
          ).rows[0]!.s,
        );
      await expect.poll(heartbeatAgeS, { timeout: 30_000, interval: 250 }).toBeGreaterThan(12);
      expect(roles).toEqual(['follower']);
      expect(lease.state.role).toBe('follower');
    } finally {
      contender.kill('SIGKILL');
      await exited;
    }
  });
});
