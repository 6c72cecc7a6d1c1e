// One clock for the control room (issue 31 part 2): two workstations as processes on one room, one of
// them under libfaketime 11 min fast. A snooze set at either covers the true time (the database's
// clock), both workstations see both running, neither alarms a forced door during them, and both alarm
// one once they have run out; each began watching on the database's clock. The demo service runs in this
// test's process, on the true time. And the room's retention cuts on the database's clock too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DoorSnooze } from '../../electron/contract.js';
import type { AccessEvent, Door } from '../../electron/core/api/types.js';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import {
  ROOM_ALARM_PRUNE_BATCH,
  ROOM_PRUNE_BATCH,
  RoomRetention,
} from '../../electron/core/room/poller/room-retention.js';
import { readRoomNow } from '../../electron/core/room/room-clock.js';
import { PostgresEventStorage } from '../../electron/core/storage/postgres-event-storage.js';
import { RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { RoomWorkstationProcess } from '../support/room-workstation-process.js';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const MINUTE = 60_000;

interface Line {
  ready?: boolean;
  alarms?: number[][];
  snoozes?: DoorSnooze[];
  called?: string;
  error?: string;
}

class Workstation extends RoomWorkstationProcess<Line> {
  alarms: number[][] = [];
  /** The snoozes last pushed to its screens; null before the first push. */
  snoozes: DoorSnooze[] | null = null;
  ready = false;
  /** Calls answered, refusals included. */
  private answers = 0;

  protected read(line: Line): void {
    if (line.ready) this.ready = true;
    if (line.alarms) this.alarms = line.alarms;
    if (line.snoozes) this.snoozes = line.snoozes;
    if (line.called || line.error) this.answers += 1;
  }

  protected override describe(): string {
    const snoozes = this.snoozes?.map(({ reason, fromMs, untilMs }) => ({ reason, fromMs, untilMs }));
    return `; its snoozes ${JSON.stringify(snoozes)}`;
  }

  /** A call as a screen makes it, answered once done; a refusal fails the test. */
  async call(method: string, input: unknown): Promise<void> {
    const [before, refused] = [this.answers, this.errors.length];
    this.send({ call: method, input });
    await this.until((s) => s.answers > before, `${method} answered`);
    expect(this.errors.slice(refused), `${this.name}: ${method}`).toEqual([]);
  }

  alarmed = (eventId: number): boolean => this.alarms.some((eventIds) => eventIds.includes(eventId));
  snoozing = (reasons: readonly string[]): boolean =>
    this.snoozes !== null &&
    this.snoozes
      .map((snooze) => snooze.reason)
      .sort()
      .join() === [...reasons].sort().join();
}

let db: RoomDatabase;
let demo: DemoService;
const stations: Workstation[] = [];
const folders: string[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  for (const station of stations.splice(0)) await station.stop();
  await demo.close();
  await db.drop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workstation(name: string, env?: NodeJS.ProcessEnv): Workstation {
  const folder = mkdtempSync(join(tmpdir(), `acs-room-clock-${name}-`));
  folders.push(folder);
  const station = new Workstation(name, folder, db.url, demo.baseUrl, env);
  stations.push(station);
  return station;
}

const customer = () => demo.data.customers.find((c) => !c.restricted)!;

type ShownDoor = Pick<Door, 'doorGuid' | 'name'>;

function forcedAt(door: ShownDoor): AccessEvent {
  return demo.makeEvent(customer().customerGuid, {
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    doorGuid: door.doorGuid,
    doorName: door.name,
  });
}

describe.skipIf(!CLI_BUILT)('one clock for the room (needs npm run build:node)', { timeout: 180_000 }, () => {
  it("holds a door's alarms for the snooze's true time at every workstation, one of them 11 min fast", async () => {
    const fast = workstation('control-fast', {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME: '+11m',
      // Timers keep real time; only the clock reads are 11 min ahead.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    });
    const onTime = workstation('control-on-time');
    await Promise.all(stations.map((station) => station.until((s) => s.ready, 'ready')));
    // Each began watching the customers at the database's now, whatever its clock says.
    const watchers = () =>
      db.admin.query<{ workstation: string; ahead_ms: string }>(
        `SELECT workstation, max(since_ms) - (extract(epoch FROM now()) * 1000)::bigint AS ahead_ms
           FROM room_watch GROUP BY workstation ORDER BY workstation`,
      );
    await expect.poll(async () => (await watchers()).rows.length, { timeout: 15_000, interval: 100 }).toBe(2);
    for (const row of (await watchers()).rows) expect(Number(row.ahead_ms), row.workstation).toBeLessThanOrEqual(0);
    const [bay, dock, gate] = customer().doors;
    expect(gate, 'the demo customer has three doors').toBeDefined();

    // One minute each (the shortest a guard can choose): one set at the fast workstation, one at the other.
    const snooze = (door: ShownDoor, reason: string) => ({
      customerGuid: customer().customerGuid,
      doorGuid: door.doorGuid,
      doorName: door.name,
      minutes: 1,
      reason,
    });
    await fast.call('snoozes.add', snooze(bay!, 'Set at the fast desk'));
    await onTime.call('snoozes.add', snooze(dock!, 'Set on time'));

    // Both start now on the database's clock, whichever workstation set them.
    const rows = await db.admin.query<{ reason: string; from_ms: string; until_ms: string; now_ms: string }>(
      `SELECT reason, from_ms, until_ms, (extract(epoch FROM now()) * 1000)::bigint AS now_ms FROM room_snoozes`,
    );
    for (const row of rows.rows) {
      expect(Math.abs(Number(row.now_ms) - Number(row.from_ms)), row.reason).toBeLessThan(10_000);
      expect(Number(row.until_ms) - Number(row.from_ms), row.reason).toBe(MINUTE);
    }

    const both = ['Set at the fast desk', 'Set on time'];
    await Promise.all(stations.map((station) => station.until((s) => s.snoozing(both), 'both snoozes shown')));
    // Each workstation's screens get the times on its own clock (a strip ends by the screen's clock): 11 min apart.
    const until = (station: Workstation) => station.snoozes!.find((shown) => shown.reason === 'Set on time')!.untilMs;
    expect(Math.abs(until(fast) - until(onTime) - 11 * MINUTE)).toBeLessThan(10_000);

    // During them: a forced door at each snoozed door, then one at a door not snoozed (once it is
    // alarmed, the two before it were decided).
    const during = [forcedAt(bay!), forcedAt(dock!)];
    const marker = forcedAt(gate!);
    demo.addEvents([...during, marker]);
    await Promise.all(
      stations.map((station) => station.until((s) => s.alarmed(marker.eventId), 'the open door alarmed')),
    );
    for (const station of stations) {
      for (const event of during)
        expect(station.alarmed(event.eventId), `${station.name}: ${event.doorName}`).toBe(false);
    }

    // Once the room's clock passes their end, each workstation's screens are told they ended, and a
    // forced door at either alarms at both.
    await Promise.all(stations.map((station) => station.until((s) => s.snoozing([]), 'the snoozes ended', 2 * MINUTE)));
    const after = [forcedAt(bay!), forcedAt(dock!)];
    demo.addEvents(after);
    await Promise.all(
      stations.map((station) =>
        station.until((s) => after.every((event) => s.alarmed(event.eventId)), 'both doors alarmed after the snoozes'),
      ),
    );
  });
});

/** An event of the room dated `atMs`. */
function dated(eventId: number, atMs: number): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(atMs).toISOString();
  return { ...blank, eventId, eventType: 1, eventDate: at, receivedDate: at } as AccessEvent;
}

describe("the room's retention", () => {
  it("cuts on the database's clock: a poller 11 min fast keeps what is still inside the retention", async () => {
    const retentionMs = 60 * MINUTE;
    const storage = await PostgresEventStorage.open(db.url);
    const feed = await RoomFeed.open(db.url);
    try {
      const roomNowMs = await readRoomNow(db.url, 'room-clock test');
      const [past, inside] = [
        dated(1, roomNowMs - retentionMs - 5 * MINUTE),
        dated(2, roomNowMs - retentionMs + 5 * MINUTE),
      ];
      await storage.storeBatch({ customerGuid: customer().customerGuid, events: [past, inside], nowMs: roomNowMs });

      const retention = new RoomRetention({
        retentionMs,
        everyMs: 10 * MINUTE,
        roomNow: () => readRoomNow(db.url, 'room-clock test retention'),
      });
      retention.runIfDue(
        Date.now() + 11 * MINUTE, // the poller's clock
        {
          events: (cutoffMs, after) => feed.pruneBatch(cutoffMs, after, ROOM_PRUNE_BATCH),
          alarms: (cutoffMs) => feed.pruneAlarmBatch(cutoffMs, ROOM_ALARM_PRUNE_BATCH),
          settings: (cutoffMs) => feed.pruneSettings(cutoffMs),
        },
        () => true,
      );
      await retention.settled();
      const kept = await db.admin.query<{ eventId: string }>('SELECT "eventId" FROM events ORDER BY "eventId"');
      expect(kept.rows.map((row) => Number(row.eventId))).toEqual([inside.eventId]);
    } finally {
      await feed.close();
      await storage.close();
    }
  });
});
