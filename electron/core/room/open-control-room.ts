// The control room's parts composed in one place, for one service connection in a room: its alarm queue,
// who is at its screens, its shared rules, snoozes and shift times, and its poller or follower of the feed.
import type { RoomPresenceList } from '../../contract.js';
import type { DecisionContext } from '../alarms/alarm-decisions.js';
import type { AlarmSetup } from '../alarms/alarm-setup.js';
import type { RoomRiseStorage } from '../storage/room-rise-storage.js';
import type { CoreWorker } from '../worker/core-worker.js';
import type { AlarmBookHere } from './alarms/alarm-book-here.js';
import { roomAlarmsOf, roomDeviceTroublesOf } from './alarms/room-alarm-decisions.js';
import { RoomAlarms } from './alarms/room-alarms.js';
import { RoomOperators } from './alarms/room-operators.js';
import type { ScreenPresence } from './alarms/room-presence.js';
import type { ControlRoom } from './control-room.js';
import type { RoomHost, RoomRole } from './poller/room-host.js';
import { RoomPoller } from './poller/room-poller.js';
import { readRoomPosition, writeRoomPosition } from './poller/room-position.js';
import { readRoomNow, RoomClock } from './room-clock.js';
import { RoomShared, type RoomKeyAnchor, type RoomSharedOptions } from './settings/room-shared.js';

/**
 * The control room in use: its workstations share one poller (room-poller.ts) and one alarm queue
 * (room-alarms.ts). `shown`: its address without the password; `workstation`: this one's name there, owned
 * by `workstationId` (its profile's). Its rules, snoozes and shift times are the room's (room-shared.ts):
 * `own` gives this workstation's to a room that has none yet; `sharedChanged` is called when any of them changed.
 */
export interface RoomChoice {
  url: string;
  shown: string;
  workstation: string;
  workstationId: string;
  own: RoomSharedOptions['own'];
  sharedChanged: () => void;
  /** The operators at this workstation's screens now, for the room's list of who is where (screens-present.ts). */
  screensPresent: () => ScreenPresence[];
}

/** What the room's poller needs of the workstation's connection, with the rules' judgement in place of the room's. */
export interface ControlRoomHost extends Omit<RoomHost, 'alarmsOf' | 'deviceTroublesOf' | 'roleChanged' | 'refused'> {
  /** What the rules in force judge a customer's events and devices by, now. */
  decisionContext: (customerGuid: string, nowMs: number) => DecisionContext;
  /** Why this workstation sees none of the room's events (NOT MONITORING, saying why); null once it does again. */
  roomProblem: (sentence: string | null) => void;
}

export interface ControlRoomOptions {
  room: RoomChoice;
  /** This connection's cache file: where its places in the room's feed and alarm queue are kept. */
  cachePath: string;
  /** This workstation's own alarm book, where the room's alarms are copied. */
  book: AlarmBookHere;
  /** Rises by waiting made here that the room has not heard of (kept across a restart). */
  risenHere: RoomRiseStorage;
  /** Whether this workstation's guard may be shown the customer's alarms (the ones it watches). */
  shows: (customerGuid: string) => boolean;
  /** The workstation's own rules: in force until the room's are read. */
  ownRules: () => AlarmSetup & { releaseAfterIdleMs: number };
  /** The room's signing key this workstation trusts. */
  keyAnchor: RoomKeyAnchor;
  /** The local copies of the room's alarms, or the room's rules, changed: the screens are told. */
  alarmsChanged: () => void;
  /** A local alarm followed a change of its room alarm (its pictures, say). */
  alarmFollowed: (localAlarmId: number) => void;
  /** Who is where in the room changed. */
  presenceChanged: (list: RoomPresenceList) => void;
  /** The customers this workstation watches: the poller starts with them. */
  watched: () => string[];
  host: ControlRoomHost;
  retention: { retentionMs: number; everyMs: number };
  now: () => number;
}

/** How long joining the room's feed waits for the room's rules and snoozes to be read. */
const ROOM_SETTINGS_WAIT_MS = 5_000;
/** A workstation that cannot reach the room's database this long is NOT MONITORING (a shorter blip passes unannounced). */
const ROOM_LOST_AFTER_MS = 10_000;

export function openControlRoom(options: ControlRoomOptions): ControlRoom {
  return new OpenControlRoom(options);
}

