// The inventory the cache keeps behind one asynchronous interface: customers, doors, controllers and
// cardholders as last fetched, each with its time, so the screens serve them offline and say how old they
// are. Secrets are removed before storing. A snapshot of one kind replaces the one before it whole.
import type { PublicDevice, PublicDoor, PublicUser } from '../api/redact.js';
import type { Customer } from '../api/types.js';
import type { CachedCustomer, InventoryKind, Snapshot } from '../store/inventory-repository.js';

export type { CachedCustomer, InventoryKind, Snapshot };

export interface InventoryStorage {
  saveCustomer(customerGuid: string, customer: Customer, fetchedAtMs: number): Promise<void>;
  /** Every customer kept, by GUID. */
  customers(): Promise<CachedCustomer[]>;
  customer(customerGuid: string): Promise<CachedCustomer | undefined>;
  saveDoors(customerGuid: string, doors: readonly PublicDoor[], fetchedAtMs: number): Promise<void>;
  saveDevices(customerGuid: string, devices: readonly PublicDevice[], fetchedAtMs: number): Promise<void>;
  saveUsers(customerGuid: string, users: readonly PublicUser[], fetchedAtMs: number): Promise<void>;
  /** The last snapshot of one kind, as stored; `fetchedAtMs` null when none was ever fetched. */
  snapshot<T>(customerGuid: string, kind: InventoryKind): Promise<Snapshot<T>>;
}
