// `acs-monitor demo --customers N` as an operator runs it: its own process, its base URL first, and
// the generated customers served alongside the four standard ones.
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../electron/core/api/types.js';
import { CLI_BUILT, runAcsProcess, startAcs } from '../support/acs-process.js';
import { freshNonce } from '../support/demo-http.js';

/** Registers an application, signs the supervisor in and lists the customers it sees. */
async function supervisorCustomers(baseUrl: string): Promise<Customer[]> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  const { applicationToken } = (await post('/v1/config/application', {
    applicationName: 'demo --customers test',
    applicationEmail: 'ops@example.com',
  })) as { applicationToken: string };
  const { sessionToken } = (await post(
    '/v1/business/user/login',
    { userName: 'supervisor', password: 'supervisor-demo', type: 'passwordCredentials' },
    { 'x-nonce-token': freshNonce(), 'x-app-token': applicationToken },
  )) as { sessionToken: string };
  const response = await fetch(`${baseUrl}/v1/business/customer`, {
    headers: { 'x-nonce-token': freshNonce(), 'x-app-token': applicationToken, 'x-user-credential': sessionToken },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { customerDetailsResponseList: Customer[] }).customerDetailsResponseList;
}

describe.skipIf(!CLI_BUILT)('acs-monitor demo --customers (needs npm run build:node)', () => {
  it('prints its base URL first and serves the 4 standard and 3 generated customers to the supervisor', async () => {
    const { child, finished } = startAcs(['demo', '--customers', '3', '--rate', '0'], process.env);
    try {
      const baseUrl = await new Promise<string>((resolve) => {
        createInterface({ input: child.stdout }).once('line', resolve);
      });
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const customers = await supervisorCustomers(baseUrl);
      expect(customers).toHaveLength(7);
      expect(customers.map((customer) => customer.customerName)).toEqual(
        expect.arrayContaining(['Customer 001 Ltd', 'Customer 002 Ltd', 'Customer 003 Ltd']),
      );
    } finally {
      child.kill('SIGTERM');
    }
    expect((await finished).status).toBe(0);
  });

  it('says in its help what --customers adds', async () => {
    const help = await runAcsProcess(['demo', '--help'], process.env);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--customers <N>\s+add N generated customers: every tenth busy/);
  });
});
