// Two workstations of one control room on a real PostgreSQL, each with its own cache and alarm book
// (as when the room's events reach every workstation's cache): the same forced door raises one alarm
// in the room; what one guard does, the other workstation shows with who did it; a guard cannot close
// what another claimed, and is told who and since when; a supervisor takes over; a due re-alert
// sounds at one workstation only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { AppError } from '../../electron/core/app/app-error.js';
import { RoomAlarms } from '../../electron/core/app/room-alarms.js';
import type { RoomActor } from '../../electron/core/room/room-alarm.js';
import { migrateRoom } from '../../electron/core/room/room-migrations.js';
import { Cache } from '../../electron/core/store/cache.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-03-10T12:00:00.000Z');
const ANN: RoomActor = { operator: 'Ann', workstation: 'control-1', role: 'operator' };
const BOB: RoomActor = { operator: 'Bob', workstation: 'control-2', role: 'operator' };
const SUE: RoomActor = { operator: 'Sue', workstation: 'control-2', role: 'supervisor' };

interface Workstation {
  cache: Cache;
  book: AlarmBook;
  room: RoomAlarms;
  /** The alarms as this workstation's screens are shown them. */
  shown(): AlertGroup[];
  /** Resolves once `holds` (checked now and at each push to the screens). */
  until(holds: () => boolean): Promise<void>;
}

let db: RoomDatabase;
let dirs: string[] = [];
let workstations: Workstation[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
  await migrateRoom(db.admin);
});
afterEach(async () => {
  await Promise.all(workstations.map((station) => station.room.stop()));
  for (const station of workstations) station.cache.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  workstations = [];
  dirs = [];
  await db.drop();
});

function workstation(name: string): Workstation {
  const dir = mkdtempSync(join(tmpdir(), `acs-room-${name}-`));
  dirs.push(dir);
  const cache = Cache.open(join(dir, 'cache.sqlite3'));
  const book = new AlarmBook(cache, () => ({
    rules: DEFAULT_RULES,
    escalation: { critical: 2, high: 5, medium: 15, low: null },
    instructions: [],
  }));
  const pushed: Array<() => unknown> = [];
  const room = new RoomAlarms({
    url: db.url,
    workstation: name,
    book,
    changed: () => pushed.splice(0).forEach((check) => check()),
    now: () => T0 + 60_000,
  });
  const shown = () => room.decorate(book.live());
  const station: Workstation = {
    cache,
    book,
    room,
    shown,
    until: (holds) =>
      new Promise((resolve) => {
        const check = () => (holds() ? resolve() : pushed.push(check));
        check();
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
  station.cache.events.store(CUSTOMER, [event], T0);
  expect(station.book.consider(CUSTOMER, [event], T0 + 1_000)).toBe(true);
  await station.room.mirror();
  return station.shown().find((alarm) => alarm.eventIds.includes(event.eventId))!;
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

    await b.until(() => b.shown()[0]?.state === 'acknowledged');
    const acknowledged = b.shown()[0]!;
    expect(acknowledged.alarmId).toBe(atB.alarmId);
    expect(acknowledged.history.at(-1)).toMatchObject({
      action: 'acknowledged',
      operator: 'Ann (control-1)',
      note: 'Patrol sent',
    });
    expect(acknowledged.claimedBy).toMatchObject({ operator: 'Ann', workstation: 'control-1' });
    expect(a.shown()[0]).toMatchObject({ state: 'acknowledged', claimedBy: { operator: 'Ann' } });
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
    await b.until(() => b.shown()[0]?.claimedBy?.operator === 'Ann');
    expect(b.shown()[0]!.claimedBy).toMatchObject({ workstation: 'control-1', sinceMs: expect.any(Number) });

    const refused = await refusal(b.room.close([atB.alarmId], BOB, 'false-alarm', 'Wind'));
    expect(refused.kind).toBe('alarm-refused');
    expect(refused.message).toMatch(
      // The test's customer is in no inventory: its site's zone is unknown, so the moment is told in UTC.
      /^“Door forced open” at Front door is claimed by Ann \(control-1\) since \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect(b.shown()[0]!.state).toBe('open');

    await b.room.takeOver(atB.alarmId, SUE, 'Ann is on the phone');
    await a.until(() => a.shown()[0]?.claimedBy?.operator === 'Sue');
    await b.room.close([atB.alarmId], SUE, 'genuine', 'Police called');

    await a.until(() => a.book.stateOf(atA.alarmId) === 'closed');
    expect(a.shown()).toEqual([]);
    const [closedAtA] = a.book.query({ states: ['closed'] });
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
    await b.until(() => b.book.stateOf(atB.alarmId) === 'closed');

    await b.room.reopen(atB.alarmId, BOB, 'Intruder back on camera');

    await a.until(() => a.shown()[0]?.state === 'open');
    expect(a.shown()[0]!.history.map((step) => [step.action, step.operator, step.note])).toEqual([
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
    a.book.escalate(later, a.room.leaveEscalation);
    b.book.escalate(later, b.room.leaveEscalation);
    // Each workstation's steps take turns: a mirror after the re-alert waits for it.
    await Promise.all([a.room.mirror(), b.room.mirror()]);

    const escalations = [a, b].map(
      (station, i) =>
        station.book
          .query({ states: ['open'] })
          .find((alarm) => alarm.alarmId === [atA, atB][i]!.alarmId)!
          .history.filter((step) => step.action === 'escalated').length,
    );
    expect(escalations.sort()).toEqual([0, 1]);
    expect(await roomRows()).toEqual([{ state: 'open', claimed_by: null, escalations: 1 }]);
  });
});
