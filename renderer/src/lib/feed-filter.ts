// The feed's filter: what the guard chose, the feed.query it becomes, and the same test for pushed events.
import type { MethodInput } from '../../../electron/contract.js';
import { matchesWords, searchWords } from '../../../electron/core/search/search-words.js';
import type { FeedRow } from './feed-row.js';

export type TypeChoice = 'all' | 'granted' | 'denied' | 'other';

export interface FeedFilter {
  /** One customer, or null for every watched customer. */
  customerGuid: string | null;
  doorGuid: string | null;
  type: TypeChoice;
  /** A user GUID or a token GUID. */
  userOrTokenGuid: string | null;
  text: string;
}

export const EMPTY_FILTER: FeedFilter = {
  customerGuid: null,
  doorGuid: null,
  type: 'all',
  userOrTokenGuid: null,
  text: '',
};

const TYPE_NUMBERS: Partial<Record<TypeChoice, number>> = { granted: 1, denied: 2 };

export function toQuery(
  filter: FeedFilter,
  limit: number,
  before?: { eventDateMs: number; eventId: number },
): MethodInput<'feed.query'> {
  const text = filter.text.trim();
  return {
    limit,
    ...(filter.customerGuid ? { customerGuids: [filter.customerGuid] } : {}),
    ...(filter.doorGuid ? { doorGuid: filter.doorGuid } : {}),
    ...(TYPE_NUMBERS[filter.type] !== undefined ? { eventType: TYPE_NUMBERS[filter.type] } : {}),
    ...(filter.userOrTokenGuid ? { userOrTokenGuid: filter.userOrTokenGuid } : {}),
    ...(text ? { text: text.slice(0, 200) } : {}),
    ...(before ? { before } : {}),
  };
}

export function matchesFilter(row: FeedRow, filter: FeedFilter): boolean {
  if (filter.customerGuid && row.customerGuid?.toLowerCase() !== filter.customerGuid.toLowerCase()) return false;
  if (filter.doorGuid && row.doorGuid?.toLowerCase() !== filter.doorGuid.toLowerCase()) return false;
  if (filter.type !== 'all' && row.kind !== filter.type) return false;
  if (filter.userOrTokenGuid) {
    const wanted = filter.userOrTokenGuid.toLowerCase();
    if (row.userGuid?.toLowerCase() !== wanted && row.tokenGuid?.toLowerCase() !== wanted) return false;
  }
  // As the cache's search does it: every word typed starts a word of the event.
  return matchesWords(searchWords(filter.text), row.searchText);
}

/**
 * Whether only the host can tell if the row matches: it failed the words here but has a card, and the host finds a
 * card by its whole number (or its description's whole words), which the screen sees masked.
 */
export function hostMayMatch(row: FeedRow, filter: FeedFilter): boolean {
  if (row.card === null && row.tokenDescription === null) return false;
  if (searchWords(filter.text).length === 0) return false;
  return matchesFilter(row, { ...filter, text: '' });
}
