// The shift report's summary as `acs-monitor alarms` prints it under the alarms: per priority, the
// alarms raised, acknowledged by handover and how fast; the outcomes; what was left open; and each
// period NOT MONITORING (in a control room, this workstation's). Times in ISO UTC, as in the table above it.
import { ALARM_PRIORITIES, type ShiftSummary } from '../../contract.js';
import { durationText } from '../../core/alarms/duration-text.js';
import { customerText, DISPOSITION_WORDS } from '../../core/alarms/shift-report-labels.js';
import { writeTable, type Column } from '../output.js';

type Figures = ShiftSummary['all'] & { priority: string };
type HandoverAlarm = ShiftSummary['openAtHandover'][number];

const iso = (ms: number): string => new Date(ms).toISOString();
const seconds = (value: number | null): string | null => (value === null ? null : durationText(value * 1000));

const figureColumns: Column<Figures>[] = [
  { header: 'PRIORITY', value: (figures) => figures.priority },
  { header: 'RAISED', value: (figures) => figures.raised },
  { header: 'ACKNOWLEDGED', value: (figures) => figures.acknowledged },
  { header: 'MEDIAN TO ACKNOWLEDGE', value: (figures) => seconds(figures.medianSecondsToAcknowledge) },
  { header: 'LONGEST', value: (figures) => seconds(figures.longestSecondsToAcknowledge) },
];

/** `inRoom`: the alarms are the control room's, the periods NOT MONITORING this workstation's alone. */
export function summaryText(summary: ShiftSummary, { inRoom = false } = {}): string {
  const lines: string[] = [];
  const out = { write: (text: string) => lines.push(text) };
  const runsOn = summary.handoverMs < summary.toMs;
  const when = runsOn ? 'now' : 'at handover';
  out.write(`SUMMARY ${runsOn ? 'so far, at' : 'at handover,'} ${iso(summary.handoverMs)}\n`);
  writeTable(
    out,
    [
      ...ALARM_PRIORITIES.map((priority) => ({ priority, ...summary.byPriority[priority] })),
      { priority: 'all', ...summary.all },
    ],
    figureColumns,
  );
  const { closed } = summary;
  const outcomes = (['genuine', 'false-alarm', 'test', 'other'] as const).map(
    (outcome) => `${closed[outcome]} ${DISPOSITION_WORDS[outcome].toLowerCase()}`,
  );
  const total = Object.values(closed).reduce((sum, n) => sum + n, 0);
  out.write(`Closed by handover: ${total} (${outcomes.join(', ')})\n`);

  const open = summary.openAtHandover;
  out.write('\n');
  if (open.length === 0) out.write(`Still open ${when}: none\n`);
  else {
    const unacknowledged = open.filter((alarm) => alarm.state === 'open').length;
    out.write(`Still open ${when}: ${open.length} (${unacknowledged} not acknowledged)\n`);
    writeTable(out, open, handoverColumns(summary.handoverMs));
  }

  const periods = summary.notMonitoring;
  out.write('\n');
  const here = inRoom ? ' at this workstation' : '';
  const whose = inRoom ? " (this workstation's own, from its cache: the control room keeps none)" : '';
  if (periods.length === 0) {
    out.write(`Not monitoring${here}: never (no period NOT MONITORING recorded in this range)${whose}\n`);
  } else {
    const count = periods.length === 1 ? '1 period' : `${periods.length} periods`;
    out.write(`NOT MONITORING${here}: ${count}, ${durationText(summary.notMonitoringMs)} of this range${whose}\n`);
    for (const period of periods) {
      const to = period.toMs === null ? 'still' : iso(period.toMs);
      const lasted = `${durationText(period.durationMs)}${period.toMs === null ? ' so far' : ''}`;
      out.write(`  ${iso(period.fromMs)} to ${to} (${lasted}): ${period.causes.join(' ') || 'why was not recorded'}\n`);
      out.write(
        period.acknowledgedAtMs === null
          ? '    not acknowledged\n'
          : `    acknowledged by ${period.acknowledgedBy ?? 'someone'} at ${iso(period.acknowledgedAtMs)}: "${period.note ?? ''}"\n`,
      );
    }
  }
  return lines.join('');
}

function handoverColumns(handoverMs: number): Column<HandoverAlarm>[] {
  return [
    { header: 'PRIORITY', value: (alarm) => alarm.priority },
    {
      header: 'RAISED (UTC)',
      value: (alarm) => `${iso(alarm.raisedAtMs)}${alarm.carriedOver ? ' (before the range)' : ''}`,
    },
    { header: 'ALARM', value: (alarm) => [alarm.title, alarm.label].filter(Boolean).join(': ') },
    { header: 'CUSTOMER', value: (alarm) => customerText(alarm.customerName, alarm.customerCode) },
    { header: 'SITE', value: (alarm) => alarm.siteName },
    { header: 'DOORS', value: (alarm) => alarm.doorNames.join('; ') },
    { header: 'STATE', value: (alarm) => alarm.state },
    { header: 'OPEN FOR', value: (alarm) => durationText(handoverMs - alarm.raisedAtMs) },
  ];
}
