// sync in a control room: the command line takes part in the room's poller lease as a workstation does
// (core/room/poller/room-poller.ts). While it holds the lease it polls the service for the room (every
// workstation's customers, these among them) into the room's database; otherwise it follows the room's feed
// into this workstation's cache and never polls beside the room's poller. The alarms the room raises from what
// it polls get their cameras' pictures from here, kept in the room, as a workstation's.
import { roomAlarmsOf, roomDeviceTroublesOf } from '../../room/alarms/room-alarm-decisions.js';
import { bounded } from '../../room/bounded.js';
import type { ChosenRoom } from '../../room/joined-room.js';
import type { RoomRole } from '../../room/poller/room-host.js';
import { RoomPoller } from '../../room/poller/room-poller.js';
import { readRoomNow, RoomClock } from '../../room/room-clock.js';
import { RoomShared, settingsKeyAnchor } from '../../room/settings/room-shared.js';
import type { Cache } from '../../storage/cache.js';
import { DEFAULT_SYNC_SETTINGS } from '../../sync/sync-settings.js';
import { CoreWorker } from '../../worker/core-worker.js';
import type { LeaseWindow } from '../../worker/lease-window.js';
import { AlarmBook } from '../alarm-book.js';
import { ConnectionPictures } from '../connection-pictures.js';
import { SupervisedRules } from '../supervised-rules.js';
import type { CommandLineProfile } from './command-line-profile.js';
import type { SyncReports, SyncRun } from './sync-run.js';
import { openCache } from './open-cache.js';

export type { RoomRole } from '../../room/poller/room-host.js';

/** What the sync in a room reports besides the worker's: where it stands in the room. */
export interface RoomSyncReports extends SyncReports {
  /** Joined the room's poller lease as `workstation`: it polls only while it holds the lease. */
  joined(workstation: string): void;
  /** Who polls for the room now (not said again as the lease is let go at the end). */
  roleChanged(role: RoomRole, workstation: string): void;
}

/** What the room's poller and the worker polling for it share. */
interface RoomSync {
  room: ChosenRoom;
  run: SyncRun;
  reports: RoomSyncReports;
  /** This workstation's cache: the room's feed is followed into it, and the worker polls through it. */
  cache: Cache;
  workstation: string;
}

/** How long the start waits for the room's rules (a room out of reach: this workstation's own apply meanwhile). */
const ROOM_SETTINGS_WAIT_MS = 5_000;

/** Runs until the run's stop settles; the lease is let go (another workstation takes over) before it resolves. */
export async function syncInRoom(
  profile: CommandLineProfile,
  room: ChosenRoom,
  run: SyncRun,
  reports: RoomSyncReports,
): Promise<void> {
  const rules = new SupervisedRules(profile.dataDir);
  const cache = await openCache(profile);
  run.session.client.setMaxConnections(1);
  try {
    await takePart({ room, run, reports, cache, workstation: profile.workstation }, rules);
  } finally {
    cache.close();
  }
}

async function takePart(sync: RoomSync, rules: SupervisedRules): Promise<void> {
  const { room, run, reports, workstation } = sync;
  let worker: CoreWorker | null = null;
  let roomBudget: number | null = null;
  let stopping = false;
  let failure: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (failure = reject));
  const { shared, book } = await roomRules(sync, rules);
  const pictures = roomPictures(sync);
  const poller: RoomPoller = new RoomPoller({
    url: room.url,
    shown: room.shown,
    workstation,
    workstationId: run.settings.workstationId,
    retention: {
      retentionMs: run.retentionMs,
      everyMs: DEFAULT_SYNC_SETTINGS.retentionCheckEveryMs,
      roomNow: () => readRoomNow(room.url, `acs-monitor retention: ${workstation}`),
    },
    host: {
      cache: () => sync.cache,
      startPolling: async (customerGuids, leaseWindow) => {
        await stopWorker();
        const budget = roomBudget ?? run.budget.perMinute;
        worker = roomPollingWorker(sync, { customerGuids, leaseWindow, budget }, { poller, pictures, failure });
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
        if (!stopping) reports.roleChanged(role, workstation); // letting the lease go at the end is no news
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
  reports.joined(workstation);
  poller.start(run.customerGuids);
  await poller.setCanPoll(true);
  try {
    await Promise.race([run.stop, failed]);
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
async function roomRules(sync: RoomSync, rules: SupervisedRules): Promise<{ shared: RoomShared; book: AlarmBook }> {
  const { settings } = sync.run;
  const shared = new RoomShared({
    url: sync.room.url,
    workstation: sync.workstation,
    // This workstation's own rules and shift times: the room's when it has none yet.
    own: () => ({ rulesText: rules.inForce.text, shiftChanges: settings.preferences.shiftChanges }),
    changed: () => undefined,
    now: Date.now,
    clock: new RoomClock(),
    // The room's signing key this workstation trusts.
    keyAnchor: settingsKeyAnchor(settings, sync.room.shown),
  });
  // The rules in force here judge while the room's are not read.
  const book = new AlarmBook(
    sync.cache,
    () => shared.rules ?? rules.inForce,
    (nowMs) => shared.snoozes(nowMs),
  );
  await bounded(shared.ready, ROOM_SETTINGS_WAIT_MS).catch(() => undefined);
  return { shared, book };
}

/** The cameras' pictures of the room's alarms: no screen here, they are for the room's screens, read from the room. */
function roomPictures(sync: RoomSync): ConnectionPictures {
  const { session, settings } = sync.run;
  const pictures = new ConnectionPictures({
    baseUrl: session.baseUrl,
    settings,
    now: Date.now,
    publish: () => undefined,
    listDoors: (customerGuid) => session.client.listDoors(customerGuid),
    room: { url: sync.room.url, workstation: sync.workstation },
  });
  pictures.open({ cache: sync.cache });
  return pictures;
}

/** The core worker polling these customers for the room: what it reads goes to the room's poller and the pictures. */
function roomPollingWorker(
  sync: RoomSync,
  polling: { customerGuids: string[]; leaseWindow: LeaseWindow; budget: number },
  to: { poller: RoomPoller; pictures: ConnectionPictures; failure: (error: Error) => void },
): CoreWorker {
  const { session, intervalMs, retentionMs } = sync.run;
  const { poller, pictures } = to;
  const worker = new CoreWorker({
    session,
    dbPath: sync.cache.path,
    customerGuids: polling.customerGuids,
    maxConnections: session.connectionAllowance - 1,
    settings: { intervalMs, requestBudgetPerMinute: polling.budget, retentionMs },
    leaseWindow: polling.leaseWindow,
  });
  worker.on('error', to.failure);
  worker.on('status', (status) => sync.reports.status(status.customerGuid, status.summary));
  worker.on('totals', (totals) => sync.reports.totals(totals.summary));
  worker.on('room-events', (customerGuid, events, arrival) => poller.eventsRead(customerGuid, events, arrival));
  worker.on('room-sync', (customerGuid, snapshot, status) => poller.syncRecorded(customerGuid, snapshot, status));
  worker.on('inventory', (customerGuid, inventory) => poller.inventoryFetched(customerGuid, inventory));
  worker.on('door-cameras', (customerGuid, doors) => pictures.camerasRead(customerGuid, doors));
  return worker;
}
