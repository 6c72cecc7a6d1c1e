// Search over the cache: migration 5 indexes the events a cache already holds (written at the
// previous version, a real SQLite file), and the index follows every later insert and change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { openDatabase } from '../../electron/core/store/database.js';
import { EventsRepository } from '../../electron/core/store/events-repository.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';
import { rowsNow } from '../support/cache-rows.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';

function event(eventId: number, fields: Partial<AccessEvent>): AccessEvent {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  return {
    ...blank,
    eventId,
    eventType: 1,
    eventDate: new Date(Date.UTC(2026, 10, 23, 9, 0, eventId)).toISOString(),
    receivedDate: new Date(Date.UTC(2026, 10, 23, 9, 0, eventId)).toISOString(),
    ...fields,
  } as AccessEvent;
}

const KWAME = event(1, {
  userFirstName: 'Kwame',
  userLastName: 'Adeyemi',
  tokenData: '40021877',
  doorName: 'Loading Bay',
  siteName: 'Harbour Works',
  customerName: 'Northwind Logistics',
});
const MULLER = event(2, {
  userFirstName: 'Jürgen',
  userLastName: 'Müller',
  tokenData: '51007733',
  doorName: 'Front Entrance',
  siteName: 'Leeds Office',
  customerName: 'Northwind Logistics',
});

const ids = (events: AccessEvent[]): number[] => events.map((found) => found.eventId);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-search-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a card is found by its whole number, never by its start (issue 22: numbers are masked on screens)', () => {
  it('the whole number finds the card, alone or with the holder named; a start or the visible last four find nothing', async () => {
    const cache = Cache.open(join(dir, 'cache.sqlite3'));
    const described = { ...MULLER, tokenDescription: 'Card 51007733' };
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [KWAME, described], nowMs: Date.now() });
    const search = (text: string): number[] => ids(rowsNow(cache).events.query({ text }));
    expect(search('40021877')).toEqual([1]);
    expect(search('51007733')).toEqual([2]);
    expect(search('card 51007733')).toEqual([2]);
    for (const start of ['4', '40', '4002', '4002187', '5100773', '1877', '7733']) expect(search(start)).toEqual([]);
    // The newest-page walk (a word common among names) finds it whole just the same.
    expect(ids(rowsNow(cache).events.query({ text: '40021877', newest: 1 }))).toEqual([1]);
    expect(ids(rowsNow(cache).events.query({ text: 'kwame', newest: 1 }))).toEqual([1]);
    cache.close();
  });
});

describe('search over the cache', () => {
  it('finds events a cache held before the search index existed, by full name, card, door, site and customer', () => {
    const path = join(dir, 'cache.sqlite3');
    const previous = openDatabase(
      path,
      MIGRATIONS.filter((migration) => migration.version < 5),
    );
    new EventsRepository(previous).store(CUSTOMER, [KWAME, MULLER], Date.now());
    previous.close();

    const cache = Cache.open(path);
    const search = (text: string): number[] => ids(rowsNow(cache).events.query({ text }));
    expect(search('Kwame Adeyemi')).toEqual([1]);
    expect(search('adeyemi kwa')).toEqual([1]);
    // A card by its whole number only (migration 8): its start finds nothing.
    expect(search('40021877')).toEqual([1]);
    expect(search('4002')).toEqual([]);
    expect(search('loading')).toEqual([1]);
    expect(search('Harbour Works')).toEqual([1]);
    expect(search('Muller')).toEqual([2]);
    expect(search('Northwind')).toEqual([1, 2]);
    expect(search('Kwame Müller')).toEqual([]);
    cache.close();
  });

  it('follows new events and changed names, and takes any typed text without failing', async () => {
    const cache = Cache.open(join(dir, 'cache.sqlite3'));
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [KWAME], nowMs: Date.now() });
    expect(ids(rowsNow(cache).events.query({ text: 'kwame' }))).toEqual([1]);
    // The service later renames the site: the old name no longer finds the event, the new one does.
    await cache.storage.storeBatch({
      customerGuid: CUSTOMER,
      events: [{ ...KWAME, siteName: 'Quayside Depot' }],
      nowMs: Date.now(),
    });
    expect(ids(rowsNow(cache).events.query({ text: 'harbour' }))).toEqual([]);
    expect(ids(rowsNow(cache).events.query({ text: 'quayside depot' }))).toEqual([1]);
    // FTS5 syntax typed by a guard is taken as words, never as a query that fails.
    for (const text of ['"kwame', 'kwame AND', 'NEAR(', 'kwame*', "O'Brien -x"]) {
      expect(() => rowsNow(cache).events.query({ text })).not.toThrow();
    }
    expect(ids(rowsNow(cache).events.query({ text: 'kwame*' }))).toEqual([1]);
    // Nothing to look for (punctuation only) filters nothing.
    expect(ids(rowsNow(cache).events.query({ text: '--' }))).toEqual([1]);
    cache.close();
  });
});
