// Two workstations as the screens drive them (AppService, each with its own profile and cache, both
// watching the demo service) in one control room on a real PostgreSQL: a forced door both see is one
// alarm in the room; an acknowledgement at one reaches the other's screens with who and where; a
// claim is shown on the other, and a second claim is refused naming who holds it and since when.
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type AlertGroup, type CallResult, type PushEvent } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { OffsetClock } from '../../electron/core/app/test-clock.js';
import { siteMoment } from '../../electron/core/alarms/site-moment.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoCustomer, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { closeLockGate } from '../support/room-lock-gate.js';

interface Workstation {
  app: AppService;
  call(method: string, input?: unknown): Promise<CallResult<unknown>>;
  /** The alarms of the first `alerts` push (the latest one counts too) for which `holds`. */
  alarmsUntil(holds: (groups: AlertGroup[]) => boolean): Promise<AlertGroup[]>;
  /** The alarm of `eventId` in the first `alerts` push where it satisfies `seen`. */
  alarmOf(eventId: number, seen: (alarm: AlertGroup) => boolean): Promise<AlertGroup>;
  /** Every watched customer's sync is live: what reaches the service from now on alarms. */
  live: Promise<void>;
}

let db: RoomDatabase;
let demo: DemoService;
let dirs: string[] = [];
let stations: Workstation[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  await Promise.all(stations.map((station) => station.app.stop()));
  await demo.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  stations = [];
  dirs = [];
  await db.drop();
});

/** The control room's two workstations, both on the demo and live; `clock`: the apps' clock. */
async function twoLiveWorkstations(clock?: OffsetClock): Promise<[Workstation, Workstation]> {
  const pair: [Workstation, Workstation] = [
    workstation('control-1', true, clock),
    workstation('control-2', true, clock),
  ];
  for (const station of pair) expect(await station.call('session.startDemo')).toMatchObject({ ok: true });
  await Promise.all(pair.map((station) => station.live));
  return pair;
}

/** The customer the tests' events are of (one the guard may see). */
function seenCustomer(): DemoCustomer {
  return demo.data.customers.find((c) => !c.restricted)!;
}

/** An event of `customer` at its first door, the "Loading bay". */
function atLoadingBay(customer: DemoCustomer, fields: Partial<AccessEvent>): AccessEvent {
  return demo.makeEvent(customer.customerGuid, {
    doorGuid: customer.doors[0]!.doorGuid,
    doorName: 'Loading bay',
    ...fields,
  });
}

/** `shown`, or a failure saying what is missing once `ms` have passed (a missing alarm never comes). */
async function within<T>(shown: Promise<T>, ms: number, missing: string): Promise<T> {
  const timer = new AbortController();
  const late = delay(ms, undefined, { signal: timer.signal }).then(() => {
    throw new Error(missing);
  });
  try {
    return await Promise.race([shown, late]);
  } finally {
    timer.abort();
  }
}

/** The room's alarm (by the event that keys it) that the event raised or joined, once the room has it. */
async function roomAlarmOfEvent(eventId: number): Promise<number> {
  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  try {
    let announced = (): void => undefined;
    listener.on('notification', () => announced());
    await listener.query('LISTEN room_alarms');
    for (;;) {
      const next = new Promise<void>((resolve) => (announced = resolve));
      const found = await db.admin.query<{ key: string }>(
        'SELECT a.event_id AS key FROM room_alarm_events x JOIN room_alarms a USING (alarm_id) WHERE x.event_id = $1',
        [eventId],
      );
      if (found.rows[0]) return Number(found.rows[0].key);
      await next;
    }
  } finally {
    await listener.end();
  }
}

