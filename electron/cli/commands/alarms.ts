// alarms: the shift report (where each alarm was, who handled it, how fast, with the notes, and the
// summary at handover), as a table with the summary under it, CSV, the events per hour, the periods
// NOT MONITORING, or one printable HTML page. From the local cache, or in a control room from the
// room's PostgreSQL (the customers the signed-in user may see); the periods NOT MONITORING are this
// workstation's own either way (the room keeps none).
import type { Command } from 'commander';
import { timeZoneSchema, type ShiftSummary } from '../../contract.js';
import { durationText } from '../../core/alarms/duration-text.js';
import { shiftReportHtml } from '../../core/alarms/shift-report-html.js';
import { customerText } from '../../core/alarms/shift-report-labels.js';
import {
  notMonitoringCsv,
  shiftReportCsv,
  shiftReportHoursCsv,
  type ShiftReportHour,
  type ShiftReportRow,
} from '../../core/alarms/shift-report.js';
import { parseRange } from '../../core/api/validate.js';
import { roomInUse } from '../../core/app/command-line/room-choice.js';
import {
  cacheShiftReport,
  reportClockNow,
  roomShiftReportOf,
  type ShiftReport,
} from '../../core/app/command-line/shift-reports.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import { writeOutFile } from '../output-file.js';
import { writeTable, type Column } from '../output.js';
import { terminalText } from '../terminal-text.js';
import { summaryText } from './alarms-summary-text.js';

const SHIFT_MS = 12 * 3_600_000;

const columns: Column<ShiftReportRow>[] = [
  { header: 'RAISED (UTC)', value: (row) => row.raisedAt },
  { header: 'PRIORITY', value: (row) => row.priority },
  { header: 'ALARM', value: (row) => [row.alarm, row.who].filter(Boolean).join(': ') },
  { header: 'CUSTOMER', value: (row) => customerText(row.customerName, row.customerCode) },
  { header: 'SITE', value: (row) => row.site },
  { header: 'DOORS', value: (row) => row.doors },
  { header: 'STATE', value: (row) => row.state },
  // How many steps of its procedure were done (which, by whom and when: --csv and --html).
  { header: 'STEPS', value: (row) => (row.steps.length === 0 ? null : row.steps.length) },
  { header: 'ACKNOWLEDGED BY', value: (row) => row.acknowledgedBy },
  { header: 'AFTER (S)', value: (row) => row.secondsToAcknowledge },
  { header: 'CLOSED BY', value: (row) => row.closedBy },
  { header: 'OUTCOME', value: (row) => row.outcome },
  { header: 'NOTES', value: (row) => [row.acknowledgeNote, row.closeNote].filter(Boolean).join(' / ') },
  { header: 'LATE BY', value: (row) => (row.lateBySeconds === null ? null : durationText(row.lateBySeconds * 1000)) },
];

type Period = ShiftSummary['notMonitoring'][number];

const periodColumns: Column<Period>[] = [
  { header: 'FROM (UTC)', value: (period) => new Date(period.fromMs).toISOString() },
  { header: 'TO (UTC)', value: (period) => (period.toMs === null ? 'still' : new Date(period.toMs).toISOString()) },
  { header: 'HOW LONG', value: (period) => durationText(period.durationMs) },
  { header: 'WHY', value: (period) => period.causes.join(' ') },
  { header: 'ACKNOWLEDGED BY', value: (period) => period.acknowledgedBy },
  { header: 'NOTE', value: (period) => period.note },
];

const hourColumns: Column<ShiftReportHour>[] = [
  { header: 'HOUR FROM (UTC)', value: (hour) => hour.hourStart },
  { header: 'EVENTS', value: (hour) => hour.events },
  { header: 'ALARMS RAISED', value: (hour) => hour.alarmsRaised },
];

interface AlarmsOptions {
  from?: string;
  to?: string;
  csv?: boolean;
  perHour?: boolean;
  notMonitoring?: boolean;
  html?: boolean;
  timeZone?: string;
  out?: string;
}

