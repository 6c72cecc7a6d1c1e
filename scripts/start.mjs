// npm start: the desktop app where Electron's binary is present; otherwise one line saying so and
// the browser shell instead (its URL is printed first). Builds what is missing first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { electronBinary } from './electron-binary.mjs';
import { ensureElectronSqlite } from './native-for-electron.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;

if (!existsSync(`${root}out/renderer/index.html`) || !existsSync(`${root}out/cli/index.js`)) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const binary = electronBinary();
if (binary) {
  // The desktop app loads better-sqlite3 built for Electron (out/native/electron), built here once.
  const native = ensureElectronSqlite();
  if (!native.ok) {
    console.error(native.line);
    process.exit(1);
  }
}
const [command, args] = binary
  ? [process.execPath, [require.resolve('electron-vite/bin/electron-vite.js'), 'preview']]
  : [process.execPath, [`${root}bin/acs-monitor.js`, 'serve', ...process.argv.slice(2)]];
if (!binary) {
  console.error(
    "acs-monitor: Electron's binary is not installed here (it downloads on first launch, which this machine cannot); starting the browser shell instead.",
  );
}
const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
