// What the room's poller (room-poller.ts) needs of the workstation's connection to the service, and what it
// tells that connection of who polls.
import type { PublicDoor } from '../../api/redact.js';
import type { AccessEvent } from '../../api/types.js';
import type { Cache } from '../../storage/cache.js';
import type { CustomerSyncStatus } from '../../sync/status.js';
import type { LeaseWindow } from '../../worker/lease-window.js';
import type { RoomDeviceTroubles } from '../alarms/device-alarm-raiser.js';
import type { RoomPendingAlarm } from '../alarms/room-alarm-decisions.js';
import type { RoomAlarm } from '../alarms/room-alarm.js';

/** What the room's poller and its followers need of the workstation's connection to the service. */
export interface RoomHost {
  cache: () => Cache;
  /**
   * Starts this workstation's sync for the room's customers; resolves once it runs. Its requests wait while
   * `leaseWindow` is shut (the lease not seen lately: a workstation waking from a stop).
   */
  startPolling: (customerGuids: string[], leaseWindow: LeaseWindow) => Promise<void>;
  stopPolling: () => Promise<void>;
  /** Events the room's poller stored, new to this cache: alarms and the feed follow as for the own sync's. */
  eventsFollowed: (
    customerGuid: string,
    inserted: AccessEvent[],
    alarming: AccessEvent[],
    seenAtServiceMs: number,
  ) => void;
  statusFollowed: (status: CustomerSyncStatus) => void;
  /**
   * Which of the events this workstation polled alarm, by the room's rules (`alarming`: the ones that
   * may, not history): the room raises them once, for every workstation.
   */
  alarmsOf: (customerGuid: string, alarming: AccessEvent[], seenAtServiceMs: number) => RoomPendingAlarm[];
  /** A customer's inventory followed from the room was stored here (its device alarms name its doors and cameras). */
  inventoryFollowed?: (customerGuid: string) => void;
  /** The customer's devices' troubles (readers, cameras) now, by the room's rules (they raise the room's alarms). */
  deviceTroublesOf: (customerGuid: string, doors: readonly PublicDoor[]) => RoomDeviceTroubles;
  /** The room's request budget, read when this workstation starts polling and while it polls (null: none of its own). */
  budgetFollowed: (perMinute: number | null) => void;
  /** Who polls changed (this workstation, another, or none known). */
  roleChanged: (state: RoomRole) => void;
  /**
   * Another workstation of the room owns this one's name (RoomDatabaseError 'name-taken'): this one
   * neither polls, follows nor records what it watches, and tries no more.
   */
  refused: (error: Error) => void;
  /** The room raised an alarm from an event this poller queued (for its camera pictures, taken here). */
  alarmRaised?: (alarm: RoomAlarm) => void;
  now: () => number;
}

export type RoomRole =
  | { role: 'poller'; since: number }
  | {
      role: 'follower';
      poller: string | null;
      following: boolean;
      problem: string | null;
      /** Why this workstation let the lease go, while it waits to contend again: it cannot reach the service. */
      handedOver?: string;
    };
