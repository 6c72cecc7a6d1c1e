// What `sync` runs with, from its options, the environment and the profile: the limits, the session, and the
// customers to poll, whether it polls on its own (sync-here.ts) or for a control room (sync-in-room.ts).
import type { Customer } from '../../api/types.js';
import type { SettingsStore } from '../../profile/settings.js';
import type { SessionService } from './open-session.js';
import { DAY_MS } from '../../sync/retention.js';
import { DEFAULT_SYNC_SETTINGS } from '../../sync/sync-settings.js';
import { requestBudgetOf, retentionOf } from '../sync-limits.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { openCache } from './open-cache.js';

/** How many days the cache keeps events unless told otherwise. */
export const DEFAULT_RETENTION_DAYS = DEFAULT_SYNC_SETTINGS.retentionMs / DAY_MS;

export interface SyncLimits {
  settings: SettingsStore;
  budget: ReturnType<typeof requestBudgetOf>;
  retentionMs: number;
  /** The same, in days, as the guard gave it. */
  retentionDays: number;
}

export interface SyncRun extends SyncLimits {
  session: SessionService;
  customerGuids: string[];
  /** This profile's cache, where a sync on its own stores the events. */
  cachePath: string;
  intervalMs: number;
  /** Resolves when the sync is to stop: asked to, or its time is up. */
  stop: Promise<unknown>;
}

/** What the sync reports as it goes. */
export interface SyncReports {
  status(customerGuid: string, summary: string): void;
  totals(summary: string): void;
}

/** The budget and retention (--budget and --retention-days, else the environment, else the profile or the default). */
export function syncLimits(
  profile: CommandLineProfile,
  flags: { budget?: string; retentionDays?: string },
): SyncLimits {
  const settings = profile.settings();
  const budget = requestBudgetOf(settings, profile.env, flags.budget);
  const retentionMs = retentionOf(profile.env, flags.retentionDays) ?? DEFAULT_SYNC_SETTINGS.retentionMs;
  return { settings, budget, retentionMs, retentionDays: retentionMs / DAY_MS };
}

/**
 * The customers `resolve` names; those listed by the service to look up their codes are kept in the cache,
 * so `events --customer CODE` finds them offline.
 */
export async function customersToSync(
  profile: CommandLineProfile,
  session: SessionService,
  resolve: (list: () => Promise<Customer[]>) => Promise<string[]>,
): Promise<{ customerGuids: string[]; cachePath: string }> {
  const cache = await openCache(profile);
  const customerGuids = await resolve(async () => {
    const listed = await session.client.listCustomers();
    for (const customer of listed) {
      if (customer.customerGuid) await cache.inventory.saveCustomer(customer.customerGuid, customer, Date.now());
    }
    return listed;
  }).finally(() => cache.close());
  return { customerGuids, cachePath: cache.path };
}
