// The storage contract on PostgreSQL: a database of its own on the server the test script chose.
import { PostgresEventStorage } from '../../electron/core/storage/postgres-event-storage.js';
import { createRoomDatabase } from '../support/room-database.js';
import { storageContract } from './storage-contract.js';

storageContract('PostgreSQL', async () => {
  const db = await createRoomDatabase();
  return {
    open: () => PostgresEventStorage.open(db.url),
    remove: () => db.drop(),
  };
});
