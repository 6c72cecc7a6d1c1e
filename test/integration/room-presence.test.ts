// Who holds what in a control room (issue 35 part 1), on a real PostgreSQL, each workstation on its own
// connection: the list of operators at the room's screens and since when, gone once unseen; what an
// operator idle or away for the set time holds goes back to the queue once, however many workstations
// ask, the log saying why; an alarm forwarded to an operator present, with a note, and refused to one who
// is not, may not see its customer, or while another holds it.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmRefusedError } from '../../electron/core/room/alarms/alarm-refusal.js';
import { AlarmQueue, type NewRoomAlarm } from '../../electron/core/room/alarms/alarm-queue.js';
import type { RoomActor } from '../../electron/core/room/alarms/room-alarm.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import { RoomPresence, type ScreenPresence } from '../../electron/core/room/alarms/room-presence.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';
const OTHER_CUSTOMER = 'c0ffee00-0000-4000-8000-000000000002';
const ANN: RoomActor = { operator: 'Ann', workstation: 'control-1', role: 'operator' };
const BOB: RoomActor = { operator: 'Bob', workstation: 'control-2', role: 'operator' };
const SUE: RoomActor = { operator: 'Sue', workstation: 'control-3', role: 'supervisor' };
const FIVE_MIN = 300_000;

let db: RoomDatabase;
let clients: pg.Client[];
let nextEvent = 9_000;

beforeAll(async () => {
  db = await createRoomDatabase({ migrated: true });
  clients = await Promise.all([openRoomConnection(db.url), openRoomConnection(db.url)]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await db.drop();
});

function screen(operator: string, screenId: string, idleMs: number, customers: string[] | null = null): ScreenPresence {
  return { screenId, screenName: 'Chrome 156 on Linux', operator, customers, idleMs };
}

async function raised(customerGuid = CUSTOMER): Promise<number> {
  const alarm: NewRoomAlarm = { eventId: nextEvent++, customerGuid, ruleName: 'Door forced open', priority: 'high' };
  return (await new AlarmQueue(clients[0]!).raise(alarm, 'control-1')).alarm.alarmId;
}

/** The claim was made `ms` ago (the test cannot wait five minutes for it). */
async function claimedAgo(alarmId: number, ms: number): Promise<void> {
  await db.admin.query(
    'UPDATE room_alarms SET claimed_at = claimed_at - make_interval(secs => $2) WHERE alarm_id = $1',
    [alarmId, ms / 1000],
  );
}

/** The workstation of that operator's screens stopped reporting them `ms` ago. */
async function goneAgo(operator: string, ms: number): Promise<void> {
  await db.admin.query(
    `UPDATE room_presence SET seen_at = seen_at - make_interval(secs => $2), active_at = active_at - make_interval(secs => $2)
      WHERE operator = $1`,
    [operator, ms / 1000],
  );
}

async function refusal(step: Promise<unknown>): Promise<string> {
  const error = await step.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AlarmRefusedError);
  return (error as AlarmRefusedError).message;
}

