import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';
import { PATIENCE_MS } from './test/support/patience.js';
import { steadyForks } from './vitest.config.js';

// The browser suites: the real renderer in Debian's Chromium against `acs-monitor serve` and its demo.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.test.ts', 'test/e2e-electron/**/*.test.ts'],
    // The suites run the build: bring it up to date first (incremental; see the file).
    globalSetup: ['test/support/build-current.ts'],
    // A hang's limit, not a speed test: scenarios of 40 s alone take twice that beside the other lane.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A wait without a limit of its own waits as long as the others (vitest's default is 1 s).
    expect: { poll: { timeout: PATIENCE_MS } },
    // The longest files first, on a fresh checkout too (see the file).
    sequence: { sequencer: LongestFirst },
    pool: 'forks',
    // Two files at a time: most of a browser test's time is waiting on its server, its demo and the page.
    poolOptions: { forks: steadyForks(2) },
    // Many files to each process, the code imported once: each file opens its own browser and monitors, and
    // closes them after (support/monitor.ts).
    isolate: false,
  },
});
