// Service text reaches the terminal as text, never as escape sequences: a demo service whose login
// message, customer names and error messages carry them, and one customer without a code (issue 22,
// finding 10). The CLI runs as a user calls it; what it prints is checked byte for byte.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApplication } from '../support/demo-http.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { runAcs } from '../support/cli.js';

/** What a terminal acts on: C0 but line breaks and tabs, DEL, C1, and the bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ACTED_ON = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** stderr without the memory store's warning: the failure's own lines. */
const failureLines = (stderr: string): string[] =>
  stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('acs-monitor: warning: Secret store'));

let demo: DemoService;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, hostile: true });
  dataDir = mkdtempSync(join(tmpdir(), 'acs-hostile-'));
  const applicationToken = await registerApplication(demo, 'hostile text');
  env = {
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: dataDir,
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
    ACS_USERNAME: 'supervisor',
    ACS_PASSWORD: 'supervisor-demo',
  };
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const customerAt = (index: number) => () => demo.data.customers[index]!;
const [northwind, codeless, escaped, restricted] = [customerAt(0), customerAt(1), customerAt(2), customerAt(3)];

describe('text mode: what the service says is shown, never acted on', () => {
  it('the login message, without its escape sequences', async () => {
    const run = await runAcs(['login', '--user', 'supervisor', '--password-stdin'], env, 'supervisor-demo\n');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTED_ON);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('Welcome back');
  });

  it("customers: each name as text, the codeless one's code shown as none", async () => {
    const run = await runAcs(['customers'], env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTED_ON);
    expect(run.stdout).toContain(`${escaped().customer.customerName.slice(0, 26)}  `);
    expect(run.stdout).toContain('Harbourside Medical Centre  ');
    const codelessLine = run.stdout.split('\n').find((line) => line.startsWith(codeless().customerGuid));
    expect(codelessLine).toMatch(/^\S+\s+-\s+Hudson River Logistics\s/);
  });

  it("an error's consumerMessage: one line on stderr, without escapes", async () => {
    // `guard` may not see the restricted customer: the service answers 403 with its consumerMessage.
    const run = await runAcs(['doors', '--customer', restricted().customerGuid], {
      ...env,
      ACS_USERNAME: 'guard',
      ACS_PASSWORD: 'guard-demo',
      ACS_DATA_DIR: mkdtempSync(join(tmpdir(), 'acs-hostile-guard-')),
    });
    expect(run.status).toBe(4);
    expect(run.stderr).not.toMatch(ACTED_ON);
    expect(failureLines(run.stderr)).toHaveLength(1);
    expect(failureLines(run.stderr)[0]).toMatch(/^acs-monitor: .*403/);
  });
});

describe('--json: the same values, valid JSON, nothing raw a terminal acts on', () => {
  it("customers --json keeps the service's text exactly, escaped", async () => {
    const run = await runAcs(['customers', '--json'], env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(ACTED_ON);
    const printed = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { customerName: string; customerCode: string | null });
    expect(printed.map((customer) => customer.customerName)).toContain(escaped().customer.customerName);
    expect(printed.find((customer) => customer.customerName === 'Hudson River Logistics')?.customerCode).toBeNull();
  });
});

describe('--customer with a customer that has no code', () => {
  it('another customer by code, the codeless one by name or GUID', async () => {
    for (const reference of ['NWF-0001', 'hudson river logistics', codeless().customerGuid]) {
      const run = await runAcs(['doors', '--customer', reference], env);
      expect(run.status, `${reference}: ${run.stderr}`).toBe(0);
    }
    expect(northwind().customer.customerCode).toBe('NWF-0001');
  });

  it('a reference that matches nothing: exit 2 and a clear line', async () => {
    const run = await runAcs(['doors', '--customer', 'NOPE-0009'], env);
    expect(run.status).toBe(2);
    expect(failureLines(run.stderr)).toEqual([
      'acs-monitor: --customer "NOPE-0009" is neither a GUID nor the code or name of a customer you may see (list them with: acs-monitor customers)',
    ]);
  });
});
