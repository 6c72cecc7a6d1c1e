// export: CSV of every event the service holds in a range, fetching what the cache lacks (docs/interfaces.md).
import type { Command } from 'commander';
import { requireEventType } from '../../core/api/validate.js';
import type { CommandLineProfile } from '../../core/app/command-line/command-line-profile.js';
import { openCacheExport, type CsvFlavour } from '../../core/app/command-line/event-exports.js';
import { roomInUse } from '../../core/app/command-line/room-choice.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { resolveCustomers } from '../customer-reference.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { roomExport } from './events-in-room.js';
import { exportTo, type ExportRequest } from './export-run.js';
import { optionalRange, PASSWORD_STDIN_OPTION, UNMASKED_OPTION, wholeCardsAsked } from '../event-options.js';
import { openSession } from '../../core/app/command-line/open-session.js';

export function addExportCommand(program: Command, io: CliIO): void {
  program
    .command('export')
    .description('CSV of every event the service holds in the range (fetching what the cache lacks), to FILE or stdout')
    .requiredOption(
      '--customer <GUID|CODE[,…]>',
      'customer GUIDs or codes, comma-separated: several in one file, one after another',
    )
    .requiredOption('--from <ISO>', 'start of the range (ISO 8601 with a zone)')
    .requiredOption('--to <ISO>', 'end of the range (ISO 8601 with a zone)')
    .option('--type <N>', 'event type (1 granted, 2 denied, …)')
    .option('--out <FILE>', 'write to FILE instead of stdout')
    .option(
      '--spreadsheet',
      'for Excel or LibreOffice: a UTF-8 byte order mark, local dates as YYYY-MM-DD HH:MM:SS, and a utcOffset column',
    )
    .option(
      '--delimiter <CHAR>',
      "with --spreadsheet: ';' between cells, for a spreadsheet whose list separator is ';' (German, French…); default ','",
    )
    .option(...UNMASKED_OPTION)
    .option(...PASSWORD_STDIN_OPTION)
    .action(async (options: ExportOptions, command: Command) => {
      const flavour = exportFlavour(options.spreadsheet === true, options.delimiter);
      const range = optionalRange(options.from, options.to);
      const eventType = options.type === undefined ? undefined : requireEventType(options.type);
      const profile = profileOf(command.optsWithGlobals<GlobalOptions>(), io);
      const room = await roomInUse(profile);
      const wholeCards = await wholeCardsAsked(io, profile, options, room);
      const request = {
        customer: options.customer,
        range: { fromMs: range.fromMs ?? 0, toMs: range.toMs ?? 0 },
        eventType,
        flavour,
        wholeCards,
        out: options.out,
      };
      return room ? roomExport(room, profile, io, request) : cacheExport(profile, io, request);
    });
}

interface ExportOptions {
  customer: string;
  from: string;
  to: string;
  type?: string;
  out?: string;
  spreadsheet?: boolean;
  delimiter?: string;
  unmasked?: boolean;
  passwordStdin?: boolean;
}

/** The export through the local cache: what it lacks of the range is fetched from the service first. */
async function cacheExport(profile: CommandLineProfile, io: CliIO, request: ExportRequest): Promise<void> {
  const session = await openSession(profile);
  const customerGuids = await resolveCustomers(request.customer, () => session.client.listCustomers());
  const result = await exportTo(io, request, await openCacheExport(profile, session), (asked) => ({
    ...asked,
    customerGuid: customerGuids[0]!,
    customerGuids,
    onProgress: (progress) =>
      io.stderr.write(
        progress.phase === 'fetching'
          ? `export: fetched ${progress.piecesDone} of ${progress.piecesTotal} pieces from the service (${progress.eventsFetched} events${progress.eventsExpected === undefined ? '' : ` of about ${progress.eventsExpected}`})\n`
          : `export: ${progress.rowsWritten} of ${progress.eventsExpected} events written\n`,
      ),
  }));
  io.stderr.write(`export: done, ${result.rows} events (local times in ${result.timezone})\n`);
}

// The file's flavour from --spreadsheet and --delimiter, refused before any request when they do not fit.
function exportFlavour(spreadsheet: boolean, delimiter: string | undefined): CsvFlavour {
  if (delimiter !== undefined && delimiter !== ',' && delimiter !== ';') {
    throw new UsageError(`--delimiter "${delimiter}" is not one the export writes; give ',' or ';'`);
  }
  if (delimiter === ';' && !spreadsheet) {
    throw new UsageError(
      "--delimiter ';' is for the spreadsheet file: add --spreadsheet (the default CSV is always comma-separated)",
    );
  }
  if (!spreadsheet) return 'strict';
  return delimiter === ';' ? 'spreadsheet-semicolon' : 'spreadsheet';
}
