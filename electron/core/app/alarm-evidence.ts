// The pictures kept with each alarm raised at a door with cameras: the host asks every camera of the door
// at once and then once a second for 5 s, keeps the frames with the alarm (the cache, or the control room's
// database), and tells the screens. The alarm, its sound and its acknowledgement never wait on a camera:
// this runs beside them, and a camera's failure is kept as a sentence on the alarm.
import type { AlarmPictures } from '../../contract.js';
import type { ReportPicture } from '../alarms/shift-report-html.js';
import type { CameraPicture } from '../cameras/camera-picture.js';
import { isProblemKind, problemSentence } from '../cameras/camera-problems.js';
import type { CameraService } from '../cameras/camera-service.js';
import type { DoorCamera, DoorCameras } from '../cameras/door-cameras.js';
import type { PictureStore } from './picture-store.js';

/** When each frame is taken, after the alarm is raised: the first at once, then one a second for 5 s. */
export const FRAME_OFFSETS_MS = [0, 1_000, 2_000, 3_000, 4_000, 5_000];
/** A door with more cameras than this has its first ones asked (a few camera requests at once per workstation). */
const CAMERAS_PER_ALARM = 4;
const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
/** The shift report's page shows the pictures of this many alarms at most. */
export const REPORT_ALARMS_WITH_PICTURES = 200;

/** An alarm just raised, where it was raised (its id in the store's numbering). */
export interface RaisedAtDoor {
  alarmId: number;
  customerGuid: string;
  doorGuid: string | null;
}

export interface AlarmEvidenceOptions {
  store: PictureStore;
  cameras: CameraService;
  doorCameras: DoorCameras;
  now: () => number;
  retentionDays: () => number;
  /** Deletes what the retention lets go (the cache's; the room deletes pictures with their alarm). */
  prune?: (cutoffMs: number) => Promise<unknown>;
  /** Tells the screens an alarm's pictures changed. */
  changed: (alarmId: number, customerGuid: string) => void;
  /** Reads the customer's doors (their cameras) when none has been read yet, as after a restart. */
  readDoors: (customerGuid: string) => Promise<void>;
}

type Camera = AlarmPictures['cameras'][number];

