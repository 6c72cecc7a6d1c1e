import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import {
  CSV_COLUMNS,
  CSV_HEADER_LINE,
  createRowFormatter,
  csvHeader,
  csvTextCell,
  SPREADSHEET_COLUMNS,
  type CsvEventRow,
} from '../../electron/core/export/csv-format.js';

function eventRow(overrides: Partial<CsvEventRow> = {}): CsvEventRow {
  const values = EVENT_FIELDS.map((field) => {
    if (field.type === 'integer') return [field.name, 7];
    return [field.name, field.type === 'boolean' ? false : `${field.name} text`];
  });
  return {
    ...Object.fromEntries(values),
    eventDate: '2024-03-31T01:00:00.000Z',
    receivedDate: '2024-03-31T00:59:59.999Z',
    ...overrides,
  } as CsvEventRow;
}

function parseCsv(csv: string): string[][] {
  return parse(csv, { record_delimiter: '\r\n' });
}

/** The row's cells read back by a real CSV parser, by column name. */
/** The row's cells by column; card numbers whole unless `masked` (the quoting is checked on whole values). */
function roundTrip(row: CsvEventRow, timezone = 'Europe/London', masked = false): Record<string, string> {
  const [header, cells, ...rest] = parseCsv(CSV_HEADER_LINE + createRowFormatter(timezone, 'strict', !masked)(row));
  expect(rest).toEqual([]);
  expect(cells).toHaveLength(header!.length);
  return Object.fromEntries(header!.map((name, i) => [name, cells![i]!]));
}

describe('card numbers and installer codes (issue 22)', () => {
  const row = eventRow({
    tokenData: '40021877',
    tokenDescription: 'Card 40021877 (blue)',
    installerCode: 'INST-4821',
    displayName: 'Access granted',
  });

  it('are masked by default, the number within the description too, every other cell as it was', () => {
    const masked = roundTrip(row, 'UTC', true);
    expect(masked.tokenData).toBe('****1877');
    expect(masked.tokenDescription).toBe('Card ****1877 (blue)');
    expect(masked.installerCode).toBe('****4821');
    expect(masked.displayName).toBe('Access granted');
    const line = createRowFormatter('UTC')(row);
    expect(line).not.toContain('40021877');
    expect(line).not.toContain('INST-4821');
  });

  it('are whole where a supervisor asked (export --unmasked)', () => {
    const whole = roundTrip(row, 'UTC');
    expect(whole.tokenData).toBe('40021877');
    expect(whole.tokenDescription).toBe('Card 40021877 (blue)');
    expect(whole.installerCode).toBe('INST-4821');
  });

  it('a number in groups within the description and a 6-digit installer code show no more than half (issue 32, low 11)', () => {
    const grouped = eventRow({ tokenData: '40021877', tokenDescription: 'Card 4002 1877', installerCode: '482193' });
    const masked = roundTrip(grouped, 'UTC', true);
    expect(masked.tokenDescription).toBe('Card ****1877');
    expect(masked.installerCode).toBe('****193');
  });

  it('a row given as its values is masked the same', () => {
    const values = EVENT_FIELDS.map((field) => (row as Record<string, unknown>)[field.name] ?? null);
    expect(createRowFormatter('UTC')(values)).toBe(createRowFormatter('UTC')(row));
  });
});

