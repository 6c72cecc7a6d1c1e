import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { FeedEvent, HourlyCounts } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';
import { toFeedRow } from '../lib/feed-row.js';

const HOUR_MS = 3_600_000;

/** Granted and denied events per hour over the last 24 h. */
export const useStatsStore = defineStore('stats', () => {
  const hourly = ref<HourlyCounts>([]);
  const error = ref<string | null>(null);
  let customerGuids: string[] = [];

  async function load(guids: string[]): Promise<void> {
    customerGuids = guids;
    const apply = (next: HourlyCounts) => (hourly.value = next);
    await settleCall(() => callBridge('stats.hourly', { customerGuids: guids }), apply, { error });
  }

  /** Counts newly pushed events into their hour, so the chart moves between reloads. */
  function receive(events: FeedEvent[]): void {
    const wanted = new Set(customerGuids.map((guid) => guid.toLowerCase()));
    let next: HourlyCounts | null = null;
    for (const event of events) {
      const row = toFeedRow(event);
      if (row.kind === 'other' || !wanted.has(row.customerGuid?.toLowerCase() ?? '')) continue;
      next ??= hourly.value.map((bucket) => ({ ...bucket }));
      const bucket = next.find(
        (hour) => row.eventDateMs >= hour.hourStartMs && row.eventDateMs < hour.hourStartMs + HOUR_MS,
      );
      if (bucket) bucket[row.kind] += 1;
    }
    if (next) hourly.value = next;
  }

  return { hourly, error, load, receive, reload: () => load(customerGuids) };
});
