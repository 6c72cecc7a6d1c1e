import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';
import { PATIENCE_MS } from './test/support/patience.js';

/**
 * The suites that need a process each: they load the main process with Electron stood in (its IPC handlers and
 * app events live as long as the process), or point keytar at a private keyring before it first reaches a bus.
 * They run with vitest.isolated.config.ts.
 */
export const ISOLATED_SUITES = [
  'test/integration/electron-main*.test.ts',
  'test/integration/secrets-keychain-lock.test.ts',
];

/**
 * A pool of `count` processes that stays that size until the run ends. With fewer kept (minForks below
 * maxForks) tinypool (vitest 3.2) ends an idle process while it is still being taken down, and the second
 * ending rejects unhandled ("Terminating worker thread"): the run stops, files unrun and no report. Six short files
 * with minForks 1 and maxForks 3 died 5 of 5 times; with minForks 3 (4 runs) or 2 (2 runs), none did.
 */
export function steadyForks(count: number): { minForks: number; maxForks: number } {
  return { minForks: count, maxForks: count };
}

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The suites run the build: bring it up to date first (incremental; see the file).
    globalSetup: ['test/support/build-current.ts'],
    // Says which test was running when a process's event loop stalls (see the file).
    setupFiles: ['test/support/stall-watch.ts'],
    // The browser and Electron suites run with vitest.e2e.config.ts.
    exclude: [...configDefaults.exclude, 'test/e2e/**', 'test/e2e-electron/**', ...ISOLATED_SUITES],
    // A safety net, not a measure: many suites run several processes (the CLI, serve, the demo, a room) one
    // after another; scenarios of 40 s alone took 60 s and more beside the browser lane on 2 loaded cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A wait without a limit of its own waits as long as the others (vitest's default is 1 s).
    expect: { poll: { timeout: PATIENCE_MS } },
    // The longest files first, on a fresh checkout too (see the file).
    sequence: { sequencer: LongestFirst },
    // Native modules (better-sqlite3, keytar) are safer in child processes than in worker threads.
    // Three at a time on 2 cores: most of these files wait (on a room's lease, a poll, a CLI process).
    pool: 'forks',
    poolOptions: { forks: steadyForks(3) },
    // Many files to a process: a new process importing the code anew for each of a hundred files cost about a
    // quarter of the suites' processor time. A file puts back what it changes of the process (as the unit files
    // do); the few that cannot are ISOLATED_SUITES.
    isolate: false,
  },
});
