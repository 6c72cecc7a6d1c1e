// Read access to the demo's data for tests: the customers with their GUIDs and inventory, events,
// and the traffic each customer gets (its rate and how each of its controllers delivers).
import type { AccessEvent } from '../core/api/types.js';
import type { DemoCustomer } from './data/model.js';
import type { DemoTraffic } from './events/demo-traffic.js';
import type { DeliveryProfile } from './events/delivery.js';
import type { EventStore } from './events/event-store.js';
import { toAccessEvent } from './events/stored-event.js';

export interface DemoData {
  readonly customers: readonly DemoCustomer[];
  /** The customer the `guard` account may not see. */
  readonly restrictedCustomer: DemoCustomer;
  customer(customerGuid: string): DemoCustomer | undefined;
  /** Every event the customer has, received yet or not, by eventDate then eventId. */
  events(customerGuid: string): AccessEvent[];
  /** How many events the demo holds, all customers together. */
  readonly eventCount: number;
  /** The customer's live traffic in events a minute (0 for none). */
  eventsPerMinute(customerGuid: string): number;
  /** Each of the customer's devices (by deviceGuid) with its delivery profile. */
  deliveryProfiles(customerGuid: string): ReadonlyMap<string, DeliveryProfile>;
}

export function demoData(
  customers: readonly DemoCustomer[],
  store: EventStore,
  traffic: Pick<DemoTraffic, 'rates' | 'plan'>,
): DemoData {
  const restrictedCustomer = customers.find((customer) => customer.restricted);
  if (!restrictedCustomer) throw new Error('the demo needs a restricted customer');
  return {
    customers,
    restrictedCustomer,
    customer: (customerGuid) => customers.find((customer) => customer.customerGuid === customerGuid.toLowerCase()),
    events: (customerGuid) => store.all(customerGuid.toLowerCase()).map(toAccessEvent),
    get eventCount() {
      return store.size;
    },
    eventsPerMinute: (customerGuid) => traffic.rates.get(customerGuid.toLowerCase()) ?? 0,
    deliveryProfiles: (customerGuid) => traffic.plan.profilesOf(customerGuid),
  };
}
