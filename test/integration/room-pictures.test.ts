// An alarm's pictures in a control room (issue 34): the workstation whose poller raised the alarm takes them
// and keeps them once in the room's database; another workstation shows the same evidence; the alarm is
// marked changed so every workstation's screens read them again; the room bounds them and lets the
// workstations' role write them (they go with their alarm: ON DELETE CASCADE, as its log). Pictures only: no camera address or credential.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmEvidence, FRAME_OFFSETS_MS } from '../../electron/core/app/alarm-evidence.js';
import { HostCameraService } from '../../electron/core/cameras/camera-service.js';
import { DoorCameras } from '../../electron/core/cameras/door-cameras.js';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import { grantWorkstationRole } from '../../electron/core/room/database/room-roles.js';
import { RoomPictures } from '../../electron/core/room/alarms/room-pictures.js';
import { frameMoment } from '../../electron/demo/cameras/frame-painter.js';
import { startDemoService, type DemoCamera, type DemoService } from '../../electron/demo/index.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let demo: DemoService;
let db: RoomDatabase;

beforeAll(async () => {
  demo = await startDemoService({ cameras: true, eventsPerMinute: 0, historyHours: 0 });
  db = await createRoomDatabase({ migrated: true });
});
afterAll(async () => {
  await demo?.close();
  await db?.drop();
});

/** A door of the demo whose every camera answers. */
function goodDoor(): { customerGuid: string; doorGuid: string; cameras: DemoCamera[] } {
  const byDoor = new Map<string, DemoCamera[]>();
  for (const camera of demo.cameras) byDoor.set(camera.doorGuid, [...(byDoor.get(camera.doorGuid) ?? []), camera]);
  const cameras = [...byDoor.values()].find((all) =>
    all.every((camera) => camera.behaviour === 'answers' && camera.way === 'snapshot'),
  )!;
  return { customerGuid: cameras[0]!.customerGuid, doorGuid: cameras[0]!.doorGuid, cameras };
}

/** The room's alarm of a forced door at `doorGuid`, its event stored in the room as a poller stores it. */
async function roomAlarmAt(customerGuid: string, doorGuid: string, eventId: number): Promise<number> {
  await db.admin.query(
    `INSERT INTO events ("eventId", "customerGuid", "doorGuid", source_customer_guid, event_date_ms, stored_at_ms, name_words, card_words)
     VALUES ($1, $2, $3, $2, (extract(epoch FROM now()) * 1000)::bigint, 0, ''::tsvector, ''::tsvector)`,
    [eventId, customerGuid, doorGuid],
  );
  const { alarm } = await new AlarmQueue(db.admin).raise(
    { eventId, customerGuid, ruleName: 'Door forced', priority: 'critical' },
    'control-1',
  );
  return alarm.alarmId;
}

function evidenceAt(workstation: string, pictures: RoomPictures, changed: (alarmId: number) => void): AlarmEvidence {
  const doorCameras = new DoorCameras();
  for (const customer of demo.data.customers) doorCameras.update(customer.customerGuid, customer.doors);
  return new AlarmEvidence({
    store: pictures,
    cameras: new HostCameraService(() => ({ serviceOnLoopback: true, allowedRanges: [] })),
    doorCameras: workstation === 'control-1' ? doorCameras : new DoorCameras(),
    now: Date.now,
    retentionDays: () => 31,
    changed,
    readDoors: async () => undefined,
  });
}

