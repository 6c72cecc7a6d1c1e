// The CLI as docs/interfaces.md fixes it, against the demo service: output, exit statuses, one-line errors.
// These runs use the memory secret store, so each starts with no token and is given the application
// token and credentials the way a script on a keychain-less machine would (cli-keychain covers the keychain).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../electron/core/api/client.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { runAcs } from '../support/cli.js';

let demo: DemoService;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let signedInEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-'));
  env = { ACS_BASE_URL: demo.baseUrl, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' };
  const registrar = new ServiceClient({
    baseUrl: demo.baseUrl,
    auth: { appToken: () => never(), sessionToken: () => never(), sessionRejected: async () => false },
  });
  const { applicationToken } = await registrar.register({
    applicationName: 'cli tests',
    applicationEmail: 'cli@example.com',
  });
  signedInEnv = { ...env, ACS_APP_TOKEN: applicationToken, ACS_USERNAME: 'guard', ACS_PASSWORD: 'guard-demo' };
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function never(): Promise<string> {
  return Promise.reject(new Error('registration needs no token'));
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? '';
}

function customers(restricted: boolean) {
  return demo.data.customers.filter((customer) => customer.restricted === restricted);
}

describe('register', () => {
  it('without a keychain and without --print-token: refused before any request, saying how to keep the token', async () => {
    const before = demo.requests.length;
    const run = await runAcs(['register', '--name', 'Control room', '--email', 'ops@example.com'], env);
    expect(run.status).toBe(2);
    expect(lastLine(run.stderr)).toMatch(/token would be lost.*--print-token.*ACS_APP_TOKEN/);
    expect(demo.requests.length).toBe(before);
  });

  it('--print-token: the JSON result without the token, then the token once, with a warning on stderr', async () => {
    const args = ['register', '--name', 'Control room', '--email', 'ops@example.com', '--print-token'];
    const run = await runAcs(args, env);
    expect(run.status, run.stderr).toBe(0);
    const [json, tokenLine] = run.stdout.trim().split('\n');
    const printed = JSON.parse(json!) as Record<string, unknown>;
    expect(printed).toMatchObject({ applicationName: 'Control room', applicationEmail: 'ops@example.com' });
    expect(printed.numberOfConnections).toBeGreaterThan(0);
    expect(printed).not.toHaveProperty('applicationToken');
    expect(tokenLine).toMatch(/^ACS_APP_TOKEN=\S+$/);
    expect(run.stderr).toMatch(/memory/);
    expect(run.stderr).toMatch(/warning: the application token is printed below, this once/);
  });

  it('the same name and e-mail again: one clear line, exit 1', async () => {
    const run = await runAcs(
      ['register', '--name', 'Control room', '--email', 'ops@example.com', '--print-token'],
      env,
    );
    expect(run.status).toBe(1);
    expect(lastLine(run.stderr)).toMatch(/^acs-monitor: .*already registered/);
  });

  it('a name over 250 characters or a bad e-mail is refused before any request: exit 2', async () => {
    const before = demo.requests.length;
    const long = await runAcs(
      ['register', '--name', 'x'.repeat(251), '--email', 'ops@example.com', '--print-token'],
      env,
    );
    expect(long.status).toBe(2);
    expect(long.stderr).toMatch(/at most 250/);
    const badMail = await runAcs(['register', '--name', 'x', '--email', 'nobody', '--print-token'], env);
    expect(badMail.status).toBe(2);
    expect(demo.requests.length).toBe(before);
  });
});

describe('login', () => {
  it('signs in with the password from stdin and prints the expiry', async () => {
    const run = await runAcs(
      ['login', '--user', 'guard', '--password-stdin'],
      { ...env, ACS_APP_TOKEN: signedInEnv.ACS_APP_TOKEN },
      'guard-demo\n',
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Signed in to .* as guard; session expires \d{4}-\d{2}-\d{2}T/);
  });

  it('a wrong password: exit 3 with the service words', async () => {
    const run = await runAcs(['login', '--user', 'guard'], { ...signedInEnv, ACS_PASSWORD: 'wrong' });
    expect(run.status).toBe(3);
    expect(lastLine(run.stderr)).toMatch(/^acs-monitor: The service did not accept the credentials \(401\): \S/);
  });

  it('a locked account: exit 3 saying it is locked', async () => {
    const run = await runAcs(['login', '--user', 'locked'], { ...signedInEnv, ACS_PASSWORD: 'locked-demo' });
    expect(run.status).toBe(3);
    expect(lastLine(run.stderr)).toMatch(/locked/i);
  });

  it('no password anywhere and no terminal: exit 2 saying how to give one', async () => {
    const { ACS_PASSWORD: _none, ...withoutPassword } = signedInEnv;
    const run = await runAcs(['login', '--user', 'guard'], withoutPassword);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/ACS_PASSWORD/);
  });
});

