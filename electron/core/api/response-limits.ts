// How large, and how long in all, an answer may be, by what was asked for. Only event lists may be
// large (a day of a busy customer); a single customer, user or device, a login, or a list of
// customers, users, devices or doors is far smaller, so a runaway answer is cut off early instead
// of filling memory. The deadline bounds an answer that keeps trickling in, which the idle timeout
// (reset by every chunk) never ends.

export type ResponseClass = 'item' | 'list' | 'events';

export interface ResponseLimit {
  maxBytes: number;
  deadlineMs: number;
}

const MB = 2 ** 20;

const DEFAULT_RESPONSE_LIMITS: Readonly<Record<ResponseClass, ResponseLimit>> = {
  item: { maxBytes: 1 * MB, deadlineMs: 60_000 },
  list: { maxBytes: 64 * MB, deadlineMs: 120_000 },
  // Below V8's longest string (about 512 MB); about 360,000 events.
  events: { maxBytes: 400 * MB, deadlineMs: 600_000 },
};

/** What to do about an answer over the cap, said in the error. */
export const TOO_LARGE_ADVICE: Readonly<Record<ResponseClass, string>> = {
  item: 'far more than one item takes: the address may not be an access control service',
  list: 'far more than such a list takes: the address may not be an access control service',
  events: 'ask for a shorter range',
};

export function resolveResponseLimits(
  overrides: Partial<Record<ResponseClass, Partial<ResponseLimit>>> = {},
): Record<ResponseClass, ResponseLimit> {
  const merged = (name: ResponseClass): ResponseLimit => ({ ...DEFAULT_RESPONSE_LIMITS[name], ...overrides[name] });
  return { item: merged('item'), list: merged('list'), events: merged('events') };
}
