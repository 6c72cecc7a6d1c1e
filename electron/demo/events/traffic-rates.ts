// Each customer's rate in events a minute: the template customers share the live rate; among the
// generated extras every tenth is busy and the others quiet; or one rate for every customer.
import { CUSTOMER_TEMPLATES } from '../data/customers.js';
import type { DemoCustomer } from '../data/model.js';

export interface RateOptions {
  eventsPerMinute: number;
  busyEventsPerMinute: number;
  quietEventsPerMinute: number;
  eventsPerMinutePerCustomer: number | undefined;
}

/** The world lists the template customers first, then the extras. */
export function trafficRates(customers: readonly DemoCustomer[], options: RateOptions): Map<string, number> {
  const templates = CUSTOMER_TEMPLATES.length;
  return new Map(
    customers.map((customer, index) => {
      const extra = index - templates;
      const rate =
        options.eventsPerMinutePerCustomer ??
        (extra < 0
          ? options.eventsPerMinute / templates
          : extra % 10 === 0
            ? options.busyEventsPerMinute
            : options.quietEventsPerMinute);
      return [customer.customerGuid, rate];
    }),
  );
}

/** Template customers keep the history rate; an extra's history is no busier than its live traffic. */
export function historyRates(
  customers: readonly DemoCustomer[],
  liveRates: ReadonlyMap<string, number>,
  historyEventsPerHour: number,
): Map<string, number> {
  const perMinute = historyEventsPerHour / 60;
  return new Map(
    customers.map((customer, index) => [
      customer.customerGuid,
      index < CUSTOMER_TEMPLATES.length ? perMinute : Math.min(perMinute, liveRates.get(customer.customerGuid) ?? 0),
    ]),
  );
}