describe('who is at the screens of a control room', () => {
  it('lists each operator at each workstation and screen, since when and how long idle; one unseen for 30 s is gone', async () => {
    const [one, two] = clients.map((client) => new RoomPresence(client));
    await one!.report('control-1', [screen('Ann', 'window', 2_000)]);
    await two!.report('control-2', [screen('Bob', 'screen-b', 200_000, [CUSTOMER]), screen('Cy', 'screen-c', 0, [])]);

    const rows = await one!.list();
    const byName = new Map(rows.map((row) => [row.operator, row]));
    expect([...byName.keys()].sort()).toEqual(['Ann', 'Bob', 'Cy']);
    expect(byName.get('Bob')).toMatchObject({ workstation: 'control-2', screenId: 'screen-b', present: true });
    expect(byName.get('Bob')!.idleMs).toBeGreaterThanOrEqual(200_000);
    expect(byName.get('Ann')!.idleMs).toBeLessThan(60_000);
    expect(byName.get('Ann')!.sinceAgoMs).toBeLessThan(60_000);

    await goneAgo('Cy', 40_000);
    const cy = (await one!.list()).find((row) => row.operator === 'Cy')!;
    expect(cy.present).toBe(false);
    expect(cy.seenAgoMs).toBeGreaterThanOrEqual(40_000);
    // Present first: Cy, gone, comes last.
    expect((await one!.list()).at(-1)!.operator).toBe('Cy');
  });

  it('counts an operator back from away as there since now, and one who takes over a screen from another too', async () => {
    const presence = new RoomPresence(clients[0]!);
    await presence.report('control-4', [screen('Dee', 'screen-d', 0)]);
    await db.admin.query(`UPDATE room_presence SET since = since - interval '2 hours' WHERE operator = 'Dee'`);
    await presence.report('control-4', [screen('Dee', 'screen-d', 0)]);
    expect((await presence.list()).find((row) => row.operator === 'Dee')!.sinceAgoMs).toBeGreaterThan(7_000_000);

    await goneAgo('Dee', 60_000);
    await presence.report('control-4', [screen('Dee', 'screen-d', 0)]);
    expect((await presence.list()).find((row) => row.operator === 'Dee')!.sinceAgoMs).toBeLessThan(60_000);

    await db.admin.query(`UPDATE room_presence SET since = since - interval '2 hours' WHERE operator = 'Dee'`);
    await presence.report('control-4', [screen('Eve', 'screen-d', 0)]);
    const rows = await presence.list();
    expect(rows.find((row) => row.screenId === 'screen-d')).toMatchObject({ operator: 'Eve' });
    expect(rows.find((row) => row.screenId === 'screen-d')!.sinceAgoMs).toBeLessThan(60_000);
  });
});

describe('what an idle or absent operator holds', () => {
  it('goes back to the queue once however many workstations ask, the log saying who was idle; the active keep theirs', async () => {
    const [one, two] = clients.map((client) => new RoomPresence(client));
    const queue = new AlarmQueue(clients[0]!);
    const anns = await raised();
    const bobs = await raised();
    await queue.claim(anns, ANN);
    await queue.claim(bobs, BOB);
    await claimedAgo(anns, 2 * FIVE_MIN);
    await claimedAgo(bobs, 2 * FIVE_MIN);
    await one!.report('control-1', [screen('Ann', 'window', FIVE_MIN + 60_000)]);
    await two!.report('control-2', [screen('Bob', 'screen-b', 10_000, [CUSTOMER])]);

    const released = await Promise.all([
      one!.releaseIdle(FIVE_MIN, 'control-1'),
      two!.releaseIdle(FIVE_MIN, 'control-2'),
    ]);

    expect(released.flat().map((alarm) => alarm.alarmId)).toEqual([anns]);
    expect((await queue.get(anns))!.claim).toBeNull();
    expect((await queue.get(bobs))!.claim).toMatchObject({ operator: 'Bob' });
    const log = await queue.log(anns);
    expect(log.filter((entry) => entry.action === 'released')).toEqual([
      expect.objectContaining({
        operator: null,
        note: 'Ann idle at their screen for over 5 min: back to the queue',
      }),
    ]);
  });

  it('goes back from an operator away from every screen, and from one never at any (a claim from the command line)', async () => {
    const presence = new RoomPresence(clients[1]!);
    const queue = new AlarmQueue(clients[1]!);
    await presence.report('control-5', [screen('Fay', 'screen-f', 0)]);
    const fays = await raised();
    const gils = await raised();
    await queue.claim(fays, { operator: 'Fay', workstation: 'control-5', role: 'operator' });
    await queue.claim(gils, { operator: 'Gil', workstation: 'control-6', role: 'operator' });
    await claimedAgo(fays, 2 * FIVE_MIN);
    await claimedAgo(gils, 2 * FIVE_MIN);
    await goneAgo('Fay', FIVE_MIN + 1_000);

    const released = await presence.releaseIdle(FIVE_MIN, 'control-2');

    expect(released.map((alarm) => alarm.alarmId).sort()).toEqual([fays, gils].sort());
    const notes = async (alarmId: number) =>
      (await queue.log(alarmId)).filter((entry) => entry.action === 'released').map((entry) => entry.note);
    expect(await notes(fays)).toEqual(['Fay away from every screen for over 5 min: back to the queue']);
    expect(await notes(gils)).toEqual(['Gil away from every screen for over 5 min: back to the queue']);
  });

  it('stays with an operator who claimed it within the set time, though they touched no screen for longer', async () => {
    const presence = new RoomPresence(clients[0]!);
    const queue = new AlarmQueue(clients[0]!);
    await presence.report('control-7', [screen('Hal', 'window', 3 * FIVE_MIN)]);
    const hals = await raised();
    await queue.claim(hals, { operator: 'Hal', workstation: 'control-7', role: 'operator' });

    expect(await presence.releaseIdle(FIVE_MIN, 'control-1')).toEqual([]);
    expect((await queue.get(hals))!.claim).toMatchObject({ operator: 'Hal' });
  });
});

