// Where an alarm's pictures are kept: this workstation's cache (one guard), or the control room's database
// (every workstation shows the same evidence). Keyed by the alarm's id there: the cache's own, or the room's.
import type { Cache } from '../storage/cache.js';

export interface KeptPicture {
  pictureId: number;
  cameraGuid: string;
  cameraName: string;
  takenAtMs: number;
  jpeg: Buffer;
}

export interface CameraProblem {
  cameraGuid: string;
  cameraName: string;
  kind: string;
  detail: string;
  triedAtMs: number;
}

/** Where an alarm was raised and whether it came late: what its pictures are of. */
export interface AlarmPlace {
  customerGuid: string;
  doorGuid: string | null;
  lateByMs: number | null;
}

export interface PictureStore {
  add(alarmId: number, picture: Omit<KeptPicture, 'pictureId'>): Promise<void>;
  setProblem(alarmId: number, problem: CameraProblem): Promise<void>;
  /** The alarm's pictures, by camera then time; the first `perCamera` of each when given. */
  pictures(alarmId: number, perCamera?: number): Promise<KeptPicture[]>;
  problems(alarmId: number): Promise<CameraProblem[]>;
  /** Where the alarm was raised; null when there is no such alarm. */
  place(alarmId: number): Promise<AlarmPlace | null>;
  /** A picture kept was seen by the screens: told once the frames of a moment are in. */
  announce?(alarmId: number): Promise<void>;
}

/** The cache's pictures (one guard, or a workstation's own view of what it raised outside a room). */
export class CachePictureStore implements PictureStore {
  constructor(private readonly cache: Cache) {}

  async add(alarmId: number, picture: Omit<KeptPicture, 'pictureId'>): Promise<void> {
    await this.cache.pictures.add({ alarmId, ...picture });
  }

  async setProblem(alarmId: number, problem: CameraProblem): Promise<void> {
    await this.cache.pictures.setProblem(alarmId, problem);
  }

  async pictures(alarmId: number, perCamera = Infinity): Promise<KeptPicture[]> {
    const counted = new Map<string, number>();
    return (await this.cache.pictures.pictures(alarmId)).filter((picture) => {
      const count = counted.get(picture.cameraGuid) ?? 0;
      counted.set(picture.cameraGuid, count + 1);
      return count < perCamera;
    });
  }

  async problems(alarmId: number): Promise<CameraProblem[]> {
    return this.cache.pictures.problems(alarmId);
  }

  async place(alarmId: number): Promise<AlarmPlace | null> {
    const row = await this.cache.alarmStorage.get(alarmId);
    if (!row) return null;
    const first = (await this.cache.alarmStorage.eventIds(alarmId))[0];
    const event = first === undefined ? undefined : await this.cache.storage.event(first);
    return { customerGuid: row.customerGuid, doorGuid: event?.doorGuid ?? null, lateByMs: row.lateByMs };
  }
}
