// What the suites that run `acs-monitor` against the demo service each did for themselves: register an
// application (endpoint 10 needs no token), sign a room's workstation in as the demo's supervisor, and
// put a forced door at a customer's door.
import { ServiceClient } from '../../electron/core/api/client.js';
import { join } from 'node:path';
import type { AccessEvent } from '../../electron/core/api/types.js';
import type { DemoService } from '../../electron/demo/index.js';

function noToken(): Promise<string> {
  return Promise.reject(new Error('registration needs no token'));
}

/** A new application's token at the demo, as `acs-monitor register` would get it. */
export async function registerApplication(demo: DemoService, applicationName: string): Promise<string> {
  const registrar = new ServiceClient({
    baseUrl: demo.baseUrl,
    auth: { appToken: noToken, sessionToken: noToken, sessionRejected: async () => false },
  });
  const { applicationToken } = await registrar.register({ applicationName, applicationEmail: 'tests@example.com' });
  return applicationToken;
}

/** A forced door (critical) at the customer's first door, reaching the service now. */
export function addForcedDoor(demo: DemoService, customerGuid: string): AccessEvent {
  const door = demo.data.customers.find((customer) => customer.customerGuid === customerGuid)!.doors[0]!;
  const forced = demo.makeEvent(customerGuid, {
    eventType: 5,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    doorGuid: door.doorGuid,
    doorName: door.name,
  });
  demo.addEvents([forced]);
  return forced;
}

/** `acs-monitor` as the demo's supervisor at a workstation of the room at `databaseUrl`, its profile in `dataDir`. */
export function supervisorInRoom(
  demo: DemoService,
  place: { dataDir: string; applicationToken: string; databaseUrl: string; workstation: string },
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: place.dataDir,
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: join(place.dataDir, place.workstation),
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: place.applicationToken,
    ACS_USERNAME: 'supervisor',
    ACS_PASSWORD: 'supervisor-demo',
    ACS_DATABASE_URL: place.databaseUrl,
    ACS_WORKSTATION: place.workstation,
  };
}
