// What only the tests' build of the CLI turns on (test/build/acs-monitor-test-build.ts, compiled by
// tsconfig.test-build.json, never by `npm run build`): the production entry passes none, so the
// acs-monitor a user runs ignores ACS_TEST_CLOCK and ACS_DEMO_CONTROL.
export interface TestHooks {
  /** `serve` keeps the host and its demo on a clock POST /api/test-clock moves on (ACS_TEST_CLOCK=1). */
  testClock: boolean;
  /** The demo `serve` starts opens its control surface: faults, injected events (ACS_DEMO_CONTROL=1). */
  demoControl: boolean;
}
