// Issue 32 medium 4: workstations run under a role of their own, which the room's owner grants with
// `db migrate --grant-workstation-role`. Under it a workstation does all the app does (a real `sync`
// polls, publishes and raises a forced door; the supervisor password guards the rules), and a guard who
// takes its password to psql can neither change the schema, nor rewrite the alarm log, nor set the
// rules, the shift times or the supervisor password, nor snooze a door for a year.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.js';
import { RoomSupervisor } from '../../electron/core/room/settings/room-supervisor.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import { migrateRoom, ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';
import { RoomSettings } from '../../electron/core/room/settings/room-settings.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess, startAcs } from '../support/acs-process.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { addForcedDoor, registerApplication, supervisorInRoom } from '../support/demo-app.js';

const ROLE = `acs_ws_${randomBytes(4).toString('hex')}`;
let demo: DemoService;
let db: RoomDatabase;
let dataDir: string;
/** The room's address under the workstations' role. */
let asWorkstation: string;
let guardAtPsql: pg.Client;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0 });
  db = await createRoomDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'acs-room-role-'));
  await db.admin.query(`CREATE ROLE ${ROLE} LOGIN`);
  const url = new URL(db.url);
  url.username = ROLE;
  asWorkstation = url.toString();
});
afterAll(async () => {
  await guardAtPsql?.end();
  await demo?.close();
  await db?.drop();
  const server = new pg.Client({ connectionString: new URL('/postgres', db.url).toString() });
  await server.connect();
  await server.query(`DROP ROLE IF EXISTS ${ROLE}`);
  await server.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The SQLSTATE a statement as the workstations' role fails with, or 'done'. */
async function asGuard(sql: string, values: unknown[] = []): Promise<string> {
  return guardAtPsql.query(sql, values).then(
    () => 'done',
    (error: { code?: string }) => error.code ?? 'no code',
  );
}

describe.skipIf(!CLI_BUILT)("a workstation under the room's workstation role (needs npm run build)", () => {
  it('is refused the schema until the owner migrates, who grants the role', async () => {
    // A room made to an older version by its owner: the workstation may not bring it up to date.
    const owner = await openRoomConnection(db.url);
    await migrateRoom(owner, ROOM_MIGRATIONS.slice(0, 10));
    await owner.end();
    await db.admin.query(`GRANT SELECT ON schema_migrations TO ${ROLE}`);
    const workstation = await openRoomConnection(asWorkstation);
    await expect(migrateRoom(workstation)).rejects.toThrow(
      `The control room's database is at schema version 10, this acs-monitor needs ${ROOM_MIGRATIONS.at(-1)!.version}, and its role ${ROLE} may not change the schema: the room's owner runs acs-monitor db migrate --database <the owner's address>`,
    );
    await workstation.end();

    const env = { PATH: process.env.PATH, HOME: dataDir, ACS_DATA_DIR: join(dataDir, 'owner') };
    const migrated = await runAcsProcess(
      ['--database', db.url, 'db', 'migrate', '--grant-workstation-role', ROLE],
      env,
    );
    expect(migrated.status, migrated.stderr).toBe(EXIT.ok);
    expect(migrated.stdout).toContain(`applied 11: `);
    expect(migrated.stdout).toContain(`granted a workstation's privileges to ${ROLE}\n`);
    // Up to date: the workstation's start reads the version and changes nothing.
    const again = await openRoomConnection(asWorkstation);
    expect((await migrateRoom(again)).applied).toEqual([]);
    await again.end();
    guardAtPsql = await openRoomConnection(asWorkstation);
  });

  it('polls, publishes and raises a forced door as the app does', { timeout: 120_000 }, async () => {
    const applicationToken = await registerApplication(demo, 'role');
    const customer = demo.data.customers.find((one) => !one.restricted)!;
    const running = startAcs(
      ['sync', '--customer', customer.customerGuid],
      supervisorInRoom(demo, { dataDir, applicationToken, databaseUrl: asWorkstation, workstation: 'control-1' }),
    );
    try {
      const fed = async () =>
        (await db.admin.query<{ n: number }>('SELECT count(*)::int AS n FROM room_feed')).rows[0]!.n;
      await vi.waitFor(async () => expect(await fed()).toBeGreaterThan(0), { timeout: 90_000, interval: 200 });
      const forced = addForcedDoor(demo, customer.customerGuid);
      const raised = async () =>
        (await db.admin.query('SELECT alarm_id FROM room_alarms WHERE event_id = $1', [forced.eventId])).rows;
      await vi.waitFor(async () => expect(await raised()).toHaveLength(1), { timeout: 60_000, interval: 200 });
    } finally {
      running.child.kill('SIGTERM');
    }
    const finished = await running.finished;
    expect(finished.status, finished.stderr).toBe(EXIT.ok);
    expect(finished.stderr).toContain('this workstation (control-1) now polls the service for the control room');
    expect(finished.stderr).not.toMatch(/permission denied|must be owner/);
  });

  it("changes the rules and shift times only with the supervisor password's proof", async () => {
    const supervisor = new RoomSupervisor(asWorkstation, 'control-1');
    await supervisor.change(null, 'room-secret-1', 'ann');
    const unlocked = (await supervisor.confirm('room-secret-1', 'change the rules'))!;
    const settings = new RoomSettings(guardAtPsql);
    const text = '{"rules": []}';
    await settings.saveRules(text, unlocked.signRules(text), 'ann', 'control-1', unlocked.proof);
    await settings.saveShiftChanges(['06:00', '18:00'], 'ann', 'control-1', unlocked.proof);
    const saved = await settings.read();
    expect(saved.rules?.text).toBe(text);
    expect(saved.shiftChanges?.times).toEqual(['06:00', '18:00']);
    // Without it, or with the proof of another password, the database refuses.
    const forged = randomBytes(32).toString('base64');
    const saveRules = 'SELECT room_save_rules($1, $2, $3, $4, $5)';
    expect(await asGuard(saveRules, [null, '{}', null, 'x', 'x'])).toBe('42501');
    expect(await asGuard(saveRules, [forged, '{}', null, 'x', 'x'])).toBe('42501');
    expect(await asGuard('SELECT room_save_shift_changes($1, $2, $3, $4)', [null, ['00:00'], 'x', 'x'])).toBe('42501');
    const setPassword = 'SELECT room_set_supervisor_password($1, $2, $3, $4, $5, $6, $7, $8, $9)';
    expect(await asGuard(setPassword, [null, '{}', 'x', 'k', '{}', null, null, 'x', 'x'])).toBe('42501');
    // With the proof, the room's signing key stays its own: another cannot be put in its place.
    const row = await db.admin.query<{ kdf: unknown; hash: string }>('SELECT kdf, hash FROM room_supervisor_password');
    const { kdf, hash } = row.rows[0]!;
    expect(await asGuard(setPassword, [unlocked.proof, kdf, hash, 'another', '{}', null, null, 'x', 'x'])).toBe(
      '42501',
    );
    await expect(supervisor.change('not-the-one', 'room-secret-2', 'ann')).rejects.toThrow(
      "The control room's supervisor password is wrong.",
    );
    expect((await settings.read()).rules?.text).toBe(text);
  });

  it('is refused, at psql with its password, what the app never does', async () => {
    const refusals = {
      'drop the alarm log': 'DROP TABLE room_alarm_log',
      "drop the log's append-only trigger": 'DROP TRIGGER room_alarm_log_append_only ON room_alarm_log',
      'make a table': 'CREATE TABLE mine (x int)',
      'delete from the alarm log': 'DELETE FROM room_alarm_log',
      'rewrite the alarm log': "UPDATE room_alarm_log SET note = 'nothing happened'",
      'truncate the alarms': 'TRUNCATE room_alarms CASCADE',
      'delete the supervisor password': 'DELETE FROM room_supervisor_password',
      'replace the supervisor password': "UPDATE room_supervisor_password SET hash = 'x'",
      'rewrite the rules': "UPDATE room_rules SET text = '{}'",
      'delete the rules': 'DELETE FROM room_rules',
      'rewrite the shift times': "UPDATE room_shift_changes SET times = '{00:00}'",
      'forget the workstation roles': 'DELETE FROM room_workstation_roles',
      'mark migrations applied': "INSERT INTO schema_migrations (version, description) VALUES (99, 'x')",
    };
    for (const [what, sql] of Object.entries(refusals)) expect([what, await asGuard(sql)]).toEqual([what, '42501']);

    const customer = demo.data.customers[0]!.customerGuid;
    const snooze = (fromSql: string, untilSql: string) =>
      asGuard(
        `INSERT INTO room_snoozes (customer_guid, door_guid, from_ms, until_ms, reason, workstation, change_no)
         VALUES ($1, 'door', ${fromSql}, ${untilSql}, 'x', 'x', 0)`,
        [customer],
      );
    const nowMs = '(extract(epoch FROM now()) * 1000)::bigint';
    expect(await snooze(nowMs, `${nowMs} + 365::bigint * 86400000`)).toBe('23514');
    // A day's snooze dated a year ahead starts now all the same: it cannot be parked for later.
    expect(await snooze(`${nowMs} + 365::bigint * 86400000`, `${nowMs} + 366::bigint * 86400000`)).toBe('done');
    const made = await db.admin.query<{ starts_in_ms: string }>(
      `SELECT from_ms - ${nowMs} AS starts_in_ms FROM room_snoozes ORDER BY snooze_id DESC LIMIT 1`,
    );
    expect(Math.abs(Number(made.rows[0]!.starts_in_ms))).toBeLessThan(60_000);
    expect(await asGuard('UPDATE room_snoozes SET until_ms = until_ms + 86400000')).toBe('42501');
    // Ending one early is the app's own step, and allowed.
    expect(await asGuard(`UPDATE room_snoozes SET ended_at_ms = ${nowMs}, ended_by = 'x'`)).toBe('done');
  });
});
