// A customer's inventory (the customer, its doors, controllers and users) fetched and stored: every
// customer once per period, four requests each, within a small share of the budget.
import type { CallOptions } from '../api/client.js';
import type { Customer, Device, Door, User } from '../api/types.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import { MAX_REQUESTS_AT_ONCE, type RequestBudget } from './request-budget.js';

const MINUTE = 60_000;
/** Inventory refreshes may use this share of the budget at most. */
const INVENTORY_BUDGET_SHARE = 0.05;
/** The requests of one refresh, sent at once. */
export const INVENTORY_REQUESTS = MAX_REQUESTS_AT_ONCE;

/** A customer's inventory as one read brought it, secrets and all: the cache's storage redacts it. */
export interface FetchedInventory {
  customer: Customer;
  doors: readonly Door[];
  devices: readonly Device[];
  users: readonly User[];
  fetchedAtMs: number;
  /**
   * When its requests were sent, on this computer's own clock: of two reads of one customer (the sync's, the
   * Inventory screen's) the one asked later says how its devices are now, whichever came back last.
   */
  askedAtMs: number;
}

export class InventoryRefresh {
  /** Customer → when its inventory was last fetched. */
  private readonly fetchedAtMs = new Map<string, number>();

  constructor(
    private readonly context: SyncContext,
    private readonly budget: RequestBudget,
    /** How many customers are watched. */
    private readonly customers: number,
    private readonly onInventory?: (customerGuid: string, inventory: FetchedInventory) => void,
  ) {}

  /** When the customer's inventory is next due. */
  dueAtMs(run: CustomerRun): number {
    return (this.fetchedAtMs.get(run.customerGuid) ?? -Infinity) + this.periodMs();
  }

  private periodMs(): number {
    const perMinute = Math.max(1, this.budget.effectivePerMinute * INVENTORY_BUDGET_SHARE);
    return Math.max(this.context.settings.inventoryEveryMs, (this.customers * INVENTORY_REQUESTS * MINUTE) / perMinute);
  }

  async refresh(run: CustomerRun, call: CallOptions): Promise<void> {
    const { cache, client } = this.context;
    const askedAtMs = Date.now();
    const [customer, doors, devices, users] = await Promise.all([
      client.getCustomer(run.customerGuid, call),
      client.listDoors(run.customerGuid, call),
      client.listDevices(run.customerGuid, call),
      client.listUsers(run.customerGuid, call),
    ]);
    const inventory: FetchedInventory = {
      customer,
      doors,
      devices,
      users,
      fetchedAtMs: this.context.now(),
      askedAtMs,
    };
    await cache.storage.saveInventory(run.customerGuid, inventory);
    this.fetchedAtMs.set(run.customerGuid, inventory.fetchedAtMs);
    this.onInventory?.(run.customerGuid, inventory);
  }
}
