// Opens CSV files in LibreOffice Calc (headless, converted to flat OpenDocument XML) and reads back
// each cell's type and value as the spreadsheet holds them: proof of what a spreadsheet makes of it. scripts/setup.sh
// installs Calc (Debian's libreoffice-calc-nogui): a machine without it fails these tests rather than skipping them.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SheetCell {
  /** 'string', 'float', 'date', 'boolean', or '' for an empty cell. */
  type: string;
  /** office:value / date-value / boolean-value, or the text for a string. */
  value: string;
  /** The formula Calc evaluated for the cell (of:=2+5), or ''. */
  formula: string;
}

export interface CalcImport {
  /** The locale the numbers and dates are read in (1033 English (US), 1031 German…). Default German. */
  language?: number;
  /**
   * The characters Calc splits cells at, as its import dialog's "Separated by" boxes: ',' by default; ';' is what
   * Excel does in a German or French locale (its list separator), and what a German user ticks in Calc.
   */
  separators?: string;
  /** The dialog's "Trim spaces" (leading and trailing white space dropped before the cell is read). */
  trimSpaces?: boolean;
}

/**
 * CSV files as Calc reads them, opened the same way in one start of Calc (a start takes seconds, a file next to
 * nothing): the character set from each file itself (the byte order mark), "Detect special numbers" and "Evaluate
 * formulas" on (the dialog's defaults), the separators and language given. Calc takes its separators from these
 * choices, never from the system locale (LANG/LC_ALL change nothing here): they are how a ';' locale is played.
 * The files' names must differ: each becomes a file of that name in one folder. Calc runs as a child the test's
 * process does not block on: a conversion can take over a minute on a loaded machine, and a vitest worker that
 * answers nothing for 60 s fails the run ("Timeout calling onTaskUpdate") though every test passed.
 */
export async function openAllInCalc(csvPaths: readonly string[], choices: CalcImport = {}): Promise<SheetCell[][][]> {
  const { language = 1031, separators = ',', trimSpaces = false } = choices;
  const names = csvPaths.map((path) => basename(path).replace(/\.csv$/, '.fods'));
  if (new Set(names).size !== names.length) throw new Error(`CSV files of the same name: ${csvPaths.join(', ')}`);
  await run('soffice', ['--version']).catch(() => {
    throw new Error('LibreOffice Calc (soffice) is not installed: run scripts/setup.sh (libreoffice-calc-nogui)');
  });
  const outDir = mkdtempSync(join(tmpdir(), 'acs-calc-'));
  try {
    // Field separators as character codes joined by '/', text delimiter 34 ("), character set left empty, from line
    // 1, no column formats, the language, quoted fields not forced to text, detect special numbers, (two export-only
    // tokens), trim spaces, (one export-only token), evaluate formulas.
    const codes = [...separators].map((char) => char.charCodeAt(0)).join('/');
    const filter = `CSV:${codes},34,,1,,${language},false,true,false,false,${trimSpaces},false,true`;
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${outDir}/profile`,
        '--headless',
        `--infilter=${filter}`,
        '--convert-to',
        'fods',
        '--outdir',
        outDir,
        ...csvPaths,
      ],
      { timeout: 120_000 },
    );
    return names.map((name) => rowsOf(readFileSync(join(outDir, name), 'utf8')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function rowsOf(xml: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  for (const row of xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: SheetCell[] = [];
    for (const cell of row[1]!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attributes = cell[1]!;
      const attribute = (name: string): string => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
      const type = attribute('office:value-type');
      const text = [...(cell[2] ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
        .map((p) => unescapeXml(p[1]!))
        .join('\n');
      const value =
        type === 'string'
          ? text
          : attribute(
              type === 'date' ? 'office:date-value' : type === 'boolean' ? 'office:boolean-value' : 'office:value',
            );
      const formula = unescapeXml(attribute('table:formula'));
      const repeated = Number(attribute('table:number-columns-repeated') || 1);
      for (let i = 0; i < Math.min(repeated, 1000); i++) cells.push({ type, value, formula });
    }
    rows.push(cells);
  }
  return rows;
}

function unescapeXml(text: string): string {
  return text
    .replace(/<text:s text:c="(\d+)"\/>/g, (_, count: string) => ' '.repeat(Number(count)))
    .replaceAll('<text:s/>', ' ')
    .replaceAll('<text:tab/>', '\t')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
