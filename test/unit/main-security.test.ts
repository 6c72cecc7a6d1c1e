import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy.js';
import { debuggingSwitches, isAllowedPermission, isTrustedRendererUrl } from '../../electron/main/security.js';

describe('isAllowedPermission', () => {
  it('allows notifications', () => {
    expect(isAllowedPermission('notifications')).toBe(true);
  });

  it.each(['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen', 'Notifications', ''])(
    'refuses %j',
    (permission) => {
      expect(isAllowedPermission(permission)).toBe(false);
    },
  );

  it.each([undefined, null, 1, {}, ['notifications']])('refuses the non-string %j', (permission) => {
    expect(isAllowedPermission(permission)).toBe(false);
  });
});

describe('debuggingSwitches', () => {
  it.each([
    ['--remote-debugging-port=9222'],
    ['--remote-debugging-port', '9222'],
    ['-remote-debugging-port=0'],
    ['--remote-debugging-pipe'],
    ['--remote-debugging-address=0.0.0.0'],
    ['--inspect'],
    ['--inspect=127.0.0.1:9229'],
    ['--inspect-brk=9229'],
    ['--inspect-port=0'],
    ['--inspect-wait'],
    ['/remote-debugging-port=9222'],
  ])('finds %j', (...switches) => {
    expect(debuggingSwitches(['/opt/ACS Monitor/acs-monitor', ...switches])).toEqual(
      switches.filter((given) => given !== '9222'),
    );
  });

  it.each([['--no-sandbox'], ['--allow-insecure-http'], ['--inspector-ui'], ['--remote-debugging'], ['inspect']])(
    'leaves %j alone',
    (...argv) => {
      expect(debuggingSwitches(argv)).toEqual([]);
    },
  );
});

describe('CONTENT_SECURITY_POLICY', () => {
  const directives = (policy: string): string[] => policy.split(';').map((directive) => directive.trim());

  it('allows only the app itself (and data: pictures) and forbids plugins, <base> and framing', () => {
    expect(directives(CONTENT_SECURITY_POLICY)).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]);
  });

  it('is repeated in renderer/index.html, less frame-ancestors which a <meta> tag cannot carry', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBeDefined();
    expect(directives(meta?.[1] ?? '')).toEqual(
      directives(CONTENT_SECURITY_POLICY).filter((directive) => !directive.startsWith('frame-ancestors')),
    );
  });
});

describe('IPC sender check', () => {
  const page = 'acs-app://monitor/index.html';

  it('accepts the app page, with or without a hash or query', () => {
    expect(isTrustedRendererUrl(page, page, undefined)).toBe(true);
    expect(isTrustedRendererUrl(`${page}#/feed`, page, undefined)).toBe(true);
  });

  it.each([
    'file:///etc/passwd',
    'file:///opt/acs-monitor/resources/app.asar/out/renderer/index.html',
    'acs-app://monitor/other.html',
    'acs-app://elsewhere/index.html',
    'https://evil.example/index.html',
    'http://localhost:5173/',
    '',
    42,
    null,
  ])('refuses %j outside development', (url) => {
    expect(isTrustedRendererUrl(url, page, undefined)).toBe(false);
  });

  it('accepts the dev server origin only while developing', () => {
    expect(isTrustedRendererUrl('http://localhost:5173/#/alerts', page, 'http://localhost:5173')).toBe(true);
    expect(isTrustedRendererUrl('http://localhost:5174/', page, 'http://localhost:5173')).toBe(false);
  });
});
