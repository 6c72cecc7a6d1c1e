// The export reads events as one JSON array a row (iterateEventValues), not as better-sqlite3's raw() rows: every
// stored value must come back exactly as raw() gives it, or the CSV would change. Awkward values on a real file:
// integers past 2^53, a fraction in an integer column, NUL, astral and control characters, quotes, empty text, nulls.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { EventsReader } from '../../electron/core/store/events-reader.js';
import { EventsRepository } from '../../electron/core/store/events-repository.js';
import { rowsNow } from '../support/cache-rows.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const START_MS = Date.UTC(2026, 10, 20, 0, 0, 0);

const AWKWARD_TEXT = [
  'Jürgen Müller',
  'Ana "Nena" Londoño, Bogotá',
  'nul\u0000inside',
  'astral \u{1F600} and \u{20BB7}',
  'tab\tCR\rLF\n',
  '=SUM(A1)',
  '\\ back\\slash /',
  '\u2028\u2029\uFEFF',
  '',
  '1234567890',
];
// 2 ** 63 is past SQLite's integers: stored as a REAL.
const AWKWARD_NUMBERS = [0, -1, 2 ** 53 + 2, -(2 ** 60), 1.5, 0.1 + 0.2, 2 ** 63];

function awkwardEvent(index: number): AccessEvent {
  const event: Record<string, unknown> = {};
  EVENT_FIELDS.forEach((field, column) => {
    const pick = index + column;
    if (pick % 7 === 0) event[field.name] = null;
    else if (field.type === 'string') event[field.name] = AWKWARD_TEXT[pick % AWKWARD_TEXT.length];
    else if (field.type === 'boolean') event[field.name] = pick % 2 === 0;
    else event[field.name] = AWKWARD_NUMBERS[pick % AWKWARD_NUMBERS.length];
  });
  const date = new Date(START_MS + index * 1000).toISOString();
  return { ...event, eventId: 1_000 + index, eventDate: date, receivedDate: date } as AccessEvent;
}

describe('events read for an export', () => {
  let dir: string;
  let path: string;
  const filter = { customerGuids: [CUSTOMER], fromMs: START_MS, toMs: START_MS + 3_600_000 };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acs-event-values-'));
    path = join(dir, 'cache.sqlite3');
    const cache = Cache.open(path);
    const events = Array.from({ length: 70 }, (_, index) => awkwardEvent(index));
    await cache.storage.storeBatch({ customerGuid: CUSTOMER, events, nowMs: START_MS });
    cache.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What better-sqlite3's raw() rows give for the same SELECT: the values the export wrote before. */
  function rawRows(): unknown[][] {
    const db = new Database(path, { readonly: true });
    try {
      const { sql, params } = EventsRepository.sqlFor(filter);
      return db
        .prepare(sql)
        .raw(true)
        .all(...params) as unknown[][];
    } finally {
      db.close();
    }
  }

  it('gives every stored value exactly as a raw row does, on the cache connection and a reader of its own', () => {
    const expected = rawRows();
    expect(expected).toHaveLength(70);
    // The awkward values did reach the file (a fraction, a large integer, a NUL).
    expect(expected.flat()).toContain(1.5);
    expect(expected.flat()).toContain(2 ** 53 + 2);
    expect(expected.flat()).toContain('nul\u0000inside');

    const cache = Cache.open(path);
    const reader = new EventsReader(path, undefined);
    try {
      expect([...rowsNow(cache).events.iterateValues(filter)]).toEqual(expected);
      expect([...reader.iterateValues(filter)]).toEqual(expected);
    } finally {
      reader.close();
      cache.close();
    }
  });
});
