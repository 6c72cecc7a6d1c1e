// A tampered reader (and an offline camera) raises an alarm and clears it, end to end: the demo service over
// HTTP on 127.0.0.1 turns a door's reader or camera bad through its control surface, the app's sync reads the door list (endpoint 7) into a
// real cache, and the alarm reaches every screen; the status back, the alarm closes by itself, said in its
// history. The demo's control surface is held to the spec's fields: a status is text, at a door it has.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch, type AlertGroup, type PushEvent } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { setDeviceStatus } from '../support/demo-device-status.js';

let dataDir: string;
let demo: DemoService;
let app: AppService;
let latest: AlertGroup[] = [];
let waiters: Array<() => void> = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-device-demo-'));
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, control: true });
  app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    // Inventory read again every few hundred milliseconds: the budget allows it.
    syncSettings: { intervalMs: 200, inventoryEveryMs: 300 },
    env: { ACS_REQUEST_BUDGET: '60000' },
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
  });
  latest = [];
  waiters = [];
  app.subscribe((event: PushEvent) => {
    if (event.name !== 'alerts') return;
    latest = event.payload.groups;
    for (const waiter of [...waiters]) waiter();
  });
});
afterEach(async () => {
  await app.stop();
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The alarms on every screen once `holds` is true of them (pushed, never polled). */
function alarmsOnceThey(holds: (groups: AlertGroup[]) => boolean): Promise<AlertGroup[]> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (!holds(latest)) return;
      waiters = waiters.filter((waiter) => waiter !== check);
      resolve(latest);
    };
    waiters.push(check);
    check();
  });
}