/** A workstation in the test's room; `inRoom` false: a single guard's, with no room; `clock`: the app's clock. */
function workstation(name: string, inRoom = true, clock?: OffsetClock): Workstation {
  const dataDir = mkdtempSync(join(tmpdir(), `acs-room-app-${name}-`));
  dirs.push(dataDir);
  const app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    syncSettings: { intervalMs: 200 },
    ...(inRoom ? { database: db.url } : {}),
    workstation: name,
    env: {},
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
    ...(clock && { now: clock.now }),
  });
  clock?.onAdvance((_nowMs, advancedMs) => app.clockMoved(advancedMs));
  let latest: AlertGroup[] = [];
  const waiters: Array<() => boolean> = [];
  let isLive = (): void => undefined;
  const live = new Promise<void>((resolve) => (isLive = resolve));
  app.subscribe((event: PushEvent) => {
    if (event.name === 'sync-status') {
      const { statuses } = event.payload;
      if (statuses.length > 0 && statuses.every((status) => status.phase === 'live')) isLive();
    }
    if (event.name !== 'alerts') return;
    latest = event.payload.groups;
    waiters.splice(0, waiters.length, ...waiters.filter((waiter) => !waiter()));
  });
  const alarmsUntil = (holds: (groups: AlertGroup[]) => boolean): Promise<AlertGroup[]> =>
    new Promise((resolve) => {
      const check = (): boolean => holds(latest) && (resolve(latest), true);
      if (!check()) waiters.push(check);
    });
  const alarmOf = (eventId: number, seen: (alarm: AlertGroup) => boolean): Promise<AlertGroup> => {
    const of = (groups: AlertGroup[]) => groups.find((group) => group.eventIds.includes(eventId));
    return alarmsUntil((groups) => {
      const alarm = of(groups);
      return alarm !== undefined && seen(alarm);
    }).then((groups) => of(groups)!);
  };
  const station: Workstation = {
    app,
    live,
    call: (method, input = {}) => dispatch(app, method, input),
    alarmsUntil,
    alarmOf,
  };
  stations.push(station);
  return station;
}

