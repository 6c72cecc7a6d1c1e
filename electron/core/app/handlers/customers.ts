// customers.*: the customers this user may see, and which of them this monitor watches.
import type { WatchedCustomer } from '../../../contract.js';
import type { Customer } from '../../api/types.js';
import type { AppCore } from '../app-core.js';
import { isOffline } from './offline.js';
import type { NamespaceHandlers } from './namespace.js';

export function customersHandlers(this: AppCore): NamespaceHandlers<'customers'> {
  return {
    'customers.list': async () => customers.call(this),
    'customers.watch': async ({ customerGuid, watched }) => {
      const connection = await this.readyConnection();
      if (watched) await connection.session.client.getCustomer(customerGuid); // 403/404 said now, not by the sync later
      connection.setWatched(customerGuid, watched);
      await connection.restartSync();
      return customers.call(this);
    },
  };
}

// Customers from the service, falling back to the cached list when it cannot be reached.
async function customers(this: AppCore): Promise<WatchedCustomer[]> {
  const connection = await this.readyConnection();
  const watched = new Set(connection.watchedCustomers);
  let customers: Array<{ customerGuid: string | null; customer: Customer }>;
  try {
    const live = await connection.session.client.listCustomers();
    const fetchedAtMs = this.now();
    for (const customer of live) {
      if (!customer.customerGuid) continue;
      await connection.cache.inventory.saveCustomer(customer.customerGuid, customer, fetchedAtMs);
    }
    customers = live.map((customer) => ({ customerGuid: customer.customerGuid ?? null, customer }));
  } catch (error) {
    if (!isOffline(error)) throw error;
    customers = await connection.cache.inventory.customers();
  }
  // A customer watched by GUID entry (the service sends none) is listed too.
  for (const guid of watched) {
    if (!customers.some((entry) => entry.customerGuid === guid)) {
      const cached = await connection.cache.inventory.customer(guid);
      customers.push({ customerGuid: guid, customer: cached?.customer ?? ({ customerName: guid } as Customer) });
    }
  }
  return customers.map(({ customerGuid, customer }) => ({
    customerGuid,
    customerName: customer.customerName ?? customerGuid ?? 'Unnamed customer',
    customerCode: customer.customerCode ?? null,
    timezone: customer.geographicTimezoneId ?? null,
    notes: customer.notes?.trim() || null,
    watched: customerGuid !== null && watched.has(customerGuid),
  }));
}
