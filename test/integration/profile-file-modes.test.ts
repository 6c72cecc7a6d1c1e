// The profile folder is 0700 and the cache and export files 0600, whether new or left more open by
// an earlier version (real files; the test process keeps the usual umask 022, which alone gives 0755/0644).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../electron/core/profile/settings.js';
import { cacheFileName } from '../../electron/core/storage/cache.js';
import { openServiceCache } from '../../electron/core/worker/cache-preparation.js';

const BASE_URL = 'http://127.0.0.1:4000';

function mode(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'acs-modes-'));
  process.umask(0o022);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('file modes in the profile folder', () => {
  it('a new profile: folder 0700; cache, -wal and -shm 0600', async () => {
    const profile = join(root, 'profile');
    const cache = await openServiceCache(profile, BASE_URL);
    // A write, so the -wal and -shm files exist.
    await cache.alarmStorage.addSnooze({
      customerGuid: 'c',
      doorGuid: 'd',
      doorName: null,
      fromMs: 0,
      untilMs: 1,
      reason: 'a write',
      operator: null,
    });
    const path = join(profile, cacheFileName(BASE_URL));
    expect([mode(profile), mode(path), mode(`${path}-wal`), mode(`${path}-shm`)]).toEqual(['700', '600', '600', '600']);
    cache.close();
  });

  it('a profile an earlier version left 0755 with a 0644 cache is narrowed when opened', async () => {
    const profile = join(root, 'profile');
    mkdirSync(profile, { mode: 0o755 });
    const path = join(profile, cacheFileName(BASE_URL));
    const earlier = new Database(path);
    earlier.pragma('journal_mode = WAL');
    earlier.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    const wal = `${path}-wal`;
    chmodSync(wal, 0o644);
    expect([mode(profile), mode(path), mode(wal)]).toEqual(['755', '644', '644']);
    const cache = await openServiceCache(profile, BASE_URL);
    expect([mode(profile), mode(path), mode(wal)]).toEqual(['700', '600', '600']);
    cache.close();
    earlier.close();
  });

  it('saving settings narrows an existing 0755 profile folder; settings.json is 0600', () => {
    const profile = join(root, 'profile');
    mkdirSync(profile, { mode: 0o755 });
    writeFileSync(join(profile, 'unrelated.txt'), 'x');
    new SettingsStore(profile).updatePreferences({ textSize: 'large' });
    expect([mode(profile), mode(join(profile, 'settings.json'))]).toEqual(['700', '600']);
  });
});
