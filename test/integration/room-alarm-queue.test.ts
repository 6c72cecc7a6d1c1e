// The room's one alarm queue on a real PostgreSQL, each workstation on its own connection: an event's
// alarm is raised once however many raise it at once, escalates once, and operators' conflicting
// steps are refused with who did what and when; the log keeps every step and cannot be rewritten.
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlarmRefusedError } from '../../electron/core/room/alarms/alarm-refusal.js';
import { AlarmQueue, type NewRoomAlarm } from '../../electron/core/room/alarms/alarm-queue.js';
import type { RoomActor } from '../../electron/core/room/alarms/room-alarm.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { closeAlarmGate } from '../support/room-lock-gate.js';

const FORCED_DOOR: NewRoomAlarm = {
  eventId: 7001,
  customerGuid: 'c0ffee00-0000-4000-8000-000000000001',
  ruleName: 'Door forced open',
  priority: 'high',
};
const ANN: RoomActor = { operator: 'Ann', workstation: 'control-1', role: 'operator' };
const BOB: RoomActor = { operator: 'Bob', workstation: 'control-2', role: 'operator' };
const SUE: RoomActor = { operator: 'Sue', workstation: 'control-3', role: 'supervisor' };
/** A time as the refusals write it: UTC, to the second. */
const SECOND = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/.source;

let db: RoomDatabase;
let connections: pg.Client[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterEach(async () => {
  await Promise.all(connections.map((client) => client.end()));
  connections = [];
  await db.drop();
});

/** One queue per workstation, each on its own connection to the room's database. */
async function workstations(count: number): Promise<AlarmQueue[]> {
  const opened = await Promise.all(Array.from({ length: count }, () => openRoomConnection(db.url)));
  connections.push(...opened);
  return opened.map((client) => new AlarmQueue(client));
}

async function refusal(step: Promise<unknown>): Promise<AlarmRefusedError> {
  const error = await step.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AlarmRefusedError);
  return error as AlarmRefusedError;
}

