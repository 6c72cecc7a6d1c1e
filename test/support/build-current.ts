// Vitest global set-up: the suites run the build (the CLI and core worker from out/node, the main,
// preload and renderer bundles from out/), so an edited source must never be tested as it was at the
// last build. The Node build is incremental (tsc -b: well under a second when nothing changed); the
// bundles are rebuilt when a source is newer than the main bundle.
//
// It is the tests' build: the CLI's test entry (test/build/, which honours ACS_TEST_CLOCK and
// ACS_DEMO_CONTROL) beside the one users run, and a main bundle with its test hooks on (ACS_TEST_BUILD=1).
// A main bundle `npm run build` made (hooks off) is rebuilt: it lacks the mark this writes.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE_SOURCES = ['electron', 'renderer', 'resources', 'electron.vite.config.ts', 'package.json'];
const MAIN_BUNDLE = join(ROOT, 'out/main/index.js');
/** Written beside the main bundle after a build with its test hooks on; any other build empties the folder. */
const TEST_BUILD_MARK = join(ROOT, 'out/main/test-build.mark');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), stat.mtimeMs);
}

function bundlesStale(): boolean {
  if (!existsSync(MAIN_BUNDLE) || !existsSync(TEST_BUILD_MARK)) return true;
  const built = statSync(MAIN_BUNDLE).mtimeMs;
  return BUNDLE_SOURCES.some((source) => newestChange(join(ROOT, source)) > built);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(join(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, stdio: 'inherit', env });
}

export default function buildCurrent(): void {
  run('tsc', ['-b', 'tsconfig.test-build.json']); // builds tsconfig.node.json first (a reference)
  if (bundlesStale()) {
    run('electron-vite', ['build'], { ...process.env, ACS_TEST_BUILD: '1' });
    writeFileSync(TEST_BUILD_MARK, 'built with ACS_TEST_BUILD=1: test hooks on\n');
  }
}
