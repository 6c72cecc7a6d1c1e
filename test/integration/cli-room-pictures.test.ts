// A control room whose poller is the command line (`acs-monitor sync`) keeps its alarms' camera pictures as
// one whose poller is a workstation's app does (issue 34): the room's alarm of a forced door at a door with
// cameras gets each camera's six frames in the room's database, taken by the sync that raised it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRAME_OFFSETS_MS } from '../../electron/core/app/alarm-evidence.js';
import { startDemoService, type DemoCamera, type DemoService } from '../../electron/demo/index.js';
import { startAcs } from '../support/acs-process.js';
import { registerApplication, supervisorInRoom } from '../support/demo-app.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let demo: DemoService;
let db: RoomDatabase;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  demo = await startDemoService({ cameras: true, eventsPerMinute: 0, historyHours: 0 });
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-room-pictures-'));
  const applicationToken = await registerApplication(demo, 'room pictures cli');
  env = supervisorInRoom(demo, { dataDir, applicationToken, databaseUrl: db.url, workstation: 'control-1' });
});
afterAll(async () => {
  await demo?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A door whose every camera answers at its maker's snapshot path. */
function goodDoor(): DemoCamera[] {
  const byDoor = new Map<string, DemoCamera[]>();
  for (const camera of demo.cameras) byDoor.set(camera.doorGuid, [...(byDoor.get(camera.doorGuid) ?? []), camera]);
  return [...byDoor.values()].find((all) => all.every((c) => c.behaviour === 'answers' && c.way === 'snapshot'))!;
}

describe('a control room polled by `acs-monitor sync`', () => {
  it("keeps the pictures of the alarms it raises in the room's database", async () => {
    const cameras = goodDoor();
    const { customerGuid, doorGuid, doorName } = cameras[0]!;
    const sync = startAcs(['sync', '--customer', customerGuid], env);
    try {
      // What it reads while catching up is history, never alarmed: the forced door comes once it is live.
      await sync.stderrLine((line) => line.includes(`${customerGuid} live`));
      const forced = demo.makeEvent(customerGuid, {
        eventType: 5,
        displayName: 'Door forced open',
        priorityDescription: 'Critical',
        doorGuid,
        doorName,
      });
      demo.addEvents([forced]);
      const kept = async (): Promise<number> =>
        (
          await db.admin.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM room_alarm_pictures JOIN room_alarms a USING (alarm_id) WHERE a.event_id = $1`,
            [forced.eventId],
          )
        ).rows[0]!.n;
      await vi.waitFor(async () => expect(await kept()).toBe(FRAME_OFFSETS_MS.length * cameras.length), {
        timeout: 60_000,
        interval: 250,
      });
    } finally {
      sync.child.kill('SIGTERM');
      await sync.finished;
    }
  }, 90_000);
});
