// Builds the cache that benchmarks 3 and 4 read: one customer with 1,000,000 events over ten days
// and two more with 100,000 each, from the demo's generator, stored through the cache's storage.
// Prints what the readers need as JSON.
import { Cache } from '../electron/core/storage/cache.js';
import { startDemoService } from '../electron/demo/index.js';
import { DAY_MS, scaled } from './measure.js';

export interface FilledCache {
  customerGuid: string;
  doorGuid: string;
  nowMs: number;
  /** The main customer's events: all, and the newest tenth (the 100,000 export). */
  count: number;
  firstMs: number;
  lastMs: number;
  tenthFromMs: number;
  total: number;
}

const path = process.argv[2];
if (!path) throw new Error('usage: fill-cache.js CACHE_FILE');
const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
const cache = Cache.open(path);
try {
  const nowMs = Date.now();
  const [main, ...others] = demo.data.customers;
  const sizes = [scaled(1_000_000), scaled(100_000), scaled(100_000)];
  const customers = [main!, ...others.slice(0, 2)];
  let info: FilledCache | undefined;
  for (const [index, customer] of customers.entries()) {
    const count = sizes[index]!;
    const from = new Date(nowMs - 10 * DAY_MS);
    demo.generateEvents({ customerGuid: customer.customerGuid, count, from, to: new Date(nowMs - 60_000) });
    const events = demo.data.events(customer.customerGuid);
    for (let start = 0; start < events.length; start += 50_000) {
      const slice = events.slice(start, start + 50_000);
      await cache.storage.storeBatch({ customerGuid: customer.customerGuid, events: slice, nowMs });
    }
    await cache.inventory.saveCustomer(customer.customerGuid, customer.customer, nowMs);
    await cache.storage.recordSync(customer.customerGuid, {
      settledAdded: { fromMs: from.getTime() - DAY_MS, toMs: nowMs },
    });
    if (index === 0) {
      const newest = events.at(-1)!;
      info = {
        customerGuid: customer.customerGuid,
        doorGuid: newest.doorGuid,
        nowMs,
        count: events.length,
        firstMs: Date.parse(events[0]!.eventDate),
        lastMs: Date.parse(newest.eventDate),
        tenthFromMs: Date.parse(events[events.length - Math.round(events.length / 10)]!.eventDate),
        total: 0,
      };
    }
  }
  info!.total = await cache.storage.count();
  process.stdout.write(`${JSON.stringify(info)}\n`);
} finally {
  cache.close();
  await demo.close();
}
