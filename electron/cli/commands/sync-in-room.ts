// sync in a control room: the command line takes part in the room's poller lease as a workstation
// does (core/room/poller/room-poller.ts). While it holds the lease it polls the service for the room (every
// workstation's customers, these among them) into the room's database; otherwise it follows the
// room's feed into this workstation's cache and never polls beside the room's poller. The alarms the room
// raises from what it polls get their cameras' pictures from here, kept in the room, as a workstation's.
import { hostname } from 'node:os';
import { RoomPoller } from '../../core/room/poller/room-poller.js';
import type { RoomRole } from '../../core/room/poller/room-host.js';
import { AlarmBook } from '../../core/app/alarm-book.js';
import type { AlarmSetup } from '../../core/alarms/alarm-setup.js';
import { ConnectionPictures } from '../../core/app/connection-pictures.js';
import { roomAlarmsOf, roomDeviceTroublesOf } from '../../core/room/alarms/room-alarm-decisions.js';
import { RoomShared, type RoomKeyAnchor, type RoomSharedOptions } from '../../core/room/settings/room-shared.js';
import { bounded } from '../../core/room/bounded.js';
import type { ChosenRoom } from '../../core/room/joined-room.js';
import { readRoomNow, RoomClock } from '../../core/room/room-clock.js';
import type { SettingsStore } from '../../core/profile/settings.js';
import type { SessionService } from '../../core/session/session-service.js';
import type { Cache } from '../../core/storage/cache.js';
import { DEFAULT_SYNC_SETTINGS } from '../../core/sync/sync-settings.js';
import type { SyncTotals } from '../../core/sync/status.js';
import { CoreWorker } from '../../core/worker/core-worker.js';
import type { LeaseWindow } from '../../core/worker/lease-window.js';
import type { CliIO } from '../io.js';

export interface RoomSyncOptions {
  room: ChosenRoom;
  /** This profile's id in the room: what makes the workstation's name its own. */
  workstationId: string;
  session: SessionService;
  cache: Cache;
  customerGuids: string[];
  intervalMs: number;
  /** The budget given here; the room's own, once one is set there, wins while this command polls. */
  requestBudgetPerMinute: number;
  retentionMs: number;
  /** This workstation's own rules and shift times: the room's when it has none yet. */
  own: RoomSharedOptions['own'];
  /** The rules in force here, while the room's are not read yet. */
  ownRules: () => AlarmSetup;
  /** The room's signing key this workstation trusts (its settings). */
  keyAnchor: RoomKeyAnchor;
  /** This workstation's settings: the cameras' allowed ranges and the pictures' retention. */
  settings: SettingsStore;
  line: (text: string) => void;
  onTotals: (totals: SyncTotals) => void;
}

/** How long the start waits for the room's rules (a room out of reach: this workstation's own apply meanwhile). */
const ROOM_SETTINGS_WAIT_MS = 5_000;

/** Runs until `stop` settles; the lease is let go (another workstation takes over) before it resolves. */
export async function syncInRoom(options: RoomSyncOptions, io: CliIO, stop: Promise<unknown>): Promise<void> {
  const { room, cache, line } = options;
  const workstation = io.env.ACS_WORKSTATION ?? hostname();
  let worker: CoreWorker | null = null;
  let roomBudget: number | null = null;
  let lastSaid = '';
  let stopping = false;
  let failure: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (failure = reject));
  const { shared, book } = await roomRules(options, workstation);
  const pictures = roomPictures(options, workstation);
  const poller: RoomPoller = new RoomPoller({
    url: room.url,
    shown: room.shown,
    workstation,
    workstationId: options.workstationId,
    retention: {
      retentionMs: options.retentionMs,
      everyMs: DEFAULT_SYNC_SETTINGS.retentionCheckEveryMs,
      roomNow: () => readRoomNow(room.url, `acs-monitor retention: ${workstation}`),
    },
    host: {
      cache: () => cache,
      startPolling: async (customerGuids, leaseWindow) => {
        await stopWorker();
        const budget = roomBudget ?? options.requestBudgetPerMinute;
        worker = roomPollingWorker(options, { customerGuids, leaseWindow, budget }, { poller, pictures, failure });
      },
      stopPolling: () => stopWorker(),
      eventsFollowed: () => undefined,
      statusFollowed: () => undefined,
      alarmsOf: (customerGuid, alarming, seenAtServiceMs) =>
        roomAlarmsOf(customerGuid, alarming, seenAtServiceMs, book.roomDecisionContext(customerGuid, Date.now())),
      deviceTroublesOf: (customerGuid, doors) =>
        roomDeviceTroublesOf(customerGuid, doors, book.roomDecisionContext(customerGuid, Date.now())),
      budgetFollowed: (perMinute) => (roomBudget = perMinute),
      refused: failure,
      roleChanged: (role) => {
        if (stopping) return; // letting the lease go at the end is no news
        const said = roleLine(role, room.shown, workstation);
        if (said !== lastSaid) line(said);
        lastSaid = said;
      },
      alarmRaised: (alarm) => void pictures.raisedInRoom(alarm),
      now: Date.now,
    },
  });
  async function stopWorker(): Promise<void> {
    const running = worker;
    worker = null;
    await running?.stop();
  }
  line(
    `sync: in the control room ${room.shown} as workstation ${workstation}: it polls only while it holds the room's poller lease`,
  );
  poller.start(options.customerGuids);
  await poller.setCanPoll(true);
  try {
    await Promise.race([stop, failed]);
  } finally {
    stopping = true;
    await poller.close();
    pictures.close();
    await shared.stop();
  }
}

