// The demo service's fault injection, connection cap, rate limit, control surface and shutdown.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { call, expectError, manualClock, signIn, type DemoCaller } from '../support/demo-http.js';

const CUSTOMERS = '/v1/business/customer';

/** Starts a request that the test will abort; resolves once the service has received it. */
async function pending(demo: DemoService, caller: DemoCaller, path: string) {
  const controller = new AbortController();
  const before = demo.requests.filter((r) => r.path === path).length;
  const settled = fetch(`${demo.baseUrl}${path}`, { headers: caller.headers(), signal: controller.signal }).then(
    () => 'answered',
    () => 'failed',
  );
  await vi.waitFor(() => expect(demo.requests.filter((r) => r.path === path).length).toBeGreaterThan(before), {
    interval: 5,
  });
  return { abort: () => controller.abort(), settled };
}

describe('faults', () => {
  let demo: DemoService;
  let guard: DemoCaller;

  beforeAll(async () => {
    demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
    guard = await signIn(demo);
  });
  afterAll(() => demo.close());

  it('answers 500 with an Error body once, then normally', async () => {
    demo.faults.add({ kind: 'status', status: 500 });
    expectError(await guard.get(CUSTOMERS), 500);
    expect((await guard.get(CUSTOMERS)).status).toBe(200);
  });

  it('answers 503 with Retry-After when asked', async () => {
    demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 3 });
    const result = await guard.get(CUSTOMERS);
    expectError(result, 503);
    expect(result.headers.get('retry-after')).toBe('3');
  });

  it('affects only matching paths and methods, as many times as asked', async () => {
    const door = `${CUSTOMERS}/${demo.data.customers[0]!.customerGuid}/door`;
    demo.faults.add({ kind: 'status', status: 500, path: '/door', times: 2 });
    demo.faults.add({ kind: 'status', status: 500, path: /^\/v1\/business\/customer$/, method: 'POST' });
    expect((await guard.get(CUSTOMERS)).status).toBe(200);
    expect((await guard.get(door)).status).toBe(500);
    expect((await guard.get(door)).status).toBe(500);
    expect((await guard.get(door)).status).toBe(200);
    expect(demo.faults.armed).toHaveLength(1);
    demo.faults.clear();
    expect(demo.faults.armed).toHaveLength(0);
  });

  it('keeps an "always" fault until cleared', async () => {
    demo.faults.add({ kind: 'status', status: 500, times: 'always' });
    for (let i = 0; i < 3; i++) expect((await guard.get(CUSTOMERS)).status).toBe(500);
    demo.faults.clear();
    expect((await guard.get(CUSTOMERS)).status).toBe(200);
  });

  it('applies to registration too', async () => {
    demo.faults.add({ kind: 'status', status: 500, path: '/v1/config/application' });
    const result = await call(demo, '/v1/config/application', {
      method: 'POST',
      body: { applicationName: 'faulty', applicationEmail: 'f@example.com' },
    });
    expectError(result, 500);
  });

  it('delays an answer', async () => {
    demo.faults.add({ kind: 'delay', ms: 150 });
    const started = performance.now();
    const result = await guard.get(CUSTOMERS);
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hangs until the client gives up, then serves the next request', async () => {
    demo.faults.add({ kind: 'hang', path: CUSTOMERS });
    const hung = await pending(demo, guard, CUSTOMERS);
    hung.abort();
    expect(await hung.settled).toBe('failed');
    expect((await guard.get(CUSTOMERS)).status).toBe(200);
  });

  it('truncates a body after its headers', async () => {
    demo.faults.add({ kind: 'truncate' });
    const response = await fetch(`${demo.baseUrl}${CUSTOMERS}`, { headers: guard.headers() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await expect(response.text()).rejects.toThrow();
  });

  it('truncates a streamed event list too', async () => {
    demo.faults.add({ kind: 'truncate', path: '/event' });
    const events = `${CUSTOMERS}/${demo.data.customers[0]!.customerGuid}/event`;
    const response = await fetch(`${demo.baseUrl}${events}`, { headers: guard.headers() });
    await expect(response.text()).rejects.toThrow();
  });

  it('answers 200 with an HTML page', async () => {
    demo.faults.add({ kind: 'nonJson' });
    const result = await guard.get(CUSTOMERS);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.body).toBeUndefined();
    expect(result.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('records every request with lower-case headers and its query', async () => {
    demo.requests.length = 0;
    const path = `${CUSTOMERS}/${demo.data.customers[0]!.customerGuid}/event`;
    await guard.get(`${path}?eventType=2`);
    expect(demo.requests).toHaveLength(1);
    const [recorded] = demo.requests;
    expect(recorded).toMatchObject({ method: 'GET', path, query: { eventType: '2' } });
    expect(recorded!.headers['x-app-token']).toBe(guard.appToken);
    expect(typeof recorded!.at).toBe('number');
  });
});

describe('connection cap', () => {
  it('answers 503 with Retry-After beyond numberOfConnections in flight, per application', async () => {
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0, numberOfConnections: 3 });
    try {
      const guard = await signIn(demo);
      const other = await signIn(demo);
      demo.faults.add({ kind: 'hang', path: CUSTOMERS, times: 3 });
      const hung = [];
      for (let i = 0; i < 3; i++) hung.push(await pending(demo, guard, CUSTOMERS));
      const refused = await guard.get(CUSTOMERS);
      expectError(refused, 503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await other.get(CUSTOMERS)).status).toBe(200);
      for (const request of hung) request.abort();
      await Promise.all(hung.map((request) => request.settled));
      await vi.waitFor(async () => expect((await guard.get(CUSTOMERS)).status).toBe(200), { interval: 5 });
    } finally {
      await demo.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 503 beyond the per-minute allowance of one endpoint, until the next minute', async () => {
    const clock = manualClock(Date.parse('2025-03-10T12:00:15.000Z'));
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0, rateLimitPerMinute: 2, now: clock.now });
    try {
      const guard = await signIn(demo);
      expect((await guard.get(CUSTOMERS)).status).toBe(200);
      expect((await guard.get(CUSTOMERS)).status).toBe(200);
      const refused = await guard.get(CUSTOMERS);
      expectError(refused, 503);
      expect(refused.headers.get('retry-after')).toBe('45');
      expect((await guard.get(`${CUSTOMERS}/${demo.data.customers[0]!.customerGuid}`)).status).toBe(200);
      clock.advance(45_000);
      expect((await guard.get(CUSTOMERS)).status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

describe('control surface', () => {
  it('arms and clears faults and expires sessions over HTTP when enabled', async () => {
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0, control: true });
    try {
      const guard = await signIn(demo);
      const arm = await call(demo, '/__demo/faults', {
        method: 'POST',
        body: { kind: 'status', status: 503, retryAfterSeconds: 2 },
      });
      expect(arm.status).toBe(200);
      const refused = await guard.get(CUSTOMERS);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');

      await call(demo, '/__demo/faults', { method: 'POST', body: { kind: 'status', status: 500, times: 'always' } });
      expect((await call(demo, '/__demo/faults', { method: 'DELETE' })).status).toBe(200);
      expect((await guard.get(CUSTOMERS)).status).toBe(200);

      expect((await call(demo, '/__demo/faults', { method: 'POST', body: { kind: 'explode' } })).status).toBe(400);
      expect((await call(demo, '/__demo/expire-sessions', { method: 'POST' })).status).toBe(200);
      expect((await guard.get(CUSTOMERS)).status).toBe(401);

      const customers = await call(demo, '/__demo/customers');
      expect(customers.body).toEqual(
        demo.data.customers.map((c) => ({
          customerGuid: c.customerGuid,
          customerName: c.customer.customerName,
          restricted: c.restricted,
        })),
      );
    } finally {
      await demo.close();
    }
  });

  it('adds a bulk of events over a range, and refuses a bulk it cannot make', async () => {
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0, control: true });
    try {
      const { customerGuid } = demo.data.customers[0]!;
      const before = demo.data.events(customerGuid).length;
      const toMs = Date.now() - 60_000;
      const fromMs = toMs - 3_600_000;
      const added = await call(demo, '/__demo/bulk-events', {
        method: 'POST',
        body: { customerGuid, count: 5000, fromMs, toMs },
      });
      expect(added.body).toEqual({ added: 5000 });
      const events = demo.data.events(customerGuid);
      expect(events).toHaveLength(before + 5000);
      const dates = events.slice(before).map((event) => Date.parse(event.eventDate));
      expect(Math.min(...dates)).toBeGreaterThanOrEqual(fromMs);
      expect(Math.max(...dates)).toBeLessThanOrEqual(toMs);

      for (const body of [
        { customerGuid, count: 0, fromMs, toMs },
        { customerGuid, count: 10, fromMs: toMs, toMs: fromMs },
        { customerGuid: 'not-a-customer', count: 10, fromMs, toMs },
      ]) {
        expect((await call(demo, '/__demo/bulk-events', { method: 'POST', body })).status).toBe(400);
      }
      expect(demo.data.events(customerGuid)).toHaveLength(before + 5000);
    } finally {
      await demo.close();
    }
  });

  it('is absent unless enabled', async () => {
    const demo = await startDemoService({ eventsPerMinute: 0, historyHours: 0 });
    try {
      expectError(await call(demo, '/__demo/faults', { method: 'POST', body: { kind: 'hang' } }), 404);
      expect(demo.faults.armed).toHaveLength(0);
    } finally {
      await demo.close();
    }
  });
});

describe('close', () => {
  it('ends hanging requests and open connections, and may be called twice', async () => {
    const demo = await startDemoService({ historyHours: 0 });
    const guard = await signIn(demo);
    demo.faults.add({ kind: 'hang', times: 'always' });
    const hung = await pending(demo, guard, CUSTOMERS);
    await demo.close();
    await demo.close();
    expect(await hung.settled).toBe('failed');
    await expect(fetch(`${demo.baseUrl}${CUSTOMERS}`)).rejects.toThrow();
  });
});
