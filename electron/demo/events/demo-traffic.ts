// The demo's events over time, put together: each customer's rate, each device's delivery profile,
// the history before the start (stored at once) and the traffic from the start on (on demand).
import type { DemoCustomer } from '../data/model.js';
import { DeliveryPlan } from './delivery-plan.js';
import { DeliverySchedule } from './delivery.js';
import type { EventStore } from './event-store.js';
import { historyRates, trafficRates, type RateOptions } from './traffic-rates.js';
import { Traffic, historyEvents, storeInArrivalOrder, type Delivery } from './traffic.js';

export interface TrafficOptions extends RateOptions {
  historyHours: number;
  historyEventsPerHour: number;
}

export interface DemoTraffic {
  /** Events a minute, by customerGuid. */
  rates: ReadonlyMap<string, number>;
  plan: DeliveryPlan;
  /** Stores the events occurring before `untilMs` not stored yet; returns how many. */
  produce(untilMs: number): number;
}

export function startTraffic(
  seed: number,
  customers: readonly DemoCustomer[],
  store: EventStore,
  startMs: number,
  options: TrafficOptions,
): DemoTraffic {
  const delivery: Delivery = { plan: new DeliveryPlan(seed, customers), schedule: new DeliverySchedule(seed) };
  const rates = trafficRates(customers, options);
  const pastRates = historyRates(customers, rates, options.historyEventsPerHour);
  const rateIn = (table: ReadonlyMap<string, number>) => (customer: DemoCustomer) =>
    table.get(customer.customerGuid) ?? 0;
  storeInArrivalOrder(
    store,
    historyEvents(customers, rateIn(pastRates), delivery, seed, { hours: options.historyHours, nowMs: startMs }),
  );
  const traffic = new Traffic(customers, rateIn(rates), delivery, seed, startMs);
  return {
    rates,
    plan: delivery.plan,
    produce(untilMs) {
      const events = traffic.produce(untilMs);
      storeInArrivalOrder(store, events);
      return events.length;
    },
  };
}