describe("an alarm's pictures in the control room", () => {
  it('taken by the raising workstation, kept once in the room, shown alike at another; the alarm is announced', async () => {
    const door = goodDoor();
    const alarmId = await roomAlarmAt(door.customerGuid, door.doorGuid, 9_001);
    const changeBefore = Number(
      (await db.admin.query('SELECT change_no FROM room_alarms WHERE alarm_id = $1', [alarmId])).rows[0].change_no,
    );

    const raisingStore = new RoomPictures(db.url, 'control-1');
    const frames = door.cameras.length * FRAME_OFFSETS_MS.length;
    let done: () => void;
    const allTaken = new Promise<void>((resolve) => (done = resolve));
    const raising = evidenceAt('control-1', raisingStore, () => {
      void raisingStore.pictures(alarmId).then((kept) => kept.length === frames && done());
    });
    const raisedAt = Date.now();
    raising.raised({ alarmId, customerGuid: door.customerGuid, doorGuid: door.doorGuid });
    await allTaken;

    const otherStore = new RoomPictures(db.url, 'control-2');
    const shown = (await evidenceAt('control-2', otherStore, () => undefined).pictures(alarmId))!;
    expect(shown.customerGuid).toBe(door.customerGuid);
    expect(shown.doorGuid).toBe(door.doorGuid);
    expect(shown.cameras.map((camera) => camera.cameraGuid).sort()).toEqual(
      door.cameras.map((c) => c.cameraGuid).sort(),
    );
    for (const camera of shown.cameras) {
      expect(camera.problem).toBeNull();
      expect(camera.pictures).toHaveLength(FRAME_OFFSETS_MS.length);
      const moment = frameMoment(Buffer.from(camera.pictures[0]!.dataUrl.split(',')[1]!, 'base64'))!;
      expect(moment - raisedAt).toBeLessThan(1_000);
    }
    // Every workstation following the room's alarms reads this one again (and its screens its pictures).
    const changeAfter = Number(
      (await db.admin.query('SELECT change_no FROM room_alarms WHERE alarm_id = $1', [alarmId])).rows[0].change_no,
    );
    expect(changeAfter).toBeGreaterThan(changeBefore);
    // Pictures and who took them; nothing of where the camera is or how to sign in to it.
    const columns = (
      await db.admin.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'room_alarm_pictures' ORDER BY ordinal_position",
      )
    ).rows.map((row: { column_name: string }) => row.column_name);
    expect(columns).toEqual([
      'picture_id',
      'alarm_id',
      'camera_guid',
      'camera_name',
      'taken_at_ms',
      'jpeg',
      'workstation',
    ]);
    raising.close();
    raisingStore.close();
    otherStore.close();
  });

  it('bounds an alarm to 48 pictures, and lets the workstations’ role write them', async () => {
    const door = goodDoor();
    const alarmId = await roomAlarmAt(door.customerGuid, door.doorGuid, 9_002);
    const insert = (): Promise<unknown> =>
      db.admin.query(
        `INSERT INTO room_alarm_pictures (alarm_id, camera_guid, camera_name, taken_at_ms, jpeg, workstation)
         VALUES ($1, 'c', 'Camera', 0, '\\xffd8ffd9', 'control-1')`,
        [alarmId],
      );
    for (let index = 0; index < 48; index++) await insert();
    await expect(insert()).rejects.toMatchObject({
      code: '23514',
      message: `alarm ${alarmId} has 48 pictures already`,
    });

    const role = `acs_ws_${randomBytes(4).toString('hex')}`;
    await db.admin.query(`CREATE ROLE ${role}`);
    try {
      await grantWorkstationRole(db.admin, role);
      const may = async (table: string, privilege: string): Promise<boolean> =>
        (await db.admin.query('SELECT has_table_privilege($1, $2, $3) AS may', [role, table, privilege])).rows[0].may;
      for (const table of ['room_alarm_pictures', 'room_alarm_camera_problems']) {
        for (const privilege of ['SELECT', 'INSERT', 'DELETE'])
          expect(await may(table, privilege), `${privilege} ${table}`).toBe(true);
      }
    } finally {
      await db.admin.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
      await db.admin.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${role}`);
      await db.admin.query(`REVOKE USAGE ON SCHEMA public FROM ${role}`);
      await db.admin.query('DELETE FROM room_workstation_roles WHERE role_name = $1', [role]);
      await db.admin.query(`DROP ROLE ${role}`);
    }
  });
});
