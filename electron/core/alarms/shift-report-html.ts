// The shift report as one printable HTML page: the range, its summary, the events per hour, then
// each alarm with where it was, who acknowledged and closed it, how fast, the outcome and the notes,
// every time on the reader's clock. Pure; every piece of text is escaped and the page holds no
// script and loads nothing (its style is inline), so it opens safely anywhere.
import type { ShiftSummary } from '../../contract.js';
import { wallTimeField, zoneName } from '../time/zone-clock.js';
import { durationText } from './duration-text.js';
import { escapeHtml } from './escape-html.js';
import { summarySection, SUMMARY_STYLE } from './shift-report-html-summary.js';
import { customerText, DISPOSITION_WORDS } from './shift-report-labels.js';
import type { ReportStep, ShiftReportHour, ShiftReportRow } from './shift-report.js';

export interface ShiftReportPage {
  fromMs: number;
  toMs: number;
  generatedAtMs: number;
  /** IANA zone the page's times are written in (the reader's); throws for one Intl does not know. */
  timeZone: string;
  rows: readonly ShiftReportRow[];
  hours: readonly ShiftReportHour[];
  summary: ShiftSummary;
  /** Per alarm (its id), the first picture of each camera of its door, shown under its row. */
  pictures?: ReadonlyMap<number, readonly ReportPicture[]>;
}

/** A picture kept with an alarm, as the page shows it: a JPEG data: URL (the page loads nothing). */
export interface ReportPicture {
  cameraName: string;
  takenAtMs: number;
  dataUrl: string;
}

const STYLE = `
body { font: 11pt/1.4 system-ui, sans-serif; color: #000; background: #fff; margin: 24px; }
h1 { font-size: 16pt; margin: 0 0 4px; }
h2 { font-size: 13pt; margin: 20px 0 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #888; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #eee; }
td.number { text-align: right; }
td.time { white-space: nowrap; }
.bar { display: inline-block; height: 9px; background: #555; }
.critical { font-weight: 700; }
.under { display: block; font-size: 90%; white-space: normal; }
figure { display: inline-block; margin: 2px 8px 2px 0; font-size: 90%; }
figure img { display: block; width: 240px; border: 1px solid #888; }
@media print {
  body { margin: 0; font-size: 9pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th { background: none; }
  .bar { border: 4px solid #000; height: 0; }
}
@page { size: A4 landscape; margin: 12mm; }
${SUMMARY_STYLE}`;

