import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { methods } from '../../electron/contract.js';
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

describe('shift change times', () => {
  it('are kept across a restart, and a hand-edited bad list falls back to 06:00, 18:00', () => {
    new SettingsStore(dir).updatePreferences({ shiftChanges: ['07:00', '15:00', '23:00'] });
    expect(new SettingsStore(dir).preferences.shiftChanges).toEqual(['07:00', '15:00', '23:00']);
    for (const bad of [['7.30'], ['18:00', '06:00'], [], '06:00', ['25:00']]) {
      writeFileSync(join(dir, 'settings.json'), JSON.stringify({ services: {}, preferences: { shiftChanges: bad } }));
      expect(new SettingsStore(dir).preferences.shiftChanges, JSON.stringify(bad)).toEqual(['06:00', '18:00']);
    }
  });

  it('are refused by the contract with a message naming the rule', () => {
    const refused = methods['preferences.set'].input.safeParse({ shiftChanges: ['7.30'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(
      /a shift change is a time such as 07:00 \(HH:MM, 24-hour clock\)/,
    );
    const unsorted = methods['preferences.set'].input.safeParse({ shiftChanges: ['18:00', '06:00'] });
    expect(unsorted.error?.issues[0]?.message).toMatch(/earliest first, each once/);
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
