// The ServiceClient against the demo service over real HTTP: every endpoint, every status the
// spec lists, and bad input refused before it reaches the network.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../electron/core/api/client.js';
import { ServiceError } from '../../electron/core/api/errors.js';
import type { DemoCustomer } from '../../electron/demo/data/model.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';

let world: SignedIn;
let visible: DemoCustomer;
let restricted: DemoCustomer;

beforeAll(async () => {
  world = await signedIn();
  const customers = world.demo.data.customers;
  visible = customers.find((customer) => !customer.restricted)!;
  restricted = customers.find((customer) => customer.restricted)!;
});
afterAll(() => world.close());

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('endpoints 1 to 8 answer with their resources', () => {
  it('lists the customers the guard may see, with the GUID the demo sends', async () => {
    const customers = await world.session.client.listCustomers();
    const guids = customers.map((customer) => customer.customerGuid);
    expect(guids).toContain(visible.customerGuid);
    expect(guids).not.toContain(restricted.customerGuid);
    expect(customers[0]?.geographicTimezoneId).toMatch(/\//);
  });

  it('reads one customer, its users, devices and doors, and one user and device', async () => {
    const client = world.session.client;
    const guid = visible.customerGuid;
    expect((await client.getCustomer(guid)).customerName).toBe(visible.customer.customerName);
    const users = await client.listUsers(guid);
    expect(users.length).toBe(visible.users.length);
    const someUser = users[0]!;
    expect((await client.getUser(guid, someUser.userGuid)).userGuid).toBe(someUser.userGuid);
    const devices = await client.listDevices(guid);
    expect(devices.map((device) => device.deviceGuid).sort()).toEqual(visible.devices.map((d) => d.deviceGuid).sort());
    expect((await client.getDevice(guid, devices[0]!.deviceGuid)).serialNumber).toBe(devices[0]!.serialNumber);
    const doors = await client.listDoors(guid);
    expect(doors.length).toBe(visible.doors.length);
    expect(doors.every((door) => Array.isArray(door.cameras))).toBe(true);
  });

  it('reads events within a range and of one type', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 6 * 3600_000);
    const events = await world.session.client.listEvents(visible.customerGuid, { from, to });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(Date.parse(event.eventDate)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(event.eventDate)).toBeLessThanOrEqual(to.getTime());
    }
    const denied = await world.session.client.listEvents(visible.customerGuid, { from, to, eventType: 2 });
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.every((event) => event.eventType === 2)).toBe(true);
  });
});

describe('statuses become typed errors with the service words', () => {
  it('403 for a customer the guard may not see', async () => {
    const error = await failure(world.session.client.listDoors(restricted.customerGuid));
    expect(error.kind).toBe('forbidden');
    expect(error.status).toBe(403);
    expect(error.consumerMessage).toBeTruthy();
  });

  it('404 names the absent GUID', async () => {
    const absent = randomUUID();
    const error = await failure(world.session.client.getCustomer(absent));
    expect(error.kind).toBe('not-found');
    expect(error.applicationMessage).toContain(absent);
    const absentUser = randomUUID();
    const userError = await failure(world.session.client.getUser(visible.customerGuid, absentUser));
    expect(userError.kind).toBe('not-found');
    expect(userError.applicationMessage).toContain(absentUser);
    const deviceError = await failure(world.session.client.getDevice(visible.customerGuid, randomUUID()));
    expect(deviceError.kind).toBe('not-found');
  });

  it('401 for an application token the service does not know', async () => {
    const client = new ServiceClient({
      baseUrl: world.demo.baseUrl,
      auth: {
        appToken: async () => 'not-a-registered-token',
        sessionToken: async () => 'not-a-session',
        sessionRejected: async () => false,
      },
    });
    const error = await failure(client.listCustomers());
    expect(error.kind).toBe('unauthenticated');
    expect(error.status).toBe(401);
  });

  it('login: 401 for a wrong password and for a locked account, with the reason', async () => {
    const wrong = await failure(world.session.client.login('guard', 'not-the-password'));
    expect(wrong.kind).toBe('unauthenticated');
    const locked = await failure(world.session.client.login('locked', 'locked-demo'));
    expect(locked.kind).toBe('unauthenticated');
    expect(locked.consumerMessage).toMatch(/locked/i);
  });

  it('registration: 409 for the same name and e-mail, explained', async () => {
    const form = { applicationName: `dup ${randomUUID()}`, applicationEmail: 'dup@example.com' };
    await world.session.client.register(form);
    const error = await failure(world.session.client.register(form));
    expect(error.kind).toBe('conflict');
    expect(error.userMessage).toMatch(/already registered/);
  });
});

describe('bad input is refused before any request', () => {
  const cases: Array<[string, (client: ServiceClient) => Promise<unknown>, RegExp]> = [
    ['a malformed customer GUID', (c) => c.listDoors('not-a-guid'), /customer GUID "not-a-guid" is not a valid GUID/],
    ['a malformed user GUID', (c) => c.getUser(visible.customerGuid, '1234'), /user GUID "1234"/],
    ['a malformed device GUID', (c) => c.getDevice(visible.customerGuid, 'x'), /device GUID "x"/],
    ['an unparseable date', (c) => c.listEvents(visible.customerGuid, { from: 'yesterday' }), /from date "yesterday"/],
    ['a date without a zone', (c) => c.listEvents(visible.customerGuid, { to: '2024-03-01T08:00:00' }), /time zone/],
    ['31 February', (c) => c.listEvents(visible.customerGuid, { from: '2024-02-31T00:00:00Z' }), /not a real date/],
    [
      'a range ending before it starts',
      (c) => c.listEvents(visible.customerGuid, { from: '2024-03-02T00:00:00Z', to: '2024-03-01T00:00:00Z' }),
      /starts .* after it ends/,
    ],
    ['a non-integer event type', (c) => c.listEvents(visible.customerGuid, { eventType: 'denied' }), /event type/],
    ['an empty user name', (c) => c.login('', 'x'), /user name/],
    [
      'an overlong application name',
      (c) => c.register({ applicationName: 'n'.repeat(251), applicationEmail: 'a@b' }),
      /at most 250/,
    ],
    ['a malformed e-mail', (c) => c.register({ applicationName: 'x', applicationEmail: 'no-at-sign' }), /e-mail/],
  ];

  it.each(cases)('%s', async (_label, call, message) => {
    const before = world.demo.requests.length;
    const error = await failure(call(world.session.client));
    expect(error.kind).toBe('invalid-input');
    expect(error.message).toMatch(message);
    expect(world.demo.requests.length).toBe(before);
  });
});

describe('headers follow the spec', () => {
  it('sends the three headers on business calls, no session on login, none on registration', async () => {
    world.demo.requests.length = 0;
    await world.session.client.listCustomers();
    await world.session.client.login('guard', 'guard-demo');
    await world.session.client.register({ applicationName: `h ${randomUUID()}`, applicationEmail: 'h@example.com' });
    const [business, login, registration] = world.demo.requests;
    expect(business?.headers['x-app-token']).toBeTruthy();
    expect(business?.headers['x-user-credential']).toBeTruthy();
    expect(login?.headers['x-app-token']).toBeTruthy();
    expect(login?.headers['x-user-credential']).toBeUndefined();
    expect(registration?.headers['x-app-token']).toBeUndefined();
    expect(registration?.headers['x-user-credential']).toBeUndefined();
    expect(registration?.headers['x-nonce-token']).toBeUndefined();
    const nonce = business?.headers['x-nonce-token'] as string;
    expect(Buffer.from(nonce, 'base64').toString('utf8')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
