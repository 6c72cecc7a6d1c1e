// One workstation of the desk bench: the app's RoomPoller on connections of its own (its lease, its
// feed's follower, its feed's pool) with a cache of its own, contending for the lease as a signed-in
// workstation does. Its host is the bench's: while it polls, BenchSync makes what the service would
// send; what it follows is told to `followed` with the moment it was stored here, and the room's
// rules by default judge which events alarm.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_RULES } from '../electron/core/alarms/default-rules.js';
import type { AccessEvent } from '../electron/core/api/types.js';
import { roomAlarmsOf, roomDeviceTroublesOf } from '../electron/core/room/alarms/room-alarm-decisions.js';
import { writeRoomPosition } from '../electron/core/room/poller/room-position.js';
import { RoomPoller } from '../electron/core/room/poller/room-poller.js';
import type { RoomRole } from '../electron/core/room/poller/room-host.js';
import { readRoomNow } from '../electron/core/room/room-clock.js';
import { Cache } from '../electron/core/storage/cache.js';
import { DAY_MS, HOUR_MS } from './measure.js';
import { BenchSync } from './room-desk-sync.js';
import type { RoomWorld } from './room-events.js';

export interface DeskOptions {
  name: string;
  url: string;
  /** A folder for its cache. */
  dir: string;
  /** The customers and what their events are made of, asked for when this desk starts polling. */
  world: () => RoomWorld;
  /** The customers it watches. */
  watched: readonly string[];
  /** The room's newest change: the cache has followed the room so far (as a workstation that ran all along). */
  position: number;
  /** Where its ids start when it polls. */
  idBase: number;
  perSecond: number;
  followed?: (events: AccessEvent[], shownAtMs: number) => void;
  roleChanged?: (role: RoomRole) => void;
}

export interface Desk {
  poller: RoomPoller;
  /** Events handed to the room by this desk's polling. */
  handed(): number;
  close(): Promise<void>;
}

export function startDesk(options: DeskOptions): Desk {
  const { name, url } = options;
  const cache = Cache.open(join(options.dir, `${name}.sqlite3`));
  const shown = new URL(url).pathname;
  writeRoomPosition(cache.path, 'feed', { room: shown, lastChange: options.position });
  let made: BenchSync | null = null;
  const sync = (): BenchSync =>
    (made ??= new BenchSync(options.world(), options.idBase, options.perSecond, (customerGuid, events, arrival) =>
      poller.eventsRead(customerGuid, events, arrival),
    ));
  const poller: RoomPoller = new RoomPoller({
    url,
    shown,
    workstation: name,
    workstationId: randomUUID(),
    // Longer than the room's 90 days: no pass deletes anything while the bench runs.
    retention: {
      retentionMs: 365 * DAY_MS,
      everyMs: HOUR_MS,
      roomNow: () => readRoomNow(url, `acs-monitor retention: ${name}`),
    },
    host: {
      cache: () => cache,
      startPolling: async (_customers, window) => sync().start(window),
      stopPolling: async () => made?.stop(),
      eventsFollowed: (_customerGuid, inserted) => options.followed?.(inserted, Date.now()),
      statusFollowed: () => undefined,
      alarmsOf: (customerGuid, alarming, seenAtServiceMs) =>
        roomAlarmsOf(customerGuid, alarming, seenAtServiceMs, { rules: DEFAULT_RULES, zone: null, snoozes: [] }),
      deviceTroublesOf: (customerGuid, doors) =>
        roomDeviceTroublesOf(customerGuid, doors, { rules: DEFAULT_RULES, zone: null, snoozes: [] }),
      budgetFollowed: () => undefined,
      roleChanged: (role) => options.roleChanged?.(role),
      refused: (error) => process.stderr.write(`room-desk: ${name} refused: ${error.message}\n`),
      now: Date.now,
    },
  });
  poller.start(options.watched);
  void poller.setCanPoll(true);
  return {
    poller,
    handed: () => made?.handed ?? 0,
    close: async () => {
      made?.stop();
      await poller.close();
      cache.close();
    },
  };
}
