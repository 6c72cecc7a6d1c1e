// Where electron-builder can take Electron from without a download, in this order: an unpacked
// Electron named by ELECTRON_OVERRIDE_DIST_PATH, the one `npm install` put in node_modules/electron/dist,
// or Electron's zip in Electron's download cache. Returns { path } for electron-builder's
// electronDist, or { line } saying what is missing and how to supply it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const readText = (path) => (existsSync(path) ? readFileSync(path, 'utf8').trim() : null);
const listFolders = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** @electron/get's cache folder (where `npm install electron` and electron-builder keep Electron's zips). */
export function electronCacheRoot(env = process.env, platform = process.platform, home = homedir()) {
  if (env.electron_config_cache) return env.electron_config_cache;
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'electron');
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'electron', 'Cache');
  return join(env.XDG_CACHE_HOME ?? join(home, '.cache'), 'electron');
}

export function electronDistSource({
  version,
  platform = process.platform,
  arch = process.arch,
  env = process.env,
  installedDist,
  cacheRoot = electronCacheRoot(env, platform),
  files = { readText, listFolders, exists: existsSync },
}) {
  const zipName = `electron-v${version}-${platform}-${arch}.zip`;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const found = files.readText(join(override, 'version'));
    if (found === version) return { path: override };
    return {
      line: found
        ? `acs-monitor dist: ELECTRON_OVERRIDE_DIST_PATH=${override} holds Electron ${found}, but this app is built for Electron ${version}.`
        : `acs-monitor dist: ELECTRON_OVERRIDE_DIST_PATH=${override} is not an unpacked Electron (it has no "version" file).`,
    };
  }
  if (files.readText(join(installedDist, 'version')) === version) return { path: installedDist };
  // @electron/get keeps each zip in a folder named after a hash of its address; accept the zip
  // put straight into the cache folder too.
  const zip = [cacheRoot, ...files.listFolders(cacheRoot).map((folder) => join(cacheRoot, folder))]
    .map((folder) => join(folder, zipName))
    .find((path) => files.exists(path));
  if (zip) return { path: zip };
  return {
    line: `acs-monitor dist: Electron ${version} for ${platform}-${arch} is not on this machine and cannot be downloaded here: set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron ${version}, or put ${zipName} into ${cacheRoot}, then run npm run dist again.`,
  };
}
