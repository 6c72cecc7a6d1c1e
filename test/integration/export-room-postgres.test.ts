// The room's export from PostgreSQL (postgres-export.ts): the very bytes the cache's export writes for
// the same events, however the range is cut into pieces and threads, from one snapshot of the room.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import type { CsvFlavour } from '../../electron/core/export/csv-format.js';
import { writeCsv } from '../../electron/core/export/csv-stream.js';
import { exportRoomCsv, type RoomExport } from '../../electron/core/export/postgres-export.js';
import type { EventsFilter } from '../../electron/core/storage/event-storage.js';
import { EXPORT_APPLICATION_NAME } from '../../electron/core/storage/postgres-export-reader.js';
import { PostgresEventStorage } from '../../electron/core/storage/postgres-event-storage.js';
import { SqliteEventStorage } from '../../electron/core/storage/sqlite-event-storage.js';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const HARBOUR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const START_MS = Date.UTC(2026, 2, 29, 0, 30); // the night London's clocks go forward
const EVENTS = 2_000;
/** Seven events to a second: 97-event pieces end among events of one second. */
const TIES = 7;
const PIECE_ROWS = 97;
// Text a CSV writer must get right: quotes, separators, line breaks, COPY's own escapes, formula starts, non-ASCII.
const AWKWARD = [
  'Müller',
  "O'Brien",
  'Loading, Bay',
  'say "hello"',
  'two\nlines',
  'tab\there',
  'back\\slash \\N',
  '\\N',
  '=SUM(A1)',
  '-5',
  '+44 20',
  '@home',
  ' leading',
  'trailing ',
  '',
  '東京 🚪',
  'cr\r\nlf',
  'semi;colon',
  '\u200b=hidden',
];

function events(): AccessEvent[] {
  let seed = 7;
  const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const pick = <T>(from: readonly T[]): T => from[next(from.length)]!;
  const text = (): string | null => (next(9) === 0 ? null : pick(AWKWARD));
  return Array.from({ length: EVENTS }, (_, i) => {
    const values = EVENT_FIELDS.map((field): unknown => {
      if (field.type === 'boolean') return pick([true, false, null]);
      if (field.type === 'integer') return pick([0, 7, -300, 123_456_789_012, null]);
      return field.formatted ? null : text();
    });
    const event = Object.fromEntries(EVENT_FIELDS.map((field, f) => [field.name, values[f]])) as unknown as AccessEvent;
    const at = new Date(START_MS + Math.floor(i / TIES) * 1000).toISOString();
    // Ids not in date order: ties are broken by eventId.
    return {
      ...event,
      eventId: 1_000_000 + ((i * 7919) % EVENTS),
      eventType: 9000 + (i % 3),
      eventDate: at,
      receivedDate: i % 11 === 0 ? null : at,
      tokenData: i % 5 === 0 ? null : `40021877${String(i).padStart(4, '0')}`,
      tokenDescription: i % 4 === 0 ? `Card 40021877${String(i).padStart(4, '0')} of ${pick(AWKWARD)}` : text(),
      installerCode: i % 6 === 0 ? '123456' : null,
    } as AccessEvent;
  });
}

/** Keeps what it is given; `before.run` runs (and is waited for) before write number `before.write` is done. */
function sink(before?: { write: number; run: () => Promise<void> }): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      const wait = chunks.length === before?.write ? before.run() : Promise.resolve();
      wait.then(() => setImmediate(done), done);
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

