// CoreWorker hosts the core worker thread (the SyncEngine and export jobs) and answers its token requests
// from the SessionService, so secrets never leave this thread. Emits 'events' (customerGuid, newly
// stored events; a large batch comes as several emits of a thousand, one per turn of the event
// loop), 'status' (CustomerSyncStatus) and 'export-progress'.
import { EventEmitter } from 'node:events';
import type { ExportProgress } from '../../contract.js';
import { Worker } from 'node:worker_threads';
import { ServiceError, serviceErrorData } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import { scriptBeside } from '../runtime/script-beside.js';
import type { SessionService } from '../session/session-service.js';
import type { ExportJobRequest } from '../export/export-to-file.js';
import { sqliteNativeBinding } from '../storage/sqlite-cache-file.js';
import type { SyncSnapshot } from '../storage/local-cache-storage.js';
import type { FetchedInventory, SyncSettings } from '../sync/engine.js';
import type { EventArrival } from '../sync/event-arrival.js';
import type { CustomerSyncStatus, SyncTotals } from '../sync/status.js';
import type { LeaseWindow } from './lease-window.js';
import type { DoorCameraList, FromWorker, SyncWorkerData, ToWorker } from './worker-protocol.js';

export interface CoreWorkerOptions {
  session: SessionService;
  dbPath: string;
  /** Customers to sync; none for a worker that only runs exports. */
  customerGuids: string[];
  /** Requests this worker may have in flight: its share of the application's numberOfConnections. */
  maxConnections: number;
  settings?: Partial<SyncSettings>;
  /**
   * Polling for a control room: its requests wait while the lease's window is shut, and it sends each read
   * whole, each customer's sync state and inventory too.
   */
  leaseWindow?: LeaseWindow;
}

export interface CoreWorkerEvents {
  events: [customerGuid: string, events: AccessEvent[], arrival: EventArrival];
  status: [status: CustomerSyncStatus];
  /**
   * Polling for a room: every event of each read, in order with the sync states (which follow their events);
   * those new to the cache are emitted as 'events' too, first.
   */
  'room-events': [customerGuid: string, events: AccessEvent[], arrival: EventArrival];
  'room-sync': [customerGuid: string, snapshot: SyncSnapshot, status: CustomerSyncStatus];
  inventory: [customerGuid: string, inventory: FetchedInventory];
  'door-cameras': [customerGuid: string, doors: DoorCameraList];
  'inventory-stored': [customerGuid: string, askedAtMs: number];
  totals: [totals: SyncTotals];
  'export-progress': [progress: ExportProgress];
  error: [error: Error];
}

export class CoreWorker extends EventEmitter<CoreWorkerEvents> {
  private readonly worker: Worker;
  private readonly stopped: Promise<void>;

  constructor(private readonly options: CoreWorkerOptions) {
    super();
    const data: SyncWorkerData = {
      dbPath: options.dbPath,
      baseUrl: options.session.baseUrl,
      customerGuids: options.customerGuids,
      maxConnections: Math.max(1, options.maxConnections),
      settings: options.settings ?? {},
      forRoom: options.leaseWindow !== undefined,
      ...(options.leaseWindow ? { leaseWindow: options.leaseWindow.buffer } : {}),
      sqliteNativeBinding: sqliteNativeBinding(),
    };
    this.worker = new Worker(scriptBeside(import.meta.url, './worker-entry.js'), { workerData: data });
    this.stopped = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (message: FromWorker) => void this.handle(message));
    this.worker.on('error', (error) => this.emit('error', error));
  }

  /** Customers waiting for a sign-in poll at once. */
  signedIn(): void {
    this.send({ type: 'signed-in' });
  }

  /** The operator changed the request budget (requests a minute). */
  setBudget(perMinute: number): void {
    this.send({ type: 'set-budget', perMinute });
  }

  startExport(exportId: string, request: ExportJobRequest, path: string, fileName: string): void {
    this.send({ type: 'export-start', exportId, request, path, fileName });
  }

  cancelExport(exportId: string): void {
    this.send({ type: 'export-cancel', exportId });
  }

  /** Finishes the current requests' transactions, cancels running exports and ends the thread. */
  async stop(): Promise<void> {
    this.send({ type: 'stop' });
    await this.stopped;
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private async handle(message: FromWorker): Promise<void> {
    switch (message.type) {
      case 'events':
        this.emit('events', message.customerGuid, message.events, message.arrival);
        this.send({ type: 'events-received' });
        return;
      case 'room-events': {
        const isNew = new Set(message.inserted);
        const inserted = message.events.filter((event) => isNew.has(event.eventId));
        if (inserted.length > 0) this.emit('events', message.customerGuid, inserted, message.arrival);
        this.emit('room-events', message.customerGuid, message.events, message.arrival);
        this.send({ type: 'events-received' });
        return;
      }
      case 'room-sync':
        this.emit('room-sync', message.customerGuid, message.snapshot, message.status);
        this.send({ type: 'events-received' });
        return;
      case 'door-cameras':
        this.emit('door-cameras', message.customerGuid, message.doors);
        return;
      case 'inventory-stored':
        this.emit('inventory-stored', message.customerGuid, message.askedAtMs);
        return;
      case 'inventory':
        this.emit('inventory', message.customerGuid, message.inventory);
        this.send({ type: 'events-received' });
        return;
      case 'status':
        this.emit('status', message.status);
        return;
      case 'totals':
        this.emit('totals', message.totals);
        return;
      case 'export-progress':
        this.emit('export-progress', message.progress);
        return;
      case 'fatal':
        this.emit('error', new Error(`The sync thread could not start: ${message.message}`));
        return;
      case 'stopped':
        return;
      case 'auth':
        try {
          const { session } = this.options;
          const value =
            message.method === 'appToken'
              ? await session.appToken()
              : message.method === 'sessionToken'
                ? await session.sessionToken()
                : await session.sessionRejected(message.token ?? '');
          this.send({ type: 'auth-reply', id: message.id, ok: true, value });
        } catch (error) {
          const serviceError =
            error instanceof ServiceError ? error : new ServiceError('unexpected-status', (error as Error).message);
          // As data: its status, the service's words and Retry-After cross the thread with it.
          this.send({ type: 'auth-reply', id: message.id, ok: false, error: serviceErrorData(serviceError) });
        }
    }
  }
}
