import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlertGroup } from '../../../electron/contract.js';
import { callBridge, settleCall } from '../bridge/inject.js';
import { useCustomersStore } from './customers.js';

export type HistoryState = 'all' | 'acknowledged' | 'closed';

const DAY = 24 * 3_600_000;

/** Alarms of the last day in any state, with who handled them: the Alarms screen's History. */
export const useAlarmHistoryStore = defineStore('alarm-history', () => {
  const alarms = ref<AlertGroup[]>([]);
  const state = ref<HistoryState>('all');
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    const query = {
      customerGuids: useCustomersStore().scopedGuids,
      states: state.value === 'all' ? undefined : [state.value],
      fromMs: Date.now() - DAY,
      limit: 1000,
    };
    await settleCall(
      () => callBridge('alerts.history', query),
      (found) => (alarms.value = found),
      { error },
    );
  }

  return { alarms, state, error, load };
});
