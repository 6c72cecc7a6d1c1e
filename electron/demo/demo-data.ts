// Read access to the demo's data for tests: the customers with their GUIDs and inventory, and events.
import type { AccessEvent } from '../core/api/types.js';
import type { DemoCustomer } from './data/model.js';
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
}

export function demoData(customers: readonly DemoCustomer[], store: EventStore): DemoData {
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
  };
}
