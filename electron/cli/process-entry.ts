// The CLI as a process: real streams, signals, and the exit status. `bin/acs-monitor.js` runs it with
// no test hooks (electron/cli/index.ts); only the tests' own build passes them (test/build/).
import { runCli } from './main.js';
import type { TestHooks } from './test-hooks.js';

export async function runAsProcess(testHooks?: TestHooks): Promise<void> {
  const stopRequested = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

  const status = await runCli(
    process.argv.slice(2),
    { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, stopRequested },
    testHooks,
  );

  // Exit once stdout and stderr are flushed (a pipe is written asynchronously): idle keep-alive
  // sockets or the keychain's D-Bus connection must not hold a finished command open.
  let unflushed = 2;
  const flushed = (): void => {
    unflushed -= 1;
    if (unflushed === 0) process.exit(status);
  };
  process.stdout.write('', flushed);
  process.stderr.write('', flushed);
}
