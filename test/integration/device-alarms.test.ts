// A door reader's or camera's trouble on a real cache file, as a single guard's monitor judges each inventory
// read: raised once per device and rule by the default rules (a reader's tamper HIGH, offline MEDIUM rising
// like a held door, low battery LOW; a camera's tamper HIGH, offline or fault MEDIUM), never again while it
// lasts, and closed by itself, said in its history, when the device's status comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import type { PublicDoor } from '../../electron/core/api/redact.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import type { AlarmSetup } from '../../electron/core/alarms/alarm-setup.js';
import { DeviceAlarms } from '../../electron/core/app/device-alarms.js';
import { Cache } from '../../electron/core/storage/cache.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const HALL = '33333333-3333-4333-8333-333333333333';
const GATE = '44444444-4444-4444-8444-444444444444';
const T0 = Date.parse('2026-03-10T12:00:00.000Z');
const MINUTE = 60_000;

let dir: string;
let cache: Cache;
let book: AlarmBook;
let devices: DeviceAlarms;
let setup: AlarmSetup;

function door(doorGuid: string, name: string, status: string, deviceStatus: string): PublicDoor {
  return {
    doorGuid,
    name,
    controllerPortId: 1,
    isFireAlarmExempt: false,
    deviceDetailsResponse: { deviceGuid: '55555555-5555-4555-8555-555555555555', name: 'Controller 1' },
    doorReaderDetailsResponse: {
      readerType: 'Wiegand',
      status,
      deviceStatus,
      ledConfigurationCode: 'A',
      customFormatGuid: null,
    },
    cameras: [],
  } as unknown as PublicDoor;
}

/** An inventory read asked and judged at `atMs` found these doors. */
async function read(atMs: number, ...doors: PublicDoor[]): Promise<boolean> {
  return await readAsked(atMs, atMs, ...doors);
}

