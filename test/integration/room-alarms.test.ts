// Two workstations of one control room on a real PostgreSQL, each with its own cache and alarm book
// (as when the room's events reach every workstation's cache): the same forced door raises one alarm
// in the room; what one guard does, the other workstation shows with who did it; a guard cannot close
// what another claimed, and is told who and since when; a supervisor takes over; a due re-alert
// sounds at one workstation only. Claims and take-overs join both workstations' alarm history; closed
// alarms leave memory; a rise made while the room was out of reach (before the alarm reached it, or
// after) reaches it once it is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { AppError } from '../../electron/app-error.js';
import { RoomAlarms } from '../../electron/core/room/alarms/room-alarms.js';
import type { RoomActor } from '../../electron/core/room/alarms/room-alarm.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { type FreezableProxy, startFreezableProxy } from '../support/freezable-proxy.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-03-10T12:00:00.000Z');
/** The customer's procedure, the same at every workstation (the room's rules). */
const PROCEDURES = [
  {
    customerGuid: CUSTOMER,
    steps: [{ text: 'Call the site contact', phones: ['+61 2 5550 0100'] }, { text: 'Send the patrol' }],
  },
];
const ANN: RoomActor = { operator: 'Ann', workstation: 'control-1', role: 'operator' };
const BOB: RoomActor = { operator: 'Bob', workstation: 'control-2', role: 'operator' };
const SUE: RoomActor = { operator: 'Sue', workstation: 'control-2', role: 'supervisor' };

interface Workstation {
  cache: Cache;
  book: AlarmBook;
  room: RoomAlarms;
  /** The alarms as this workstation's screens are shown them. */
  shown(): Promise<AlertGroup[]>;
  /** Resolves once `holds` (checked now and at each push to the screens). */
  until(holds: () => Promise<boolean>): Promise<void>;
}

let db: RoomDatabase;
let dirs: string[] = [];
let workstations: Workstation[] = [];
let relay: FreezableProxy | undefined;

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterEach(async () => {
  await Promise.all(workstations.map((station) => station.room.stop()));
  await relay?.close();
  relay = undefined;
  for (const station of workstations) station.cache.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  workstations = [];
  dirs = [];
  await db.drop();
});

/**
 * `url`: the room's database as this workstation reaches it (default: directly); `cachePath`: the cache
 * of a workstation started again (default: a new one).
 */
function workstation(name: string, url = db.url, cachePath?: string): Workstation {
  const dir = mkdtempSync(join(tmpdir(), `acs-room-${name}-`));
  dirs.push(dir);
  const cache = Cache.open(cachePath ?? join(dir, 'cache.sqlite3'));
  const book = new AlarmBook(cache, () => ({
    rules: DEFAULT_RULES,
    escalation: { critical: 2, high: 5, medium: 15, low: null },
    instructions: [],
    procedures: PROCEDURES,
    contacts: [],
  }));
  const pushed: Array<() => unknown> = [];
  let pushes = 0;
  const room = new RoomAlarms({
    url,
    workstation: name,
    book,
    shows: () => true,
    position: { since: undefined, save: () => undefined },
    risenHere: cache.roomRises,
    changed: () => {
      pushes += 1;
      pushed.splice(0).forEach((check) => check());
    },
    now: () => T0 + 60_000,
  });
  const shown = async () => room.decorate(await book.live());
  const station: Workstation = {
    cache,
    book,
    room,
    shown,
    until: (holds) =>
      new Promise((resolve, reject) => {
        // Checked again at once when a push came while it was being checked, so none is missed.
        const check = async (): Promise<void> => {
          const seen = pushes;
          if (await holds()) resolve();
          else if (pushes !== seen) await check();
          else pushed.push(() => check().catch(reject));
        };
        check().catch(reject);
      }),
  };
  workstations.push(station);
  return station;
}

const forcedDoor: AccessEvent = {
  eventId: 5001,
  eventType: 5,
  displayName: 'Door forced open',
  priorityDescription: 'Critical',
  eventDate: new Date(T0).toISOString(),
  receivedDate: new Date(T0).toISOString(),
  customerGuid: CUSTOMER,
  doorGuid: '33333333-3333-4333-8333-333333333333',
  doorName: 'Front door',
} as AccessEvent;

/** The event reaches the workstation's cache, its book raises the alarm, and the room is told: its local alarm. */
async function sees(station: Workstation, event: AccessEvent): Promise<AlertGroup> {
  await station.cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [event], nowMs: T0 });
  expect(await station.book.consider(CUSTOMER, [event], T0 + 1_000)).toBe(true);
  await station.room.mirror();
  return (await station.shown()).find((alarm) => alarm.eventIds.includes(event.eventId))!;
}

