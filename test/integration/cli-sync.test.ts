// `acs-monitor sync`, `events` and `export` as processes against the demo service: a sync killed
// with SIGKILL and restarted again and again loses no event and duplicates none; exports are
// complete, correct across a daylight-saving change, and refuse bad ranges before any request.
import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownEvent } from '../../electron/core/api/shown-event.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';
import { CLI_BUILT, runAcsProcess, startAcs } from '../support/acs-process.js';
import { rowsNow } from '../support/cache-rows.js';
import { openAllInCalc, type CalcImport, type SheetCell } from '../support/libreoffice.js';
import { openServiceCache } from '../../electron/core/worker/cache-preparation.js';
import { registerApplication } from '../support/demo-app.js';

let demo: DemoService;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let customerGuid: string;

beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'acs-sync-'));
  const applicationToken = await registerApplication(demo, 'sync tests');
  env = {
    PATH: process.env.PATH,
    HOME: dataDir,
    ACS_BASE_URL: demo.baseUrl,
    ACS_DATA_DIR: join(dataDir, 'profile'),
    ACS_SECRET_STORE: 'memory',
    ACS_APP_TOKEN: applicationToken,
    ACS_USERNAME: 'guard',
    ACS_PASSWORD: 'guard-demo',
  };
  customerGuid = demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An event at 12:34:56.789Z on the day, of a cardholder named "=1+2 Müller". */
function addMarkedEvent(customerGuid: string, day: string): AccessEvent {
  const event = demo.makeEvent(customerGuid, {
    eventDate: `${day}T12:34:56.789Z`,
    receivedDate: `${day}T12:34:57.001Z`,
    userFirstName: '=1+2',
    userLastName: 'Müller',
  });
  demo.addEvents([event]);
  return event;
}

function visibleServiceEvents(fromMs: number): AccessEvent[] {
  const now = Date.now();
  return demo.data
    .events(customerGuid)
    .filter((event) => Date.parse(event.eventDate) >= fromMs && Date.parse(event.receivedDate) <= now);
}

function newEvents(count: number): AccessEvent[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) =>
    demo.makeEvent(customerGuid, {
      // Some late (eventDate minutes back), some sharing one millisecond.
      eventDate: new Date(index % 3 === 0 ? now - 10 * 60_000 : now - (index % 5)).toISOString(),
      receivedDate: new Date(now).toISOString(),
    }),
  );
}

