// sync, events and export: the local event cache (docs/interfaces.md).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Command } from 'commander';
import { ServiceError } from '../../core/api/errors.js';
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED, type AccessEvent } from '../../core/api/types.js';
import { parseRange, requireEventType } from '../../core/api/validate.js';
import { searchWords } from '../../core/search/search-words.js';
import type { CsvFlavour } from '../../core/export/csv-format.js';
import { ExportService } from '../../core/export/export-service.js';
import { resolveDataDir } from '../../core/profile/data-dir.js';
import { SettingsStore } from '../../core/profile/settings.js';
import { SupervisedRules } from '../../core/app/supervised-rules.js';
import { PRIVATE_FILE_MODE } from '../../core/profile/private-files.js';
import { CoreWorker } from '../../core/worker/core-worker.js';
import { DEFAULT_REQUEST_BUDGET } from '../../contract.js';
import { resolveRequestBudget } from '../../core/sync/request-budget.js';
import { DAY_MS, parseRetentionDays } from '../../core/sync/retention.js';
import { DEFAULT_SYNC_SETTINGS } from '../../core/sync/sync-settings.js';
import type { SyncTotals } from '../../core/sync/status.js';
import { shownEvent } from '../../core/api/shown-event.js';
import { openCache, openSession, type GlobalOptions } from '../context.js';
import { allowWholeCards } from '../whole-cards.js';
import { FROM_CACHE, resolveCustomer, resolveCustomers } from '../customer-reference.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { writeNdjson, writeTable, type Column } from '../output.js';
import type { ChosenRoom } from '../../core/room/joined-room.js';
import { roomInUse } from '../room-choice.js';
import { wholeNumber } from './demo.js';
import { syncInRoom } from './sync-in-room.js';
import { roomEvents, roomExport } from './events-in-room.js';

const columns: Column<AccessEvent>[] = [
  { header: 'EVENT DATE (UTC)', value: (e) => e.eventDate },
  { header: 'ID', value: (e) => e.eventId },
  { header: 'TYPE', value: (e) => typeLabel(e.eventType) },
  { header: 'EVENT', value: (e) => e.displayName },
  { header: 'DOOR', value: (e) => e.doorName },
  {
    header: 'USER',
    value: (e) => (e.userGuid === null ? 'unknown token' : [e.userFirstName, e.userLastName].join(' ')),
  },
  { header: 'TOKEN', value: (e) => e.tokenData },
  { header: 'RECEIVED (UTC)', value: (e) => e.receivedDate },
];

/** How often `sync` prints its summary line (the worker reports every 5 s). */
const TOTALS_EVERY_MS = 30_000;

function typeLabel(type: number): string {
  if (type === EVENT_TYPE_GRANTED) return 'granted';
  if (type === EVENT_TYPE_DENIED) return 'DENIED';
  return `other (${type})`;
}

function requireSearchText(text: string): string {
  if (searchWords(text).length === 0) {
    throw new ServiceError('invalid-input', `--search "${text}" has no letters or digits to look for`);
  }
  return text;
}

