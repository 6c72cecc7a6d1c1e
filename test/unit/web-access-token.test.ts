import { describe, expect, it } from 'vitest';
import {
  cookieMatching,
  createAccessToken,
  isValidToken,
  tokenCookie,
  tokenDigest,
} from '../../electron/web/access-token.js';

const cookieCarriesToken = (header: unknown, token: string): boolean =>
  cookieMatching(header, tokenDigest(token)) === token;

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
    `acs_token=${token}`,
    `theme=dark; acs_token=${token}; lang=en`,
    // Cookies are shared across ports: another local app may have set one of the same name.
    `acs_token=stale-from-another-port; acs_token=${token}`,
    ` acs_token = ${token} `,
  ])('finds the token in %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(true);
  });

  it.each([
    '',
    'acs_token=',
    `acs_token=${createAccessToken()}`,
    `xacs_token=${token}`,
    `acs_token_old=${token}`,
    `theme=${token}`,
    `acs_token=${token}x`,
  ])('refuses %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(false);
  });

  it.each([undefined, null, 1, [`acs_token=${token}`]])('refuses the non-string %j', (header) => {
    expect(cookieCarriesToken(header, token)).toBe(false);
  });
});

describe('tokenCookie', () => {
  it('is HttpOnly, SameSite=Strict and for the whole site', () => {
    expect(tokenCookie('abc')).toBe('acs_token=abc; HttpOnly; SameSite=Strict; Path=/');
  });

  it('carries a Max-Age when given one, so the browser keeps it across its own restart', () => {
    expect(tokenCookie('abc', 2_592_000)).toBe('acs_token=abc; HttpOnly; SameSite=Strict; Path=/; Max-Age=2592000');
  });
});
