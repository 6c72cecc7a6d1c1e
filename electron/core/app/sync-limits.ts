// The sync's limits a run is given, for the app and the command line alike: each the flag given for this run
// (sync --budget, --retention-days), else its environment variable, else the profile's setting where it has one.
import type { SettingsStore } from '../profile/settings.js';
import { resolveRequestBudget } from '../sync/request-budget.js';
import { parseRetentionDays } from '../sync/retention.js';

/** Requests a minute to the service, all customers together, and where that number came from. */
export function requestBudgetOf(
  settings: SettingsStore,
  env: { ACS_REQUEST_BUDGET?: string },
  flag?: string,
): ReturnType<typeof resolveRequestBudget> {
  return resolveRequestBudget({
    flag,
    env: env.ACS_REQUEST_BUDGET,
    setting: settings.preferences.requestBudgetPerMinute,
  });
}

/** How long the cache keeps events; undefined: the sync's default. */
export function retentionOf(env: { ACS_RETENTION_DAYS?: string }, flag?: string): number | undefined {
  return (
    parseRetentionDays(flag, '--retention-days') ?? parseRetentionDays(env.ACS_RETENTION_DAYS, 'ACS_RETENTION_DAYS')
  );
}
