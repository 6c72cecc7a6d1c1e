// The cache's schema history: each migration upgrades a real SQLite file left by the version before
// it (made by running the frozen SQL of the earlier migrations, exactly what the old app ran), a
// cache from a newer app is refused, and the events table holds every field the spec's Event has.
import Database from 'better-sqlite3';
import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import { NewerDatabaseError, openDatabase, type SqliteDatabase } from '../../electron/core/store/database.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const MIGRATIONS_FOLDER = join(import.meta.dirname, '../../electron/core/store/migrations');
// Columns the cache adds to the spec's fields for its own bookkeeping.
const CACHE_COLUMNS = ['sourceCustomerGuid', 'eventDateMs', 'receivedDateMs', 'storedAtMs'];

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-migrations-'));
  path = join(dir, 'cache.sqlite3');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cache file as the app that knew migrations up to `version` left it. */
function cacheAtVersion(version: number): SqliteDatabase {
  return openDatabase(
    path,
    MIGRATIONS.filter((migration) => migration.version <= version),
  );
}

function tables(db: SqliteDatabase): string[] {
  return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
}

describe('migrations', () => {
  it('are numbered 1, 2, 3… in one file each, named by their version', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => /^\d{4}-/.test(name));
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
    expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('1 makes an empty file a cache: events, inventory, sync state, acknowledgements', () => {
    const db = cacheAtVersion(1);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(tables(db)).toEqual([
      'alert_acknowledgements',
      'customers',
      'events',
      'inventory_items',
      'inventory_snapshots',
      'pending_ranges',
      'settled_ranges',
      'sync_state',
    ]);
    db.close();
  });

  // 2 (sync state) and 3 (PIN wipe) have their own files: store-sync-state-migration.test.ts and
  // store-pin-migration.test.ts; so do 5 and 6 (search): store-event-search.test.ts and
  // store-search-newest.test.ts.

  it('4 adds alarms and snoozes to a version-3 cache, keeping its events and acknowledgements', () => {
    const v3 = cacheAtVersion(3);
    v3.prepare(
      `INSERT INTO events ("eventId", "eventType", "doorName", sourceCustomerGuid, eventDateMs, storedAtMs)
       VALUES (7, 4, 'Front door', ?, 1000, 1001)`,
    ).run(CUSTOMER);
    v3.prepare(
      'INSERT INTO alert_acknowledgements ("eventId", acknowledgedAtMs, note) VALUES (7, 2000, \'seen\')',
    ).run();
    expect(tables(v3)).not.toContain('alarms');
    v3.close();

    const db = cacheAtVersion(4);
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(tables(db)).toEqual(expect.arrayContaining(['alarms', 'alarm_events', 'alarm_actions', 'door_snoozes']));
    expect(db.prepare('SELECT "eventId", "doorName", eventDateMs FROM events').all()).toEqual([
      { eventId: 7, doorName: 'Front door', eventDateMs: 1000 },
    ]);
    expect(db.prepare('SELECT note FROM alert_acknowledgements WHERE "eventId" = 7').pluck().get()).toBe('seen');
    db.close();
  });

  it("7 keeps when each alarm was raised, starts a watched customer's alarms where its reads stopped, and adds the periods not monitoring", () => {
    const v6 = cacheAtVersion(6);
    v6.prepare(
      `INSERT INTO alarms (alarmId, customerGuid, groupKey, ruleName, priority, sound, notify, groupWithinMs,
                           firstAtMs, lastAtMs, latestEventId, eventCount, state)
       VALUES (1, ?, 'door:d', 'Door forced', 'critical', 'critical', 1, 0, 1000, 1000, 7, 1, 'open')`,
    ).run(CUSTOMER);
    v6.prepare(
      "INSERT INTO alarm_actions (alarmId, atMs, action, operator, outcome, note) VALUES (1, 1500, 'raised', NULL, NULL, NULL)",
    ).run();
    v6.prepare('INSERT INTO sync_state (customerGuid, cursorMs, maxDelayMs) VALUES (?, 90000, 0)').run(CUSTOMER);
    v6.close();

    const db = cacheAtVersion(7);
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(db.prepare('SELECT raisedAtMs, lateByMs FROM alarms').get()).toEqual({ raisedAtMs: 1500, lateByMs: null });
    expect(db.prepare('SELECT alarmsFromMs FROM sync_state').pluck().get()).toBe(90000);
    expect(tables(db)).toContain('monitoring_gaps');
    db.close();
  });

  it('8 moves card numbers to an index of their own, both indexes rebuilt from the events already cached', () => {
    const v7 = cacheAtVersion(7);
    v7.prepare(
      `INSERT INTO events ("eventId", "eventType", "userLastName", "tokenData", sourceCustomerGuid, eventDateMs, storedAtMs)
       VALUES (7, 4, 'Nakamura', '40021877', ?, 1000, 1001)`,
    ).run(CUSTOMER);
    v7.close();

    const db = cacheAtVersion(8);
    expect(db.pragma('user_version', { simple: true })).toBe(8);
    const found = (table: string, query: string) =>
      db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck().all(query);
    expect(found('events_search', 'naka*')).toEqual([7]);
    expect(found('card_search', '"40021877"')).toEqual([7]);
    // The names' index no longer holds the card number.
    expect(found('events_search', '"40021877"')).toEqual([]);
    db.close();
  });

  it('9 adds where each age band has been read to, empty, to a version-8 cache, keeping its sync state', () => {
    const v8 = cacheAtVersion(8);
    v8.prepare('INSERT INTO sync_state (customerGuid, cursorMs, maxDelayMs) VALUES (?, 90000, 0)').run(CUSTOMER);
    expect(tables(v8)).not.toContain('band_coverage');
    v8.close();

    const db = cacheAtVersion(9);
    expect(db.pragma('user_version', { simple: true })).toBe(9);
    expect(db.prepare('SELECT count(*) FROM band_coverage').pluck().get()).toBe(0);
    expect(db.prepare('SELECT cursorMs FROM sync_state').pluck().get()).toBe(90000);
    db.close();
  });

  it("10 lets an alarm's history hold a control room's claim steps, keeping every step and still never rewritten", () => {
    const v9 = cacheAtVersion(9);
    v9.prepare(
      `INSERT INTO alarms (alarmId, customerGuid, groupKey, ruleName, priority, sound, notify, groupWithinMs,
                           firstAtMs, lastAtMs, latestEventId, eventCount, state, raisedAtMs)
       VALUES (1, ?, 'door:d', 'Door forced', 'critical', 'critical', 1, 0, 1000, 1000, 7, 1, 'acknowledged', 1000)`,
    ).run(CUSTOMER);
    const record = (db: SqliteDatabase, action: string) =>
      db
        .prepare(
          'INSERT INTO alarm_actions (alarmId, atMs, action, operator, outcome, note) VALUES (1, ?, ?, ?, NULL, ?)',
        )
        .run(2000, action, 'Ann (control-1)', 'on it');
    record(v9, 'raised');
    record(v9, 'acknowledged');
    expect(() => record(v9, 'claimed')).toThrow(/CHECK constraint/);
    v9.close();

    const db = cacheAtVersion(10);
    expect(db.pragma('user_version', { simple: true })).toBe(10);
    record(db, 'claimed');
    record(db, 'taken-over');
    expect(db.prepare('SELECT actionId, action FROM alarm_actions ORDER BY actionId').all()).toEqual([
      { actionId: 1, action: 'raised' },
      { actionId: 2, action: 'acknowledged' },
      { actionId: 3, action: 'claimed' },
      { actionId: 4, action: 'taken-over' },
    ]);
    expect(() => record(db, 'snoozed')).toThrow(/CHECK constraint/);
    expect(() => db.prepare('DELETE FROM alarm_actions').run()).toThrow('the alarm history is never rewritten');
    expect(() => db.prepare("UPDATE alarm_actions SET note = 'x'").run()).toThrow(
      'the alarm history is never rewritten',
    );
    db.close();
  });

  it("11 adds the control room's rises waiting to be told, empty, to a version-10 cache, keeping its alarms", () => {
    const v10 = cacheAtVersion(10);
    v10
      .prepare(
        `INSERT INTO alarms (alarmId, customerGuid, groupKey, ruleName, priority, sound, notify, groupWithinMs,
                             firstAtMs, lastAtMs, latestEventId, eventCount, state, raisedAtMs)
         VALUES (1, ?, 'door:d', 'Door held open', 'high', 'alarm', 1, 0, 1000, 1000, 7, 1, 'open', 1000)`,
      )
      .run(CUSTOMER);
    expect(tables(v10)).not.toContain('room_rises_waiting');
    v10.close();

    const db = cacheAtVersion(11);
    expect(db.pragma('user_version', { simple: true })).toBe(11);
    expect(db.prepare('SELECT count(*) FROM room_rises_waiting').pluck().get()).toBe(0);
    expect(db.prepare('SELECT priority FROM alarms').pluck().get()).toBe('high');
    const keep = (from: string) =>
      db
        .prepare("INSERT INTO room_rises_waiting (alarmId, fromPriority, priority, note) VALUES (1, ?, 'high', 'n')")
        .run(from);
    expect(() => keep('urgent')).toThrow(/CHECK constraint/);
    keep('medium');
    db.close();
  });

  it("12 adds an export's ranges, empty, to a version-11 cache, keeping the sync's settled ranges as they were", () => {
    const v11 = cacheAtVersion(11);
    v11.prepare('INSERT INTO settled_ranges (customerGuid, fromMs, toMs) VALUES (?, 0, 500)').run(CUSTOMER);
    expect(tables(v11)).not.toContain('export_ranges');
    v11.close();

    const db = cacheAtVersion(12);
    expect(db.pragma('user_version', { simple: true })).toBe(12);
    expect(db.prepare('SELECT count(*) FROM export_ranges').pluck().get()).toBe(0);
    expect(db.prepare('SELECT fromMs, toMs FROM settled_ranges').all()).toEqual([{ fromMs: 0, toMs: 500 }]);
    db.close();
  });

  it.each([
    {
      version: 15,
      what: 'the steps of its procedure done',
      before: [['claimed', 'on it']],
      added: ['step-done', 'Call the site contact'],
    },
    {
      version: 16,
      what: 'its forwarding to another operator',
      before: [
        ['claimed', 'on it'],
        ['step-done', 'Call the site contact'],
      ],
      added: ['forwarded', 'to Bob (control-2): the patrol is on its way'],
    },
  ])("$version lets an alarm's history hold $what, keeping every step and still never rewritten", (migration) => {
    const { version, before, added } = migration as { version: number; before: string[][]; added: string[] };
    const older = cacheAtVersion(version - 1);
    older
      .prepare(
        `INSERT INTO alarms (alarmId, customerGuid, groupKey, ruleName, priority, sound, notify, groupWithinMs,
                             firstAtMs, lastAtMs, latestEventId, eventCount, state, raisedAtMs)
         VALUES (1, ?, 'door:d', 'Door forced', 'critical', 'critical', 1, 0, 1000, 1000, 7, 1, 'open', 1000)`,
      )
      .run(CUSTOMER);
    const record = (db: SqliteDatabase, action: string, note: string) =>
      db
        .prepare(
          'INSERT INTO alarm_actions (alarmId, atMs, action, operator, outcome, note) VALUES (1, 2000, ?, ?, NULL, ?)',
        )
        .run(action, 'Ann', note);
    for (const [action, note] of before) record(older, action!, note!);
    expect(() => record(older, added[0]!, added[1]!)).toThrow(/CHECK constraint/);
    older.close();

    const db = cacheAtVersion(version);
    expect(db.pragma('user_version', { simple: true })).toBe(version);
    record(db, added[0]!, added[1]!);
    expect(db.prepare('SELECT actionId, action, note FROM alarm_actions ORDER BY actionId').all()).toEqual(
      [...before, added].map(([action, note], index) => ({ actionId: index + 1, action, note })),
    );
    expect(() => record(db, 'snoozed', '')).toThrow(/CHECK constraint/);
    expect(() => db.prepare('DELETE FROM alarm_actions').run()).toThrow('the alarm history is never rewritten');
    db.close();
  });

  it("17 finds each controller's newest event by an index of its own, built over the events a version-16 cache holds", () => {
    const v16 = cacheAtVersion(16);
    const insert = v16.prepare(
      `INSERT INTO events ("eventId", sourceCustomerGuid, eventDateMs, receivedDateMs, storedAtMs, "deviceGuid")
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const [eventId, device, atMs] of [
      [1, 'reader-a', 1_000],
      [2, 'reader-a', 3_000],
      [3, 'reader-b', 2_000],
    ] as const) {
      insert.run(eventId, CUSTOMER, atMs, atMs, atMs, device);
    }
    v16.close();

    const db = cacheAtVersion(17);
    expect(db.pragma('user_version', { simple: true })).toBe(17);
    const newest = db
      .prepare(
        'SELECT max(eventDateMs) FROM events INDEXED BY events_by_device WHERE sourceCustomerGuid = ? AND "deviceGuid" = ?',
      )
      .pluck();
    expect([newest.get(CUSTOMER, 'reader-a'), newest.get(CUSTOMER, 'reader-b')]).toEqual([3_000, 2_000]);
    db.close();
  });

  it('refuse a cache written by a newer app, saying so and leaving the file as it was', () => {
    const db = openDatabase(path);
    const known = db.pragma('user_version', { simple: true }) as number;
    db.prepare("INSERT INTO customers (customerGuid, json, fetchedAtMs) VALUES (?, '{}', 1)").run(CUSTOMER);
    db.pragma(`user_version = ${known + 1}`);
    db.close();

    expect(() => openDatabase(path)).toThrow(NewerDatabaseError);
    expect(() => openDatabase(path)).toThrow(
      `has schema version ${known + 1}, newer than this app knows (${known}): update acs-monitor or use another profile folder`,
    );
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(known + 1);
    expect(after.prepare('SELECT customerGuid FROM customers').pluck().all()).toEqual([CUSTOMER]);
    after.close();
  });

  it("leave the events table with a column for every field of the spec's Event, of its type", () => {
    const db = openDatabase(path);
    const columns = db.prepare("SELECT name, type FROM pragma_table_info('events')").all() as {
      name: string;
      type: string;
    }[];
    db.close();
    const actual = columns.filter((column) => !CACHE_COLUMNS.includes(column.name));
    const expected = EVENT_FIELDS.map((field) => ({
      name: field.name,
      type: field.type === 'string' ? 'TEXT' : 'INTEGER',
    }));
    const missing = expected.filter((field) => !actual.some((column) => column.name === field.name));
    const stale = actual.filter((column) => !expected.some((field) => field.name === column.name));
    expect(
      { missing, stale },
      `The spec's Event (resources/openapi.yaml) and the cache's events table differ. Add a migration ` +
        `electron/core/store/migrations/${String(MIGRATIONS.length + 1).padStart(4, '0')}-<name>.ts ` +
        `(e.g. ALTER TABLE events ADD COLUMN "field" TEXT) and append it to MIGRATIONS in migrations.ts; ` +
        `never edit a shipped migration.`,
    ).toEqual({ missing: [], stale: [] });
    expect(actual).toEqual(expected);
  });
});
