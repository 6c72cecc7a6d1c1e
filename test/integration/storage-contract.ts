// The storage contract: what a guard notices of the events cache, whichever engine holds it. Run by
// storage-sqlite.test.ts (a real cache file) and storage-postgres.test.ts (a real PostgreSQL database).
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { writeCsv } from '../../electron/core/export/csv-stream.js';
import { nextPageKey, type EventStorage, type EventsFilter } from '../../electron/core/storage/event-storage.js';

/** A fresh, empty place (a file, a database) that any number of storages may open at once. */
export interface StoragePlace {
  open(): Promise<EventStorage>;
  remove(): Promise<void>;
}

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const HARBOUR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LOADING_BAY = '11111111-2222-4333-8444-555555555555';
const FRONT_DOOR = '66666666-7777-4888-8999-aaaaaaaaaaaa';
// Kinds of event made up for these tests (not the demo's numbers).
const GRANTED = 9001;
const REFUSED = 9002;
const NOW_MS = Date.UTC(2026, 10, 26, 12, 0, 0);

function event(eventId: number, second: number, fields: Partial<AccessEvent> = {}): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const at = new Date(Date.UTC(2026, 10, 23, 9, 0, second)).toISOString();
  return { ...blank, eventId, eventType: GRANTED, eventDate: at, receivedDate: at, ...fields } as AccessEvent;
}

/** 25 events, several sharing one second, their ids not in date order: paging must break ties by id. */
function shift(): AccessEvent[] {
  return Array.from({ length: 25 }, (_, i) =>
    event(1000 + ((i * 7) % 25), Math.floor(i / 3), {
      doorGuid: i % 2 === 0 ? LOADING_BAY : FRONT_DOOR,
      doorName: i % 2 === 0 ? 'Loading Bay' : 'Front Entrance',
      eventType: i % 5 === 0 ? REFUSED : GRANTED,
      userFirstName: 'Kwame',
      userLastName: `Adeyemi${i}`,
      siteDeleted: i % 4 === 0,
      tokenData: `400218${String(i).padStart(2, '0')}`,
    }),
  );
}

/** Newest first, as the feed shows them: by eventDate, then eventId. */
function newestFirst(events: readonly AccessEvent[]): number[] {
  return [...events]
    .sort((a, b) => Date.parse(b.eventDate) - Date.parse(a.eventDate) || b.eventId - a.eventId)
    .map((e) => e.eventId);
}

async function allPages(storage: EventStorage, filter: EventsFilter, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let before;
  for (;;) {
    const page = await storage.feedPage(filter, { limit, before: before ?? undefined });
    pages.push(page.map((e) => e.eventId));
    before = nextPageKey(page, limit);
    if (!before) return pages;
  }
}

async function csvBytes(rows: AsyncIterable<unknown> | Iterable<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCsv(rows as Iterable<AccessEvent>, out, { timezone: 'Europe/London', flavour: 'spreadsheet' });
  out.end();
  return Buffer.concat(chunks);
}

