// The inventory storage's contract: what the Customers and Inventory screens serve offline, whichever
// engine keeps it: customers by GUID, each kind's last snapshot whole with its time, and no secret kept.
// Run by storage-sqlite.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicDevice, PublicDoor, PublicUser } from '../../electron/core/api/redact.js';
import type { Customer, Device, User } from '../../electron/core/api/types.js';
import type { InventoryStorage } from '../../electron/core/storage/inventory-storage.js';

/** The inventory storage over one fresh place (a file). */
export interface InventoryPlace {
  inventory: InventoryStorage;
  remove(): Promise<void>;
}

const NORTHWIND = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
const HARBOUR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const T0 = Date.UTC(2026, 10, 26, 3, 0);

const customer = (customerName: string, customerGuid: string): Customer =>
  ({ customerGuid, customerName, customerCode: customerName.slice(0, 3).toUpperCase() }) as Customer;
const door = (doorGuid: string, name: string): PublicDoor => ({ doorGuid, name, cameras: [] }) as unknown as PublicDoor;

export function inventoryStorageContract(engine: string, createPlace: () => Promise<InventoryPlace>): void {
  describe(`the inventory storage on ${engine}`, () => {
    let place: InventoryPlace;
    let inventory: InventoryStorage;

    beforeEach(async () => {
      place = await createPlace();
      inventory = place.inventory;
    });
    afterEach(() => place.remove());

    it('keeps each customer as last fetched, with its time, listed by GUID', async () => {
      await inventory.saveCustomer(NORTHWIND, customer('Northwind', NORTHWIND), T0);
      await inventory.saveCustomer(HARBOUR, customer('Harbour', HARBOUR), T0);
      await inventory.saveCustomer(NORTHWIND, customer('Northwind Traders', NORTHWIND), T0 + 1);
      expect(await inventory.customers()).toEqual([
        { customerGuid: NORTHWIND, customer: customer('Northwind Traders', NORTHWIND), fetchedAtMs: T0 + 1 },
        { customerGuid: HARBOUR, customer: customer('Harbour', HARBOUR), fetchedAtMs: T0 },
      ]);
      expect((await inventory.customer(HARBOUR))?.customer.customerName).toBe('Harbour');
      expect(await inventory.customer('ffffffff-ffff-4fff-8fff-ffffffffffff')).toBeUndefined();
    });

    it("replaces a kind's snapshot whole, apart from the other kinds and customers; none fetched says so", async () => {
      expect(await inventory.snapshot(NORTHWIND, 'door')).toEqual({ items: [], fetchedAtMs: null });
      const front = door('11111111-2222-4333-8444-555555555555', 'Front door');
      const bay = door('66666666-7777-4888-8999-aaaaaaaaaaaa', 'Loading bay');
      await inventory.saveDoors(NORTHWIND, [front, bay], T0);
      await inventory.saveDoors(HARBOUR, [front], T0);
      await inventory.saveDoors(NORTHWIND, [bay], T0 + 5);
      expect(await inventory.snapshot(NORTHWIND, 'door')).toEqual({ items: [bay], fetchedAtMs: T0 + 5 });
      expect(await inventory.snapshot(HARBOUR, 'door')).toEqual({ items: [front], fetchedAtMs: T0 });
      expect(await inventory.snapshot(NORTHWIND, 'device')).toEqual({ items: [], fetchedAtMs: null });
    });

    it("keeps no cardholder's PIN and no controller's activation code", async () => {
      const user = { userGuid: HARBOUR, firstName: 'Ada', pin: 7391, verificationPin: 5550 } as User;
      const device = { deviceGuid: NORTHWIND, name: 'Lobby controller', activationCode: 'K3Y' } as Device;
      await inventory.saveUsers(NORTHWIND, [user], T0);
      await inventory.saveDevices(NORTHWIND, [device], T0);
      expect((await inventory.snapshot<PublicUser>(NORTHWIND, 'user')).items).toEqual([
        { userGuid: HARBOUR, firstName: 'Ada' },
      ]);
      expect((await inventory.snapshot<PublicDevice>(NORTHWIND, 'device')).items).toEqual([
        { deviceGuid: NORTHWIND, name: 'Lobby controller' },
      ]);
    });
  });
}
