// Which events alarm, judged on the service's clock: a forced door the workstation sees for the first time
// alarms however late it comes (and says how late), but the history fetched when a customer is first
// watched never does. The app as both shells run it, its sync worker against the demo over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch, type AlertGroup, type PushEvent, type SyncStatus } from '../../electron/contract.js';
import { AppService } from '../../electron/core/app/app-service.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT } from '../support/acs-process.js';

const MINUTE = 60_000;

let dataDir: string;
let demo: DemoService;
let secrets: MemorySecretStore;
let app: AppService | null = null;
let pushed: PushEvent[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-late-'));
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 6, historyEventsPerHour: 20 });
  secrets = new MemorySecretStore();
});
afterEach(async () => {
  await app?.stop();
  app = null;
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A monitor on the test's demo (the same secret store each time, as the keychain outlives a restart). */
function startApp(): AppService {
  app = new AppService({
    dataDir,
    secrets: { store: secrets, warning: null },
    syncSettings: { intervalMs: 200 },
    startDemo: async () => ({ baseUrl: demo.baseUrl, close: async () => undefined }),
  });
  pushed = [];
  app.subscribe((event) => pushed.push(event));
  return app;
}

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const result = await dispatch(app!, method, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
}

/** Resolves once `check` holds for the pushes so far (checked as each one arrives). */
async function pushedUntil(check: (events: PushEvent[]) => boolean, what: string): Promise<void> {
  // A wait, not a limit: 3 s alone, and over 30 s with the browser suites running beside it (npm test).
  await expect.poll(() => check(pushed), { timeout: 60_000, message: what }).toBe(true);
}

const customer = (): string => demo.data.customers.find((c) => !c.restricted)!.customerGuid;

/** A door forced open under a type number of the service's own: the meaning is in the words. */
function forcedDoor(eventMs: number, receivedMs: number): AccessEvent {
  return demo.makeEvent(customer(), {
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    eventDate: new Date(eventMs).toISOString(),
    receivedDate: new Date(receivedMs).toISOString(),
  });
}

function alarmOf(eventId: number): Promise<AlertGroup | undefined> {
  return call<AlertGroup[]>('alerts.list').then((groups) => groups.find((group) => group.eventIds.includes(eventId)));
}

function stored(eventId: number): boolean {
  return pushed.some(
    (event) => event.name === 'events' && event.payload.events.some((e) => e.event.eventId === eventId),
  );
}

/** Every watched customer live: its history fetched, its edge read. */
function allLive(): boolean {
  const last = pushed.filter((event) => event.name === 'sync-status').at(-1);
  const statuses = last?.name === 'sync-status' ? last.payload.statuses : [];
  return statuses.length > 0 && statuses.every((status: SyncStatus) => status.phase === 'live');
}

describe.skipIf(!CLI_BUILT)(
  'which events alarm (needs npm run build:node for the sync worker)',
  { timeout: 150_000 },
  () => {
    it('the history fetched when a customer is first watched never alarms; a forced door after that does', async () => {
      // Forced doors the service had before the monitor watched: one an hour ago, one received just now.
      const now = Date.now();
      const history = [forcedDoor(now - 60 * MINUTE, now - 60 * MINUTE), forcedDoor(now - 20_000, now - 20_000)];
      demo.addEvents(history);
      startApp();
      await call('session.startDemo');
      await pushedUntil(() => history.every((event) => stored(event.eventId)) && allLive(), 'the history is stored');
      for (const event of history) expect(await alarmOf(event.eventId)).toBeUndefined();

      const fresh = forcedDoor(Date.now(), Date.now());
      demo.addEvents([fresh]);
      await expect
        .poll(() => alarmOf(fresh.eventId), { timeout: 30_000 })
        .toMatchObject({
          priority: 'critical',
          title: 'Door forced open',
          lateByMs: null,
        });
    });

    it('a late forced door an export fetched before the sync found it still alarms', async () => {
      startApp();
      await call('session.startDemo');
      await pushedUntil(allLive, 'every customer is live');
      // 20 min late: behind the live edge, and its age band is not due for minutes; the guard exports the last hour.
      const late = forcedDoor(Date.now() - 20 * MINUTE, Date.now());
      demo.addEvents([late]);
      const { exportId } = await call<{ exportId: string }>('export.start', {
        customerGuid: customer(),
        fromMs: Date.now() - 60 * MINUTE,
        toMs: Date.now(),
      });
      await pushedUntil(
        (events) =>
          events.some(
            (event) =>
              event.name === 'export-progress' && event.payload.exportId === exportId && event.payload.phase === 'done',
          ),
        'the export is done',
      );
      await expect.poll(() => alarmOf(late.eventId)).toMatchObject({ priority: 'critical' });
      expect((await alarmOf(late.eventId))!.lateByMs).toBeGreaterThanOrEqual(20 * MINUTE);
    });

    it('a forced door that reached the service while this workstation was cut off for 11 min alarms when it is back, saying how late', async () => {
      startApp();
      await call('session.startDemo');
      await pushedUntil(allLive, 'every customer is live');
      const baseUrl = (await call<{ baseUrl: string }>('session.status')).baseUrl;
      await app!.stop();

      // The customer has been watched for an hour, the workstation's last read was 11 min ago (its cursor says
      // so), and meanwhile a door was forced.
      const cache = Cache.open(Cache.pathForService(dataDir, baseUrl));
      const cursorMs = (await cache.storage.syncState(customer())).cursorMs!;
      await cache.storage.updateSyncState(customer(), {
        cursorMs: cursorMs - 11 * MINUTE,
        alarmsFromMs: cursorMs - 60 * MINUTE,
      });
      cache.close();
      const whileAway = forcedDoor(Date.now() - 10.8 * MINUTE, Date.now() - 10.5 * MINUTE);
      demo.addEvents([whileAway]);

      startApp();
      await call('session.startDemo');
      await expect.poll(() => alarmOf(whileAway.eventId), { timeout: 30_000 }).toBeDefined();
      const raised = (await alarmOf(whileAway.eventId))!;
      expect(raised).toMatchObject({ priority: 'critical', state: 'open' });
      // It says how late it reached this monitor: about the 10 min it waited at the service, on the service's clock.
      expect(raised.lateByMs).toBeGreaterThanOrEqual(10 * MINUTE - 5_000);
      expect(raised.lateByMs).toBeLessThan(11 * MINUTE);
    });
  },
);
