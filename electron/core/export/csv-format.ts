// One CSV line per event, as docs/interfaces.md ("CSV export columns") fixes it: every Event field in spec order, then the
// dates in the customer's time zone and the zone's name; RFC 4180 cells, CRLF line ends; text that a spreadsheet would
// run as a formula is made inert. Hand-written rather than csv-stringify: on 1,000,000 rows of 43 columns it took
// 6.1-10.9 s against csv-stringify 6.9's 22-38 s on the same machine, and the export must stay within 2x sqlite3 -csv.
import { maskSecret, maskWithin } from '../api/card-mask.js';
import { EVENT_FIELD_NAMES, EVENT_FIELDS } from '../api/event-fields.js';
import { EVENT_FIELD_TREATMENT } from '../api/shown-event.js';
import type { AccessEvent } from '../api/types.js';
import { inertText, isPlainStart, type CsvDelimiter } from './csv-inert.js';
import { integerText } from './integer-text.js';
import { createLocalTimeFormatter } from './local-time.js';

export const CSV_COLUMNS: readonly string[] = [...EVENT_FIELD_NAMES, 'eventDateLocal', 'receivedDateLocal', 'timezone'];

/**
 * 'strict' is the format above; 'spreadsheet' (docs/interfaces.md, an addition) starts with a UTF-8 byte order mark
 * (without it Excel reads UTF-8 as its ANSI code page: "Müller" becomes "MÃ¼ller") and writes the local dates as
 * `YYYY-MM-DD HH:MM:SS`, which Excel and LibreOffice read as date-times in any locale, with the UTC offset (UTC+01:00) in a column
 * of its own after `timezone`. 'spreadsheet-semicolon' is the same with ';' between cells: what Excel in a locale
 * whose list separator is ';' (German, French…) opens in columns.
 */
export type CsvFlavour = 'strict' | 'spreadsheet' | 'spreadsheet-semicolon';

export const SPREADSHEET_COLUMNS: readonly string[] = [...CSV_COLUMNS, 'utcOffset'];

// Column names are plain identifiers: nothing to quote.
export const CSV_HEADER_LINE = `${CSV_COLUMNS.join(',')}\r\n`;

/** The character between cells in a flavour's file. */
export function csvDelimiter(flavour: CsvFlavour): CsvDelimiter {
  return flavour === 'spreadsheet-semicolon' ? ';' : ',';
}

function isSpreadsheet(flavour: CsvFlavour): boolean {
  return flavour !== 'strict';
}

/** The start of the file: the header line, after a byte order mark for a spreadsheet. */
export function csvHeader(flavour: CsvFlavour): string {
  return isSpreadsheet(flavour) ? `\uFEFF${SPREADSHEET_COLUMNS.join(csvDelimiter(flavour))}\r\n` : CSV_HEADER_LINE;
}

/** A row of the export: an Event whose fields may each be null (as the cache holds them). */
export type CsvEventRow = { [Field in keyof AccessEvent]: AccessEvent[Field] | null };

