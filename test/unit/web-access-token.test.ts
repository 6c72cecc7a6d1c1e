import { describe, expect, it } from 'vitest';
import {
  cookieMatching,
  createAccessToken,
  isValidToken,
  tokenCookie,
  tokenCookieName,
  tokenDigest,
} from '../../electron/web/access-token.js';

const cookieCarriesToken = (header: unknown, token: string): boolean =>
  cookieMatching(header, 'acs_token_4321', tokenDigest(token)) === token;

describe('createAccessToken', () => {
  it('makes 32 random bytes in base64url, different each launch', () => {
    const first = createAccessToken();
    const second = createAccessToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
  });
});

describe('isValidToken', () => {
  const token = createAccessToken();

  it('accepts the token itself', () => {
    expect(isValidToken(token, token)).toBe(true);
  });

  it.each([
    ['another token', createAccessToken()],
    ['a prefix', token.slice(0, 42)],
    ['a longer string', `${token}A`],
    ['the empty string', ''],
    ['another case', token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()],
  ])('refuses %s', (_label, candidate) => {
    expect(isValidToken(candidate, token)).toBe(false);
  });

  it.each([undefined, null, 42, {}, [token], Buffer.from(token)])('refuses the non-string %j', (candidate) => {
    expect(isValidToken(candidate, token)).toBe(false);
  });
});

describe('cookieMatching', () => {
  const token = createAccessToken();

  it.each([
    `acs_token_4321=${token}`,
    `theme=dark; acs_token_4321=${token}; lang=en`,
    // Cookies are shared across ports: another local app may have set one of the same name.
    `acs_token_4321=stale-from-another-port; acs_token_4321=${token}`,
    ` acs_token_4321 = ${token} `,
  ])('finds the token in %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(true);
  });

  it.each([
    '',
    'acs_token_4321=',
    `acs_token_4321=${createAccessToken()}`,
    `xacs_token_4321=${token}`,
    // The cookie another port's shell (or whatever took that port) was given is no key here.
    `acs_token_4322=${token}`,
    `acs_token=${token}`,
    `theme=${token}`,
    `acs_token_4321=${token}x`,
  ])('refuses %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(false);
  });

  it.each([undefined, null, 1, [`acs_token_4321=${token}`]])('refuses the non-string %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(false);
  });
});

describe('tokenCookie', () => {
  it('is HttpOnly, SameSite=Strict and for the whole site', () => {
    expect(tokenCookie('acs_token_4321', 'abc')).toBe('acs_token_4321=abc; HttpOnly; SameSite=Strict; Path=/');
  });

  it('carries a Max-Age when given one, so the browser keeps it across its own restart', () => {
    expect(tokenCookie('acs_token_4321', 'abc', 2_592_000)).toBe(
      'acs_token_4321=abc; HttpOnly; SameSite=Strict; Path=/; Max-Age=2592000',
    );
  });

  it('is Secure over TLS: the browser never sends it over plain HTTP', () => {
    expect(tokenCookie('acs_token_4321', 'abc', 60, true)).toBe(
      'acs_token_4321=abc; HttpOnly; SameSite=Strict; Path=/; Max-Age=60; Secure',
    );
  });

  it("is named after the shell's port: a browser sends a host's cookies to all its ports", () => {
    expect(tokenCookieName(4321)).toBe('acs_token_4321');
    expect(tokenCookieName(4322)).not.toBe(tokenCookieName(4321));
  });
});
