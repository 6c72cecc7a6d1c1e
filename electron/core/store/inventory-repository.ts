// Inventory snapshots: customers, doors, devices and users as last fetched, each with its time, so
// the screens can serve them offline and say how old they are. Secrets are removed before storing.
import {
  redactDevice,
  redactDoor,
  redactUser,
  type PublicDevice,
  type PublicDoor,
  type PublicUser,
} from '../api/redact.js';
import type { Customer } from '../api/types.js';
import type { SqliteDatabase } from './database.js';

export type InventoryKind = 'door' | 'device' | 'user';

export interface Snapshot<T> {
  items: T[];
  fetchedAtMs: number | null;
}

export interface CachedCustomer {
  customerGuid: string;
  customer: Customer;
  fetchedAtMs: number;
}

export class InventoryRepository {
  constructor(private readonly db: SqliteDatabase) {}

  saveCustomer(customerGuid: string, customer: Customer, fetchedAtMs: number): void {
    this.db
      .prepare(
        `INSERT INTO customers (customerGuid, json, fetchedAtMs) VALUES (?, ?, ?)
         ON CONFLICT (customerGuid) DO UPDATE SET json = excluded.json, fetchedAtMs = excluded.fetchedAtMs`,
      )
      .run(customerGuid, JSON.stringify(customer), fetchedAtMs);
  }

  customers(): CachedCustomer[] {
    const rows = this.db
      .prepare('SELECT customerGuid, json, fetchedAtMs FROM customers ORDER BY customerGuid')
      .all() as Array<{
      customerGuid: string;
      json: string;
      fetchedAtMs: number;
    }>;
    return rows.map((row) => ({
      customerGuid: row.customerGuid,
      customer: JSON.parse(row.json) as Customer,
      fetchedAtMs: row.fetchedAtMs,
    }));
  }

  customer(customerGuid: string): CachedCustomer | undefined {
    return this.customers().find((cached) => cached.customerGuid === customerGuid);
  }

  saveDoors(customerGuid: string, doors: readonly PublicDoor[], fetchedAtMs: number): void {
    this.replace(customerGuid, 'door', doors.map(redactDoor), (door) => door.doorGuid, fetchedAtMs);
  }

  saveDevices(customerGuid: string, devices: readonly PublicDevice[], fetchedAtMs: number): void {
    this.replace(customerGuid, 'device', devices.map(redactDevice), (device) => device.deviceGuid, fetchedAtMs);
  }

  saveUsers(customerGuid: string, users: readonly PublicUser[], fetchedAtMs: number): void {
    this.replace(customerGuid, 'user', users.map(redactUser), (user) => user.userGuid, fetchedAtMs);
  }

  doors(customerGuid: string): Snapshot<PublicDoor> {
    return this.snapshot(customerGuid, 'door');
  }

  devices(customerGuid: string): Snapshot<PublicDevice> {
    return this.snapshot(customerGuid, 'device');
  }

  users(customerGuid: string): Snapshot<PublicUser> {
    return this.snapshot(customerGuid, 'user');
  }

  // A snapshot replaces the previous one whole: items the service no longer lists disappear.
  private replace<T>(
    customerGuid: string,
    kind: InventoryKind,
    items: readonly T[],
    guidOf: (item: T) => string,
    fetchedAtMs: number,
  ): void {
    const insert = this.db.prepare(
      'INSERT OR REPLACE INTO inventory_items (customerGuid, kind, itemGuid, json) VALUES (?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM inventory_items WHERE customerGuid = ? AND kind = ?').run(customerGuid, kind);
      for (const item of items) insert.run(customerGuid, kind, guidOf(item), JSON.stringify(item));
      this.db
        .prepare(
          `INSERT INTO inventory_snapshots (customerGuid, kind, fetchedAtMs, itemCount) VALUES (?, ?, ?, ?)
           ON CONFLICT (customerGuid, kind) DO UPDATE SET fetchedAtMs = excluded.fetchedAtMs, itemCount = excluded.itemCount`,
        )
        .run(customerGuid, kind, fetchedAtMs, items.length);
    })();
  }

  /** The last snapshot of one kind, as stored (doors(), devices() and users() type its items). */
  snapshot<T>(customerGuid: string, kind: InventoryKind): Snapshot<T> {
    const meta = this.db
      .prepare('SELECT fetchedAtMs FROM inventory_snapshots WHERE customerGuid = ? AND kind = ?')
      .get(customerGuid, kind) as { fetchedAtMs: number } | undefined;
    const rows = this.db
      .prepare('SELECT json FROM inventory_items WHERE customerGuid = ? AND kind = ? ORDER BY rowid')
      .all(customerGuid, kind) as Array<{ json: string }>;
    return { items: rows.map((row) => JSON.parse(row.json) as T), fetchedAtMs: meta?.fetchedAtMs ?? null };
  }
}
