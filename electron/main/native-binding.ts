// Where the Electron shell finds better-sqlite3 built for Electron's ABI: node_modules keeps the
// Node build (the command line and the tests use it), and scripts/native-for-electron.mjs writes
// this second copy into out/native/electron. No Electron import here, so it is testable in Node.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The binding beside the main bundle (out/main/index.js), or undefined outside Electron or where it
 * was not built (better-sqlite3 then loads its own build, and says so if that is for the wrong ABI).
 * In a packaged app the bundle is inside app.asar; native files are unpacked beside it.
 */
export function electronSqliteBinding(
  mainBundleUrl: string = import.meta.url,
  electronVersion: string | undefined = process.versions['electron'],
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (!electronVersion) return undefined;
  const path = fileURLToPath(new URL('../native/electron/better_sqlite3.node', mainBundleUrl)).replace(
    /([\\/])app\.asar(?=[\\/])/,
    '$1app.asar.unpacked',
  );
  return exists(path) ? path : undefined;
}
