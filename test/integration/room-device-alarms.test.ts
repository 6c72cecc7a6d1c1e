// A door reader's or camera's trouble in a control room, on a real PostgreSQL: the poller raises its alarm once
// for the room (read again, or by two pollers at once, still one), keyed below every event; its end closes
// the alarm by itself, whoever holds it, the room's log saying so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import {
  raiseDeviceAlarms,
  ROOM_DEVICE_ALARM_KEYS_FROM,
  type RoomDeviceTrouble,
  type RoomDeviceTroubles,
} from '../../electron/core/room/alarms/device-alarm-raiser.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import type pg from 'pg';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const HALL = 'reader:33333333-3333-4333-8333-333333333333';
const CAMERA = 'camera:aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const tamper: RoomDeviceTrouble = {
  groupKey: HALL,
  ruleName: 'Reader reports tamper',
  priority: 'high',
  sound: 'alarm',
  notify: true,
  note: 'The reader of Data Hall Door reports device status “Tamper”',
  snoozed: false,
};

const troubles = (...now: RoomDeviceTrouble[]): RoomDeviceTroubles => ({
  troubles: now,
  clearedNote: (groupKey, ruleName) => `Cleared by itself: ${groupKey} (${ruleName}) reports normal`,
});

let db: RoomDatabase;
let clients: pg.Client[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.end()));
  clients = [];
  await db.drop();
});

async function connection(): Promise<pg.Client> {
  const client = await openRoomConnection(db.url, { applicationName: 'device alarms test' });
  clients.push(client);
  return client;
}

/** As the poller does: in a transaction of its own. */
async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

const read = async (client: pg.Client, now: RoomDeviceTroubles, workstation = 'control-1') =>
  inTransaction(client, () => raiseDeviceAlarms(client, workstation, CUSTOMER, now));

describe("a door reader's trouble in a control room", () => {
  it('is raised once for the room, keyed below every event, however often it is read', async () => {
    const client = await connection();
    const [raised] = await read(client, troubles(tamper));
    expect(raised).toMatchObject({
      customerGuid: CUSTOMER,
      ruleName: 'Reader reports tamper',
      priority: 'high',
      state: 'open',
      raisedByWorkstation: 'control-1',
      grouping: { groupKey: HALL, eventCount: 1, sound: 'alarm', notify: true, raisedPriority: 'high' },
    });
    expect(raised!.eventId).toBeLessThan(ROOM_DEVICE_ALARM_KEYS_FROM);
    expect(await read(client, troubles(tamper))).toEqual([]);
    expect(await read(client, troubles(tamper), 'control-2')).toEqual([]);
    const queue = new AlarmQueue(client);
    expect((await queue.notClosed()).map((alarm) => alarm.alarmId)).toEqual([raised!.alarmId]);
    expect(await queue.joinsOf(raised!.alarmId, 0)).toEqual([
      expect.objectContaining({ eventId: raised!.eventId, joinNo: 1 }),
    ]);
    expect((await queue.log(raised!.alarmId)).map((entry) => [entry.action, entry.workstation, entry.note])).toEqual([
      ['raised', 'control-1', tamper.note],
    ]);
  });

  it('is raised once when two pollers read it at the same moment', async () => {
    const [first, second] = [await connection(), await connection()];
    const outcomes = await Promise.all([read(first, troubles(tamper)), read(second, troubles(tamper), 'control-2')]);
    expect(outcomes.flat()).toHaveLength(1);
    expect(await new AlarmQueue(first).notClosed()).toHaveLength(1);
  });

  it('closes by itself when it ends, even while an operator holds it, and is raised anew when it comes back', async () => {
    const client = await connection();
    const [raised] = await read(client, troubles(tamper));
    const queue = new AlarmQueue(client);
    await queue.acknowledge(raised!.alarmId, { operator: 'ann', workstation: 'control-2', role: 'operator' }, null);
    expect(await read(client, troubles())).toEqual([]);
    const closed = await queue.get(raised!.alarmId);
    expect(closed).toMatchObject({ state: 'closed', outcome: 'other', claim: null });
    expect((await queue.log(raised!.alarmId)).at(-1)).toMatchObject({
      action: 'closed',
      operator: null,
      workstation: 'control-1',
      outcome: 'other',
      note: `Cleared by itself: ${HALL} (Reader reports tamper) reports normal`,
    });
    const [again] = await read(client, troubles(tamper));
    expect(again!.alarmId).not.toBe(raised!.alarmId);
    expect(again!.eventId).not.toBe(raised!.eventId);
  });

  it('raises nothing at a snoozed door, and leaves the alarm raised before the snooze as it is', async () => {
    const client = await connection();
    expect(await read(client, troubles({ ...tamper, snoozed: true }))).toEqual([]);
    expect(await new AlarmQueue(client).notClosed()).toEqual([]);
    const [raised] = await read(client, troubles(tamper));
    expect(await read(client, troubles({ ...tamper, snoozed: true }))).toEqual([]);
    expect(await new AlarmQueue(client).get(raised!.alarmId)).toMatchObject({ state: 'open' });
  });

  it("raises a camera's trouble beside its door reader's in one read, and closes each by itself on its own", async () => {
    const client = await connection();
    const offline: RoomDeviceTrouble = {
      groupKey: CAMERA,
      ruleName: 'Camera reports offline',
      priority: 'medium',
      sound: 'none',
      notify: false,
      note: 'Camera “Hall Camera 1” of Data Hall Door reports status “Offline”',
      snoozed: false,
    };
    const raised = await read(client, troubles(tamper, offline));
    expect(raised.map((alarm) => [alarm.ruleName, alarm.grouping?.groupKey, alarm.priority])).toEqual([
      ['Reader reports tamper', HALL, 'high'],
      ['Camera reports offline', CAMERA, 'medium'],
    ]);
    expect(await read(client, troubles(tamper, offline), 'control-2')).toEqual([]);
    expect(await read(client, troubles(tamper))).toEqual([]);
    const queue = new AlarmQueue(client);
    expect((await queue.notClosed()).map((alarm) => alarm.ruleName)).toEqual(['Reader reports tamper']);
    expect((await queue.log(raised[1]!.alarmId)).map((entry) => [entry.action, entry.note])).toEqual([
      ['raised', offline.note],
      ['closed', `Cleared by itself: ${CAMERA} (Camera reports offline) reports normal`],
    ]);
    expect(await read(client, troubles(tamper, { ...offline, snoozed: true }))).toEqual([]);
  });

  it('leaves an alarm a guard closed while the trouble lasted closed, and raises nothing for it until it ends', async () => {
    const client = await connection();
    const [raised] = await read(client, troubles(tamper));
    const queue = new AlarmQueue(client);
    const ann = { operator: 'ann', workstation: 'control-2', role: 'operator' } as const;
    await queue.close(raised!.alarmId, ann, 'genuine', 'engineer booked');
    expect(await read(client, troubles(tamper))).toEqual([]);
    expect(await read(client, troubles())).toEqual([]);
    expect((await queue.log(raised!.alarmId)).map((entry) => entry.action)).toEqual(['raised', 'closed']);
  });
});
