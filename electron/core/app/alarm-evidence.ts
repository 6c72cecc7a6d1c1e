// The pictures kept with each alarm raised at a door with cameras: the host asks every camera of the door
// at once and then once a second for 5 s, keeps the frames with the alarm (the cache, with the picture
// retention), and tells the screens. The alarm, its sound and its acknowledgement never wait on a camera:
// this runs beside them, and a camera's failure is kept as a sentence on the alarm.
import type { AlarmPictures } from '../../contract.js';
import type { ReportPicture } from '../alarms/shift-report-html.js';
import { isProblemKind, problemSentence } from '../cameras/camera-problems.js';
import type { CameraPicture } from '../cameras/camera-picture.js';
import type { CameraService } from '../cameras/camera-service.js';
import type { DoorCamera, DoorCameras } from '../cameras/door-cameras.js';
import type { Cache } from '../store/cache.js';

/** When each frame is taken, after the alarm is raised: the first at once, then one a second for 5 s. */
export const FRAME_OFFSETS_MS = [0, 1_000, 2_000, 3_000, 4_000, 5_000];
/** A door with more cameras than this has its first ones asked (a few camera requests at once per workstation). */
const CAMERAS_PER_ALARM = 4;
const DAY_MS = 86_400_000;
/** The shift report's page shows the pictures of this many alarms at most. */
const REPORT_ALARMS_WITH_PICTURES = 200;
const PRUNE_EVERY_MS = 3_600_000;

/** An alarm just raised, where it was raised. */
export interface RaisedAtDoor {
  alarmId: number;
  customerGuid: string;
  doorGuid: string | null;
}

export interface AlarmEvidenceOptions {
  cache: Cache;
  cameras: CameraService;
  doorCameras: DoorCameras;
  now: () => number;
  retentionDays: () => number;
  /** Tells the screens an alarm's pictures changed. */
  changed: (alarmId: number, customerGuid: string) => void;
  /** Reads the customer's doors (their cameras) when none has been read yet, as after a restart. */
  readDoors: (customerGuid: string) => Promise<void>;
}

