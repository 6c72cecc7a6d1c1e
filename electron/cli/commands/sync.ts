// sync: polls events into the local cache, or for the control room (docs/interfaces.md).
import type { Command } from 'commander';
import { DEFAULT_REQUEST_BUDGET } from '../../contract.js';
import { ServiceError } from '../../core/api/errors.js';
import { roomInUse, type ChosenRoom } from '../../core/app/command-line/room-choice.js';
import { syncHere } from '../../core/app/command-line/sync-here.js';
import { syncInRoom } from '../../core/app/command-line/sync-in-room.js';
import {
  customersToSync,
  DEFAULT_RETENTION_DAYS,
  syncLimits,
  type SyncRun,
} from '../../core/app/command-line/sync-run.js';
import type { CommandLineProfile } from '../../core/app/command-line/command-line-profile.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { resolveCustomers } from '../customer-reference.js';
import type { CliIO } from '../io.js';
import { wholeNumber } from '../whole-number.js';
import { roleLine } from './sync-in-room.js';
import { openSession } from '../../core/app/command-line/open-session.js';

/** How often `sync` prints its summary line (the worker reports every 5 s). */
const TOTALS_EVERY_MS = 30_000;

interface SyncOptions {
  customer: string;
  interval: number;
  budget?: string;
  retentionDays?: string;
  for?: number;
}

export function addSyncCommand(program: Command, io: CliIO): void {
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
      `days of events the cache keeps; older ones are pruned (default: ACS_RETENTION_DAYS, else ${DEFAULT_RETENTION_DAYS})`,
    )
    .option('--for <SECONDS>', 'stop after this many seconds', wholeNumber)
    .action((options: SyncOptions, command: Command) =>
      runSync(options, profileOf(command.optsWithGlobals<GlobalOptions>(), io), io),
    );
}

async function runSync(options: SyncOptions, profile: CommandLineProfile, io: CliIO): Promise<void> {
  if (options.interval < 1) throw new ServiceError('invalid-input', '--interval must be at least 1 second');
  const limits = syncLimits(profile, options);
  const session = await openSession(profile);
  await session.sessionToken(); // fails now (exit 3) rather than polling without a session
  const { customerGuids, cachePath } = await customersToSync(profile, session, (list) =>
    resolveCustomers(options.customer, list),
  );
  const timeUp = options.for === undefined ? new Promise<void>(() => undefined) : delay(options.for * 1000);
  const run: SyncRun = {
    ...limits,
    session,
    customerGuids,
    cachePath,
    intervalMs: options.interval * 1000,
    stop: Promise.race([io.stopRequested, timeUp]),
  };
  const line = (text: string) => io.stderr.write(`${new Date().toISOString()} ${text}\n`);
  const room = await roomInUse(profile);
  if (room) await syncForRoom(profile, room, run, line);
  else await syncOnItsOwn(run, line);
}

/** The sync of a workstation in a control room: it polls for the room while it holds the lease, else follows. */
async function syncForRoom(
  profile: CommandLineProfile,
  room: ChosenRoom,
  run: SyncRun,
  line: (text: string) => void,
): Promise<void> {
  const { budget } = run;
  line(
    `sync: ${run.customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}) while polling; the room keeps ${run.retentionDays} days`,
  );
  let lastTotals: string | null = null;
  let lastRole = '';
  try {
    await syncInRoom(profile, room, run, {
      joined: (workstation) =>
        line(
          `sync: in the control room ${room.shown} as workstation ${workstation}: it polls only while it holds the room's poller lease`,
        ),
      roleChanged: (role, workstation) => {
        const said = roleLine(role, room.shown, workstation);
        if (said !== lastRole) line(said);
        lastRole = said;
      },
      status: (customerGuid, summary) => line(`${customerGuid} ${summary}`),
      totals: (summary) => (lastTotals = summary),
    });
  } finally {
    if (lastTotals !== null) line(lastTotals);
  }
}

/** The sync of a workstation on its own: the core worker polls into this profile's cache. */
async function syncOnItsOwn(run: SyncRun, line: (text: string) => void): Promise<void> {
  const { budget } = run;
  line(
    `sync: ${run.customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}); the cache keeps ${run.retentionDays} days`,
  );
  let lastTotals: string | null = null;
  let printedAtMs = Date.now();
  try {
    await syncHere(run, {
      status: (customerGuid, summary) => line(`${customerGuid} ${summary}`),
      totals: (summary) => {
        lastTotals = summary;
        if (Date.now() - printedAtMs < TOTALS_EVERY_MS) return;
        printedAtMs = Date.now();
        line(summary);
      },
    });
  } finally {
    if (lastTotals !== null) line(lastTotals);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
