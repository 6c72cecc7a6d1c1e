// The acs-monitor command line (docs/interfaces.md): parses arguments, runs one command, and turns any
// failure into one line on stderr and its fixed exit status.
import { Command, CommanderError } from 'commander';
import { appVersion } from '../core/app/command-line/app-version.js';
import {
  INSECURE_ROOM_ENV,
  INSECURE_ROOM_FLAG,
  ROOM_CA_ENV,
  ROOM_CA_FLAG,
} from '../core/app/command-line/global-options.js';
import { EXIT, exitCodeFor, failureLine } from './exit-codes.js';
import type { CliIO } from './io.js';
import { terminalStream } from './terminal-text.js';
import type { TestHooks } from './test-hooks.js';

/**
 * The commands, in the order --help lists them, each with the module that adds it. A command's module
 * (and what it imports: the sync, the room, the web server…) is loaded only when it is needed, so a
 * command starts without loading every other's code.
 */
type AddCommands = (program: Command, io: CliIO, testHooks: TestHooks | undefined) => Promise<void>;
const COMMANDS: ReadonlyArray<{ names: readonly string[]; add: AddCommands }> = [
  {
    names: ['register', 'login', 'logout'],
    add: async (program, io) => (await import('./commands/account.js')).addAccountCommands(program, io),
  },
  {
    names: ['customers', 'users', 'devices', 'doors'],
    add: async (program, io) => (await import('./commands/inventory.js')).addInventoryCommands(program, io),
  },
  { names: ['sync'], add: async (program, io) => (await import('./commands/sync.js')).addSyncCommand(program, io) },
  {
    names: ['events'],
    add: async (program, io) => (await import('./commands/events.js')).addEventsCommand(program, io),
  },
  {
    names: ['export'],
    add: async (program, io) => (await import('./commands/export.js')).addExportCommand(program, io),
  },
  {
    names: ['alarms'],
    add: async (program, io) => (await import('./commands/alarms.js')).addAlarmCommands(program, io),
  },
  { names: ['demo'], add: async (program, io) => (await import('./commands/demo.js')).addDemoCommand(program, io) },
  {
    names: ['serve'],
    add: async (program, io, testHooks) =>
      (await import('./commands/serve.js')).addServeCommand(program, io, testHooks),
  },
  {
    names: ['supervisor-password'],
    add: async (program, io) => (await import('./commands/supervisor.js')).addSupervisorCommand(program, io),
  },
  {
    names: ['db'],
    add: async (program, io) => (await import('./commands/db.js')).addDatabaseCommands(program, io),
  },
];

/** The options every command takes, given before or after the command's name. */
function addGlobalOptions(program: Command): Command {
  return program
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
    );
}

/**
 * The commands `argv` runs: the one it names, found as commander finds it (the first operand once the
 * global options and their values are read); every command where it names none it knows (--help, help,
 * --version, a mistyped command: what commander says then lists or suggests them all).
 */
function commandsFor(argv: readonly string[]): ReadonlyArray<{ add: AddCommands }> {
  // A missing option value is commander's to report, from the program itself: the probe says nothing.
  const probe = addGlobalOptions(new Command('acs-monitor'))
    .exitOverride()
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  probe.command('placeholder'); // commander reads a lone negative number as it does with commands
  let named: string | undefined;
  try {
    named = probe.parseOptions([...argv]).operands[0];
  } catch {
    named = undefined;
  }
  const only = COMMANDS.find((command) => named !== undefined && command.names.includes(named));
  return only ? [only] : COMMANDS;
}

async function buildProgram(argv: readonly string[], io: CliIO, testHooks: TestHooks | undefined): Promise<Command> {
  const program = addGlobalOptions(
    new Command('acs-monitor')
      .description('Guard-workstation monitor for an access control service')
      .version(appVersion(), '--version', 'print the version of acs-monitor'),
  )
    .showHelpAfterError('(run acs-monitor --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(`acs-monitor: ${text.replace(/^error: /, '')}`),
    });
  for (const command of commandsFor(argv)) await command.add(program, io, testHooks);
  return program;
}

/** Runs one command; `testHooks` only from the tests' build (electron/cli/test-hooks.ts). */
export async function runCli(argv: readonly string[], given: CliIO, testHooks?: TestHooks): Promise<number> {
  // Everything on stderr is words for the operator, the service's among them: never raw escapes.
  const io: CliIO = { ...given, stderr: terminalStream(given.stderr) };
  const program = await buildProgram(argv, io, testHooks);
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
