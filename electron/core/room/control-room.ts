// The control room as the app holds it: core/room's one door (issue 33). A service connection in a room
// opens one ControlRoom (openControlRoom, which composes the room's parts in one place); the app's other
// needs of the room (the room joined, its supervisor password, its health, the pictures kept with its
// alarms) are named here too, so that core/app imports nothing else of core/room.
import type { CoreWorker } from '../worker/core-worker.js';
import type { RoomAlarms } from './alarms/room-alarms.js';
import type { RoomOperators } from './alarms/room-operators.js';
import type { RoomRole } from './poller/room-host.js';
import type { RoomPoller } from './poller/room-poller.js';
import type { RoomShared } from './settings/room-shared.js';

export interface ControlRoom {
  /** This workstation's alarms in the room's one alarm queue. */
  readonly alarms: RoomAlarms;
  /** Who is at the room's screens, and the release of what idle operators hold. */
  readonly operators: RoomOperators;
  /** The room's rules, snoozes and shift times. */
  readonly shared: RoomShared;
  /**
   * The room's poller or follower of its feed, started: joined once the room's rules are read (the room's
   * events are alarmed by them), or after a few seconds without the room's database, on the rules last known.
   */
  readonly poller: Promise<RoomPoller>;
  /** Who polls for the room, as this workstation last saw it (null until known). */
  readonly role: RoomRole | null;
  /** The sync polling for the room (this workstation holds its lease): what it reads goes to the room's feed. */
  publishFrom(worker: CoreWorker): void;
  /** Stops following the room's alarms, operators and settings (the poller is closed after the sync stops). */
  stopFollowing(): Promise<void>;
}

export {
  openControlRoom,
  type ControlRoomOptions,
  type ControlRoomHost,
  type RoomChoice,
} from './open-control-room.js';
export type { RoomRole } from './poller/room-host.js';
export type { RoomPoller } from './poller/room-poller.js';
export type { RoomAlarms } from './alarms/room-alarms.js';
export type { RoomShared, RoomSharedOptions } from './settings/room-shared.js';
export { settingsKeyAnchor } from './settings/room-shared.js';
export type { RoomAlarm } from './alarms/room-alarm.js';
export type { ScreenPresence } from './alarms/room-presence.js';
export { RoomPictures } from './alarms/room-pictures.js';
export { JoinedRoom, type ChosenRoom } from './joined-room.js';
export { RoomSupervisor, type RoomSupervisorProof } from './settings/room-supervisor.js';
export { roomHealth } from './reads/room-health.js';
export { roomTlsSettings } from './database/room-tls.js';
export { DatabaseUrlError } from './database/database-url.js';
export { RoomDatabaseError } from './database/room-connection.js';
