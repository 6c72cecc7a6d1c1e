// db migrate / db status: the control room's PostgreSQL database (ACS_DATABASE_URL or --database).
import type { Command } from 'commander';
import { DatabaseUrlError, redactDatabaseUrl, roomDatabaseUrl } from '../../core/room/database-url.js';
import { readPoller } from '../../core/room/poller-seen.js';
import { openRoomConnection } from '../../core/room/room-connection.js';
import { currentVersion, migrateRoom, ROOM_MIGRATIONS } from '../../core/room/room-migrations.js';
import type { GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';

export function addDatabaseCommands(program: Command, io: CliIO): void {
  const db = program
    .command('db')
    .description("the control room's shared PostgreSQL database (--database or ACS_DATABASE_URL)");
  db.command('migrate')
    .description(
      "create the room's schema, or bring it up to this version's (safe to run again, and from several workstations at once)",
    )
    .action(async (_options: unknown, command: Command) => {
      const url = requireDatabase(command.optsWithGlobals<GlobalOptions>(), io);
      const client = await openRoomConnection(url, { applicationName: 'acs-monitor db migrate' });
      try {
        const outcome = await migrateRoom(client);
        for (const migration of outcome.applied) {
          io.stdout.write(`applied ${migration.version}: ${migration.description}\n`);
        }
        io.stdout.write(
          outcome.applied.length === 0
            ? `${redactDatabaseUrl(url)} is up to date (schema version ${outcome.to})\n`
            : `${redactDatabaseUrl(url)} is now at schema version ${outcome.to} (was ${outcome.from})\n`,
        );
      } finally {
        await client.end();
      }
    });
  db.command('status')
    .description("the room's schema version, and which workstation polls the service")
    .action(async (_options: unknown, command: Command) => {
      const url = requireDatabase(command.optsWithGlobals<GlobalOptions>(), io);
      const client = await openRoomConnection(url, { applicationName: 'acs-monitor db status' });
      try {
        const version = await currentVersionOrZero(client);
        const latest = ROOM_MIGRATIONS.at(-1)?.version ?? 0;
        io.stdout.write(`database: ${redactDatabaseUrl(url)}\n`);
        io.stdout.write(
          `schema: version ${version}${version < latest ? ` (this acs-monitor knows ${latest}: run acs-monitor db migrate)` : ''}\n`,
        );
        if (version === 0) return;
        const poller = await readPoller(client);
        io.stdout.write(
          poller === null
            ? 'poller: none yet\n'
            : `poller: ${poller.holder}, since ${poller.since.toISOString()}, last heartbeat ${(poller.heartbeatAgeMs / 1000).toFixed(1)} s ago\n`,
        );
      } finally {
        await client.end();
      }
    });
}

function requireDatabase(globals: GlobalOptions, io: CliIO): string {
  let url: string | undefined;
  try {
    url = roomDatabaseUrl(globals.database, io.env);
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new UsageError(error.message);
    throw error;
  }
  if (url === undefined) {
    throw new UsageError('No control room database: pass --database postgres://… or set ACS_DATABASE_URL');
  }
  return url;
}

async function currentVersionOrZero(client: Parameters<typeof currentVersion>[0]): Promise<number> {
  const exists = await client.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  return exists.rows[0]?.present ? currentVersion(client) : 0;
}
