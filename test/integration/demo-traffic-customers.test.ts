// A hundred extra customers, as `acs-monitor demo --customers 100` serves them: who sees them, a
// few busy and most quiet over an hour of virtual time, and the mix of lateness across all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessEvent, Customer } from '../../electron/core/api/types.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { manualClock, signIn } from '../support/demo-http.js';

const START = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR_MS = 3_600_000;

describe('a demo with 100 extra customers', () => {
  const clock = manualClock(START);
  let demo: DemoService;
  /** Each customer's events occurring in the hour after the start, received by then or later. */
  let hour: Map<string, AccessEvent[]>;

  beforeAll(async () => {
    demo = await startDemoService({ extraCustomers: 100, historyHours: 0, now: clock.now });
    clock.advance(HOUR_MS);
    demo.produceTraffic(clock.now());
    hour = new Map(demo.data.customers.map((c) => [c.customerGuid, demo.data.events(c.customerGuid)]));
  });
  afterAll(() => demo.close());

  const customersSeenBy = async (userName: string): Promise<Customer[]> => {
    const result = await (await signIn(demo, userName)).get('/v1/business/customer');
    expect(result.status).toBe(200);
    return (result.body as { customerDetailsResponseList: Customer[] }).customerDetailsResponseList;
  };

  it('serves 104 customers to the supervisor and all but the restricted one to the guard', async () => {
    const all = await customersSeenBy('supervisor');
    expect(all).toHaveLength(104);
    expect(all.map((customer) => customer.customerName)).toContain('Customer 007 Ltd');
    expect(all.map((customer) => customer.customerCode)).toContain('GEN-0100');
    expect(new Set(all.map((customer) => customer.geographicTimezoneId)).size).toBeGreaterThan(8);
    const guard = await customersSeenBy('guard');
    expect(guard).toHaveLength(103);
    expect(guard.map((customer) => customer.customerCode)).not.toContain(
      demo.data.restrictedCustomer.customer.customerCode,
    );
  });

  it('has 10 busy customers at about 60 events a minute and 90 quiet ones at about one every 2 minutes', () => {
    const extras = demo.data.customers.slice(4);
    const busy = extras.filter((_, index) => index % 10 === 0);
    const quiet = extras.filter((_, index) => index % 10 !== 0);
    expect(busy.map((c) => demo.data.eventsPerMinute(c.customerGuid))).toEqual(new Array(10).fill(60));
    for (const customer of busy) {
      const perMinute = hour.get(customer.customerGuid)!.length / 60;
      expect(perMinute).toBeGreaterThan(54);
      expect(perMinute).toBeLessThan(66);
    }
    const quietCounts = quiet.map((customer) => hour.get(customer.customerGuid)!.length);
    expect(quietCounts.reduce((a, b) => a + b, 0) / quiet.length / 60).toBeGreaterThan(0.4);
    expect(quietCounts.reduce((a, b) => a + b, 0) / quiet.length / 60).toBeLessThan(0.6);
    expect(Math.max(...quietCounts)).toBeLessThan(90);
  });

  it('delivers most events within seconds, some up to 20 minutes late and a few up to 2 hours', () => {
    const late = [...hour.values()].flat().map((event) => Date.parse(event.receivedDate) - Date.parse(event.eventDate));
    const share = (within: (ms: number) => boolean): number => late.filter(within).length / late.length;
    expect(late.length).toBeGreaterThan(30_000);
    expect(share((ms) => ms <= 5_000)).toBeGreaterThan(0.85);
    expect(share((ms) => ms <= 5_000)).toBeLessThan(0.95);
    expect(share((ms) => ms <= 20 * 60_000 + 1500)).toBeGreaterThan(0.97);
    expect(share((ms) => ms > 20 * 60_000 + 1500)).toBeGreaterThan(0.001);
    expect(share((ms) => ms <= 2 * HOUR_MS + 1500)).toBe(1);
  });
});