describe("a room's export from PostgreSQL", () => {
  let db: RoomDatabase;
  let room: PostgresEventStorage;
  let cache: SqliteEventStorage;
  let folder: string;
  const all = events();

  beforeAll(async () => {
    db = await createRoomDatabase();
    room = await PostgresEventStorage.open(db.url);
    folder = mkdtempSync(join(tmpdir(), 'acs-room-export-'));
    cache = await SqliteEventStorage.open(join(folder, 'cache.sqlite3'));
    for (const [customerGuid, batch] of [
      [NORTHWIND, all.filter((_, i) => i % 3 !== 0)],
      [HARBOUR, all.filter((_, i) => i % 3 === 0)],
    ] as const) {
      await room.storeBatch({ customerGuid, events: batch, nowMs: START_MS });
      await cache.storeBatch({ customerGuid, events: batch, nowMs: START_MS });
    }
  });

  afterAll(async () => {
    await room?.close();
    await cache?.close();
    await db?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const fromCache = async (filter: EventsFilter, flavour: CsvFlavour, wholeCards = false): Promise<Buffer> => {
    const { out, bytes } = sink();
    await writeCsv(cache.exportRows(filter), out, { timezone: 'Europe/London', flavour, wholeCards });
    return bytes();
  };
  const fromRoom = async (
    job: Omit<RoomExport, 'url' | 'out' | 'timezone'>,
    before?: { write: number; run: () => Promise<void> },
  ): Promise<{ rows: number; bytes: Buffer }> => {
    const { out, bytes } = sink(before);
    const { rows } = await exportRoomCsv({ url: db.url, out, timezone: 'Europe/London', ...job });
    return { rows, bytes: bytes() };
  };
  const exportConnections = async (): Promise<number> =>
    Number(
      (
        await db.admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [
          EXPORT_APPLICATION_NAME,
        ])
      ).rows[0]!.n,
    );

  it('cuts the range inside runs of events of one second', () => {
    const keys = all.map((e) => Date.parse(e.eventDate)).sort((a, b) => a - b);
    const cutInsideASecond = Array.from(
      { length: Math.floor(EVENTS / PIECE_ROWS) },
      (_, k) => (k + 1) * PIECE_ROWS,
    ).filter((end) => keys[end - 1] === keys[end]);
    expect(cutInsideASecond.length).toBeGreaterThan(5);
  });

  for (const flavour of ['strict', 'spreadsheet', 'spreadsheet-semicolon'] as const) {
    it(`writes the bytes the cache's export writes (${flavour}), in many pieces on two helpers or in one`, async () => {
      const expected = await fromCache({}, flavour);
      const pieces = await fromRoom({ filter: {}, flavour, pieceRows: PIECE_ROWS, helpers: 2 });
      expect(pieces.rows).toBe(EVENTS);
      expect(pieces.bytes.equals(expected)).toBe(true);
      const whole = await fromRoom({ filter: {}, flavour });
      expect(whole.bytes.equals(expected)).toBe(true);
      expect(await exportConnections()).toBe(0);
    });
  }

  it("writes one customer's part of the range, cards whole, as the cache does", async () => {
    const filter: EventsFilter = {
      customerGuids: [NORTHWIND],
      fromMs: START_MS + 30_000,
      toMs: START_MS + 200_000,
      eventType: 9001,
    };
    const expected = await fromCache(filter, 'spreadsheet', true);
    const room = await fromRoom({ filter, flavour: 'spreadsheet', wholeCards: true, pieceRows: 13, helpers: 1 });
    expect(room.rows).toBeGreaterThan(13 * 4);
    expect(room.bytes.equals(expected)).toBe(true);
  });

  it('writes only the header for a range without events', async () => {
    const empty = await fromRoom({ filter: { fromMs: START_MS - 10_000, toMs: START_MS - 1 }, pieceRows: 5 });
    expect(empty.rows).toBe(0);
    expect(empty.bytes.equals(await fromCache({ fromMs: START_MS - 10_000, toMs: START_MS - 1 }, 'strict'))).toBe(true);
    expect(empty.bytes.toString()).toMatch(/^eventId,[^\n]*\r\n$/);
  });

  it('leaves out an event stored while the export runs, and writes none twice', async () => {
    const expected = await fromCache({}, 'strict');
    // Dated among the range's last events: read by a later piece than the one written first.
    const late = { ...all[EVENTS - 3]!, eventId: 9_999_999 };
    const during = await fromRoom(
      { filter: {}, pieceRows: PIECE_ROWS, helpers: 2 },
      {
        write: 1,
        run: async () => {
          const stored = await room.storeBatch({ customerGuid: NORTHWIND, events: [late], nowMs: START_MS });
          expect(stored.inserted).toHaveLength(1);
        },
      },
    );
    expect(during.rows).toBe(EVENTS);
    expect(during.bytes.equals(expected)).toBe(true);
    const after = await fromRoom({ filter: {}, pieceRows: PIECE_ROWS, helpers: 2 });
    expect(after.rows).toBe(EVENTS + 1);
    await db.admin.query('DELETE FROM room_feed WHERE event_id = $1', [late.eventId]);
    await db.admin.query('DELETE FROM events WHERE "eventId" = $1', [late.eventId]);
  });

  it('says the database failed when its connections are cut mid-export, and lets go of them and its helpers', async () => {
    // Writes: the header, then pieces 0 (this thread's), 1 and 2 (each helper's): by the fourth, all three read.
    const cut = fromRoom(
      { filter: {}, pieceRows: PIECE_ROWS, helpers: 2 },
      {
        write: 4,
        run: async () => {
          const cut = await db.admin.query(
            // Only this room's: the server also holds the rooms of the suites running beside this one.
            'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
            [EXPORT_APPLICATION_NAME],
          );
          expect(cut.rowCount).toBe(3);
        },
      },
    );
    // Which comes first is a race: the server's "terminating connection" on a query in flight, or the
    // client's own "connection error" on one asked after it noticed.
    await expect(cut).rejects.toThrow(/control room's database failed: .*(terminat|connection error)/i);
    expect(await exportConnections()).toBe(0);
  });
});
