// The room's schema: created and migrated once, even by several workstations starting together;
// a database newer than this version is refused; a failing migration leaves nothing behind.
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redactInventory } from '../../electron/core/api/redact.js';
import { RoomSupervisor } from '../../electron/core/room/settings/room-supervisor.js';
import { openRoomConnection } from '../../electron/core/room/database/room-connection.js';
import { currentVersion, migrateRoom, ROOM_MIGRATIONS } from '../../electron/core/room/database/room-migrations.js';
import type { FetchedInventory } from '../../electron/core/sync/inventory.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

let db: RoomDatabase;
const clients: pg.Client[] = [];

beforeEach(async () => {
  db = await createRoomDatabase();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end()));
  await db.drop();
});

async function connect(): Promise<pg.Client> {
  const client = await openRoomConnection(db.url);
  clients.push(client);
  return client;
}

describe("the room's schema", () => {
  it('is created at the newest version, and a second run changes nothing', async () => {
    const first = await migrateRoom(await connect());
    expect(first).toMatchObject({ from: 0, to: ROOM_MIGRATIONS.at(-1)?.version });
    expect(first.applied.map((migration) => migration.version)).toEqual(ROOM_MIGRATIONS.map((m) => m.version));
    const again = await migrateRoom(await connect());
    expect(again.applied).toEqual([]);
  });

  it('is migrated once when three workstations start at the same moment', async () => {
    const outcomes = await Promise.all(
      [connect(), connect(), connect()].map(async (client) => migrateRoom(await client)),
    );
    expect(outcomes.map((outcome) => outcome.applied.length).sort()).toEqual([0, 0, ROOM_MIGRATIONS.length]);
    const rows = await db.admin.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((row: { version: number }) => row.version)).toEqual(ROOM_MIGRATIONS.map((m) => m.version));
  });

  it('is refused when the database is newer than this acs-monitor, and is left as it was', async () => {
    await migrateRoom(await connect());
    await db.admin.query(
      "INSERT INTO schema_migrations (version, description) VALUES (99, 'from a newer acs-monitor')",
    );
    await expect(migrateRoom(await connect())).rejects.toThrow(
      new RegExp(
        `schema version 99, newer than this acs-monitor knows \\(${ROOM_MIGRATIONS.at(-1)?.version}\\): update this workstation`,
      ),
    );
    expect(await currentVersion(db.admin)).toBe(99);
  });

  it('keeps nothing of a batch in which one migration fails', async () => {
    const broken = [
      ...ROOM_MIGRATIONS,
      {
        version: ROOM_MIGRATIONS.at(-1)!.version + 1,
        description: 'broken',
        sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
      },
    ];
    await expect(migrateRoom(await connect(), broken)).rejects.toThrow(/no_such_function/);
    const tables = await db.admin.query(
      "SELECT to_regclass('poller_lease') AS lease, to_regclass('half_done') AS half",
    );
    expect(tables.rows[0]).toEqual({ lease: null, half: null });
  });
});

describe('migration 1: the poller lease', () => {
  it('holds exactly one lease row, with no poller and token 0', async () => {
    await migrateRoom(await connect());
    const lease = await db.admin.query('SELECT id, token::int AS token, holder FROM poller_lease');
    expect(lease.rows).toEqual([{ id: 1, token: 0, holder: null }]);
    await expect(db.admin.query('INSERT INTO poller_lease (id, token) VALUES (2, 0)')).rejects.toThrow(
      /check constraint/,
    );
  });
});

