// The demo's traffic on a virtual clock: how each kind of controller delivers its events (at once,
// in uploads, in backlogs after outages, a fixed delay late), that a received-later event stays
// hidden until the clock passes it, and that the same seed gives the same traffic.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoCustomer, type DemoService } from '../../electron/demo/index.js';
import { manualClock, signIn } from '../support/demo-http.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const START = Date.parse('2025-03-10T12:00:00.000Z');

const lateness = (event: AccessEvent): number => Date.parse(event.receivedDate) - Date.parse(event.eventDate);
const received = (event: AccessEvent): number => Date.parse(event.receivedDate);
const occurred = (event: AccessEvent): number => Date.parse(event.eventDate);
const largest = (values: readonly number[]): number => values.reduce((a, b) => Math.max(a, b), -Infinity);
const smallest = (values: readonly number[]): number => values.reduce((a, b) => Math.min(a, b), Infinity);

/** Events received together: each batch's receipts lie within `spreadMs` of its first. */
function batches(events: readonly AccessEvent[], spreadMs = 1500): AccessEvent[][] {
  const out: AccessEvent[][] = [];
  for (const event of [...events].sort((a, b) => received(a) - received(b))) {
    const last = out.at(-1);
    if (last && received(event) - received(last[0]!) <= spreadMs) last.push(event);
    else out.push([event]);
  }
  return out;
}

describe('delivery profiles over a virtual day', () => {
  const clock = manualClock(START);
  let demo: DemoService;
  let customer: DemoCustomer;
  let byKind: (kind: string) => AccessEvent[];
  let delayedDevice: string;

  beforeAll(async () => {
    demo = await startDemoService({ historyHours: 0, eventsPerMinutePerCustomer: 60, now: clock.now });
    customer = demo.data.customers.find((candidate) =>
      [...demo.data.deliveryProfiles(candidate.customerGuid).values()].some((p) => p.kind === 'offline-prone'),
    )!;
    const profiles = demo.data.deliveryProfiles(customer.customerGuid);
    delayedDevice = customer.doors
      .map((door) => door.deviceDetailsResponse.deviceGuid)
      .find((deviceGuid) => profiles.get(deviceGuid)?.kind === 'online')!;
    demo.setDeliveryProfile(delayedDevice, { kind: 'delayed', delayMs: 90 * MINUTE_MS });
    clock.advance(24 * HOUR_MS);
    demo.produceTraffic(clock.now());
    const events = demo.data.events(customer.customerGuid);
    byKind = (kind) => events.filter((event) => (profiles.get(event.deviceGuid) ?? { kind: 'online' }).kind === kind);
  });
  afterAll(() => demo.close());

  it('assigns one buffered and one offline-prone device to a customer with three or more, the rest online', () => {
    for (const { customerGuid, doors } of demo.data.customers) {
      const kinds = [...demo.data.deliveryProfiles(customerGuid).values()].map((profile) => profile.kind);
      if (customerGuid === customer.customerGuid) continue;
      const serving = new Set(doors.map((door) => door.deviceDetailsResponse.deviceGuid)).size;
      expect(kinds.filter((kind) => kind === 'buffered')).toHaveLength(serving >= 2 ? 1 : 0);
      expect(kinds.filter((kind) => kind === 'offline-prone')).toHaveLength(serving >= 3 ? 1 : 0);
    }
  });

  it('an online device: every event received 150 to 1500 ms after it occurred', () => {
    const online = byKind('online');
    expect(online.length).toBeGreaterThan(1000);
    expect(smallest(online.map(lateness))).toBeGreaterThanOrEqual(150);
    expect(largest(online.map(lateness))).toBeLessThanOrEqual(1500);
  });

  it('a buffered device: events arrive in uploads at most 20 minutes late, each with everything since the last', () => {
    const uploads = batches(byKind('buffered'));
    expect(uploads.length).toBeGreaterThan(24 * 3);
    expect(byKind('buffered').length / uploads.length).toBeGreaterThan(3);
    uploads.forEach((upload, index) => {
      expect(largest(upload.map(lateness))).toBeLessThanOrEqual(20 * MINUTE_MS + 1500);
      const previous = uploads[index - 1];
      if (!previous) return;
      // Nothing that occurred before the previous upload waits for this one.
      const previousAt = smallest(previous.map(received));
      expect(smallest(upload.map(occurred))).toBeGreaterThan(previousAt - 1500);
    });
  });

  it('an offline-prone device: each outage backlog arrives at its end, all together', () => {
    const events = byKind('offline-prone');
    const backlogs = batches(events.filter((event) => lateness(event) > 1500));
    expect(backlogs.length).toBeGreaterThanOrEqual(2);
    for (const backlog of backlogs) {
      expect(backlog.length).toBeGreaterThan(10);
      const first = smallest(backlog.map(occurred));
      const deliveredAt = smallest(backlog.map(received));
      expect(deliveredAt - first).toBeLessThanOrEqual(120 * MINUTE_MS + 1500);
      expect(largest(backlog.map(received)) - deliveredAt).toBeLessThanOrEqual(1350);
      // Every event of the outage is in the backlog: none was received on time in between.
      const inBacklog = new Set(backlog.map((event) => event.eventId));
      const during = events.filter((event) => occurred(event) >= first && occurred(event) < deliveredAt - 1500);
      expect(during.every((event) => inBacklog.has(event.eventId))).toBe(true);
    }
    expect(events.filter((event) => lateness(event) <= 1500).length).toBeGreaterThan(events.length / 2);
  });

  it('a delayed device: every event exactly its delay late', () => {
    const delayed = demo.data.events(customer.customerGuid).filter((event) => event.deviceGuid === delayedDevice);
    expect(delayed.length).toBeGreaterThan(100);
    expect(new Set(delayed.map(lateness))).toEqual(new Set([90 * MINUTE_MS]));
  });
});

