// The built-in demo access control service: the whole spec over real HTTP, strict as a real service,
// with generated data, live events and fault injection. `acs-monitor demo` and the tests start it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApplicationRegistry } from './auth/applications.js';
import { NonceRegistry } from './auth/nonces.js';
import { SessionRegistry } from './auth/sessions.js';
import type { DemoCustomer } from './data/model.js';
import { buildWorld } from './data/world.js';
import { demoData, type DemoData } from './demo-data.js';
import { startTraffic } from './events/demo-traffic.js';
import type { DeliveryProfile } from './events/delivery.js';
import { EventStore, type DateBounds } from './events/event-store.js';
import { LiveGenerator } from './events/live-generator.js';
import { injectedEvents, type InjectedEvents } from './events/injected-events.js';
import { FaultBoard, type DemoFaults } from './faults.js';
import { makeHostile } from './hostile.js';
import { isoText } from './formats.js';
import type { DemoState } from './handlers/context.js';
import type { RecordedRequest } from './http/recorded-requests.js';
import { InFlightCounter, MinuteRateLimiter } from './limits.js';
import type { ControlTargets } from './control.js';
import { requestListener, type Pipeline } from './server.js';
import { serveDemoCameras, type DemoCamera, type DemoCameras } from './cameras/demo-cameras.js';
import { allowedHosts } from '../web/request-guards.js';

export { DEMO_ACCOUNTS, type DemoAccount } from './accounts.js';
export type { DemoCustomer, DemoSite } from './data/model.js';
export type { DemoData } from './demo-data.js';
export type { DemoCamera, DemoCameraBehaviour, DemoCameraWay } from './cameras/demo-cameras.js';
export type { DeliveryProfile } from './events/delivery.js';
export type { BulkEvents } from './events/injected-events.js';
export type { DemoFaults, FaultSpec } from './faults.js';
export type { RecordedRequest } from './http/recorded-requests.js';

export interface DemoOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /** Same seed, same customers, doors, users and event pattern. */
  seed?: number;
  /** Live events a minute, shared by the four template customers; default 30; 0 for none. */
  eventsPerMinute?: number;
  /** Generated customers after the templates, visible to `guard` and `supervisor`; default 0. */
  extraCustomers?: number;
  /** Rate of every tenth extra customer (the first, the 11th, …); default 60 a minute. */
  busyEventsPerMinute?: number;
  /** Rate of the other extra customers; default 0.5 a minute. */
  quietEventsPerMinute?: number;
  /** When set, every customer (templates and extras) gets this rate instead of the ones above. */
  eventsPerMinutePerCustomer?: number;
  /**
   * Generated past events: hours back (default 48) and events per hour per customer (default 60;
   * an extra customer's history is no busier than its live rate).
   */
  historyHours?: number;
  historyEventsPerHour?: number;
  /** Whether fromDate/toDate include events exactly on them; default inclusive. */
  dateBounds?: DateBounds;
  /** Whether Customer objects carry the non-spec `customerGuid`; default true. */
  sendCustomerGuid?: boolean;
  /** Session lifetime; default 8 hours. */
  sessionTtlMs?: number;
  /** Simultaneous requests per application, returned at registration; default 10. */
  numberOfConnections?: number;
  /** Requests per minute per application and endpoint; default unlimited. */
  rateLimitPerMinute?: number;
  /** The service's clock (ms); default Date.now. */
  now?: () => number;
  /** Serve the /__demo/ control surface for out-of-process tests; default false. */
  control?: boolean;
  /**
   * Text with terminal escapes, a customer without a code, an undocumented field on every event
   * (electron/demo/hostile.ts); default false.
   */
  hostile?: boolean;
  /**
   * Serve the template customers' cameras for real, each on its own port of `host` (electron/demo/cameras);
   * default false: their addresses are loopback ones where nothing listens.
   */
  cameras?: boolean;
}

export interface DemoService extends InjectedEvents {
  /** e.g. http://127.0.0.1:41234 (without /v1, no trailing slash). */
  baseUrl: string;
  /** Stops the server, its open connections and the generator; safe to call twice. */
  close(): Promise<void>;
  faults: DemoFaults;
  data: DemoData;
  /** Every request received (the newest 10,000), control surface excluded. */
  requests: RecordedRequest[];
  /** Every current session token becomes invalid (401, "expired"). */
  expireSessions(): void;
  /**
   * Stores the live traffic occurring up to `untilMs` that is not stored yet (from the service's start
   * time on), each event received when its device's profile says, perhaps later than `untilMs`.
   * The live generator calls it with `now()` four times a second; a virtual clock may call it itself.
   * Returns how many events it stored.
   */
  produceTraffic(untilMs: number): number;
  /** Gives a device another delivery profile, for the events not produced yet. */
  setDeliveryProfile(deviceGuid: string, profile: DeliveryProfile): void;
  /** The cameras it serves (options.cameras), with what each does when asked for a picture; else none. */
  cameras: readonly DemoCamera[];
}

const DEFAULT_SEED = 20_240_601;
const HOUR_MS = 3_600_000;

