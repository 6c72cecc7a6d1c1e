// sync: polls events into the local cache, or for the control room (docs/interfaces.md).
import type { Command } from 'commander';
import { ServiceError } from '../../core/api/errors.js';
import { resolveDataDir } from '../../core/profile/data-dir.js';
import { SettingsStore } from '../../core/profile/settings.js';
import { SupervisedRules } from '../../core/app/supervised-rules.js';
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
            if (customer.customerGuid) await cache.inventory.saveCustomer(customer.customerGuid, customer, Date.now());
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
                keyAnchor: settingsKeyAnchor(settings, room.shown),
                settings,
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
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
