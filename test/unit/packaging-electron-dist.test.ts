// Where `npm run dist` takes Electron from, decided from the environment and the files present.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronCacheRoot, electronDistSource, type ElectronDistFiles } from '../../scripts/electron-dist.mjs';

const installedDist = '/app/node_modules/electron/dist';
const cacheRoot = '/home/guard/.cache/electron';
const zipName = 'electron-v45.4.1-linux-x64.zip';

function machine(texts: Record<string, string>, files: string[] = [], folders: Record<string, string[]> = {}) {
  const fake: ElectronDistFiles = {
    readText: (path) => texts[path] ?? null,
    listFolders: (path) => folders[path] ?? [],
    exists: (path) => files.includes(path),
  };
  return fake;
}

const choose = (env: NodeJS.ProcessEnv, files: ElectronDistFiles) =>
  electronDistSource({ version: '45.4.1', platform: 'linux', arch: 'x64', env, installedDist, cacheRoot, files });

describe('electronDistSource', () => {
  it('takes ELECTRON_OVERRIDE_DIST_PATH first, when it holds the same Electron version', () => {
    const files = machine({ '/opt/electron/version': '45.4.1', [join(installedDist, 'version')]: '45.4.1' });
    expect(choose({ ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' }, files)).toEqual({ path: '/opt/electron' });
  });

  it('refuses an override of another version or one that is not an Electron, in one line', () => {
    const other = choose(
      { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' },
      machine({ '/opt/electron/version': '44.0.0' }),
    );
    expect(other.line).toBe(
      'acs-monitor dist: ELECTRON_OVERRIDE_DIST_PATH=/opt/electron holds Electron 44.0.0, but this app is built for Electron 45.4.1.',
    );
    const empty = choose({ ELECTRON_OVERRIDE_DIST_PATH: '/tmp/nothing' }, machine({}));
    expect(empty.line).toContain('is not an unpacked Electron');
    expect(empty.line).not.toContain('\n');
  });

  it("then node_modules/electron/dist, where electron's install put the binary", () => {
    expect(choose({}, machine({ [join(installedDist, 'version')]: '45.4.1' }))).toEqual({ path: installedDist });
  });

  it("then Electron's zip in the download cache, in @electron/get's hashed folder or straight in it", () => {
    const hashed = join(cacheRoot, 'ab12', zipName);
    expect(choose({}, machine({}, [hashed], { [cacheRoot]: ['cd34', 'ab12'] }))).toEqual({ path: hashed });
    expect(choose({}, machine({}, [join(cacheRoot, zipName)]))).toEqual({ path: join(cacheRoot, zipName) });
  });

  it('ignores a zip for another platform or version', () => {
    const result = choose({}, machine({}, [join(cacheRoot, 'electron-v45.4.1-win32-x64.zip')]));
    expect(result.path).toBeUndefined();
  });

  it('otherwise names what is missing and both ways to supply it, in one line', () => {
    const result = choose({}, machine({ [join(installedDist, 'version')]: '44.0.0' }));
    expect(result.line).toBe(
      `acs-monitor dist: Electron 45.4.1 for linux-x64 is not on this machine and cannot be downloaded here: set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45.4.1, or put ${zipName} into ${cacheRoot}, then run npm run dist again.`,
    );
  });
});

describe('electronCacheRoot', () => {
  it("follows @electron/get: electron_config_cache, then each OS's cache folder", () => {
    expect(electronCacheRoot({ electron_config_cache: '/cache' }, 'linux', '/home/g')).toBe('/cache');
    expect(electronCacheRoot({}, 'linux', '/home/g')).toBe('/home/g/.cache/electron');
    expect(electronCacheRoot({ XDG_CACHE_HOME: '/xdg' }, 'linux', '/home/g')).toBe('/xdg/electron');
    expect(electronCacheRoot({}, 'darwin', '/Users/g')).toBe('/Users/g/Library/Caches/electron');
    expect(electronCacheRoot({ LOCALAPPDATA: 'C:/Users/g/AppData/Local' }, 'win32', 'C:/Users/g')).toBe(
      join('C:/Users/g/AppData/Local', 'electron', 'Cache'),
    );
  });
});