export function addEventCommands(program: Command, io: CliIO): void {
  program
    .command('sync')
    .description('poll events into the local cache until stopped (SIGINT/SIGTERM) or for the given time')
    .requiredOption('--customer <GUID|CODE[,…]>', 'customer GUIDs or customer codes, comma-separated')
    .option('--interval <SECONDS>', 'seconds between polls of the busiest customer', wholeNumber, 2)
    .option(
      '--budget <N>',
      `requests a minute to the service, all customers together (default: ACS_REQUEST_BUDGET, else the profile's setting, else ${DEFAULT_REQUEST_BUDGET})`,
    )
    .option(
      '--retention-days <DAYS>',
      `days of events the cache keeps; older ones are pruned (default: ACS_RETENTION_DAYS, else ${DEFAULT_SYNC_SETTINGS.retentionMs / DAY_MS})`,
    )
    .option('--for <SECONDS>', 'stop after this many seconds', wholeNumber)
    .action(
      async (
        options: { customer: string; interval: number; budget?: string; retentionDays?: string; for?: number },
        command: Command,
      ) => {
        if (options.interval < 1) throw new ServiceError('invalid-input', '--interval must be at least 1 second');
        const globals = command.optsWithGlobals<GlobalOptions>();
        const dataDir = resolveDataDir(globals.dataDir, io.env);
        const settings = new SettingsStore(dataDir);
        const budget = resolveRequestBudget({
          flag: options.budget,
          env: io.env.ACS_REQUEST_BUDGET,
          setting: settings.preferences.requestBudgetPerMinute,
        });
        const retentionMs =
          parseRetentionDays(options.retentionDays, '--retention-days') ??
          parseRetentionDays(io.env.ACS_RETENTION_DAYS, 'ACS_RETENTION_DAYS') ??
          DEFAULT_SYNC_SETTINGS.retentionMs;
        const session = await openSession(globals, io);
        await session.sessionToken(); // fails now (exit 3) rather than polling without a session
        const cache = await openCache(globals, io);
        // Customers looked up for their codes are kept, so `events --customer CODE` finds them offline.
        const customerGuids = await resolveCustomers(options.customer, async () => {
          const listed = await session.client.listCustomers();
          for (const customer of listed) {
            if (customer.customerGuid) cache.inventory.saveCustomer(customer.customerGuid, customer, Date.now());
          }
          return listed;
        }).finally(() => cache.close());
        const room = await roomInUse(globals, io);
        const line = (text: string): boolean => io.stderr.write(`${new Date().toISOString()} ${text}\n`);
        if (room) {
          const rules = new SupervisedRules(dataDir);
          line(
            `sync: ${customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}) while polling; the room keeps ${retentionMs / DAY_MS} days`,
          );
          const roomCache = await openCache(globals, io);
          let lastTotals: SyncTotals | null = null;
          const timeUp = options.for === undefined ? new Promise<void>(() => undefined) : delay(options.for * 1000);
          session.client.setMaxConnections(1);
          try {
            await syncInRoom(
              {
                room,
                workstationId: settings.workstationId,
                session,
                cache: roomCache,
                customerGuids,
                intervalMs: options.interval * 1000,
                requestBudgetPerMinute: budget.perMinute,
                retentionMs,
                own: () => ({
                  rulesText: rules.inForce.text,
                  shiftChanges: settings.preferences.shiftChanges,
                }),
                ownRules: () => rules.inForce,
                line,
                onTotals: (totals) => (lastTotals = totals),
              },
              io,
              Promise.race([io.stopRequested, timeUp]),
            );
          } finally {
            roomCache.close();
            if (lastTotals !== null) line((lastTotals as SyncTotals).summary);
          }
          return;
        }
        const dbPath = cache.path;
        // The allowance of connections is shared: the worker takes all but one, kept for signing in.
        const allowance = session.connectionAllowance;
        session.client.setMaxConnections(1);
        const worker = new CoreWorker({
          session,
          dbPath,
          customerGuids,
          maxConnections: allowance - 1,
          settings: { intervalMs: options.interval * 1000, requestBudgetPerMinute: budget.perMinute, retentionMs },
        });
        const failed = new Promise<never>((_, reject) => worker.once('error', reject));
        line(
          `sync: ${customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}); the cache keeps ${retentionMs / DAY_MS} days`,
        );
        worker.on('status', (status) => line(`${status.customerGuid} ${status.summary}`));
        let lastTotals: SyncTotals | null = null;
        let printedAtMs = Date.now();
        worker.on('totals', (totals) => {
          lastTotals = totals;
          if (Date.now() - printedAtMs < TOTALS_EVERY_MS) return;
          printedAtMs = Date.now();
          line(totals.summary);
        });
        const timeUp = options.for === undefined ? new Promise<void>(() => undefined) : delay(options.for * 1000);
        try {
          await Promise.race([io.stopRequested, timeUp, failed]);
        } finally {
          await worker.stop();
          if (lastTotals !== null) line((lastTotals as SyncTotals).summary);
        }
      },
    );

  program
    .command('events')
    .description('events from the local cache, ordered by eventDate then eventId')
    .requiredOption('--customer <GUID|CODE>', 'customer GUID or customer code')
    .option('--from <ISO>', 'earliest eventDate (ISO 8601 with a zone)')
    .option('--to <ISO>', 'latest eventDate (ISO 8601 with a zone)')
    .option('--type <N>', 'event type (1 granted, 2 denied, …)')
    .option(
      '--search <TEXT>',
      "only events where each word starts a word of the person's name, card, door, controller, site or customer",
    )
    .option('--json', 'one JSON object per line with every field of the Event resource')
    .option(...UNMASKED_OPTION)
    .option(...PASSWORD_STDIN_OPTION)
    .action(
      async (
        options: {
          customer: string;
          from?: string;
          to?: string;
          type?: string;
          search?: string;
          json?: boolean;
          unmasked?: boolean;
          passwordStdin?: boolean;
        },
        command: Command,
      ) => {
        const range = optionalRange(options.from, options.to);
        const eventType = options.type === undefined ? undefined : requireEventType(options.type);
        const text = options.search === undefined ? undefined : requireSearchText(options.search);
        const globals = command.optsWithGlobals<GlobalOptions>();
        const room = await roomInUse(globals, io);
        const unmasked = await wholeCardsAsked(io, globals, options, room);
        if (room) {
          const filter = { ...range, eventType, text };
          const json = options.json === true;
          return roomEvents(room, globals, io, { customer: options.customer, filter, unmasked, json, columns });
        }
        const cache = await openCache(globals, io);
        try {
          const cachedCustomers = () => cache.inventory.customers().map((cached) => cached.customer);
          const customerGuid = await resolveCustomer(options.customer, cachedCustomers, FROM_CACHE);
          if (cache.events.count(customerGuid) === 0) {
            io.stderr.write(
              `acs-monitor: the local cache holds no events for customer ${customerGuid} yet; fill it with: acs-monitor sync --customer ${options.customer} --for 60\n`,
            );
          }
          const events = shownEvents(
            cache.events.iterate({ customerGuids: [customerGuid], ...range, eventType, text }),
            unmasked,
          );
          if (options.json) {
            await writeNdjson(io.stdout, events);
          } else {
            writeTable(io.stdout, [...events], columns);
          }
        } finally {
          cache.close();
        }
      },
    );

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
    .action(
      async (
        options: {
          customer: string;
          from: string;
          to: string;
          type?: string;
          out?: string;
          spreadsheet?: boolean;
          delimiter?: string;
          unmasked?: boolean;
          passwordStdin?: boolean;
        },
        command: Command,
      ) => {
        const flavour = exportFlavour(options.spreadsheet === true, options.delimiter);
        const range = optionalRange(options.from, options.to);
        const eventType = options.type === undefined ? undefined : requireEventType(options.type);
        const globals = command.optsWithGlobals<GlobalOptions>();
        const room = await roomInUse(globals, io);
        const wholeCards = await wholeCardsAsked(io, globals, options, room);
        if (room) {
          const { customer, out } = options;
          const wanted = { fromMs: range.fromMs ?? 0, toMs: range.toMs ?? 0 };
          return roomExport(room, globals, io, { customer, range: wanted, eventType, flavour, wholeCards, out });
        }
        const session = await openSession(globals, io);
        const customerGuids = await resolveCustomers(options.customer, () => session.client.listCustomers());
        const cache = await openCache(globals, io);
        const out = options.out ? createWriteStream(options.out, { mode: PRIVATE_FILE_MODE }) : io.stdout;
        const cancel = new AbortController();
        void io.stopRequested.then(() => cancel.abort());
        try {
          const result = await new ExportService({ cache, client: session.client }).export({
            customerGuid: customerGuids[0]!,
            customerGuids,
            range: { fromMs: range.fromMs ?? 0, toMs: range.toMs ?? 0 },
            eventType,
            flavour,
            wholeCards,
            out,
            signal: cancel.signal,
            onProgress: (progress) =>
              io.stderr.write(
                progress.phase === 'fetching'
                  ? `export: fetched ${progress.piecesDone} of ${progress.piecesTotal} pieces from the service (${progress.eventsFetched} events${progress.eventsExpected === undefined ? '' : ` of about ${progress.eventsExpected}`})\n`
                  : `export: ${progress.rowsWritten} of ${progress.eventsExpected} events written\n`,
              ),
          });
          io.stderr.write(`export: done, ${result.rows} events (local times in ${result.timezone})\n`);
        } finally {
          cache.close();
          if (out !== io.stdout) {
            out.end();
            await once(out, 'close');
          }
        }
      },
    );
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

const UNMASKED_OPTION = [
  '--unmasked',
  'whole card numbers (tokenData) and installer codes instead of the last 4 characters; asks for the supervisor password once one is set',
] as const;
const PASSWORD_STDIN_OPTION = [
  '--password-stdin',
  'with --unmasked: read the supervisor password from the first line of standard input',
] as const;

/** Whether whole cards were asked for and allowed (whole-cards.ts); refused before anything is read. */
async function wholeCardsAsked(
  io: CliIO,
  globals: GlobalOptions,
  options: { unmasked?: boolean; passwordStdin?: boolean },
  room: ChosenRoom | undefined,
): Promise<boolean> {
  if (!options.unmasked) {
    if (options.passwordStdin) throw new UsageError('--password-stdin goes with --unmasked');
    return false;
  }
  await allowWholeCards(io, resolveDataDir(globals.dataDir, io.env), options.passwordStdin === true, room?.url);
  return true;
}

function* shownEvents(events: Iterable<AccessEvent>, unmasked: boolean): Generator<AccessEvent> {
  for (const event of events) yield shownEvent(event, { unmasked });
}

function optionalRange(from: string | undefined, to: string | undefined): { fromMs?: number; toMs?: number } {
  const range = parseRange(from, to);
  return { fromMs: range.from?.getTime(), toMs: range.to?.getTime() };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