/** An address of the room where nothing answers yet (the room out of reach), and the room brought back there. */
async function roomOutOfReach(): Promise<{ url: string; bringBack: () => Promise<void> }> {
  const target = new URL(db.url);
  const probe = await startFreezableProxy(target.hostname, Number(target.port || 5432));
  await probe.close(); // nothing listens there now: the room refuses whoever tries it
  const url = new URL(db.url);
  url.port = String(probe.port);
  return {
    url: url.toString(),
    bringBack: async () => {
      relay = await startFreezableProxy(target.hostname, Number(target.port || 5432), probe.port);
    },
  };
}

async function refusal(step: Promise<unknown>): Promise<AppError> {
  const error = await step.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function roomRows(): Promise<Array<{ state: string; claimed_by: string | null; escalations: number }>> {
  return (await db.admin.query('SELECT state, claimed_by, escalations FROM room_alarms')).rows;
}

describe('a control room of two workstations', () => {
  it('raises one room alarm for a door both see, and shows on one what a guard did on the other', async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const [atA, atB] = await Promise.all([sees(a, forcedDoor), sees(b, forcedDoor)]);
    expect(await roomRows()).toEqual([{ state: 'open', claimed_by: null, escalations: 0 }]);
    expect(atA.claimedBy).toBeNull();

    await a.room.acknowledge([atA.alarmId], ANN, 'Patrol sent');

    await b.until(async () => (await b.shown())[0]?.state === 'acknowledged');
    const acknowledged = (await b.shown())[0]!;
    expect(acknowledged.alarmId).toBe(atB.alarmId);
    expect(acknowledged.history.at(-1)).toMatchObject({
      action: 'acknowledged',
      operator: 'Ann (control-1)',
      note: 'Patrol sent',
    });
    expect(acknowledged.claimedBy).toMatchObject({ operator: 'Ann', workstation: 'control-1' });
    expect((await a.shown())[0]).toMatchObject({ state: 'acknowledged', claimedBy: { operator: 'Ann' } });
    // Bob, too late, is told who was first.
    const late = await refusal(b.room.acknowledge([atB.alarmId], BOB, null));
    expect(late.kind).toBe('alarm-refused');
    expect(late.message).toMatch(/^“Door forced open” at Front door is claimed by Ann \(control-1\) since /);
  });

  it('refuses closing an alarm another guard claimed, naming them; a supervisor takes it over and closes it', async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const atA = await sees(a, forcedDoor);
    const atB = await sees(b, forcedDoor);
    await a.room.claim(atA.alarmId, ANN);
    await b.until(async () => (await b.shown())[0]?.claimedBy?.operator === 'Ann');
    expect((await b.shown())[0]!.claimedBy).toMatchObject({ workstation: 'control-1', sinceMs: expect.any(Number) });

    const refused = await refusal(b.room.close([atB.alarmId], BOB, 'false-alarm', 'Wind'));
    expect(refused.kind).toBe('alarm-refused');
    expect(refused.message).toMatch(
      // The test's customer is in no inventory: its site's zone is unknown, so the moment is told in UTC.
      /^“Door forced open” at Front door is claimed by Ann \(control-1\) since \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect((await b.shown())[0]!.state).toBe('open');

    await b.room.takeOver(atB.alarmId, SUE, 'Ann is on the phone');
    await a.until(async () => (await a.shown())[0]?.claimedBy?.operator === 'Sue');
    await b.room.close([atB.alarmId], SUE, 'genuine', 'Police called');

    await a.until(async () => (await a.book.stateOf(atA.alarmId)) === 'closed');
    expect(await a.shown()).toEqual([]);
    const [closedAtA] = await a.book.query({ states: ['closed'] });
    expect(closedAtA!.history.at(-1)).toMatchObject({
      action: 'closed',
      operator: 'Sue (control-2)',
      outcome: 'genuine',
      note: 'Police called',
    });
    expect(await roomRows()).toEqual([{ state: 'closed', claimed_by: null, escalations: 0 }]);
  });

  it('reopens a closed alarm at every workstation, saying who reopened it and why', async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const [atA, atB] = await Promise.all([sees(a, forcedDoor), sees(b, forcedDoor)]);
    await a.room.close([atA.alarmId], ANN, 'false-alarm', 'Wind');
    await b.until(async () => (await b.book.stateOf(atB.alarmId)) === 'closed');

    await b.room.reopen(atB.alarmId, BOB, 'Intruder back on camera');

    await a.until(async () => (await a.shown())[0]?.state === 'open');
    expect((await a.shown())[0]!.history.map((step) => [step.action, step.operator, step.note])).toEqual([
      ['raised', null, null],
      ['closed', 'Ann (control-1)', 'Wind'],
      ['raised', 'Bob (control-2)', 'reopened: Intruder back on camera'],
    ]);
    expect(await roomRows()).toEqual([{ state: 'open', claimed_by: null, escalations: 0 }]);
  });

  it('re-alerts an alarm left unacknowledged at one workstation only', async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const [atA, atB] = await Promise.all([sees(a, forcedDoor), sees(b, forcedDoor)]);
    // On the room's clock, it last sounded longer ago than a critical alarm may wait (2 min).
    await db.admin.query("UPDATE room_alarms SET last_alert_at = now() - interval '3 minutes'");

    const later = T0 + 10 * 60_000;
    await a.book.escalate(later, a.room.leaveEscalation);
    await b.book.escalate(later, b.room.leaveEscalation);
    // Each workstation's steps take turns: a mirror after the re-alert waits for it.
    await Promise.all([a.room.mirror(), b.room.mirror()]);

    const escalations = await Promise.all(
      [a, b].map(
        async (station, i) =>
          (await station.book.query({ states: ['open'] }))
            .find((alarm) => alarm.alarmId === [atA, atB][i]!.alarmId)!
            .history.filter((step) => step.action === 'escalated').length,
      ),
    );
    expect(escalations.sort()).toEqual([0, 1]);
    expect(await roomRows()).toEqual([{ state: 'open', claimed_by: null, escalations: 1 }]);
  });

  it("records claims, releases and take-overs in both workstations' alarm history, saying who and where", async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const [atA, atB] = await Promise.all([sees(a, forcedDoor), sees(b, forcedDoor)]);
    await a.room.claim(atA.alarmId, ANN);
    await a.room.release(atA.alarmId, ANN);
    await a.room.claim(atA.alarmId, ANN);
    await b.until(async () => (await b.shown())[0]?.claimedBy?.operator === 'Ann');
    await b.room.takeOver(atB.alarmId, SUE, 'Ann is on the phone');

    const expected = [
      ['claimed', 'Ann (control-1)', null],
      ['released', 'Ann (control-1)', null],
      ['claimed', 'Ann (control-1)', null],
      ['taken-over', 'Sue (control-2)', 'from Ann (control-1): Ann is on the phone'],
    ];
    await a.until(async () => (await claimSteps(a)).length === expected.length);
    expect(await claimSteps(a)).toEqual(expected);
    expect(await claimSteps(b)).toEqual(expected);
    // The history screen's answer (the alarm closed) still has them.
    await b.room.close([atB.alarmId], SUE, 'genuine', 'Police called');
    await a.until(async () => (await a.book.stateOf(atA.alarmId)) === 'closed');
    const [closed] = await a.book.query({ states: ['closed'] });
    expect(closed!.history.map((step) => step.action)).toEqual([
      'raised',
      'claimed',
      'released',
      'claimed',
      'taken-over',
      'closed',
    ]);
  });

  it("records each step of the procedure done in both workstations' history, with who and where; another's claim stands in the way", async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const [atA, atB] = await Promise.all([sees(a, forcedDoor), sees(b, forcedDoor)]);
    await a.room.doStep(atA.alarmId, ANN, 'Call the site contact');
    const doneAt = async (station: Workstation) =>
      (await station.shown())[0]?.procedure?.steps.map((step) => [step.text, step.done?.operator ?? null]);
    await b.until(async () => (await doneAt(b))?.[0]?.[1] === 'Ann (control-1)');
    expect(await doneAt(a)).toEqual([
      ['Call the site contact', 'Ann (control-1)'],
      ['Send the patrol', null],
    ]);
    expect(await doneAt(b)).toEqual(await doneAt(a));

    // Acknowledged by Ann, the alarm is hers: Bob's step is refused, naming her.
    await a.room.acknowledge([atA.alarmId], ANN, null);
    await b.until(async () => (await b.shown())[0]?.claimedBy?.operator === 'Ann');
    const refused = await refusal(b.room.doStep(atB.alarmId, BOB, 'Send the patrol'));
    expect(refused.kind).toBe('alarm-refused');
    expect(refused.message).toMatch(/“Door forced open” at Front door is claimed by Ann \(control-1\) since/);
    await a.room.doStep(atA.alarmId, ANN, 'Send the patrol');
    await b.until(async () => (await b.book.stepsDone(atB.alarmId)) === 2);
    expect(
      (await b.book.query({ states: ['acknowledged'] }))[0]!.history.map((step) => [
        step.action,
        step.operator,
        step.note,
      ]),
    ).toEqual([
      ['raised', null, null],
      ['step-done', 'Ann (control-1)', 'Call the site contact'],
      ['acknowledged', 'Ann (control-1)', null],
      ['step-done', 'Ann (control-1)', 'Send the patrol'],
    ]);
  });

  it('holds only the alarms not closed in memory, and still reopens a closed one at the other workstation', async () => {
    const [a, b] = [workstation('control-1'), workstation('control-2')];
    const doors: AccessEvent[] = Array.from({ length: 40 }, (_, i) => ({
      ...forcedDoor,
      eventId: 7000 + i,
      doorGuid: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
      doorName: `Door ${i}`,
    }));
    for (const station of [a, b]) {
      await station.cache.storage.storeBatch({ customerGuid: CUSTOMER, events: doors, nowMs: T0 });
      await station.book.consider(CUSTOMER, doors, T0 + 1_000);
      await station.room.mirror();
    }
    expect(a.room.held).toEqual({ alarms: 40, links: 40 });
    const atA = await a.shown();
    const kept = atA.find((alarm) => alarm.eventIds.includes(7000))!;
    await a.room.close(
      atA.filter((alarm) => alarm !== kept).map((alarm) => alarm.alarmId),
      ANN,
      'false-alarm',
      null,
    );
    await b.until(async () => (await b.shown()).length === 1);
    // Each workstation's steps take turns: a mirror waits for what the follower read before it.
    await Promise.all([a.room.mirror(), b.room.mirror()]);
    expect(a.room.held).toEqual({ alarms: 1, links: 1 });
    expect(b.room.held).toEqual({ alarms: 1, links: 1 });

    const closedAtB = (await b.book.query({ states: ['closed'] })).find((alarm) => alarm.eventIds.includes(7021))!;
    await b.room.reopen(closedAtB.alarmId, BOB, 'Seen on camera');
    await a.until(async () => (await a.shown()).some((alarm) => alarm.eventIds.includes(7021)));
    expect((await a.shown()).find((alarm) => alarm.eventIds.includes(7021))!.history.at(-1)).toMatchObject({
      action: 'raised',
      operator: 'Bob (control-2)',
      note: 'reopened: Seen on camera',
    });
    expect(b.room.held).toEqual({ alarms: 2, links: 2 });
    // Closed again, and reopened at the first workstation this time: read from the room there too.
    const again = (await a.shown()).find((alarm) => alarm.eventIds.includes(7021))!;
    await b.room.close([closedAtB.alarmId], BOB, 'test', null);
    await a.until(async () => (await a.book.stateOf(again.alarmId)) === 'closed');
    await a.room.reopen(again.alarmId, ANN, null);
    await b.until(async () => (await b.book.stateOf(closedAtB.alarmId)) === 'open');
    expect(await roomRows()).toHaveLength(40);
  });

  it('takes a rise made while the room was out of reach to the room once it is back: it rises there once, and the other follows', async () => {
    const room = await roomOutOfReach();
    const [a, b] = [workstation('control-1', room.url), workstation('control-2')];
    await a.cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [heldDoor], nowMs: T0 });
    expect(await a.book.consider(CUSTOMER, [heldDoor], T0 + 1_000)).toBe(true);
    await expect(a.room.mirror()).rejects.toThrow();
    // Its rule's wait (5 min unacknowledged) ends while the room is out of reach: it rises here at once.
    const later = T0 + 5 * 60_000 + 2_000;
    expect(await a.book.escalate(later, a.room.leaveEscalation)).toBe(true);
    expect((await a.shown())[0]).toMatchObject({ priority: 'high' });
    const atB = await sees(b, heldDoor);
    expect(atB.priority).toBe('medium');

    await room.bringBack();

    await b.until(async () => (await b.shown())[0]?.priority === 'high');
    expect((await b.shown())[0]!.history.filter((step) => step.action === 'escalated')).toEqual([
      expect.objectContaining({ operator: 'control-1', note: 'raised to HIGH: unacknowledged for 5 min' }),
    ]);
    // The second workstation's own wait ends too, and the first checks again: neither rises again.
    await b.book.escalate(later, b.room.leaveEscalation);
    await a.book.escalate(later + 15_000, a.room.leaveEscalation);
    await Promise.all([a.room.mirror(), b.room.mirror()]);
    const log = await db.admin.query('SELECT action, workstation, note FROM room_alarm_log ORDER BY entry_id');
    expect(log.rows).toEqual([
      { action: 'raised', workstation: 'control-2', note: null },
      { action: 'escalated', workstation: 'control-1', note: 'raised to HIGH: unacknowledged for 5 min' },
    ]);
    expect((await db.admin.query('SELECT priority, escalations FROM room_alarms')).rows).toEqual([
      { priority: 'high', escalations: 1 },
    ]);
    expect((await a.shown())[0]!.history.filter((step) => step.action === 'escalated')).toHaveLength(1);
    expect((await b.shown())[0]!.history.filter((step) => step.action === 'escalated')).toHaveLength(1);
  });

  it('keeps a rise made while the room was out of reach across a restart: the room hears the alarm at its first priority, then the rise', async () => {
    const room = await roomOutOfReach();
    const before = workstation('control-1', room.url);
    await before.cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [heldDoor], nowMs: T0 });
    expect(await before.book.consider(CUSTOMER, [heldDoor], T0 + 1_000)).toBe(true);
    await expect(before.room.mirror()).rejects.toThrow();
    expect(await before.book.escalate(T0 + 5 * 60_000 + 2_000, before.room.leaveEscalation)).toBe(true);
    expect((await before.shown())[0]).toMatchObject({ priority: 'high' });
    await before.room.stop(); // the app closes before the room is back

    const after = workstation('control-1', room.url, before.cache.path);
    await room.bringBack();
    await after.room.mirror();

    const log = await db.admin.query('SELECT action, workstation, note FROM room_alarm_log ORDER BY entry_id');
    expect(log.rows).toEqual([
      { action: 'raised', workstation: 'control-1', note: null },
      { action: 'escalated', workstation: 'control-1', note: 'raised to HIGH: unacknowledged for 5 min' },
    ]);
    expect((await db.admin.query('SELECT priority, escalations FROM room_alarms')).rows).toEqual([
      { priority: 'high', escalations: 1 },
    ]);
    expect(await after.cache.roomRises.alarmIds()).toEqual([]);
  });

  it('rises here at once when its wait ends while the room is out of reach, and takes the rise to the room once it is back', async () => {
    const target = new URL(db.url);
    relay = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const port = relay.port;
    const viaRelay = new URL(db.url);
    viaRelay.port = String(port);
    const [a, b] = [workstation('control-1', viaRelay.toString()), workstation('control-2')];
    await sees(a, heldDoor);
    const atB = await sees(b, heldDoor);
    expect(await roomRows()).toHaveLength(1);
    await relay.close(); // the room is out of reach for the first workstation, its alarm already there

    const later = T0 + 5 * 60_000 + 2_000;
    await a.book.escalate(later, a.room.leaveEscalation);
    await a.until(async () => (await a.shown())[0]?.priority === 'high');
    expect((await b.shown())[0]).toMatchObject({ alarmId: atB.alarmId, priority: 'medium' });

    relay = await startFreezableProxy(target.hostname, Number(target.port || 5432), port); // the room is back
    await b.until(async () => (await b.shown())[0]?.priority === 'high');
    expect((await b.shown())[0]!.history.filter((step) => step.action === 'escalated')).toEqual([
      expect.objectContaining({ operator: 'control-1', note: 'raised to HIGH: unacknowledged for 5 min' }),
    ]);
    expect((await db.admin.query('SELECT priority, escalations FROM room_alarms')).rows).toEqual([
      { priority: 'high', escalations: 1 },
    ]);
    expect((await a.shown())[0]!.history.filter((step) => step.action === 'escalated')).toHaveLength(1);
  });
});

const heldDoor: AccessEvent = {
  ...forcedDoor,
  eventId: 5002,
  displayName: 'Door held open',
  priorityDescription: 'Low',
  doorName: 'Loading bay',
};

/** The claim steps of the workstation's one alarm not closed, as its history says them. */
async function claimSteps(station: Workstation): Promise<Array<[string, string | null, string | null]>> {
  return (await station.shown())[0]!.history
    .filter((step) => ['claimed', 'released', 'taken-over'].includes(step.action))
    .map((step) => [step.action, step.operator, step.note]);
}
