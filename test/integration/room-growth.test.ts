// The room stays bounded (issue 31 part 5), on a real PostgreSQL: its poller polls only the customers of
// workstations seen lately, a workstation's name is its own (another id is refused it while it was seen
// within the day), and the retention deletes closed alarms past it (whole, with their log), door snoozes
// ended before it, and the watches and names of workstations gone for a day. Time passing is the rows'
// times set back, as the database would hold them then.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WATCH_LIVE_MS } from '../../electron/core/room/poller/room-poller.js';
import {
  ROOM_ALARM_PRUNE_BATCH,
  ROOM_PRUNE_BATCH,
  RoomRetention,
} from '../../electron/core/room/poller/room-retention.js';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import { readRoomNow } from '../../electron/core/room/room-clock.js';
import { RoomSettings } from '../../electron/core/room/settings/room-settings.js';
import { RoomFeed } from '../../electron/core/room/poller/room-feed.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const DAY = 86_400_000;
const RETENTION_MS = 31 * DAY;
const controlOne = { name: 'control-1', id: '6f1b7a52-0c3e-4d7e-9a43-1f4f0f3c2a11' };
const controlTwo = { name: 'control-2', id: '0b8c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' };
/** Another profile that was given control-1's name. */
const impostor = { name: 'control-1', id: '9d2f4e6a-8b0c-4d1e-a2f3-b4c5d6e7f809' };

let db: RoomDatabase;
let feed: RoomFeed<unknown, unknown>;

beforeEach(async () => {
  db = await createRoomDatabase();
  feed = await RoomFeed.open(db.url);
});
afterEach(async () => {
  await feed.close();
  await db.drop();
});

/** The workstation was last seen `ms` ago. */
async function lastSeen(name: string, ms: number): Promise<void> {
  await db.admin.query(
    'UPDATE room_workstations SET last_seen_at = now() - make_interval(secs => $2::float8 / 1000) WHERE name = $1',
    [name, ms],
  );
}

/** Runs `sql` with the schema's triggers set aside (as a replica applies rows), to set times back. */
async function asReplica(sql: string, params: unknown[]): Promise<void> {
  await db.admin.query('BEGIN');
  await db.admin.query('SET LOCAL session_replication_role = replica');
  await db.admin.query(sql, params);
  await db.admin.query('COMMIT');
}

async function retentionPass(): Promise<void> {
  const retention = new RoomRetention({
    retentionMs: RETENTION_MS,
    everyMs: 600_000,
    roomNow: () => readRoomNow(db.url, 'room-growth test'),
  });
  retention.runIfDue(
    Date.now(),
    {
      events: (cutoffMs, after) => feed.pruneBatch(cutoffMs, after, ROOM_PRUNE_BATCH),
      alarms: (cutoffMs) => feed.pruneAlarmBatch(cutoffMs, ROOM_ALARM_PRUNE_BATCH),
      settings: (cutoffMs) => feed.pruneSettings(cutoffMs),
    },
    () => true,
  );
  await retention.settled();
}

describe('who the room polls for', () => {
  it('polls only the customers of workstations seen lately, and forgets those gone for a day', async () => {
    await feed.watch(controlOne, ['customer-a', 'customer-b']);
    await feed.watch(controlTwo, ['customer-b', 'customer-c']);
    expect(await feed.watchedByRoom(WATCH_LIVE_MS)).toEqual(['customer-a', 'customer-b', 'customer-c']);

    // control-1 was killed (no goodbye): a minute and more later its customers are no longer polled.
    await lastSeen('control-1', WATCH_LIVE_MS + 1_000);
    expect(await feed.watchedByRoom(WATCH_LIVE_MS)).toEqual(['customer-b', 'customer-c']);
    // Back (its network was cut for a while): polled again.
    await feed.watch(controlOne, ['customer-a', 'customer-b']);
    expect(await feed.watchedByRoom(WATCH_LIVE_MS)).toEqual(['customer-a', 'customer-b', 'customer-c']);

    // Stopped cleanly: its watches go at once; its name stays its own.
    await feed.leave(controlTwo);
    expect(await feed.watchedByRoom(WATCH_LIVE_MS)).toEqual(['customer-a', 'customer-b']);

    // Gone for a day: the retention deletes its watches and frees its name.
    await lastSeen('control-1', DAY + 60_000);
    await retentionPass();
    expect((await db.admin.query('SELECT workstation FROM room_watch')).rows).toEqual([]);
    const names = await db.admin.query<{ name: string }>('SELECT name FROM room_workstations ORDER BY name');
    expect(names.rows.map((row) => row.name)).toEqual(['control-2']);
  });

  it("refuses a workstation another's name while that one was seen within the day, and touches none of its watches", async () => {
    await feed.watch(controlOne, ['customer-a']);
    const refused = feed.watch(impostor, ['customer-z']);
    await expect(refused).rejects.toMatchObject({ problem: 'name-taken' });
    await expect(refused).rejects.toThrow(
      /^Another workstation of the control room is named control-1 \(seen \d+ s ago\): give this one another name with ACS_WORKSTATION/,
    );
    await expect(feed.leave(impostor)).resolves.toBeUndefined();
    const watches = async () =>
      (await db.admin.query('SELECT workstation, customer_guid FROM room_watch ORDER BY customer_guid')).rows;
    expect(await watches()).toEqual([{ workstation: 'control-1', customer_guid: 'customer-a' }]);

    // The same one after a restart (its profile keeps the id) is control-1 again.
    await expect(feed.watch(controlOne, ['customer-a', 'customer-b'])).resolves.toBeUndefined();
    // Gone for a day, the name may go to another: its watches are that one's only.
    await lastSeen('control-1', DAY + 60_000);
    await feed.watch(impostor, ['customer-z']);
    expect(await watches()).toEqual([{ workstation: 'control-1', customer_guid: 'customer-z' }]);
    await expect(feed.watch(controlOne, ['customer-a'])).rejects.toMatchObject({ problem: 'name-taken' });
  });
});

