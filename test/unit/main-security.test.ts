import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/content-security-policy.js';
import { isAllowedPermission, isSafeExternalUrl, isTrustedRendererUrl } from '../../electron/main/security.js';

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

describe('isSafeExternalUrl', () => {
  it.each(['https://example.com/', 'http://example.com/path?q=1', 'HTTPS://EXAMPLE.COM'])('accepts %j', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'smb://server/share',
    'ms-settings:privacy',
    'ftp://example.com/',
    '//example.com',
    'example.com',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it.each([undefined, null, 42, new URL('https://example.com/')])('refuses the non-string %j', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const directives = (policy: string): string[] => policy.split(';').map((directive) => directive.trim());

  it('allows only the app itself and forbids plugins, <base> and framing', () => {
    expect(directives(CONTENT_SECURITY_POLICY)).toEqual([
      "default-src 'self'",
      "script-src 'self'",
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