export function storageContract(engine: string, createPlace: () => Promise<StoragePlace>): void {
  describe(`the events storage on ${engine}`, () => {
    let place: StoragePlace;
    let storage: EventStorage;
    const opened: EventStorage[] = [];
    const open = async (): Promise<EventStorage> => {
      const next = await place.open();
      opened.push(next);
      return next;
    };

    beforeEach(async () => {
      place = await createPlace();
      storage = await open();
    });
    afterEach(async () => {
      for (const each of opened.splice(0)) await each.close();
      await place.remove();
    });

    it('shows the feed newest first, and reads every event back as the service sent it', async () => {
      const events = shift();
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      const page = await storage.feedPage({}, { limit: 10 });
      expect(page.map((e) => e.eventId)).toEqual(newestFirst(events).slice(0, 10));
      const byId = new Map(events.map((e) => [e.eventId, e]));
      for (const shown of page) expect(shown).toEqual(byId.get(shown.eventId));
    });

    it('reads one event back by its id as the service sent it, and none for an id it does not hold', async () => {
      const events = shift();
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      expect(await storage.event(1007)).toEqual(events.find((e) => e.eventId === 1007));
      expect(await storage.event(999_999)).toBeUndefined();
    });

    it('pages back through the feed losing and repeating nothing, even among events of the same second', async () => {
      const events = shift();
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      const pages = await allPages(storage, {}, 4);
      expect(pages.flat()).toEqual(newestFirst(events));
      expect(pages.slice(0, -1).every((page) => page.length === 4)).toBe(true);
    });

    it('adds nothing for a batch it already holds, and takes in a changed field', async () => {
      const events = shift();
      const first = await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      expect(first.inserted.map((e) => e.eventId).sort()).toEqual(events.map((e) => e.eventId).sort());
      const barred = events.map((e) => (e.eventId === 1003 ? { ...e, userBarred: true } : e));
      const again = await storage.storeBatch({ customerGuid: NORTHWIND, events: barred, nowMs: NOW_MS + 1 });
      expect(again).toMatchObject({ inserted: [], updated: 1 });
      expect(await storage.count()).toBe(events.length);
      const shown = await storage.feedPage({ userOrTokenGuid: undefined }, { limit: 100 });
      expect(shown.find((e) => e.eventId === 1003)?.userBarred).toBe(true);
    });

    it('stores each event once when two writers store the same batches at the same moment', async () => {
      const other = await open();
      const events = shift();
      const halves = [events.slice(0, 15), events.slice(10)];
      const results = await Promise.all([
        ...halves.map((batch) => storage.storeBatch({ customerGuid: NORTHWIND, events: batch, nowMs: NOW_MS })),
        ...halves.map((batch) => other.storeBatch({ customerGuid: NORTHWIND, events: batch, nowMs: NOW_MS })),
      ]);
      const reportedNew = results.flatMap((result) => result.inserted.map((e) => e.eventId));
      expect(reportedNew.sort()).toEqual(events.map((e) => e.eventId).sort());
      expect(await other.count()).toBe(events.length);
    });

    it('narrows the feed by customer, door and kind of event', async () => {
      const events = shift();
      const elsewhere = [event(5000, 30, { doorGuid: LOADING_BAY }), event(5001, 31, { doorGuid: LOADING_BAY })];
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      await storage.storeBatch({ customerGuid: HARBOUR, events: elsewhere, nowMs: NOW_MS });
      const ids = async (filter: EventsFilter): Promise<number[]> =>
        (await storage.feedPage(filter, { limit: 100 })).map((e) => e.eventId);

      expect(await ids({ customerGuids: [HARBOUR] })).toEqual([5001, 5000]);
      expect(await ids({ customerGuids: [NORTHWIND], doorGuid: LOADING_BAY })).toEqual(
        newestFirst(events.filter((e) => e.doorGuid === LOADING_BAY)),
      );
      expect(await ids({ customerGuids: [NORTHWIND], eventType: REFUSED })).toEqual(
        newestFirst(events.filter((e) => e.eventType === REFUSED)),
      );
      expect(await ids({ customerGuids: [] })).toEqual([]);
      expect(await storage.count(HARBOUR)).toBe(2);
    });

    it('finds names by the start of their words, any accent, and a card only by its whole number', async () => {
      const muller = event(1, 1, {
        userFirstName: 'Jürgen',
        userLastName: 'Müller',
        tokenData: '51007733',
        doorName: 'Front Entrance',
      });
      const kwame = event(2, 2, {
        userFirstName: 'Kwame',
        userLastName: "O'Brien-Adeyemi",
        tokenData: '40021877',
        tokenDescription: 'Card 40021877',
      });
      await storage.storeBatch({ customerGuid: NORTHWIND, events: [muller, kwame], nowMs: NOW_MS });
      const found = async (text: string): Promise<number[]> =>
        (await storage.feedPage({ text }, { limit: 10 })).map((e) => e.eventId);

      expect(await found('mull')).toEqual([1]);
      expect(await found('Müller jür')).toEqual([1]);
      expect(await found('brien')).toEqual([2]);
      expect(await found('front ent')).toEqual([1]);
      expect(await found('40021877')).toEqual([2]);
      expect(await found('4002')).toEqual([]);
      expect(await found('5100773')).toEqual([]);
      expect(await found('kwame müller')).toEqual([]);
    });

    it('exports oldest first, and writes the CSV bytes of the events exactly as the service sent them', async () => {
      const events = shift();
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      const oldestFirst = newestFirst(events).reverse();
      const rows: unknown[][] = [];
      for await (const row of storage.exportRows({ customerGuids: [NORTHWIND] })) rows.push(row);
      expect(rows.map((row) => row[EVENT_FIELDS.findIndex((field) => field.name === 'eventId')])).toEqual(oldestFirst);

      const byId = new Map(events.map((e) => [e.eventId, e]));
      const expected = await csvBytes(oldestFirst.map((id) => byId.get(id)!));
      expect((await csvBytes(storage.exportRows({ customerGuids: [NORTHWIND] }))).equals(expected)).toBe(true);
    });

    it('exports a range larger than one read whole and in order, and a stopped export holds nothing up', async () => {
      const many = Array.from({ length: 2100 }, (_, i) =>
        event(100_000 + i, Math.floor(i / 2), { doorName: `Door ${i}` }),
      );
      await storage.storeBatch({ customerGuid: NORTHWIND, events: many, nowMs: NOW_MS });
      const expected = await csvBytes(many);
      expect((await csvBytes(storage.exportRows({}))).equals(expected)).toBe(true);

      for await (const row of storage.exportRows({})) {
        expect(row).toHaveLength(EVENT_FIELDS.length);
        break;
      }
      const late = event(200_000, 5000);
      expect((await storage.storeBatch({ customerGuid: NORTHWIND, events: [late], nowMs: NOW_MS })).inserted).toEqual([
        late,
      ]);
      expect(await storage.count()).toBe(many.length + 1);
    });

    it('exports the events as they were when the export began, while new ones are stored meanwhile', async () => {
      const events = shift();
      await storage.storeBatch({ customerGuid: NORTHWIND, events, nowMs: NOW_MS });
      const exported: unknown[][] = [];
      for await (const row of storage.exportRows({})) {
        if (exported.length === 0) {
          const late = await storage.storeBatch({ customerGuid: NORTHWIND, events: [event(9999, 59)], nowMs: NOW_MS });
          expect(late.inserted).toHaveLength(1);
        }
        exported.push(row);
      }
      expect(exported).toHaveLength(events.length);
      expect(await storage.count()).toBe(events.length + 1);
    });

    it('keeps each customer its own sync cursor and band coverage, written with the events or alone', async () => {
      expect(await storage.syncState(NORTHWIND)).toMatchObject({ cursorMs: null, maxDelayMs: 0, lastError: null });
      await storage.storeBatch({
        customerGuid: NORTHWIND,
        events: shift(),
        nowMs: NOW_MS,
        syncState: { cursorMs: NOW_MS - 5000, newestReceivedMs: NOW_MS - 6000, maxDelayMs: 1200 },
        bandCoverage: new Map([
          [0, NOW_MS - 5000],
          [1, NOW_MS - 60_000],
        ]),
      });
      await storage.updateSyncState(NORTHWIND, { lastError: 'The service refused the sign-in', errorKind: 'auth' });
      await storage.updateSyncState(HARBOUR, { cursorMs: NOW_MS - 1 });
      await storage.saveBandCoverage(NORTHWIND, new Map([[2, NOW_MS - 3_600_000]]), [1]);

      const reopened = await open();
      expect(await reopened.syncState(NORTHWIND)).toMatchObject({
        customerGuid: NORTHWIND,
        cursorMs: NOW_MS - 5000,
        newestReceivedMs: NOW_MS - 6000,
        maxDelayMs: 1200,
        lastError: 'The service refused the sign-in',
        errorKind: 'auth',
        watchedSinceMs: null,
      });
      expect((await reopened.syncState(HARBOUR)).cursorMs).toBe(NOW_MS - 1);
      expect(await reopened.bandCoverage(NORTHWIND)).toEqual(
        new Map([
          [0, NOW_MS - 5000],
          [2, NOW_MS - 3_600_000],
        ]),
      );
      expect(await reopened.bandCoverage(HARBOUR)).toEqual(new Map());
    });

    it('records what a read did in one call: its cursor and bands, its latency only where it rises', async () => {
      await storage.recordSync(NORTHWIND, {
        state: { cursorMs: NOW_MS - 5000, lastSuccessAtMs: NOW_MS },
        atLeast: { newestReceivedMs: NOW_MS - 6000, maxDelayMs: 900 },
        bandsCovered: new Map([
          [0, NOW_MS - 5000],
          [1, NOW_MS - 60_000],
        ]),
      });
      // A band read that found older events, then one that found none: neither lowers what is known.
      await storage.recordSync(NORTHWIND, {
        atLeast: { newestReceivedMs: NOW_MS - 600_000, maxDelayMs: 100 },
        bandsForgotten: [1],
      });
      await storage.recordSync(NORTHWIND, { atLeast: { newestReceivedMs: null, maxDelayMs: 0 } });
      const reopened = await open();
      expect(await reopened.syncState(NORTHWIND)).toMatchObject({
        cursorMs: NOW_MS - 5000,
        lastSuccessAtMs: NOW_MS,
        newestReceivedMs: NOW_MS - 6000,
        maxDelayMs: 900,
      });
      expect(await reopened.bandCoverage(NORTHWIND)).toEqual(new Map([[0, NOW_MS - 5000]]));

      await storage.recordSync(NORTHWIND, { atLeast: { newestReceivedMs: NOW_MS - 1000, maxDelayMs: 1500 } });
      expect(await reopened.syncState(NORTHWIND)).toMatchObject({ newestReceivedMs: NOW_MS - 1000, maxDelayMs: 1500 });
      expect((await reopened.syncState(HARBOUR)).cursorMs).toBeNull();
    });

    it('keeps the highest latency when two writers record reads at the same moment', async () => {
      const other = await open();
      await Promise.all([
        storage.recordSync(HARBOUR, { atLeast: { newestReceivedMs: NOW_MS - 2000, maxDelayMs: 4000 } }),
        other.recordSync(HARBOUR, { atLeast: { newestReceivedMs: NOW_MS - 1000, maxDelayMs: 300 } }),
      ]);
      expect(await storage.syncState(HARBOUR)).toMatchObject({ newestReceivedMs: NOW_MS - 1000, maxDelayMs: 4000 });
    });
  });
}
