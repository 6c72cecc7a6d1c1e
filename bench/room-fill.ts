// Fills a migrated room in SQL: the world's customers, doors, card holders and kinds of event go into
// small tables of their own, then INSERT … SELECT over generate_series makes the events (a customer by
// its share, one of its doors and card holders, a kind by its weight, dates spread evenly from `fromMs`
// to `toMs` with ids rising with the date, the search words as the storage computes them) and each
// one's feed row, as the poller would have fed it. Indexes and keys are set aside meanwhile
// (room-indexes.ts); two connections insert in turn, a chunk at a time; VACUUM ANALYZE at the end.
import pg from 'pg';
import { EVENT_FIELDS } from '../electron/core/api/event-fields.js';
import type { AccessEvent } from '../electron/core/api/types.js';
import { eventWords } from '../electron/core/storage/postgres-event-batch.js';
import { EVENT_KINDS } from '../electron/demo/events/catalogue.js';
import type { RoomWorld } from './room-events.js';
import { setIndexesAside } from './room-indexes.js';

export interface FillTimes {
  insertMs: number;
  indexMs: number;
  vacuumMs: number;
}

const CHUNK = 250_000;
const CUSTOMER_SLOTS = 100_000;
const KIND_SLOTS = 10_000;

const DIMENSIONS = `
CREATE UNLOGGED TABLE fill_customers (idx int PRIMARY KEY, guid text, name text, id bigint, door_count int, holder_count int);
CREATE UNLOGGED TABLE fill_doors (customer_idx int, n int, guid text, name text, id bigint, site_guid text,
  site_name text, site_code text, site_id bigint, device_guid text, device_name text, device_serial text,
  device_id bigint, words text[], PRIMARY KEY (customer_idx, n));
CREATE UNLOGGED TABLE fill_holders (customer_idx int, n int, guid text, first text, last text, id bigint,
  card_guid text, card_data text, card_id bigint, name_words text[], card_words text[], PRIMARY KEY (customer_idx, n));
CREATE UNLOGGED TABLE fill_kinds (n int PRIMARY KEY, display_name text, priority text, event_type bigint, subject text, words text[]);
CREATE UNLOGGED TABLE fill_customer_slots (slot int PRIMARY KEY, idx int);
CREATE UNLOGGED TABLE fill_kind_slots (slot int PRIMARY KEY, n int);`;
const FILL_TABLES = 'fill_customers, fill_doors, fill_holders, fill_kinds, fill_customer_slots, fill_kind_slots';

const iso = (ms: string): string =>
  `to_char(to_timestamp((${ms}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const holder = (value: string): string => `CASE WHEN h.guid IS NULL THEN NULL ELSE ${value} END`;
const granted = (value: string): string => `CASE WHEN k.subject = 'granted' THEN ${value} END`;

/** Each column of the events table, as the fill makes it. */
const COLUMNS: Record<string, string> = {
  eventId: 't.g',
  displayName: 'k.display_name',
  priorityDescription: 'k.priority',
  eventType: 'k.event_type',
  eventDate: iso('t.at_ms'),
  receivedDate: iso('t.at_ms + t.delay_ms'),
  customerGuid: 'c.guid',
  customerName: 'c.name',
  customerId: 'c.id',
  siteGuid: 'd.site_guid',
  siteName: 'd.site_name',
  siteCode: 'd.site_code',
  siteId: 'd.site_id',
  siteDeleted: '0',
  deviceGuid: 'd.device_guid',
  deviceSerialNumber: 'd.device_serial',
  deviceName: 'd.device_name',
  deviceId: 'd.device_id',
  deviceDeleted: '0',
  doorGuid: 'd.guid',
  doorName: 'd.name',
  doorId: 'd.id',
  doorDeleted: '0',
  localDoorId: 'd.id % 64',
  tokenGuid: 'h.card_guid',
  tokenData: 'h.card_data',
  tokenDescription: holder("'Card'"),
  tokenLost: holder('0'),
  tokenId: 'h.card_id',
  tokenType: holder('1'),
  tokenIfType: holder('26'),
  userGuid: granted('h.guid'),
  userFirstName: granted('h.first'),
  userLastName: granted('h.last'),
  userBarred: granted('0'),
  userDeleted: granted('0'),
  userId: granted('h.id'),
  timezoneDescription: "'Europe/London'",
  tz: '0',
  installerCode: 'NULL',
};

/** One chunk of events, $1 to $2, and their feed rows (change numbers as the ids: fed in date order). */
function chunkSql(fromMs: number, stepMs: number): string {
  const missing = EVENT_FIELDS.filter((field) => !(field.name in COLUMNS));
  if (missing.length > 0) throw new Error(`room-fill makes no ${missing.map((field) => field.name).join(', ')}`);
  const fields = EVENT_FIELDS.map((field) => field.name);
  return `
