import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CacheHealth, SyncStatus, SyncTotals } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** The sync's error kind when the cache cannot grow (electron/core/sync/status.ts). */
const DISK_FULL = 'disk-full';
const STALE_PHASES: ReadonlySet<SyncStatus['phase']> = new Set(['retrying', 'failing']);

/**
 * Per watched customer: the sync engine's phase, last successful poll and newest event; and what the sync
 * costs in total. Stale means polls fail, never that a site is quiet.
 */
export const useHealthStore = defineStore('health', () => {
  const statuses = ref<SyncStatus[]>([]);
  const totals = ref<SyncTotals | null>(null);
  const cache = ref<CacheHealth | null>(null);
  const error = ref<string | null>(null);

  /** Customers whose events cannot be stored: the disk is full (the service is fine). */
  const diskFull = computed(() => statuses.value.filter((status) => status.error?.kind === DISK_FULL));
  const stale = computed(() =>
    statuses.value.filter((status) => STALE_PHASES.has(status.phase) && status.error?.kind !== DISK_FULL),
  );
  /** Since when the feed has been stale: the earliest failure, or the last success before it. */
  const staleSinceMs = computed(() => {
    const times = stale.value
      .map((status) => status.error?.sinceMs ?? status.lastSuccessAtMs)
      .filter((ms): ms is number => ms !== null && ms !== undefined);
    return times.length ? Math.min(...times) : null;
  });
  const signInNeeded = computed(() => statuses.value.some((status) => status.phase === 'sign-in-needed'));
  /** The oldest last successful poll of a watched customer: how fresh the whole feed is (a quiet site is still fresh). */
  const oldestPollAtMs = computed(() => {
    const polls = statuses.value.map((status) => status.lastSuccessAtMs).filter((ms): ms is number => ms !== null);
    return polls.length ? Math.min(...polls) : null;
  });

  /** The cache's size and oldest day, read again (they move slowly: Health reads them every half minute). */
  function loadCache(): Promise<boolean> {
    const apply = (next: CacheHealth | null) => (cache.value = next);
    return settleCall(() => callBridge('health.cache', {}), apply, { error });
  }

  function load(): Promise<boolean> {
    const all = () =>
      Promise.all([callBridge('health.status', {}), callBridge('health.totals', {}), callBridge('health.cache', {})]);
    return settleCall(all, (answers) => ([statuses.value, totals.value, cache.value] = answers), { error });
  }

  /** A `sync-status` push: newer statuses replace older ones customer by customer. */
  function receive(next: SyncStatus[], nextTotals?: SyncTotals | null): void {
    const merged = new Map(statuses.value.map((status) => [status.customerGuid, status] as const));
    for (const status of next) merged.set(status.customerGuid, status);
    statuses.value = [...merged.values()];
    if (nextTotals !== undefined) totals.value = nextTotals;
  }

  return {
    statuses,
    totals,
    cache,
    error,
    stale,
    staleSinceMs,
    diskFull,
    signInNeeded,
    oldestPollAtMs,
    receive,
    loadCache,
    load,
  };
});