/**
 * The room's rules and snoozes, by which the room raises the alarms of what this command polls, and the book
 * that judges them; the room's rules waited for a moment (out of reach, this workstation's own apply meanwhile).
 */
async function roomRules(
  options: RoomSyncOptions,
  workstation: string,
): Promise<{ shared: RoomShared; book: AlarmBook }> {
  const shared = new RoomShared({
    url: options.room.url,
    workstation,
    own: options.own,
    changed: () => undefined,
    now: Date.now,
    clock: new RoomClock(),
    keyAnchor: options.keyAnchor,
  });
  const book = new AlarmBook(
    options.cache,
    () => shared.rules ?? options.ownRules(),
    (nowMs) => shared.snoozes(nowMs),
  );
  await bounded(shared.ready, ROOM_SETTINGS_WAIT_MS).catch(() => undefined);
  return { shared, book };
}

/** The cameras' pictures of the room's alarms: no screen here, they are for the room's screens, read from the room. */
function roomPictures(options: RoomSyncOptions, workstation: string): ConnectionPictures {
  const { session, room } = options;
  const pictures = new ConnectionPictures({
    baseUrl: session.baseUrl,
    settings: options.settings,
    now: Date.now,
    publish: () => undefined,
    listDoors: (customerGuid) => session.client.listDoors(customerGuid),
    room: { url: room.url, workstation },
  });
  pictures.open({ cache: options.cache });
  return pictures;
}

/** The core worker polling these customers for the room: what it reads goes to the room's poller and the pictures. */
function roomPollingWorker(
  options: RoomSyncOptions,
  polling: { customerGuids: string[]; leaseWindow: LeaseWindow; budget: number },
  to: { poller: RoomPoller; pictures: ConnectionPictures; failure: (error: Error) => void },
): CoreWorker {
  const { session, line } = options;
  const { poller, pictures } = to;
  const worker = new CoreWorker({
    session,
    dbPath: options.cache.path,
    customerGuids: polling.customerGuids,
    maxConnections: session.connectionAllowance - 1,
    settings: {
      intervalMs: options.intervalMs,
      requestBudgetPerMinute: polling.budget,
      retentionMs: options.retentionMs,
    },
    leaseWindow: polling.leaseWindow,
  });
  worker.on('error', to.failure);
  worker.on('status', (status) => line(`${status.customerGuid} ${status.summary}`));
  worker.on('totals', options.onTotals);
  worker.on('room-events', (customerGuid, events, arrival) => poller.eventsRead(customerGuid, events, arrival));
  worker.on('room-sync', (customerGuid, snapshot, status) => poller.syncRecorded(customerGuid, snapshot, status));
  worker.on('inventory', (customerGuid, inventory) => poller.inventoryFetched(customerGuid, inventory));
  worker.on('door-cameras', (customerGuid, doors) => pictures.camerasRead(customerGuid, doors));
  return worker;
}

/** One line a guard reads: who polls the service for the room now. */
function roleLine(role: RoomRole, shown: string, workstation: string): string {
  if (role.role === 'poller') {
    return `sync: this workstation (${workstation}) now polls the service for the control room ${shown}`;
  }
  if (role.problem !== null) return `sync: not polling: the control room's database does not answer (${role.problem})`;
  if (role.handedOver !== undefined) {
    return `sync: not polling: this workstation cannot reach the service (${role.handedOver}); it let another workstation poll for the control room ${shown}`;
  }
  if (role.poller === null) return `sync: not polling yet: waiting for the control room's poller lease`;
  return `sync: not polling: ${role.poller} polls for the control room ${shown}; following its feed`;
}
