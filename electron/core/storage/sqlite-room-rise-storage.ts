// The rises waiting for the room on the local SQLite cache file: the store's repository on the Cache's
// connection, each call one statement.
import type { SqliteDatabase } from '../store/database.js';
import { RoomRisesRepository } from '../store/room-rises-repository.js';
import type { RoomRiseStorage, WaitingRise } from './room-rise-storage.js';

export class SqliteRoomRiseStorage implements RoomRiseStorage {
  private readonly rises: RoomRisesRepository;

  constructor(db: SqliteDatabase) {
    this.rises = new RoomRisesRepository(db);
  }

  async get(alarmId: number): Promise<WaitingRise | undefined> {
    return this.rises.get(alarmId);
  }

  async alarmIds(): Promise<number[]> {
    return this.rises.alarmIds();
  }

  async keep(alarmId: number, rise: WaitingRise): Promise<void> {
    this.rises.keep(alarmId, rise);
  }

  async forget(alarmId: number): Promise<void> {
    this.rises.forget(alarmId);
  }
}
