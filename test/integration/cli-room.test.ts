// The command line in a control room (PostgreSQL) against the demo service: `sync` polls for the room
// only while it holds the room's poller lease; `events` and `export` read what the room's poller
// stored, only for customers the signed-in user may see; the export's bytes are those of the export
// from one guard's own cache; `alarms` reports the room's alarms and events, of those customers too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { parse } from 'csv-parse/sync';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { RoomSupervisor } from '../../electron/core/room/settings/room-supervisor.js';
import { AlarmQueue } from '../../electron/core/room/alarms/alarm-queue.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { runAcsProcess as acs, startAcs } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { addForcedDoor, registerApplication } from '../support/demo-app.js';
import { firstDifference } from '../support/same-text.js';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const CONTENDER = new URL('../support/lease-contender.mjs', import.meta.url).pathname;

let demo: DemoService;
let db: RoomDatabase;
let dataDir: string;
/** The supervisor (sees every customer) at a workstation of the room. */
let supervisor: NodeJS.ProcessEnv;
/** The guard (not the restricted customer) at another workstation of the room. */
let guard: NodeJS.ProcessEnv;
/** The supervisor at a workstation of no room: the export from its own cache. */
let alone: NodeJS.ProcessEnv;
let visible: string;
let restricted: string;
let syncStartedMs: number;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0 });
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-room-'));
  const applicationToken = await registerApplication(demo, 'room cli');
  const base = (profile: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: dataDir,
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: join(dataDir, profile),
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
  });
  const asSupervisor = { ACS_USERNAME: 'supervisor', ACS_PASSWORD: 'supervisor-demo' };
  supervisor = { ...base('supervisor'), ...asSupervisor, ACS_DATABASE_URL: db.url, ACS_WORKSTATION: 'control-1' };
  guard = { ...base('guard'), ACS_USERNAME: 'guard', ACS_PASSWORD: 'guard-demo', ACS_DATABASE_URL: db.url };
  alone = { ...base('alone'), ...asSupervisor };
  visible = demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
  restricted = demo.data.customers.find((customer) => customer.restricted)!.customerGuid;
  // The room's poller: the supervisor's sync, the only workstation, so it holds the lease. Stopped once the
  // room holds what the tests below read: over 100 events of each customer, and over 50 of the visible one
  // that had all reached the service when the sync began (see completeWindow). About 6 s on an idle machine;
  // far longer while the browser suites run beside these (npm test). Its history is read newest first.
  syncStartedMs = Date.now();
  const running = startAcs(['sync', '--customer', `${visible},${restricted}`], supervisor);
  const events = demo.data.events(visible);
  const complete = syncStartedMs - Math.max(...events.map((e) => Date.parse(e.receivedDate) - Date.parse(e.eventDate)));
  const enough = async (): Promise<boolean> =>
    (await storedIds(visible)).length > 100 &&
    (await storedIds(restricted)).length > 100 &&
    (await storedIds(visible, { fromMs: 0, toMs: complete - 1 })).length > 50;
  await vi.waitFor(async () => expect(await enough()).toBe(true), { timeout: 90_000, interval: 200 });
  running.child.kill('SIGTERM');
  const sync = await running.finished;
  expect(sync.status).toBe(EXIT.ok);
  expect(sync.stderr).toContain('sync: this workstation (control-1) now polls the service for the control room');
  expect(sync.stderr).not.toContain('warning: only');
}, 120_000);
afterAll(async () => {
  await demo.close();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The eventIds the room's poller stored for the customer, oldest first, as the room orders them. */
async function storedIds(customerGuid: string, range?: { fromMs: number; toMs: number }): Promise<number[]> {
  const rows = await db.admin.query<{ eventId: string }>(
    `SELECT "eventId" FROM events WHERE source_customer_guid = $1 AND event_date_ms BETWEEN $2 AND $3
     ORDER BY event_date_ms, "eventId"`,
    [customerGuid, range?.fromMs ?? 0, range?.toMs ?? Number.MAX_SAFE_INTEGER],
  );
  return rows.rows.map((row) => Number(row.eventId));
}

function parsedLines(stdout: string): AccessEvent[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessEvent);
}

/** Requests for a customer's events the demo answered from `since` on (its clock is the test's). */
function eventRequestsSince(since: number): number {
  return demo.requests.filter((request) => request.at >= since && /\/customer\/[^/]+\/event$/.test(request.path))
    .length;
}

/** Requests for a customer's events, doors, devices or users: what a poller makes, and nothing else does here. */
function pollerRequestsSince(since: number): number {
  return demo.requests.filter(
    (request) => request.at >= since && /\/customer\/[^/]+\/(event|door|device|user)$/.test(request.path),
  ).length;
}

describe('events in a control room', () => {
  it('lists what the room’s poller stored, with the service’s own copy of each event', async () => {
    const run = await acs(['events', '--customer', visible, '--json', '--unmasked'], supervisor);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stderr).not.toContain('warning: only');
    const listed = parsedLines(run.stdout);
    const stored = await storedIds(visible);
    expect(stored.length).toBeGreaterThan(100);
    expect(listed.map((event) => event.eventId)).toEqual(stored);
    const service = new Map(demo.data.events(visible).map((event) => [event.eventId, event]));
    for (const event of listed) expect(event).toEqual(service.get(event.eventId));
    const denied = await acs(['events', '--customer', visible, '--type', '2', '--json'], supervisor);
    expect(parsedLines(denied.stdout).map((event) => event.eventId)).toEqual(
      listed.filter((event) => event.eventType === 2).map((event) => event.eventId),
    );
  });

  it('gives a guard none of a customer they may not see, though the room holds it', async () => {
    expect((await storedIds(restricted)).length).toBeGreaterThan(100);
    const refused = await acs(['events', '--customer', restricted, '--json'], guard);
    expect(refused.status).toBe(EXIT.permission);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('This user may not see that data (403)');
    const own = await acs(['events', '--customer', visible, '--json'], guard);
    expect(parsedLines(own.stdout)).toHaveLength((await storedIds(visible)).length);
  });
  it("asks for the room's supervisor password for whole card numbers, not this workstation's (it has none)", async () => {
    await new RoomSupervisor(db.url, 'control-1').change(null, 'room-secret-1', 'supervisor');
    try {
      const wrong = await acs(
        ['events', '--customer', visible, '--json', '--unmasked', '--password-stdin'],
        guard,
        'not-the-one\n',
      );
      expect(wrong.status).toBe(EXIT.permission);
      expect(wrong.stdout).toBe('');
      expect(wrong.stderr).toContain("The control room's supervisor password is wrong.");
      const right = await acs(
        ['events', '--customer', visible, '--json', '--unmasked', '--password-stdin'],
        guard,
        'room-secret-1\n',
      );
      expect(right.status).toBe(EXIT.ok);
      expect(right.stderr).not.toContain('no supervisor password is set');
      const whole = new Map(demo.data.events(visible).map((event) => [event.eventId, event.tokenData]));
      const listed = parsedLines(right.stdout).filter((event) => event.tokenData);
      expect(listed.length).toBeGreaterThan(0);
      for (const event of listed) expect(event.tokenData).toBe(whole.get(event.eventId));
    } finally {
      await db.admin.query('DELETE FROM room_supervisor_password');
    }
  });
});

