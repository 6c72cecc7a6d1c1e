// The README's command-line first steps on a machine with no keychain (ACS_SECRET_STORE=memory), each
// command its own process against the demo: register once with --print-token, then every later
// command carries ACS_APP_TOKEN / ACS_USERNAME / ACS_PASSWORD, as a headless machine would.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess as acs, startAcs } from '../support/acs-process.js';

describe.skipIf(!CLI_BUILT)('first steps without a keychain (needs npm run build:node)', () => {
  let demo: DemoService;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    demo = await startDemoService({ eventsPerMinute: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'acs-first-steps-'));
    const { ACS_APP_TOKEN: _t, ACS_USERNAME: _u, ACS_PASSWORD: _p, ...rest } = process.env;
    env = { ...rest, ACS_BASE_URL: demo.baseUrl, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' };
  });
  afterAll(async () => {
    await demo.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('--version and help name the version and no internal endpoint numbers', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const printed = await acs(['--version'], env);
    expect(printed.status).toBe(0);
    expect(printed.stdout.trim()).toBe(version);
    for (const command of [[], ['register'], ['login'], ['customers'], ['doors'], ['events']]) {
      const help = await acs([...command, '--help'], env);
      expect(help.status).toBe(0);
      expect(help.stdout, command.join(' ')).not.toMatch(/endpoint/i);
    }
  });

  it('register, then customers, doors by code, an empty cache, sync and events, each its own process', async () => {
    const refused = await acs(['register', '--name', 'Night desk', '--email', 'night@example.com'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/token would be lost/);

    const register = await acs(
      ['register', '--name', 'Night desk', '--email', 'night@example.com', '--print-token'],
      env,
    );
    expect(register.status, register.stderr).toBe(0);
    expect(register.stderr).toMatch(/printed below, this once/);
    const appToken = /^ACS_APP_TOKEN=(\S+)$/m.exec(register.stdout)?.[1];
    expect(appToken).toBeTruthy();
    const headless = { ...env, ACS_APP_TOKEN: appToken, ACS_USERNAME: 'guard', ACS_PASSWORD: 'guard-demo' };

    const list = await acs(['customers', '--json'], headless);
    expect(list.status, list.stderr).toBe(0);
    const first = JSON.parse(list.stdout.split('\n')[0]!) as { customerGuid: string; customerCode: string };
    const customer = demo.data.customers.find((known) => known.customerGuid === first.customerGuid)!;

    const doors = await acs(['doors', '--customer', first.customerCode, '--json'], headless);
    expect(doors.status, doors.stderr).toBe(0);
    expect(doors.stdout.trim().split('\n')).toHaveLength(customer.doors.length);

    const empty = await acs(['events', '--customer', first.customerGuid], headless);
    expect(empty.status).toBe(0);
    expect(empty.stderr).toMatch(/local cache holds no events for customer .*; fill it with: acs-monitor sync/);

    demo.addEvents([1, 2, 3].map(() => demo.makeEvent(first.customerGuid)));
    // Syncs until its status line counts three events or more in the cache (a signal: `--for 2` stored nothing
    // in its two real seconds on a loaded machine), then is stopped as a user stops it.
    const sync = startAcs(['sync', '--customer', first.customerCode], headless);
    await sync.stderrLine((line) => Number(/, (\d+) events;/.exec(line)?.[1] ?? 0) >= 3);
    sync.child.kill('SIGTERM');
    const synced = await sync.finished;
    expect(synced.status, synced.stderr).toBe(0);

    const events = await acs(['events', '--customer', first.customerCode, '--json'], headless);
    expect(events.status, events.stderr).toBe(0);
    expect(events.stderr).toBe('');
    expect(events.stdout.trim().split('\n').length).toBeGreaterThanOrEqual(3);
  });
});