describe.skipIf(!CLI_BUILT)('acs-monitor sync (needs npm run build:node)', () => {
  it('loses and duplicates nothing across repeated SIGKILLs, faults and an ended session', async () => {
    const started = Date.now();
    for (let round = 0; round < 5; round += 1) {
      demo.addEvents(newEvents(40));
      if (round === 2) demo.faults.add({ kind: 'status', status: 503, retryAfterSeconds: 1, path: '/event', times: 2 });
      if (round === 3) demo.expireSessions();
      const sync = startAcs(['sync', '--customer', customerGuid, '--interval', '1'], env);
      // Killed at a different moment each round: before, during or after storing.
      let lines = 0;
      await sync.stderrLine(() => (lines += 1) > round % 3);
      sync.child.kill('SIGKILL');
      expect((await sync.finished).signal).toBe('SIGKILL');
    }
    demo.faults.clear();
    demo.addEvents(newEvents(40));
    const last = startAcs(['sync', '--customer', customerGuid, '--interval', '1'], env);
    const checkpoint = Date.now();
    await last.stderrLine((line) => line.includes(' live, ') && Date.now() > checkpoint);
    last.child.kill('SIGTERM');
    expect((await last.finished).status).toBe(0);

    const cache = await openServiceCache(env.ACS_DATA_DIR!, demo.baseUrl);
    try {
      const fromMs = started - 23 * 3600_000;
      const expected = visibleServiceEvents(fromMs);
      const cached = rowsNow(cache).events.query({ customerGuids: [customerGuid], fromMs });
      expect(cached.length).toBe(expected.length);
      expect(new Set(cached.map((event) => event.eventId)).size).toBe(cached.length);
      expect(cached).toEqual(expected);
    } finally {
      cache.close();
    }
  });

  it('events: from the cache, ordered by eventDate then eventId; --json keeps every field and JSON type', async () => {
    const from = new Date(Date.now() - 2 * 3600_000).toISOString();
    const run = await runAcsProcess(['events', '--customer', customerGuid, '--from', from, '--json'], env);
    expect(run.status, run.stderr).toBe(0);
    const printed = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AccessEvent);
    // Card numbers and installer codes masked (issue 22); --unmasked gives the service's copy exactly.
    expect(printed).toEqual(visibleServiceEvents(Date.parse(from)).map((event) => shownEvent(event)));
    const whole = await runAcsProcess(
      ['events', '--customer', customerGuid, '--from', from, '--json', '--unmasked'],
      env,
    );
    expect(
      whole.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as AccessEvent),
    ).toEqual(visibleServiceEvents(Date.parse(from)));
    const denied = await runAcsProcess(['events', '--customer', customerGuid, '--from', from, '--type', '2'], env);
    expect(denied.stdout.split('\n')[0]).toMatch(/^EVENT DATE \(UTC\)/);
    expect(denied.stdout).toMatch(/DENIED/);
    expect(denied.stdout).not.toMatch(/ granted /);
  });

  it('events --search: by full name over the cache, refusing text with nothing to look for', async () => {
    const from = new Date(Date.now() - 2 * 3600_000).toISOString();
    const visible = visibleServiceEvents(Date.parse(from));
    const person = visible.find((event) => event.userFirstName && event.userLastName)!;
    const fullName = `${person.userFirstName} ${person.userLastName}`;
    const run = await runAcsProcess(
      ['events', '--customer', customerGuid, '--from', from, '--search', fullName, '--json'],
      env,
    );
    expect(run.status, run.stderr).toBe(0);
    const printed = run.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as AccessEvent).eventId);
    const named = visible.filter((event) => `${event.userFirstName} ${event.userLastName}` === fullName);
    expect(printed).toEqual(named.map((event) => event.eventId));
    const refused = await runAcsProcess(['events', '--customer', customerGuid, '--search', '!!'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--search "!!" has no letters or digits to look for/);
  });
});

describe.skipIf(!CLI_BUILT)('acs-monitor sync --budget (needs npm run build:node)', () => {
  it.each([
    [['--budget', 'ten'], {}, /--budget must be a whole number of requests a minute, not "ten"/],
    [[], { ACS_REQUEST_BUDGET: '2' }, /ACS_REQUEST_BUDGET must be between 6 and 60000 requests a minute, not 2/],
    [['--retention-days', '0'], {}, /--retention-days must be a whole number of days from 1 to 3650, not "0"/],
    [[], { ACS_RETENTION_DAYS: 'a month' }, /ACS_RETENTION_DAYS must be a whole number of days .*, not "a month"/],
  ])('refuses a malformed budget or retention %j before any request (exit 2)', async (args, extraEnv, message) => {
    demo.requests.length = 0;
    const run = await runAcsProcess(['sync', '--customer', customerGuid, ...args], { ...env, ...extraEnv });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(demo.requests).toHaveLength(0);
  });

  it('says the budget it keeps to, and ends with what the sync cost', async () => {
    const run = await runAcsProcess(['sync', '--customer', customerGuid, '--budget', '90', '--for', '3'], env);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('acs-monitor: warning'));
    expect(lines[0]).toMatch(/sync: 1 customers within 90 requests a minute \(flag\)/);
    expect(lines.some((line) => line.includes(customerGuid) && /requests\/min, [\d,]+ downloaded for/.test(line))).toBe(
      true,
    );
    expect(lines.at(-1)).toMatch(/total: 1 customers, [\d.]+ requests\/min, .* budget 90\/min/);
  });

  it('keeps the days --retention-days says (over ACS_RETENTION_DAYS): an older cached event is pruned', async () => {
    const cache = await openServiceCache(env.ACS_DATA_DIR!, env.ACS_BASE_URL!);
    const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString();
    const [older, newer] = [5, 3].map((days) =>
      demo.makeEvent(customerGuid, { eventDate: daysAgo(days), receivedDate: daysAgo(days) }),
    );
    await cache.storage.storeBatch({ customerGuid: customerGuid, events: [older!, newer!], nowMs: Date.now() });
    cache.close();
    const run = await runAcsProcess(['sync', '--customer', customerGuid, '--retention-days', '4', '--for', '2'], {
      ...env,
      ACS_RETENTION_DAYS: '2',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/the cache keeps 4 days/);
    const after = await openServiceCache(env.ACS_DATA_DIR!, env.ACS_BASE_URL!);
    expect(await after.storage.event(older!.eventId)).toBeUndefined();
    expect((await after.storage.event(newer!.eventId))?.eventId).toBe(newer!.eventId);
    after.close();
  });
});

