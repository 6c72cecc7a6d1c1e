// The pictures kept with each alarm and, per camera, why it gave none, behind one asynchronous interface.
// Only the workstation's cache keeps them here: a control room keeps its pictures in its own database
// (app/room-pictures.ts), so this storage has a SQLite engine alone.
import type { CameraProblemRow, PictureToKeep, StoredPicture } from '../store/alarm-pictures-repository.js';

export type { CameraProblemRow, PictureToKeep, StoredPicture };

export interface PictureStorage {
  /** Keeps a picture (a problem recorded for its camera on this alarm is over); resolves with its id. */
  add(picture: PictureToKeep): Promise<number>;
  /** Why a camera of the alarm's door gave no picture (the latest try replaces the one before). */
  setProblem(alarmId: number, problem: CameraProblemRow): Promise<void>;
  /** The alarm's pictures, by camera then time, with their bytes. */
  pictures(alarmId: number): Promise<StoredPicture[]>;
  problems(alarmId: number): Promise<CameraProblemRow[]>;
  /** Deletes pictures and problems older than `cutoffMs`; resolves with how many pictures went. */
  pruneBefore(cutoffMs: number): Promise<number>;
}
