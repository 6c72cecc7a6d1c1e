// The cache prepared at start off the host's main thread (after an update, migration 6 takes a minute
// on a large cache): the host keeps answering and says what it is doing, calls that read the cache
// answer once it is ready, and the cache then holds every event at the newest schema. A cache that
// cannot be prepared fails the start with the very error the main thread would have thrown.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exitCodeFor, failureLine } from '../../electron/cli/exit-codes.js';
import { AppService } from '../../electron/core/app/app-service.js';
import { normaliseBaseUrl } from '../../electron/core/api/validate.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { prepareCacheFile } from '../../electron/core/store/damaged-cache.js';
import { openDatabase } from '../../electron/core/store/database.js';
import { isDiskFull } from '../../electron/core/store/disk-full.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';
import { cacheBeforeMigration } from '../support/old-cache.js';

/** Nothing listens there: starting needs no service (nobody is signed in). */
const BASE_URL = normaliseBaseUrl('http://127.0.0.1:9');
/** Enough for migration 6 to take most of a second here; far longer than a loopback request. */
const EVENTS = 30_000;
const isRoot = process.getuid?.() === 0;

let dataDir: string;
let app: AppService | undefined;

/** One cache from before migration 6 for the file (30,000 events take seconds to write); each test copies it. */
let oldCache: Promise<{ folder: string; path: string; customerGuid: string }> | undefined;
async function copyOfOldCache(to: string): Promise<string> {
  oldCache ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'acs-prepare-old-'));
    const path = join(folder, 'old.sqlite3');
    return { folder, path, customerGuid: await cacheBeforeMigration(path, 6, EVENTS) };
  })();
  const { path, customerGuid } = await oldCache;
  copyFileSync(path, to);
  return customerGuid;
}
afterAll(async () => {
  if (oldCache) rmSync((await oldCache).folder, { recursive: true, force: true });
});

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-prepare-'));
});
afterEach(async () => {
  await app?.stop();
  app = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

function startedApp(profile: string): AppService {
  app = new AppService({
    dataDir: profile,
    secrets: { store: new MemorySecretStore(), warning: null },
    startUrl: BASE_URL,
  });
  return app;
}

/** Resolves when the host says the cache is being migrated. */
function updating(service: AppService): Promise<void> {
  return new Promise((resolve) =>
    service.subscribe((event) => {
      if (event.name === 'session' && event.payload.cachePreparation === 'updating') resolve();
    }),
  );
}

async function answerOnThisThread(): Promise<string> {
  const server = createServer((_request, response) => response.end('alive'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).text();
  } finally {
    server.close();
  }
}

/** The error opening the cache on this thread throws, as the command line does. */
function errorOnMainThread(profile: string): unknown {
  try {
    const path = Cache.pathForService(profile, BASE_URL);
    Cache.open(path, prepareCacheFile(path)).close();
  } catch (error) {
    return error;
  }
  throw new Error('the cache opened on the main thread');
}

describe('preparing the cache at start', { timeout: 90_000 }, () => {
  it('migrates a cache from before migration 6 in a worker thread: the host answers meanwhile, then has every event', async () => {
    const path = Cache.pathForService(dataDir, BASE_URL);
    const customerGuid = await copyOfOldCache(path);
    const service = startedApp(dataDir);
    const migrating = updating(service);
    let ready = false;
    const started = service.start().then(() => (ready = true));

    await Promise.race([
      migrating,
      started.then(() => {
        throw new Error('the cache was migrated before the host could say so: the preparation held this thread');
      }),
    ]);
    // While the worker migrates: this thread's loopback server answers, the host answers a call and
    // says what it is doing, and a call that reads the cache waits for it.
    expect(await answerOnThisThread()).toBe('alive');
    expect((await service.invoke('session.status', {})).cachePreparation).toBe('updating');
    const feed = service.invoke('feed.query', { customerGuids: [customerGuid], limit: 100_000 });
    expect(ready).toBe(false);

    await started;
    expect(await feed).toHaveLength(EVENTS);
    expect((await service.invoke('session.status', {})).cachePreparation).toBeNull();
    await service.stop();
    app = undefined;
    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
      expect(db.prepare('SELECT count(*) AS n FROM events').get()).toEqual({ n: EVENTS });
    } finally {
      db.close();
    }
  });

  it('fails the start with the main thread error on a cache newer than this app, and leaves no connection', async () => {
    const db = openDatabase(Cache.pathForService(dataDir, BASE_URL));
    db.pragma('user_version = 99');
    db.close();
    const expected = errorOnMainThread(dataDir);

    const service = startedApp(dataDir);
    const failure = await service.start().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: 'NewerDatabaseError', message: (expected as Error).message });
    expect(failureLine(failure)).toBe(failureLine(expected));
    expect(exitCodeFor(failure)).toBe(exitCodeFor(expected));
    const status = await service.invoke('session.status', {});
    expect([status.baseUrl, status.cachePreparation]).toEqual([null, null]);
  });

  it.skipIf(!isRoot)(
    'fails the start on a disk filled by the migration (tmpfs; needs root), saying so as the main thread would',
    async () => {
      const mountPoint = mkdtempSync(join(tmpdir(), 'acs-prepare-full-'));
      const built = join(dataDir, 'built.sqlite3');
      await copyOfOldCache(built);
      // Room for the file as it is, not for what migration 6 writes.
      const size = Math.ceil(statSync(built).size / 1_048_576) + 1;
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}m`, 'tmpfs', mountPoint]);
      try {
        execFileSync('cp', [built, Cache.pathForService(mountPoint, BASE_URL)]);
        const failure = await startedApp(mountPoint)
          .start()
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(isDiskFull(failure)).toBe(true);
        // The migration was rolled back: the main thread meets the same wall.
        const expected = errorOnMainThread(mountPoint);
        expect(failure).toMatchObject({ name: (expected as Error).name, message: (expected as Error).message });
        expect(failureLine(failure)).toBe(failureLine(expected));
      } finally {
        await app?.stop();
        app = undefined;
        execFileSync('umount', [mountPoint]);
        rmSync(mountPoint, { recursive: true, force: true });
      }
    },
  );
});
