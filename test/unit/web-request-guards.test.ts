import { describe, expect, it } from 'vitest';
import {
  allowedHosts,
  allowedOrigins,
  isAllowedFetchSite,
  isAllowedHost,
  isAllowedOrigin,
} from '../../electron/web/request-guards.js';

describe('allowedHosts', () => {
  it('lists the loopback names on the port', () => {
    expect([...allowedHosts('127.0.0.1', 4100)].sort()).toEqual(['127.0.0.1:4100', '[::1]:4100', 'localhost:4100']);
  });

  it('adds the bound host, an IPv6 one in brackets', () => {
    expect(allowedHosts('192.168.1.20', 80).has('192.168.1.20:80')).toBe(true);
    expect(allowedHosts('fe80::1', 80).has('[fe80::1]:80')).toBe(true);
    expect(allowedHosts('Monitor.Local', 80).has('monitor.local:80')).toBe(true);
  });
});

describe('isAllowedHost', () => {
  const hosts = allowedHosts('127.0.0.1', 4100);

  it.each(['127.0.0.1:4100', 'localhost:4100', 'LOCALHOST:4100', '[::1]:4100'])('allows %j', (host) => {
    expect(isAllowedHost(host, hosts)).toBe(true);
  });

  it.each([
    'evil.example:4100',
    'evil.example',
    '127.0.0.1',
    'localhost',
    '127.0.0.1:4101',
    'localhost.evil.example:4100',
    '127.0.0.1:4100.evil.example',
    '',
  ])('refuses %j (DNS rebinding)', (host) => {
    expect(isAllowedHost(host, hosts)).toBe(false);
  });

  it.each([undefined, null, 4100, ['127.0.0.1:4100']])('refuses the non-string %j', (host) => {
    expect(isAllowedHost(host, hosts)).toBe(false);
  });
});

describe('isAllowedOrigin', () => {
  const origins = allowedOrigins(allowedHosts('127.0.0.1', 4100));

  it('allows a request without an Origin header', () => {
    expect(isAllowedOrigin(undefined, origins)).toBe(true);
  });

  it.each(['http://127.0.0.1:4100', 'http://localhost:4100', 'http://[::1]:4100', 'HTTP://LOCALHOST:4100'])(
    'allows the own origin %j',
    (origin) => {
      expect(isAllowedOrigin(origin, origins)).toBe(true);
    },
  );

  it.each([
    'http://evil.example',
    'http://localhost:8080',
    'https://127.0.0.1:4100',
    'http://127.0.0.1:4100/',
    'null',
    '',
  ])('refuses %j', (origin) => {
    expect(isAllowedOrigin(origin, origins)).toBe(false);
  });

  it.each([null, 1, ['http://127.0.0.1:4100']])('refuses the non-string %j', (origin) => {
    expect(isAllowedOrigin(origin, origins)).toBe(false);
  });
});

describe('isAllowedFetchSite', () => {
  it.each([undefined, 'same-origin', 'none'])('allows %j', (site) => {
    expect(isAllowedFetchSite(site)).toBe(true);
  });

  it.each(['cross-site', 'same-site'])('refuses %j', (site) => {
    expect(isAllowedFetchSite(site)).toBe(false);
  });
});
