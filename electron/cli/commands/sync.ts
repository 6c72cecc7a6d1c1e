// sync: polls events into the local cache, or for the control room (docs/interfaces.md).
import type { Command } from 'commander';
import { ServiceError } from '../../core/api/errors.js';
import { resolveDataDir } from '../../core/profile/data-dir.js';
import { SettingsStore } from '../../core/profile/settings.js';
import { SupervisedRules } from '../../core/app/supervised-rules.js';
import type { ChosenRoom } from '../../core/room/joined-room.js';
import type { SessionService } from '../../core/session/session-service.js';
import { CoreWorker } from '../../core/worker/core-worker.js';
import { DEFAULT_REQUEST_BUDGET } from '../../contract.js';
import { resolveRequestBudget } from '../../core/sync/request-budget.js';
import { DAY_MS, parseRetentionDays } from '../../core/sync/retention.js';
import { DEFAULT_SYNC_SETTINGS } from '../../core/sync/sync-settings.js';
import type { SyncTotals } from '../../core/sync/status.js';
import { openCache, openSession, type GlobalOptions } from '../context.js';
import { resolveCustomers } from '../customer-reference.js';
import type { CliIO } from '../io.js';
import { roomInUse } from '../room-choice.js';
import { wholeNumber } from './demo.js';
import { syncInRoom } from './sync-in-room.js';
import { settingsKeyAnchor } from '../../core/room/settings/room-shared.js';

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
      `days of events the cache keeps; older ones are pruned (default: ACS_RETENTION_DAYS, else ${DEFAULT_SYNC_SETTINGS.retentionMs / DAY_MS})`,
    )
    .option('--for <SECONDS>', 'stop after this many seconds', wholeNumber)
    .action((options: SyncOptions, command: Command) => runSync(options, command.optsWithGlobals<GlobalOptions>(), io));
}

/** What a sync runs with, from its options, the environment and the profile. */
interface SyncRun {
  globals: GlobalOptions;
  settings: SettingsStore;
  session: SessionService;
  customerGuids: string[];
  /** This profile's cache, where a sync on its own stores the events. */
  cachePath: string;
  intervalMs: number;
  budget: ReturnType<typeof resolveRequestBudget>;
  retentionMs: number;
  /** Resolves when the sync is to stop: asked to, or its --for is up. */
  stop: Promise<void>;
  line(text: string): boolean;
}

async function runSync(options: SyncOptions, globals: GlobalOptions, io: CliIO): Promise<void> {
  if (options.interval < 1) throw new ServiceError('invalid-input', '--interval must be at least 1 second');
  const settings = new SettingsStore(resolveDataDir(globals.dataDir, io.env));
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
  const { customerGuids, cachePath } = await customersToSync(options.customer, globals, io, session);
  const timeUp = options.for === undefined ? new Promise<void>(() => undefined) : delay(options.for * 1000);
  const run: SyncRun = {
    globals,
    settings,
    session,
    customerGuids,
    cachePath,
    intervalMs: options.interval * 1000,
    budget,
    retentionMs,
    stop: Promise.race([io.stopRequested, timeUp]),
    line: (text) => io.stderr.write(`${new Date().toISOString()} ${text}\n`),
  };
  const room = await roomInUse(globals, io);
  if (room) await syncForRoom(run, room, io);
  else await syncHere(run);
}

/** The customers named by GUID or code; those looked up for their codes are kept, so `events --customer CODE` finds them offline. */
async function customersToSync(
  named: string,
  globals: GlobalOptions,
  io: CliIO,
  session: SessionService,
): Promise<{ customerGuids: string[]; cachePath: string }> {
  const cache = await openCache(globals, io);
  const customerGuids = await resolveCustomers(named, async () => {
    const listed = await session.client.listCustomers();
    for (const customer of listed) {
      if (customer.customerGuid) await cache.inventory.saveCustomer(customer.customerGuid, customer, Date.now());
    }
    return listed;
  }).finally(() => cache.close());
  return { customerGuids, cachePath: cache.path };
}

/** The sync of a workstation in a control room: it polls for the room while it holds the lease, else follows. */
async function syncForRoom(run: SyncRun, room: ChosenRoom, io: CliIO): Promise<void> {
  const { settings, budget, line } = run;
  const rules = new SupervisedRules(resolveDataDir(run.globals.dataDir, io.env));
  line(
    `sync: ${run.customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}) while polling; the room keeps ${run.retentionMs / DAY_MS} days`,
  );
  const roomCache = await openCache(run.globals, io);
  let lastTotals: SyncTotals | null = null;
  run.session.client.setMaxConnections(1);
  try {
    await syncInRoom(
      {
        room,
        workstationId: settings.workstationId,
        session: run.session,
        cache: roomCache,
        customerGuids: run.customerGuids,
        intervalMs: run.intervalMs,
        requestBudgetPerMinute: budget.perMinute,
        retentionMs: run.retentionMs,
        own: () => ({
          rulesText: rules.inForce.text,
          shiftChanges: settings.preferences.shiftChanges,
        }),
        ownRules: () => rules.inForce,
        keyAnchor: settingsKeyAnchor(settings, room.shown),
        settings,
        line,
        onTotals: (totals) => (lastTotals = totals),
      },
      io,
      run.stop,
    );
  } finally {
    roomCache.close();
    if (lastTotals !== null) line((lastTotals as SyncTotals).summary);
  }
}

/** The sync of a workstation on its own: the core worker polls into this profile's cache. */
async function syncHere(run: SyncRun): Promise<void> {
  const { budget, line } = run;
  // The allowance of connections is shared: the worker takes all but one, kept for signing in.
  const allowance = run.session.connectionAllowance;
  run.session.client.setMaxConnections(1);
  const worker = new CoreWorker({
    session: run.session,
    dbPath: run.cachePath,
    customerGuids: run.customerGuids,
    maxConnections: allowance - 1,
    settings: { intervalMs: run.intervalMs, requestBudgetPerMinute: budget.perMinute, retentionMs: run.retentionMs },
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  line(
    `sync: ${run.customerGuids.length} customers within ${budget.perMinute} requests a minute (${budget.source}); the cache keeps ${run.retentionMs / DAY_MS} days`,
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
  try {
    await Promise.race([run.stop, failed]);
  } finally {
    await worker.stop();
    if (lastTotals !== null) line((lastTotals as SyncTotals).summary);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
