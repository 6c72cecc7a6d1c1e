// A customer's first inventory read since the sync started is cheap: the customer and its doors (what its
// alarms need), two requests; its controllers and users come with the refresh, and stay as they were till then.
import { describe, expect, it } from 'vitest';
import type { CustomerRun, SyncContext } from '../../electron/core/sync/customer-run.js';
import {
  FIRST_INVENTORY_REQUESTS,
  InventoryRefresh,
  type FetchedInventory,
} from '../../electron/core/sync/inventory.js';
import { RequestBudget } from '../../electron/core/sync/request-budget.js';
import { DEFAULT_SYNC_SETTINGS } from '../../electron/core/sync/sync-settings.js';

describe("a customer's first inventory", () => {
  it('asks for the customer and its doors alone, and stores no devices or users', async () => {
    const asked: string[] = [];
    const saved: FetchedInventory[] = [];
    const told: FetchedInventory[] = [];
    const client = {
      getCustomer: async () => (asked.push('customer'), { customerGuid: 'c1' }),
      listDoors: async () => (asked.push('doors'), [{ doorGuid: 'd1' }]),
      listDevices: async () => (asked.push('devices'), []),
      listUsers: async () => (asked.push('users'), []),
    };
    const context = {
      cache: {
        storage: { saveInventory: async (_guid: string, inventory: FetchedInventory) => saved.push(inventory) },
      },
      client,
      settings: DEFAULT_SYNC_SETTINGS,
      now: () => 1000,
    } as unknown as SyncContext;
    const inventory = new InventoryRefresh(context, new RequestBudget(400, () => 1000), 1, (_guid, fetched) =>
      told.push(fetched),
    );
    const run = { customerGuid: 'c1' } as CustomerRun;
    expect(inventory.fetched(run)).toBe(false);
    await inventory.first(run, {});
    expect(asked.sort()).toEqual(['customer', 'doors']);
    expect(asked).toHaveLength(FIRST_INVENTORY_REQUESTS);
    expect(saved[0]).toMatchObject({ customer: { customerGuid: 'c1' }, doors: [{ doorGuid: 'd1' }] });
    expect(saved[0]).not.toHaveProperty('devices');
    expect(saved[0]).not.toHaveProperty('users');
    expect(told).toEqual(saved);
    expect(inventory.fetched(run)).toBe(true);
  });
});
