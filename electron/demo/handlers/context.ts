// What every handler is given: the service's state and the request, already authenticated.
import type { ApplicationRegistry } from '../auth/applications.js';
import type { SessionRegistry } from '../auth/sessions.js';
import type { DemoCustomer } from '../data/model.js';
import type { DateBounds, EventStore } from '../events/event-store.js';
import type { Reply } from '../http/reply.js';

export interface DemoState {
  customers: readonly DemoCustomer[];
  customerByGuid: ReadonlyMap<string, DemoCustomer>;
  store: EventStore;
  applications: ApplicationRegistry;
  sessions: SessionRegistry;
  now: () => number;
  dateBounds: DateBounds;
  sendCustomerGuid: boolean;
  /** electron/demo/hostile.ts */
  hostile: boolean;
}

export interface RequestContext {
  params: readonly string[];
  query: URLSearchParams;
  /** The logged-in user (endpoints 1–8); empty for login and registration. */
  userName: string;
  /** The parsed JSON body (endpoints 9 and 10). */
  body: unknown;
}

export type Handler = (request: RequestContext, state: DemoState) => Reply;
