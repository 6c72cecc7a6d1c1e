// The ServiceClient when the service misbehaves: 500s, 503 with Retry-After, hangs, truncated and
// non-JSON bodies, an unreachable address, more callers than connections, expiring sessions.
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceClient, type RetryNotice } from '../../electron/core/api/client.js';
import { failure } from '../support/service-failure.js';
import { signedIn, type SignedIn } from '../support/signed-in.js';
import { freePort } from '../support/free-port.js';

let world: SignedIn | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

function customerRequests(w: SignedIn) {
  return w.demo.requests.filter((request) => request.path === '/v1/business/customer');
}

describe('retries', () => {
  it('tries a 500 again with a fresh nonce each time, and succeeds', async () => {
    world = await signedIn();
    world.demo.requests.length = 0;
    world.demo.faults.add({ kind: 'status', status: 500, path: '/v1/business/customer', times: 2 });
    const customers = await world.session.client.listCustomers();
    expect(customers.length).toBeGreaterThan(0);
    const attempts = customerRequests(world);
    expect(attempts).toHaveLength(3);
    const nonces = new Set(attempts.map((request) => request.headers['x-nonce-token']));
    expect(nonces.size).toBe(3);
  });

  it('gives up after the last attempt with a server error', async () => {
    world = await signedIn({ client: { retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxTotalMs: 5000 } } });
    world.demo.requests.length = 0;
    world.demo.faults.add({ kind: 'status', status: 500, path: '/v1/business/customer', times: 'always' });
    const error = await failure(world.session.client.listCustomers());
    expect(error.kind).toBe('server-error');
    expect(error.status).toBe(500);
    expect(customerRequests(world)).toHaveLength(3);
  });

  it('waits at least the Retry-After of a 503 before trying again', async () => {
    const notices: RetryNotice[] = [];
    world = await signedIn({ client: { onRetry: (notice) => notices.push(notice) } });
    world.demo.requests.length = 0;
    world.demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 1, path: '/v1/business/customer' });
    await world.session.client.listCustomers();
    const [first, second] = customerRequests(world);
    expect(notices[0]?.error.kind).toBe('unavailable');
    expect(notices[0]?.delayMs).toBeGreaterThanOrEqual(1000);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
  });

  it('never retries a 4xx', async () => {
    world = await signedIn();
    world.demo.requests.length = 0;
    const restricted = world.demo.data.customers.find((customer) => customer.restricted)!;
    await failure(world.session.client.listUsers(restricted.customerGuid));
    expect(world.demo.requests).toHaveLength(1);
  });

  it('tries a truncated body again, and a non-JSON body is refused clearly', async () => {
    world = await signedIn();
    world.demo.faults.add({ kind: 'truncate', path: '/v1/business/customer' });
    expect((await world.session.client.listCustomers()).length).toBeGreaterThan(0);

    world.demo.faults.add({ kind: 'nonJson', path: '/v1/business/customer' });
    const error = await failure(world.session.client.listCustomers());
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/not JSON/);
  });

  it("ends a read with the caller's own failure while the events arrive (a full disk), never retried as the network's", async () => {
    world = await signedIn({ client: { retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxTotalMs: 5000 } } });
    const customer = world.demo.data.customers.find((c) => !c.restricted)!;
    const diskFull = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    let attempts = 0;
    const reading = world.session.client.listEvents(customer.customerGuid, {
      onAttempt: () => (attempts += 1),
      onEvents: () => {
        throw diskFull;
      },
    });
    await expect(reading).rejects.toBe(diskFull);
    expect(attempts).toBe(1);
  });
});

describe('a service that does not answer', () => {
  it('gives up on a hanging service after the idle timeout, as a network failure', async () => {
    world = await signedIn({ client: { idleTimeoutMs: 300, retry: { maxAttempts: 2, baseDelayMs: 1 } } });
    world.demo.faults.add({ kind: 'hang', path: '/v1/business/customer', times: 'always' });
    const error = await failure(world.session.client.listCustomers());
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/No answer from the service within/);
  });

  it('stops at once when the caller cancels', async () => {
    world = await signedIn();
    world.demo.faults.add({ kind: 'hang', path: '/v1/business/customer' });
    const controller = new AbortController();
    const call = world.session.client.listCustomers({ signal: controller.signal });
    await waitFor(() => world!.session.client.requestsInFlight === 1);
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
  });

  it('reports an address where nothing listens as a network failure naming it', async () => {
    const port = await freePort();
    const client = new ServiceClient({
      baseUrl: `http://127.0.0.1:${port}`,
      auth: { appToken: async () => 'a', sessionToken: async () => 's', sessionRejected: async () => false },
      retry: { maxAttempts: 2, baseDelayMs: 1 },
    });
    const error = await failure(client.listCustomers());
    expect(error.kind).toBe('network');
    expect(error.message).toContain(`127.0.0.1:${port}`);
    expect(error.message).toMatch(/nothing is listening/);
  });
});

describe('the connection limit', () => {
  it('keeps 50 concurrent calls within numberOfConnections, so the service never answers 503', async () => {
    let inFlight = 0;
    let peak = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        const response = await fetch(input, init);
        // The slot is held until the body is read, so count the body too.
        const body = await response.text();
        return new Response(body, { status: response.status, headers: response.headers });
      } finally {
        inFlight -= 1;
      }
    };
    const notices: RetryNotice[] = [];
    world = await signedIn({
      demo: { numberOfConnections: 10 },
      client: { fetch: countingFetch, onRetry: (notice) => notices.push(notice) },
    });
    world.demo.faults.add({ kind: 'delay', ms: 40, path: '/v1/business/customer', times: 50 });
    const results = await Promise.all(Array.from({ length: 50 }, () => world!.session.client.listCustomers()));
    expect(results).toHaveLength(50);
    expect(peak).toBe(10);
    expect(notices).toEqual([]);
  });
});

describe('sessions', () => {
  it('signs in again by itself when the session ends and the password is remembered, once for many callers', async () => {
    world = await signedIn({ remember: true });
    world.demo.expireSessions();
    world.demo.requests.length = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => world!.session.client.listCustomers()));
    expect(results).toHaveLength(20);
    const logins = world.demo.requests.filter((request) => request.path === '/v1/business/user/login');
    expect(logins).toHaveLength(1);
  });

  it('without remembered credentials an ended session is an authentication failure', async () => {
    world = await signedIn({ remember: false });
    world.demo.expireSessions();
    const error = await failure(world.session.client.listCustomers());
    expect(error.kind).toBe('unauthenticated');
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