describe('CSV header', () => {
  it('is every Event field in spec order, then the local times and the zone', () => {
    const fields = [
      'eventId',
      'displayName',
      'priorityDescription',
      'eventType',
      'eventDate',
      'receivedDate',
      'customerGuid',
      'customerName',
      'customerId',
      'siteGuid',
      'siteName',
      'siteCode',
      'siteId',
      'siteDeleted',
      'deviceGuid',
      'deviceSerialNumber',
      'deviceName',
      'deviceId',
      'deviceDeleted',
      'doorGuid',
      'doorName',
      'doorId',
      'doorDeleted',
      'localDoorId',
      'tokenGuid',
      'tokenData',
      'tokenDescription',
      'tokenLost',
      'tokenId',
      'tokenType',
      'tokenIfType',
      'userGuid',
      'userFirstName',
      'userLastName',
      'userBarred',
      'userDeleted',
      'userId',
      'timezoneDescription',
      'tz',
      'installerCode',
    ];
    expect(CSV_COLUMNS).toEqual([...fields, 'eventDateLocal', 'receivedDateLocal', 'timezone']);
    expect(CSV_HEADER_LINE).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('createRowFormatter', () => {
  it('writes one CRLF-ended line with a cell per column', () => {
    const line = createRowFormatter('Europe/London')(eventRow());
    expect(line.endsWith('\r\n')).toBe(true);
    expect(line.slice(0, -2)).not.toMatch(/[\r\n]/);
    expect(line.split(',')).toHaveLength(CSV_COLUMNS.length);
  });

  it('adds the local times and the zone name', () => {
    const cells = roundTrip(eventRow());
    expect(cells.eventDate).toBe('2024-03-31T01:00:00.000Z');
    expect(cells.eventDateLocal).toBe('2024-03-31T02:00:00.000+01:00');
    expect(cells.receivedDateLocal).toBe('2024-03-31T00:59:59.999+00:00');
    expect(cells.timezone).toBe('Europe/London');
  });

  it('writes numbers plain, negative ones unchanged, and booleans as true/false', () => {
    const line = createRowFormatter('UTC')(
      eventRow({ eventId: 123456789, tz: -60, userBarred: true, tokenLost: false }),
    );
    const cells = line.slice(0, -2).split(',');
    const at = (name: string): string | undefined => cells[CSV_COLUMNS.indexOf(name)];
    expect([at('eventId'), at('tz'), at('userBarred'), at('tokenLost')]).toEqual(['123456789', '-60', 'true', 'false']);
  });

  it('writes null as an empty cell and the empty string as ""', () => {
    const line = createRowFormatter('UTC')(
      eventRow({ userId: null, userFirstName: null, userLastName: '', tokenId: null }),
    );
    const cells = line.slice(0, -2).split(',');
    const at = (name: string): string | undefined => cells[CSV_COLUMNS.indexOf(name)];
    expect([at('userId'), at('userFirstName'), at('userLastName'), at('tokenId')]).toEqual(['', '', '""', '']);
  });

  it('leaves the local-time cells empty for a missing or invalid date', () => {
    const cells = roundTrip(eventRow({ eventDate: null, receivedDate: 'yesterday' }));
    expect([cells.eventDate, cells.eventDateLocal, cells.receivedDateLocal]).toEqual(['', '', '']);
  });

  it('makes formula-like text inert and round-trips it', () => {
    const formulas = [
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tx',
      '\rx',
      '\nx',
      '=HYPERLINK("http://x","y")',
      '＝1+1',
      '＠SUM(A1)',
      '\u0000=1',
    ];
    // GUID and date fields are checked against their format on arrival; every free-text field is guarded here.
    const textFields = EVENT_FIELDS.filter((field) => field.type === 'string' && !field.formatted);
    expect(textFields.length).toBeGreaterThan(10);
    const overrides = Object.fromEntries(textFields.map((field, i) => [field.name, formulas[i % formulas.length]]));
    const cells = roundTrip(eventRow(overrides));
    textFields.forEach((field, i) => expect(cells[field.name]).toBe(`'${formulas[i % formulas.length]}`));
  });

  it('quotes commas, quotes, line breaks and edge spaces so that they round-trip', () => {
    const texts = ['a,b', 'say "hi"', 'two\r\nlines', 'one\nline', 'cr\ronly', ' leading', 'trailing ', '"', ',', ' '];
    const textFields = EVENT_FIELDS.filter((field) => field.type === 'string' && !field.formatted);
    const overrides = Object.fromEntries(textFields.map((field, i) => [field.name, texts[i % texts.length]]));
    const cells = roundTrip(eventRow(overrides));
    textFields.forEach((field, i) => expect(cells[field.name]).toBe(texts[i % texts.length]));
  });

  it('passes non-ASCII text through unchanged', () => {
    const cells = roundTrip(
      eventRow({ userFirstName: 'Zoë', userLastName: 'Ångström', siteName: '東京', doorName: 'Tür 🚪' }),
      'Asia/Tokyo',
    );
    expect([cells.userFirstName, cells.userLastName, cells.siteName, cells.doorName]).toEqual([
      'Zoë',
      'Ångström',
      '東京',
      'Tür 🚪',
    ]);
    expect(cells.eventDateLocal).toBe('2024-03-31T10:00:00.000+09:00');
  });

  it('formats a row given as its values in field order like the same row as an object', () => {
    const row = eventRow({ displayName: '=x, "y"', tz: -60, userId: null });
    const values = EVENT_FIELDS.map((field) => row[field.name]);
    const format = createRowFormatter('America/New_York');
    expect(format(values)).toBe(format(row));
  });

  it('writes SQLite 1 and 0 in boolean fields as true and false', () => {
    const booleans = EVENT_FIELDS.filter((field) => field.type === 'boolean').map((field) => field.name);
    const row = eventRow(Object.fromEntries(booleans.map((name, i) => [name, i % 2 === 0])));
    const sqliteValues = EVENT_FIELDS.map((field) => {
      const value = row[field.name];
      return typeof value === 'boolean' ? Number(value) : value;
    });
    const format = createRowFormatter('Europe/London');
    expect(format(sqliteValues)).toBe(format(row));
    expect(format(row)).toContain(',true,');
    expect(format(row)).toContain(',false,');
  });

  it('refuses an unknown time zone when created', () => {
    expect(() => createRowFormatter('Mars/Olympus')).toThrow('unknown time zone "Mars/Olympus"');
  });
});

describe('csvTextCell', () => {
  it('prefixes formula starts before quoting', () => {
    expect(csvTextCell('=1+1')).toBe("'=1+1");
    expect(csvTextCell('-2,3')).toBe(`"'-2,3"`);
    expect(csvTextCell('\rx')).toBe(`"'\rx"`);
    expect(csvTextCell('a "b"')).toBe('"a ""b"""');
    expect(csvTextCell('plain text')).toBe('plain text');
    expect(csvTextCell('1-2')).toBe('1-2');
  });

  it.each(['＝1+1', '＋SUM(A1)', '－2+3', '＠cmd', '\u0000=1+1'])(
    'makes the full-width formula start or leading NUL of %j inert',
    (text) => {
      expect(csvTextCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other full-width and non-ASCII starts alone', () => {
    for (const text of ['Ｄoor', '東京 gate', 'Ωmega', 'a\u0000b']) expect(csvTextCell(text)).toBe(text);
  });
});

describe('the spreadsheet flavour', () => {
  function spreadsheetCells(row: CsvEventRow, timezone = 'Europe/London'): Record<string, string> {
    const text = csvHeader('spreadsheet') + createRowFormatter(timezone, 'spreadsheet')(row);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, cells, ...rest] = parseCsv(text.slice(1));
    expect(rest).toEqual([]);
    expect(header).toEqual(SPREADSHEET_COLUMNS);
    expect(cells).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, cells![i]!]));
  }

  it('starts with a byte order mark and the strict columns, then utcOffset', () => {
    expect(csvHeader('spreadsheet')).toBe(`\uFEFF${CSV_HEADER_LINE.slice(0, -2)},utcOffset\r\n`);
    expect(csvHeader('strict')).toBe(CSV_HEADER_LINE);
  });

  it('writes local dates as YYYY-MM-DD HH:MM:SS, each with its own offset across a change of clocks', () => {
    const cells = spreadsheetCells(eventRow());
    expect(cells.eventDate).toBe('2024-03-31T01:00:00.000Z');
    expect(cells.eventDateLocal).toBe('2024-03-31 02:00:00');
    expect(cells.receivedDateLocal).toBe('2024-03-31 00:59:59');
    expect(cells.timezone).toBe('Europe/London');
    expect(cells.utcOffset).toBe('UTC+01:00');
  });

  it('writes an offset west of UTC, and of half hours, as text no spreadsheet reads as a formula', () => {
    expect(spreadsheetCells(eventRow(), 'America/St_Johns').utcOffset).toBe('UTC-02:30');
    expect(spreadsheetCells(eventRow(), 'UTC').utcOffset).toBe('UTC+00:00');
  });

  it('leaves the date cells and the offset empty for a missing date', () => {
    const cells = spreadsheetCells(eventRow({ eventDate: null, receivedDate: 'yesterday' }));
    expect([cells.eventDateLocal, cells.receivedDateLocal, cells.utcOffset]).toEqual(['', '', '']);
  });

  it('keeps every other cell as the strict flavour writes it, formula starts inert', () => {
    const row = eventRow({ userFirstName: '=HYPERLINK("http://x")', userLastName: 'Müller', tz: -60 });
    const strict = roundTrip(row, 'Europe/London', true);
    const spreadsheet = spreadsheetCells(row);
    for (const name of CSV_COLUMNS.filter((column) => !column.endsWith('Local'))) {
      expect(spreadsheet[name], name).toBe(strict[name]);
    }
    expect(spreadsheet.userFirstName).toBe(`'=HYPERLINK("http://x")`);
  });

  it("with ';' between cells ('spreadsheet-semicolon'): the same cells, a ';' or ',' inside a cell quoted", () => {
    const row = eventRow({ doorName: 'Door A;=2+5', userLastName: 'Müller, Hans', tz: -60 });
    const comma = spreadsheetCells(row);
    const text = csvHeader('spreadsheet-semicolon') + createRowFormatter('Europe/London', 'spreadsheet-semicolon')(row);
    expect(text.startsWith(`\uFEFF${SPREADSHEET_COLUMNS.join(';')}\r\n`)).toBe(true);
    const records: string[][] = parse(text.slice(1), { delimiter: ';', record_delimiter: '\r\n' });
    const [header, cells, ...rest] = records;
    expect(rest).toEqual([]);
    expect(header).toEqual(SPREADSHEET_COLUMNS);
    expect(Object.fromEntries(header!.map((name, i) => [name, cells![i]!]))).toEqual(comma);
    expect(comma.doorName).toBe("Door A;'=2+5");
    expect(comma.userLastName).toBe('Müller, Hans');
  });
});
