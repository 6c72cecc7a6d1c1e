import { defineConfig } from 'vitest/config';
import base, { ISOLATED_SUITES } from './vitest.config.js';

// The suites that need a process each (see ISOLATED_SUITES): npm test runs them after the other integration
// suites, in the lane beside the browser suites.
export default defineConfig({
  test: {
    ...base.test,
    include: ISOLATED_SUITES,
    exclude: [],
    isolate: true,
  },
});