describe('migration 2: events and sync state', () => {
  it('stores an event once, however often it is inserted, and finds a card only by its whole number', async () => {
    await migrateRoom(await connect());
    const insert = `INSERT INTO events ("eventId", "tokenData", source_customer_guid, event_date_ms, stored_at_ms, name_words, card_words)
      VALUES (7, '40021877', 'c', 1, 1, array_to_tsvector('{kwame}'::text[]), array_to_tsvector('{40021877}'::text[]))
      ON CONFLICT ("eventId") DO NOTHING`;
    expect((await db.admin.query(insert)).rowCount).toBe(1);
    expect((await db.admin.query(insert)).rowCount).toBe(0);
    const found = async (query: string): Promise<number> =>
      (await db.admin.query('SELECT count(*)::int AS n FROM events WHERE ' + query)).rows[0].n;
    expect(await found(`card_words @@ '''40021877'''::tsquery`)).toBe(1);
    expect(await found(`card_words @@ '''4002'''::tsquery`)).toBe(0);
    expect(await found(`name_words @@ '''kwa'':*'::tsquery`)).toBe(1);
  });

  it('keeps one sync state row per customer and one coverage row per band', async () => {
    await migrateRoom(await connect());
    await db.admin.query("INSERT INTO sync_state (customer_guid) VALUES ('c')");
    await expect(db.admin.query("INSERT INTO sync_state (customer_guid) VALUES ('c')")).rejects.toThrow(
      /duplicate key/,
    );
    const state = await db.admin.query(
      "SELECT max_delay_ms::int AS delay, cursor_ms FROM sync_state WHERE customer_guid = 'c'",
    );
    expect(state.rows).toEqual([{ delay: 0, cursor_ms: null }]);
    await db.admin.query("INSERT INTO band_coverage (customer_guid, band_index, covered_to_ms) VALUES ('c', 0, 5)");
    await expect(
      db.admin.query("INSERT INTO band_coverage (customer_guid, band_index, covered_to_ms) VALUES ('c', 0, 6)"),
    ).rejects.toThrow(/duplicate key/);
  });
});

describe('migration 3: the alarm queue', () => {
  it('keeps one alarm per event, numbers and announces each change, and never lets its log be rewritten', async () => {
    await migrateRoom(await connect());
    const listener = await connect();
    const announced = new Promise<string | undefined>((resolve) =>
      listener.on('notification', (message) => resolve(message.payload)),
    );
    await listener.query('LISTEN room_alarms');
    const raise = `INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
                   VALUES (7001, 'c1', 'Door forced open', 'high', 'control-1') RETURNING alarm_id, change_no::int`;
    const raised = await db.admin.query(raise);
    expect(raised.rows).toEqual([{ alarm_id: '1', change_no: 1 }]);
    expect(await announced).toBe('1 1');
    await expect(db.admin.query(raise)).rejects.toThrow(/duplicate key value violates unique constraint/);

    const changed = await db.admin.query("UPDATE room_alarms SET state = 'acknowledged' RETURNING change_no::int");
    expect(changed.rows).toEqual([{ change_no: 2 }]); // the refused duplicate rolled its number back
    await db.admin.query(
      "INSERT INTO room_alarm_log (alarm_id, action, workstation) VALUES (1, 'raised', 'control-1')",
    );
    await expect(db.admin.query('DELETE FROM room_alarm_log')).rejects.toThrow(/append-only: DELETE refused/);
  });
});

describe("migration 4: the poller's feed", () => {
  it('feeds only stored events, numbers changes from one sequence, and keeps one sync state per customer', async () => {
    await migrateRoom(await connect());
    await expect(
      db.admin.query(
        "INSERT INTO room_feed (change_no, customer_guid, event_id, alarming, seen_at_service_ms) VALUES (1, 'c', 404, true, 1)",
      ),
    ).rejects.toThrow(/foreign key/);
    await db.admin.query(
      `INSERT INTO events ("eventId", source_customer_guid, event_date_ms, stored_at_ms, name_words, card_words)
       VALUES (7, 'c', 1, 1, ''::tsvector, ''::tsvector)`,
    );
    const fed = await db.admin.query(
      `INSERT INTO room_feed (change_no, customer_guid, event_id, alarming, seen_at_service_ms)
       VALUES (nextval('room_change_seq'), 'c', 7, true, 1) RETURNING change_no::int`,
    );
    const upsert = `INSERT INTO room_sync (customer_guid, change_no, snapshot, status) VALUES ('c', nextval('room_change_seq'), '{}', '{}')
      ON CONFLICT (customer_guid) DO UPDATE SET change_no = excluded.change_no RETURNING change_no::int`;
    const synced = [(await db.admin.query(upsert)).rows[0].change_no, (await db.admin.query(upsert)).rows[0].change_no];
    expect([fed.rows[0].change_no, ...synced]).toEqual([1, 2, 3]);
    expect((await db.admin.query('SELECT count(*)::int AS n FROM room_sync')).rows[0].n).toBe(1);
  });
});

