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
process.exitCode = status;
// Long-lived handles (keep-alive sockets, the keychain's D-Bus connection) must not hold a finished command.
if (!process.argv.includes('demo')) setImmediate(() => process.exit(status));
