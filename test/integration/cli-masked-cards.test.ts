// Card numbers and installer codes on the command line (issue 22, finding 5): masked by default in
// `events` (table and --json) and `export`; whole with --unmasked, which asks for the supervisor password
// once one is set; a field the service adds that the monitor does not know is never printed; a card is
// found by its whole number. Against a demo that sends an undocumented field on every event.
import { parse } from 'csv-parse/sync';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { HOSTILE_EVENT_FIELD } from '../../electron/demo/hostile.js';
import { registerApplication } from '../support/demo-http.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { runAcs } from '../support/cli.js';

const DAY = '2026-07-01';
const RANGE = ['--from', `${DAY}T00:00:00Z`, '--to', `${DAY}T23:59:59Z`];
const SUPERVISOR_PASSWORD = 'night-shift-lead';

let demo: DemoService;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let card: AccessEvent;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, historyHours: 1, hostile: true });
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cards-'));
  const applicationToken = await registerApplication(demo, 'cards');
  env = {
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: dataDir,
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
    ACS_USERNAME: 'guard',
    ACS_PASSWORD: 'guard-demo',
  };
  const customerGuid = demo.data.customers[0]!.customerGuid;
  demo.generateEvents({
    customerGuid,
    count: 40,
    from: new Date(`${DAY}T08:00:00Z`),
    to: new Date(`${DAY}T16:00:00Z`),
  });
  card = demo.makeEvent(customerGuid, {
    eventDate: `${DAY}T12:00:00.000Z`,
    receivedDate: `${DAY}T12:00:01.000Z`,
    tokenData: '40021877',
    tokenDescription: 'Card 40021877',
    installerCode: 'INST-4821',
  });
  demo.addEvents([card]);
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const csvRows = (text: string): Array<Record<string, string>> => parse(text, { columns: true }) as never;
const jsonRows = (text: string): Array<Record<string, unknown>> =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('masked by default', () => {
  it('export: the last 4 of card numbers and installer codes, the number masked in the description, no unknown field', async () => {
    const run = await runAcs(['export', '--customer', 'NWF-0001', ...RANGE], env);
    expect(run.status, run.stderr).toBe(0);
    const rows = csvRows(run.stdout);
    expect(rows.length).toBeGreaterThan(1);
    const mine = rows.find((row) => row.eventId === String(card.eventId))!;
    expect(mine.tokenData).toBe('****1877');
    expect(mine.tokenDescription).toBe('Card ****1877');
    expect(mine.installerCode).toBe('****4821');
    expect(run.stdout).not.toContain('40021877');
    for (const row of rows) expect(row.tokenData === '' || /^\*{4}/.test(row.tokenData!)).toBe(true);
    expect(run.stdout).not.toContain(HOSTILE_EVENT_FIELD.name);
    expect(run.stdout).not.toContain(HOSTILE_EVENT_FIELD.value);
  });

  it('events, as a table and as --json: masked, every field of the Event resource and no other', async () => {
    const table = await runAcs(['events', '--customer', 'NWF-0001', ...RANGE], env);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain('****1877');
    expect(table.stdout).not.toContain('40021877');
    const json = await runAcs(['events', '--customer', 'NWF-0001', ...RANGE, '--json'], env);
    const mine = jsonRows(json.stdout).find((event) => event.eventId === card.eventId)!;
    expect(mine).toMatchObject({ tokenData: '****1877', tokenDescription: 'Card ****1877', installerCode: '****4821' });
    expect(Object.keys(mine).sort()).toEqual(Object.keys(card).sort());
    expect(json.stdout).not.toContain(HOSTILE_EVENT_FIELD.value);
  });

  it('--search finds the card by its whole number (shown masked), never by its start', async () => {
    const whole = await runAcs(['events', '--customer', 'NWF-0001', ...RANGE, '--search', '40021877', '--json'], env);
    expect(jsonRows(whole.stdout).map((event) => event.eventId)).toEqual([card.eventId]);
    expect(whole.stdout).not.toContain('40021877');
    const start = await runAcs(['events', '--customer', 'NWF-0001', ...RANGE, '--search', '400218', '--json'], env);
    expect(start.stdout).not.toContain(`"eventId":${card.eventId},`);
  });
});

describe('--unmasked: whole numbers where a supervisor asks', () => {
  it('before a supervisor password is set: whole, with a warning saying nobody was asked', async () => {
    const run = await runAcs(['events', '--customer', 'NWF-0001', ...RANGE, '--json', '--unmasked'], env);
    expect(run.status, run.stderr).toBe(0);
    expect(jsonRows(run.stdout).find((event) => event.eventId === card.eventId)).toMatchObject({
      tokenData: '40021877',
      installerCode: 'INST-4821',
    });
    expect(run.stderr).toMatch(/warning: whole card numbers .* no supervisor password is set/);
  });

  it('once one is set: refused without it (exit 2) or with a wrong one (exit 4), whole with the right one', async () => {
    const set = await runAcs(['supervisor-password', '--password-stdin'], env, `${SUPERVISOR_PASSWORD}\n`);
    expect(set.status, set.stderr).toBe(0);
    const base = ['events', '--customer', 'NWF-0001', ...RANGE, '--json', '--unmasked'];

    const asked = await runAcs(base, env);
    expect(asked.status).toBe(2);
    expect(asked.stdout).toBe('');
    expect(asked.stderr).toMatch(/--unmasked needs the supervisor password/);

    const wrong = await runAcs([...base, '--password-stdin'], env, 'not-the-password\n');
    expect(wrong.status).toBe(4);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toMatch(/supervisor password is not right; nothing was printed/);

    const right = await runAcs([...base, '--password-stdin'], env, `${SUPERVISOR_PASSWORD}\n`);
    expect(right.status, right.stderr).toBe(0);
    expect(right.stdout).toContain('"tokenData":"40021877"');

    const exported = await runAcs(
      ['export', '--customer', 'NWF-0001', ...RANGE, '--unmasked', '--password-stdin'],
      env,
      `${SUPERVISOR_PASSWORD}\n`,
    );
    expect(exported.status, exported.stderr).toBe(0);
    const mine = csvRows(exported.stdout).find((row) => row.eventId === String(card.eventId))!;
    expect([mine.tokenData, mine.tokenDescription, mine.installerCode]).toEqual([
      '40021877',
      'Card 40021877',
      'INST-4821',
    ]);
    expect(exported.stdout).not.toContain(HOSTILE_EVENT_FIELD.value);
  });

  it('--password-stdin without --unmasked is bad usage', async () => {
    const run = await runAcs(['events', '--customer', 'NWF-0001', '--password-stdin'], env, 'x\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--password-stdin goes with --unmasked/);
  });
});
