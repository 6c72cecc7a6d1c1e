// A cache file as an earlier version of the app left it: the schema before migration `version`, holding
// `count` of the demo's events for one customer (a real SQLite file, written by the code of then).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { openDatabase } from '../../electron/core/store/database.js';
import { EventsRepository } from '../../electron/core/store/events-repository.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';
import { startDemoService } from '../../electron/demo/index.js';

// In transactions of 2,000, the test's process answering its runner between them: 10,000 at once held it seconds
// alone and 24-27 s in full runs here (a process silent for 60 s fails the run).
const BATCH = 2_000;

/** Writes the file; resolves with the customer its events belong to. */
export async function cacheBeforeMigration(path: string, version: number, count: number): Promise<string> {
  const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
  const db = openDatabase(
    path,
    MIGRATIONS.filter((migration) => migration.version < version),
  );
  try {
    const { customerGuid } = demo.data.customers[0]!;
    const nowMs = Date.now();
    demo.generateEvents({ customerGuid, count, from: new Date(nowMs - 10 * 86_400_000), to: new Date(nowMs - 60_000) });
    const events = demo.data.events(customerGuid);
    const repository = new EventsRepository(db);
    for (let start = 0; start < events.length; start += BATCH) {
      // A file of an older schema, before any storage: its own connection, its own transaction.
      // eslint-disable-next-line no-restricted-syntax
      db.transaction(() => repository.store(customerGuid, events.slice(start, start + BATCH), nowMs))();
      await nextTurn();
    }
    return customerGuid;
  } finally {
    db.close();
    await demo.close();
  }
}
