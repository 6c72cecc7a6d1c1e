import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../electron/web/content-types.js';
import { contentDisposition, isExportId } from '../../electron/web/export-download.js';
import { staticFilePath } from '../../electron/web/static-files.js';

describe('staticFilePath', () => {
  const root = resolve('/srv/renderer');

  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/assets/index-3f2a.js', join('assets', 'index-3f2a.js')],
    ['/assets//app.css', join('assets', 'app.css')],
    ['/sounds/alert%20tone.mp3', join('sounds', 'alert tone.mp3')],
  ])('maps %j inside the folder', (rawPath, relative) => {
    expect(staticFilePath(root, rawPath)).toBe(join(root, relative));
  });

  it.each([
    '/../package.json',
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5cpackage.json',
    '/assets\\..\\..\\package.json',
    '/./index.html',
    '/index.html%00.png',
    '/%E0%A4%A',
    'index.html',
    'http://127.0.0.1/index.html',
    '',
  ])('refuses %j', (rawPath) => {
    expect(staticFilePath(root, rawPath)).toBeNull();
  });

  it.each([undefined, null, 1, ['/index.html']])('refuses the non-string %j', (rawPath) => {
    expect(staticFilePath(root, rawPath)).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/app.js', 'text/javascript; charset=utf-8'],
    ['assets/app.css', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['logo.PNG', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['alert.mp3', 'audio/mpeg'],
    ['alert.ogg', 'audio/ogg'],
    ['alert.wav', 'audio/wav'],
    ['unknown.bin', 'application/octet-stream'],
    ['README', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('isExportId', () => {
  it.each(['a', 'exp_01HZX', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'x'.repeat(64)])('accepts %j', (id) => {
    expect(isExportId(id)).toBe(true);
  });

  it.each(['', 'x'.repeat(65), '..', 'a.csv', 'a/b', 'a%2fb', 'a b', undefined, 1])('refuses %j', (id) => {
    expect(isExportId(id)).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(contentDisposition('events 2024-05-01.csv')).toBe(
      `attachment; filename="events 2024-05-01.csv"; filename*=UTF-8''events%202024-05-01.csv`,
    );
  });

  it('keeps quotes and line breaks out of the header, and gives the exact name as filename*', () => {
    expect(contentDisposition('Müller "A"\r\n(1).csv')).toBe(
      `attachment; filename="M_ller _A____1_.csv"; filename*=UTF-8''M%C3%BCller%20%22A%22%0D%0A%281%29.csv`,
    );
  });
});
