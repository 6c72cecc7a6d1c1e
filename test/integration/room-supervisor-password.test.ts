// The control room's own supervisor password (room migration 7), with two workstations as the screens
// drive them (AppService) on a real PostgreSQL and the demo: set at one, it is asked for at the other,
// which has no password of its own and so let anyone change the room's rules before; it is changed
// only with the current one; the workstations' own passwords stay as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type AlarmRules, type CallResult, type PushEvent } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { SupervisedRules } from '../../electron/core/app/supervised-rules.js';
import { migrateRoom } from '../../electron/core/room/room-migrations.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;
let demo: DemoService;
const apps: AppService[] = [];
const dirs: string[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
  await migrateRoom(db.admin);
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
  await demo.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await db.drop();
});

/** A workstation in the room, started on the demo; resolves once its sync is live (it is then in the room). */
async function workstation(
  name: string,
): Promise<{ dataDir: string; attempt: (m: string, i?: unknown) => Promise<CallResult<unknown>> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `acs-room-supervisor-${name}-`));
  dirs.push(dataDir);
  const app = new AppService({
    dataDir,
    secrets: { store: new MemorySecretStore(), warning: null },
    syncSettings: { intervalMs: 200 },
    database: db.url,
    workstation: name,
    env: {},
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
  });
  apps.push(app);
  const live = new Promise<void>((resolve) =>
    app.subscribe((event: PushEvent) => {
      if (event.name !== 'sync-status') return;
      const { statuses } = event.payload;
      if (statuses.length > 0 && statuses.every((status) => status.phase === 'live')) resolve();
    }),
  );
  const attempt = (method: string, input: unknown = {}) => dispatch(app, method, input);
  expect(await attempt('session.startDemo')).toMatchObject({ ok: true });
  await live;
  return { dataDir, attempt };
}

const rulesText = (rules: CallResult<unknown>): string => (rules as { value: AlarmRules }).value.text;

describe.skipIf(!CLI_BUILT)(
  "the control room's supervisor password (needs npm run build:node)",
  { timeout: 90_000 },
  () => {
    it('set at one workstation, guards the room’s rules and shift times at the other', async () => {
      const a = await workstation('control-1');
      const b = await workstation('control-2');
      expect(await a.attempt('alarms.setSupervisorPassword', { current: null, next: 'room-secret-1' })).toMatchObject({
        ok: true,
      });

      const rules = await b.attempt('alarms.rules');
      expect(rules).toMatchObject({ ok: true, value: { supervisorPasswordSet: true } });
      const text = rulesText(rules);
      const asked = await b.attempt('alarms.setRules', { text });
      expect(asked).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      expect(!asked.ok && asked.error.message).toContain("enter the control room's supervisor password");
      expect(await b.attempt('alarms.setRules', { text, supervisorPassword: 'guessing-1' })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', message: "The control room's supervisor password is wrong." },
      });
      expect(await b.attempt('alarms.setRules', { text, supervisorPassword: 'room-secret-1' })).toMatchObject({
        ok: true,
      });
      expect(await b.attempt('preferences.set', { shiftChanges: ['06:00', '18:00'] })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(
        await b.attempt('preferences.set', { shiftChanges: ['06:00', '18:00'], supervisorPassword: 'room-secret-1' }),
      ).toMatchObject({ ok: true });

      // Changed only with the current one; the workstations' own passwords are untouched.
      expect(await b.attempt('alarms.setSupervisorPassword', { current: null, next: 'room-secret-2' })).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(
        await b.attempt('alarms.setSupervisorPassword', { current: 'room-secret-1', next: 'room-secret-2' }),
      ).toMatchObject({ ok: true });
      expect(await a.attempt('alarms.setRules', { text, supervisorPassword: 'room-secret-1' })).toMatchObject({
        ok: false,
      });
      expect(new SupervisedRules(a.dataDir).passwordSet).toBe(false);
      expect(new SupervisedRules(b.dataDir).passwordSet).toBe(false);
      const row = await db.admin.query<{ workstation: string }>('SELECT workstation FROM room_supervisor_password');
      expect(row.rows).toEqual([{ workstation: 'control-2' }]);
    });
  },
);
