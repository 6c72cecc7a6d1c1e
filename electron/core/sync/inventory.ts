// A customer's inventory (the customer, its doors, controllers and users) fetched and stored: every
// customer once per period, four requests each, within a small share of the budget. After the start
// it comes in two reads of two requests: first the customer and its doors (what its alarms need: the
// doors, the site zone), in for every customer within minutes; then its controllers and users (what a
// guard looks a cardholder up in). The inventory is complete once both are in; the refreshes follow.
import type { CallOptions } from '../api/client.js';
import type { Customer, Device, Door, User } from '../api/types.js';
import type { CustomerRun, SyncContext } from './customer-run.js';
import { MAX_REQUESTS_AT_ONCE, type RequestBudget } from './request-budget.js';

const MINUTE = 60_000;
/** Inventory refreshes may use this share of the budget at most. */
const INVENTORY_BUDGET_SHARE = 0.05;
/** The requests of one refresh, sent at once. */
export const INVENTORY_REQUESTS = MAX_REQUESTS_AT_ONCE;
/** The requests of each of a customer's two reads after the start: the customer and its doors, then its controllers and users. */
export const PART_INVENTORY_REQUESTS = 2;

/**
 * A customer's inventory as one read brought it, secrets and all: the cache's storage redacts it. The
 * reads after the start bring half each (the customer and doors, then the devices and users); the
 * kinds a read lacks stay as they were.
 */
export interface FetchedInventory {
  customer?: Customer;
  doors?: readonly Door[];
  devices?: readonly Device[];
  users?: readonly User[];
  fetchedAtMs: number;
  /**
   * When its requests were sent, on this computer's own clock: of two reads of one customer (the sync's, the
   * Inventory screen's) the one asked later says how its devices are now, whichever came back last.
   */
  askedAtMs: number;
}

export class InventoryRefresh {
  /** Customers whose customer and doors were fetched since the start. */
  private readonly doorsIn = new Set<string>();
  /** Customer → when its whole inventory was last in (its devices and users too). */
  private readonly completeAtMs = new Map<string, number>();

  constructor(
    private readonly context: SyncContext,
    private readonly budget: RequestBudget,
    /** How many customers are watched. */
    private readonly customers: number,
    private readonly onInventory?: (customerGuid: string, inventory: FetchedInventory) => void,
  ) {}

  /** Whether the customer and its doors were fetched since the start. */
  fetched(run: CustomerRun): boolean {
    return this.doorsIn.has(run.customerGuid);
  }

  /** Whether all four kinds of the customer's inventory were fetched since the start. */
  complete(run: CustomerRun): boolean {
    return this.completeAtMs.has(run.customerGuid);
  }

  /** When the customer's inventory is next refreshed (a period after it was last complete). */
  dueAtMs(run: CustomerRun): number {
    return (this.completeAtMs.get(run.customerGuid) ?? -Infinity) + this.periodMs();
  }

  private periodMs(): number {
    const perMinute = Math.max(1, this.budget.effectivePerMinute * INVENTORY_BUDGET_SHARE);
    return Math.max(this.context.settings.inventoryEveryMs, (this.customers * INVENTORY_REQUESTS * MINUTE) / perMinute);
  }

  /** The customer's first read since the start: the customer and its doors. */
  async first(run: CustomerRun, call: CallOptions): Promise<void> {
    const { client } = this.context;
    const askedAtMs = Date.now();
    const [customer, doors] = await Promise.all([
      client.getCustomer(run.customerGuid, call),
      client.listDoors(run.customerGuid, call),
    ]);
    await this.store(run, { customer, doors, fetchedAtMs: this.context.now(), askedAtMs });
    this.doorsIn.add(run.customerGuid);
  }

  /** The customer's second read since the start: its controllers and users, which complete its inventory. */
  async rest(run: CustomerRun, call: CallOptions): Promise<void> {
    const { client } = this.context;
    const askedAtMs = Date.now();
    const [devices, users] = await Promise.all([
      client.listDevices(run.customerGuid, call),
      client.listUsers(run.customerGuid, call),
    ]);
    const fetchedAtMs = this.context.now();
    await this.store(run, { devices, users, fetchedAtMs, askedAtMs });
    this.completeAtMs.set(run.customerGuid, fetchedAtMs);
  }

  async refresh(run: CustomerRun, call: CallOptions): Promise<void> {
    const { client } = this.context;
    const askedAtMs = Date.now();
    const [customer, doors, devices, users] = await Promise.all([
      client.getCustomer(run.customerGuid, call),
      client.listDoors(run.customerGuid, call),
      client.listDevices(run.customerGuid, call),
      client.listUsers(run.customerGuid, call),
    ]);
    const fetchedAtMs = this.context.now();
    await this.store(run, { customer, doors, devices, users, fetchedAtMs, askedAtMs });
    this.completeAtMs.set(run.customerGuid, fetchedAtMs);
  }

  private async store(run: CustomerRun, inventory: FetchedInventory): Promise<void> {
    await this.context.cache.storage.saveInventory(run.customerGuid, inventory);
    this.onInventory?.(run.customerGuid, inventory);
  }
}