// Anything that may need quoting or making inert beyond the first character: the quick test for nearly every cell.
const MAY_NEED_WORK = /[",;\t\r\n]/;
const NEEDS_QUOTES: Record<CsvDelimiter, RegExp> = { ',': /[",\r\n]/, ';': /[",;\r\n]/ };

/**
 * A text cell. A ' goes before each formula start a spreadsheet could see (csv-inert.ts: at the start, after leading
 * white space or invisible characters, after a ';', tab or line break inside the cell, and in a semicolon file after
 * a ','); then the cell is quoted, inner quotes doubled, when it holds a quote, the delimiter (in a semicolon file a
 * comma too), CR or LF, or starts or ends with a space. The empty string is written "" so that it stays distinct
 * from null (an empty cell), as sqlite3 -csv does.
 */
export function csvTextCell(text: string, delimiter: CsvDelimiter = ','): string {
  const length = text.length;
  if (length === 0) return '""';
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(length - 1);
  // Measured: this compiled regular expression test is about twice as fast as a charCodeAt scan on typical cells.
  if (!MAY_NEED_WORK.test(text) && isPlainStart(first) && last !== 32) return text;
  const inert = inertText(text, delimiter);
  if (!NEEDS_QUOTES[delimiter].test(text) && first !== 32 && last !== 32) return inert;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** Numbers are written plain (never altered, even when negative), booleans true/false, null and undefined as empty. */
export function csvCell(value: unknown, delimiter: CsvDelimiter = ','): string {
  switch (typeof value) {
    case 'string':
      return csvTextCell(value, delimiter);
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return '';
    default:
      return value === null ? '' : csvTextCell(String(value), delimiter);
  }
}

/**
 * An event as an object, or as its values in EVENT_FIELD_NAMES order (better-sqlite3's raw() rows, which it reads
 * about 40% faster than objects).
 */
export type CsvRow = CsvEventRow | readonly unknown[];

// How each field's cell is written: one switch on a column's kind rather than a function per column, as a call site
// that reaches 40 different functions is not inlined (the formatting is a third of an export's work).
/** Text: csvTextCell. */
const TEXT = 0;
/**
 * GUIDs and dates passed the schema's format check on arrival (hex digits, dashes, digits, T, :, ., Z, +): nothing in
 * them needs quoting or neutralising, so they are written as they are.
 */
const FORMATTED = 1;
/** SQLite keeps booleans as 1 and 0: a boolean field writes those as true and false too. */
const BOOLEAN = 2;
/** Integers: written plain (integer-text.ts says why not by String). */
const OTHER = 3;
/** tokenData, masked. */
const CARD = 4;
/** installerCode (any other field shown-event.ts masks), masked. */
const SECRET = 5;
/** tokenDescription, with the card number within it masked. */
const CARD_WITHIN = 6;
type CellKind =
  typeof TEXT | typeof FORMATTED | typeof BOOLEAN | typeof OTHER | typeof CARD | typeof SECRET | typeof CARD_WITHIN;

const FIELD_NAMES = EVENT_FIELD_NAMES as readonly (keyof CsvEventRow)[];

/**
 * Each field's kind. Unless `wholeCards` (a supervisor's `export --unmasked`), the fields shown-event.ts masks are
 * masked here too, and the card number within tokenDescription: the file is mailed, printed and kept.
 */
function cellKinds(wholeCards: boolean): CellKind[] {
  return EVENT_FIELDS.map((field) => {
    if (!wholeCards && EVENT_FIELD_TREATMENT[field.name] === 'mask') return field.name === 'tokenData' ? CARD : SECRET;
    if (!wholeCards && field.name === 'tokenDescription') return CARD_WITHIN;
    if (field.type === 'boolean') return BOOLEAN;
    if (field.formatted) return FORMATTED;
    return field.type === 'string' ? TEXT : OTHER;
  });
}

/**
 * The line (with its CRLF) for one event, with local times in `timezone`; throws for an unknown zone name. Card
 * numbers and installer codes are masked unless `wholeCards`.
 */
export function createRowFormatter(
  timezone: string,
  flavour: CsvFlavour = 'strict',
  wholeCards = false,
): (row: CsvRow) => string {
  const tokenDataIndex = FIELD_NAMES.indexOf('tokenData');
  const localTime = createLocalTimeFormatter(timezone);
  const d = csvDelimiter(flavour);
  const zoneCell = csvTextCell(timezone, d);
  const dateCells = isSpreadsheet(flavour)
    ? (eventDate: unknown, receivedDate: unknown): string => {
        const local = localTime(eventDate);
        return `${spreadsheetDateTime(local)}${d}${spreadsheetDateTime(localTime(receivedDate))}${d}${zoneCell}${d}${utcOffset(local)}\r\n`;
      }
    : (eventDate: unknown, receivedDate: unknown): string =>
        `${localTime(eventDate)},${localTime(receivedDate)},${zoneCell}\r\n`;
  const kinds = cellKinds(wholeCards);
  const count = FIELD_NAMES.length;
  const eventDateIndex = FIELD_NAMES.indexOf('eventDate');
  const receivedDateIndex = FIELD_NAMES.indexOf('receivedDate');
  const cellsOf = (values: readonly unknown[]): string => {
    const tokenData = values[tokenDataIndex];
    // The card masked once for the row: its own cell and the description's both use it.
    const maskedCard = wholeCards ? tokenData : maskSecret(tokenData);
    let line = '';
    for (let i = 0; i < count; i++) {
      const value = values[i];
      let cell: string;
      if (value === null || value === undefined) cell = '';
      else {
        switch (kinds[i]) {
          case TEXT:
            cell = typeof value === 'string' ? csvTextCell(value, d) : csvCell(value, d);
            break;
          case FORMATTED:
            cell = typeof value === 'string' ? value : csvCell(value, d);
            break;
          case BOOLEAN:
            cell = value === 1 ? 'true' : value === 0 ? 'false' : csvCell(value, d);
            break;
          case CARD:
            cell = csvCell(maskedCard, d);
            break;
          case SECRET:
            cell = csvCell(maskSecret(value), d);
            break;
          case CARD_WITHIN:
            cell = csvCell(maskWithin(value, tokenData, maskedCard), d);
            break;
          default:
            cell = typeof value === 'number' ? integerText(value) : csvCell(value, d);
        }
      }
      line += cell + d;
    }
    return line;
  };
  return (row) => {
    if (isValues(row)) return cellsOf(row) + dateCells(row[eventDateIndex], row[receivedDateIndex]);
    return cellsOf(FIELD_NAMES.map((name) => row[name])) + dateCells(row.eventDate, row.receivedDate);
  };
}

// From local-time.ts's 2024-03-31T02:00:00.000+01:00 (or '' for no date). The seconds are kept whole: a fraction of
// a second turns the cell back into text in some spreadsheets, and the exact instant stays in eventDate.
function spreadsheetDateTime(isoLocal: string): string {
  return isoLocal === '' ? '' : `${isoLocal.slice(0, 10)} ${isoLocal.slice(11, 19)}`;
}

// The event date's offset as UTC+01:00: text to a spreadsheet (a bare +01:00 would read as a formula or a time).
function utcOffset(isoLocal: string): string {
  return isoLocal === '' ? '' : `UTC${isoLocal.slice(23)}`;
}

function isValues(row: CsvRow): row is readonly unknown[] {
  return Array.isArray(row);
}