export function addAlarmCommands(program: Command, io: CliIO): void {
  program
    .command('alarms')
    .description(
      'the shift report: alarms raised in the range (default: the last 12 h), who handled them and how fast, then a summary at handover',
    )
    .option('--from <ISO>', 'start of the range')
    .option('--to <ISO>', 'end of the range')
    .option('--csv', "print CSV of the rows alone (the export's quoting and formula rules) instead of a table")
    .option('--per-hour', 'the events and alarms raised per hour instead of the alarms (a table, or CSV with --csv)')
    .option(
      '--not-monitoring',
      'the periods the monitor was NOT MONITORING in the range instead of the alarms (a table, or CSV with --csv)',
    )
    .option('--html', 'one printable HTML page: the summary, the events per hour, then the alarms')
    .option('--time-zone <ZONE>', "the --html page's clock, an IANA name (default: this computer's zone)")
    .option('--out <FILE>', 'write to FILE instead of stdout')
    .action(async (options: AlarmsOptions, command: Command) => {
      if (options.html && (options.csv || options.perHour || options.notMonitoring))
        throw new UsageError(
          '--html is the whole report already: give it without --csv, --per-hour or --not-monitoring',
        );
      if (options.perHour && options.notMonitoring)
        throw new UsageError('--per-hour and --not-monitoring are two reports: give one of them');
      if (options.timeZone !== undefined && !options.html)
        throw new UsageError('--time-zone sets the clock of the --html page: give it with --html (CSV stays in UTC)');
      const zone = options.timeZone === undefined ? null : timeZoneSchema.safeParse(options.timeZone);
      if (zone?.error) throw new UsageError(`--time-zone "${options.timeZone}" ${zone.error.issues[0]!.message}`);
      const range = parseRange(options.from, options.to);
      const profile = profileOf(command.optsWithGlobals<GlobalOptions>(), io);
      const room = await roomInUse(profile);
      // The last 12 hours end now on the room's clock in a room (its alarms are dated by it), not this computer's.
      const toMs = range.to?.getTime() ?? (await reportClockNow(room));
      const fromMs = range.from?.getTime() ?? toMs - SHIFT_MS;
      let text: string;
      if (room) {
        const report = await roomShiftReportOf(profile, room, { fromMs, toMs });
        if (options.notMonitoring || options.html) {
          // Where the periods are not under the summary's own words: said beside the output, which scripts read.
          io.stderr.write(`acs-monitor: ${WORKSTATION_PERIODS}\n`);
        }
        text = reportText(options, { fromMs, toMs, ...report }, { inRoom: true });
      } else {
        text = reportText(options, { fromMs, toMs, ...(await cacheShiftReport(profile, { fromMs, toMs })) });
      }
      if (options.out) writeOutFile(options.out, text);
      else io.stdout.write(text);
    });
}

const WORKSTATION_PERIODS =
  "in a control room the periods NOT MONITORING are this workstation's own, from its cache: the room keeps none";

function reportText(
  options: AlarmsOptions,
  report: ShiftReport & { fromMs: number; toMs: number },
  where: { inRoom: boolean } = { inRoom: false },
): string {
  if (options.html) {
    // The page is read by people: on their clock. The CSVs and tables keep ISO UTC (docs/interfaces.md).
    const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return shiftReportHtml({ ...report, timeZone, generatedAtMs: Date.now() });
  }
  const periods = report.summary.notMonitoring;
  if (options.csv) {
    if (options.perHour) return shiftReportHoursCsv(report.hours);
    return options.notMonitoring ? notMonitoringCsv(periods) : shiftReportCsv(report.rows);
  }
  const lines: string[] = [];
  const sink = { write: (text: string) => lines.push(text) };
  if (options.perHour) writeTable(sink, report.hours, hourColumns);
  else if (options.notMonitoring) writeTable(sink, periods, periodColumns);
  else {
    // The summary under the alarms: the last thing on the terminal, where a long list leaves the eye.
    writeTable(sink, report.rows, columns);
    sink.write(`\n${summaryText(report.summary, where)}`);
  }
  // Notes typed on any screen and names from the service: shown, never acted on by the terminal.
  return terminalText(lines.join(''));
}
