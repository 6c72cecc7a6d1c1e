// The core worker thread: the SyncEngine and export jobs, with their own cache connection and
// ServiceClient, so parsing and storing large event lists, and writing large exports, never stall
// the thread that serves the screens.
import { parentPort, workerData } from 'node:worker_threads';
import { ServiceClient, type AuthProvider } from '../api/client.js';
import { serviceErrorFromData } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import { exportToFile } from '../export/export-to-file.js';
import { Cache } from '../storage/cache.js';
import { setSqliteNativeBinding } from '../storage/sqlite-cache-file.js';
import { SyncEngine } from '../sync/engine.js';
import { alarmingOf, type EventArrival } from '../sync/event-arrival.js';
import type { CustomerSyncStatus } from '../sync/status.js';
import { LeaseWindow } from './lease-window.js';
import type { AuthMethod, FromWorker, SyncWorkerData, ToWorker } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('worker-entry runs only as a worker thread');
const data = workerData as SyncWorkerData;
const post = (message: FromWorker): void => port.postMessage(message);

// Stored events go to the host in small messages, the next only once the host has taken the last:
// the host reads every message already queued in one turn of its event loop, so a backfill's
// hundreds of thousands of events sent at once would stall it.
const EVENTS_PER_MESSAGE = 1000;
const outbox: FromWorker[] = [];
let hostBusy = false;
let outboxEmptied: (() => void) | null = null;

function sendEvents(customerGuid: string, events: AccessEvent[], arrival: EventArrival): void {
  for (let start = 0; start < events.length; start += EVENTS_PER_MESSAGE) {
    outbox.push({ type: 'events', customerGuid, events: events.slice(start, start + EVENTS_PER_MESSAGE), arrival });
  }
  sendNext();
}

/** Polling for a room: every event of a read, with those new to the cache marked, in one stream of messages. */
function sendRead(customerGuid: string, events: AccessEvent[], arrival: EventArrival, inserted: AccessEvent[]): void {
  const isNew = new Set(inserted.map((event) => event.eventId));
  for (let start = 0; start < events.length; start += EVENTS_PER_MESSAGE) {
    const part = events.slice(start, start + EVENTS_PER_MESSAGE);
    const partNew = part.filter((event) => isNew.has(event.eventId)).map((event) => event.eventId);
    outbox.push({ type: 'room-events', customerGuid, events: part, inserted: partNew, arrival });
  }
  sendNext();
}

/**
 * Events an export stored before the sync saw them: the sync will never report them, so those that may alarm go to
 * the host as the sync's would (the rest are history, and not news to the feed).
 */
async function sendAlarming(customerGuid: string, inserted: AccessEvent[]): Promise<void> {
  const arrival: EventArrival = {
    alarmsFromMs: (await cache.storage.syncState(customerGuid)).alarmsFromMs,
    seenAtServiceMs: Date.now() + (client.serviceClock.offsetMs ?? 0),
  };
  const alarming = alarmingOf(inserted, arrival);
  if (alarming.length > 0) sendEvents(customerGuid, alarming, arrival);
}

/** How often, at most, a customer's sync state goes to the room (a state behind costs a new poller a re-read, never an event). */
const ROOM_SYNC_EVERY_MS = 2_000;
const roomSyncSentAt = new Map<string, number>();
const roomSyncDue = new Map<string, CustomerSyncStatus>();

/**
 * For the room: the customer's sync state, read now. It goes through the outbox after every event
 * stored before it, so the room never holds a state ahead of its events.
 */
async function sendRoomSync(status: CustomerSyncStatus, now = false): Promise<void> {
  const { customerGuid } = status;
  if (!now && Date.now() - (roomSyncSentAt.get(customerGuid) ?? 0) < ROOM_SYNC_EVERY_MS) {
    roomSyncDue.set(customerGuid, status);
    return;
  }
  roomSyncDue.delete(customerGuid);
  roomSyncSentAt.set(customerGuid, Date.now());
  // Read now, before events stored later may go out first: the room may hold events ahead of a state, never a
  // state ahead of its events.
  const snapshot = await cache.storage.snapshot(customerGuid);
  outbox.push({ type: 'room-sync', customerGuid, snapshot, status });
  sendNext();
}

function sendNext(): void {
  if (hostBusy) return;
  const next = outbox.shift();
  if (next) {
    hostBusy = true;
    post(next);
  } else {
    outboxEmptied?.();
  }
}

function outboxSent(): Promise<void> {
  if (!hostBusy && outbox.length === 0) return Promise.resolve();
  return new Promise((resolve) => (outboxEmptied = resolve));
}

