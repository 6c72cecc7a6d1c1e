// alerts.*: the alarms not yet closed, acknowledging and closing them, their history and the shift report.
import type { MethodOutput, MethodParams } from '../../../contract.js';
import { shiftReportHtml } from '../../alarms/shift-report-html.js';
import { notMonitoringCsv, shiftReportCsv, shiftReportHoursCsv } from '../../alarms/shift-report.js';
import type { AlarmBook } from '../alarm-book.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function alertsHandlers(this: AppCore): NamespaceHandlers<'alerts'> {
  return {
    'alerts.list': async () => (await this.readyConnectionIfAny())?.alarms.live() ?? [],
    'alerts.acknowledge': async ({ alarmIds, note }) => {
      const connection = await this.readyConnection();
      if (connection.alarms.acknowledge(alarmIds, this.operator(), note?.trim() || null, this.now())) {
        connection.publishAlarms();
      }
      return connection.alarms.live();
    },
    'alerts.close': async (input) => {
      const connection = await this.readyConnection();
      const note = input.note?.trim() || null;
      if (connection.alarms.close(input.alarmIds, this.operator(), input.outcome, note, this.now())) {
        connection.publishAlarms();
      }
      return connection.alarms.live();
    },
    'alerts.history': async (query) =>
      (await this.readyConnection()).alarms.query({
        ...query,
        states: query.states ?? ['open', 'acknowledged', 'closed'],
      }),
    'alerts.shiftReport': async (range) => shiftReportFiles((await this.readyConnection()).alarms, range, this.now()),
    'alerts.shiftSummary': async (range) => (await this.readyConnection()).alarms.shiftSummary(range, this.now()),
  };
}

/** The shift report's files: the alarms and the hours as CSV, both on one printable page, the blind periods. */
function shiftReportFiles(
  alarms: AlarmBook,
  range: MethodParams<'alerts.shiftReport'>,
  nowMs: number,
): MethodOutput<'alerts.shiftReport'> {
  const { rows, hours, summary } = alarms.shiftReport(range, nowMs);
  return {
    csv: shiftReportCsv(rows),
    hoursCsv: shiftReportHoursCsv(hours),
    html: shiftReportHtml({
      ...range,
      timeZone: range.timeZone ?? 'UTC',
      generatedAtMs: nowMs,
      rows,
      hours,
      summary,
    }),
    alarms: rows.length,
    summary,
    notMonitoringCsv: notMonitoringCsv(summary.notMonitoring),
  };
}
