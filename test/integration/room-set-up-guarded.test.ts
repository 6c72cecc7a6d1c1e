// Who may move a workstation to another room or service (issue 32, high 2). A browser screen of the
// acs-monitor a user runs (`serve`, not the tests' build) may set up a workstation that has no service
// yet, and nothing after: not the service, the demo, the room or the request budget. At the desktop app
// (the same contract, as its window calls it), joining and leaving a room need the supervisor password
// once one is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type CallResult, type Room, type SessionStatus } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { SET_UP_REFUSED } from '../../electron/web/set-up-calls.js';
import { CLI_BUILT, startAcs, type Running } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { screenOf } from '../support/serve-call.js';

let db: RoomDatabase;
let home: string;

beforeAll(async () => {
  db = await createRoomDatabase();
  home = mkdtempSync(join(tmpdir(), 'acs-set-up-'));
});
afterAll(async () => {
  await db?.drop();
  rmSync(home, { recursive: true, force: true });
});

describe.skipIf(!CLI_BUILT)('a browser screen of acs-monitor serve (needs npm run build)', () => {
  let server: Running;
  afterEach(async () => {
    server?.child.kill('SIGTERM');
    await server?.finished;
  });

  it('sets up a workstation with no service, then may change none of its set-up', { timeout: 60_000 }, async () => {
    server = startAcs(['serve', '--port', '0'], {
      PATH: process.env.PATH,
      HOME: home,
      ACS_DATA_DIR: join(home, 'serve'),
      ACS_SECRET_STORE: 'memory',
    });
    const url = await server.firstLine();
    const { call } = await screenOf(url);

    // The first run: this screen is how a workstation without a desktop is set up.
    const demo = await call<SessionStatus>('session.startDemo');
    expect(demo).toMatchObject({ ok: true, value: { registered: true } });
    const demoUrl = demo.ok ? demo.value.baseUrl : null;

    const setUp: Array<[string, unknown]> = [
      ['session.connect', { baseUrl: 'https://acs.attacker.example' }],
      ['session.register', { applicationName: 'desk', applicationEmail: 'x@attacker.example' }],
      ['session.useAppToken', { applicationToken: 'a-token-of-the-attacker' }],
      ['session.startDemo', {}],
      ['room.join', { url: db.url }],
      ['room.leave', {}],
      ['preferences.set', { requestBudgetPerMinute: 6 }],
    ];
    for (const [method, input] of setUp) {
      expect(await call(method, input), method).toEqual({
        ok: false,
        error: { kind: 'forbidden', message: SET_UP_REFUSED },
      });
    }
    // Nothing moved: the same service, no room, the budget as it was; the screen's own settings still change.
    expect(await call('session.status')).toMatchObject({ ok: true, value: { baseUrl: demoUrl, registered: true } });
    expect(await call('room.status')).toMatchObject({ ok: true, value: { address: null } });
    expect(await call('preferences.set', { textSize: 'large' })).toMatchObject({
      ok: true,
      value: { textSize: 'large', requestBudgetPerMinute: 300 },
    });
  });
});

describe('the desktop app, once a supervisor password is set', () => {
  let demo: DemoService;
  let app: AppService;
  let dataDir: string;
  beforeEach(async () => {
    demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
    dataDir = mkdtempSync(join(tmpdir(), 'acs-set-up-desk-'));
    app = new AppService({
      dataDir,
      secrets: { store: new MemorySecretStore(), warning: null },
      env: {},
      workstation: 'control-1',
      startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
    });
  });
  afterEach(async () => {
    await app.stop();
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('joins and leaves a control room only with the supervisor password', { timeout: 60_000 }, async () => {
    const call = <T>(method: string, input: unknown = {}) => dispatch(app, method, input) as Promise<CallResult<T>>;
    expect((await call('session.startDemo')).ok).toBe(true);
    expect((await call('alarms.setSupervisorPassword', { current: null, next: 'night-super-1' })).ok).toBe(true);

    const refused = { ok: false, error: { kind: 'forbidden' } };
    expect(await call('room.join', { url: db.url })).toMatchObject(refused);
    expect(await call('room.join', { url: db.url, supervisorPassword: 'not-it-at-all' })).toMatchObject(refused);
    expect(await call<Room>('room.status')).toMatchObject({ ok: true, value: { address: null } });

    const joined = await call<Room>('room.join', { url: db.url, supervisorPassword: 'night-super-1' });
    expect(joined).toMatchObject({ ok: true, value: { address: db.url } });

    expect(await call('room.leave')).toMatchObject(refused);
    expect(await call<Room>('room.status')).toMatchObject({ ok: true, value: { address: db.url } });
    expect(await call('room.leave', { supervisorPassword: 'night-super-1' })).toMatchObject({
      ok: true,
      value: { address: null },
    });
  });
});
