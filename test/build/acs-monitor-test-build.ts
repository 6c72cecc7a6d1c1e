// The CLI as the browser suites run it: `acs-monitor` with the test hooks its environment asks for
// (ACS_TEST_CLOCK=1, ACS_DEMO_CONTROL=1, ACS_TEST_SCREENS_SET_UP=1, ACS_TEST_DEMO_HISTORY_HOURS=N). Bundled only
// by the tests (`scripts/bundle-cli.mjs --test`, from test/support/build-current.ts) into out/cli-test/, never by
// `npm run build`: the acs-monitor a user runs (bin/acs-monitor.js → out/cli, from electron/cli/index.ts) has no
// way to turn them on.
import { runAsProcess } from '../../electron/cli/process-entry.js';

await runAsProcess({
  testClock: process.env.ACS_TEST_CLOCK === '1',
  demoControl: process.env.ACS_DEMO_CONTROL === '1',
  screensSetUp: process.env.ACS_TEST_SCREENS_SET_UP === '1',
  demoHistoryHours: hours(process.env.ACS_TEST_DEMO_HISTORY_HOURS),
});

function hours(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`ACS_TEST_DEMO_HISTORY_HOURS: not a number of hours: ${text}`);
  return value;
}
