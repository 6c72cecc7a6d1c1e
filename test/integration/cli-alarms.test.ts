// `acs-monitor alarms`: the shift report from the profile's cache, as a table with its summary
// under it, as CSV (the rows alone), the periods NOT MONITORING, and as a printable page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESCALATION, DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import type { AccessEvent, Customer } from '../../electron/core/api/types.js';
import { AlarmBook } from '../../electron/core/app/alarm-book.js';
import { runAcs } from '../support/cli.js';
import { openServiceCache } from '../../electron/core/worker/cache-preparation.js';

const BASE_URL = 'https://acs.example.com';
const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-03-10T22:00:00.000Z');
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'acs-cli-alarms-'));
  const cache = await openServiceCache(dataDir, BASE_URL);
  await cache.inventory.saveCustomer(
    CUSTOMER,
    { customerName: 'Harbour Offices', customerCode: 'HBR-0001', geographicTimezoneId: 'Europe/Oslo' } as Customer,
    T0,
  );
  const denied = {
    eventId: 41,
    eventType: 2,
    displayName: 'Access denied',
    priorityDescription: 'High',
    eventDate: new Date(T0).toISOString(),
    receivedDate: new Date(T0).toISOString(),
    customerGuid: CUSTOMER,
    doorGuid: '33333333-3333-4333-8333-333333333333',
    doorName: 'Front door',
    siteName: 'Harbour House',
    userGuid: '55555555-5555-4555-8555-555555555555',
    userFirstName: 'Ana',
    userLastName: 'Lima',
    tokenGuid: '66666666-6666-4666-8666-666666666666',
    tokenData: '0042',
    // A barred cardholder: HIGH at once under the default rules (a lone denial is LOW).
    userBarred: true,
  } as AccessEvent;
  await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [denied], nowMs: T0 });
  const book = new AlarmBook(cache, () => ({
    rules: DEFAULT_RULES,
    escalation: DEFAULT_ESCALATION,
    instructions: [],
    procedures: [],
    contacts: [],
  }));
  await book.consider(CUSTOMER, [denied], T0);
  const [alarm] = await book.live();
  await book.stepDone(alarm!.alarmId, 'Check the camera', 'guard', T0 + 30_000);
  await book.acknowledge([alarm!.alarmId], 'guard', 'On camera', T0 + 45_000);
  await book.close([alarm!.alarmId], 'supervisor', 'genuine', 'Police called', T0 + 600_000);
  // A door forced before the range began (17:00), still open: the night shift was handed it and handed it on.
  const forced: AccessEvent = {
    ...denied,
    eventId: 40,
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    eventDate: new Date(T0 - 5 * 3_600_000).toISOString(),
    receivedDate: new Date(T0 - 5 * 3_600_000).toISOString(),
    doorName: 'Loading bay',
  };
  await cache.storage.storeBatch({ customerGuid: CUSTOMER, events: [forced], nowMs: T0 - 5 * 3_600_000 });
  await book.consider(CUSTOMER, [forced], T0 - 5 * 3_600_000);
  // The monitor was blind for 4 min 12 s an hour after the denial; a guard acknowledged it with a note.
  await cache.monitoring.saveGap({
    fromMs: T0 + 3_600_000,
    toMs: T0 + 3_600_000 + 252_000,
    causes: ['No answer from the service for any watched customer: check the network'],
    acknowledgedAtMs: T0 + 3_600_000 + 30_000,
    acknowledgedBy: 'guard',
    note: 'Router restarted',
  });
  cache.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('acs-monitor alarms', () => {
  const env = (): NodeJS.ProcessEnv => ({ ACS_BASE_URL: BASE_URL, ACS_DATA_DIR: dataDir, ACS_SECRET_STORE: 'memory' });
  const range = ['--from', '2026-03-10T18:00:00.000Z', '--to', '2026-03-11T06:00:00.000Z'];

  it('prints who acknowledged and closed each alarm, how fast, with the notes', async () => {
    const run = await runAcs(['alarms', ...range], env());
    expect(run.status).toBe(0);
    const [header, row] = run.stdout.trim().split('\n');
    expect(header).toMatch(/^RAISED \(UTC\)\s+PRIORITY\s+ALARM/);
    expect(row).toMatch(
      /high\s+Access denied: Ana Lima\s+Harbour Offices \(HBR-0001\)\s+Harbour House\s+Front door\s+closed\s+1\s+guard\s+45\s+supervisor\s+genuine\s+On camera \/ Police called/,
    );
  });

  it('prints the summary at handover under the alarms: per priority, outcomes, what was handed on, when it was blind', async () => {
    const run = await runAcs(['alarms', ...range], env());
    expect(run.status).toBe(0);
    const summary = run.stdout.slice(run.stdout.indexOf('\nSUMMARY') + 1).split('\n');
    expect(summary[0]).toBe('SUMMARY at handover, 2026-03-11T06:00:00.000Z');
    expect(summary[1]).toMatch(/^PRIORITY\s+RAISED\s+ACKNOWLEDGED\s+MEDIAN TO ACKNOWLEDGE\s+LONGEST$/);
    expect(summary).toContainEqual(expect.stringMatching(/^critical\s+0\s+0\s+-\s+-$/));
    expect(summary).toContainEqual(expect.stringMatching(/^high\s+1\s+1\s+45 s\s+45 s$/));
    expect(summary).toContainEqual(expect.stringMatching(/^all\s+1\s+1\s+45 s\s+45 s$/));
    expect(summary).toContain('Closed by handover: 1 (1 genuine, 0 false alarm, 0 test, 0 other)');
    expect(summary).toContain('Still open at handover: 1 (1 not acknowledged)');
    expect(summary).toContainEqual(
      expect.stringMatching(
        /^critical\s+2026-03-10T17:00:00\.000Z \(before the range\)\s+Door forced open: Ana Lima\s+Harbour Offices \(HBR-0001\)\s+Harbour House\s+Loading bay\s+open\s+13 h$/,
      ),
    );
    expect(summary).toContain('NOT MONITORING: 1 period, 4 min 12 s of this range');
    expect(summary).toContain(
      '  2026-03-10T23:00:00.000Z to 2026-03-10T23:04:12.000Z (4 min 12 s): No answer from the service for any watched customer: check the network',
    );
    expect(summary).toContain('    acknowledged by guard at 2026-03-10T23:00:30.000Z: "Router restarted"');
  });

  it('lists the periods NOT MONITORING with --not-monitoring, a table or CSV; the alarms CSV stays the rows alone', async () => {
    const table = await runAcs(['alarms', ...range, '--not-monitoring'], env());
    expect(table.status).toBe(0);
    expect(table.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^FROM \(UTC\)\s+TO \(UTC\)\s+HOW LONG\s+WHY\s+ACKNOWLEDGED BY\s+NOTE$/),
      expect.stringMatching(
        /^2026-03-10T23:00:00\.000Z\s+2026-03-10T23:04:12\.000Z\s+4 min 12 s\s+No answer from .*network\s+guard\s+Router restarted$/,
      ),
    ]);
    const csv = await runAcs(['alarms', ...range, '--not-monitoring', '--csv'], env());
    expect(csv.stdout).toBe(
      'from,to,seconds,why,acknowledgedBy,acknowledgedAt,note\r\n' +
        '2026-03-10T23:00:00.000Z,2026-03-10T23:04:12.000Z,252,No answer from the service for any watched customer: check the network,guard,2026-03-10T23:00:30.000Z,Router restarted\r\n',
    );
    const rows = await runAcs(['alarms', ...range, '--csv'], env());
    expect(rows.stdout.trim().split('\r\n')).toHaveLength(2);
    expect(rows.stdout).not.toMatch(/SUMMARY|NOT MONITORING|Router restarted/);
    const both = await runAcs(['alarms', ...range, '--not-monitoring', '--per-hour'], env());
    expect(both.status).toBe(2);
  });

  it('prints CSV with --csv, and nothing outside the range', async () => {
    const run = await runAcs(['alarms', ...range, '--csv'], env());
    expect(run.stdout.split('\r\n')[1]).toMatch(
      /,guard,2026-03-10T22:00:45\.000Z,45,On camera,supervisor,.*,genuine,Police called,Harbour Offices,HBR-0001,Harbour House,genuine,,"Check the camera \(guard, 2026-03-10T22:00:30\.000Z\)"$/,
    );
    const before = await runAcs(
      ['alarms', '--from', '2026-03-09T00:00:00.000Z', '--to', '2026-03-09T12:00:00.000Z', '--csv'],
      env(),
    );
    expect(before.stdout.trim().split('\r\n')).toHaveLength(1);
  });

  it('prints the events and alarms raised per hour with --per-hour (table and CSV)', async () => {
    const table = await runAcs(['alarms', ...range, '--per-hour'], env());
    expect(table.status).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^HOUR FROM \(UTC\)\s+EVENTS\s+ALARMS RAISED$/);
    expect(lines).toHaveLength(1 + 13);
    expect(lines).toContainEqual(expect.stringMatching(/^2026-03-10T22:00:00\.000Z\s+1\s+1$/));
    const csv = await runAcs(['alarms', ...range, '--per-hour', '--csv'], env());
    expect(csv.stdout.split('\r\n')).toContain('2026-03-10T21:00:00.000Z,0,0');
  });

  it('writes one printable HTML page with --html --out FILE; --html with --csv is refused', async () => {
    const out = join(dataDir, 'shift.html');
    const run = await runAcs(['alarms', ...range, '--html', '--time-zone', 'UTC', '--out', out], env());
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<td>guard, 2026-03-10 22:00</td><td>45 s</td><td>On camera</td>');
    expect(html).toContain('<td>supervisor, 2026-03-10 22:10</td><td>Genuine</td><td>Police called</td>');
    expect(html).toContain('<h2>Summary at handover, 2026-03-11 06:00</h2>');
    expect(html).toContain('<h3 class="blind">NOT MONITORING: 1 period, 4 min 12 s of this range</h3>');
    const refused = await runAcs(['alarms', ...range, '--html', '--csv'], env());
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--html is the whole report already');
  });

  it("writes the --html page on this computer's clock, or on --time-zone's; the CSV stays in UTC", async () => {
    const here = await runAcs(['alarms', ...range, '--html'], env());
    expect(here.stdout).toContain(`times in ${Intl.DateTimeFormat().resolvedOptions().timeZone} (`);
    const sydney = await runAcs(['alarms', ...range, '--html', '--time-zone', 'Australia/Sydney'], env());
    expect(sydney.status).toBe(0);
    // 22:00 UTC on 10 March is 09:00 on the 11th in Sydney (AEDT).
    expect(sydney.stdout).toContain('2026-03-11 05:00 to 2026-03-11 17:00, times in Australia/Sydney (AEDT).');
    expect(sydney.stdout).toContain('<td>guard, 2026-03-11 09:00</td><td>45 s</td><td>On camera</td>');
    const csv = await runAcs(['alarms', ...range, '--csv'], env());
    expect(csv.stdout).toContain(',2026-03-10T22:00:00.000Z,');
  });

  it('refuses --time-zone with an unknown zone, or without --html, before reading anything', async () => {
    const unknown = await runAcs(['alarms', ...range, '--html', '--time-zone', 'Mars/Olympus_Mons'], env());
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('--time-zone "Mars/Olympus_Mons" is not a time zone this computer knows');
    const csv = await runAcs(['alarms', ...range, '--csv', '--time-zone', 'Australia/Sydney'], env());
    expect(csv.status).toBe(2);
    expect(csv.stderr).toContain('--time-zone sets the clock of the --html page: give it with --html');
  });
});
