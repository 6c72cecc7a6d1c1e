// Hosts the SyncEngine in a worker thread and answers its token requests from the SessionService,
// so secrets never leave this thread. Emits 'events' (customerGuid, newly stored events; a large
// batch comes as several emits of a few thousand, one per turn of the event loop) and 'status'
// (CustomerSyncStatus).
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { ServiceError } from '../api/errors.js';
import type { AccessEvent } from '../api/types.js';
import type { SessionService } from '../session/session-service.js';
import { sqliteNativeBinding } from '../store/database.js';
import type { SyncSettings } from './engine.js';
import type { CustomerSyncStatus } from './status.js';
import type { FromWorker, SyncWorkerData, ToWorker } from './worker-protocol.js';

export interface SyncWorkerOptions {
  session: SessionService;
  dbPath: string;
  customerGuids: string[];
  /** The application's numberOfConnections; the worker keeps two for the rest of the app. */
  numberOfConnections?: number;
  settings?: Partial<SyncSettings>;
}

export interface SyncWorkerEvents {
  events: [customerGuid: string, events: AccessEvent[]];
  status: [status: CustomerSyncStatus];
  error: [error: Error];
}

// Under vitest the sources run as TypeScript; a worker thread runs the compiled build.
function workerScript(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('../../../out/node/electron/core/sync/worker-entry.js', import.meta.url)
    : new URL('./worker-entry.js', import.meta.url);
}

export class SyncWorker extends EventEmitter<SyncWorkerEvents> {
  private readonly worker: Worker;
  private readonly stopped: Promise<void>;

  constructor(private readonly options: SyncWorkerOptions) {
    super();
    const connections = options.numberOfConnections ?? 10;
    const data: SyncWorkerData = {
      dbPath: options.dbPath,
      baseUrl: options.session.baseUrl,
      customerGuids: options.customerGuids,
      maxConnections: Math.max(1, connections - 2),
      settings: options.settings ?? {},
      sqliteNativeBinding: sqliteNativeBinding(),
    };
    // The application's connection allowance is shared: the worker takes all but two, and the
    // host's own client (sign-in, inventory look-ups) keeps those two while the worker runs.
    options.session.client.setMaxConnections(Math.min(2, connections));
    this.worker = new Worker(workerScript(), { workerData: data });
    this.stopped = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (message: FromWorker) => void this.handle(message));
    this.worker.on('error', (error) => this.emit('error', error));
  }

  /** Customers waiting for a sign-in poll at once. */
  signedIn(): void {
    this.send({ type: 'signed-in' });
  }

  /** Finishes the current requests' transactions and ends the thread. */
  async stop(): Promise<void> {
    this.send({ type: 'stop' });
    await this.stopped;
    this.options.session.client.setMaxConnections(this.options.numberOfConnections ?? 10);
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private async handle(message: FromWorker): Promise<void> {
    switch (message.type) {
      case 'events':
        this.emit('events', message.customerGuid, message.events);
        this.send({ type: 'events-received' });
        return;
      case 'status':
        this.emit('status', message.status);
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
          this.send({
            type: 'auth-reply',
            id: message.id,
            ok: false,
            kind: serviceError.kind,
            message: serviceError.message,
          });
        }
    }
  }
}
