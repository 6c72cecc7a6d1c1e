// Where the Electron shell finds better-sqlite3 built for Electron's ABI: node_modules keeps the
// Node build (the CLI and the tests use it), and scripts/native-for-electron.mjs writes this second
// copy. No Electron import here, so the choice is testable in plain Node.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ELECTRON_SQLITE_BINDING = join('out', 'native', 'electron', 'better_sqlite3.node');

/**
 * The binding beside the app, or undefined outside Electron or where it was not built (better-sqlite3
 * then loads its own build, and says so if that build is for the wrong ABI). A packaged app's path
 * ends in app.asar; native files are unpacked beside it, in app.asar.unpacked.
 */
export function electronSqliteBinding(
  appPath: string,
  electronVersion: string | undefined = process.versions['electron'],
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (!electronVersion) return undefined;
  const unpacked = appPath.replace(/app\.asar$/, 'app.asar.unpacked');
  const path = join(unpacked, ELECTRON_SQLITE_BINDING);
  return exists(path) ? path : undefined;
}
