// A one-letter word ("O'Brien", an initial) is looked up as the word itself or its two-letter
// starts, which the index keeps: the same events must match as the plain prefix search finds,
// whatever follows the letter (a letter, a digit, a character beyond ASCII, one the index folds).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { ftsMatch } from '../../electron/core/search/search-words.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { NamesMatch } from '../../electron/core/store/names-match.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const NAMES = [
  ['Søren', 'Østergaard'],
  ['Siobhán', "O'Brien"],
  ['Ślusarz', 'Sé'],
  ['S', 'Straße'],
  ['Sam', 's9'],
  ['Ωmega', 'ωx'],
  ['Zoë', '9s'],
  ['O', 'Ó'],
] as const;

let dir: string;
let cache: Cache;
let db: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acs-names-match-'));
  const path = join(dir, 'cache.sqlite3');
  cache = Cache.open(path);
  const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field.name, null]));
  const events = NAMES.map(
    ([first, last], index) =>
      ({
        ...blank,
        eventId: index + 1,
        eventType: 1,
        eventDate: new Date(Date.UTC(2026, 10, 23, 9, 0, index)).toISOString(),
        userFirstName: first,
        userLastName: last,
      }) as AccessEvent,
  );
  await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: events, nowMs: Date.now() });
  db = new Database(path);
});
afterAll(() => {
  db.close();
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

const matching = (expression: string): number[] =>
  db
    .prepare('SELECT rowid FROM events_search WHERE events_search MATCH ? ORDER BY rowid')
    .pluck()
    .all(expression) as number[];

describe('a one-letter word', () => {
  it.each(['s', 'o', 'ø', 'ω', '9', 'z', 'x', "siobhan o'brien", 's s', 'ó'])(
    'finds what the plain prefix search finds: %s',
    (text) => {
      const written = new NamesMatch(db).expression(text)!;
      expect(matching(written)).toEqual(matching(ftsMatch(text)!));
    },
  );

  it('is written as the word and its two-letter starts the index holds, other words as prefixes', () => {
    expect(new NamesMatch(db).expression('Søren s')).toBe(
      '"søren"* AND ("s" OR "s9"* OR "sa"* OR "se"* OR "si"* OR "sl"* OR "st"* OR "sø"*)',
    );
  });
});