describe("migration 5: the feed's rows by event", () => {
  it("lets the room's retention find an event's feed row without reading the whole feed", async () => {
    await migrateRoom(await connect());
    const client = await connect();
    await client.query('SET enable_seqscan = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>('EXPLAIN DELETE FROM room_feed WHERE event_id = 7');
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('room_feed_by_event');
  });
});

describe("migration 6: the room's rules, snoozes and shift times", () => {
  it('keeps one rules row and one shift row, numbers every change and announces it', async () => {
    await migrateRoom(await connect());
    const listener = await connect();
    const announced: string[] = [];
    const three = new Promise<void>((resolve) =>
      listener.on('notification', (message) => announced.push(message.payload ?? '') === 3 && resolve()),
    );
    await listener.query('LISTEN room_settings');
    await db.admin.query("INSERT INTO room_rules (id, text, saved_workstation) VALUES (1, '{}', 'control-1')");
    await expect(
      db.admin.query("INSERT INTO room_rules (id, text, saved_workstation) VALUES (2, '{}', 'control-1')"),
    ).rejects.toThrow(/check constraint/);
    await db.admin.query(
      "INSERT INTO room_shift_changes (id, times, saved_workstation) VALUES (1, '{06:00,18:00}', 'control-1')",
    );
    await db.admin.query(
      `INSERT INTO room_snoozes (customer_guid, door_guid, from_ms, until_ms, reason, workstation)
       VALUES ('c', 'd', 1000, 2000, 'Contractors', 'control-2')`,
    );
    await expect(
      db.admin.query(
        "INSERT INTO room_snoozes (customer_guid, door_guid, from_ms, until_ms, reason, workstation) VALUES ('c', 'd', 2, 1, 'x', 'w')",
      ),
    ).rejects.toThrow(/check constraint/);
    await three;
    expect(announced).toEqual(['room_rules 1', 'room_shift_changes 2', 'room_snoozes 3']); // a refused row takes no number
    const counter = await db.admin.query('SELECT last_change::int AS n FROM room_setting_changes');
    expect(counter.rows).toEqual([{ n: 3 }]);
  });
});

describe("migration 7: the room's supervisor password", () => {
  it('keeps one password at most, as a hash with its parameters', async () => {
    await migrateRoom(await connect());
    const insert = (onlyRow: boolean) =>
      db.admin.query(
        `INSERT INTO room_supervisor_password (only_row, kdf, hash, workstation) VALUES ($1, '{"N":2}', 'aGFzaA==', 'control-1')`,
        [onlyRow],
      );
    await insert(true);
    await expect(insert(true)).rejects.toThrow(/duplicate key/);
    await expect(insert(false)).rejects.toThrow(/check constraint/);
  });
});

describe("migration 8: the room's alarms grouped in the room", () => {
  it('gives an alarm raised before it its first event, joins each event to one alarm once, and queues an event once', async () => {
    await migrateRoom(await connect(), ROOM_MIGRATIONS.slice(0, 7));
    await db.admin.query(
      `INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
       VALUES (7001, 'c1', 'Door forced open', 'high', 'control-1')`,
    );
    await migrateRoom(await connect());
    const joins = await db.admin.query('SELECT event_id::int, alarm_id::int, join_no FROM room_alarm_events');
    expect(joins.rows).toEqual([{ event_id: 7001, alarm_id: 1, join_no: 1 }]);
    const old = await db.admin.query('SELECT group_key, event_count FROM room_alarms');
    expect(old.rows).toEqual([{ group_key: null, event_count: 1 }]); // nothing joins an alarm of before

    const join = (eventId: number, joinNo: number) =>
      db.admin.query('INSERT INTO room_alarm_events (event_id, alarm_id, join_no, at_ms) VALUES ($1, 1, $2, 0)', [
        eventId,
        joinNo,
      ]);
    await join(7002, 2);
    await expect(join(7002, 3)).rejects.toThrow(/duplicate key/); // an event joins one alarm, once
    await expect(join(7003, 2)).rejects.toThrow(/duplicate key/); // one event per place in the order
    const queue = `INSERT INTO room_alarm_pending (event_id, customer_guid, at_ms, decision) VALUES (7004, 'c1', 0, '{}')`;
    await db.admin.query(queue);
    await expect(db.admin.query(queue)).rejects.toThrow(/duplicate key/);
  });
});

describe('migration 9: names, identity and growth', () => {
  const raise = (eventId: number) =>
    db.admin.query<{ alarm_id: string }>(
      `INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
       VALUES ($1, 'c', 'Door forced open', 'high', 'control-1') RETURNING alarm_id`,
      [eventId],
    );
  const log = (alarmId: string, action: string) =>
    db.admin.query('INSERT INTO room_alarm_log (alarm_id, action, workstation) VALUES ($1, $2, $3)', [
      alarmId,
      action,
      'control-1',
    ]);
  /** Closes the alarm as of `daysAgo` (the numbering trigger stamps now(): set aside as a replica would). */
  const closedDaysAgo = async (alarmId: string, daysAgo: number) => {
    await db.admin.query('BEGIN');
    await db.admin.query('SET LOCAL session_replication_role = replica');
    await db.admin.query(
      `UPDATE room_alarms SET state = 'closed', changed_at = now() - make_interval(days => $2) WHERE alarm_id = $1`,
      [alarmId, daysAgo],
    );
    await db.admin.query('COMMIT');
  };
  const logCount = async () => (await db.admin.query('SELECT count(*)::int AS n FROM room_alarm_log')).rows[0].n;

  it('lets a whole alarm closed for over a day go with its log, and nothing else delete the log', async () => {
    await migrateRoom(await connect());
    const [old, recent, open] = [await raise(1), await raise(2), await raise(3)];
    for (const alarm of [old, recent, open]) await log(alarm.rows[0]!.alarm_id, 'raised');
    await closedDaysAgo(old.rows[0]!.alarm_id, 2);
    await closedDaysAgo(recent.rows[0]!.alarm_id, 0);

    await expect(
      db.admin.query('DELETE FROM room_alarm_log WHERE alarm_id = $1', [old.rows[0]!.alarm_id]),
    ).rejects.toThrow(/append-only: DELETE refused/);
    await expect(db.admin.query("UPDATE room_alarm_log SET note = 'x'")).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db.admin.query('TRUNCATE room_alarm_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    await expect(db.admin.query('TRUNCATE room_alarms CASCADE')).rejects.toThrow(/room_alarms: TRUNCATE refused/);
    for (const kept of [recent, open]) {
      await expect(
        db.admin.query('DELETE FROM room_alarms WHERE alarm_id = $1', [kept.rows[0]!.alarm_id]),
      ).rejects.toThrow(/only an alarm closed for over a day may be deleted/);
    }
    expect(await logCount()).toBe(3);

    const deleted = await db.admin.query('DELETE FROM room_alarms WHERE alarm_id = $1', [old.rows[0]!.alarm_id]);
    expect(deleted.rowCount).toBe(1);
    const left = await db.admin.query<{ alarm_id: string }>('SELECT alarm_id FROM room_alarm_log ORDER BY alarm_id');
    expect(left.rows.map((row) => row.alarm_id)).toEqual([recent.rows[0]!.alarm_id, open.rows[0]!.alarm_id]);
  });

  it('keeps one owner per workstation name', async () => {
    await migrateRoom(await connect());
    const add = (name: string, id: string) =>
      db.admin.query('INSERT INTO room_workstations (name, workstation_id) VALUES ($1, $2)', [name, id]);
    await add('control-1', '6f1b7a52-0c3e-4d7e-9a43-1f4f0f3c2a11');
    await expect(add('control-1', '0b8c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d')).rejects.toThrow(/duplicate key/);
    await expect(add('control-2', 'not-an-id')).rejects.toThrow(/invalid input syntax for type uuid/);
  });

  it("finds what the room's hot queries and its retention look for by index", async () => {
    await migrateRoom(await connect());
    const client = await connect();
    await client.query('SET enable_seqscan = off');
    const plan = async (query: string) =>
      (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    expect(
      await plan(
        "SELECT * FROM room_feed WHERE customer_guid = ANY('{c}') AND change_no > 0 AND change_no <= 9 ORDER BY change_no LIMIT 10",
      ),
    ).toContain('room_feed_by_customer');
    expect(await plan("SELECT * FROM room_alarms WHERE raised_at >= now() - interval '1 day'")).toContain(
      'room_alarms_by_raised',
    );
    expect(await plan("SELECT alarm_id FROM room_alarm_log WHERE action = 'closed' AND at > now()")).toContain(
      'room_alarm_log_closings',
    );
    expect(
      await plan(
        "SELECT alarm_id FROM room_alarms WHERE state = 'closed' AND changed_at < now() ORDER BY changed_at LIMIT 5",
      ),
    ).toContain('room_alarms_closed');
  });
});

describe('migration 10: the inventory without secrets', () => {
  const device = {
    deviceGuid: 'd1',
    name: 'Main controller',
    serialNumber: 'ACU00000001',
    activationCode: 'ABCD-EFGH-JKLM-NPQR',
    notes: '',
    masterSerialNumber: null,
    slave: false,
    master: true,
    autoReinstate: true,
    controllerLicense: 'LIC-STD-ABCDEF',
    simLicense: null,
    customerGuid: 'c',
    deviceId: 1,
  };
  /** As a poller before this version published it: every secret, and a field no allow-list names. */
  const dirty = {
    customer: { customerCode: 'C1', customerName: 'Harbour', notes: null, geographicTimezoneId: 'UTC', customerId: 1 },
    users: [
      { userGuid: 'u1', firstName: 'Ana', lastName: 'Diaz', pin: 482913, verificationPin: 7314, isBarred: false },
      { userGuid: 'u2', firstName: 'Ben', lastName: 'Ode', pin: 1234, verificationPin: 9876, doorCode: '5555' },
    ],
    devices: [device, { ...device, deviceGuid: 'd2', activationCode: 'WXYZ-WXYZ-WXYZ-WXYZ', masterKey: 'k' }],
    doors: [
      {
        doorGuid: 'door-1',
        controllerPortId: 1,
        name: 'Front',
        isFireAlarmExempt: false,
        deviceDetailsResponse: device,
        doorReaderDetailsResponse: { readerType: 'Wiegand', status: 'ok', deviceStatus: 'ok', pairingKey: 'x' },
        cameras: [
          {
            cameraGuid: 'cam-1',
            name: 'Front 1',
            ipAddress: '10.0.0.2',
            port: 554,
            username: 'nvr',
            password: 's3cr3t!',
          },
        ],
      },
      {
        doorGuid: 'door-2',
        controllerPortId: 2,
        name: 'Back',
        deviceDetailsResponse: null,
        doorReaderDetailsResponse: null,
      },
    ],
    fetchedAtMs: 1_700_000_000_000,
  };

  it("cuts what is there to the fields a workstation's cache keeps, as the poller now publishes it", async () => {
    await migrateRoom(await connect(), ROOM_MIGRATIONS.slice(0, 9));
    await db.admin.query(
      "INSERT INTO room_inventory (customer_guid, change_no, inventory) VALUES ('c', nextval('room_change_seq'), $1)",
      [JSON.stringify(dirty)],
    );
    await migrateRoom(await connect());

    const row = await db.admin.query<{ inventory: unknown; text: string }>(
      'SELECT inventory, inventory::text AS text FROM room_inventory',
    );
    expect(row.rows[0]!.inventory).toEqual(redactInventory(dirty as unknown as FetchedInventory));
    for (const secret of [
      '482913',
      '7314',
      '9876',
      '5555',
      'ABCD-EFGH',
      'WXYZ',
      's3cr3t!',
      'masterKey',
      'pairingKey',
      // Migration 12: a camera's user name too.
      'nvr',
    ]) {
      expect(row.rows[0]!.text).not.toContain(secret);
    }
    expect(row.rows[0]!.text).toContain('"ipAddress": "10.0.0.2"');
  });
});

describe('migration 11: workstations under a role of their own', () => {
  it("keeps the supervisor password set before it: the row now holds its key's SHA-256, and the password still opens it", async () => {
    await migrateRoom(await connect(), ROOM_MIGRATIONS.slice(0, 10));
    // As a workstation before this version kept it: the scrypt key itself.
    const kdf = { N: 2 ** 14, r: 8, p: 1, salt: randomBytes(16).toString('base64') };
    const key = scryptSync('room-secret-1', Buffer.from(kdf.salt, 'base64'), 32, { N: kdf.N, r: kdf.r, p: kdf.p });
    await db.admin.query("INSERT INTO room_supervisor_password (kdf, hash, workstation) VALUES ($1, $2, 'control-1')", [
      JSON.stringify(kdf),
      key.toString('base64'),
    ]);
    await migrateRoom(await connect());

    // The verifier: the SHA-256 of the proof, itself a labelled hash of the key (app/room-signing.ts).
    const proof = createHash('sha256').update('acs-monitor room proof v1\n').update(key).digest();
    const row = await db.admin.query<{ hash: string; public_key: string | null }>(
      'SELECT hash, public_key FROM room_supervisor_password',
    );
    expect(row.rows[0]).toEqual({ hash: createHash('sha256').update(proof).digest('base64'), public_key: null });
    const supervisor = new RoomSupervisor(db.url, 'control-1');
    await expect(supervisor.confirm('room-secret-2', 'change the rules')).rejects.toThrow('is wrong');
    expect((await supervisor.confirm('room-secret-1', 'change the rules'))?.proof).toBe(proof.toString('base64'));
    // The right password gave the room its signing key, sealed under the same password.
    const keyed = await db.admin.query<{ public_key: string | null }>(
      'SELECT public_key FROM room_supervisor_password',
    );
    expect(keyed.rows[0]!.public_key).toMatch(/^MCowBQYDK2Vw/);
  });
});

describe("migration 14: the steps of an alarm's procedure done", () => {
  it('takes a step done in the log of an alarm raised before it, counts it on the alarm, and still never lets the log be rewritten', async () => {
    await migrateRoom(await connect(), ROOM_MIGRATIONS.slice(0, 13));
    await db.admin.query(
      `INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
       VALUES (7001, 'c1', 'Door forced open', 'critical', 'control-1')`,
    );
    const step =
      "INSERT INTO room_alarm_log (alarm_id, action, workstation, note) VALUES (1, 'step-done', 'control-1', 'Call the site')";
    await expect(db.admin.query(step)).rejects.toThrow(/room_alarm_log_action_check/);
    await migrateRoom(await connect());

    await db.admin.query(step);
    const counted = await db.admin.query(
      'UPDATE room_alarms SET steps_done = steps_done + 1 RETURNING steps_done, change_no::int',
    );
    expect(counted.rows).toEqual([{ steps_done: 1, change_no: 2 }]);
    await expect(
      db.admin.query("INSERT INTO room_alarm_log (alarm_id, action, workstation) VALUES (1, 'snoozed', 'control-1')"),
    ).rejects.toThrow(/room_alarm_log_action_check/);
    await expect(db.admin.query('UPDATE room_alarm_log SET note = NULL')).rejects.toThrow(/append-only/);
  });
});

describe("migration 15: who is at the room's screens, and alarms forwarded", () => {
  it('forwards an alarm raised before it with a note only while someone holds it, and keeps a row per screen', async () => {
    await migrateRoom(await connect(), ROOM_MIGRATIONS.slice(0, 14));
    await db.admin.query(
      `INSERT INTO room_alarms (event_id, customer_guid, rule_name, priority, raised_by_workstation)
       VALUES (7001, 'c1', 'Door forced open', 'critical', 'control-1')`,
    );
    const forwarded =
      "INSERT INTO room_alarm_log (alarm_id, action, operator, workstation, note) VALUES (1, 'forwarded', 'Ann', 'control-1', 'to Bob (control-2)')";
    await expect(db.admin.query(forwarded)).rejects.toThrow(/room_alarm_log_action_check/);
    await migrateRoom(await connect());

    await db.admin.query(forwarded);
    await expect(
      db.admin.query("UPDATE room_alarms SET forwarded_by = 'Ann (control-1)', forward_note = 'gate'"),
    ).rejects.toThrow(/room_alarms_forwarded_claimed/);
    const held = await db.admin.query(
      `UPDATE room_alarms SET claimed_by = 'Bob', claimed_workstation = 'control-2', claimed_at = now(),
              forwarded_by = 'Ann (control-1)', forward_note = 'gate' RETURNING forwarded_by, forward_note`,
    );
    expect(held.rows).toEqual([{ forwarded_by: 'Ann (control-1)', forward_note: 'gate' }]);
    await expect(db.admin.query('UPDATE room_alarms SET forwarded_by = NULL')).rejects.toThrow(
      /room_alarms_forward_note_forwarded/,
    );

    const screen = `INSERT INTO room_presence (workstation, screen_id, screen_name, operator, active_at)
                    VALUES ('control-2', 'window', 'desktop app', $1, now())`;
    await db.admin.query(screen, ['Bob']);
    await expect(db.admin.query(screen, ['Cy'])).rejects.toThrow(/room_presence_pkey/);
  });
});
