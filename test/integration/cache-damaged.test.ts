// A damaged cache file at start (a real copy scribbled on or cut short): it is moved aside with a
// timestamp, a new cache is built and refilled from the service, the guard gets one line saying
// so, and the acknowledgements and alarm history SQLite can still read are kept. The same whether it is
// prepared on the calling thread (the command line) or in the worker thread the app uses.
import { copyFileSync, existsSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Cache, cacheFileName } from '../../electron/core/storage/cache.js';
import { openAlarmsJournalPath, prepareCacheFile } from '../../electron/core/storage/sqlite-cache-file.js';
import { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';
import { openServiceCache } from '../../electron/core/worker/cache-preparation.js';
import { rowsNow, writeCacheRows } from '../support/cache-rows.js';
import { scribble } from '../support/damage.js';
import { serviceEvents, syncRig, syncUntilCaughtUp, type SyncRig } from '../support/sync-rig.js';

const HOUR = 3_600_000;

let rig: SyncRig | undefined;
let reopened: Cache | undefined;
/** The cache as the sync filled it, acknowledgements and alarms made, copied aside once for every test to damage. */
let filled: { golden: string; ackedEventId: number; alarmId: number } | undefined;

beforeAll(async () => {
  filled = await fillCache();
});
afterEach(() => {
  reopened?.close();
  reopened = undefined;
});
afterAll(async () => {
  await rig?.close();
  rig = undefined;
});

/** A cache filled from the demo with one acknowledged event and one acknowledged alarm, kept beside the service's. */
async function fillCache(): Promise<{ golden: string; ackedEventId: number; alarmId: number }> {
  rig = await syncRig({ demo: { historyEventsPerHour: 400 }, settings: { historyMs: 24 * HOUR } });
  const r = rig;
  await syncUntilCaughtUp(r);
  const [event] = await r.cache.storage.feedPage({ customerGuids: [r.customerGuid] }, { limit: 1 });
  const alarmId = writeCacheRows(r.cache.path, ({ acknowledgements, alarms }) => {
    acknowledgements.acknowledge([event!.eventId], r.clock.now, 'door checked, all fine');
    const raised = alarms.raise(
      {
        customerGuid: r.customerGuid,
        groupKey: `event:${event!.eventId}`,
        ruleName: 'Forced door',
        priority: 'high',
        sound: 'alarm',
        notify: true,
        groupWithinMs: 0,
        lateByMs: null,
        firstAtMs: r.clock.now,
        eventId: event!.eventId,
      },
      r.clock.now,
    );
    alarms.advance([raised], ['open'], {
      action: 'acknowledged',
      atMs: r.clock.now,
      operator: 'night guard',
      outcome: null,
      note: 'on my way',
    });
    return raised;
  });
  // The open alarms' journal beside the file, as the app keeps it; everything in the main file, so the copy is the
  // whole cache.
  r.cache.journalOpenAlarms();
  r.cache.close();
  const golden = join(r.world.dataDir, 'filled.sqlite3');
  copyFileSync(join(r.world.dataDir, 'cache.sqlite3'), golden);
  copyFileSync(openAlarmsJournalPath(join(r.world.dataDir, 'cache.sqlite3')), openAlarmsJournalPath(golden));
  r.cache = Cache.open(join(r.world.dataDir, 'other.sqlite3')); // for the rig's own close
  return { golden, ackedEventId: event!.eventId, alarmId };
}

/**
 * The filled cache where the app looks for the service's, with its journal; what an earlier test left of it (the
 * rebuilt file, the damaged one moved aside) is gone first.
 */
function filledCacheCopy(): { copy: string; r: SyncRig; ackedEventId: number; alarmId: number } {
  const r = rig!;
  const { golden, ackedEventId, alarmId } = filled!;
  const copy = join(r.world.dataDir, cacheFileName(r.world.demo.baseUrl));
  for (const name of readdirSync(r.world.dataDir)) {
    if (name.startsWith(basename(copy))) rmSync(join(r.world.dataDir, name));
  }
  copyFileSync(golden, copy);
  copyFileSync(openAlarmsJournalPath(golden), openAlarmsJournalPath(copy));
  return { copy, r, ackedEventId, alarmId };
}

const OPENERS = [
  {
    where: 'on the calling thread',
    open: async (dataDir: string, baseUrl: string) => {
      const path = Cache.pathForService(dataDir, baseUrl);
      return Cache.open(path, prepareCacheFile(path));
    },
  },
  { where: 'in a worker thread', open: openServiceCache },
];

describe.each(OPENERS)('a damaged cache at start, prepared $where', { timeout: 60_000 }, ({ open }) => {
  it('moves a scribbled file aside, keeps the acknowledgements and alarm history, and refills from the service', async () => {
    const { copy, r, ackedEventId, alarmId } = filledCacheCopy();
    scribble(copy);

    reopened = await open(r.world.dataDir, r.world.demo.baseUrl);
    const notice = reopened.startNotice!;
    // In words for the guard: what happened and what to do; no path, no SQLite error.
    expect(notice.sentence).toBe(
      "This workstation's local copy was damaged and has been rebuilt: every open alarm was kept, and the events are being read again from the service. Nothing to do now; if it happens again, have the computer’s disk checked.",
    );
    expect(notice.detail).toMatch(
      /^The damaged file is kept at .+\.damaged-\d{4}-\d\d-\d\dT[\d-]+Z\. Kept from it: the open alarm, no closed alarms \(2 actions\), 1 acknowledgement, 0 door snoozes\. SQLite found: .+\.$/,
    );
    const aside = /kept at (\S+)\. Kept/.exec(notice.detail)![1]!;
    expect(existsSync(aside)).toBe(true);
    expect(await reopened.storage.count()).toBe(0);
    expect((await reopened.alarmStorage.acknowledgements([ackedEventId])).get(ackedEventId)?.note).toBe(
      'door checked, all fine',
    );
    expect(
      (await reopened.alarmStorage.actions(alarmId)).map((action) => [action.action, action.operator, action.note]),
    ).toEqual([
      ['raised', null, null],
      ['acknowledged', 'night guard', 'on my way'],
    ]);

    // The sync refills it from the service.
    const engine = new SyncEngineDriver({
      cache: reopened,
      client: r.world.session.client,
      customerGuids: [r.customerGuid],
      settings: { historyMs: 24 * HOUR },
      now: () => r.clock.now,
      random: () => 0,
    });
    for (let cycle = 0; cycle < 5; cycle += 1) await engine.cycle(r.customerGuid);
    await engine.stop();
    const fromMs = r.clock.now - 24 * HOUR;
    expect(
      rowsNow(reopened)
        .events.query({ customerGuids: [r.customerGuid], fromMs })
        .map((e) => e.eventId),
    ).toEqual(serviceEvents(r, fromMs).map((e) => e.eventId));

    // A second start finds the new file sound: no notice.
    reopened.close();
    reopened = await open(r.world.dataDir, r.world.demo.baseUrl);
    expect(reopened.startNotice).toBeNull();
  });

  it('replaces a file cut short, saying so; the open alarm it lost comes back from its journal, history and all', async () => {
    const { copy, r, alarmId } = filledCacheCopy();
    truncateSync(copy, Math.floor(statSync(copy).size / 3));
    reopened = await open(r.world.dataDir, r.world.demo.baseUrl);
    expect(reopened.startNotice?.sentence).toContain('every open alarm was kept');
    expect(reopened.startNotice?.detail).toMatch(
      /^The damaged file is kept at .*\.damaged-.* Kept from it: the open alarm \(1 put back from the open-alarm journal\),/,
    );
    expect(
      (await reopened.alarmStorage.list({ states: ['open', 'acknowledged'] })).map((alarm) => alarm.alarmId),
    ).toEqual([alarmId]);
    expect(
      (await reopened.alarmStorage.actions(alarmId)).map((action) => [action.action, action.operator, action.note]),
    ).toEqual([
      ['raised', null, null],
      ['acknowledged', 'night guard', 'on my way'],
    ]);
    // Its event too, so it can be described before the sync refills the rest.
    expect(await reopened.storage.count()).toBe(1);
  });

  it('says plainly when the open alarms could not all be kept (no journal, unreadable tables)', async () => {
    const { copy, r } = filledCacheCopy();
    rmSync(openAlarmsJournalPath(copy));
    truncateSync(copy, Math.floor(statSync(copy).size / 3));
    reopened = await open(r.world.dataDir, r.world.demo.baseUrl);
    expect(reopened.startNotice?.sentence).toContain(
      'some open alarms may be missing: compare the alarm list with the details',
    );
    expect(reopened.startNotice?.detail).toMatch(
      /Kept from it: 0 open alarms; how many the damaged file held cannot be read: compare the alarm list with the old file,/,
    );
  });
});
