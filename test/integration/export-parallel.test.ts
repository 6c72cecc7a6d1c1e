// The export on more than one core (csv-pieces.ts): a real cache file, helper threads formatting
// pieces, the file written in order. It must write the very bytes the one-thread export writes.
import { createWriteStream, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../electron/core/api/client.js';
import { ServiceError } from '../../electron/core/api/errors.js';
import { ExportService, type ExportRequest } from '../../electron/core/export/export-service.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { startDemoService } from '../../electron/demo/index.js';

const DAY_MS = 86_400_000;
// The pieces hold about 4,000 events: 30,000 make several for each helper.
const EVENTS = 30_000;
const STORED_AT_ONCE = 2_000;

/** Keeps what it is given, and finishes each write on a later turn, as a file does. */
function memorySink(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

const refuse = (): Promise<never> => Promise.reject(new ServiceError('unauthenticated', 'this test fetches nothing'));
// The range is settled and the time zone cached, so the export never calls the service.
const offline = new ServiceClient({
  baseUrl: 'http://127.0.0.1:9',
  auth: { appToken: refuse, sessionToken: refuse, sessionRejected: refuse },
  retry: { maxAttempts: 1 },
});

describe('an export written by several threads', () => {
  let dir: string;
  let cache: Cache;
  let customerGuid: string;
  let doorGuid: string;
  let range: { fromMs: number; toMs: number };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acs-export-parallel-'));
    cache = Cache.open(join(dir, 'cache.sqlite3'));
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
    const nowMs = Date.now();
    range = { fromMs: nowMs - 2 * DAY_MS, toMs: nowMs };
    for (const customer of demo.data.customers.slice(0, 2)) {
      demo.generateEvents({
        customerGuid: customer.customerGuid,
        count: EVENTS,
        from: new Date(range.fromMs),
        to: new Date(range.toMs - 60_000),
      });
      const events = demo.data.events(customer.customerGuid);
      // In slices, the process answering its runner between them: stored at once, the 60,000 held it 9 s alone
      // and 61 s in a full run, and a test process silent for 60 s fails the run ("Timeout calling onTaskUpdate").
      for (let start = 0; start < events.length; start += STORED_AT_ONCE) {
        const slice = events.slice(start, start + STORED_AT_ONCE);
        await cache.storage.storeBatch({ customerGuid: customer.customerGuid, events: slice, nowMs });
        await nextTurn();
      }
      await cache.inventory.saveCustomer(customer.customerGuid, customer.customer, nowMs);
      await cache.storage.recordSync(customer.customerGuid, { settledAdded: range });
    }
    customerGuid = demo.data.customers[0]!.customerGuid;
    doorGuid = demo.data.events(customerGuid)[0]!.doorGuid;
    await demo.close();
  }); // 60,000 events stored with the search index: seconds alone, a minute and more on a loaded machine

  afterAll(() => {
    cache.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function exportWith(
    helpers: number,
    extra: Partial<ExportRequest> = {},
  ): Promise<{ bytes: Buffer; rows: number }> {
    const sink = memorySink();
    const result = await new ExportService({ cache, client: offline, helpers }).export({
      customerGuid,
      range,
      out: sink.out,
      ...extra,
    });
    return { bytes: sink.bytes(), rows: result.rows };
  }

  it('writes the same bytes as one thread, for the whole range and for one door or one event type', async () => {
    const alone = await exportWith(0);
    expect(alone.rows).toBe(EVENTS);
    for (const helpers of [1, 2]) expect((await exportWith(helpers)).bytes.equals(alone.bytes)).toBe(true);
    // To a file, the helpers' memory goes back to them once written and is used again.
    const file = join(dir, 'export.csv');
    const out = createWriteStream(file);
    await new ExportService({ cache, client: offline, helpers: 1 }).export({ customerGuid, range, out });
    out.end();
    await finished(out);
    expect(readFileSync(file).equals(alone.bytes)).toBe(true);

    const oneDoor = await exportWith(0, { doorGuid });
    expect(oneDoor.rows).toBeGreaterThan(0);
    expect(oneDoor.rows).toBeLessThan(EVENTS);
    expect((await exportWith(1, { doorGuid })).bytes.equals(oneDoor.bytes)).toBe(true);
    const denied = await exportWith(0, { eventType: 2 });
    expect((await exportWith(1, { eventType: 2 })).bytes.equals(denied.bytes)).toBe(true);
  });

  it('reports progress up to the last row, rising', async () => {
    const progress: number[] = [];
    await exportWith(1, {
      onProgress: (step) => {
        if (step.phase === 'writing') progress.push(step.rowsWritten);
      },
    });
    expect(progress.at(-1)).toBe(EVENTS);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.every((rows, i) => i === 0 || rows >= progress[i - 1]!)).toBe(true);
  });

  it('tells from the start of writing how many rows the filter holds', async () => {
    for (const filter of [{}, { doorGuid }, { eventType: 2 }]) {
      const expected = new Set<number>();
      const { rows } = await exportWith(1, {
        ...filter,
        onProgress: (step) => {
          if (step.phase === 'writing') expected.add(step.eventsExpected);
        },
      });
      expect([...expected]).toEqual([rows]);
    }
  });

  it('stops when cancelled, with the helpers stopped too', async () => {
    const controller = new AbortController();
    const exporting = exportWith(1, {
      signal: controller.signal,
      onProgress: (step) => {
        if (step.phase === 'writing' && step.rowsWritten > EVENTS / 3) controller.abort(new Error('guard cancelled'));
      },
    });
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError', message: 'CSV export cancelled' });
  });

  it('fails with a clear error when a helper cannot read the cache, and writes nothing more', async () => {
    const path = join(dir, 'cache.sqlite3');
    renameSync(path, `${path}.moved`);
    try {
      await expect(exportWith(1)).rejects.toThrow(/^Formatting the export failed: unable to open database file/);
    } finally {
      renameSync(`${path}.moved`, path);
    }
  });
});