/** A read asked at `askedAtMs`, back and judged at `atMs`. */
async function readAsked(askedAtMs: number, atMs: number, ...doors: PublicDoor[]): Promise<boolean> {
  cache.inventoryNow.saveDoors(CUSTOMER, doors, atMs);
  return await devices.inventoryRead(CUSTOMER, atMs, askedAtMs);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-device-alarms-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
  setup = { rules: DEFAULT_RULES, escalation: DEFAULT_ESCALATION, instructions: [], procedures: [], contacts: [] };
  book = new AlarmBook(cache, () => setup);
  devices = new DeviceAlarms({ cache, rules: () => setup, snoozes: (nowMs) => book.snoozes(nowMs) });
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a door reader's trouble", () => {
  it('raises one alarm per reader and rule by the default rules, naming its door and what it reports', async () => {
    expect(
      await read(
        T0,
        door(HALL, 'Data Hall Door', 'Offline', 'Tamper'),
        door(GATE, 'Yard Gate', 'Online', 'Low battery'),
      ),
    ).toBe(true);
    const live = await book.live();
    expect(live.map((alarm) => [alarm.title, alarm.priority, alarm.sound, alarm.doorName])).toEqual(
      expect.arrayContaining([
        ['Reader reports tamper', 'high', 'alarm', 'Data Hall Door'],
        ['Reader reports offline', 'medium', 'none', 'Data Hall Door'],
        ['Reader reports low battery', 'low', 'none', 'Yard Gate'],
      ]),
    );
    expect(live).toHaveLength(3);
    const tamper = live.find((alarm) => alarm.title === 'Reader reports tamper')!;
    expect(tamper.history).toEqual([
      expect.objectContaining({
        action: 'raised',
        operator: null,
        note: 'The reader of Data Hall Door reports device status “Tamper”',
      }),
    ]);
    // A snooze of the door, and its pictures, follow the door as for an event's alarm.
    expect(tamper.latest).toMatchObject({ doorGuid: HALL, doorName: 'Data Hall Door' });
    expect(tamper.label).toBe('');
  });

  it('raises nothing more while the reader stays in the same trouble, acknowledged or closed', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Online', 'Tamper'));
    const [alarm] = await book.live();
    expect(await read(T0 + MINUTE, door(HALL, 'Data Hall Door', 'Online', 'Tamper'))).toBe(false);
    await book.acknowledge([alarm!.alarmId], 'Ann', 'technician called', T0 + 2 * MINUTE);
    expect(await read(T0 + 3 * MINUTE, door(HALL, 'Data Hall Door', 'Online', 'Tamper'))).toBe(false);
    await book.close([alarm!.alarmId], 'Ann', 'genuine', 'cover refitted, still says tamper', T0 + 4 * MINUTE);
    expect(await read(T0 + 5 * MINUTE, door(HALL, 'Data Hall Door', 'Online', 'Tamper'))).toBe(false);
    expect(await book.query({ states: ['open', 'acknowledged', 'closed'] })).toHaveLength(1);
  });

  it('rises from MEDIUM to HIGH when an offline reader is left unacknowledged for 5 minutes, like a held door', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Offline', 'Normal'));
    expect(await book.escalate(T0 + 4 * MINUTE)).toBe(false);
    expect(await book.escalate(T0 + 5 * MINUTE)).toBe(true);
    const [alarm] = await book.live();
    expect(alarm).toMatchObject({ priority: 'high', sound: 'alarm', notify: true });
    expect(alarm!.history.at(-1)).toMatchObject({
      action: 'escalated',
      note: 'raised to HIGH: unacknowledged for 5 min',
    });
  });

  it('closes by itself when the status comes back, its history saying so, and raises anew when it turns bad again', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Offline', 'Normal'));
    const [alarm] = await book.live();
    expect(await read(T0 + MINUTE, door(HALL, 'Data Hall Door', 'Online', 'Normal'))).toBe(true);
    expect(await book.live()).toEqual([]);
    const [closed] = await book.query({ states: ['closed'] });
    expect(closed!.alarmId).toBe(alarm!.alarmId);
    expect(closed!.history.at(-1)).toMatchObject({
      action: 'closed',
      operator: null,
      outcome: 'other',
      note: 'Cleared by itself: the reader of Data Hall Door now reports status “Online”, device status “Normal”',
      atMs: T0 + MINUTE,
    });
    await read(T0 + 2 * MINUTE, door(HALL, 'Data Hall Door', 'Offline', 'Normal'));
    expect(await book.live()).toHaveLength(1);
    expect((await book.live())[0]!.alarmId).not.toBe(alarm!.alarmId);
  });

  it('passes over a read asked before the one that raised it (the two crossed), rather than closing it', async () => {
    await readAsked(T0 + 2_000, T0 + 3_000, door(HALL, 'Data Hall Door', 'Online', 'Tamper'));
    expect(await readAsked(T0, T0 + 4_000, door(HALL, 'Data Hall Door', 'Online', 'Normal'))).toBe(false);
    expect(await book.live()).toHaveLength(1);
  });

  it('closes by itself when the service no longer lists the door', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Fault', 'Normal'));
    expect((await book.live())[0]).toMatchObject({ title: 'Reader reports a fault', priority: 'medium' });
    await read(T0 + MINUTE, door(GATE, 'Yard Gate', 'Online', 'Normal'));
    expect(await book.live()).toEqual([]);
    expect((await book.query({ states: ['closed'] }))[0]!.history.at(-1)!.note).toBe(
      'Cleared by itself: the service no longer lists the door and its reader',
    );
  });

  it('keeps an alarm raised before its door was snoozed open, and closes it once the status comes back', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Offline', 'Normal'));
    await book.snooze(
      { customerGuid: CUSTOMER, doorGuid: HALL, doorName: 'Data Hall Door', reason: 'reader swap' },
      60,
      'Ann',
      T0,
    );
    expect(await read(T0 + MINUTE, door(HALL, 'Data Hall Door', 'Offline', 'Normal'))).toBe(false);
    expect(await book.live()).toHaveLength(1);
    expect(await read(T0 + 2 * MINUTE, door(HALL, 'Data Hall Door', 'Online', 'Normal'))).toBe(true);
    expect(await book.live()).toEqual([]);
  });

  it('closes an alarm whose rule a supervisor took out of the rules, saying so, not that the reader is well', async () => {
    await read(T0, door(HALL, 'Data Hall Door', 'Offline', 'Normal'));
    setup = { ...setup, rules: DEFAULT_RULES.filter((rule) => rule.name !== 'Reader reports offline') };
    expect(await read(T0 + MINUTE, door(HALL, 'Data Hall Door', 'Offline', 'Normal'))).toBe(true);
    expect((await book.query({ states: ['closed'] }))[0]!.history.at(-1)!.note).toBe(
      'Closed by itself: the rules in force no longer make “Reader reports offline” an alarm',
    );
  });

  it('raises nothing at a door snoozed for maintenance', async () => {
    await book.snooze(
      { customerGuid: CUSTOMER, doorGuid: HALL, doorName: 'Data Hall Door', reason: 'reader swap' },
      60,
      'Ann',
      T0,
    );
    expect(await read(T0 + MINUTE, door(HALL, 'Data Hall Door', 'Offline', 'Tamper'))).toBe(false);
    expect(await book.live()).toEqual([]);
  });
});