describe("the room's alarm queue: raising", () => {
  it('raises one alarm when five workstations raise the same event at the same moment', async () => {
    const queues = await workstations(5);
    const gate = await closeAlarmGate(db.admin);
    const raising = Promise.all(queues.map((queue, i) => queue.raise(FORCED_DOOR, `control-${i + 1}`)));
    await gate.waitForWaiters(5);
    await gate.open();
    const outcomes = await raising;

    expect(outcomes.filter((outcome) => outcome.raised)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.alarm.alarmId)).size).toBe(1);
    const [alarm] = await queues[0]!.notClosed();
    expect(alarm).toMatchObject({
      eventId: 7001,
      customerGuid: FORCED_DOOR.customerGuid,
      ruleName: 'Door forced open',
      priority: 'high',
      state: 'open',
      claim: null,
    });
    const log = await queues[0]!.log(alarm!.alarmId);
    expect(log.map((entry) => [entry.action, entry.workstation])).toEqual([
      ['raised', outcomes.find((outcome) => outcome.raised)!.alarm.raisedByWorkstation],
    ]);
  });

  it("stamps the alarm with the database's clock", async () => {
    const [queue] = await workstations(1);
    const before = (await db.admin.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;
    const { alarm } = await queue!.raise(FORCED_DOOR, 'control-1');
    const after = (await db.admin.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;
    expect(alarm.raisedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(alarm.raisedAt.getTime()).toBeLessThanOrEqual(after.getTime());
  });
});

describe("the room's alarm queue: escalating", () => {
  it('escalates once when five workstations find it due at the same moment', async () => {
    const queues = await workstations(5);
    const { alarm } = await queues[0]!.raise(FORCED_DOOR, 'control-1');
    const gate = await closeAlarmGate(db.admin);
    const escalating = Promise.all(
      queues.map((queue, i) =>
        queue.escalate(
          alarm,
          { afterMs: 0, priority: 'critical', note: 'unacknowledged for 5 min' },
          `control-${i + 1}`,
        ),
      ),
    );
    await gate.waitForWaiters(5);
    await gate.open();
    const escalated = (await escalating).filter((outcome) => outcome !== null);

    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({ priority: 'critical', escalations: 1 });
    const log = await queues[0]!.log(alarm.alarmId);
    expect(log.filter((entry) => entry.action === 'escalated')).toHaveLength(1);
  });

  it('does not escalate before it is due, nor once acknowledged', async () => {
    const [queue] = await workstations(1);
    const { alarm } = await queue!.raise(FORCED_DOOR, 'control-1');
    expect(await queue!.escalate(alarm, { afterMs: 60_000, note: 'unacknowledged for 1 min' }, 'control-1')).toBeNull();
    await queue!.acknowledge(alarm.alarmId, ANN, 'on the phone with the site');
    expect(await queue!.escalate(alarm, { afterMs: 0, note: 'unacknowledged for 1 min' }, 'control-1')).toBeNull();
    expect(await queue!.get(alarm.alarmId)).toMatchObject({ priority: 'high', escalations: 0 });
  });

  it("rises once to a rule's level however many workstations ask at once, and never down or when acknowledged", async () => {
    const queues = await workstations(5);
    const { alarm } = await queues[0]!.raise(FORCED_DOOR, 'control-1');
    const gate = await closeAlarmGate(db.admin);
    const rising = Promise.all(
      queues.map((queue, i) =>
        queue.rise(alarm.alarmId, 'critical', 'raised to CRITICAL: unacknowledged for 5 min', `control-${i + 1}`),
      ),
    );
    await gate.waitForWaiters(5);
    await gate.open();
    const risen = (await rising).filter((outcome) => outcome !== null);

    expect(risen).toHaveLength(1);
    expect(risen[0]).toMatchObject({ priority: 'critical', escalations: 1 });
    expect(await queues[0]!.rise(alarm.alarmId, 'critical', 'again', 'control-1')).toBeNull();
    expect(await queues[0]!.rise(alarm.alarmId, 'medium', 'lower', 'control-1')).toBeNull();
    const log = await queues[0]!.log(alarm.alarmId);
    expect(log.filter((entry) => entry.action === 'escalated').map((entry) => entry.note)).toEqual([
      'raised to CRITICAL: unacknowledged for 5 min',
    ]);

    const { alarm: other } = await queues[0]!.raise({ ...FORCED_DOOR, eventId: 7002 }, 'control-1');
    await queues[0]!.acknowledge(other.alarmId, ANN, null);
    expect(await queues[0]!.rise(other.alarmId, 'critical', 'late', 'control-1')).toBeNull();
  });
});

describe("the room's alarm queue: operators", () => {
  it("refuses a second operator's claim and close, naming who claimed it and since when", async () => {
    const [annDesk, bobDesk] = await workstations(2);
    const { alarm } = await annDesk!.raise(FORCED_DOOR, 'control-1');
    const claimed = await annDesk!.claim(alarm.alarmId, ANN);
    expect(claimed.claim).toMatchObject({ operator: 'Ann', workstation: 'control-1' });
    const since = claimed.claim!.since.toISOString().replace(/\.\d{3}Z$/, 'Z');

    const claim = await refusal(bobDesk!.claim(alarm.alarmId, BOB));
    expect(claim.message).toBe(`Alarm ${alarm.alarmId} is claimed by Ann (control-1) since ${since}`);
    expect(claim.obstacle).toEqual({
      action: 'claimed',
      operator: 'Ann',
      workstation: 'control-1',
      at: claimed.claim!.since,
    });
    const close = await refusal(bobDesk!.close(alarm.alarmId, BOB, 'false-alarm', null));
    expect(close.message).toMatch(new RegExp(`is claimed by Ann \\(control-1\\) since ${SECOND}$`));
    expect(await bobDesk!.get(alarm.alarmId)).toMatchObject({ state: 'open', claim: { operator: 'Ann' } });
  });

  it('lets one of two operators acknowledging at once win, and tells the other who did', async () => {
    const [annDesk, bobDesk] = await workstations(2);
    const { alarm } = await annDesk!.raise(FORCED_DOOR, 'control-1');
    const [ann, bob] = await Promise.allSettled([
      annDesk!.acknowledge(alarm.alarmId, ANN, 'calling the site'),
      bobDesk!.acknowledge(alarm.alarmId, BOB, 'sending a patrol'),
    ]);
    const won = [ann, bob].filter((outcome) => outcome.status === 'fulfilled');
    const lost = [ann, bob].filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = ann.status === 'fulfilled' ? ANN : BOB;
    const reason = (lost[0] as PromiseRejectedResult).reason as AlarmRefusedError;
    expect(reason.message).toMatch(
      new RegExp(
        `^Alarm ${alarm.alarmId} is claimed by ${winner.operator} \\(${winner.workstation}\\) since ${SECOND}$`,
      ),
    );
    const log = await annDesk!.log(alarm.alarmId);
    expect(log.filter((entry) => entry.action === 'acknowledged').map((entry) => entry.operator)).toEqual([
      winner.operator,
    ]);
  });

  it('lets a supervisor take over a claimed alarm, recorded as such; the first operator is then refused', async () => {
    const [annDesk, sueDesk] = await workstations(2);
    const { alarm } = await annDesk!.raise(FORCED_DOOR, 'control-1');
    await annDesk!.claim(alarm.alarmId, ANN);

    const notSupervisor = annDesk!.takeOver(alarm.alarmId, BOB, null);
    await expect(notSupervisor).rejects.toThrow('Bob is not a supervisor: only a supervisor may take over an alarm');
    const taken = await sueDesk!.takeOver(alarm.alarmId, SUE, 'Ann is on a call');
    expect(taken.claim).toMatchObject({ operator: 'Sue', workstation: 'control-3' });
    const close = await refusal(annDesk!.close(alarm.alarmId, ANN, 'genuine', null));
    expect(close.message).toMatch(new RegExp(`is claimed by Sue \\(control-3\\) since ${SECOND}$`));

    const closed = await sueDesk!.close(alarm.alarmId, SUE, 'genuine', 'patrol found the door forced');
    expect(closed).toMatchObject({ state: 'closed', outcome: 'genuine', claim: null });
    const log = await annDesk!.log(alarm.alarmId);
    expect(log.map(({ action, operator, workstation, note }) => ({ action, operator, workstation, note }))).toEqual([
      { action: 'raised', operator: null, workstation: 'control-1', note: null },
      { action: 'claimed', operator: 'Ann', workstation: 'control-1', note: null },
      {
        action: 'taken-over',
        operator: 'Sue',
        workstation: 'control-3',
        note: 'from Ann (control-1): Ann is on a call',
      },
      { action: 'closed', operator: 'Sue', workstation: 'control-3', note: 'patrol found the door forced' },
    ]);
  });

  it('releases, acknowledges with a note, closes, refuses steps on a closed alarm, and reopens it', async () => {
    const [annDesk, bobDesk] = await workstations(2);
    const { alarm } = await annDesk!.raise(FORCED_DOOR, 'control-1');
    await annDesk!.claim(alarm.alarmId, ANN);
    expect((await refusal(bobDesk!.release(alarm.alarmId, BOB))).message).toMatch(/is claimed by Ann \(control-1\)/);
    expect((await annDesk!.release(alarm.alarmId, ANN)).claim).toBeNull();
    expect((await refusal(annDesk!.release(alarm.alarmId, ANN))).message).toBe(
      `Alarm ${alarm.alarmId} is not claimed by anyone`,
    );

    const acknowledged = await bobDesk!.acknowledge(alarm.alarmId, BOB, 'patrol on its way');
    expect(acknowledged).toMatchObject({ state: 'acknowledged', claim: { operator: 'Bob' } });
    const again = await refusal(bobDesk!.acknowledge(alarm.alarmId, BOB, 'twice'));
    expect(again.message).toMatch(new RegExp(`was already acknowledged by Bob \\(control-2\\) at ${SECOND}$`));
    await bobDesk!.close(alarm.alarmId, BOB, 'false-alarm', 'wind');

    const late = await refusal(annDesk!.claim(alarm.alarmId, ANN));
    expect(late.message).toMatch(new RegExp(`^Alarm ${alarm.alarmId} was closed by Bob \\(control-2\\) at ${SECOND}$`));
    expect((await refusal(annDesk!.reopen(alarm.alarmId + 1, ANN, null))).message).toBe(
      `Alarm ${alarm.alarmId + 1} is not in the room`,
    );
    const reopened = await annDesk!.reopen(alarm.alarmId, ANN, 'the door is open again');
    expect(reopened).toMatchObject({ state: 'open', outcome: null, claim: null });
    expect((await refusal(annDesk!.reopen(alarm.alarmId, ANN, null))).message).toBe(
      `Alarm ${alarm.alarmId} is not closed: it is open`,
    );
    const log = await annDesk!.log(alarm.alarmId);
    expect(log.map((entry) => `${entry.action} ${entry.operator ?? ''} ${entry.note ?? ''}`.trim())).toEqual([
      'raised',
      'claimed Ann',
      'released Ann',
      'acknowledged Bob patrol on its way',
      'closed Bob wind',
      'reopened Ann the door is open again',
    ]);
    expect(log.find((entry) => entry.action === 'closed')?.outcome).toBe('false-alarm');
  });
});

describe("the room's alarm log", () => {
  it('cannot be rewritten, deleted or emptied, even by the owner of the tables', async () => {
    const [queue] = await workstations(1);
    const { alarm } = await queue!.raise(FORCED_DOOR, 'control-1');
    await queue!.acknowledge(alarm.alarmId, ANN, 'calling the site');

    await expect(db.admin.query("UPDATE room_alarm_log SET operator = 'Bob'")).rejects.toThrow(
      'room_alarm_log is append-only: UPDATE refused',
    );
    await expect(db.admin.query('DELETE FROM room_alarm_log')).rejects.toThrow(
      'room_alarm_log is append-only: DELETE refused',
    );
    await expect(db.admin.query('TRUNCATE room_alarm_log')).rejects.toThrow(
      'room_alarm_log is append-only: TRUNCATE refused',
    );
    expect((await queue!.log(alarm.alarmId)).map((entry) => entry.operator)).toEqual([null, 'Ann']);
  });
});
