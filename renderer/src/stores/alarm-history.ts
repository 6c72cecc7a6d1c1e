import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AlertGroup } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';
import { useCustomersStore } from './customers.js';

export type HistoryState = 'all' | 'acknowledged' | 'closed';

const DAY = 24 * 3_600_000;

export interface ReportFile {
  kind: 'html' | 'csv' | 'hours';
  url: string;
  fileName: string;
}

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

  /**
   * The last day's shift report as files to download (blob URLs), each with its name: the alarms
   * (CSV), the events per hour (CSV) and the printable page (HTML).
   */
  const report = ref<ReportFile[]>([]);

  async function makeReport(): Promise<void> {
    const toMs = Date.now();
    const query = { customerGuids: useCustomersStore().scopedGuids, fromMs: toMs - DAY, toMs };
    await settleCall(
      () => callBridge('alerts.shiftReport', query),
      ({ csv, hoursCsv, html }) => {
        for (const file of report.value) URL.revokeObjectURL(file.url);
        const stamp = new Date(toMs).toISOString().slice(0, 16).replace(':', '');
        const file = (kind: ReportFile['kind'], text: string, type: string, name: string): ReportFile => ({
          kind,
          url: URL.createObjectURL(new Blob([text], { type })),
          fileName: `${name}-${stamp}Z.${kind === 'html' ? 'html' : 'csv'}`,
        });
        report.value = [
          file('html', html, 'text/html', 'shift-report'),
          file('csv', csv, 'text/csv', 'shift-report'),
          file('hours', hoursCsv, 'text/csv', 'events-per-hour'),
        ];
      },
      { error },
    );
  }

  return { alarms, state, error, report, load, makeReport };
});
