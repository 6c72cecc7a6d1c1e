// Builds better-sqlite3 a second time, for Electron's ABI, into out/native/electron/: node_modules
// keeps the Node build that the command line and the tests use, so neither is ever half-switched.
// Rebuilds only when Electron or better-sqlite3 changed. Electron's headers come from
// electronjs.org, or from ACS_ELECTRON_HEADERS (that download, copied here by hand).
// Run directly: exit 0 once the file is current; otherwise one line saying what failed, exit 1.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'out', 'native', 'electron');
export const ELECTRON_SQLITE_FILE = join(outDir, 'better_sqlite3.node');
const stampFile = join(outDir, 'build.json');
const HEADERS_BASE = 'https://electronjs.org/headers';

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

export function headersUrl(electronVersion) {
  return `${HEADERS_BASE}/v${electronVersion}/node-v${electronVersion}-headers.tar.gz`;
}

/** What the Electron-ABI file must have been built for. */
export function wantedBuild(electronVersion, betterSqlite3Version, platform = process.platform, arch = process.arch) {
  return { electron: electronVersion, betterSqlite3: betterSqlite3Version, platform, arch };
}

export function buildIsCurrent(stamp, wanted) {
  return stamp !== null && Object.entries(wanted).every(([key, value]) => stamp[key] === value);
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

function nodeGyp(args, cwd, logFile) {
  // ~/.npmrc may name Node's own headers (nodedir): under `npm run` that would build for Node's ABI.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'),
  );
  const result = spawnSync(process.execPath, [require.resolve('node-gyp/bin/node-gyp.js'), ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(logFile, `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`);
  return result.status === 0;
}

/** Builds the file where it is missing or stale: { ok: true, path } or { ok: false, line }. */
export function ensureElectronSqlite() {
  const electron = versionOf('electron');
  const wanted = wantedBuild(electron, versionOf('better-sqlite3'));
  if (existsSync(ELECTRON_SQLITE_FILE) && buildIsCurrent(readStamp(), wanted)) {
    return { ok: true, path: ELECTRON_SQLITE_FILE };
  }
  mkdirSync(outDir, { recursive: true });
  const logFile = join(outDir, 'build.log');
  const target = [`--target=${electron}`, `--arch=${process.arch}`, `--dist-url=${HEADERS_BASE}`];
  const tarball = process.env.ACS_ELECTRON_HEADERS;
  if (!nodeGyp(['install', '--ensure', ...target, ...(tarball ? [`--tarball=${tarball}`] : [])], root, logFile)) {
    return {
      ok: false,
      line: tarball
        ? `acs-monitor: could not install Electron ${electron}'s headers from ACS_ELECTRON_HEADERS=${tarball} (details: ${logFile}).`
        : `acs-monitor: could not fetch Electron ${electron}'s headers (${headersUrl(electron)}) to build better-sqlite3 for Electron; download that file elsewhere and run again with ACS_ELECTRON_HEADERS=/path/to/node-v${electron}-headers.tar.gz.`,
    };
  }
  const work = mkdtempSync(join(tmpdir(), 'acs-native-'));
  try {
    const copy = join(work, 'better-sqlite3');
    const source = join(root, 'node_modules', 'better-sqlite3');
    cpSync(source, copy, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) });
    if (!nodeGyp(['rebuild', '--release', ...target], copy, logFile)) {
      return {
        ok: false,
        line: `acs-monitor: building better-sqlite3 for Electron ${electron} failed (log: ${logFile}).`,
      };
    }
    cpSync(join(copy, 'build', 'Release', 'better_sqlite3.node'), ELECTRON_SQLITE_FILE);
    writeFileSync(stampFile, `${JSON.stringify(wanted, null, 2)}\n`);
    return { ok: true, path: ELECTRON_SQLITE_FILE };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = ensureElectronSqlite();
  if (result.ok) console.log(result.path);
  else console.error(result.line);
  process.exit(result.ok ? 0 : 1);
}
