// The storage contract on SQLite: a real cache file in a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStorage } from '../../electron/core/storage/sqlite-event-storage.js';
import { storageContract } from './storage-contract.js';

storageContract('SQLite', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'acs-storage-'));
  const path = join(folder, 'cache.sqlite3');
  return {
    open: () => SqliteEventStorage.open(path),
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
});
