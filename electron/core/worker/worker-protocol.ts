// Messages between the core worker thread (the SyncEngine and exports) and the thread that hosts
// it. Tokens stay with the host (its SessionService); the worker asks for them per request.
import type { ExportProgress } from '../../contract.js';
import type { ServiceErrorData } from '../api/errors.js';
import type { ExportJobRequest } from '../export/export-to-file.js';
import type { AccessEvent, Door } from '../api/types.js';
import type { SyncSnapshot } from '../storage/local-cache-storage.js';
import type { FetchedInventory, SyncSettings } from '../sync/engine.js';
import type { EventArrival } from '../sync/event-arrival.js';
import type { CustomerSyncStatus, SyncTotals } from '../sync/status.js';

export interface SyncWorkerData {
  dbPath: string;
  baseUrl: string;
  customerGuids: string[];
  maxConnections: number;
  settings: Partial<SyncSettings>;
  /**
   * This workstation polls for a control room: each customer's sync state and inventory go to the
   * host too, in order with the events, for the room's other workstations (core/room/poller/room-poller.ts).
   */
  forRoom?: boolean;
  /** Polling for a control room: the LeaseWindow's buffer, which its requests wait on. */
  leaseWindow?: SharedArrayBuffer;
  /** better-sqlite3 built for Electron's ABI, where the host runs in Electron. */
  sqliteNativeBinding?: string;
}

export type AuthMethod = 'appToken' | 'sessionToken' | 'sessionRejected';

export type ToWorker =
  | { type: 'stop' }
  | { type: 'signed-in' }
  | { type: 'set-budget'; perMinute: number }
  /** The host has emitted the last message of the outbox ('events', 'room-events', 'room-sync', 'inventory'): the worker may send the next. */
  | { type: 'events-received' }
  | { type: 'export-start'; exportId: string; request: ExportJobRequest; path: string; fileName: string }
  | { type: 'export-cancel'; exportId: string }
  | { type: 'auth-reply'; id: number; ok: true; value: string | boolean }
  | { type: 'auth-reply'; id: number; ok: false; error: ServiceErrorData };

export type DoorCameraList = Array<Pick<Door, 'doorGuid' | 'cameras'>>;

export type FromWorker =
  | { type: 'auth'; id: number; method: AuthMethod; token?: string }
  | { type: 'events'; customerGuid: string; events: AccessEvent[]; arrival: EventArrival }
  /**
   * Polling for a room, instead of 'events': every event of a read, for the room (which refuses duplicates);
   * `inserted` the eventIds of those new to this cache, for the alarms and the feed.
   */
  | { type: 'room-events'; customerGuid: string; events: AccessEvent[]; inserted: number[]; arrival: EventArrival }
  | { type: 'room-sync'; customerGuid: string; snapshot: SyncSnapshot; status: CustomerSyncStatus }
  | { type: 'inventory'; customerGuid: string; inventory: FetchedInventory }
  /** The cameras of a customer's doors as an inventory read brought them, for the host's pictures (never stored). */
  | { type: 'door-cameras'; customerGuid: string; doors: DoorCameraList }
  /** A customer's inventory read (asked at `askedAtMs`) was stored in the cache: its readers' statuses may raise or clear alarms. */
  | { type: 'inventory-stored'; customerGuid: string; askedAtMs: number }
  | { type: 'status'; status: CustomerSyncStatus }
  | { type: 'totals'; totals: SyncTotals }
  | { type: 'export-progress'; progress: ExportProgress }
  | { type: 'fatal'; message: string }
  | { type: 'stopped' };