describe('export in a control room', () => {
  /**
   * A window whose events had all reached the service when the room's poller read it (the demo's
   * buffered controllers deliver late), so the room and the service hold the same events in it.
   */
  async function completeWindow(): Promise<{ fromMs: number; toMs: number }> {
    const events = demo.data.events(visible);
    const latest = Math.max(...events.map((e) => Date.parse(e.receivedDate) - Date.parse(e.eventDate)));
    const stored = await db.admin.query<{ lo: string }>(
      'SELECT min(event_date_ms) AS lo FROM events WHERE source_customer_guid = $1',
      [visible],
    );
    const toMs = syncStartedMs - latest - 1;
    // Two days at most: the export from the guard's own cache reads it all through the service.
    const window = { fromMs: Math.max(Number(stored.rows[0]!.lo), toMs - 2 * 86_400_000), toMs };
    expect((await storedIds(visible, window)).length).toBeGreaterThan(50);
    return window;
  }

  /** Records in the room that its poller settled these parts of the customer's time. */
  async function settle(customerGuid: string, settled: Array<{ fromMs: number; toMs: number }>): Promise<void> {
    const updated = await db.admin.query(
      `UPDATE room_sync SET snapshot = jsonb_set(snapshot, '{settled}', $2::jsonb) WHERE customer_guid = $1`,
      [customerGuid, JSON.stringify(settled)],
    );
    expect(updated.rowCount).toBe(1);
  }

  const flavours: Array<[string, string[]]> = [
    ['strict', []],
    ['spreadsheet', ['--spreadsheet', '--delimiter', ';']],
  ];

  it.each(flavours)(
    'writes the same bytes (%s) as the export from one guard’s cache, from the room where its poller settled the range',
    async (_flavour, flags) => {
      const window = await completeWindow();
      const half = Math.floor((window.fromMs + window.toMs) / 2);
      const args = (env: NodeJS.ProcessEnv) =>
        acs(
          [
            'export',
            '--customer',
            visible,
            '--from',
            new Date(window.fromMs).toISOString(),
            '--to',
            new Date(window.toMs).toISOString(),
            ...flags,
          ],
          env,
        );
      const own = await args(alone);
      expect(own.status).toBe(EXIT.ok);
      expect(own.stdout.split('\n').length).toBeGreaterThan(50);

      // Settled in full: read from the room alone, not one request for events.
      await settle(visible, [window]);
      const before = Date.now();
      const fromRoom = await args(supervisor);
      expect(fromRoom.status).toBe(EXIT.ok);
      expect(eventRequestsSince(before)).toBe(0);
      expect(fromRoom.stderr).toContain(
        `export: done, ${own.stdout.trim().split('\n').length - 1} events from the control room`,
      );
      expect(firstDifference(fromRoom.stdout, own.stdout)).toBeNull();

      // Settled up to the middle: the rest is read through the service and written in its place.
      await settle(visible, [{ fromMs: window.fromMs, toMs: half }]);
      const beforeMixed = Date.now();
      const mixed = await args(supervisor);
      expect(eventRequestsSince(beforeMixed)).toBeGreaterThan(0);
      expect(mixed.stderr).toContain("pieces the room's poller has not settled from the service");
      expect(firstDifference(mixed.stdout, own.stdout)).toBeNull();
    },
  );

  it('refuses a guard an export naming a customer they may not see, writing nothing', async () => {
    const run = await acs(
      [
        'export',
        '--customer',
        `${visible},${restricted}`,
        '--from',
        '2020-01-01T00:00:00Z',
        '--to',
        '2020-01-02T00:00:00Z',
      ],
      guard,
    );
    expect(run.status).toBe(EXIT.permission);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('This user may not see that data (403)');
  });
});