export async function startDemoService(options: DemoOptions = {}): Promise<DemoService> {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_SEED;
  const startMs = now();
  const customers = buildWorld(seed, startMs, options.extraCustomers ?? 0);
  if (options.hostile) makeHostile(customers);
  const store = new EventStore(
    customers.map((customer) => customer.customerGuid),
    1_000_000,
  );
  const traffic = startTraffic(seed, customers, store, startMs, trafficRates(options));
  const state = demoState(options, now, customers, store);
  const faults = new FaultBoard();
  const requests: RecordedRequest[] = [];
  const expireSessions = (): void => state.sessions.expireAll();
  const host = options.host ?? '127.0.0.1';
  const control = options.control ? controlTargets(() => service, faults, expireSessions, customers) : null;
  const server = demoServer({ state, faults, requests, control }, host, options.rateLimitPerMinute);
  await listening(server, options.port ?? 0, host);
  const templates = customers.slice(0, customers.length - (options.extraCustomers ?? 0));
  const cameras = options.cameras ? await serveDemoCameras(templates, host, now) : null;
  const live = new LiveGenerator(() => traffic.produce(now()));
  if ([...traffic.rates.values()].some((rate) => rate > 0)) live.start();

  const service: DemoService = {
    baseUrl: baseUrlOf(host, portOf(server)),
    close: closeOnce(live, server, cameras),
    faults,
    data: demoData(customers, store, traffic),
    requests,
    expireSessions,
    ...injectedEvents(state.customerByGuid, store, seed + 1, now),
    produceTraffic: (untilMs) => traffic.produce(untilMs),
    setDeliveryProfile: (deviceGuid, profile) => traffic.plan.set(deviceGuid, profile),
    cameras: cameras?.cameras ?? [],
  };
  return service;
}

/** The HTTP server answering the spec's endpoints (and the control surface, when given), within the demo's limits. */
function demoServer(
  pipeline: Pick<Pipeline, 'state' | 'faults' | 'requests' | 'control'>,
  host: string,
  rateLimitPerMinute: number | undefined,
): Server {
  const { now } = pipeline.state;
  const server = createServer(
    requestListener({
      ...pipeline,
      nonces: new NonceRegistry(now),
      inFlight: new InFlightCounter(),
      rateLimiter: rateLimitPerMinute === undefined ? null : new MinuteRateLimiter(rateLimitPerMinute, now),
      controlHosts: (): ReadonlySet<string> => allowedHosts(host, portOf(server)),
    }),
  );
  return server;
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function baseUrlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Stops the live events, the server with its open connections, and the cameras; the same promise each call. */
function closeOnce(live: LiveGenerator, server: Server, cameras: DemoCameras | null): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= new Promise<void>((resolve) => {
      live.stop();
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      void Promise.all([closed, cameras?.close()]).then(() => resolve());
    });
    return closing;
  };
}

/** How busy the demo's customers are, and how much history they start with: the options or the defaults. */
function trafficRates(options: DemoOptions): Parameters<typeof startTraffic>[4] {
  return {
    eventsPerMinute: options.eventsPerMinute ?? 30,
    busyEventsPerMinute: options.busyEventsPerMinute ?? 60,
    quietEventsPerMinute: options.quietEventsPerMinute ?? 0.5,
    eventsPerMinutePerCustomer: options.eventsPerMinutePerCustomer,
    historyHours: options.historyHours ?? 48,
    historyEventsPerHour: options.historyEventsPerHour ?? 60,
  };
}

/** What the handlers read and change: the customers, the events, applications and sessions, and the spec's choices. */
function demoState(options: DemoOptions, now: () => number, customers: DemoCustomer[], store: EventStore): DemoState {
  return {
    customers,
    customerByGuid: new Map(customers.map((customer) => [customer.customerGuid, customer])),
    store,
    applications: new ApplicationRegistry(now, options.numberOfConnections ?? 10),
    sessions: new SessionRegistry(now, options.sessionTtlMs ?? 8 * HOUR_MS),
    now,
    dateBounds: options.dateBounds ?? 'inclusive',
    sendCustomerGuid: options.sendCustomerGuid ?? true,
    hostile: options.hostile === true,
  };
}

/** What the /__demo/ control surface may do (options.control): faults, expired sessions, injected events. */
function controlTargets(
  service: () => DemoService,
  faults: FaultBoard,
  expireSessions: () => void,
  customers: DemoCustomer[],
): ControlTargets {
  return {
    faults,
    expireSessions,
    customers,
    cameras: () => service().cameras,
    addEvent: (customerGuid, overrides, lateByMs) => {
      const made = service().makeEvent(customerGuid, overrides);
      // A late delivery: it happened that long before the service received it.
      const event = lateByMs > 0 ? { ...made, eventDate: isoText(Date.parse(made.receivedDate) - lateByMs) } : made;
      service().addEvents([event]);
      return event;
    },
    addBulkEvents: (customerGuid, count, fromMs, toMs) =>
      service().generateEvents({ customerGuid, count, from: new Date(fromMs), to: new Date(toMs) }),
  };
}

function listening(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
