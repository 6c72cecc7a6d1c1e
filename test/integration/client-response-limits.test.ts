// Size caps by what was asked for, and a total deadline per answer, against a tiny HTTP server on
// 127.0.0.1 that answers as a broken or hostile service would: one customer of 2 MB, and an answer
// that trickles in a byte at a time, forever (the idle timeout, reset by every byte, never ends it).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../../electron/core/api/client.js';
import { failure } from '../support/service-failure.js';
import { signedIn } from '../support/signed-in.js';

const CUSTOMER_GUID = '6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(handler: (path: string, res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => handler(req.url ?? '', res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(baseUrl: string, options: Partial<ServiceClientOptions> = {}): ServiceClient {
  return new ServiceClient({
    baseUrl,
    auth: { appToken: async () => 'app', sessionToken: async () => 'session', sessionRejected: async () => false },
    retry: { maxAttempts: 1 },
    ...options,
  });
}

/** A real customer (from the demo service) with its name padded to about 2 MB. */
async function hugeCustomer(): Promise<Record<string, unknown>> {
  const world = await signedIn();
  try {
    const [customer] = await world.session.client.listCustomers();
    return { ...customer, customerName: 'x'.repeat(2 * 2 ** 20) };
  } finally {
    await world.close();
  }
}

describe('size caps by endpoint', () => {
  it('refuses a single customer of 2 MB (cap 1 MB), while a list holding the same customer is read', async () => {
    const customer = await hugeCustomer();
    const baseUrl = await serve((path, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(path.endsWith(CUSTOMER_GUID) ? customer : { customerDetailsResponseList: [customer] }));
    });
    const error = await failure(client(baseUrl).getCustomer(CUSTOMER_GUID));
    expect(error.kind).toBe('response-too-large');
    expect(error.message).toBe(
      "The service's answer is larger than 1 MB: far more than one item takes: the address may not be an access control service",
    );
    const list = await client(baseUrl).listCustomers();
    expect(list[0]?.customerName).toHaveLength(2 * 2 ** 20);
  });
});

describe('a total deadline per answer', () => {
  it('gives up on an answer that keeps trickling in, with a typed error naming the request', async () => {
    const baseUrl = await serve((_path, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"customerDetailsResponseList": [');
      const drip = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(drip));
    });
    const slow = client(baseUrl, { idleTimeoutMs: 5_000, responseLimits: { list: { deadlineMs: 500 } } });
    const error = await failure(slow.listCustomers());
    expect(error.kind).toBe('deadline-exceeded');
    expect(error.message).toBe(
      "The service's answer to GET /v1/business/customer was still arriving after 500 ms in all: gave up on it",
    );
  });
});
