import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlertGroup } from '../../../electron/contract.js';
import { callBridge, settleCall } from '../bridge/active-bridge.js';
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

  /** The last day's shift report as a CSV file to download (a blob URL), with its name. */
  const report = ref<{ url: string; fileName: string } | null>(null);

  async function makeReport(): Promise<void> {
    const toMs = Date.now();
    const query = { customerGuids: useCustomersStore().scopedGuids, fromMs: toMs - DAY, toMs };
    await settleCall(
      () => callBridge('alerts.shiftReport', query),
      ({ csv }) => {
        if (report.value) URL.revokeObjectURL(report.value.url);
        const stamp = new Date(toMs).toISOString().slice(0, 16).replace(':', '');
        const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
        report.value = { url, fileName: `shift-report-${stamp}Z.csv` };
      },
      { error },
    );
  }

  return { alarms, state, error, report, load, makeReport };
});