describe('sync in a control room', () => {
  it('never polls beside the poller holding the room’s lease: it says who polls and follows', async () => {
    const contender = spawn(process.execPath, [CONTENDER, db.url, 'control-9'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // Waits for the old poller's lease to go: the contender's line saying it polls.
      await new Promise<void>((resolve, reject) => {
        contender.once('exit', (code) => reject(new Error(`the contender ended (${code})`)));
        createInterface({ input: contender.stdout }).on('line', (line) => {
          if ((JSON.parse(line) as { role?: string }).role === 'poller') resolve();
        });
      });
      const before = Date.now();
      const run = await acs(['sync', '--customer', visible, '--for', '4'], { ...guard, ACS_WORKSTATION: 'control-2' });
      expect(run.status).toBe(EXIT.ok);
      expect(run.stderr).toContain('sync: not polling: control-9 polls for the control room');
      expect(run.stderr).not.toContain('now polls the service');
      expect(pollerRequestsSince(before)).toBe(0);
    } finally {
      contender.kill('SIGTERM');
    }
  }, 30_000);
});

/** A warning on stderr other than the one of ACS_SECRET_STORE=memory, which every run here gives. */
const OTHER_WARNING = /warning: (?!Secret store: memory)/;

describe('the shift report in a control room', () => {
  interface ReportRow {
    alarmId: string;
    raisedAt: string;
    customerGuid: string;
    acknowledgedBy: string;
    stepsDone: string;
    acknowledgeNote: string;
    closedBy: string;
    outcome: string;
  }
  /** The report's range: the hour before the newest event the room's poller stored of each customer. */
  let range: { fromMs: number; toMs: number };
  let rangeArgs: string[];
  /** The room's alarms raised by the test: two of the visible customer, one of the restricted one. */
  let ids: { byAnn: number; byBob: number; restricted: number };

  beforeAll(async () => {
    const newest = async (customerGuid: string, count: number) =>
      (
        await db.admin.query<{ eventId: string; event_date_ms: string }>(
          `SELECT "eventId", event_date_ms FROM events WHERE source_customer_guid = $1
            ORDER BY event_date_ms DESC, "eventId" DESC LIMIT $2`,
          [customerGuid, count],
        )
      ).rows.map((row) => ({ eventId: Number(row.eventId), atMs: Number(row.event_date_ms) }));
    const [first, second] = await newest(visible, 2);
    const [hidden] = await newest(restricted, 1);
    const times = [first!.atMs, second!.atMs, hidden!.atMs];
    range = { fromMs: Math.min(...times) - 60_000, toMs: Math.max(...times) + 60_000 };
    rangeArgs = ['--from', new Date(range.fromMs).toISOString(), '--to', new Date(range.toMs).toISOString()];
    // Raised and handled at two workstations through the room's own queue, as their screens do.
    const queue = new AlarmQueue(db.admin);
    const ann = { operator: 'ann', workstation: 'control-2', role: 'operator' } as const;
    const bob = { operator: 'bob', workstation: 'control-1', role: 'operator' } as const;
    const raise = async (event: { eventId: number }, customerGuid: string, workstation: string) =>
      (await queue.raise({ eventId: event.eventId, customerGuid, ruleName: 'Denied', priority: 'high' }, workstation))
        .alarm.alarmId;
    ids = {
      byAnn: await raise(first!, visible, 'control-1'),
      byBob: await raise(second!, visible, 'control-2'),
      restricted: await raise(hidden!, restricted, 'control-1'),
    };
    // The other workstation raises the same event's alarm too: the room keeps one.
    expect(await raise(first!, visible, 'control-2')).toBe(ids.byAnn);
    await queue.claim(ids.byAnn, ann);
    await queue.stepDone(ids.byAnn, ann, 'Call the site contact');
    await queue.acknowledge(ids.byAnn, ann, 'On camera');
    await queue.close(ids.byAnn, ann, 'genuine', 'Police called');
    await queue.acknowledge(ids.byBob, bob, null);
    await queue.acknowledge(ids.restricted, bob, null);
  });

  const rowsOf = (csv: string): ReportRow[] => parse<ReportRow>(csv, { columns: true });

  it('lists each of the room’s alarms once, with who acknowledged and closed it and where, and the steps done', async () => {
    const run = await acs(['alarms', ...rangeArgs, '--csv'], supervisor);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stderr).not.toMatch(OTHER_WARNING);
    const rows = rowsOf(run.stdout);
    expect(rows.map((row) => Number(row.alarmId)).sort()).toEqual([ids.byAnn, ids.byBob, ids.restricted].sort());
    const byId = new Map(rows.map((row) => [Number(row.alarmId), row]));
    expect(byId.get(ids.byAnn)).toMatchObject({
      acknowledgedBy: 'ann (control-2)',
      acknowledgeNote: 'On camera',
      stepsDone: expect.stringMatching(/^Call the site contact \(ann \(control-2\), \d{4}-\d\d-\d\dT[\d:.]+Z\)$/),
      closedBy: 'ann (control-2)',
      outcome: 'genuine',
    });
    expect(byId.get(ids.byBob)).toMatchObject({
      acknowledgedBy: 'bob (control-1)',
      closedBy: '',
      outcome: '',
      stepsDone: '',
    });
    expect(byId.get(ids.restricted)!.customerGuid).toBe(restricted);
  });

  it('gives a guard none of the alarms of a customer they may not see', async () => {
    const run = await acs(['alarms', ...rangeArgs, '--csv'], guard);
    expect(run.status).toBe(EXIT.ok);
    expect(run.stderr).not.toMatch(OTHER_WARNING);
    const rows = rowsOf(run.stdout);
    expect(rows.map((row) => Number(row.alarmId)).sort()).toEqual([ids.byAnn, ids.byBob].sort());
    expect(run.stdout).not.toContain(restricted);
  });

  it('counts the room’s events per hour, of the customers the user may see', async () => {
    const expected = async (customerGuids: string[]) => {
      const counts = new Map<string, number>();
      for (const guid of customerGuids) {
        for (const row of (
          await db.admin.query<{ event_date_ms: string }>(
            'SELECT event_date_ms FROM events WHERE source_customer_guid = $1 AND event_date_ms BETWEEN $2 AND $3',
            [guid, range.fromMs, range.toMs],
          )
        ).rows) {
          const hour = new Date(Math.floor(Number(row.event_date_ms) / 3_600_000) * 3_600_000).toISOString();
          counts.set(hour, (counts.get(hour) ?? 0) + 1);
        }
      }
      return counts;
    };
    const counted = (csv: string) =>
      new Map(
        parse<{ hourStart: string; events: string }>(csv, { columns: true })
          .filter((hour) => hour.events !== '0')
          .map((hour) => [hour.hourStart, Number(hour.events)]),
      );
    const all = await acs(['alarms', ...rangeArgs, '--per-hour', '--csv'], supervisor);
    expect(all.stderr).not.toMatch(OTHER_WARNING);
    const roomCounts = await expected([visible, restricted]);
    expect([...roomCounts.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThan(3);
    expect(counted(all.stdout)).toEqual(roomCounts);
    const guardOnly = await acs(['alarms', ...rangeArgs, '--per-hour', '--csv'], guard);
    expect(counted(guardOnly.stdout)).toEqual(await expected([visible]));
  });

  it('says in its summary, or beside the periods and the page, that the periods NOT MONITORING are this workstation’s own', async () => {
    const table = await acs(['alarms', ...rangeArgs], guard);
    expect(table.status).toBe(EXIT.ok);
    expect(table.stdout).toContain('ann (control-2)');
    expect(table.stdout).toContain(
      "Not monitoring at this workstation: never (no period NOT MONITORING recorded in this range) (this workstation's own, from its cache: the control room keeps none)\n",
    );
    const note =
      "acs-monitor: in a control room the periods NOT MONITORING are this workstation's own, from its cache: the room keeps none\n";
    const periods = await acs(['alarms', ...rangeArgs, '--not-monitoring', '--csv'], guard);
    expect(periods.stderr).toContain(note);
    const page = await acs(['alarms', ...rangeArgs, '--html'], guard);
    expect(page.status).toBe(EXIT.ok);
    expect(page.stdout).toContain('ann (control-2)');
    expect(page.stderr).toContain(note);
    const logout = await acs(['logout'], guard);
    expect(logout.stderr).not.toMatch(OTHER_WARNING);
  });
  it("judges the hand-over on the room's clock: a workstation 11 min slow still counts what was just done", async () => {
    // The shift still running: its hand-over is now, on the room's clock (the alarms were handled moments ago).
    const running = ['--from', rangeArgs[1]!, '--to', new Date(Date.now() + 3_600_000).toISOString()];
    const slow = { ...supervisor, LD_PRELOAD: LIBFAKETIME, FAKETIME: '-11m', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
    const run = await acs(['alarms', ...running], slow);
    expect(run.status, run.stderr).toBe(EXIT.ok);
    const handover = /^SUMMARY so far, at (\S+)$/m.exec(run.stdout)?.[1];
    expect(Math.abs(Date.parse(handover ?? '') - Date.now()), run.stdout).toBeLessThan(60_000);
    expect(run.stdout).toMatch(/^Closed by handover: 1 \(1 genuine/m);
  });
});

describe('alarms raised by a sync in a control room', () => {
  it('raises a forced door in the room once, whichever `sync` polls, and `alarms` from the room lists it', async () => {
    const first = startAcs(['sync', '--customer', visible], supervisor);
    const second = startAcs(['sync', '--customer', visible], { ...guard, ACS_WORKSTATION: 'control-2' });
    try {
      const forced = addForcedDoor(demo, visible);
      const raised = async () =>
        (await db.admin.query('SELECT alarm_id FROM room_alarms WHERE event_id = $1', [forced.eventId])).rows;
      await vi.waitFor(async () => expect(await raised()).toHaveLength(1), { timeout: 60_000, interval: 200 });
      const atMs = Date.parse(forced.eventDate);
      const range = ['--from', new Date(atMs - 1000).toISOString(), '--to', new Date(atMs + 1000).toISOString()];
      const run = await acs(['alarms', ...range, '--csv'], supervisor);
      expect(run.status, run.stderr).toBe(EXIT.ok);
      const rows = parse<{ alarmId: string; priority: string; rule: string }>(run.stdout, { columns: true });
      expect(rows).toEqual([
        expect.objectContaining({ alarmId: String((await raised())[0]!.alarm_id), priority: 'critical' }),
      ]);
      // With no range, the last 12 hours end now on the room's clock: a workstation 11 min slow lists it too.
      const slow = { ...supervisor, LD_PRELOAD: LIBFAKETIME, FAKETIME: '-11m', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
      const lastHours = await acs(['alarms', '--csv'], slow);
      expect(lastHours.status, lastHours.stderr).toBe(EXIT.ok);
      const listed = parse<{ alarmId: string }>(lastHours.stdout, { columns: true }).map((row) => row.alarmId);
      expect(listed).toContain(String((await raised())[0]!.alarm_id));
    } finally {
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.finished, second.finished]);
    }
  }, 90_000);
});