describe('customers, users, devices, doors', () => {
  it('customers: a table by default, NDJSON with --json keeping JSON types', async () => {
    const table = await runAcs(['customers'], signedInEnv);
    expect(table.status).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^GUID\s+CODE\s+NAME\s+TIME ZONE/);
    for (const customer of customers(false)) expect(table.stdout).toContain(customer.customerGuid);
    for (const customer of customers(true)) expect(table.stdout).not.toContain(customer.customerGuid);

    const json = await runAcs(['customers', '--json'], signedInEnv);
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(customers(false).length);
    expect(typeof lines[0]?.customerId).toBe('number');
    expect(lines.some((line) => line.notes === null)).toBe(true);
  });

  it('users, devices and doors of a customer; no activation code, camera password or PIN is ever printed', async () => {
    const customer = customers(false)[0]!;
    const secrets = [
      ...customer.devices.map((device) => device.activationCode),
      ...customer.doors.flatMap((door) => door.cameras.map((camera) => camera.password)),
    ];
    expect(secrets.length).toBeGreaterThan(0);
    for (const command of ['users', 'devices', 'doors']) {
      for (const format of [[], ['--json']]) {
        const run = await runAcs([command, '--customer', customer.customerGuid, ...format], signedInEnv);
        expect(run.status, `${command} ${format.join(' ')}: ${run.stderr}`).toBe(0);
        for (const secret of secrets) expect(run.stdout).not.toContain(secret);
      }
    }
    const users = await runAcs(['users', '--customer', customer.customerGuid, '--json'], signedInEnv);
    const first = JSON.parse(users.stdout.split('\n')[0]!) as Record<string, unknown>;
    expect(typeof first.isBarred).toBe('boolean');
    expect(first).not.toHaveProperty('pin');
    expect(first).not.toHaveProperty('verificationPin');
    expect(users.stdout).not.toMatch(/"pin"|"verificationPin"/);
    expect(users.stdout.trim().split('\n')).toHaveLength(customer.users.length);
  });

  it('a mistyped customer GUID: exit 2, nothing sent', async () => {
    const before = demo.requests.length;
    const typo = `${customers(false)[0]!.customerGuid.slice(0, -1)}`;
    const run = await runAcs(['doors', '--customer', typo], signedInEnv);
    expect(run.status).toBe(2);
    expect(lastLine(run.stderr)).toBe(
      `acs-monitor: customer GUID "${typo}" is not a valid GUID (expected 8-4-4-4-12 hexadecimal digits)`,
    );
    expect(demo.requests.length).toBe(before);
  });

  it('a customer code works as --customer; an unknown one: exit 2 naming it, and no doors asked for', async () => {
    const customer = customers(false)[0]!;
    const byCode = await runAcs(
      ['doors', '--customer', customer.customer.customerCode.toLowerCase(), '--json'],
      signedInEnv,
    );
    expect(byCode.status, byCode.stderr).toBe(0);
    expect(byCode.stdout.trim().split('\n')).toHaveLength(customer.doors.length);

    const doorLists = () => demo.requests.filter((request) => request.path.endsWith('/door')).length;
    const doorListsBefore = doorLists();
    const unknown = await runAcs(['doors', '--customer', 'front-door'], signedInEnv);
    expect(unknown.status).toBe(2);
    expect(lastLine(unknown.stderr)).toBe(
      'acs-monitor: --customer "front-door" is neither a GUID nor the code or name of a customer you may see (list them with: acs-monitor customers)',
    );
    expect(doorLists()).toBe(doorListsBefore);
  });

  it('a customer the guard may not see: exit 4; an absent one: exit 4', async () => {
    const forbidden = await runAcs(['doors', '--customer', customers(true)[0]!.customerGuid], signedInEnv);
    expect(forbidden.status).toBe(4);
    expect(lastLine(forbidden.stderr)).toMatch(/403/);
    const absentGuid = randomUUID();
    const absent = await runAcs(['users', '--customer', absentGuid], signedInEnv);
    expect(absent.status).toBe(4);
    // The service's consumerMessage, then the GUID its applicationMessage names.
    expect(lastLine(absent.stderr)).toMatch(
      new RegExp(`404\\): That customer does not exist\\. \\(customer ${absentGuid} not found\\)$`),
    );
  });

  it('a missing --customer is bad usage: exit 2', async () => {
    const run = await runAcs(['devices'], signedInEnv);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--customer/);
  });
});

