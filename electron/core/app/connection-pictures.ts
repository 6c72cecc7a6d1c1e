// A service connection's cameras and the pictures kept with its alarms (issue 34), in one place: the door
// cameras' credentials as the inventory reads bring them (memory only), the host's one way to a camera, and
// the evidence of the alarms raised here (the cache) and, in a control room, of the room's alarms its
// poller raised here (the room's database). ServiceConnection composes it; the handlers ask it.
import type { AlarmPictures, PushEvent } from '../../contract.js';
import type { ReportPicture } from '../alarms/shift-report-html.js';
import { isLoopbackHost } from '../api/plain-http.js';
import type { Door } from '../api/types.js';
import type { CameraPicture } from '../cameras/camera-picture.js';
import { HostCameraService } from '../cameras/camera-service.js';
import { DoorCameras } from '../cameras/door-cameras.js';
import type { SettingsStore } from '../profile/settings.js';
import { RoomPictures, type RoomAlarm } from '../room/control-room.js';
import type { Cache } from '../storage/cache.js';
import { AlarmEvidence, REPORT_ALARMS_WITH_PICTURES, type RaisedAtDoor } from './alarm-evidence.js';
import { CachePictureStore, type PictureStore } from './picture-store.js';

export interface ConnectionPicturesOptions {
  baseUrl: string;
  settings: SettingsStore;
  now: () => number;
  publish: (event: PushEvent) => void;
  /** The customer's doors from the service (endpoint 4), when none has been read yet. */
  listDoors: (customerGuid: string) => Promise<Door[]>;
  room?: { url: string; workstation: string };
}

/** What it needs once the cache is open: the cache, and in a room how local and room alarm ids map. */
export interface OpenedPictures {
  cache: Cache;
  /** The room's id of a local alarm once it is in the room's queue, and back. */
  roomIdOf?: (localAlarmId: number) => number | undefined;
  localIdOf?: (roomAlarmId: number) => number | undefined;
}

export class ConnectionPictures {
  private readonly doorCameras = new DoorCameras();
  private readonly cameras: HostCameraService;
  private opened: {
    cache: Cache;
    evidence: AlarmEvidence;
    room: { evidence: AlarmEvidence; pictures: RoomPictures } | null;
    ids: OpenedPictures;
  } | null = null;

  constructor(private readonly options: ConnectionPicturesOptions) {
    this.cameras = new HostCameraService(
      () => ({
        serviceOnLoopback: isLoopbackHost(new URL(options.baseUrl).hostname),
        allowedRanges: options.settings.cameraAllowedRanges,
      }),
      options.now,
    );
  }

  /** Starts keeping pictures, once the cache is open. */
  open(ids: OpenedPictures): void {
    const { cache } = ids;
    const evidence = this.evidence(
      new CachePictureStore(cache),
      (alarmId, customerGuid) => this.options.publish({ name: 'alarm-pictures', payload: { alarmId, customerGuid } }),
      (cutoffMs) => cache.pictures.pruneBefore(cutoffMs),
    );
    const { room } = this.options;
    const pictures = room && new RoomPictures(room.url, room.workstation);
    this.opened = {
      cache,
      evidence,
      room: pictures
        ? {
            pictures,
            evidence: this.evidence(pictures, (roomAlarmId) => {
              const local = ids.localIdOf?.(roomAlarmId);
              if (local !== undefined) void this.changed(local);
            }),
          }
        : null,
      ids,
    };
  }

  /** A read of the customer's doors: their cameras' credentials, for the pictures, in memory. */
  camerasRead(customerGuid: string, doors: ReadonlyArray<Pick<Door, 'doorGuid' | 'cameras'>>): void {
    this.doorCameras.update(customerGuid, doors);
    if (doors.some((door) => (door.cameras ?? []).length > 0)) this.cameras.prepare();
  }

  /** An alarm this workstation raised in its cache: its pictures are taken and kept there. */
  raisedHere(raised: RaisedAtDoor): void {
    this.opened?.evidence.raised(raised);
  }

