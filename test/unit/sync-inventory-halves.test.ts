// After the sync starts, a customer's inventory comes in two reads of two requests, each stored in a
// real cache: first the customer and its doors (what its alarms need), then its controllers and users
// (what a guard looks a cardholder up in). Each read keeps the kinds it lacks as the cache had them, so
// a restart never hides the cardholders of the last run, and the doors of the first read stay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../electron/core/api/redact.js';
import type { Customer, Device, Door, User } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import type { CustomerRun, SyncContext } from '../../electron/core/sync/customer-run.js';
import {
  InventoryRefresh,
  PART_INVENTORY_REQUESTS,
  type FetchedInventory,
} from '../../electron/core/sync/inventory.js';
import { RequestBudget } from '../../electron/core/sync/request-budget.js';
import { DEFAULT_SYNC_SETTINGS } from '../../electron/core/sync/sync-settings.js';

const GUID = '6c1f3f57-3c1b-4c8e-9a55-2f0a3c4b5d6e';
const customer = { customerGuid: GUID, customerName: 'Harbourside' } as Customer;
const door = (doorGuid: string): Door => ({ doorGuid, name: doorGuid, cameras: [] }) as unknown as Door;
const user = (userGuid: string, firstName: string): User => ({ userGuid, firstName, pin: 4821 }) as unknown as User;
const device = (deviceGuid: string): Device => ({ deviceGuid, activationCode: 'ACT-SECRET-0001' }) as unknown as Device;

let dir: string;
let cache: Cache;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-inventory-halves-'));
  cache = Cache.open(join(dir, 'cache.sqlite3'));
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a customer's inventory after the start", () => {
  it('comes as the customer and doors, then the controllers and users: two requests each, the rest kept', async () => {
    // The last run left a whole inventory: Ada among the cardholders.
    await cache.storage.saveInventory(GUID, {
      customer,
      doors: [door('old-door')],
      devices: [device('old-device')],
      users: [user('old-user', 'Ada')],
      fetchedAtMs: 1,
    });
    const asked: string[] = [];
    const told: FetchedInventory[] = [];
    const client = {
      getCustomer: async () => (asked.push('customer'), customer),
      listDoors: async () => (asked.push('doors'), [door('d1')]),
      listDevices: async () => (asked.push('devices'), [device('dev1')]),
      listUsers: async () => (asked.push('users'), [user('u1', 'Grace'), user('u2', 'Alan')]),
    };
    const clock = { now: 1000 };
    const context = { cache, client, settings: DEFAULT_SYNC_SETTINGS, now: () => clock.now } as unknown as SyncContext;
    const inventory = new InventoryRefresh(context, new RequestBudget(400, () => clock.now), 1, (_guid, fetched) =>
      told.push(fetched),
    );
    const run = { customerGuid: GUID } as CustomerRun;
    const firstNames = async (): Promise<string[]> =>
      (await cache.inventory.snapshot<PublicUser>(GUID, 'user')).items.map((item) => item.firstName).sort();
    const doorGuids = async (): Promise<string[]> =>
      (await cache.inventory.snapshot<Door>(GUID, 'door')).items.map((item) => item.doorGuid);

    expect([inventory.fetched(run), inventory.complete(run)]).toEqual([false, false]);
    await inventory.first(run, {});
    expect(asked.splice(0).sort()).toEqual(['customer', 'doors']);
    expect(await doorGuids()).toEqual(['d1']);
    expect(await firstNames()).toEqual(['Ada']);
    expect([inventory.fetched(run), inventory.complete(run)]).toEqual([true, false]);

    clock.now = 3000;
    await inventory.rest(run, {});
    expect(asked.sort()).toEqual(['devices', 'users']);
    expect(asked).toHaveLength(PART_INVENTORY_REQUESTS);
    expect(await firstNames()).toEqual(['Alan', 'Grace']);
    expect(await doorGuids()).toEqual(['d1']);
    expect(inventory.complete(run)).toBe(true);
    // What it tells the room holds the controllers and users alone (the room keeps the doors it has).
    expect(told).toHaveLength(2);
    expect(Object.keys(told[1]!).sort()).toEqual(['askedAtMs', 'devices', 'fetchedAtMs', 'users']);
    // The refresh is a period after the inventory was complete.
    expect(inventory.dueAtMs(run)).toBe(3000 + DEFAULT_SYNC_SETTINGS.inventoryEveryMs);
  });
});