describe("the room's retention beyond events", () => {
  it('deletes the alarms closed before it, whole, and keeps the open ones and those closed since', async () => {
    const queue = new AlarmQueue(db.admin);
    const ann = { operator: 'ann', workstation: 'control-1', role: 'operator' } as const;
    const raise = async (eventId: number) =>
      (await queue.raise({ eventId, customerGuid: 'c', ruleName: 'Denied', priority: 'high' }, 'control-1')).alarm
        .alarmId;
    const [closedLongAgo, closedLately, openLongAgo] = [await raise(1), await raise(2), await raise(3)];
    for (const alarmId of [closedLongAgo, closedLately]) await queue.close(alarmId, ann, 'false-alarm', null);
    const setBack = async (alarmId: number, days: number) => {
      const interval = `make_interval(days => ${days})`;
      await asReplica(
        `UPDATE room_alarms SET raised_at = raised_at - ${interval}, changed_at = changed_at - ${interval} WHERE alarm_id = $1`,
        [alarmId],
      );
      await asReplica(`UPDATE room_alarm_log SET at = at - ${interval} WHERE alarm_id = $1`, [alarmId]);
    };
    await setBack(closedLongAgo, 40);
    await setBack(closedLately, 2);
    await setBack(openLongAgo, 40);

    await retentionPass();
    const alarms = await db.admin.query<{ alarm_id: string }>('SELECT alarm_id FROM room_alarms ORDER BY alarm_id');
    expect(alarms.rows.map((row) => Number(row.alarm_id))).toEqual([closedLately, openLongAgo]);
    const logged = await db.admin.query<{ alarm_id: string }>(
      'SELECT DISTINCT alarm_id FROM room_alarm_log ORDER BY 1',
    );
    expect(logged.rows.map((row) => Number(row.alarm_id))).toEqual([closedLately, openLongAgo]);
  });

  it('deletes the door snoozes that ended before it, and keeps the others', async () => {
    const settings = new RoomSettings(db.admin);
    const snooze = (reason: string, forMs: number) =>
      settings.addSnooze(
        { customerGuid: 'c', doorGuid: 'd', doorName: 'Gate', reason, operator: 'ann', forMs },
        'control-1',
      );
    await snooze('ran out long ago', 600_000);
    await snooze('ended early long ago', 3_600_000);
    await snooze('ran out lately', 600_000);
    await snooze('running', 3_600_000);
    const setBack = (reason: string, ms: number, end: string) =>
      asReplica(`UPDATE room_snoozes SET from_ms = from_ms - $2, until_ms = until_ms - $2${end} WHERE reason = $1`, [
        reason,
        ms,
      ]);
    await setBack('ran out long ago', 40 * DAY, '');
    await setBack('ended early long ago', 40 * DAY, ', ended_at_ms = from_ms - $2 + 60000');
    await setBack('ran out lately', 2 * DAY, '');

    await retentionPass();
    const kept = await db.admin.query<{ reason: string }>('SELECT reason FROM room_snoozes ORDER BY snooze_id');
    expect(kept.rows.map((row) => row.reason)).toEqual(['ran out lately', 'running']);
  });
});
