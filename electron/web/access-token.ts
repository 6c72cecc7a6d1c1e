// The access secrets: the URL token (carried once in the printed URL) and each screen's cookie.
// Pure checks taking unknown; compared as SHA-256 digests in constant time. A screen's cookie is
// kept only as its digest: the cookie is 32 random bytes, so its digest reveals nothing usable and
// needs no salt (a salt protects guessable secrets from precomputed tables; these are not guessable).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_QUERY_PARAMETER = 'token';

/**
 * The screen cookie's name on the shell at `port`. A browser sends a host's cookies to every port of it,
 * so each shell names its own: two shells on one machine never overwrite each other's cookie, and a shell
 * reads only the cookie of the port it listens on (a cookie made for another port is no key here).
 */
export function tokenCookieName(port: number): string {
  return `acs_token_${port}`;
}

export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** True when candidate is exactly the token. Digests first, so neither content nor length leaks through timing. */
export function isValidToken(candidate: unknown, token: string): boolean {
  return matchesDigest(candidate, tokenDigest(token));
}

/**
 * The cookie named `name` in the Cookie header whose digest is `digest`, or null. Any cookie of that
 * name, because cookies are not isolated by port: another local app may have set one of the same name.
 */
export function cookieMatching(cookieHeader: unknown, name: string, digest: Buffer): string | null {
  if (typeof cookieHeader !== 'string') return null;
  let found: string | null = null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const candidate = pair.slice(separator + 1).trim();
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (matchesDigest(candidate, digest)) found = candidate;
  }
  return found;
}

/**
 * The Set-Cookie value: invisible to scripts, never sent on a cross-site request. With a Max-Age the
 * browser keeps it across its own restart (a wall display's kiosk browser is restarted too). Over TLS
 * it is Secure: the browser never sends it over plain HTTP.
 */
export function tokenCookie(name: string, token: string, maxAgeSeconds?: number, secure = false): string {
  const lifetime = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${token}; HttpOnly; SameSite=Strict; Path=/${lifetime}${secure ? '; Secure' : ''}`;
}

function matchesDigest(candidate: unknown, digest: Buffer): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0) return false;
  return timingSafeEqual(tokenDigest(candidate), digest);
}
