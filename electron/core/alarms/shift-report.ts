// The shift report: for a time range, each alarm raised, where, who acknowledged and closed it, how
// fast, with the notes, and the events per hour. Pure: rows from the alarms and the hourly counts;
// CSV cells made safe by the export's own helper. Scripts read the CSVs: columns are only ever added,
// at the end (docs/interfaces.md).
import type { AlertGroup, NotMonitoringPeriod } from '../../contract.js';
import { csvCell } from '../export/csv-format.js';
import { dispositionOf, type Disposition } from './shift-report-labels.js';

/** Events counted in one hour (the cache's count; declared here so alarms need not import the store). */
export interface HourlyEvents {
  hourStartMs: number;
  events: number;
}

export interface ShiftReportRow {
  alarmId: number;
  raisedAt: string;
  priority: string;
  alarm: string;
  who: string;
  doors: string;
  customerGuid: string;
  events: number;
  escalations: number;
  state: string;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  /** From raised to acknowledged. */
  secondsToAcknowledge: number | null;
  acknowledgeNote: string | null;
  closedBy: string | null;
  closedAt: string | null;
  outcome: string | null;
  closeNote: string | null;
  customerName: string | null;
  customerCode: string | null;
  site: string | null;
  /** What became of it: its outcome once closed (genuine, false-alarm, test, other), else its state (open, acknowledged). */
  disposition: Disposition;
  /** How late its raising event reached the monitor, when it was late (over LATE_ALARM_MS); else null. */
  lateBySeconds: number | null;
  /**
   * The steps of its procedure done, in order, each "TEXT (BY, ISO TIME)", joined by "; "; null when none was.
   * The printable page tells them from `steps`.
   */
  stepsDone: string | null;
  steps: ReportStep[];
}

/** A step of an alarm's procedure done: what, by whom, when (ISO UTC). */
export interface ReportStep {
  text: string;
  by: string | null;
  at: string;
}

const SHIFT_REPORT_COLUMNS: ReadonlyArray<keyof ShiftReportRow> = [
  'alarmId',
  'raisedAt',
  'priority',
  'alarm',
  'who',
  'doors',
  'customerGuid',
  'events',
  'escalations',
  'state',
  'acknowledgedBy',
  'acknowledgedAt',
  'secondsToAcknowledge',
  'acknowledgeNote',
  'closedBy',
  'closedAt',
  'outcome',
  'closeNote',
  'customerName',
  'customerCode',
  'site',
  'disposition',
  'lateBySeconds',
  'stepsDone',
];

/** One row per alarm, the oldest first. */
export function shiftReportRows(alarms: readonly AlertGroup[]): ShiftReportRow[] {
  return [...alarms]
    .sort((a, b) => a.firstAtMs - b.firstAtMs || a.alarmId - b.alarmId)
    .map((alarm) => {
      const step = (action: string) => alarm.history.find((entry) => entry.action === action) ?? null;
      const raised = step('raised');
      const acknowledged = step('acknowledged');
      // A reopened alarm's closing no longer stands; one closed again stands by its last.
      const closed =
        alarm.state === 'closed' ? (alarm.history.findLast((entry) => entry.action === 'closed') ?? null) : null;
      const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());
      const steps = alarm.history
        .filter((entry) => entry.action === 'step-done')
        .map((entry) => ({ text: entry.note ?? '', by: entry.operator, at: new Date(entry.atMs).toISOString() }));
      return {
        alarmId: alarm.alarmId,
        raisedAt: new Date(raised?.atMs ?? alarm.firstAtMs).toISOString(),
        priority: alarm.priority,
        alarm: alarm.title,
        who: alarm.label,
        doors: alarm.doorNames.join('; '),
        customerGuid: alarm.customerGuid,
        events: alarm.count,
        escalations: alarm.history.filter((entry) => entry.action === 'escalated').length,
        state: alarm.state,
        acknowledgedBy: acknowledged?.operator ?? null,
        acknowledgedAt: iso(acknowledged?.atMs),
        secondsToAcknowledge: acknowledged && raised ? Math.round((acknowledged.atMs - raised.atMs) / 1000) : null,
        acknowledgeNote: acknowledged?.note ?? null,
        closedBy: closed?.operator ?? null,
        closedAt: iso(closed?.atMs),
        outcome: closed?.outcome ?? null,
        closeNote: closed?.note ?? null,
        customerName: alarm.customerName,
        customerCode: alarm.customerCode,
        site: alarm.siteName,
        disposition: dispositionOf(alarm),
        lateBySeconds: alarm.lateByMs === null ? null : Math.round(alarm.lateByMs / 1000),
        stepsDone:
          steps.length === 0
            ? null
            : steps.map((step) => `${step.text} (${step.by ?? 'an operator'}, ${step.at})`).join('; '),
        steps,
      };
    });
}

/** One hour of the range: the events stored and the alarms raised in it. */
export interface ShiftReportHour {
  hourStart: string;
  events: number;
  alarmsRaised: number;
}

const SHIFT_REPORT_HOUR_COLUMNS: ReadonlyArray<keyof ShiftReportHour> = ['hourStart', 'events', 'alarmsRaised'];

const HOUR = 3_600_000;

/** The hourly event counts beside the number of alarms raised in each hour. */
export function shiftReportHours(events: readonly HourlyEvents[], rows: readonly ShiftReportRow[]): ShiftReportHour[] {
  return events.map(({ hourStartMs, events }) => ({
    hourStart: new Date(hourStartMs).toISOString(),
    events,
    alarmsRaised: rows.filter((row) => Math.floor(Date.parse(row.raisedAt) / HOUR) * HOUR === hourStartMs).length,
  }));
}

/** RFC 4180, a header row first; text that a spreadsheet would run as a formula is made inert. */
export function shiftReportCsv(rows: readonly ShiftReportRow[]): string {
  return csvTable(SHIFT_REPORT_COLUMNS, rows);
}

/** The events per hour as a CSV of its own (the alarms' CSV keeps its columns). */
export function shiftReportHoursCsv(hours: readonly ShiftReportHour[]): string {
  return csvTable(SHIFT_REPORT_HOUR_COLUMNS, hours);
}

/** One period NOT MONITORING as its CSV row: ISO UTC times, `to` empty while it lasts. */
interface NotMonitoringRow {
  from: string;
  to: string | null;
  seconds: number;
  why: string;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  note: string | null;
}

const NOT_MONITORING_COLUMNS: ReadonlyArray<keyof NotMonitoringRow> = [
  'from',
  'to',
  'seconds',
  'why',
  'acknowledgedBy',
  'acknowledgedAt',
  'note',
];

/** The periods NOT MONITORING as a CSV of their own: how long the monitor was blind, summed across shifts by a script. */
export function notMonitoringCsv(periods: readonly NotMonitoringPeriod[]): string {
  const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
  return csvTable(
    NOT_MONITORING_COLUMNS,
    periods.map((period) => ({
      from: new Date(period.fromMs).toISOString(),
      to: iso(period.toMs),
      seconds: Math.round(period.durationMs / 1000),
      why: period.causes.join(' | '),
      acknowledgedBy: period.acknowledgedBy,
      acknowledgedAt: iso(period.acknowledgedAtMs),
      note: period.note,
    })),
  );
}

function csvTable<T>(columns: ReadonlyArray<keyof T>, rows: readonly T[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
