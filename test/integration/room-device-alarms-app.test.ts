// A tampered reader, or an offline camera, in a control room of two workstations (AppService each, their own
// profiles and caches, on the demo service over HTTP and a real PostgreSQL): one alarm in the room, raised by
// its poller and shown at both with what the device reported; the status back, it closes by itself at both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  "a door reader's or camera's trouble at two workstations of a control room (needs npm run build:node)",
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

    it("raises an offline camera's alarm once, shown at both naming the camera and its door, none at a door snoozed at one of them, and closes it at both when it is back", async () => {
      const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
      const [door, snoozed] = customer.doors.filter((candidate) => candidate.cameras.length > 0);
      const [camera, quiet] = [door!.cameras[0]!, snoozed!.cameras[0]!];
      const [a, b] = [workstation('control-1'), workstation('control-2')];
      for (const station of [a, b]) expect(await station.call('session.startDemo')).toMatchObject({ ok: true });
      expect(
        await a.call('snoozes.add', {
          customerGuid: customer.customerGuid,
          doorGuid: snoozed!.doorGuid,
          doorName: snoozed!.name,
          minutes: 30,
          reason: 'Camera swap',
        }),
      ).toMatchObject({ ok: true });
      // Whichever polls judges with the snooze.
      await vi.waitFor(
        async () => {
          for (const station of [a, b]) expect(await station.call('snoozes.list')).toMatchObject({ value: [{}] });
        },
        { timeout: 20_000 },
      );
      const cameraAlarm = (group: AlertGroup): boolean => group.ruleName === 'Camera reports offline';
      const offlineHere = (group: AlertGroup): boolean => cameraAlarm(group) && group.label === camera.name;

      // The snoozed door's camera first: by the read that finds the other, it has been read too.
      for (const [at, turned] of [
        [snoozed!, quiet],
        [door!, camera],
      ] as const) {
        await setDeviceStatus(demo.baseUrl, {
          customerGuid: customer.customerGuid,
          doorGuid: at.doorGuid,
          cameraGuid: turned.cameraGuid,
          cameraStatus: 'Offline',
        });
      }
      const shown = await Promise.all(
        [a, b].map(async (station) =>
          (await station.alarmsUntil((groups) => groups.some(offlineHere))).filter(cameraAlarm),
        ),
      );
      for (const atStation of shown) {
        expect(atStation).toHaveLength(1);
        expect(atStation[0]).toMatchObject({ priority: 'medium', state: 'open', doorName: door!.name });
        expect(atStation[0]!.history[0]).toMatchObject({
          action: 'raised',
          note: `Camera “${camera.name}” of ${door!.name} reports status “Offline”`,
        });
      }
      const inRoom = await db.admin.query<{ group_key: string }>(
        "SELECT group_key FROM room_alarms WHERE rule_name = 'Camera reports offline'",
      );
      expect(inRoom.rows).toEqual([{ group_key: `camera:${camera.cameraGuid.toLowerCase()}` }]);

      await setDeviceStatus(demo.baseUrl, {
        customerGuid: customer.customerGuid,
        doorGuid: door!.doorGuid,
        cameraGuid: camera.cameraGuid,
        cameraStatus: 'Online',
      });
      await Promise.all([a, b].map((station) => station.alarmsUntil((groups) => !groups.some(offlineHere))));
      for (const station of [a, b]) {
        const history = await station.call('alerts.history', { states: ['closed'], limit: 1000 });
        const closed = (history.ok ? (history.value as AlertGroup[]) : []).filter(offlineHere);
        expect(closed.map((group) => group.history.at(-1))).toEqual([
          expect.objectContaining({
            action: 'closed',
            outcome: 'other',
            note: `Cleared by itself: camera “${camera.name}” of ${door!.name} now reports status “Online”`,
          }),
        ]);
      }
    });
  },
);
