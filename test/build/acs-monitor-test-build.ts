// The CLI as the browser suites run it: `acs-monitor` with the test hooks its environment asks for
// (ACS_TEST_CLOCK=1, ACS_DEMO_CONTROL=1, ACS_TEST_SCREENS_SET_UP=1). Bundled only by the tests
// (`scripts/bundle-cli.mjs --test`, from test/support/build-current.ts) into out/cli-test/, never by `npm run
// build`: the acs-monitor a user runs (bin/acs-monitor.js → out/cli, from electron/cli/index.ts) has no way to
// turn them on.
import { runAsProcess } from '../../electron/cli/process-entry.js';

await runAsProcess({
  testClock: process.env.ACS_TEST_CLOCK === '1',
  demoControl: process.env.ACS_DEMO_CONTROL === '1',
  screensSetUp: process.env.ACS_TEST_SCREENS_SET_UP === '1',
});
