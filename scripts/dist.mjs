// npm run dist: builds the app, makes sure better-sqlite3 is built for Electron's ABI (and keytar is
// Node-API, which needs no rebuild) and that Electron itself is on the machine, then runs
// electron-builder for this OS's targets (extra arguments go to electron-builder, e.g.
// `npm run dist -- --dir`). Whatever is missing is named in one line each, before electron-builder starts.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { electronDistSource } from './electron-dist.mjs';
import { nativeModulesForElectronProblems } from './native-abi.mjs';
import { ensureElectronSqlite } from './native-for-electron.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { version } = JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8'));
const native = ensureElectronSqlite();
const electron = electronDistSource({ version, installedDist: join(root, 'node_modules', 'electron', 'dist') });
const missing = [native.line, electron.line].filter(Boolean);
if (native.ok) {
  const keytarFile = join(root, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node');
  missing.push(...nativeModulesForElectronProblems({ electronVersion: version, keytarFile, sqliteFile: native.path }));
}
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

// electron-builder's log goes to the terminal without its stack traces (those stay in a file), and
// its first error (what it could not do or fetch) ends the run in one line.
const logFile = join(root, 'release', 'electron-builder.log');
mkdirSync(join(root, 'release'), { recursive: true });
const log = createWriteStream(logFile);
const builder = spawn(
  process.execPath,
  [
    require.resolve('electron-builder/cli.js'),
    '--publish',
    'never',
    `-c.electronDist=${electron.path}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] },
);
let failure = null;
for (const stream of [builder.stdout, builder.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    if (/^\s+at /.test(line)) return;
    const shown = line.replace(/\s+failedTask=.*$/, '');
    if (shown.trim().startsWith('⨯')) failure ??= shown.trim().replace(/^⨯\s*/, '');
    console.log(shown);
  });
}
builder.on('close', (code) => {
  log.end();
  if (code === 0) return;
  const fetching = failure && /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|github\.com/.test(failure);
  console.error(
    fetching
      ? `acs-monitor dist: electron-builder could not fetch its packaging tools (${failure}): it downloads them (AppImage, fpm for deb, NSIS) from github.com/electron-userland/electron-builder-binaries; set ELECTRON_BUILDER_BINARIES_MIRROR to a mirror of it, or copy ~/.cache/electron-builder from a machine that ran npm run dist (\`npm run dist -- --dir\` builds the unpacked app without them); log: ${logFile}`
      : `acs-monitor dist: electron-builder failed: ${failure ?? `exit status ${code}`} (log: ${logFile})`,
  );
  process.exit(1);
});
