// db join / leave / migrate / status: the control room's PostgreSQL database (--database, else
// ACS_DATABASE_URL, else the room this workstation joined).
import type { Command } from 'commander';
import { migrateRoomSchema, roomStatus } from '../../core/app/command-line/room-database.js';
import {
  addressHasPassword,
  joinedRoom,
  rethrowAddressProblem,
  roomInUse,
  type ChosenRoom,
} from '../../core/app/command-line/room-choice.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { readAll } from '../password.js';
import { terminalText } from '../terminal-text.js';

const SOURCES: Record<ChosenRoom['source'], string> = {
  flag: '--database',
  environment: 'ACS_DATABASE_URL',
  joined: 'joined (acs-monitor db join)',
};

export function addDatabaseCommands(program: Command, io: CliIO): void {
  const db = program
    .command('db')
    .description(
      "the control room's shared PostgreSQL database (--database, else ACS_DATABASE_URL, else the room joined)",
    );
  addJoin(db, io);
  addLeave(db, io);
  addMigrate(db, io);
  addStatus(db, io);
}

/** db join URL: the room's address kept in settings, its password in the keychain. */
function addJoin(db: Command, io: CliIO): void {
  db.command('join')
    .description(
      'join a control room: connects, makes or updates its schema, then keeps its address in settings and its password in the keychain',
    )
    .argument('<URL>', 'the database, postgres://user@host:5432/database (a password in it is kept apart)')
    .option('--password-stdin', 'read the database password from standard input instead of the address')
    .action(async (url: string, options: { passwordStdin?: boolean }, command: Command) => {
      const password = options.passwordStdin ? (await readAll(io.stdin)).replace(/\r?\n$/, '') : null;
      const keepsPassword = password !== null || addressHasPassword(url);
      const room = joinedRoom(profileOf(command.optsWithGlobals<GlobalOptions>(), io), { keepsPassword });
      const outcome = await room.join(url, password, 'acs-monitor db join').catch(rethrowAddressProblem);
      io.stdout.write(
        `joined ${room.address}: schema version ${outcome.to}${outcome.applied.length ? ` (was ${outcome.from})` : ''}\n`,
      );
      io.stdout.write(
        "The address is kept in this workstation's settings; its password, if any, in the keychain only.\n",
      );
    });
}

/** db leave: the address and password forgotten here. */
function addLeave(db: Command, io: CliIO): void {
  db.command('leave')
    .description('leave the control room joined: its address and password are forgotten on this workstation')
    .action(async (_options: unknown, command: Command) => {
      const room = joinedRoom(profileOf(command.optsWithGlobals<GlobalOptions>(), io));
      const address = room.address;
      io.stdout.write(
        (await room.leave())
          ? `left ${address}: its address and password are no longer kept here\n`
          : 'This workstation had joined no control room\n',
      );
    });
}

/** db migrate: the room's schema made or brought up to date, workstation roles granted. */
function addMigrate(db: Command, io: CliIO): void {
  db.command('migrate')
    .description(
      "create the room's schema, or bring it up to this version's (safe to run again, and from several workstations at once); run with the owner's address",
    )
    .option(
      '--grant-workstation-role <ROLE>',
      "give ROLE what a workstation needs and no more (no schema changes, no deleting the alarm log, the rules and passwords only with the supervisor's proof); kept for later migrations; repeatable",
      (role: string, roles: string[]) => [...roles, role],
      [] as string[],
    )
    .action(async (options: { grantWorkstationRole: string[] }, command: Command) => {
      const { url, shown } = await requireRoom(command.optsWithGlobals<GlobalOptions>(), io);
      const outcome = await migrateRoomSchema(url, options.grantWorkstationRole);
      for (const migration of outcome.applied) {
        io.stdout.write(`applied ${migration.version}: ${migration.description}\n`);
      }
      for (const role of outcome.granted) {
        io.stdout.write(`granted a workstation's privileges to ${terminalText(role, { oneLine: true })}\n`);
      }
      io.stdout.write(
        outcome.applied.length === 0
          ? `${shown} is up to date (schema version ${outcome.to})\n`
          : `${shown} is now at schema version ${outcome.to} (was ${outcome.from})\n`,
      );
    });
}

/** db status: the schema version, the poller, the workstations connected and the latency. */
function addStatus(db: Command, io: CliIO): void {
  db.command('status')
    .description("the room's schema version, which workstation polls the service, and the database's latency")
    .action(async (_options: unknown, command: Command) => {
      const { url, shown, source } = await requireRoom(command.optsWithGlobals<GlobalOptions>(), io);
      const status = await roomStatus(url);
      io.stdout.write(`database: ${shown} (${SOURCES[source]})\n`);
      io.stdout.write(
        `schema: version ${status.schemaVersion}${status.schemaVersion < status.latestVersion ? ` (this acs-monitor knows ${status.latestVersion}: run acs-monitor db migrate)` : ''}\n`,
      );
      io.stdout.write(`latency: ${status.latencyMs.toFixed(1)} ms\n`);
      if (status.schemaVersion === 0) return;
      const { poller } = status;
      // Names any workstation of the room chose (ACS_WORKSTATION): shown as text, never acted on.
      const name = (text: string) => terminalText(text, { oneLine: true });
      io.stdout.write(
        poller === null
          ? 'poller: none yet\n'
          : `poller: ${name(poller.holder)}, since ${poller.since.toISOString()}, last heartbeat ${(poller.heartbeatAgeMs / 1000).toFixed(1)} s ago\n`,
      );
      io.stdout.write(
        `workstations: ${status.workstations.length > 0 ? status.workstations.map(name).join(', ') : 'none connected'}\n`,
      );
    });
}

async function requireRoom(globals: GlobalOptions, io: CliIO): Promise<ChosenRoom> {
  const room = await roomInUse(profileOf(globals, io));
  if (room === undefined) {
    throw new UsageError(
      'No control room database: pass --database postgres://…, set ACS_DATABASE_URL, or join one with acs-monitor db join postgres://…',
    );
  }
  return room;
}
