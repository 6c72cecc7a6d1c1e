// The pictures kept with each alarm (the door's cameras at the moment it was raised) and, per camera, why
// it gave none when it did not. Pruned by age: the picture retention is the operator's, in days.
import type { SqliteDatabase } from './database.js';

export interface StoredPicture {
  pictureId: number;
  cameraGuid: string;
  cameraName: string;
  takenAtMs: number;
  jpeg: Buffer;
}

export interface CameraProblemRow {
  cameraGuid: string;
  cameraName: string;
  kind: string;
  detail: string;
  triedAtMs: number;
}

export interface PictureToKeep {
  alarmId: number;
  cameraGuid: string;
  cameraName: string;
  takenAtMs: number;
  jpeg: Uint8Array;
}

export class AlarmPicturesRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /** Keeps a picture; a problem recorded for its camera on this alarm is over. */
  add(picture: PictureToKeep): number {
    this.db
      .prepare('DELETE FROM alarm_camera_problems WHERE alarmId = ? AND cameraGuid = ?')
      .run(picture.alarmId, picture.cameraGuid);
    return Number(
      this.db
        .prepare('INSERT INTO alarm_pictures (alarmId, cameraGuid, cameraName, takenAtMs, jpeg) VALUES (?, ?, ?, ?, ?)')
        .run(picture.alarmId, picture.cameraGuid, picture.cameraName, picture.takenAtMs, picture.jpeg).lastInsertRowid,
    );
  }

  /** Why a camera of the alarm's door gave no picture (the latest try replaces the one before). */
  setProblem(alarmId: number, problem: CameraProblemRow): void {
    this.db
      .prepare(
        `INSERT INTO alarm_camera_problems (alarmId, cameraGuid, cameraName, kind, detail, triedAtMs)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (alarmId, cameraGuid) DO UPDATE SET
           cameraName = excluded.cameraName, kind = excluded.kind, detail = excluded.detail, triedAtMs = excluded.triedAtMs`,
      )
      .run(alarmId, problem.cameraGuid, problem.cameraName, problem.kind, problem.detail, problem.triedAtMs);
  }

  /** The alarm's pictures, by camera then time, with their bytes. */
  pictures(alarmId: number): StoredPicture[] {
    return this.db
      .prepare(
        `SELECT pictureId, cameraGuid, cameraName, takenAtMs, jpeg FROM alarm_pictures
         WHERE alarmId = ? ORDER BY cameraGuid, takenAtMs, pictureId`,
      )
      .all(alarmId) as StoredPicture[];
  }

  problems(alarmId: number): CameraProblemRow[] {
    return this.db
      .prepare(
        `SELECT cameraGuid, cameraName, kind, detail, triedAtMs FROM alarm_camera_problems
         WHERE alarmId = ? ORDER BY cameraName, cameraGuid`,
      )
      .all(alarmId) as CameraProblemRow[];
  }

  /** Deletes pictures and problems older than `cutoffMs`; returns how many pictures went. */
  pruneBefore(cutoffMs: number): number {
    this.db.prepare('DELETE FROM alarm_camera_problems WHERE triedAtMs < ?').run(cutoffMs);
    return this.db.prepare('DELETE FROM alarm_pictures WHERE takenAtMs < ?').run(cutoffMs).changes;
  }
}
