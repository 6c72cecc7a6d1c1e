import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { AlertGroup, ShiftSummary } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { rangeStamp } from '../../../electron/core/time/zone-clock.js';
import {
  chosenRange,
  offeredChoice,
  type ChosenRange,
  type RangeChoice,
  type RangeSetting,
} from '../lib/report-range.js';
import { shiftZone } from '../lib/shifts.js';
import { useTypedRange } from '../lib/use-typed-range.js';
import { settleCall } from './call.js';
import { useCustomersStore } from './customers.js';
import { usePreferencesStore } from './preferences.js';

export type HistoryState = 'all' | 'acknowledged' | 'closed';

export interface ReportFile {
  kind: 'html' | 'csv' | 'hours' | 'not-monitoring';
  url: string;
  fileName: string;
}

/** Alarms of a chosen range in any state, with who handled them, and the range's summary: the Alarms screen's History. */
export const useAlarmHistoryStore = defineStore('alarm-history', () => {
  const customers = useCustomersStore();
  const preferences = usePreferencesStore();
  const alarms = ref<AlertGroup[]>([]);
  /** The shift report's summary of the range (whatever the state filter), at its end or now; null until loaded. */
  const summary = ref<ShiftSummary | null>(null);
  const state = ref<HistoryState>('all');
  const error = ref<string | null>(null);
  const choice = ref<RangeChoice>('this-shift');
  /** The range's clock, as Export's: the site's when every customer in scope keeps one known zone. */
  const zone = computed(() => shiftZone(customers.scopedGuids.map((guid) => customers.timezoneOf(guid))));
  // Held here, not by the screen, so that a change of scope while another tab is open keeps the instants typed.
  const { from: customFrom, to: customTo } = useTypedRange(() => zone.value);

  /** What the range choices are worked out from: the shifts and a typed range on that clock. */
  const setting = computed<RangeSetting>(() => ({
    changes: preferences.preferences.shiftChanges,
    shiftZone: zone.value,
    customFrom: customFrom.value,
    customTo: customTo.value,
  }));
  const offered = computed(() => offeredChoice(choice.value, setting.value.changes));

  /** The chosen range as it stands at `nowMs`; a bad typed range is said in `error` and nothing is sent. */
  function rangeAt(nowMs: number): ChosenRange {
    const chosen = chosenRange(offered.value, nowMs, setting.value);
    if (!chosen.ok) error.value = chosen.error;
    return chosen;
  }

  async function load(): Promise<void> {
    const chosen = rangeAt(Date.now());
    if (!chosen.ok) {
      alarms.value = [];
      summary.value = null;
      return;
    }
    const { range } = chosen;
    const scope = { customerGuids: customers.scopedGuids, fromMs: range.fromMs, toMs: range.toMs };
    const query = {
      customerGuids: customers.scopedGuids,
      states: state.value === 'all' ? undefined : [state.value],
      fromMs: range.fromMs,
      // Open-ended while it runs to now, so that an alarm raised since is not left out.
      ...(range.toNow ? {} : { toMs: range.toMs }),
      limit: 1000,
    };
    await settleCall(
      () => Promise.all([callBridge('alerts.history', query), callBridge('alerts.shiftSummary', scope)]),
      ([found, summed]) => {
        alarms.value = found;
        summary.value = summed;
      },
      { error },
    );
  }

  /**
   * The chosen range's shift report as files to download (blob URLs), each with its name: the alarms
   * (CSV), the events per hour (CSV), the periods NOT MONITORING (CSV) and the printable page (HTML),
   * whose times are on this screen's clock.
   */
  const report = ref<ReportFile[]>([]);

  function forgetReport(): void {
    for (const file of report.value) URL.revokeObjectURL(file.url);
    report.value = [];
  }

  async function makeReport(): Promise<void> {
    forgetReport();
    const chosen = rangeAt(Date.now());
    if (!chosen.ok) return;
    const { fromMs, toMs } = chosen.range;
    // The page on the range's clock: the site's, or this workstation's.
    const timeZone = chosen.range.zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const query = { customerGuids: customers.scopedGuids, fromMs, toMs, timeZone };
    await settleCall(
      () => callBridge('alerts.shiftReport', query),
      ({ csv, hoursCsv, html, notMonitoringCsv }) => {
        const stamp = rangeStamp(fromMs, toMs, chosen.range.zone);
        const file = (kind: ReportFile['kind'], text: string, type: string, name: string): ReportFile => ({
          kind,
          url: URL.createObjectURL(new Blob([text], { type })),
          fileName: `${name}-${stamp}.${kind === 'html' ? 'html' : 'csv'}`,
        });
        report.value = [
          file('html', html, 'text/html', 'shift-report'),
          file('csv', csv, 'text/csv', 'shift-report'),
          file('hours', hoursCsv, 'text/csv', 'events-per-hour'),
          file('not-monitoring', notMonitoringCsv, 'text/csv', 'not-monitoring'),
        ];
      },
      { error },
    );
  }

  return {
    alarms,
    summary,
    state,
    error,
    choice,
    customFrom,
    customTo,
    setting,
    offered,
    report,
    load,
    makeReport,
    forgetReport,
  };
});
