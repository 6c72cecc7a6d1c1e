import { defineConfig } from 'vitest/config';
import base, { steadyForks } from './vitest.config.js';

// The fast loop (npm run test:unit), and npm test's first phase: the unit tests alone run sources only, so
// nothing is built first. Each fork runs many of them (isolate: false) rather than a new process importing
// the code anew for each of 70 files, which took most of their time; so a unit file puts back what it
// changes of the process (the clock's zone, fake timers).
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/unit/**/*.test.ts'],
    globalSetup: [],
    isolate: false,
    // The unit files keep both cores busy: two forks, one a core.
    poolOptions: { forks: steadyForks(2) },
  },
});