  /** An alarm the room raised from this poller's events: its pictures are taken here, kept in the room. */
  async raisedInRoom(alarm: RoomAlarm): Promise<void> {
    const opened = this.opened;
    const room = opened?.room;
    if (!room) return;
    const event = await opened.cache.storage.event(alarm.eventId);
    room.evidence.raised({
      alarmId: alarm.alarmId,
      customerGuid: alarm.customerGuid,
      doorGuid: event?.doorGuid ?? null,
    });
  }

  /** A local alarm's pictures may have changed (taken here or by the room's poller): its screens read them again. */
  async changed(localAlarmId: number): Promise<void> {
    const row = await this.opened?.cache.alarmStorage.get(localAlarmId);
    if (row) {
      this.options.publish({
        name: 'alarm-pictures',
        payload: { alarmId: localAlarmId, customerGuid: row.customerGuid },
      });
    }
  }

  /** The pictures kept with an alarm (the door's cameras when it was raised); null: no such alarm. */
  async pictures(localAlarmId: number): Promise<AlarmPictures | null> {
    const { evidence, alarmId } = this.where(localAlarmId);
    const pictures = await evidence.pictures(alarmId);
    return pictures && { ...pictures, alarmId: localAlarmId };
  }

  /** A guard's retry: a picture now from each camera of the alarm's door, kept where its pictures are. */
  async retry(localAlarmId: number): Promise<void> {
    const { evidence, alarmId } = this.where(localAlarmId);
    await evidence.retry(alarmId);
  }

  /** For the shift report's page: per local alarm, the first picture of each camera. */
  async forReport(localAlarmIds: readonly number[]): Promise<Map<number, ReportPicture[]>> {
    const found = new Map<number, ReportPicture[]>();
    for (const localAlarmId of localAlarmIds) {
      const { evidence, alarmId } = this.where(localAlarmId);
      const pictures = (await evidence.firstPictures([alarmId])).get(alarmId);
      if (pictures) found.set(localAlarmId, pictures);
      if (found.size >= REPORT_ALARMS_WITH_PICTURES) break;
    }
    return found;
  }

  /**
   * A picture now from one camera of a customer's door, for a guard's live view (asked a few times a second
   * while it is open, never otherwise); null when the door has no such camera.
   */
  async liveFrame(customerGuid: string, doorGuid: string, cameraGuid: string): Promise<CameraPicture | null> {
    if (!this.doorCameras.knows(customerGuid))
      this.camerasRead(customerGuid, await this.options.listDoors(customerGuid));
    const entry = this.doorCameras.of(doorGuid).find((camera) => camera.camera.cameraGuid === cameraGuid);
    return entry && entry.customerGuid === customerGuid ? this.cameras.liveFrame(entry) : null;
  }

  close(): void {
    this.cameras.close();
    this.opened?.evidence.close();
    this.opened?.room?.evidence.close();
    this.opened?.room?.pictures.close();
  }

  /**
   * Where a local alarm's pictures are: in a control room, the room's (taken by the workstation whose poller
   * raised it, the same on every workstation), under the room's id; else the cache's.
   */
  private where(localAlarmId: number): { evidence: AlarmEvidence; alarmId: number } {
    const opened = this.opened;
    if (!opened) throw new Error('The local cache is not ready yet: it is being prepared');
    const roomAlarmId = opened.ids.roomIdOf?.(localAlarmId);
    return opened.room && roomAlarmId !== undefined
      ? { evidence: opened.room.evidence, alarmId: roomAlarmId }
      : { evidence: opened.evidence, alarmId: localAlarmId };
  }

  private evidence(
    store: PictureStore,
    changed: (alarmId: number, customerGuid: string) => void,
    prune?: (cutoffMs: number) => Promise<unknown>,
  ): AlarmEvidence {
    const { settings, now } = this.options;
    return new AlarmEvidence({
      store,
      cameras: this.cameras,
      doorCameras: this.doorCameras,
      now,
      retentionDays: () => settings.preferences.pictureRetentionDays,
      ...(prune && { prune }),
      changed,
      readDoors: async (customerGuid) => this.camerasRead(customerGuid, await this.options.listDoors(customerGuid)),
    });
  }
}