export class AlarmEvidence {
  /** Wakes the frame loops waiting for their next frame (on close, they stop). */
  private readonly sleepers = new Set<() => void>();
  /** Alarm → cameras still being asked for frames. */
  private readonly capturing = new Map<number, Set<string>>();
  private readonly pruner: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: AlarmEvidenceOptions) {
    if (options.prune) {
      this.prune();
      this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS).unref();
    }
  }

  /** Starts taking the alarm's pictures; returns at once. */
  raised(alarm: RaisedAtDoor): void {
    if (!alarm.doorGuid || this.closed) return;
    void this.camerasOf(alarm.customerGuid, alarm.doorGuid).then(async (cameras) => {
      if (cameras.length === 0 || this.closed) return;
      this.capturing.set(alarm.alarmId, new Set(cameras.map((entry) => entry.camera.cameraGuid)));
      await Promise.all(cameras.map((entry) => this.frames(alarm, entry)));
      await this.options.store.announce?.(alarm.alarmId).catch(() => undefined);
    });
  }

  /** A guard's retry: one picture now from every camera of the alarm's door. */
  async retry(alarmId: number): Promise<void> {
    const place = await this.options.store.place(alarmId);
    if (!place?.doorGuid) return;
    const alarm = { alarmId, customerGuid: place.customerGuid, doorGuid: place.doorGuid };
    const cameras = await this.camerasOf(alarm.customerGuid, place.doorGuid);
    await Promise.all(cameras.map((entry) => this.take(alarm, entry, true)));
    await this.options.store.announce?.(alarmId).catch(() => undefined);
  }

  /** The alarm's pictures as a screen shows them, with the cameras that gave none and why; null: no such alarm. */
  async pictures(alarmId: number): Promise<AlarmPictures | null> {
    const { store } = this.options;
    const place = await store.place(alarmId);
    if (!place) return null;
    const cameras = new Map<string, Camera>();
    const cameraOf = (cameraGuid: string, name: string): Camera => {
      let camera = cameras.get(cameraGuid);
      if (!camera) {
        camera = { cameraGuid, name, capturing: false, problem: null, pictures: [] };
        cameras.set(cameraGuid, camera);
      }
      return camera;
    };
    for (const entry of place.doorGuid ? this.options.doorCameras.of(place.doorGuid) : []) {
      cameraOf(entry.camera.cameraGuid, entry.camera.name);
    }
    for (const picture of await store.pictures(alarmId)) {
      cameraOf(picture.cameraGuid, picture.cameraName).pictures.push({
        pictureId: picture.pictureId,
        takenAtMs: picture.takenAtMs,
        dataUrl: dataUrlOf(picture.jpeg),
      });
    }
    for (const problem of await store.problems(alarmId)) {
      cameraOf(problem.cameraGuid, problem.cameraName).problem = {
        kind: isProblemKind(problem.kind) ? problem.kind : 'bad-answer',
        sentence: problemSentence(problem.kind),
        detail: problem.detail,
        triedAtMs: problem.triedAtMs,
      };
    }
    const capturing = this.capturing.get(alarmId);
    for (const camera of cameras.values()) camera.capturing = capturing?.has(camera.cameraGuid) ?? false;
    return {
      alarmId,
      customerGuid: place.customerGuid,
      doorGuid: place.doorGuid,
      lateByMs: place.lateByMs,
      cameras: [...cameras.values()],
      retentionDays: this.options.retentionDays(),
    };
  }

  /**
   * For the shift report's page: per alarm, the first picture of each of its cameras (the moment it was
   * raised), for the first `most` of these alarms that have any (a week's report stays printable).
   */
  async firstPictures(
    alarmIds: readonly number[],
    most = REPORT_ALARMS_WITH_PICTURES,
  ): Promise<Map<number, ReportPicture[]>> {
    const found = new Map<number, ReportPicture[]>();
    for (const alarmId of alarmIds) {
      if (found.size >= most) break;
      const firsts = await this.options.store.pictures(alarmId, 1);
      if (firsts.length === 0) continue;
      found.set(
        alarmId,
        firsts.map((picture) => ({
          cameraName: picture.cameraName,
          takenAtMs: picture.takenAtMs,
          dataUrl: dataUrlOf(picture.jpeg),
        })),
      );
    }
    return found;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.pruner);
    for (const wake of [...this.sleepers]) wake();
  }

  /** The frames of one camera: a camera that gives no first picture is not asked again for this alarm. */
  private async frames(alarm: RaisedAtDoor, entry: DoorCamera): Promise<void> {
    const startedAtMs = this.options.now();
    let kept = 0;
    try {
      for (const [index, offsetMs] of FRAME_OFFSETS_MS.entries()) {
        if (!(await this.pause(startedAtMs + offsetMs - this.options.now()))) return;
        const picture = await this.take(alarm, entry, false, kept === 0);
        if (picture.ok) kept++;
        else if (index === 0) return;
      }
    } finally {
      const cameras = this.capturing.get(alarm.alarmId);
      cameras?.delete(entry.camera.cameraGuid);
      if (cameras?.size === 0) this.capturing.delete(alarm.alarmId);
      if (!this.closed) this.options.changed(alarm.alarmId, alarm.customerGuid);
    }
  }

  /** Resolves true after `ms` (at once when not positive), false when closed meanwhile. */
  private pause(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve(!this.closed);
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  /**
   * One picture, kept with the alarm. A failure is kept as the camera's problem when it gave no picture yet
   * (`noneYet`) or a guard asked; the first picture kept is announced at once (the others at the end).
   */
  private async take(alarm: RaisedAtDoor, entry: DoorCamera, insist: boolean, noneYet = true): Promise<CameraPicture> {
    const { store, now } = this.options;
    // A camera answers a snapshot with the frame of the moment it is asked: that is when the picture was taken.
    const askedAtMs = now();
    const picture = await this.options.cameras.picture(entry, insist);
    if (this.closed) return picture;
    const { cameraGuid, name } = entry.camera;
    try {
      if (picture.ok) {
        await store.add(alarm.alarmId, { cameraGuid, cameraName: name, takenAtMs: askedAtMs, jpeg: picture.jpeg });
        if (noneYet && !insist) await store.announce?.(alarm.alarmId);
      } else if (insist || noneYet) {
        await store.setProblem(alarm.alarmId, {
          cameraGuid,
          cameraName: name,
          kind: picture.kind,
          detail: picture.detail,
          triedAtMs: askedAtMs,
        });
      }
    } catch {
      // A full disk, a damaged cache or a room out of reach: said elsewhere; the alarm stands without its picture.
      return picture;
    }
    this.options.changed(alarm.alarmId, alarm.customerGuid);
    return picture;
  }

  private async camerasOf(customerGuid: string, doorGuid: string): Promise<DoorCamera[]> {
    const { doorCameras } = this.options;
    if (!doorCameras.knows(customerGuid)) await this.options.readDoors(customerGuid).catch(() => undefined);
    return doorCameras.of(doorGuid).slice(0, CAMERAS_PER_ALARM);
  }

  private prune(): void {
    const cutoffMs = this.options.now() - this.options.retentionDays() * DAY_MS;
    // A failure is tried again within the hour.
    void this.options.prune?.(cutoffMs).catch(() => undefined);
  }
}

function dataUrlOf(jpeg: Buffer): string {
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
