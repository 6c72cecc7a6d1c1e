// better-sqlite3 for Electron's ABI: where the shell finds it, when the script rebuilds it, and that
// the chosen file reaches every connection, the sync worker thread's included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { electronSqliteBinding } from '../../electron/main/native-binding.js';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { MemorySecretStore } from '../../electron/core/secrets/index.js';
import { SessionService } from '../../electron/core/session/session-service.js';
import { openDatabase, setSqliteNativeBinding, sqliteNativeBinding } from '../../electron/core/store/database.js';
import { CoreWorker } from '../../electron/core/worker/core-worker.js';
import { buildIsCurrent, headersUrl, wantedBuild } from '../../scripts/native-for-electron.mjs';

const everyFile = () => true;

describe('electronSqliteBinding', () => {
  it('is out/native/electron beside the main bundle, in Electron only', () => {
    const bundle = 'file:///opt/acs/out/main/index.js';
    expect(electronSqliteBinding(bundle, '45.4.1', everyFile)).toBe('/opt/acs/out/native/electron/better_sqlite3.node');
    expect(electronSqliteBinding(bundle, undefined, everyFile)).toBeUndefined();
  });

  it('is read from app.asar.unpacked in a packaged app (a native file cannot load from the asar)', () => {
    const bundle = 'file:///opt/ACS%20Monitor/resources/app.asar/out/main/index.js';
    expect(electronSqliteBinding(bundle, '45.4.1', everyFile)).toBe(
      '/opt/ACS Monitor/resources/app.asar.unpacked/out/native/electron/better_sqlite3.node',
    );
  });

  it('is undefined where it was not built, so better-sqlite3 falls back to its own build', () => {
    expect(electronSqliteBinding('file:///opt/acs/out/main/index.js', '45.4.1', () => false)).toBeUndefined();
  });
});

describe('the Electron-ABI build', () => {
  const wanted = wantedBuild('45.4.1', '12.11.1', 'linux', 'x64');

  it('is current only for the same Electron, better-sqlite3, OS and architecture', () => {
    expect(buildIsCurrent({ ...wanted }, wanted)).toBe(true);
    expect(buildIsCurrent(null, wanted)).toBe(false);
    expect(buildIsCurrent({ ...wanted, electron: '45.4.0' }, wanted)).toBe(false);
    expect(buildIsCurrent({ ...wanted, betterSqlite3: '12.11.0' }, wanted)).toBe(false);
    expect(buildIsCurrent({ ...wanted, arch: 'arm64' }, wanted)).toBe(false);
  });

  it("fetches Electron's headers from electronjs.org", () => {
    expect(headersUrl('45.4.1')).toBe('https://electronjs.org/headers/v45.4.1/node-v45.4.1-headers.tar.gz');
  });
});

describe('setSqliteNativeBinding', () => {
  const missing = join(tmpdir(), 'acs-no-such-binding', 'better_sqlite3.node');
  let dataDir: string | undefined;
  afterEach(() => {
    setSqliteNativeBinding(undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is what openDatabase loads better-sqlite3 from', () => {
    setSqliteNativeBinding(missing);
    expect(() => openDatabase(':memory:')).toThrow(missing);
    setSqliteNativeBinding(undefined);
    openDatabase(':memory:').close();
  });

  it("reaches the sync worker thread's own connection", async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'acs-binding-'));
    setSqliteNativeBinding(missing);
    expect(sqliteNativeBinding()).toBe(missing);
    const session = new SessionService({
      baseUrl: 'http://127.0.0.1:9',
      secrets: new MemorySecretStore(),
      settings: new SettingsStore(dataDir),
    });
    const worker = new CoreWorker({
      session,
      dbPath: join(dataDir, 'cache.sqlite3'),
      customerGuids: [],
      maxConnections: 1,
    });
    // The thread reports that it could not start, then ends with the same error.
    const errors: Error[] = [];
    const first = new Promise<void>((resolve) =>
      worker.on('error', (error) => {
        errors.push(error);
        resolve();
      }),
    );
    await first;
    await worker.stop();
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error.message).toContain(missing);
  });
});