class OpenControlRoom implements ControlRoom {
  readonly alarms: RoomAlarms;
  readonly operators: RoomOperators;
  readonly shared: RoomShared;
  readonly poller: Promise<RoomPoller>;
  role: RoomRole | null = null;
  private lostTimer: NodeJS.Timeout | undefined;
  /** The room's clock (its database's) against this workstation's, measured at each read of the room's settings. */
  private readonly clock = new RoomClock();

  constructor(private readonly options: ControlRoomOptions) {
    const { room, cachePath, now } = options;
    this.alarms = new RoomAlarms({
      url: room.url,
      workstation: room.workstation,
      book: options.book,
      shows: options.shows,
      position: {
        since: readRoomPosition(cachePath, 'alarms', room.shown) || undefined,
        save: (lastChange) => {
          try {
            writeRoomPosition(cachePath, 'alarms', { room: room.shown, lastChange });
          } catch {
            // A full disk: the queue is read again from the last place saved.
          }
        },
      },
      risenHere: options.risenHere,
      changed: options.alarmsChanged,
      followed: options.alarmFollowed,
      now,
    });
    this.shared = new RoomShared({
      url: room.url,
      workstation: room.workstation,
      own: room.own,
      changed: () => {
        options.alarmsChanged(); // their instructions
        room.sharedChanged();
      },
      now,
      clock: this.clock,
      keyAnchor: options.keyAnchor,
    });
    this.operators = new RoomOperators({
      roomAlarms: this.alarms,
      workstation: room.workstation,
      screens: room.screensPresent,
      releaseAfterIdleMs: () => (this.shared.rules ?? options.ownRules()).releaseAfterIdleMs,
      changed: options.presenceChanged,
      now,
    });
    this.operators.start();
    this.poller = settledWithin(this.shared.ready, ROOM_SETTINGS_WAIT_MS).then(() => this.join());
  }

  /** Follows the room's feed at once, and polls only when the room's lease says so. */
  private join(): RoomPoller {
    const { room, host, now } = this.options;
    const { decisionContext, roomProblem, ...rest } = host;
    const poller = new RoomPoller({
      ...room,
      host: {
        ...rest,
        alarmsOf: (customerGuid, alarming, seenAtServiceMs) =>
          roomAlarmsOf(customerGuid, alarming, seenAtServiceMs, decisionContext(customerGuid, now())),
        deviceTroublesOf: (customerGuid, doors) =>
          roomDeviceTroublesOf(customerGuid, doors, decisionContext(customerGuid, now())),
        roleChanged: (role) => this.roleChanged(role),
        // NOT MONITORING at once, saying why: this workstation takes no part in the room until renamed.
        refused: (error) => roomProblem(error.message),
      },
      retention: {
        ...this.options.retention,
        roomNow: () => readRoomNow(room.url, `acs-monitor retention: ${room.workstation}`),
      },
    });
    poller.start(this.options.watched());
    return poller;
  }

  /**
   * A workstation that cannot reach the room's database for 10 s is NOT MONITORING, saying why; it
   * reconnects by itself, and what it had stays on screen.
   */
  private roleChanged(role: RoomRole): void {
    this.role = role;
    const { roomProblem } = this.options.host;
    const lost = role.role === 'follower' && !role.following ? role.problem : null;
    if (lost === null) {
      clearTimeout(this.lostTimer);
      this.lostTimer = undefined;
      roomProblem(null);
      return;
    }
    // Counted from the first failure: the reconnection's failures that follow do not start it again.
    this.lostTimer ??= setTimeout(() => {
      const now = this.role;
      const why = now?.role === 'follower' ? (now.problem ?? lost) : lost;
      roomProblem(
        `The control room's database does not answer (${why}): this workstation sees no events until it is back; it reconnects by itself`,
      );
    }, ROOM_LOST_AFTER_MS).unref();
  }

  publishFrom(worker: CoreWorker): void {
    const poller = this.poller;
    worker.on(
      'room-events',
      (customerGuid, events, arrival) => void poller.then((room) => room.eventsRead(customerGuid, events, arrival)),
    );
    worker.on(
      'room-sync',
      (customerGuid, snapshot, status) => void poller.then((room) => room.syncRecorded(customerGuid, snapshot, status)),
    );
    worker.on(
      'inventory',
      (customerGuid, inventory) => void poller.then((room) => room.inventoryFetched(customerGuid, inventory)),
    );
  }

  async stopFollowing(): Promise<void> {
    clearTimeout(this.lostTimer);
    await this.operators.stop();
    await Promise.all([this.alarms.stop(), this.shared.stop()]);
  }
}

/** Resolves when `work` settles or after `ms`, whichever comes first. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).catch(() => undefined);
  clearTimeout(timer);
}
