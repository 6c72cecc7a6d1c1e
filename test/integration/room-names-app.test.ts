// Two workstations (the app, as their own processes, each with a profile of its own) given one name in a
// control room: the second is refused and shows NOT MONITORING saying why and what to do, takes no part in
// the room, and leaves the first's watches and lease as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Monitoring } from '../../electron/contract.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { RoomWorkstationProcess } from '../support/room-workstation-process.js';

interface Line {
  ready?: boolean;
  seeing?: boolean;
  causes?: string[];
  called?: string;
  value?: unknown;
  error?: string;
}

class Workstation extends RoomWorkstationProcess<Line> {
  ready = false;
  causes: string[] = [];
  monitoring: Monitoring | null = null;

  protected read(line: Line): void {
    if (line.ready) this.ready = true;
    if (line.causes) this.causes = line.causes;
    if (line.called === 'monitoring.status') this.monitoring = line.value as Monitoring;
  }
}

let db: RoomDatabase;
let demo: DemoService;
const stations: Workstation[] = [];
const folders: string[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  for (const station of stations.splice(0)) await station.stop();
  await demo.close();
  await db.drop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workstation(name: string): Workstation {
  const folder = mkdtempSync(join(tmpdir(), `acs-room-names-${name}-`));
  folders.push(folder);
  const station = new Workstation(name, folder, db.url, demo.baseUrl);
  stations.push(station);
  return station;
}

async function roomRows(): Promise<{ watches: unknown[]; lease: unknown }> {
  const watches = await db.admin.query('SELECT workstation, customer_guid FROM room_watch ORDER BY customer_guid');
  const lease = await db.admin.query('SELECT holder, token::int AS token FROM poller_lease');
  return { watches: watches.rows, lease: lease.rows[0] };
}

describe.skipIf(!CLI_BUILT)('one name, two workstations (needs npm run build:node)', { timeout: 120_000 }, () => {
  it('refuses the second: NOT MONITORING saying why, and the first keeps its watches and the lease', async () => {
    const first = workstation('control-1');
    await first.until((s) => s.ready, 'ready');
    await expect
      .poll(async () => (await db.admin.query('SELECT holder FROM poller_lease')).rows[0]?.holder, { timeout: 15_000 })
      .toBe('control-1');
    const before = await roomRows();
    expect(before.watches.length).toBeGreaterThan(0);

    const second = workstation('control-1');
    await second.until((s) => s.causes.includes('room-lost'), 'NOT MONITORING: room-lost');
    second.send({ call: 'monitoring.status', input: {} });
    await second.until((s) => s.monitoring !== null, 'monitoring.status answered');
    expect(second.monitoring!.seeing).toBe(false);
    expect(second.monitoring!.causes.map((cause) => cause.message).join('\n')).toMatch(
      /Another workstation of the control room is named control-1 \(seen \d+ s ago\): give this one another name with ACS_WORKSTATION/,
    );
    expect(await roomRows()).toEqual(before);
    // The first still sees, and still polls for the room.
    expect(first.causes).not.toContain('room-lost');
  });
});
