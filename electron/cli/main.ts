// The acs-monitor command line (docs/interfaces.md): parses arguments, runs one command, and turns any
// failure into one line on stderr and its fixed exit status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { packageRoot } from '../core/profile/package-root.js';
import { INSECURE_ROOM_ENV, INSECURE_ROOM_FLAG, ROOM_CA_ENV, ROOM_CA_FLAG } from '../core/room/room-tls.js';
import { addAccountCommands } from './commands/account.js';
import { addDemoCommand } from './commands/demo.js';
import { addAlarmCommands } from './commands/alarms.js';
import { addDatabaseCommands } from './commands/db.js';
import { addEventsCommand } from './commands/events.js';
import { addExportCommand } from './commands/export.js';
import { addSyncCommand } from './commands/sync.js';
import { addInventoryCommands } from './commands/inventory.js';
import { addServeCommand } from './commands/serve.js';
import { addSupervisorCommand } from './commands/supervisor.js';
import { EXIT, exitCodeFor, failureLine } from './exit-codes.js';
import type { CliIO } from './io.js';
import { terminalStream } from './terminal-text.js';
import type { TestHooks } from './test-hooks.js';

function buildProgram(io: CliIO, testHooks: TestHooks | undefined): Command {
  const program = new Command('acs-monitor')
    .description('Guard-workstation monitor for an access control service')
    .version(appVersion(), '--version', 'print the version of acs-monitor')
    .option('--url <URL>', 'service address without /v1 (default: ACS_BASE_URL, then the last one used)')
    .option('--data-dir <DIR>', 'profile folder (default: ACS_DATA_DIR, then the per-user app-data folder)')
    .option(
      '--allow-insecure-http',
      'accept a plain http:// address that is not this machine (default: ACS_ALLOW_INSECURE_HTTP=1); the password and tokens then cross the network unencrypted',
    )
    .option(
      '--database <URL>',
      "the control room's shared PostgreSQL database, postgres://… (default: ACS_DATABASE_URL); used by serve, sync, events, export, alarms, supervisor-password and the db commands",
    )
    .option(
      `${ROOM_CA_FLAG} <FILE>`,
      `the root certificate (PEM) of the private CA that signed the room database's certificate (default: ${ROOM_CA_ENV}); the address's sslrootcert= comes first`,
    )
    .option(
      INSECURE_ROOM_FLAG,
      `accept a room database beyond this machine without TLS or without checking its certificate, as the address's sslmode= asks (default: ${INSECURE_ROOM_ENV}=1); anyone on the network between could then read card numbers and change rules or alarm flags`,
    )
    .showHelpAfterError('(run acs-monitor --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(`acs-monitor: ${text.replace(/^error: /, '')}`),
    });
  addAccountCommands(program, io);
  addInventoryCommands(program, io);
  addSyncCommand(program, io);
  addEventsCommand(program, io);
  addExportCommand(program, io);
  addAlarmCommands(program, io);
  addDemoCommand(program, io);
  addServeCommand(program, io, testHooks);
  addSupervisorCommand(program, io);
  addDatabaseCommands(program, io);
  return program;
}

/** Runs one command; `testHooks` only from the tests' build (electron/cli/test-hooks.ts). */
export async function runCli(argv: readonly string[], given: CliIO, testHooks?: TestHooks): Promise<number> {
  // Everything on stderr is words for the operator, the service's among them: never raw escapes.
  const io: CliIO = { ...given, stderr: terminalStream(given.stderr) };
  const program = buildProgram(io, testHooks);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.stderr.write(`${failureLine(error)}\n`);
    return exitCodeFor(error);
  }
}

function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
