// Opens a CSV file in LibreOffice Calc (headless, converted to flat OpenDocument XML) and reads back
// each cell's type and value as the spreadsheet holds them: proof of what a spreadsheet makes of it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export const SOFFICE_INSTALLED = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

export interface SheetCell {
  /** 'string', 'float', 'date', 'boolean', or '' for an empty cell. */
  type: string;
  /** office:value / date-value / boolean-value, or the text for a string. */
  value: string;
}

/**
 * The CSV as Calc reads it with its import dialog's choices left to it: comma-separated, the character set from the
 * file itself (the byte order mark), and "Detect special numbers" on; `language` is the locale the numbers and dates
 * are read in (1033 English (US), 1031 German…).
 */
export function openInCalc(csvPath: string, language = 1031): SheetCell[][] {
  const outDir = mkdtempSync(join(tmpdir(), 'acs-calc-'));
  try {
    // Field separator 44 (,), text delimiter 34 ("), character set left empty, from line 1, no column formats,
    // the language, quoted fields not forced to text, detect special numbers.
    const filter = `CSV:44,34,,1,,${language},false,true`;
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${outDir}/profile`,
        '--headless',
        `--infilter=${filter}`,
        '--convert-to',
        'fods',
        '--outdir',
        outDir,
        csvPath,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    const xml = readFileSync(join(outDir, basename(csvPath).replace(/\.csv$/, '.fods')), 'utf8');
    return rowsOf(xml);
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
      const repeated = Number(attribute('table:number-columns-repeated') || 1);
      for (let i = 0; i < Math.min(repeated, 1000); i++) cells.push({ type, value });
    }
    rows.push(cells);
  }
  return rows;
}

function unescapeXml(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
