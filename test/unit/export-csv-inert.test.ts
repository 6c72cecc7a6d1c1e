// Hostile cells against the export's cell writer: wherever a spreadsheet could start a cell, in a comma locale or a
// semicolon one (German, French), after trimming white space and invisible characters, what it finds is not a formula.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvTextCell } from '../../electron/core/export/csv-format.js';

const HOSTILE = [
  'Door A;=2+5;x',
  '=1+2',
  ' =1+2',
  '\t=1+2',
  '\u00A0=1+2',
  '\u200B=1+2',
  '\u2060\uFEFF@SUM(A1)',
  '\u202E+1+2',
  '\u3000=1+2',
  '"=1+2',
  '﹦1+2',
  '﹢1+2',
  '﹣1+2',
  '﹫SUM(A1)',
  '＝1+2',
  'Door;+3+4',
  'Door; -5+6',
  'Door;\u00A0@SUM(A1)',
  'Door;\u200B=7+8',
  'Door;"=7+8',
  'Door;﹦7+8',
  'Door\t=HYPERLINK("http://x")',
  'Door\r\n=1+2',
  'Door\n-1+2',
  'a;b;=1;c',
  '=1;=2',
  'Smith, =cmd|" /C calc"!A0',
];

const FORMULA_START = /^[=+\-@\uFE62\uFE63\uFE66\uFE6B\uFF0B\uFF0D\uFF1D\uFF20]/u;
// What a spreadsheet may trim before looking at a cell: white space, control and format characters, quotes.
const TRIMMED = /^[\s\p{Cc}\p{Cf}"]+/u;

/** The cells of a line as a spreadsheet splitting at `separators` sees them, with quotes honoured only at a cell's start. */
function spreadsheetCells(line: string, separators: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (separators.includes(char) || char === '\r' || char === '\n') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

function formulasIn(cells: string[]): string[] {
  return cells.filter((cell) => FORMULA_START.test(cell.replace(TRIMMED, '')));
}

describe('hostile cells', () => {
  it.each(HOSTILE)('%j is inert in a comma file opened in a comma or a semicolon locale', (text) => {
    const line = `1,${csvTextCell(text)},z`;
    // Opened with a file's own comma: one cell, the text with a ' in front of each formula start.
    expect(parse(line, { relax_quotes: true })).toEqual([['1', expect.any(String), 'z']]);
    for (const separators of [',', ';', ';\t', ',;\t']) {
      expect(formulasIn(spreadsheetCells(line, separators)), `split at ${JSON.stringify(separators)}`).toEqual([]);
    }
  });

  it.each(HOSTILE)('%j is inert in a semicolon file opened in a semicolon or a comma locale', (text) => {
    const line = `1;${csvTextCell(text, ';')};z`;
    expect(parse(line, { delimiter: ';', relax_quotes: true })).toEqual([['1', expect.any(String), 'z']]);
    for (const separators of [';', ',', ',\t', ',;\t']) {
      expect(formulasIn(spreadsheetCells(line, separators)), `split at ${JSON.stringify(separators)}`).toEqual([]);
    }
  });

  it('puts the quote before the white space, and after each break, leaving the rest of the text as it was', () => {
    expect(csvTextCell('Door A;=2+5;x')).toBe("Door A;'=2+5;x");
    expect(csvTextCell(' =1+2')).toBe(`"' =1+2"`);
    expect(csvTextCell('\u00A0=1+2')).toBe("'\u00A0=1+2");
    expect(csvTextCell('\u200B=1+2')).toBe("'\u200B=1+2");
    expect(csvTextCell('﹦1+2')).toBe("'﹦1+2");
    expect(csvTextCell('Door; -5+6')).toBe("Door;' -5+6");
    expect(csvTextCell('Door\r\n=1+2')).toBe(`"Door\r\n'=1+2"`);
    expect(csvTextCell('=1;=2')).toBe("'=1;'=2");
    expect(csvTextCell('Door A;=2+5', ';')).toBe(`"Door A;'=2+5"`);
    expect(csvTextCell('Smith, =x', ';')).toBe(`"Smith,' =x"`);
  });

  it('in a comma file, leaves a formula start after a comma alone (every comma locale honours the quotes)', () => {
    expect(csvTextCell('Smith, -5')).toBe('"Smith, -5"');
  });

  it.each(['plain text', 'Müller', '1-2', 'a;b', 'Door 3; floor -1', 'x\ty', 'Ωmega', '東京 gate', "'=1", 'Ｄoor'])(
    'leaves %j as it was, quoted only where the delimiter asks',
    (text) => {
      expect(parse(`${csvTextCell(text)}\r\n`)).toEqual([[text]]);
      expect(parse(`${csvTextCell(text, ';')}\r\n`, { delimiter: ';' })).toEqual([[text]]);
    },
  );
});
