import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The suites run the build: bring it up to date first (incremental; see the file).
    globalSetup: ['test/support/build-current.ts'],
    // The browser and Electron suites run with vitest.e2e.config.ts.
    exclude: [...configDefaults.exclude, 'test/e2e/**', 'test/e2e-electron/**'],
    // A safety net, not a measure: many suites run several processes (the CLI, serve, the demo, a
    // room) one after another, which on 2 loaded cores took up to 20 s, the old limit.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Native modules (better-sqlite3, keytar) are safer in child processes than in worker threads.
    // Two at a time on 2 cores.
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
  },
});
