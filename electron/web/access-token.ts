// The per-launch access token: made once, carried once in the printed URL, then kept in a cookie.
// Pure checks taking unknown; compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_COOKIE = 'acs_token';
export const TOKEN_QUERY_PARAMETER = 'token';

export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when candidate is exactly the token. Digests first, so neither content nor length leaks through timing. */
export function isValidToken(candidate: unknown, token: string): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0) return false;
  return timingSafeEqual(digest(candidate), digest(token));
}

/**
 * True when any `acs_token` cookie in the Cookie header carries the token. Any, because cookies are not
 * isolated by port: another local app may have set a cookie of the same name.
 */
export function cookieCarriesToken(cookieHeader: unknown, token: string): boolean {
  if (typeof cookieHeader !== 'string') return false;
  let found = false;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== TOKEN_COOKIE) continue;
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (isValidToken(pair.slice(separator + 1).trim(), token)) found = true;
  }
  return found;
}

/** The Set-Cookie value: invisible to scripts, never sent on a cross-site request. */
export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
