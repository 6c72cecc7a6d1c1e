// The CLI as the browser suites run it: `acs-monitor` with the test hooks its environment asks for
// (ACS_TEST_CLOCK=1, ACS_DEMO_CONTROL=1, ACS_TEST_SCREENS_SET_UP=1). Built only by the tests (tsconfig.test-build.json, from
// test/support/build-current.ts) into out/node/test/build/, never by `npm run build`: the acs-monitor
// a user runs (bin/acs-monitor.js → electron/cli/index.ts) has no way to turn them on.
import { runAsProcess } from '../../electron/cli/process-entry.js';

await runAsProcess({
  testClock: process.env.ACS_TEST_CLOCK === '1',
  demoControl: process.env.ACS_DEMO_CONTROL === '1',
  screensSetUp: process.env.ACS_TEST_SCREENS_SET_UP === '1',
});
