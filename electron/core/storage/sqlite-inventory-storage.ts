// The inventory on the local SQLite cache file: the store's inventory repository on the Cache's
// connection (a snapshot's rows are replaced in one transaction there).
import type { PublicDevice, PublicDoor, PublicUser } from '../api/redact.js';
import type { Customer } from '../api/types.js';
import type { InventoryRepository } from '../store/inventory-repository.js';
import type { CachedCustomer, InventoryKind, InventoryStorage, Snapshot } from './inventory-storage.js';

export class SqliteInventoryStorage implements InventoryStorage {
  constructor(private readonly repository: InventoryRepository) {}

  async saveCustomer(customerGuid: string, customer: Customer, fetchedAtMs: number): Promise<void> {
    this.repository.saveCustomer(customerGuid, customer, fetchedAtMs);
  }

  async customers(): Promise<CachedCustomer[]> {
    return this.repository.customers();
  }

  async customer(customerGuid: string): Promise<CachedCustomer | undefined> {
    return this.repository.customer(customerGuid);
  }

  async saveDoors(customerGuid: string, doors: readonly PublicDoor[], fetchedAtMs: number): Promise<void> {
    this.repository.saveDoors(customerGuid, doors, fetchedAtMs);
  }

  async saveDevices(customerGuid: string, devices: readonly PublicDevice[], fetchedAtMs: number): Promise<void> {
    this.repository.saveDevices(customerGuid, devices, fetchedAtMs);
  }

  async saveUsers(customerGuid: string, users: readonly PublicUser[], fetchedAtMs: number): Promise<void> {
    this.repository.saveUsers(customerGuid, users, fetchedAtMs);
  }

  async snapshot<T>(customerGuid: string, kind: InventoryKind): Promise<Snapshot<T>> {
    return this.repository.snapshot<T>(customerGuid, kind);
  }
}
