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
    // One browser at a time: its file runs beside the other suites (scripts/test.sh), and two browsers there
    // at once timed tests out that pass alone (a wall's alarms unseen for 30 s, a shell's start past 60 s).
    poolOptions: { forks: { singleFork: true } },
  },
});