describe('failures that need the guard to act', () => {
  it('no application token: exit 3 saying how to register', async () => {
    const run = await runAcs(['customers'], env);
    expect(run.status).toBe(3);
    expect(lastLine(run.stderr)).toMatch(/acs-monitor register/);
  });

  it('no session and no credentials: exit 3 saying how to sign in', async () => {
    const run = await runAcs(['customers'], { ...env, ACS_APP_TOKEN: signedInEnv.ACS_APP_TOKEN });
    expect(run.status).toBe(3);
    expect(lastLine(run.stderr)).toMatch(/acs-monitor login --user/);
  });

  it('a service that keeps failing: exit 5 after retrying, with its words', async () => {
    demo.faults.add({
      kind: 'status',
      status: 503,
      retryAfterSeconds: 0,
      path: '/v1/business/customer',
      times: 'always',
    });
    try {
      const run = await runAcs(['customers'], signedInEnv);
      expect(run.status).toBe(5);
      expect(run.stderr).toMatch(/trying again in/);
      expect(lastLine(run.stderr)).toMatch(/503.*gave up after retrying/);
    } finally {
      demo.faults.clear();
    }
  });

  it('no service address at all: exit 2 pointing at the demo', async () => {
    const { ACS_BASE_URL: _none, ...withoutUrl } = env;
    const run = await runAcs(['customers'], { ...withoutUrl, ACS_DATA_DIR: mkdtempSync(join(tmpdir(), 'acs-empty-')) });
    expect(run.status).toBe(2);
    expect(lastLine(run.stderr)).toMatch(/--url or set ACS_BASE_URL/);
  });

  it('an unknown secret store mode: exit 2', async () => {
    const run = await runAcs(['customers'], { ...signedInEnv, ACS_SECRET_STORE: 'plaintext' });
    expect(run.status).toBe(2);
    expect(lastLine(run.stderr)).toMatch(/ACS_SECRET_STORE/);
  });
});

describe('plain HTTP beyond this machine', () => {
  // acs.invalid can never resolve (RFC 2606), and neither command below sends a request.
  const remote = 'http://acs.invalid:8080';
  let ownDir: string;
  beforeAll(() => {
    ownDir = mkdtempSync(join(tmpdir(), 'acs-cli-http-'));
  });
  afterAll(() => rmSync(ownDir, { recursive: true, force: true }));

  it('is refused before any request, in one line, with exit 2', async () => {
    const run = await runAcs(['customers', '--url', remote], { ...signedInEnv, ACS_DATA_DIR: ownDir });
    expect(run.status).toBe(2);
    expect(lastLine(run.stderr)).toMatch(
      /^acs-monitor: Refusing plain http:\/\/ to acs\.invalid:8080: .*--allow-insecure-http \(ACS_ALLOW_INSECURE_HTTP=1\)$/,
    );
  });

  it.each([
    ['--allow-insecure-http', ['logout', '--allow-insecure-http', '--url', remote], {}],
    ['ACS_ALLOW_INSECURE_HTTP=1', ['logout', '--url', remote], { ACS_ALLOW_INSECURE_HTTP: '1' }],
  ])('is used with %s, with a warning line on stderr', async (_how, argv, extra) => {
    const run = await runAcs(argv, { ...env, ACS_DATA_DIR: ownDir, ...extra });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /^acs-monitor: warning: Plain HTTP to acs\.invalid:8080: the password and tokens cross the network unencrypted$/m,
    );
  });
});
