// The alarms' pictures on the local SQLite cache file: the store's pictures repository on the Cache's
// connection. A picture kept also ends its camera's problem: both in one transaction.
import { AlarmPicturesRepository } from '../store/alarm-pictures-repository.js';
import type { SqliteDatabase } from '../store/database.js';
import type { CameraProblemRow, PictureStorage, PictureToKeep, StoredPicture } from './picture-storage.js';

export class SqlitePictureStorage implements PictureStorage {
  private readonly pictureRows: AlarmPicturesRepository;

  constructor(private readonly db: SqliteDatabase) {
    this.pictureRows = new AlarmPicturesRepository(db);
  }

  async add(picture: PictureToKeep): Promise<number> {
    return this.db.transaction(() => this.pictureRows.add(picture)).immediate();
  }

  async setProblem(alarmId: number, problem: CameraProblemRow): Promise<void> {
    this.pictureRows.setProblem(alarmId, problem);
  }

  async pictures(alarmId: number): Promise<StoredPicture[]> {
    return this.pictureRows.pictures(alarmId);
  }

  async problems(alarmId: number): Promise<CameraProblemRow[]> {
    return this.pictureRows.problems(alarmId);
  }

  async pruneBefore(cutoffMs: number): Promise<number> {
    return this.db.transaction(() => this.pictureRows.pruneBefore(cutoffMs)).immediate();
  }
}
