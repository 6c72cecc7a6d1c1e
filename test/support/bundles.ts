// Where the bundles are and whether a build of them is current: a bundle is stale when a source of the
// bundles (or the build's configuration) changed after it was built. Shared by the tests' global set-up
// (build-current.ts) and the check of the production bundle (electron-main-production.test.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE_SOURCES = ['electron', 'renderer', 'resources', 'electron.vite.config.ts', 'package.json'];
export const MAIN_BUNDLE = join(ROOT, 'out/main/index.js');
/** Written beside the main bundle after a build with its test hooks on; any other build empties the folder. */
export const TEST_BUILD_MARK = join(ROOT, 'out/main/test-build.mark');
/** The production bundles electron-main-production.test.ts runs (inside the project, so node_modules resolves). */
export const PRODUCTION_CHECK = join(ROOT, 'out', 'production-check');
/** Its main bundle. */
export const PRODUCTION_CHECK_MAIN = join(PRODUCTION_CHECK, 'main', 'index.js');
/** Written there once a current production build was copied in (build-current.ts). */
export const PRODUCTION_CHECK_MARK = join(PRODUCTION_CHECK, 'production-build.mark');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), stat.mtimeMs);
}

/** Whether a source of the bundles changed after `builtMs`. */
export function sourcesNewerThan(builtMs: number): boolean {
  return BUNDLE_SOURCES.some((source) => newestChange(join(ROOT, source)) > builtMs);
}

/** The command line's bundles (scripts/bundle-cli.mjs): the one users run, and the tests' with its hooks. */
export const CLI_BUNDLES = [
  { entry: join(ROOT, 'out/cli/index.js'), args: [] },
  { entry: join(ROOT, 'out/cli-test/index.js'), args: ['--test'] },
];
const CLI_SOURCES = ['electron', 'test/build', 'scripts/bundle-cli.mjs', 'package.json'];

/** Whether the command line's bundle `entry` is missing, or a source of it changed after it was built. */
export function cliBundleStale(entry: string): boolean {
  if (!existsSync(entry)) return true;
  const builtMs = statSync(entry).mtimeMs;
  return CLI_SOURCES.some((source) => newestChange(join(ROOT, source)) > builtMs);
}

/** Whether `bundle`, or `mark` written after building it, is missing, or a source changed since either. */
export function bundleStale(bundle: string, mark: string): boolean {
  if (!existsSync(bundle) || !existsSync(mark)) return true;
  return sourcesNewerThan(Math.min(statSync(bundle).mtimeMs, statSync(mark).mtimeMs));
}