describe('forwarding an alarm', () => {
  it('hands it to an operator present, theirs with the note on top, said in the log; a release drops the note', async () => {
    const presence = new RoomPresence(clients[0]!);
    await presence.report('control-1', [screen('Ann', 'window', 0)]);
    await presence.report('control-2', [screen('Bob', 'screen-b', 0, [CUSTOMER])]);
    const queue = new AlarmQueue(clients[0]!);
    const alarmId = await raised();
    await queue.claim(alarmId, ANN);

    const forwarded = await queue.forward(alarmId, ANN, 'Bob', 'Patrol is on the way: meet them at the gate');

    expect(forwarded.claim).toMatchObject({
      operator: 'Bob',
      workstation: 'control-2',
      forwarded: { by: 'Ann (control-1)', note: 'Patrol is on the way: meet them at the gate' },
    });
    expect((await queue.log(alarmId)).at(-1)).toMatchObject({
      action: 'forwarded',
      operator: 'Ann',
      workstation: 'control-1',
      note: 'to Bob (control-2): Patrol is on the way: meet them at the gate',
    });
    // Bob acknowledges it as his; the note stays while he holds it, and goes when he lets it go.
    expect((await queue.acknowledge(alarmId, BOB, null)).claim?.forwarded?.by).toBe('Ann (control-1)');
    expect((await queue.release(alarmId, BOB)).claim).toBeNull();
    expect((await queue.claim(alarmId, ANN)).claim?.forwarded).toBeNull();
  });

  it('is refused to an operator at no screen, to one who may not see its customer, to oneself, and over another’s hold', async () => {
    const presence = new RoomPresence(clients[0]!);
    await presence.report('control-1', [screen('Ann', 'window', 0)]);
    await presence.report('control-2', [screen('Bob', 'screen-b', 0, [CUSTOMER])]);
    const queue = new AlarmQueue(clients[0]!);
    const elsewhere = await raised(OTHER_CUSTOMER);
    const held = await raised();

    expect(await refusal(queue.forward(elsewhere, ANN, 'Zed', null))).toMatch(
      /cannot be forwarded to Zed: Zed is not signed in at any screen of the room now$/,
    );
    expect(await refusal(queue.forward(elsewhere, ANN, 'Bob', null))).toMatch(
      /cannot be forwarded to Bob: Bob may not see this customer$/,
    );
    expect(await refusal(queue.forward(elsewhere, ANN, 'Ann', null))).toMatch(/it would be yours already$/);
    await queue.claim(held, SUE);
    expect(await refusal(queue.forward(held, ANN, 'Bob', null))).toMatch(/is claimed by Sue \(control-3\) since /);
    expect((await queue.get(held))!.claim).toMatchObject({ operator: 'Sue', forwarded: null });
  });
});