export class AlarmEvidence {
  /** Wakes the frame loops waiting for their next frame (on close, they stop). */
  private readonly sleepers = new Set<() => void>();
  /** Alarm → cameras still being asked for frames. */
  private readonly capturing = new Map<number, Set<string>>();
  private readonly pruner: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: AlarmEvidenceOptions) {
    this.prune();
    this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS).unref();
  }

  /** Starts taking the alarm's pictures; returns at once. */
  raised(alarm: RaisedAtDoor): void {
    if (!alarm.doorGuid || this.closed) return;
    void this.camerasOf(alarm.customerGuid, alarm.doorGuid).then((cameras) => {
      if (cameras.length === 0 || this.closed) return;
      this.capturing.set(alarm.alarmId, new Set(cameras.map((entry) => entry.camera.cameraGuid)));
      for (const entry of cameras) void this.frames(alarm, entry);
    });
  }

  /** A guard's retry: one picture now from every camera of the alarm's door. */
  async retry(alarmId: number): Promise<void> {
    const alarm = this.alarmAtDoor(alarmId);
    if (!alarm?.doorGuid) return;
    const cameras = await this.camerasOf(alarm.customerGuid, alarm.doorGuid);
    await Promise.all(cameras.map((entry) => this.take(alarm, entry, true)));
  }

  /** The alarm's pictures as a screen shows them, with the cameras that gave none and why. */
  pictures(alarmId: number): AlarmPictures | null {
    const alarm = this.alarmAtDoor(alarmId);
    if (!alarm) return null;
    const { cache } = this.options;
    const cameras = new Map<string, AlarmPictures['cameras'][number]>();
    const cameraOf = (cameraGuid: string, name: string): AlarmPictures['cameras'][number] => {
      let camera = cameras.get(cameraGuid);
      if (!camera) {
        camera = { cameraGuid, name, capturing: false, problem: null, pictures: [] };
        cameras.set(cameraGuid, camera);
      }
      return camera;
    };
    for (const entry of alarm.doorGuid ? this.options.doorCameras.of(alarm.doorGuid) : []) {
      cameraOf(entry.camera.cameraGuid, entry.camera.name);
    }
    for (const picture of cache.pictures.pictures(alarmId)) {
      const jpeg = cache.pictures.jpeg(alarmId, picture.pictureId);
      if (!jpeg) continue;
      cameraOf(picture.cameraGuid, picture.cameraName).pictures.push({
        pictureId: picture.pictureId,
        takenAtMs: picture.takenAtMs,
        dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      });
    }
    for (const problem of cache.pictures.problems(alarmId)) {
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
      customerGuid: alarm.customerGuid,
      doorGuid: alarm.doorGuid,
      lateByMs: alarm.lateByMs,
      cameras: [...cameras.values()],
      retentionDays: this.options.retentionDays(),
    };
  }

  /**
   * For the shift report's page: per alarm, the first picture of each of its cameras (the moment it was
   * raised), for the first `most` of these alarms that have any (a week's report stays printable).
   */
  firstPictures(alarmIds: readonly number[], most = REPORT_ALARMS_WITH_PICTURES): Map<number, ReportPicture[]> {
    const { cache } = this.options;
    const found = new Map<number, ReportPicture[]>();
    for (const alarmId of alarmIds) {
      if (found.size >= most) break;
      const firsts = new Map<string, ReportPicture>();
      for (const picture of cache.pictures.pictures(alarmId)) {
        if (firsts.has(picture.cameraGuid)) continue;
        const jpeg = cache.pictures.jpeg(alarmId, picture.pictureId);
        if (!jpeg) continue;
        firsts.set(picture.cameraGuid, {
          cameraName: picture.cameraName,
          takenAtMs: picture.takenAtMs,
          dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        });
      }
      if (firsts.size > 0) found.set(alarmId, [...firsts.values()]);
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
    try {
      for (const [index, offsetMs] of FRAME_OFFSETS_MS.entries()) {
        if (!(await this.pause(startedAtMs + offsetMs - this.options.now()))) return;
        const picture = await this.take(alarm, entry, false);
        if (!picture.ok && index === 0) return;
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

  /** One picture, kept with the alarm; a failure is kept as the camera's problem unless an earlier frame came. */
  private async take(alarm: RaisedAtDoor, entry: DoorCamera, insist: boolean): Promise<CameraPicture> {
    const { cache, now } = this.options;
    // A camera answers a snapshot with the frame of the moment it is asked: that is when the picture was taken.
    const askedAtMs = now();
    const picture = await this.options.cameras.picture(entry, insist);
    if (this.closed) return picture;
    const { cameraGuid, name } = entry.camera;
    try {
      if (picture.ok) {
        cache.pictures.add({
          alarmId: alarm.alarmId,
          cameraGuid,
          cameraName: name,
          takenAtMs: askedAtMs,
          jpeg: picture.jpeg,
        });
      } else if (insist || !cache.pictures.pictures(alarm.alarmId).some((kept) => kept.cameraGuid === cameraGuid)) {
        cache.pictures.setProblem(alarm.alarmId, {
          cameraGuid,
          cameraName: name,
          kind: picture.kind,
          detail: picture.detail,
          triedAtMs: askedAtMs,
        });
      }
    } catch {
      // A full disk or a damaged cache: NOT MONITORING says so; the alarm stands without its picture.
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

  /** Where an alarm was raised: the door of its first event. */
  private alarmAtDoor(alarmId: number): (RaisedAtDoor & { lateByMs: number | null }) | null {
    const { cache } = this.options;
    const row = cache.alarms.get(alarmId);
    if (!row) return null;
    const first = cache.alarms.eventIds(alarmId)[0];
    const event = first === undefined ? undefined : cache.events.get(first);
    return { alarmId, customerGuid: row.customerGuid, doorGuid: event?.doorGuid ?? null, lateByMs: row.lateByMs };
  }

  private prune(): void {
    try {
      this.options.cache.pictures.pruneBefore(this.options.now() - this.options.retentionDays() * DAY_MS);
    } catch {
      // Tried again within the hour.
    }
  }
}