describe.skipIf(!CLI_BUILT)(
  'two workstations of a control room (needs npm run build:node for the sync worker)',
  { timeout: 90_000 },
  () => {
    it('share one alarm: raised once, acknowledged at one and shown so at the other; a claim is shown and a second refused', async () => {
      const [a, b] = [workstation('control-1'), workstation('control-2')];
      expect(await a.call('session.startDemo')).toMatchObject({ ok: true });
      expect(await b.call('session.startDemo')).toMatchObject({ ok: true });
      // The demo's supervisor at the second workstation (the room tells operators apart by name).
      const login = { userName: 'supervisor', password: 'supervisor-demo', remember: false };
      expect(await b.call('session.login', login)).toMatchObject({ ok: true });
      await Promise.all([a.live, b.live]);
      const customer = demo.data.customers.find((c) => !c.restricted)!;
      const [door] = customer.doors;
      const forced = demo.makeEvent(customer.customerGuid, {
        eventType: 5,
        displayName: 'Door forced open',
        priorityDescription: 'Critical',
        doorGuid: door!.doorGuid,
        doorName: 'Loading bay',
      });
      demo.addEvents([forced]);

      const [atA, atB] = await Promise.all([
        a.alarmOf(forced.eventId, () => true),
        b.alarmOf(forced.eventId, () => true),
      ]);
      expect(atA).toMatchObject({ priority: 'critical', state: 'open', claimedBy: null });
      const acknowledged = await a.call('alerts.acknowledge', { alarmIds: [atA.alarmId], note: 'Patrol sent' });
      expect(acknowledged).toMatchObject({ ok: true });

      const seenAtB = await b.alarmOf(forced.eventId, (alarm) => alarm.state === 'acknowledged');
      expect(seenAtB.alarmId).toBe(atB.alarmId);
      // The room shared the customer's inventory before its events: the alarm here is on its site's clock too.
      expect(seenAtB.timeZone, "the customer's zone at the other workstation").toBe(
        customer.customer.geographicTimezoneId,
      );
      expect(seenAtB.history.at(-1)).toMatchObject({
        action: 'acknowledged',
        operator: 'guard (control-1)',
        note: 'Patrol sent',
      });
      expect(seenAtB.claimedBy).toMatchObject({ operator: 'guard', workstation: 'control-1' });
      const rows = await db.admin.query('SELECT state FROM room_alarms WHERE event_id = $1', [forced.eventId]);
      expect(rows.rows).toEqual([{ state: 'acknowledged' }]);

      // The room's acknowledger holds it: a claim from the other workstation is refused, saying by whom.
      const claim = await b.call('alerts.claim', { alarmId: atB.alarmId });
      expect(claim).toMatchObject({ ok: false, error: { kind: 'alarm-refused' } });
      // Since when, on the site's clock (the customer's zone), as every other time of the alarm.
      const since = siteMoment(seenAtB.claimedBy!.sinceMs, Date.now(), customer.customer.geographicTimezoneId);
      expect(since).toMatch(/ \(site time\)$/);
      expect((claim as { error: { message: string } }).error.message).toBe(
        `“Door forced open” at Loading bay is claimed by guard (control-1) since ${since}`,
      );

      expect(await b.call('alerts.close', { alarmIds: [atB.alarmId], outcome: 'test', note: null })).toMatchObject({
        ok: false,
        error: { kind: 'alarm-refused' },
      });
      // The supervisor takes it over (no supervisor password is set here: anyone may, as for the rules)
      // and closes it: it leaves the first workstation's screens, closed by them.
      expect(await b.call('alerts.takeOver', { alarmId: atB.alarmId, note: 'Handover' })).toMatchObject({ ok: true });
      await a.alarmOf(forced.eventId, (alarm) => alarm.claimedBy?.workstation === 'control-2');
      const close = await b.call('alerts.close', {
        alarmIds: [atB.alarmId],
        outcome: 'genuine',
        note: 'Police called',
      });
      expect(close).toMatchObject({ ok: true });
      await a.alarmsUntil((groups) => !groups.some((group) => group.eventIds.includes(forced.eventId)));
      const history = await a.call('alerts.history', { states: ['closed'], limit: 10 });
      const closedAtA = (history as { value: AlertGroup[] }).value.find((group) => group.alarmId === atA.alarmId);
      expect(closedAtA?.history.at(-1)).toMatchObject({
        action: 'closed',
        operator: 'supervisor (control-2)',
        outcome: 'genuine',
        note: 'Police called',
      });
    });

    it('raises a door held open to HIGH once for the room when nobody acknowledges it, and both workstations show it so', async () => {
      const clock = new OffsetClock();
      const [a, b] = await twoLiveWorkstations(clock);
      // The default rules: a door held open is MEDIUM, and rises to HIGH left unacknowledged 5 min.
      const held = atLoadingBay(seenCustomer(), {
        eventType: 6,
        displayName: 'Door held open',
        priorityDescription: 'Medium',
      });
      demo.addEvents([held]);
      const atFirst = await a.alarmOf(held.eventId, (alarm) => alarm.priority === 'medium');
      // The first guard is on it but acknowledges nothing; the other workstation shows so (both know the room's alarm).
      expect(await a.call('alerts.claim', { alarmId: atFirst.alarmId })).toMatchObject({ ok: true });
      const claimedAtB = await b.alarmOf(held.eventId, (alarm) => alarm.claimedBy?.workstation === 'control-1');
      // Its card's "since" and its history's claim are one moment, the room's, at both workstations.
      const claimedAtA = await a.alarmOf(held.eventId, (alarm) => alarm.claimedBy?.workstation === 'control-1');
      for (const seen of [claimedAtA, claimedAtB]) {
        expect(seen.history.find((step) => step.action === 'claimed')?.atMs).toBe(seen.claimedBy!.sinceMs);
      }

      clock.advance(6 * 60_000);

      const [atA, atB] = await Promise.all(
        [a, b].map((station) => station.alarmOf(held.eventId, (alarm) => alarm.priority === 'high')),
      );
      const logged = await db.admin.query<{ workstation: string; note: string }>(
        `SELECT l.workstation, l.note FROM room_alarm_log l JOIN room_alarms r USING (alarm_id)
          WHERE r.event_id = $1 AND l.action = 'escalated'`,
        [held.eventId],
      );
      expect(logged.rows).toEqual([
        { workstation: expect.stringMatching(/^control-[12]$/), note: 'raised to HIGH: unacknowledged for 5 min' },
      ]);
      const winner = logged.rows[0]!.workstation;
      // One rise in each workstation's history: the other workstation's names the one that made it rise.
      for (const [alarm, name] of [
        [atA!, 'control-1'],
        [atB!, 'control-2'],
      ] as const) {
        const rises = alarm.history.filter((step) => step.action === 'escalated');
        expect(rises).toEqual([
          expect.objectContaining({
            operator: name === winner ? null : winner,
            note: 'raised to HIGH: unacknowledged for 5 min',
          }),
        ]);
      }
      const row = await db.admin.query('SELECT priority, escalations FROM room_alarms WHERE event_id = $1', [
        held.eventId,
      ]);
      expect(row.rows).toEqual([{ priority: 'high', escalations: 1 }]);
    });

    it('shows every open room alarm at both workstations when a repeat arrives while an acknowledgement crosses (20 times)', async () => {
      const [a, b] = await twoLiveWorkstations();
      // The default rules group a door held open per door: a repeat joins the open alarm, or raises its own.
      const heldOpen = () =>
        atLoadingBay(seenCustomer(), { eventType: 6, displayName: 'Door held open', priorityDescription: 'Medium' });
      for (let round = 0; round < 20; round += 1) {
        const acknowledging = round % 2 === 0 ? a : b;
        const first = heldOpen();
        demo.addEvents([first]);
        const alarm = await acknowledging.alarmOf(first.eventId, (shown) => shown.state === 'open');
        // The repeat reaches the poller, whose publish to the room waits at the gate; meanwhile a guard
        // acknowledges: the acknowledgement reaches every workstation before the repeat does.
        const gate = await closeLockGate(db.admin, 'LOCK TABLE room_feed IN SHARE MODE');
        const repeat = heldOpen();
        demo.addEvents([repeat]);
        await gate.waitForWaiters(1);
        const acknowledged = await acknowledging.call('alerts.acknowledge', { alarmIds: [alarm.alarmId], note: null });
        await gate.open();
        expect(acknowledged).toMatchObject({ ok: true });
        const repeatAlarm = await roomAlarmOfEvent(repeat.eventId);
        const notClosed = await db.admin.query<{ event_id: string; state: string }>(
          "SELECT event_id, state FROM room_alarms WHERE state <> 'closed'",
        );
        expect(notClosed.rows.map((row) => Number(row.event_id))).toContain(repeatAlarm);
        // Both lists hold every room alarm not closed, in the room's state, with the repeat in the same one.
        for (const [name, station] of [
          ['control-1', a],
          ['control-2', b],
        ] as const) {
          const everyOne = station.alarmsUntil((groups) =>
            notClosed.rows.every((row) =>
              groups.some(
                (group) =>
                  group.eventIds.includes(Number(row.event_id)) &&
                  group.state === row.state &&
                  (Number(row.event_id) !== repeatAlarm || group.eventIds.includes(repeat.eventId)),
              ),
            ),
          );
          await within(everyOne, 20_000, `round ${round}: a room alarm not closed is missing at ${name}`);
        }
      }
    }, 240_000);

    it('raises a card’s third denial to HIGH once, in the room, and both workstations show it so', async () => {
      const [a, b] = await twoLiveWorkstations();
      const customer = seenCustomer();
      // A cardholder neither barred nor gone, with a card not lost: only the denial rule applies.
      const { subject } = customer.subjects.find(
        (s) => s.subject.userGuid !== null && !s.barred && !s.deleted && s.subject.tokenLost !== true,
      )!;
      const denial = () =>
        atLoadingBay(customer, { eventType: 2, displayName: 'Access denied', priorityDescription: 'Low', ...subject });
      // One at a time, each in the room before the next: the third raises the room's alarm, not a workstation's.
      const denials = [denial(), denial(), denial()];
      for (const [index, event] of denials.entries()) {
        demo.addEvents([event]);
        await Promise.all(
          [a, b].map((station) => station.alarmOf(event.eventId, (alarm) => alarm.count === index + 1)),
        );
      }
      const [atA, atB] = await Promise.all(
        [a, b].map((station) => station.alarmOf(denials[2]!.eventId, (alarm) => alarm.priority === 'high')),
      );
      for (const alarm of [atA!, atB!]) {
        expect(alarm.eventIds).toEqual(denials.map((event) => event.eventId));
        expect(alarm.history.filter((step) => step.action === 'escalated')).toEqual([
          expect.objectContaining({ note: 'raised to HIGH: 3rd denial of this card within 5 min' }),
        ]);
      }
      const rows = await db.admin.query('SELECT priority, event_count FROM room_alarms');
      expect(rows.rows).toEqual([{ priority: 'high', event_count: 3 }]);
    });

    it('refuses a step on a room alarm while no one is signed in: the room never records one in no one’s name', async () => {
      const station = workstation('control-1');
      expect(await station.call('session.connect', { baseUrl: demo.baseUrl })).toMatchObject({ ok: true });
      for (const [method, input] of [
        ['alerts.acknowledge', { alarmIds: [1], note: null }],
        ['alerts.claim', { alarmId: 1 }],
      ] as const) {
        const answer = await station.call(method, input);
        expect(answer).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
        expect((answer as { error: { message: string } }).error.message).toMatch(/^Sign in first: the control room/);
      }
    });

    it('offers claiming, releasing, taking over and reopening only in a control room', async () => {
      const single = workstation('alone', false);
      expect(await single.call('session.startDemo')).toMatchObject({ ok: true });
      for (const [method, input] of [
        ['alerts.claim', { alarmId: 1 }],
        ['alerts.release', { alarmId: 1 }],
        ['alerts.takeOver', { alarmId: 1, note: null }],
        ['alerts.reopen', { alarmId: 1, note: null }],
      ] as const) {
        const answer = await single.call(method, input);
        expect(answer).toMatchObject({ ok: false, error: { kind: 'not-offered' } });
        expect((answer as { error: { message: string } }).error.message).toMatch(
          /^(Claiming|Releasing|Taking over|Reopening) an alarm is for a control room: this workstation is in none/,
        );
      }
    });
  },
);
