// Vitest global set-up: the suites run the build (the CLI and core worker from out/node, the main,
// preload and renderer bundles from out/), so an edited source must never be tested as it was at the
// last build. The Node build is incremental (tsc -b: well under a second when nothing changed); the
// bundles are rebuilt when a source is newer than the main bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE_SOURCES = ['electron', 'renderer', 'resources', 'electron.vite.config.ts', 'package.json'];
const MAIN_BUNDLE = join(ROOT, 'out/main/index.js');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), stat.mtimeMs);
}

function bundlesStale(): boolean {
  if (!existsSync(MAIN_BUNDLE)) return true;
  const built = statSync(MAIN_BUNDLE).mtimeMs;
  return BUNDLE_SOURCES.some((source) => newestChange(join(ROOT, source)) > built);
}

function run(command: string, args: string[]): void {
  execFileSync(join(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, stdio: 'inherit' });
}

export default function buildCurrent(): void {
  run('tsc', ['-b', 'tsconfig.node.json']);
  if (bundlesStale()) run('electron-vite', ['build']);
}
