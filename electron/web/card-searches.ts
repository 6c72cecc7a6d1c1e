// Card-number searches from browser screens (issue 32, medium 6). Screens show card numbers masked
// (****1877) and the cache finds a card by its whole number only, but whether a search finds anything
// still answers a guess: `<4 digits>1877` with the feed narrowed to that card's holder reads the hidden
// digits back in 10⁴ tries for an 8-digit card. So a display searches no card number, a card number is
// never searched within one person's or card's events, and each screen, and all of them together, try a
// few new ones an hour.
import type { ScreenRole } from '../contract.js';

/** New card-number words a screen may search for in an hour: a guard looking cards up, never a sweep. */
export const CARD_SEARCHES_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export const CARD_SEARCH_DISPLAY_REFUSED =
  'This screen is a display: it does not search for card numbers. Search on an operator’s screen or the workstation.';
export const CARD_SEARCH_NARROWED_REFUSED =
  'A card number is searched for among every person’s events, not within one person’s or card’s: clear the person or card filter, then search again.';

/**
 * The words of a search that may be a card number: those with a digit. Split as the cache's index
 * splits text (letters and digits, search-words.ts in the core), which this layer does not reach.
 */
function cardWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => /\p{N}/u.test(word));
}

/**
 * Together, every screen of the shell: an operator's screen can make new addresses and so new screens,
 * each with its own count, and can withdraw itself. The count outlives a withdrawn screen.
 */
export const CARD_SEARCHES_PER_HOUR_ALL_SCREENS = 120;

interface Tried {
  screenId: string;
  word: string;
  atMs: number;
}

export class CardSearches {
  /** Each card-number word a screen searched for within the last hour, with when it first did. */
  private tried: Tried[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** The sentence a screen gets instead of this call's card search; undefined when it may search. */
  refusal(screenId: string, role: ScreenRole, method: unknown, input: unknown): string | undefined {
    if (method !== 'feed.query' || typeof input !== 'object' || input === null) return undefined;
    const { text, userOrTokenGuid } = input as { text?: unknown; userOrTokenGuid?: unknown };
    const words = typeof text === 'string' ? cardWords(text) : [];
    if (words.length === 0) return undefined;
    if (role === 'display') return CARD_SEARCH_DISPLAY_REFUSED;
    if (userOrTokenGuid !== undefined) return CARD_SEARCH_NARROWED_REFUSED;
    return this.spend(screenId, words);
  }

  /** Counts the words this screen has not searched for within the hour (a page further costs nothing). */
  private spend(screenId: string, words: readonly string[]): string | undefined {
    const at = this.now();
    this.tried = this.tried.filter((one) => at - one.atMs < HOUR_MS);
    const own = this.tried.filter((one) => one.screenId === screenId);
    const fresh = [...new Set(words)].filter((word) => !own.some((one) => one.word === word));
    if (own.length + fresh.length > CARD_SEARCHES_PER_HOUR) {
      return `This screen has searched for ${CARD_SEARCHES_PER_HOUR} card numbers in the last hour, the most a screen may: the next new one can be searched for in ${minutesUntilFree(own, at)} min. ${NAMES_GO_ON}`;
    }
    if (this.tried.length + fresh.length > CARD_SEARCHES_PER_HOUR_ALL_SCREENS) {
      return `This workstation's screens have searched for ${CARD_SEARCHES_PER_HOUR_ALL_SCREENS} card numbers in the last hour, the most they may together: the next new one can be searched for in ${minutesUntilFree(this.tried, at)} min. ${NAMES_GO_ON}`;
    }
    for (const word of fresh) this.tried.push({ screenId, word, atMs: at });
    return undefined;
  }
}

const NAMES_GO_ON = 'Searches for names, doors and places go on as before.';

/** Whole minutes until the oldest of `tried` is an hour old (at least 1). */
function minutesUntilFree(tried: readonly Tried[], at: number): number {
  const oldest = tried.length > 0 ? Math.min(...tried.map((one) => one.atMs)) : at;
  return Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 60_000));
}