export function shiftReportHtml(page: ShiftReportPage): string {
  const { rows, hours, summary } = page;
  const clock = zoneClock(page);
  const range = `${clock.at(page.fromMs)} to ${clock.at(page.toMs)}`;
  const events = hours.reduce((sum, hour) => sum + hour.events, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>Shift report ${escapeHtml(range)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Shift report</h1>
<p>${escapeHtml(range)}, times in ${escapeHtml(clock.named)}. ${rows.length} alarm(s) raised; ${events} event(s). Made ${escapeHtml(clock.at(page.generatedAtMs))}.</p>
${summarySection(summary, clock.at, summary.handoverMs < page.toMs)}
<h2>Events per hour</h2>
${clock.offHour ? `<p>Hours are counted from the hours of UTC, which begin at :${clock.offHour} on this clock.</p>\n` : ''}${hoursTable(hours, clock.at)}
<h2>Alarms</h2>
${rows.length ? alarmsTable(rows, clock.at, page.pictures) : '<p>No alarm was raised in this range.</p>'}
</body>
</html>
`;
}

type At = (ms: number) => string;

/**
 * The page's clock: "2026-03-11 09:00" in the zone, with the zone's short name after each time only
 * when the range spans a change of clocks (so that a repeated hour reads apart); `named` is
 * "Australia/Sydney (AEDT)". The hours are counted on UTC hours, which are the zone's own hours
 * unless its offset has half or quarter hours: `offHour` then says the minute they begin at.
 */
function zoneClock(page: ShiftReportPage): { at: At; named: string; offHour: string | null } {
  const { timeZone } = page;
  const wall = (ms: number): string => wallTimeField(ms, timeZone).replace('T', ' ');
  const instants = [
    page.fromMs,
    ...page.hours.map((hour) => Date.parse(hour.hourStart)),
    ...page.summary.notMonitoring.map((period) => period.fromMs),
    page.toMs,
  ];
  const names = [...new Set(instants.map((ms) => zoneName(ms, timeZone)))];
  const minute = page.hours.map((hour) => wall(Date.parse(hour.hourStart)).slice(14)).find((m) => m !== '00');
  return {
    at: names.length > 1 ? (ms) => `${wall(ms)} ${zoneName(ms, timeZone)}` : wall,
    named: `${timeZone} (${names.join(', then ')})`,
    offHour: minute ?? null,
  };
}

function hoursTable(hours: readonly ShiftReportHour[], at: At): string {
  const most = Math.max(1, ...hours.map((hour) => hour.events));
  const lines = hours.map(
    (hour) =>
      `<tr><td>${escapeHtml(at(Date.parse(hour.hourStart)))}</td><td class="number">${hour.events}</td>` +
      `<td class="number">${hour.alarmsRaised}</td>` +
      `<td><span class="bar" style="width:${Math.round((hour.events / most) * 300)}px"></span></td></tr>`,
  );
  return `<table>
<thead><tr><th scope="col">Hour from</th><th scope="col">Events</th><th scope="col">Alarms raised</th><th scope="col"></th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
}

function alarmsTable(
  rows: readonly ShiftReportRow[],
  at: At,
  pictures: ReadonlyMap<number, readonly ReportPicture[]> = new Map(),
): string {
  const cell = (text: string | number | null): string => `<td>${text === null ? '–' : escapeHtml(String(text))}</td>`;
  const lines = rows.map((row) =>
    [
      row.priority === 'critical' ? '<tr class="critical">' : '<tr>',
      `<td class="time">${escapeHtml(at(Date.parse(row.raisedAt)))}${lateNote(row)}</td>`,
      cell(row.priority),
      cell([row.alarm, row.who].filter(Boolean).join(': ')),
      cell(customerText(row.customerName, row.customerCode)),
      cell(row.site),
      cell(row.doors || null),
      cell(row.events),
      cell(row.escalations),
      cell(row.acknowledgedBy && `${row.acknowledgedBy}, ${at(Date.parse(row.acknowledgedAt!))}`),
      cell(row.secondsToAcknowledge === null ? null : durationText(row.secondsToAcknowledge * 1000)),
      cell(row.acknowledgeNote),
      cell(row.closedBy && `${row.closedBy}, ${at(Date.parse(row.closedAt!))}`),
      cell(DISPOSITION_WORDS[row.disposition]),
      cell(row.closeNote),
      stepsCell(row.steps, at),
      '</tr>',
      picturesRow(pictures.get(row.alarmId) ?? [], at),
    ].join(''),
  );
  const headers = [
    'Raised',
    'Priority',
    'Alarm',
    'Customer',
    'Site',
    'Doors',
    'Events',
    'Re-alerts',
    'Acknowledged by',
    'After',
    'Note',
    'Closed by',
    'Outcome',
    'Note',
    'Steps done',
  ];
  return `<table>
<thead><tr>${headers.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
}

/** The alarm's camera pictures in a row of their own under it; nothing when it has none. */
function picturesRow(pictures: readonly ReportPicture[], at: At): string {
  if (pictures.length === 0) return '';
  const figures = pictures.map(
    (picture) =>
      `<figure><img src="${escapeHtml(picture.dataUrl)}" alt="${escapeHtml(picture.cameraName)}">` +
      `<figcaption>${escapeHtml(picture.cameraName)}, ${escapeHtml(at(picture.takenAtMs))}</figcaption></figure>`,
  );
  return `<tr class="pictures"><td colspan="15">${figures.join('')}</td></tr>`;
}

/** The steps of its procedure done, one a line: "Call the site contact: Ann, 02:14". */
function stepsCell(steps: readonly ReportStep[], at: At): string {
  if (steps.length === 0) return '<td>–</td>';
  const lines = steps.map((step) =>
    escapeHtml(`${step.text}: ${step.by ?? 'an operator'}, ${at(Date.parse(step.at))}`),
  );
  return `<td class="steps">${lines.join('<br>')}</td>`;
}

/** "delivered 12 min late" under the time an alarm was raised, when its event came late. */
function lateNote(row: ShiftReportRow): string {
  return row.lateBySeconds === null
    ? ''
    : `<span class="under">delivered ${escapeHtml(durationText(row.lateBySeconds * 1000))} late</span>`;
}
