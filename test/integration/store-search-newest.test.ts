// Search that stays fast on common words (migration 6): a word most events hold is answered by
// walking events newest first, a rare one by walking or sorting its known matches. Every plan must
// give the page the plain query gives, on a real SQLite file: words common and rare, one-letter
// words, filters, paging back through ties, and a first screenful that is the start of the page.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { openDatabase } from '../../electron/core/store/database.js';
import { EventsRepository, whereFor, type EventFilter } from '../../electron/core/store/events-repository.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';
import { NamesMatch } from '../../electron/core/store/names-match.js';
import { COMMON_MATCHES, newestMatches, type Plan } from '../../electron/core/store/newest-matches.js';
import { rowsNow } from '../support/cache-rows.js';

const NORTH = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const SOUTH = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const PAGE = 40;
const COUNT = 3_000;
const START_MS = Date.UTC(2026, 10, 20, 0, 0, 0);
const PEOPLE = [
  ['Kwame', 'Adeyemi'],
  ['Jürgen', 'Müller'],
  ['Ana', 'Londoño'],
  ['Arthur', 'Evans'],
] as const;

/** A deterministic spread: most events at "London HQ", eventIds out of date order, many dates shared. */
function fixtureEvent(index: number): { customer: string; event: AccessEvent } {
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const step = (index * 7_919) % COUNT; // a permutation: eventIds do not follow dates
  const date = new Date(START_MS + Math.floor(step / 3) * 60_000).toISOString(); // three events a minute
  const [first, last] = PEOPLE[index % PEOPLE.length]!;
  const site = index % 10 < 7 ? 'London HQ' : index % 10 < 9 ? 'Leeds Depot' : 'Pharmacy Annex';
  const customer = index % 4 === 0 ? SOUTH : NORTH;
  return {
    customer,
    event: {
      ...blank,
      eventId: 100_000 + index,
      eventType: (index % 3) + 1,
      eventDate: date,
      receivedDate: date,
      userFirstName: index % 50 === 0 ? null : first,
      userLastName: index % 50 === 0 ? null : last,
      tokenData: String(40_000_000 + index),
      doorName: index % 2 === 0 ? 'Front Entrance' : 'Loading Bay',
      siteName: site,
      customerName: customer === SOUTH ? 'Southgate Clinic' : 'Northwind Logistics',
    } as AccessEvent,
  };
}