describe('an event received later than now', () => {
  it('is not returned by GET /event until the service clock passes its receivedDate', async () => {
    const clock = manualClock(START);
    const demo = await startDemoService({ historyHours: 0, eventsPerMinutePerCustomer: 60, now: clock.now });
    try {
      const guard = await signIn(demo);
      const customer = demo.data.customers.find((candidate) => !candidate.restricted)!;
      const device = customer.doors[0]!.deviceDetailsResponse.deviceGuid;
      demo.setDeliveryProfile(device, { kind: 'delayed', delayMs: 30 * MINUTE_MS });
      clock.advance(10 * MINUTE_MS);
      demo.produceTraffic(clock.now());
      const late = demo.data.events(customer.customerGuid).find((event) => event.deviceGuid === device)!;
      expect(received(late)).toBeGreaterThan(clock.now());
      const ids = async (): Promise<number[]> => {
        const result = await guard.get(`/v1/business/customer/${customer.customerGuid}/event`);
        expect(result.status).toBe(200);
        return (result.body as { eventDetailsResponseList: AccessEvent[] }).eventDetailsResponseList.map(
          (event) => event.eventId,
        );
      };
      expect((await ids()).length).toBeGreaterThan(100);
      expect(await ids()).not.toContain(late.eventId);
      clock.advance(received(late) - clock.now() - 1);
      expect(await ids()).not.toContain(late.eventId);
      clock.advance(1);
      expect(await ids()).toContain(late.eventId);
    } finally {
      await demo.close();
    }
  });
});

describe('the same seed', () => {
  /** Each customer's events after 3 hours: how many, and a digest of them (with or without their eventIds). */
  const trafficOf = async (seed: number, stepMs: number, withIds = true): Promise<string[]> => {
    const clock = manualClock(START);
    const demo = await startDemoService({ seed, historyHours: 2, eventsPerMinute: 120, now: clock.now });
    try {
      for (let at = 0; at < 3 * HOUR_MS; at += stepMs) {
        clock.advance(Math.min(stepMs, 3 * HOUR_MS - at));
        demo.produceTraffic(clock.now());
        // The process answers its runner between the steps: the 3 h at once held it 4 s alone, 38 s in a full run.
        await nextTurn();
      }
      return demo.data.customers.map((customer) => {
        const events = demo.data.events(customer.customerGuid);
        const texts = events.map(({ eventId, ...event }) => JSON.stringify(withIds ? { eventId, ...event } : event));
        return `${events.length} events, ${createHash('sha256').update(texts.sort().join('\n')).digest('hex')}`;
      });
    } finally {
      await demo.close();
    }
  };

  it('gives the same events however the clock is stepped (only eventIds follow the steps)', async () => {
    const minuteSteps = await trafficOf(7, MINUTE_MS);
    expect(await trafficOf(7, MINUTE_MS)).toEqual(minuteSteps);
    expect(await trafficOf(7, 7 * MINUTE_MS + 13, false)).toEqual(await trafficOf(7, MINUTE_MS, false));
    expect(await trafficOf(8, MINUTE_MS, false)).not.toEqual(await trafficOf(7, MINUTE_MS, false));
  });

  it('gives the same events whatever the wall clock says', async () => {
    const today = await trafficOf(7, MINUTE_MS);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 24 * HOUR_MS + 12_345);
    try {
      expect(await trafficOf(7, MINUTE_MS)).toEqual(today);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
