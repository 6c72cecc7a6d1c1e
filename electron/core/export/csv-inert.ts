// Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @ (or a full-width or
// small-form twin) as a formula. A ' in front makes such a cell text. Where a spreadsheet starts a cell is not only
// where the file does: it skips white space and invisible characters first (LibreOffice's "Trim spaces", Excel), and
// in a locale whose list separator is ';' (German, French…) it splits a comma file at every ';', inside quotes or
// not (a quote opens a quoted field only at a field's start); tabs and line breaks split too in an import dialog.
// So the ' goes at the cell's start and after each such break, in front of any white space before the formula char.

const FORMULA_CHARS = '=+\\-@\uFE62\uFE63\uFE66\uFE6B\uFF0B\uFF0D\uFF1D\uFF20';
// White space (space, tab, no-break space…), control and format characters (zero-width space, direction marks, byte
// order mark, soft hyphen…), and the quote a mis-split cell can start with.
const HIDDEN = '\\s\\p{Cc}\\p{Cf}"';

// A cell starting with tab, CR, LF or NUL has always been made inert, whatever follows (the documented rule).
const INERT_AT_START = new RegExp(`^(?:[\\t\\r\\n\\0]|[${HIDDEN}]*[${FORMULA_CHARS}])`, 'u');

/** The character between a file's cells. */
export type CsvDelimiter = ',' | ';';

// The separators a spreadsheet may split a cell at although the file quotes it: for a comma file the ';' of a
// semicolon locale (every comma locale honours a comma inside a quoted cell); for a semicolon file both.
// The ' goes after the last break of a run (CR LF, "; ;"), before the hidden characters that follow it.
const afterBreak = (breaks: string): RegExp =>
  new RegExp(`([${breaks}])((?:(?![${breaks}])[${HIDDEN}])*)(?=[${FORMULA_CHARS}])`, 'gu');
const INERT_AFTER_BREAK: Record<CsvDelimiter, RegExp> = {
  ',': afterBreak(';\\t\\r\\n'),
  ';': afterBreak(',;\\t\\r\\n'),
};

// Whether the text holds a break at all: a plain test, much quicker than the Unicode search above on cells without.
const HAS_BREAK: Record<CsvDelimiter, RegExp> = { ',': /[;\t\r\n]/, ';': /[,;\t\r\n]/ };

// Quick tests (no Unicode property classes) that rule out most cells before the searches above.
const FORMULA_ANYWHERE = new RegExp(`[${FORMULA_CHARS}]`);
const CONTROL_START = /^[\t\r\n\0]/;

/** The text with a ' before every place a spreadsheet could read as the start of a formula. */
export function inertText(text: string, delimiter: CsvDelimiter): string {
  if (!FORMULA_ANYWHERE.test(text)) return CONTROL_START.test(text) ? `'${text}` : text;
  const start = !isPlainStart(text.charCodeAt(0)) && INERT_AT_START.test(text) ? `'${text}` : text;
  return HAS_BREAK[delimiter].test(start) ? start.replace(INERT_AFTER_BREAK[delimiter], "$1'$2") : start;
}

/**
 * True when a cell starting with this character code, and holding no separator, tab or line break, has nothing for
 * inertText to do: a printable ASCII character other than = + - @ ". The quick test for nearly every cell.
 */
export function isPlainStart(first: number): boolean {
  return first > 32 && first < 127 && first !== 61 && first !== 43 && first !== 45 && first !== 64 && first !== 34;
}