let dir: string;
let cache: Cache;
let plain: Database.Database;
let other: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acs-search-newest-'));
  const path = join(dir, 'cache.sqlite3');
  cache = Cache.open(path);
  const all = Array.from({ length: COUNT }, (_, index) => fixtureEvent(index));
  for (const customerGuid of [NORTH, SOUTH]) {
    const events = all.filter((item) => item.customer === customerGuid).map((item) => item.event);
    await cache.storage.storeBatch({ customerGuid, events, nowMs: Date.now() });
  }
  plain = new Database(path, { readonly: true });
  other = new Database(path);
});
afterAll(() => {
  plain.close();
  other.close();
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page as the plain query (match every event, then sort) gives it. */
function expected(filter: EventFilter): number[] {
  const { sql, params } = EventsRepository.sqlFor(filter);
  return plain
    .prepare(sql)
    .all(...params)
    .map((row) => (row as { eventId: number }).eventId);
}

const found = (filter: EventFilter): number[] =>
  rowsNow(cache)
    .events.query(filter)
    .map((event) => event.eventId);

/** The page by one plan, on a connection of its own. */
function byPlan(filter: EventFilter, plan: Plan): number[] {
  const names = new NamesMatch(other).expression(filter.text!);
  const page = newestMatches(other, filter, names, whereFor, plan) ?? [];
  return page.map((values) => values[0] as number); // eventId is the first column
}
const PLANS: Array<[string, Plan]> = [
  ['words common (each window looked up in the index)', { common: 50, walkedPerMatch: 5 }],
  ['matches known, sorted at once', { common: COMMON_MATCHES, walkedPerMatch: 0 }],
  ['matches known, walked to the end', { common: COMMON_MATCHES, walkedPerMatch: Infinity }],
];
const lastDay = { fromMs: START_MS + 8 * 3_600_000, toMs: START_MS + 12 * 3_600_000 };

const CASES: Array<[string, Omit<EventFilter, 'newest'>]> = [
  ['a word most events hold', { text: 'London' }],
  ['a site name of two words', { text: 'London HQ' }],
  ['a word a fifth of events hold', { text: 'leeds depot' }],
  ['a rare word', { text: 'pharmacy' }],
  ['a full name', { text: 'Kwame Adeyemi' }],
  ['a prefix of a common word', { text: 'lon' }],
  ['a prefix one letter long', { text: 'l' }],
  ['a one-letter word among others', { text: 'a evans' }],
  ['a one-letter word after a diacritic folded', { text: 'ü' }],
  ['a word with diacritics folded', { text: 'muller' }],
  ['words that never meet', { text: 'Kwame Müller' }],
  ['no match', { text: 'zanzibar' }],
  ['FTS syntax and quotes, taken as words', { text: '"london" AND hq*' }],
  ['a card number', { text: '40000123' }],
  ['a common word, one customer', { text: 'London', customerGuids: [SOUTH] }],
  ['a common word, both customers', { text: 'London', customerGuids: [NORTH, SOUTH] }],
  ['a common word, one event type', { text: 'London', eventType: 2 }],
  ['a common word, a date range', { text: 'London', ...lastDay }],
  ['a common word, a range before all events', { text: 'London', toMs: START_MS - 1 }],
  ['a common word, customer, type and range', { text: 'hq', customerGuids: [NORTH], eventType: 1, ...lastDay }],
  ['a customer name', { text: 'southgate', eventType: 3 }],
];

describe('search for the newest page', () => {
  it.each(CASES)('gives the plain query’s page: %s', (_, filter) => {
    for (const newest of [1, PAGE]) {
      expect(found({ ...filter, newest })).toEqual(expected({ ...filter, newest }));
    }
  });

  it.each(CASES)('gives the plain query’s page by every plan: %s', (_, filter) => {
    for (const [, plan] of PLANS) {
      for (const newest of [1, PAGE]) {
        expect(byPlan({ ...filter, newest }, plan)).toEqual(expected({ ...filter, newest }));
      }
    }
  });

  it.each(CASES)('shows a first screenful that is the start of the whole page, the rest after it: %s', (_, filter) => {
    // As the feed asks: a screenful, then the page's other rows below its last one.
    const whole = found({ ...filter, newest: 2_000 });
    const screen = rowsNow(cache).events.query({ ...filter, newest: 10 });
    const last = screen.at(-1);
    const rest = last
      ? found({ ...filter, newest: 1_990, before: { eventDateMs: Date.parse(last.eventDate), eventId: last.eventId } })
      : [];
    expect(screen.map((event) => event.eventId)).toEqual(whole.slice(0, 10));
    expect([...screen.map((event) => event.eventId), ...rest]).toEqual(whole);
  });

  it.each(CASES)('pages back exactly, ties on a date ordered by eventId: %s', (_, filter) => {
    const all = expected(filter).reverse(); // oldest first without `newest`: reversed, the newest-first order
    const paged: number[] = [];
    let before: EventFilter['before'];
    for (;;) {
      const page = rowsNow(cache).events.query({ ...filter, newest: PAGE, before });
      paged.push(...page.map((event) => event.eventId));
      if (page.length < PAGE) break;
      const last = page.at(-1)!;
      before = { eventDateMs: Date.parse(last.eventDate), eventId: last.eventId };
    }
    expect(paged).toEqual(all);
  });
});

describe('migration 6', () => {
  it('keeps a version-5 cache’s search, now with the date index and the smaller full-text index', async () => {
    const path = join(dir, 'v5.sqlite3');
    const v5 = openDatabase(
      path,
      MIGRATIONS.filter((migration) => migration.version <= 5),
    );
    new EventsRepository(v5).store(NORTH, [fixtureEvent(1).event, fixtureEvent(2).event], Date.now());
    v5.close();

    const upgraded = Cache.open(path);
    expect(
      (await upgraded.storage.feedPage({ text: 'loading bay' }, { limit: 10 })).map((event) => event.eventId),
    ).toEqual([100_001]);
    await upgraded.storage.storeBatch({ customerGuid: NORTH, events: [fixtureEvent(3).event], nowMs: Date.now() });
    const london = (await upgraded.storage.feedPage({ text: 'london' }, { limit: 10 })).map((event) => event.eventId);
    expect(london.sort()).toEqual([100_001, 100_002, 100_003]);
    upgraded.close();

    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'events_by_date'").pluck().get()).toContain(
      '(eventDateMs)',
    );
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'events_search'").pluck().get()).toContain(
      'detail = none',
    );
    db.close();
  });
});
