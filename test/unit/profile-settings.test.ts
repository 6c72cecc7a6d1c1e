import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../electron/core/profile/data-dir.js';
import { SettingsStore } from '../../electron/core/profile/settings.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('settings', () => {
  it('survives a restart and remembers the last service', () => {
    new SettingsStore(dir).updateService('https://a.example', { userName: 'guard', numberOfConnections: 4 });
    const reopened = new SettingsStore(dir);
    expect(reopened.lastBaseUrl).toBe('https://a.example');
    expect(reopened.service('https://a.example')).toEqual({ userName: 'guard', numberOfConnections: 4 });
  });

  it('removes a key set to undefined', () => {
    const store = new SettingsStore(dir);
    store.updateService('https://a.example', { sessionExpiresAt: '2030-01-01T00:00:00.000Z' });
    store.updateService('https://a.example', { sessionExpiresAt: undefined });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).services['https://a.example']).toEqual({});
  });

  it('a corrupt file is reported and replaced, not fatal', () => {
    writeFileSync(join(dir, 'settings.json'), '{ not json');
    const store = new SettingsStore(dir);
    expect(store.loadProblem).toMatch(/not valid JSON/);
    expect(store.lastBaseUrl).toBeUndefined();
  });

  it('ignores mistyped values from a hand-edited file', () => {
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ lastBaseUrl: 7, services: { 'https://a.example': { userName: 3, rememberPassword: 'yes' } } }),
    );
    expect(new SettingsStore(dir).service('https://a.example')).toEqual({});
  });
});

describe('profile folder', () => {
  it('prefers the flag, then ACS_DATA_DIR, then the OS folder', () => {
    expect(resolveDataDir('/flag', { ACS_DATA_DIR: '/env' })).toBe('/flag');
    expect(resolveDataDir(undefined, { ACS_DATA_DIR: '/env' })).toBe('/env');
    expect(resolveDataDir(undefined, {}, 'linux', '/home/g')).toBe('/home/g/.config/acs-monitor');
    expect(resolveDataDir(undefined, { XDG_CONFIG_HOME: '/x' }, 'linux', '/home/g')).toBe('/x/acs-monitor');
    expect(resolveDataDir(undefined, {}, 'darwin', '/Users/g')).toBe(
      '/Users/g/Library/Application Support/acs-monitor',
    );
    expect(resolveDataDir(undefined, { APPDATA: 'C:\\A' }, 'win32', 'C:\\U')).toMatch(/acs-monitor$/);
  });
});
