import { defineConfig } from 'vitest/config';

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
    pool: 'forks',
    // One browser at a time: 2 cores, and each test runs its own server (two at once timed tests out).
    poolOptions: { forks: { singleFork: true } },
    // The files one after another in that one process, the code imported once: each file opens its own browser
    // and monitors, and closes them after (support/monitor.ts).
    isolate: false,
  },
});
