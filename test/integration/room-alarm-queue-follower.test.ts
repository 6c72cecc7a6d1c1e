// A workstation follows the room's alarm queue: a claim made at another desk reaches it by NOTIFY,
// and when its connection is cut, the changes announced while it was away (those notifications are
// lost) are read after it reconnects by itself.
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlarmFollowerState, RoomAlarmFollower } from '../../electron/core/room/alarms/alarm-follower.js';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import type { RoomActor, RoomAlarm } from '../../electron/core/room/alarms/room-alarm.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import { type FreezableProxy, startFreezableProxy } from '../support/freezable-proxy.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const ANN: RoomActor = { operator: 'Ann', workstation: 'control-1', role: 'operator' };
const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';

/** What a follower delivered and which states it went through, with a wait for the next one. */
class Watcher {
  readonly changes: RoomAlarm[] = [];
  readonly states: AlarmFollowerState[] = [];
  private readonly waiters: Array<() => void> = [];

  readonly onChanges = (alarms: RoomAlarm[]): void => {
    this.changes.push(...alarms);
    this.wakeAll();
  };

  readonly onState = (state: AlarmFollowerState): void => {
    this.states.push(state);
    this.wakeAll();
  };

  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private wakeAll(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

let db: RoomDatabase;
let desk: pg.Client;
let follower: RoomAlarmFollower | undefined;
let proxy: FreezableProxy | undefined;

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
  desk = await openRoomConnection(db.url);
});
afterEach(async () => {
  // The proxy first: a follower connecting through a frozen one would wait for its connect timeout.
  await proxy?.close();
  proxy = undefined;
  await follower?.stop();
  follower = undefined;
  await desk.end();
  await db.drop();
});

function follow(watcher: Watcher, url = db.url, since?: number): RoomAlarmFollower {
  follower = new RoomAlarmFollower(url, {
    workstation: 'control-3',
    ...(since !== undefined && { since }),
    onChanges: watcher.onChanges,
    onState: watcher.onState,
    retryMs: 200,
    checkEveryMs: 500,
  });
  return follower;
}

const newAlarm = (eventId: number) => ({
  eventId,
  customerGuid: CUSTOMER,
  ruleName: 'Door forced open',
  priority: 'high' as const,
});

describe("following the room's alarm queue", () => {
  it('starts from the alarms not closed, or from the last change applied: never from every alarm ever', async () => {
    const queue = new AlarmQueue(desk);
    const bob: RoomActor = { ...ANN, operator: 'Bob' };
    for (const eventId of [7001, 7002, 7003]) {
      const { alarm } = await queue.raise(newAlarm(eventId), 'control-1');
      await queue.close(alarm.alarmId, bob, 'test', null);
    }
    const { alarm: open } = await queue.raise(newAlarm(7004), 'control-1');
    const fresh = new Watcher();
    follow(fresh);
    await fresh.until(() => fresh.states.some((state) => state.following) && follower!.lastChange > 0);
    expect(fresh.changes.map((alarm) => alarm.eventId)).toEqual([7004]);
    const applied = follower!.lastChange;
    await follower!.stop();

    // Back after a restart: only what changed since.
    await queue.claim(open.alarmId, ANN);
    const again = new Watcher();
    follow(again, db.url, applied);
    await again.until(() => again.changes.length === 1);
    expect(again.changes[0]).toMatchObject({ eventId: 7004, claim: { operator: 'Ann' } });
    await follower!.stop();

    // A room made anew at the same address numbers from 1 again: a position beyond its newest starts afresh.
    const anew = new Watcher();
    follow(anew, db.url, 1_000_000);
    await anew.until(() => anew.changes.length === 1);
    expect(anew.changes.map((alarm) => alarm.eventId)).toEqual([7004]);
  });

  it('sees the alarms already raised, then a claim made at another workstation', async () => {
    const queue = new AlarmQueue(desk);
    const { alarm } = await queue.raise(newAlarm(7001), 'control-1');
    const watcher = new Watcher();
    follow(watcher);
    await watcher.until(() => watcher.changes.length === 1);
    expect(watcher.changes[0]).toMatchObject({ alarmId: alarm.alarmId, claim: null });

    await queue.claim(alarm.alarmId, ANN);
    await watcher.until(() => watcher.changes.length === 2);
    expect(watcher.changes[1]).toMatchObject({
      alarmId: alarm.alarmId,
      claim: { operator: 'Ann', workstation: 'control-1' },
    });
    expect(follower!.lastChange).toBe(watcher.changes[1]!.changeNo);
  });

  it('reconnects after its connection is cut and reads the changes it was not told about', async () => {
    const queue = new AlarmQueue(desk);
    const { alarm } = await queue.raise(newAlarm(7001), 'control-1');
    const watcher = new Watcher();
    follow(watcher);
    await watcher.until(() => watcher.changes.length === 1);

    // The changes commit only once the follower's backend is gone: their NOTIFY cannot reach it.
    await desk.query('BEGIN');
    await queue.claim(alarm.alarmId, ANN);
    const second = await queue.raise(newAlarm(7002), 'control-2');
    const cut = await desk.query<{ gone: boolean }>(
      `SELECT pg_terminate_backend(pid, 5000) AS gone FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'acs-monitor alarms: control-3'`,
    );
    expect(cut.rows).toEqual([{ gone: true }]);
    await desk.query('COMMIT');

    await watcher.until(() => watcher.changes.length === 3);
    expect(watcher.states.map((state) => state.following)).toEqual([true, false, true]);
    expect(watcher.changes.slice(1).map((change) => [change.alarmId, change.claim?.operator ?? null])).toEqual([
      [alarm.alarmId, 'Ann'],
      [second.alarm.alarmId, null],
    ]);

    // And it goes on following on its new connection.
    await queue.acknowledge(alarm.alarmId, ANN, 'calling the site');
    await watcher.until(() => watcher.changes.length === 4);
    expect(watcher.changes[3]).toMatchObject({ alarmId: alarm.alarmId, state: 'acknowledged' });
  });

  it('notices within seconds that its network is cut, though the connection never closes', async () => {
    const target = new URL(db.url);
    proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    const watcher = new Watcher();
    follow(watcher, viaProxy.toString());
    await watcher.until(() => watcher.states.length === 1);
    const cutAt = Date.now();
    proxy.freeze();
    await watcher.until(() => watcher.states.length === 2);
    expect(watcher.states[1]).toEqual({
      following: false,
      problem: "The room's database did not answer within 0.5 s",
    });
    // One check of 0.5 s, then a read that gets no answer for 0.5 s.
    expect(Date.now() - cutAt).toBeLessThan(3_000);
  });
});
