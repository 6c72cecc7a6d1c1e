// A tampered reader in a control room of two workstations (AppService each, their own profiles and caches,
// on the demo service over HTTP and a real PostgreSQL): one alarm in the room, raised by its poller and
// shown at both with what the reader reported; the status back, it closes by itself at both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type AlertGroup, type CallResult, type PushEvent } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { setDeviceStatus } from '../support/demo-device-status.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

interface Workstation {
  app: AppService;
  call(method: string, input?: unknown): Promise<CallResult<unknown>>;
  /** The alarms of the first `alerts` push (the latest one counts too) for which `holds`. */
  alarmsUntil(holds: (groups: AlertGroup[]) => boolean): Promise<AlertGroup[]>;
}

let db: RoomDatabase;
let demo: DemoService;
let dirs: string[] = [];
let stations: Workstation[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, control: true });
});
afterEach(async () => {
  await Promise.all(stations.map((station) => station.app.stop()));
  await demo.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  stations = [];
  dirs = [];
  await db.drop();
});

function workstation(name: string): Workstation {
  const dataDir = mkdtempSync(join(tmpdir(), `acs-room-devices-${name}-`));
  dirs.push(dataDir);
  const app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    // The poller reads the inventory again every few hundred milliseconds: the budget allows it.
    syncSettings: { intervalMs: 200, inventoryEveryMs: 300 },
    database: db.url,
    workstation: name,
    env: { ACS_REQUEST_BUDGET: '60000' },
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
  });
  let latest: AlertGroup[] = [];
  const waiters: Array<() => boolean> = [];
  app.subscribe((event: PushEvent) => {
    if (event.name !== 'alerts') return;
    latest = event.payload.groups;
    waiters.splice(0, waiters.length, ...waiters.filter((waiter) => !waiter()));
  });
  const alarmsUntil = (holds: (groups: AlertGroup[]) => boolean): Promise<AlertGroup[]> =>
    new Promise((resolve) => {
      const check = (): boolean => holds(latest) && (resolve(latest), true);
      if (!check()) waiters.push(check);
    });
  const station: Workstation = { app, call: (method, input = {}) => dispatch(app, method, input), alarmsUntil };
  stations.push(station);
  return station;
}

describe.skipIf(!CLI_BUILT)(
  "a door reader's trouble at two workstations of a control room (needs npm run build:node)",
  { timeout: 90_000 },
  () => {
    it('is one alarm in the room, shown at both, and closes by itself at both when the reader reads normal', async () => {
      const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
      const door = customer.doors.find(
        (candidate) =>
          candidate.doorReaderDetailsResponse.status === 'Online' &&
          candidate.doorReaderDetailsResponse.deviceStatus === 'Normal',
      )!;
      const [a, b] = [workstation('control-1'), workstation('control-2')];
      for (const station of [a, b]) expect(await station.call('session.startDemo')).toMatchObject({ ok: true });
      const tamperedHere = (group: AlertGroup): boolean =>
        group.title === 'Reader reports tamper' && group.doorName === door.name;

      await setDeviceStatus(demo.baseUrl, {
        customerGuid: customer.customerGuid,
        doorGuid: door.doorGuid,
        deviceStatus: 'Tamper',
      });
      const shown = await Promise.all(
        [a, b].map(async (station) =>
          (await station.alarmsUntil((groups) => groups.some(tamperedHere))).filter(tamperedHere),
        ),
      );
      for (const [atStation] of shown) {
        expect(atStation).toMatchObject({ priority: 'high', state: 'open' });
        expect(atStation!.history[0]).toMatchObject({
          action: 'raised',
          note: `The reader of ${door.name} reports device status “Tamper”`,
        });
      }
      const inRoom = await db.admin.query<{ alarm_id: string }>(
        "SELECT alarm_id FROM room_alarms WHERE rule_name = 'Reader reports tamper' AND group_key = $1",
        [`reader:${door.doorGuid.toLowerCase()}`],
      );
      expect(inRoom.rows).toHaveLength(1);

      await setDeviceStatus(demo.baseUrl, {
        customerGuid: customer.customerGuid,
        doorGuid: door.doorGuid,
        deviceStatus: 'Normal',
      });
      await Promise.all([a, b].map((station) => station.alarmsUntil((groups) => !groups.some(tamperedHere))));
      for (const station of [a, b]) {
        const history = await station.call('alerts.history', { states: ['closed'], limit: 1000 });
        const closed = (history.ok ? (history.value as AlertGroup[]) : []).filter(tamperedHere);
        expect(closed).toHaveLength(1);
        expect(closed[0]!.history.at(-1)).toMatchObject({
          action: 'closed',
          outcome: 'other',
          note: `Cleared by itself: the reader of ${door.name} now reports status “Online”, device status “Normal”`,
        });
      }
      const still = await db.admin.query(
        "SELECT 1 FROM room_alarms WHERE rule_name = 'Reader reports tamper' AND group_key = $1",
        [`reader:${door.doorGuid.toLowerCase()}`],
      );
      expect(still.rows).toHaveLength(1);
    });
  },
);
