import { defineConfig } from 'vitest/config';

// The browser suites: the real renderer in Debian's Chromium against `acs-monitor serve` and its demo.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.test.ts', 'test/e2e-electron/**/*.test.ts'],
    // The suites run the build: bring it up to date first (incremental; see the file).
    globalSetup: ['test/support/build-current.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time, each with its own browser and servers: a browser test waits on pushes and polls
    // for about half its time (two of the slowest: 90 s of file time for 45 CPU-seconds).
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
  },
});
