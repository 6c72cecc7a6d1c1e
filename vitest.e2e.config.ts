import { configDefaults, defineConfig } from 'vitest/config';
import base, { steadyForks } from './vitest.config.js';

// The browser suites: the real renderer in Debian's Chromium against `acs-monitor serve` and its demo. As the
// integration suites (vitest.config.ts: the build brought up to date first, the same limits, the longest files
// first, many files to a process, each file putting back what it changes), but only these files, two at a time.
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/e2e/**/*.test.ts', 'test/e2e-electron/**/*.test.ts'],
    exclude: configDefaults.exclude,
    // Two files at a time: most of a browser test's time is waiting on its server, its demo and the page. Each
    // process keeps one Chromium for its files; each monitor gets a context of its own (support/monitor.ts).
    poolOptions: { forks: steadyForks(2) },
  },
});
