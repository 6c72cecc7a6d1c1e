// Vitest global set-up: the suites run the build (the CLI's bundles out/cli and out/cli-test; from out/node
// the scripts of the threads the sources start; the main, preload and renderer bundles from out/), so an
// edited source must never be tested as it was at the last build. The Node build is incremental (tsc -b: well
// under a second when nothing changed); each bundle is rebuilt when a source of it is newer.
//
// It is the tests' build: the CLI's test entry (test/build/, which honours ACS_TEST_CLOCK and
// ACS_DEMO_CONTROL) beside the one users run, and a main bundle with its test hooks on (ACS_TEST_BUILD=1).
// A main bundle `npm run build` made (hooks off) is rebuilt: it lacks the mark this writes.
//
// One build where there can be: a current build of `npm run build` (npm test makes one first) is
// copied to out/production-check for electron-main-production.test.ts, which checks the main bundle a
// user runs, and only the main bundle is built again with its test hooks on (the preload and renderer
// do not depend on ACS_TEST_BUILD, so they are the same bytes either way).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bundleStale,
  CLI_BUNDLES,
  cliBundleStale,
  MAIN_BUNDLE,
  PRODUCTION_CHECK,
  PRODUCTION_CHECK_MARK,
  ROOT,
  sourcesNewerThan,
  TEST_BUILD_MARK,
} from './bundles.js';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(join(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, stdio: 'inherit', env });
}

export default function buildCurrent(): void {
  run('tsc', ['-b', 'tsconfig.node.json']);
  for (const cli of CLI_BUNDLES.filter((bundle) => cliBundleStale(bundle.entry))) {
    execFileSync(process.execPath, [join(ROOT, 'scripts/bundle-cli.mjs'), ...cli.args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  if (!bundleStale(MAIN_BUNDLE, TEST_BUILD_MARK)) return;
  // No test mark and no source newer than the main bundle: out/ is a current build without test hooks.
  const production =
    existsSync(MAIN_BUNDLE) && !existsSync(TEST_BUILD_MARK) && !sourcesNewerThan(statSync(MAIN_BUNDLE).mtimeMs);
  if (production) {
    rmSync(PRODUCTION_CHECK, { recursive: true, force: true });
    for (const bundle of ['main', 'preload', 'renderer'])
      cpSync(join(ROOT, 'out', bundle), join(PRODUCTION_CHECK, bundle), { recursive: true });
    writeFileSync(PRODUCTION_CHECK_MARK, 'copied from a current build of npm run build: test hooks off\n');
  }
  run('electron-vite', ['build'], {
    ...process.env,
    ACS_TEST_BUILD: '1',
    ...(production ? { ACS_TEST_BUILD_MAIN_ONLY: '1' } : {}),
  });
  writeFileSync(TEST_BUILD_MARK, 'built with ACS_TEST_BUILD=1: test hooks on\n');
}
