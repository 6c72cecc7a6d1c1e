// What only the tests' build of the CLI turns on (test/build/acs-monitor-test-build.ts, bundled by
// `scripts/bundle-cli.mjs --test`, never by `npm run build`): the production entry passes none, so the
// acs-monitor a user runs ignores ACS_TEST_CLOCK, ACS_DEMO_CONTROL, ACS_TEST_SCREENS_SET_UP and
// ACS_TEST_DEMO_HISTORY_HOURS.
export interface TestHooks {
  /** `serve` keeps the host and its demo on a clock POST /api/test-clock moves on (ACS_TEST_CLOCK=1). */
  testClock: boolean;
  /** The demo `serve` starts opens its control surface: faults, injected events (ACS_DEMO_CONTROL=1). */
  demoControl: boolean;
  /**
   * `serve`'s screens may set the workstation up (service, demo, room, budget) once it has a service, as
   * the desktop app's window may: the browser suites drive those forms (ACS_TEST_SCREENS_SET_UP=1).
   */
  screensSetUp: boolean;
  /**
   * Hours of history the demo `serve` starts begins with, instead of its 48 (ACS_TEST_DEMO_HISTORY_HOURS): a browser
   * test whose subject is not the history spares the sync and the page its first fill, most of a monitor's start.
   */
  demoHistoryHours?: number;
}