const waiting = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();
let nextId = 1;
function ask(method: AuthMethod, token?: string): Promise<string | boolean> {
  const id = nextId++;
  post({ type: 'auth', id, method, token });
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}

const auth: AuthProvider = {
  appToken: async () => String(await ask('appToken')),
  sessionToken: async () => String(await ask('sessionToken')),
  sessionRejected: async (token) => (await ask('sessionRejected', token)) === true,
};

/** How often the worker tells the host what the sync costs in total. */
const TOTALS_EVERY_MS = 5_000;

/** Aborted at 'stop': a request waiting for the lease's window gives up. */
const stopping = new AbortController();
let engine: SyncEngine;
let totalsTimer: NodeJS.Timeout | undefined;
let roomSyncTimer: NodeJS.Timeout | undefined;
let cache: Cache;
let client: ServiceClient;
try {
  setSqliteNativeBinding(data.sqliteNativeBinding);
  cache = Cache.open(data.dbPath);
  const leaseWindow = data.leaseWindow ? new LeaseWindow(data.leaseWindow) : null;
  client = new ServiceClient({
    baseUrl: data.baseUrl,
    auth,
    maxConnections: data.maxConnections,
    ...(leaseWindow
      ? {
          beforeEachRequest: (signal) => leaseWindow.whenOpen(signal, stopping.signal),
        }
      : {}),
  });
  engine = new SyncEngine({
    cache,
    client,
    customerGuids: data.customerGuids,
    settings: data.settings,
    maxInFlight: data.maxConnections,
    ...(data.forRoom ? { onRead: sendRead } : { onEvents: sendEvents }),
    onStatus: (status) => {
      post({ type: 'status', status });
      if (data.forRoom) void sendRoomSync(status);
    },
    onInventory: (customerGuid, inventory) => {
      // A read of the devices and users alone (after the start) leaves the doors and their alarms as they were.
      if (inventory.doors) {
        post({
          type: 'door-cameras',
          customerGuid,
          doors: inventory.doors.map((door) => ({ doorGuid: door.doorGuid, cameras: door.cameras ?? [] })),
        });
        post({ type: 'inventory-stored', customerGuid, askedAtMs: inventory.askedAtMs });
      }
      if (data.forRoom) {
        outbox.push({ type: 'inventory', customerGuid, inventory });
        sendNext();
      }
    },
  });
  if (data.forRoom) {
    // A state held back by the limit goes once the limit allows.
    roomSyncTimer = setInterval(
      () => [...roomSyncDue.values()].forEach((status) => void sendRoomSync(status)),
      ROOM_SYNC_EVERY_MS,
    );
  }
  engine.start();
  if (data.customerGuids.length > 0) {
    totalsTimer = setInterval(() => post({ type: 'totals', totals: engine.totals() }), TOTALS_EVERY_MS);
  }
} catch (error) {
  post({ type: 'fatal', message: (error as Error).message });
  throw error;
}

const exportsRunning = new Map<string, AbortController>();

port.on('message', (message: ToWorker) => {
  if (message.type === 'auth-reply') {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) pending?.resolve(message.value);
    else pending?.reject(serviceErrorFromData(message.error));
  } else if (message.type === 'events-received') {
    hostBusy = false;
    sendNext();
  } else if (message.type === 'export-start') {
    const cancel = new AbortController();
    exportsRunning.set(message.exportId, cancel);
    void exportToFile({
      ...message,
      cache,
      client,
      signal: cancel.signal,
      report: (progress) => post({ type: 'export-progress', progress }),
      onStored: (customerGuid, inserted) => void sendAlarming(customerGuid, inserted),
    }).finally(() => exportsRunning.delete(message.exportId));
  } else if (message.type === 'export-cancel') {
    exportsRunning.get(message.exportId)?.abort();
  } else if (message.type === 'signed-in') {
    engine.signedIn();
  } else if (message.type === 'set-budget') {
    engine.setBudget(message.perMinute);
  } else if (message.type === 'stop') {
    stopping.abort();
    for (const cancel of exportsRunning.values()) cancel.abort();
    clearInterval(totalsTimer);
    clearInterval(roomSyncTimer);
    void engine.stop().then(async () => {
      if (data.customerGuids.length > 0) post({ type: 'totals', totals: engine.totals() });
      // The last state of each customer, so that the next poller starts from it.
      if (data.forRoom) await Promise.all(engine.status().map((status) => sendRoomSync(status, true)));
      await outboxSent();
      cache.close();
      post({ type: 'stopped' });
      port.close();
    });
  }
});
