// The names index's MATCH expression for typed words, written so the index answers it quickly. The
// index keeps prefixes of 2 to 8 characters (migration 8), not of one: "o"* (the O of "O'Brien", an
// initial) makes SQLite merge every word starting with o, some 60–110 ms over a million events
// whatever else the query narrows it to. A word starting with o is "o" itself or starts with o and a
// second character, so "o"* is written as "o" OR "oa"* OR "ob"* …, each two-character prefix read
// from the index as one list. The same events match; only the second characters some word has are
// listed (a letter or digit, as SQLite folds ASCII; other characters found in the index's terms).
import { searchWords } from '../search/search-words.js';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from './database.js';

const ASCII_SECONDS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];
/** The first non-ASCII character: in UTF-8 order every such character sorts after the ASCII ones. */
const FIRST_NON_ASCII = '\u0080';

export class NamesMatch {
  private statements: { any: Statement; firstTerm: Statement } | undefined;

  /** Prepared at the first one-letter word: a repository may be made before migrations add the index. */
  constructor(private readonly db: SqliteDatabase) {}

  /** Every word as a prefix, all required; null when nothing to look for (as ftsMatch). */
  expression(text: string): string | null {
    const words = searchWords(text);
    if (words.length === 0) return null;
    return words.map((word) => ([...word].length === 1 ? this.oneLetter(word) : `"${word}"*`)).join(' AND ');
  }

  private oneLetter(letter: string): string {
    const { any, firstTerm } = (this.statements ??= this.prepare());
    const alternatives = [`"${letter}"`];
    for (const second of ASCII_SECONDS) {
      if (any.get(`"${letter}${second}"*`) !== undefined) alternatives.push(`"${letter}${second}"*`);
    }
    // Second characters beyond ASCII, one look-up each: skip past every word with that second character.
    const end = String.fromCodePoint(letter.codePointAt(0)! + 1);
    let from = letter + FIRST_NON_ASCII;
    for (;;) {
      const term = firstTerm.get(from, end) as string | undefined;
      if (term === undefined) break;
      const second = String.fromCodePoint(term.slice(letter.length).codePointAt(0)!);
      alternatives.push(`"${letter}${second}"*`);
      from = letter + String.fromCodePoint(second.codePointAt(0)! + 1);
    }
    return `(${alternatives.join(' OR ')})`;
  }

  private prepare(): { any: Statement; firstTerm: Statement } {
    // The index's own list of words: only the first term found has its documents counted.
    this.db.exec(
      'CREATE VIRTUAL TABLE IF NOT EXISTS temp.events_search_terms USING fts5vocab(main, events_search, row)',
    );
    return {
      any: this.db.prepare('SELECT 1 FROM events_search WHERE events_search MATCH ? LIMIT 1').pluck(),
      firstTerm: this.db
        .prepare('SELECT term FROM temp.events_search_terms WHERE term >= ? AND term < ? ORDER BY term LIMIT 1')
        .pluck(),
    };
  }
}