describe.skipIf(!CLI_BUILT)('acs-monitor export (needs npm run build:node)', () => {
  it('exports a range longer than a day across a daylight-saving change, fetching what the cache lacks', async () => {
    // Europe/London moves from +00:00 to +01:00 at 2026-03-29T01:00:00Z.
    const london = demo.data.customers.find((customer) => customer.customer.geographicTimezoneId === 'Europe/London')!;
    const from = new Date('2026-03-28T00:00:00.000Z');
    const to = new Date('2026-03-30T12:00:00.000Z');
    demo.generateEvents({ customerGuid: london.customerGuid, count: 3000, from, to });
    const onTheChange = [Date.parse('2026-03-29T00:59:59.999Z'), Date.parse('2026-03-29T01:00:00.000Z')].map((ms) =>
      demo.makeEvent(london.customerGuid, {
        eventDate: new Date(ms).toISOString(),
        receivedDate: new Date(ms + 1000).toISOString(),
        userFirstName: '=HYPERLINK("http://x")',
        userLastName: 'Zoë Ångström',
      }),
    );
    demo.addEvents(onTheChange);
    demo.requests.length = 0;
    const file = join(dataDir, 'dst.csv');
    const run = await runAcsProcess(
      [
        'export',
        '--customer',
        london.customerGuid,
        '--from',
        from.toISOString(),
        '--to',
        to.toISOString(),
        '--out',
        file,
      ],
      env,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/fetched 3 of 3 pieces/);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    const eventRequests = demo.requests.filter((request) => request.path.endsWith('/event'));
    expect(eventRequests).toHaveLength(3);

    const rows = parse<Record<string, string>>(readFileSync(file, 'utf8'), { columns: true });
    const expected = demo.data
      .events(london.customerGuid)
      .filter((event) => Date.parse(event.eventDate) >= from.getTime() && Date.parse(event.eventDate) <= to.getTime());
    expect(rows.map((row) => Number(row.eventId))).toEqual(expected.map((event) => event.eventId));
    const before = rows.find((row) => row.eventId === String(onTheChange[0]!.eventId))!;
    const after = rows.find((row) => row.eventId === String(onTheChange[1]!.eventId))!;
    expect(before.eventDateLocal).toBe('2026-03-29T00:59:59.999+00:00');
    expect(after.eventDateLocal).toBe('2026-03-29T02:00:00.000+01:00');
    expect(after.timezone).toBe('Europe/London');
    expect(after.userFirstName).toBe(`'=HYPERLINK("http://x")`);
    expect(after.userLastName).toBe('Zoë Ångström');

    // The range is settled in the cache now: a second export asks the service for nothing.
    demo.requests.length = 0;
    const again = await runAcsProcess(
      ['export', '--customer', london.customerGuid, '--from', from.toISOString(), '--to', to.toISOString()],
      env,
    );
    expect(again.status).toBe(0);
    expect(demo.requests.filter((request) => request.path.endsWith('/event'))).toHaveLength(0);
    expect(again.stdout).toBe(readFileSync(file, 'utf8'));
  });

  it('--spreadsheet: a byte order mark, the strict columns then utcOffset, local dates a spreadsheet reads as dates', async () => {
    const london = demo.data.customers.find((customer) => customer.customer.geographicTimezoneId === 'Europe/London')!;
    const range = ['--from', '2026-07-01T00:00:00Z', '--to', '2026-07-02T00:00:00Z'];
    demo.generateEvents({
      customerGuid: london.customerGuid,
      count: 50,
      from: new Date(range[1]!),
      to: new Date(range[3]!),
    });
    const marked = addMarkedEvent(london.customerGuid, '2026-07-01');
    const strictFile = join(dataDir, 'july.csv');
    const sheetFile = join(dataDir, 'july-sheet.csv');
    const base = ['export', '--customer', london.customerGuid, ...range];
    expect((await runAcsProcess([...base, '--out', strictFile], env)).status).toBe(0);
    const run = await runAcsProcess([...base, '--spreadsheet', '--out', sheetFile], env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/export: \d+ of \d+ events written/);

    const bytes = readFileSync(sheetFile);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const strict = parse<Record<string, string>>(readFileSync(strictFile, 'utf8'), { columns: true });
    const sheet = parse<Record<string, string>>(bytes.subarray(3).toString('utf8'), { columns: true });
    expect(Object.keys(sheet[0]!)).toEqual([...Object.keys(strict[0]!), 'utcOffset']);
    expect(sheet.map((row) => row.eventId)).toEqual(strict.map((row) => row.eventId));
    const row = sheet.find((one) => one.eventId === String(marked.eventId))!;
    expect([row.eventDateLocal, row.receivedDateLocal, row.timezone, row.utcOffset]).toEqual([
      '2026-07-01 13:34:56',
      '2026-07-01 13:34:57',
      'Europe/London',
      'UTC+01:00',
    ]);
    expect([row.userFirstName, row.userLastName, row.eventDate]).toEqual(["'=1+2", 'Müller', marked.eventDate]);
  });

  it('--spreadsheet: LibreOffice Calc reads "Müller", numbers and date-times right, in a German locale', async () => {
    const london = demo.data.customers.find((customer) => customer.customer.geographicTimezoneId === 'Europe/London')!;
    const marked = addMarkedEvent(london.customerGuid, '2026-08-01');
    const range = ['--from', '2026-08-01T00:00:00Z', '--to', '2026-08-02T00:00:00Z'];
    const files = { spreadsheet: join(dataDir, 'august-sheet.csv'), strict: join(dataDir, 'august.csv') };
    for (const [flavour, file] of Object.entries(files)) {
      const flag = flavour === 'spreadsheet' ? ['--spreadsheet'] : [];
      const run = await runAcsProcess(
        ['export', '--customer', london.customerGuid, ...range, ...flag, '--out', file],
        env,
      );
      expect(run.status, run.stderr).toBe(0);
    }
    const [sheet, strict] = (await openAllInCalc([files.spreadsheet, files.strict])).map((cells) =>
      calcRow(cells, marked.eventId),
    ) as [Record<string, SheetCell>, Record<string, SheetCell>];
    expect(sheet.userLastName).toEqual({ type: 'string', value: 'Müller', formula: '' });
    expect(sheet.userFirstName).toEqual({ type: 'string', value: "'=1+2", formula: '' });
    expect(sheet.eventId).toEqual({ type: 'float', value: String(marked.eventId), formula: '' });
    expect(sheet.eventDateLocal).toEqual({ type: 'date', value: '2026-08-01T13:34:56', formula: '' });
    expect(sheet.receivedDateLocal).toEqual({ type: 'date', value: '2026-08-01T13:34:57', formula: '' });
    expect(sheet.utcOffset).toEqual({ type: 'string', value: 'UTC+01:00', formula: '' });
    // The strict file, opened the same way, has its local times as text: why the flavour exists. (Calc guesses UTF-8
    // without the byte order mark too; Excel, which needs it, cannot run here.)
    expect(strict.eventDateLocal!.type).toBe('string');
  }, 180_000);

  it("--spreadsheet --delimiter ';': a German Calc splitting at ';' opens it in columns, and no file's hostile cell runs", async () => {
    const london = demo.data.customers.find((customer) => customer.customer.geographicTimezoneId === 'Europe/London')!;
    // Formula starts where the old quoting let them through: after a ';' inside a cell (a ';' locale splits a comma
    // file there, quotes or not), after a leading space or no-break space (Calc's "Trim spaces"), after a zero-width
    // space or a tab.
    const hostile = {
      doorName: 'Door A;=2+5;x',
      userFirstName: ' =4+4',
      userLastName: '\u00A0=5+5',
      siteName: 'Site;\u200B=6+6',
      deviceName: 'Panel\t=7+7',
    };
    const event = demo.makeEvent(london.customerGuid, {
      eventDate: '2026-09-01T12:34:56.789Z',
      receivedDate: '2026-09-01T12:34:57.001Z',
      ...hostile,
    });
    demo.addEvents([event]);
    const base = ['export', '--customer', london.customerGuid, '--from', '2026-09-01T00:00:00Z'];
    const files = {
      semicolon: [join(dataDir, 'sept-semicolon.csv'), '--spreadsheet', '--delimiter', ';'],
      spreadsheet: [join(dataDir, 'sept-sheet.csv'), '--spreadsheet'],
      strict: [join(dataDir, 'sept.csv')],
    };
    for (const [file, ...flags] of Object.values(files)) {
      const run = await runAcsProcess([...base, '--to', '2026-09-02T00:00:00Z', ...flags, '--out', file!], env);
      expect(run.status, run.stderr).toBe(0);
    }

    // Every file, opened in German (formulas evaluated, spaces trimmed) split at ';' alone (as Excel does in a German
    // locale) or at ',', ';' and tab at once: no cell anywhere holds a formula.
    const german: CalcImport = { separators: ';', language: 1031, trimSpaces: true };
    const names = Object.keys(files);
    const paths = Object.values(files).map(([file]) => file!);
    const opened = new Map<string, SheetCell[][][]>();
    for (const separators of [';', ',;\t'])
      opened.set(separators, await openAllInCalc(paths, { ...german, separators }));
    const formulas = [...opened].flatMap(([separators, sheets]) =>
      sheets.flatMap((sheet, i) =>
        sheet
          .flat()
          .filter((cell) => cell.formula !== '')
          .map((cell) => `${names[i]} split at ${JSON.stringify(separators)}: ${cell.formula}`),
      ),
    );
    expect(formulas).toEqual([]);

    // The ';' file opened as Excel opens it in a German locale (split at ';' alone, as above): in columns, the
    // hostile text shown as text.
    const sheet = opened.get(';')![paths.indexOf(files.semicolon[0]!)]!;
    expect(sheet[0]!.map((cell) => cell.value)).toContain('utcOffset');
    const row = calcRow(sheet, event.eventId);
    expect(Object.fromEntries(Object.keys(hostile).map((name) => [name, row[name]!.value]))).toEqual({
      doorName: "Door A;'=2+5;x",
      userFirstName: "' =4+4",
      userLastName: "'\u00A0=5+5",
      siteName: "Site;'\u200B=6+6",
      deviceName: "Panel\t'=7+7",
    });
    expect(row.eventDateLocal).toMatchObject({ type: 'date', value: '2026-09-01T13:34:56' });
    expect(row.eventId).toMatchObject({ type: 'float', value: String(event.eventId) });
  }, 300_000);

  it.each([
    [['--from', '2026-03-02T00:00:00Z', '--to', '2026-03-01T00:00:00Z'], /starts .* after it ends/],
    [['--from', 'last tuesday', '--to', '2026-03-01T00:00:00Z'], /from date "last tuesday"/],
    [['--from', '2026-03-01T00:00:00Z', '--to', '2026-02-30T00:00:00Z'], /not a real date/],
    [['--from', '2026-03-01T00:00:00Z', '--to', '2026-03-02T00:00:00Z', '--delimiter', ';'], /add --spreadsheet/],
    [
      ['--from', '2026-03-01T00:00:00Z', '--to', '2026-03-02T00:00:00Z', '--spreadsheet', '--delimiter', '|'],
      /--delimiter "\|" is not one the export writes; give ',' or ';'/,
    ],
  ])('a bad range or delimiter %j: exit 2, nothing fetched', async (range, message) => {
    demo.requests.length = 0;
    const run = await runAcsProcess(['export', '--customer', customerGuid, ...range], env);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(message);
    expect(demo.requests).toHaveLength(0);
  });
});

/** The sheet's row of one event (found by its eventId), cell by column name. */
function calcRow(sheet: SheetCell[][], eventId: number): Record<string, SheetCell> {
  const [header, ...rows] = sheet;
  const names = header!.map((cell) => cell.value);
  const row = rows.find((cells) => cells[names.indexOf('eventId')]?.value === String(eventId))!;
  expect(row, `the row of event ${eventId}`).toBeDefined();
  return Object.fromEntries(names.map((name, i) => [name, row[i]!]));
}