async function call(method: string, input: unknown = {}): Promise<unknown> {
  const result = await dispatch(app, method, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}

describe.skipIf(!CLI_BUILT)('device trouble from the demo service (needs npm run build:node)', () => {
  it('a tampered reader raises one HIGH alarm at its door, and clears it by itself when it reads normal again', async () => {
    const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
    // A door whose reader reports nothing wrong now (the demo starts some in trouble).
    const door = customer.doors.find(
      (candidate) =>
        candidate.doorReaderDetailsResponse.status === 'Online' &&
        candidate.doorReaderDetailsResponse.deviceStatus === 'Normal',
    )!;
    await call('session.startDemo');
    const tamperedHere = (group: AlertGroup): boolean =>
      group.title === 'Reader reports tamper' && group.doorName === door.name;

    expect(
      await setDeviceStatus(demo.baseUrl, {
        customerGuid: customer.customerGuid,
        doorGuid: door.doorGuid,
        deviceStatus: 'Tamper',
      }),
    ).toMatchObject({ doorGuid: door.doorGuid, deviceStatus: 'Tamper' });
    const raised = (await alarmsOnceThey((groups) => groups.some(tamperedHere))).find(tamperedHere)!;
    expect(raised).toMatchObject({
      priority: 'high',
      sound: 'alarm',
      state: 'open',
      customerGuid: customer.customerGuid,
    });
    expect(raised.history.map((step) => [step.action, step.note])).toEqual([
      ['raised', `The reader of ${door.name} reports device status “Tamper”`],
    ]);

    // Its door list read twice more while it stays so (the worker tells the host after storing each): still the one alarm.
    const doorList = `/v1/business/customer/${customer.customerGuid}/door`;
    const readsBefore = demo.requests.filter((request) => request.path === doorList).length;
    await vi.waitFor(
      () =>
        expect(demo.requests.filter((request) => request.path === doorList).length).toBeGreaterThan(readsBefore + 2),
      { timeout: 10_000 },
    );
    const open = (await call('alerts.list')) as AlertGroup[];
    expect(open.filter(tamperedHere).map((group) => group.alarmId)).toEqual([raised.alarmId]);
    await setDeviceStatus(demo.baseUrl, {
      customerGuid: customer.customerGuid,
      doorGuid: door.doorGuid,
      deviceStatus: 'Normal',
    });
    await alarmsOnceThey((groups) => !groups.some(tamperedHere));
    const closed = (await call('alerts.history', { states: ['closed'], limit: 1000 })) as AlertGroup[];
    const cleared = closed.filter(tamperedHere);
    expect(cleared.map((group) => group.alarmId)).toEqual([raised.alarmId]);
    expect(cleared[0]!.history.at(-1)).toMatchObject({
      action: 'closed',
      operator: null,
      outcome: 'other',
      note: `Cleared by itself: the reader of ${door.name} now reports status “Online”, device status “Normal”`,
    });
  });

  it("a camera turned offline raises one MEDIUM alarm naming it and its door, and clears by itself when it is back; the demo's own cameras raise none", async () => {
    const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
    const door = customer.doors.find((candidate) => candidate.cameras.length > 0)!;
    const camera = door.cameras[0]!;
    await call('session.startDemo');
    const offlineHere = (group: AlertGroup): boolean =>
      group.title === 'Camera reports offline' && group.label === camera.name;

    await setDeviceStatus(demo.baseUrl, {
      customerGuid: customer.customerGuid,
      doorGuid: door.doorGuid,
      cameraGuid: camera.cameraGuid,
      cameraStatus: 'Offline',
    });
    const shown = await alarmsOnceThey((groups) => groups.some(offlineHere));
    // Every camera the demo serves starts listed Online: this is the only camera alarm.
    expect(shown.filter((group) => group.ruleName.startsWith('Camera '))).toHaveLength(1);
    const raised = shown.find(offlineHere)!;
    expect(raised).toMatchObject({ priority: 'medium', sound: 'none', notify: false, doorName: door.name });
    expect(raised.history.map((step) => [step.action, step.note])).toEqual([
      ['raised', `Camera “${camera.name}” of ${door.name} reports status “Offline”`],
    ]);

    await setDeviceStatus(demo.baseUrl, {
      customerGuid: customer.customerGuid,
      doorGuid: door.doorGuid,
      cameraGuid: camera.cameraGuid,
      cameraStatus: 'Online',
    });
    await alarmsOnceThey((groups) => !groups.some(offlineHere));
    const closed = (await call('alerts.history', { states: ['closed'], limit: 1000 })) as AlertGroup[];
    expect(closed.filter(offlineHere).map((group) => [group.alarmId, group.history.at(-1)!.note])).toEqual([
      [raised.alarmId, `Cleared by itself: camera “${camera.name}” of ${door.name} now reports status “Online”`],
    ]);
  });

  it('the control surface refuses what the spec does not allow, and changes nothing then', async () => {
    const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
    const door = customer.doors[0]!;
    const before = structuredClone(door.doorReaderDetailsResponse);
    const refused = async (body: unknown): Promise<string> => {
      const response = await fetch(`${demo.baseUrl}/__demo/device-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { applicationMessage: string }).applicationMessage;
    };
    const at = { customerGuid: customer.customerGuid, doorGuid: door.doorGuid };
    expect(await refused({ ...at, status: '' })).toBe('status must be text of 1 to 100 characters');
    expect(await refused({ ...at, deviceStatus: 3 })).toBe('deviceStatus must be text of 1 to 100 characters');
    expect(await refused({ ...at })).toBe('say status, deviceStatus or cameraStatus (with cameraGuid)');
    expect(await refused({ ...at, status: 'Offline', colour: 'red' })).toMatch(/; not colour$/);
    expect(await refused({ ...at, cameraStatus: 'Offline' })).toBe('cameraGuid and cameraStatus go together');
    expect(await refused({ ...at, doorGuid: customer.customerGuid, status: 'Offline' })).toBe(
      "doorGuid must name one of the customer's doors",
    );
    expect(await refused({ ...at, cameraGuid: '99999999-9999-4999-8999-999999999999', cameraStatus: 'Offline' })).toBe(
      "cameraGuid must name one of the door's cameras",
    );
    expect(door.doorReaderDetailsResponse).toEqual(before);
  });
});
