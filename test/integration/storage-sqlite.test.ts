// The storage contracts on SQLite: a real cache file in a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cache } from '../../electron/core/storage/cache.js';
import { SqliteEventStorage } from '../../electron/core/storage/sqlite-event-storage.js';
import { alarmStorageContract } from './alarm-storage-contract.js';
import { inventoryStorageContract } from './inventory-storage-contract.js';
import { monitoringStorageContract } from './monitoring-storage-contract.js';
import { pictureStorageContract } from './picture-storage-contract.js';
import { roomRiseStorageContract } from './room-rise-storage-contract.js';
import { storageContract } from './storage-contract.js';

function freshFile(): { folder: string; path: string } {
  const folder = mkdtempSync(join(tmpdir(), 'acs-storage-'));
  return { folder, path: join(folder, 'cache.sqlite3') };
}

/** A fresh cache file, removed with its folder once closed. */
function freshCache(): { cache: Cache; remove: () => Promise<void> } {
  const { folder, path } = freshFile();
  const cache = Cache.open(path);
  return {
    cache,
    remove: async () => {
      cache.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

storageContract('SQLite', async () => {
  const { folder, path } = freshFile();
  return {
    open: () => SqliteEventStorage.open(path),
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
});

monitoringStorageContract('SQLite', async () => {
  const { cache, remove } = freshCache();
  return { events: cache.storage, monitoring: cache.monitoring, remove };
});

inventoryStorageContract('SQLite', async () => {
  const { cache, remove } = freshCache();
  return { inventory: cache.inventory, remove };
});

alarmStorageContract('SQLite', async () => {
  const { cache, remove } = freshCache();
  return { events: cache.storage, alarms: cache.alarmStorage, remove };
});

pictureStorageContract('SQLite', async () => {
  const { cache, remove } = freshCache();
  return { pictures: cache.pictures, remove };
});

roomRiseStorageContract('SQLite', async () => {
  const { cache, remove } = freshCache();
  return { rises: cache.roomRises, remove };
});
