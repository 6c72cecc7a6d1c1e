// Benchmark 1: one listEvents request of 250,000 events from the demo (in another process, over
// loopback), parsed, checked and stored by the real path (batch by batch as it arrives) into a fresh cache,
// against raw better-sqlite3 prepared inserts of the same rows, already converted, into a fresh file
// with the same schema.
import { ServiceClient } from '../electron/core/api/client.js';
import type { AccessEvent } from '../electron/core/api/types.js';
import { Cache } from '../electron/core/storage/cache.js';
import { openDatabase } from '../electron/core/store/database.js';
import { EVENT_COLUMN_LIST, toEventRow } from '../electron/core/store/event-rows.js';
import { StoreChain } from '../electron/core/sync/store-chain.js';
import { signIn, startRemoteDemo } from './demo-client.js';
import { DAY_MS, fmt, HOUR_MS, peakRssMb, report, scaled, tempDir } from './measure.js';

const count = scaled(250_000);
/** As the sync reader's STORE_BATCH (electron/core/sync/reader.ts). */
const STORE_BATCH = 10_000;
const demo = await startRemoteDemo({ eventsPerMinute: 0 });
const dir = tempDir('ingest');
try {
  const customerGuid = demo.customerGuids[0]!;
  const now = Date.now();
  await demo.generate(customerGuid, count, now - 4 * DAY_MS, now - HOUR_MS);
  const signed = await signIn(demo.baseUrl);
  const client = new ServiceClient({ baseUrl: demo.baseUrl, auth: signed.session, maxResponseBytes: 1024 * 2 ** 20 });
  const cache = Cache.open(dir.file('cache.sqlite3'));
  // As in a running app, the validators are compiled before: a first (empty) request does that.
  await client.listEvents(customerGuid, { from: new Date(now - 60_000), to: new Date(now) });

  // As the sync engine does: each checked batch is stored while the rest of the answer arrives.
  const started = performance.now();
  let storeMs = 0;
  let inserted = 0;
  let pending: AccessEvent[] = [];
  const storing = new StoreChain();
  const storePending = (): void => {
    const batch = pending;
    pending = [];
    storing.add(async () => {
      const storeStarted = performance.now();
      const result = await cache.storage.storeBatch({ customerGuid, events: batch, nowMs: Date.now() });
      inserted += result.inserted.length;
      storeMs += performance.now() - storeStarted;
    });
  };
  // Kept for the raw inserts below: listEvents hands its batches over and keeps none.
  const events: AccessEvent[] = [];
  await client.listEvents(customerGuid, {
    from: new Date(now - 5 * DAY_MS),
    to: new Date(now),
    onEvents: (batch) => {
      events.push(...batch);
      pending.push(...batch);
      if (pending.length >= STORE_BATCH) storePending();
    },
  });
  storePending();
  await storing.done();
  const pipelineMs = performance.now() - started;
  const fetchedMs = pipelineMs - storeMs;
  const pipelineRss = peakRssMb();
  cache.close();
  if (inserted !== count) throw new Error(`stored ${inserted} of ${count} events`);

  const rows = events.map((event) => {
    const row = toEventRow(event);
    row.push(customerGuid, Date.parse(event.eventDate), Date.parse(event.receivedDate), now);
    return row;
  });
  const db = openDatabase(dir.file('raw.sqlite3'));
  const insert = db.prepare(
    `INSERT INTO events (${EVENT_COLUMN_LIST}, sourceCustomerGuid, eventDateMs, receivedDateMs, storedAtMs)
     VALUES (${rows[0]!.map(() => '?').join(', ')})`,
  );
  const rawStarted = performance.now();
  // The raw baseline on a connection of its own, not the cache.
  // eslint-disable-next-line no-restricted-syntax
  db.transaction(() => {
    for (const row of rows) insert.run(row);
  })();
  const rawMs = performance.now() - rawStarted;
  db.close();
  signed.close();

  const rate = (count * 1000) / pipelineMs;
  const rawRate = (count * 1000) / rawMs;
  report([
    {
      benchmark: `ingest ${fmt.int(count)} events`,
      figure: `${fmt.int(rate)} rows/s (${fmt.s(pipelineMs)}: fetch+parse+check ${fmt.s(fetchedMs)}, store ${fmt.s(storeMs)})`,
      limit: `raw inserts ${fmt.int(rawRate)} rows/s (${fmt.s(rawMs)})`,
      ratio: fmt.ratio(rate / rawRate),
      target: '≥ 0.50',
      pass: rate / rawRate >= 0.5,
      how: 'ServiceClient.listEvents (one request), each checked ~1 MB batch stored (cache.storage.storeBatch, one transaction a batch, chained) while the rest arrives, as the sync engine does; fresh file; raw: prepared INSERT of pre-converted arrays, one transaction, fresh file, same schema',
    },
    {
      benchmark: 'ingest peak RSS',
      figure: fmt.mb(pipelineRss),
      limit: '—',
      ratio: '—',
      target: '(reported)',
      pass: null,
      how: 'VmHWM of the ingesting process after the store (the demo runs in its own process)',
    },
  ]);
} finally {
  dir.remove();
  await demo.close();
}
