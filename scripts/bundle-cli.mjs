// The acs-monitor CLI as one bundle (npm run build:node): out/cli/index.js, which bin/acs-monitor.js runs, with
// the scripts its threads and child processes load beside it, as the Electron bundle has them (see
// electron/core/runtime/script-beside.ts). One file to read and link instead of about a thousand modules: a
// command starts on about 40% less processor time (`--version` 0.60 → 0.35 CPU-s, `serve` until it listens
// 0.64 → 0.40 CPU-s, user + system, means of three runs), paid by every script and every thread it starts.
//
// `--test`: the tests' build instead (out/cli-test, from test/build/acs-monitor-test-build.ts, the entry that
// honours the test hooks); `npm run build` never makes it and the packaged app ships neither.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const testBuild = process.argv.includes('--test');

/** The entries, by the file name each gets: the CLI and the scripts the code starts beside itself. */
const entryPoints = {
  index: testBuild ? 'test/build/acs-monitor-test-build.ts' : 'electron/cli/index.ts',
  'worker-entry': 'electron/core/worker/worker-entry.ts',
  'cache-preparation-entry': 'electron/core/worker/cache-preparation-entry.ts',
  'csv-piece-worker': 'electron/core/export/csv-piece-worker.ts',
  'postgres-piece-worker': 'electron/core/export/postgres-piece-worker.ts',
  'keychain-probe-child': 'electron/core/secrets/keychain-probe-child.ts',
};

const outdir = testBuild ? 'out/cli-test' : 'out/cli';
// Chunks are named by their content: those of an earlier build would stay beside the new ones.
rmSync(new URL(outdir, new URL('..', import.meta.url)), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  // Code the entries share goes to chunks once, and a command's module still loads only when it runs.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Native modules load their compiled part from beside their package; pg loads pg-native only if asked.
  external: ['better-sqlite3', 'keytar', '@napi-rs/canvas', 'pg-native'],
  // The CommonJS packages bundled in (pg, onvif…) call require() for Node's own modules.
  banner: {
    js: "import { createRequire as acsCreateRequire } from 'node:module'; const require = acsCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