describe("a camera's trouble", () => {
  const CAMERA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const OTHER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

  /** Data Hall Door, its reader well, with its two cameras in these statuses. */
  function hall(status: string, otherStatus = 'Online'): PublicDoor {
    return {
      ...door(HALL, 'Data Hall Door', 'Online', 'Normal'),
      cameras: [
        { cameraGuid: CAMERA, name: 'Hall Camera 1', cameraType: 'Axis P3245-V', status },
        { cameraGuid: OTHER, name: 'Hall Camera 2', cameraType: 'Axis P3245-V', status: otherStatus },
      ],
    } as PublicDoor;
  }

  it('raises one alarm per camera and rule, naming the camera and its door, beside its reader', async () => {
    const reader = door(HALL, 'Data Hall Door', 'Offline', 'Normal').doorReaderDetailsResponse;
    const troubled = { ...hall('Offline', 'Tamper'), doorReaderDetailsResponse: reader };
    expect(await read(T0, troubled)).toBe(true);
    const live = await book.live();
    expect(
      live.map((alarm) => [alarm.title, alarm.label, alarm.priority, alarm.sound, alarm.notify, alarm.doorName]),
    ).toEqual(
      expect.arrayContaining([
        ['Reader reports offline', '', 'medium', 'none', false, 'Data Hall Door'],
        ['Camera reports offline', 'Hall Camera 1', 'medium', 'none', false, 'Data Hall Door'],
        ['Camera reports tamper', 'Hall Camera 2', 'high', 'alarm', true, 'Data Hall Door'],
      ]),
    );
    expect(live).toHaveLength(3);
    const offline = live.find((alarm) => alarm.title === 'Camera reports offline')!;
    expect(offline.history).toEqual([
      expect.objectContaining({
        action: 'raised',
        operator: null,
        note: 'Camera “Hall Camera 1” of Data Hall Door reports status “Offline”',
      }),
    ]);
    // Its door stands where an event's would: a snooze of the door, and the door's other cameras' pictures.
    expect(offline.latest).toMatchObject({ doorGuid: HALL, doorName: 'Data Hall Door' });
    expect(offline.doorNames).toEqual(['Data Hall Door']);
  });

  it('raises nothing more while it lasts, closes by itself when the camera is back, and raises anew', async () => {
    await read(T0, hall('Offline'));
    const [alarm] = await book.live();
    expect(await read(T0 + MINUTE, hall('Offline'))).toBe(false);
    await book.acknowledge([alarm!.alarmId], 'Ann', 'site told', T0 + 2 * MINUTE);
    expect(await read(T0 + 3 * MINUTE, hall('Offline'))).toBe(false);
    expect(await read(T0 + 4 * MINUTE, hall('Online'))).toBe(true);
    expect(await book.live()).toEqual([]);
    const [closed] = await book.query({ states: ['closed'] });
    expect(closed!.alarmId).toBe(alarm!.alarmId);
    expect(closed!.history.at(-1)).toMatchObject({
      action: 'closed',
      operator: null,
      outcome: 'other',
      note: 'Cleared by itself: camera “Hall Camera 1” of Data Hall Door now reports status “Online”',
      atMs: T0 + 4 * MINUTE,
    });
    await read(T0 + 5 * MINUTE, hall('Comms lost'));
    expect((await book.live()).map((alarm) => alarm.title)).toEqual(['Camera reports offline']);
    expect((await book.live())[0]!.alarmId).not.toBe(alarm!.alarmId);
  });

  it('closes by itself when the service no longer lists the camera', async () => {
    await read(T0, hall('Video fault'));
    expect((await book.live())[0]).toMatchObject({ title: 'Camera reports a fault', priority: 'medium' });
    await read(T0 + MINUTE, { ...hall('Online'), cameras: [] });
    expect(await book.live()).toEqual([]);
    expect((await book.query({ states: ['closed'] }))[0]!.history.at(-1)!.note).toBe(
      'Cleared by itself: the service no longer lists the camera',
    );
  });

  it("raises nothing at a door snoozed for maintenance, and keeps a camera's alarm raised before", async () => {
    await read(T0, hall('Online', 'Offline'));
    await book.snooze(
      { customerGuid: CUSTOMER, doorGuid: HALL, doorName: 'Data Hall Door', reason: 'camera swap' },
      60,
      'Ann',
      T0,
    );
    expect(await read(T0 + MINUTE, hall('Offline', 'Offline'))).toBe(false);
    expect((await book.live()).map((alarm) => alarm.label)).toEqual(['Hall Camera 2']);
  });
});
