// The demo service's customers, users, controllers and doors (endpoints 1–7): bodies strictly
// as described, every status the spec lists, and the order in which requests are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictSchemaProblem } from '../support/strict-schemas.js';
import type { Customer, SchemaName } from '../../electron/core/api/types.js';
import { startDemoService, type DemoCustomer, type DemoService } from '../../electron/demo/index.js';
import { call, expectError, signIn, type DemoCaller, type HttpResult } from '../support/demo-http.js';

const ABSENT = '0b6f0d1e-4a8e-4c1a-9d55-2f3e4a5b6c7d';
const base = (guid: string): string => `/v1/business/customer/${guid}`;

function expectBody(result: HttpResult, schema: SchemaName): void {
  expect(result.status, result.text).toBe(200);
  expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(strictSchemaProblem(schema, result.body)).toBeNull();
}

let demo: DemoService;
let guard: DemoCaller;
let supervisor: DemoCaller;
let open: DemoCustomer;
let restricted: DemoCustomer;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1 });
  guard = await signIn(demo, 'guard');
  supervisor = await signIn(demo, 'supervisor');
  restricted = demo.data.restrictedCustomer;
  open = demo.data.customers.find((customer) => !customer.restricted)!;
});
afterAll(() => demo.close());

describe('endpoint 1: customers', () => {
  it('lists what each user may see, with the customerGuid the demo sends', async () => {
    const forGuard = await guard.get('/v1/business/customer');
    const forSupervisor = await supervisor.get('/v1/business/customer');
    expectBody(forGuard, 'CustomerList');
    expectBody(forSupervisor, 'CustomerList');
    const guids = (result: HttpResult): string[] =>
      (result.body as { customerDetailsResponseList: Customer[] }).customerDetailsResponseList.map(
        (c) => c.customerGuid!,
      );
    expect(guids(forSupervisor)).toEqual(demo.data.customers.map((c) => c.customerGuid));
    expect(guids(forGuard)).toEqual(demo.data.customers.filter((c) => !c.restricted).map((c) => c.customerGuid));
  });

  it('answers 400 for any query parameter', async () => {
    expectError(await guard.get('/v1/business/customer?page=2'), 400, /none accepted/);
  });

  it('leaves customerGuid out when told to, and is still valid', async () => {
    const plain = await startDemoService({ eventsPerMinute: 0, historyHours: 0, sendCustomerGuid: false });
    try {
      const caller = await signIn(plain);
      const result = await caller.get('/v1/business/customer');
      expectBody(result, 'CustomerList');
      const list = (result.body as { customerDetailsResponseList: Customer[] }).customerDetailsResponseList;
      expect(list.every((customer) => !('customerGuid' in customer))).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('endpoints 2–7: 200 with strictly valid bodies', () => {
  it('serves one customer', async () => {
    const result = await guard.get(base(open.customerGuid));
    expectBody(result, 'Customer');
    expect((result.body as Customer).customerName).toBe(open.customer.customerName);
  });

  it('serves users, one user, devices, one device and doors', async () => {
    const user = open.users[0]!;
    const device = open.devices[0]!;
    expectBody(await guard.get(`${base(open.customerGuid)}/user`), 'UserList');
    expectBody(await guard.get(`${base(open.customerGuid)}/user/${user.userGuid}`), 'User');
    expectBody(await guard.get(`${base(open.customerGuid)}/device`), 'DeviceList');
    expectBody(await guard.get(`${base(open.customerGuid)}/device/${device.deviceGuid}`), 'Device');
    expectBody(await guard.get(`${base(open.customerGuid)}/door`), 'DoorList');
  });

  it('accepts a GUID in capitals', async () => {
    expectBody(await guard.get(base(open.customerGuid.toUpperCase())), 'Customer');
  });

  it('lets the supervisor read the restricted customer', async () => {
    expectBody(await supervisor.get(`${base(restricted.customerGuid)}/door`), 'DoorList');
  });
});

describe('refusals and their order', () => {
  const paths = (guid: string): string[] => [
    base(guid),
    `${base(guid)}/user`,
    `${base(guid)}/device`,
    `${base(guid)}/door`,
    `${base(guid)}/event`,
  ];

  it('answers 400 for a customer GUID that is not a UUID, naming it', async () => {
    for (const path of paths('not-a-guid')) expectError(await guard.get(path), 400, /not-a-guid/);
  });

  it('answers 404 naming the GUID of an absent customer', async () => {
    for (const path of paths(ABSENT)) expectError(await guard.get(path), 404, new RegExp(ABSENT));
  });

  it('answers 403 for a customer the user may not see', async () => {
    for (const path of paths(restricted.customerGuid)) expectError(await guard.get(path), 403);
  });

  it('checks authentication before anything else', async () => {
    const headers = { ...guard.headers(), 'x-user-credential': 'forged' };
    expectError(await call(demo, base('not-a-guid'), { headers }), 401);
    expectError(await call(demo, base(ABSENT), { headers }), 401);
  });

  it('refuses a malformed GUID before looking anything up', async () => {
    expectError(await guard.get(`${base(ABSENT)}/user/nope`), 400, /UserGuid "nope"/);
    expectError(await guard.get(`${base(restricted.customerGuid)}/device/nope`), 400, /DeviceGuid "nope"/);
  });

  it('answers 404 for an absent customer before 403, and 403 before looking for the user or device', async () => {
    expectError(await guard.get(`${base(ABSENT)}/user/${ABSENT}`), 404, new RegExp(`customer ${ABSENT}`));
    expectError(await guard.get(`${base(restricted.customerGuid)}/user/${ABSENT}`), 403);
    expectError(await guard.get(`${base(restricted.customerGuid)}/device/${ABSENT}`), 403);
  });

  it('answers 404 naming an absent user or device', async () => {
    expectError(await guard.get(`${base(open.customerGuid)}/user/${ABSENT}`), 404, new RegExp(`user ${ABSENT}`));
    expectError(await guard.get(`${base(open.customerGuid)}/device/${ABSENT}`), 404, new RegExp(`device ${ABSENT}`));
  });

  it('answers 404 for a user of another customer', async () => {
    const other = demo.data.customers.find((c) => c !== open && !c.restricted)!;
    expectError(await guard.get(`${base(open.customerGuid)}/user/${other.users[0]!.userGuid}`), 404);
  });

  it('answers 400 for a query parameter the endpoint does not take', async () => {
    expectError(await guard.get(`${base(open.customerGuid)}/door?limit=5`), 400, /limit/);
  });

  it('answers 404 with an Error body for an unknown path, and 405 for a wrong method', async () => {
    expectError(await guard.get('/v1/business/site'), 404);
    expectError(await guard.get('/v2/business/customer'), 404);
    expectError(await guard.get('/v1/business/customer/'), 404);
    const deleted = await call(demo, base(open.customerGuid), { method: 'DELETE', headers: guard.headers() });
    expectError(deleted, 405);
    expect(deleted.headers.get('allow')).toBe('GET');
    expectError(await call(demo, '/v1/config/application', { headers: guard.headers() }), 405);
  });
});

describe('realistic data', () => {
  it('has customers in different time zones, one restricted', () => {
    const zones = demo.data.customers.map((c) => c.customer.geographicTimezoneId);
    expect(new Set(zones).size).toBe(demo.data.customers.length);
    expect(zones).toContain('Europe/London');
    expect(demo.data.customers.filter((c) => c.restricted)).toHaveLength(1);
  });

  it('has master and expansion controllers with their secrets populated', () => {
    for (const customer of demo.data.customers) {
      const masters = customer.devices.filter((d) => d.master);
      expect(masters.length).toBeGreaterThanOrEqual(2);
      expect(masters.length).toBeLessThanOrEqual(4);
      for (const master of masters) expect(master.masterSerialNumber).toBeNull();
      for (const expansion of customer.devices.filter((d) => d.slave)) {
        expect(masters.map((m) => m.serialNumber)).toContain(expansion.masterSerialNumber);
      }
      expect(customer.devices.every((d) => d.activationCode.length > 0)).toBe(true);
    }
    expect(demo.data.customers.some((c) => c.devices.some((d) => d.slave))).toBe(true);
  });

  it('has doors with readers, some with cameras and some with none', () => {
    const doors = demo.data.customers.flatMap((c) => c.doors);
    for (const customer of demo.data.customers) {
      expect(customer.doors.length).toBeGreaterThanOrEqual(10);
      expect(customer.doors.length).toBeLessThanOrEqual(25);
    }
    expect(doors.some((door) => door.cameras.length === 0)).toBe(true);
    expect(doors.some((door) => door.cameras.length > 0 && door.cameras.every((cam) => cam.password.length > 0))).toBe(
      true,
    );
    expect(doors.some((door) => door.doorReaderDetailsResponse.customFormatGuid === null)).toBe(true);
  });

  it('has a few hundred users: some barred, custom fields often null, non-ASCII names, formula-like text', () => {
    const users = demo.data.customers.flatMap((c) => c.users);
    expect(users.length).toBeGreaterThan(300);
    expect(users.some((u) => u.isBarred)).toBe(true);
    expect(users.filter((u) => u.smallCustomField1 === null).length).toBeGreaterThan(users.length / 3);
    expect(users.some((u) => u.firstName === 'Zoë' && u.lastName === 'Ångström')).toBe(true);
    const texts = users.flatMap((u) => [
      u.smallCustomField1,
      u.smallCustomField2,
      u.largeCustomField1,
      u.largeCustomField2,
    ]);
    expect(texts.some((text) => text?.startsWith('='))).toBe(true);
    expect(texts.some((text) => text?.startsWith('+'))).toBe(true);
  });

  it('is the same for the same seed and different for another', async () => {
    const again = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
    const other = await startDemoService({ eventsPerMinute: 0, historyHours: 0, seed: 7 });
    try {
      expect(again.data.customers.map((c) => c.customerGuid)).toEqual(demo.data.customers.map((c) => c.customerGuid));
      expect(again.data.customers[0]!.doors).toEqual(demo.data.customers[0]!.doors);
      expect(other.data.customers[0]!.customerGuid).not.toBe(demo.data.customers[0]!.customerGuid);
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });
});
