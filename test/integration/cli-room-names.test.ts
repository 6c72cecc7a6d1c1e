// Names in a control room, with `acs-monitor sync` as its own processes on a real PostgreSQL and the demo
// service: two workstations (two profiles) given one name cannot both be in the room: the second is refused
// (exit 2) and touches neither the first's watches nor the lease; a profile keeps its name across restarts;
// and a customer watched once by `sync --customer` is no longer polled once that sync has ended.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { ServiceClient } from '../../electron/core/api/client.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess as acs, startAcs, type Running } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let demo: DemoService;
let db: RoomDatabase;
let dataDir: string;
let profile: (name: string, workstation: string) => NodeJS.ProcessEnv;
let first: string;
let second: string;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-room-names-'));
  const registrar = new ServiceClient({
    baseUrl: demo.baseUrl,
    auth: {
      appToken: () => Promise.reject(new Error('registration needs no token')),
      sessionToken: () => Promise.reject(new Error('registration needs no token')),
      sessionRejected: async () => false,
    },
  });
  const { applicationToken } = await registrar.register({
    applicationName: 'room names',
    applicationEmail: 'n@example.com',
  });
  profile = (name, workstation) => ({
    PATH: process.env.PATH,
    HOME: dataDir,
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: join(dataDir, name),
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
    ACS_USERNAME: 'supervisor',
    ACS_PASSWORD: 'supervisor-demo',
    ACS_DATABASE_URL: db.url,
    ACS_WORKSTATION: workstation,
  });
  [first, second] = [demo.data.customers[0]!.customerGuid, demo.data.customers[1]!.customerGuid];
}, 60_000);
afterAll(async () => {
  await demo.close();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `sync` in the room and resolves once it polls for the room (it is the only one contending). */
async function pollingSync(env: NodeJS.ProcessEnv, customerGuid: string): Promise<Running> {
  const running = startAcs(['sync', '--customer', customerGuid], env);
  await running.stderrLine((line) => line.includes('now polls the service for the control room'));
  return running;
}

async function stop(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  expect((await running.finished).status).toBe(EXIT.ok);
}

async function watches(): Promise<Array<{ workstation: string; customer_guid: string }>> {
  const rows = await db.admin.query<{ workstation: string; customer_guid: string }>(
    'SELECT workstation, customer_guid FROM room_watch ORDER BY workstation, customer_guid',
  );
  return rows.rows;
}

/** Requests for a customer's event list the demo answered from `since` on. */
function eventReadsSince(customerGuid: string, since: number): number {
  return demo.requests.filter(
    (request) => request.at >= since && request.path.endsWith(`/customer/${customerGuid}/event`),
  ).length;
}

describe.skipIf(!CLI_BUILT)('workstation names in a control room (needs npm run build)', { timeout: 120_000 }, () => {
  it('refuses a second workstation of the same name, which touches neither the watches nor the lease of the first', async () => {
    const desk = profile('desk', 'control-1');
    const running = await pollingSync(desk, first);
    const lease = async () => (await db.admin.query('SELECT holder, token::int AS token FROM poller_lease')).rows[0];
    const leaseBefore = await lease();
    try {
      const since = Date.now();
      const other = await acs(['sync', '--customer', second, '--for', '5'], profile('laptop', 'control-1'));
      expect(other.status, other.stderr).toBe(EXIT.usage);
      expect(other.stderr).toMatch(
        /^acs-monitor: Another workstation of the control room is named control-1 \(seen \d+ s ago\): give this one another name with ACS_WORKSTATION \(a name is freed once its workstation has been gone for a day\)$/m,
      );
      expect(other.stderr).not.toContain('now polls the service');
      expect(await watches()).toEqual([{ workstation: 'control-1', customer_guid: first }]);
      expect(await lease()).toEqual(leaseBefore);
      expect(eventReadsSince(second, since)).toBe(0);
    } finally {
      await stop(running);
    }
    // The same profile started again is the same workstation: its name is its own.
    const again = await acs(['sync', '--customer', first, '--for', '1'], desk);
    expect(again.status, again.stderr).toBe(EXIT.ok);
    // Once it has been gone for a day, another may take the name.
    await db.admin.query("UPDATE room_workstations SET last_seen_at = now() - interval '25 hours'");
    const taken = await acs(['sync', '--customer', second, '--for', '1'], profile('laptop', 'control-1'));
    expect(taken.status, taken.stderr).toBe(EXIT.ok);
  });

  it('polls a customer watched by `sync --customer` no more once that sync has ended', async () => {
    const once = await acs(['sync', '--customer', second, '--for', '2'], profile('once', 'control-3'));
    expect(once.status, once.stderr).toBe(EXIT.ok);
    expect(await watches()).toEqual([]);

    // The room's next poller watches only the first customer: it reads that one's events twice, the
    // other's never (a first round reads every customer the room polls).
    const since = Date.now();
    const poller = await pollingSync(profile('night-desk', 'control-4'), first);
    let reads = 0;
    await poller.stderrLine((line) => line.includes(first) && ++reads === 2);
    await stop(poller);
    expect(eventReadsSince(first, since)).toBeGreaterThan(0);
    expect(eventReadsSince(second, since)).toBe(0);
  });
});