WITH r AS MATERIALIZED (
  SELECT g, floor(random() * ${CUSTOMER_SLOTS})::int AS cs, floor(random() * ${KIND_SLOTS})::int AS ks,
         random() AS rd, random() AS rh, random() AS rr, random() AS rt
    FROM generate_series($1::bigint, $2::bigint) AS g
), t AS (
  SELECT r.g, cs.idx AS c, ks.n AS k, r.rd, r.rh,
         floor(${fromMs}::float8 + (r.g - 1) * ${stepMs}::float8 + r.rr * ${stepMs}::float8)::bigint AS at_ms,
         (200 + floor(r.rt * 29800))::bigint AS delay_ms
    FROM r JOIN fill_customer_slots cs ON cs.slot = r.cs JOIN fill_kind_slots ks ON ks.slot = r.ks
), ins AS (
  INSERT INTO events (${fields.map((name) => `"${name}"`).join(', ')},
                      source_customer_guid, event_date_ms, received_date_ms, stored_at_ms, name_words, card_words)
  SELECT ${fields.map((name) => COLUMNS[name]).join(', ')},
         c.guid, t.at_ms, t.at_ms + t.delay_ms, t.at_ms + t.delay_ms + 1000,
         array_to_tsvector(d.words || k.words || CASE WHEN k.subject = 'granted' THEN h.name_words ELSE '{}'::text[] END),
         array_to_tsvector(coalesce(h.card_words, '{}'::text[]))
    FROM t
    JOIN fill_customers c ON c.idx = t.c
    JOIN fill_kinds k ON k.n = t.k
    JOIN fill_doors d ON d.customer_idx = t.c AND d.n = floor(t.rd * c.door_count)::int
    LEFT JOIN fill_holders h ON k.subject <> 'none' AND h.customer_idx = t.c AND h.n = floor(t.rh * c.holder_count)::int
  RETURNING "eventId", source_customer_guid, stored_at_ms
)
INSERT INTO room_feed (change_no, customer_guid, event_id, alarming, seen_at_service_ms)
SELECT "eventId", source_customer_guid, "eventId", true, stored_at_ms FROM ins`;
}

export async function fillRoom(
  url: string,
  world: RoomWorld,
  count: number,
  fromMs: number,
  toMs: number,
  log: (line: string) => void,
): Promise<FillTimes> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(DIMENSIONS);
    await insertWorld(admin, world);
    const rebuild = await setIndexesAside(url, ['events', 'room_feed']);

    let started = performance.now();
    const sql = chunkSql(fromMs, (toMs - fromMs) / count);
    let next = 1;
    let done = 0;
    const inserter = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // What is lost with a crash here is a throwaway database's.
        await client.query('SET synchronous_commit = off');
        // Compiling each chunk's plan would cost more than it saves.
        await client.query('SET jit = off');
        while (next <= count) {
          const from = next;
          const to = Math.min(count, from + CHUNK - 1);
          next = to + 1;
          await client.query(sql, [from, to]);
          done += to - from + 1;
          if (done % 1_000_000 < CHUNK) log(`${done.toLocaleString('en-GB')} events inserted`);
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all([inserter(), inserter()]);
    await admin.query("SELECT setval('room_change_seq', $1)", [count]);
    const insertMs = performance.now() - started;
    log(`events and feed inserted in ${(insertMs / 1000).toFixed(0)} s; building indexes`);

    started = performance.now();
    await rebuild();
    const indexMs = performance.now() - started;
    log(`indexes built in ${(indexMs / 1000).toFixed(0)} s; VACUUM ANALYZE`);

    started = performance.now();
    await admin.query(`DROP TABLE ${FILL_TABLES}`);
    await admin.query('VACUUM ANALYZE events, room_feed');
    return { insertMs, indexMs, vacuumMs: performance.now() - started };
  } finally {
    await admin.end();
  }
}

/** The world's customers, doors, holders and the kinds of event, with the slots that weigh their picks. */
async function insertWorld(client: pg.Client, world: RoomWorld): Promise<void> {
  const words = (list: readonly string[]): string => list.join(' ');
  const { customers } = world;
  await client.query(
    'INSERT INTO fill_customers SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::int[])',
    [
      customers.map((_, idx) => idx),
      customers.map((c) => c.guid),
      customers.map((c) => c.name),
      customers.map((c) => c.id),
      customers.map((c) => c.doors.length),
      customers.map((c) => c.holders.length),
    ],
  );
  const doors = customers.flatMap((c, idx) => c.doors.map((door, n) => ({ idx, n, door })));
  await client.query(
    `INSERT INTO fill_doors SELECT a, b, c, d, e, f, g, h, i, j, k, l, m, string_to_array(w, ' ')
       FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                   $9::bigint[], $10::text[], $11::text[], $12::text[], $13::bigint[], $14::text[])
            AS x(a, b, c, d, e, f, g, h, i, j, k, l, m, w)`,
    [
      doors.map((row) => row.idx),
      doors.map((row) => row.n),
      doors.map(({ door }) => door.guid),
      doors.map(({ door }) => door.name),
      doors.map(({ door }) => door.id),
      doors.map(({ door }) => door.site.guid),
      doors.map(({ door }) => door.site.name),
      doors.map(({ door }) => door.site.code),
      doors.map(({ door }) => door.site.id),
      doors.map(({ door }) => door.device.guid),
      doors.map(({ door }) => door.device.name),
      doors.map(({ door }) => door.device.serial),
      doors.map(({ door }) => door.device.id),
      doors.map(({ door }) => words(door.words.names)),
    ],
  );
  const holders = customers.flatMap((c, idx) => c.holders.map((one, n) => ({ idx, n, one })));
  for (let start = 0; start < holders.length; start += 50_000) {
    const part = holders.slice(start, start + 50_000);
    await client.query(
      `INSERT INTO fill_holders SELECT a, b, c, d, e, f, g, h, i, string_to_array(nw, ' '), string_to_array(cw, ' ')
         FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[],
                     $9::bigint[], $10::text[], $11::text[]) AS x(a, b, c, d, e, f, g, h, i, nw, cw)`,
      [
        part.map((row) => row.idx),
        part.map((row) => row.n),
        part.map(({ one }) => one.guid),
        part.map(({ one }) => one.first),
        part.map(({ one }) => one.last),
        part.map(({ one }) => one.id),
        part.map(({ one }) => one.card.guid),
        part.map(({ one }) => one.card.data),
        part.map(({ one }) => one.card.id),
        part.map(({ one }) => words(one.nameWords.names)),
        part.map(({ one }) => words(one.cardWords.cards)),
      ],
    );
  }
  await client.query(
    `INSERT INTO fill_kinds SELECT a, b, c, d, e, string_to_array(w, ' ')
       FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[]) AS x(a, b, c, d, e, w)`,
    [
      EVENT_KINDS.map((_, n) => n),
      EVENT_KINDS.map(([kind]) => kind.displayName),
      EVENT_KINDS.map(([kind]) => kind.priorityDescription),
      EVENT_KINDS.map(([kind]) => kind.eventType),
      EVENT_KINDS.map(([kind]) => kind.subject),
      EVENT_KINDS.map(([kind]) => words(eventWords({ displayName: kind.displayName } as AccessEvent).names)),
    ],
  );
  // Zipf-like shares as roomWorld's pick gives them (1 / rank), and the kinds by their weights.
  const slotsOf = (table: string, weights: readonly number[], size: number): Promise<unknown> =>
    client.query(`INSERT INTO ${table} SELECT n - 1, idx FROM unnest($1::int[]) WITH ORDINALITY AS x(idx, n)`, [
      slots(weights, size),
    ]);
  await slotsOf(
    'fill_customer_slots',
    customers.map((_, rank) => 1 / (rank + 1)),
    CUSTOMER_SLOTS,
  );
  await slotsOf(
    'fill_kind_slots',
    EVENT_KINDS.map(([, weight]) => weight),
    KIND_SLOTS,
  );
  await client.query(`ANALYZE ${FILL_TABLES}`);
}

/** `size` slots, each index given a share of them by its weight (every index at least one). */
function slots(weights: readonly number[], size: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const out: number[] = [];
  let carried = 0;
  weights.forEach((weight, index) => {
    carried += (weight / total) * size;
    while (out.length < Math.min(size, Math.round(carried))) out.push(index);
    if (out.at(-1) !== index && out.length < size) out.push(index);
  });
  while (out.length < size) out.push(weights.length - 1);
  return out.slice(0, size);
}
