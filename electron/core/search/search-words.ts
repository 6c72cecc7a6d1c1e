// What a typed search means: its words, each the start of a word in the event (any order, any field).
// The same rule for the cache's full-text index and for events the renderer matches as they arrive.

/** Letters and digits, as SQLite's unicode61 tokenizer splits them: "O'Brien 12-34" → o, brien, 12, 34. */
export function searchWords(text: string): string[] {
  return withoutDiacritics(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** "Müller" → "muller", as the index's remove_diacritics folds it. */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * An FTS5 MATCH expression for the names index (people, doors, controllers, sites, customers): every word as a
 * quoted prefix, all required. Null when nothing to look for.
 */
export function ftsMatch(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ');
}

/**
 * An FTS5 MATCH expression for the cards index (card number, token description): every word whole, all required.
 * Never a prefix: screens show card numbers masked, and a prefix search would read them back a digit at a time.
 */
export function cardMatch(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `"${word}"`).join(' ');
}

/** Whether every searched word starts some word of `haystack` (already lower-cased, folded text is fine). */
export function matchesWords(words: readonly string[], haystack: string): boolean {
  if (words.length === 0) return true;
  const present = searchWords(haystack);
  return words.every((word) => present.some((candidate) => candidate.startsWith(word)));
}
