// Process entry of the CLI: real streams, signals, and the exit status.
import { runCli } from './main.js';

const stopRequested = new Promise<void>((resolve) => {
  process.once('SIGINT', () => resolve());
  process.once('SIGTERM', () => resolve());
});

const status = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stopRequested,
});

// Exit once stdout and stderr are flushed (a pipe is written asynchronously): idle keep-alive
// sockets or the keychain's D-Bus connection must not hold a finished command open.
let unflushed = 2;
const flushed = (): void => {
  unflushed -= 1;
  if (unflushed === 0) process.exit(status);
};
process.stdout.write('', flushed);
process.stderr.write('', flushed);
