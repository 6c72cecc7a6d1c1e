// The shift report as one printable HTML page: the range, the events per hour, then each alarm with
// who acknowledged and closed it, how fast, and the notes. Pure; every piece of text is escaped and
// the page holds no script and loads nothing (its style is inline), so it opens safely anywhere.
import type { ShiftReportHour, ShiftReportRow } from './shift-report.js';

export interface ShiftReportPage {
  fromMs: number;
  toMs: number;
  generatedAtMs: number;
  rows: readonly ShiftReportRow[];
  hours: readonly ShiftReportHour[];
}

const STYLE = `
body { font: 11pt/1.4 system-ui, sans-serif; color: #000; background: #fff; margin: 24px; }
h1 { font-size: 16pt; margin: 0 0 4px; }
h2 { font-size: 13pt; margin: 20px 0 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #888; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #eee; }
td.number { text-align: right; }
.bar { display: inline-block; height: 9px; background: #555; }
.critical { font-weight: 700; }
@media print {
  body { margin: 0; font-size: 9pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th { background: none; }
  .bar { border: 4px solid #000; height: 0; }
}
@page { size: A4 landscape; margin: 12mm; }
`;

export function shiftReportHtml(page: ShiftReportPage): string {
  const { rows, hours } = page;
  const range = `${utc(page.fromMs)} to ${utc(page.toMs)}`;
  const handled = rows.filter((row) => row.acknowledgedBy !== null).length;
  const events = hours.reduce((sum, hour) => sum + hour.events, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Shift report ${escapeHtml(range)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Shift report</h1>
<p>${escapeHtml(range)} (UTC). ${rows.length} alarm(s) raised, ${handled} acknowledged; ${events} event(s). Made ${escapeHtml(utc(page.generatedAtMs))}.</p>
<h2>Events per hour</h2>
${hoursTable(hours)}
<h2>Alarms</h2>
${rows.length ? alarmsTable(rows) : '<p>No alarm was raised in this range.</p>'}
</body>
</html>
`;
}

function hoursTable(hours: readonly ShiftReportHour[]): string {
  const most = Math.max(1, ...hours.map((hour) => hour.events));
  const lines = hours.map(
    (hour) =>
      `<tr><td>${escapeHtml(utc(Date.parse(hour.hourStart)))}</td><td class="number">${hour.events}</td>` +
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

function alarmsTable(rows: readonly ShiftReportRow[]): string {
  const cell = (text: string | number | null): string => `<td>${text === null ? '–' : escapeHtml(String(text))}</td>`;
  const lines = rows.map((row) =>
    [
      row.priority === 'critical' ? '<tr class="critical">' : '<tr>',
      cell(utc(Date.parse(row.raisedAt))),
      cell(row.priority),
      cell([row.alarm, row.who].filter(Boolean).join(': ')),
      cell(row.doors),
      cell(row.events),
      cell(row.escalations),
      cell(row.state),
      cell(row.acknowledgedBy && `${row.acknowledgedBy}, ${utc(Date.parse(row.acknowledgedAt!))}`),
      cell(row.secondsToAcknowledge === null ? null : duration(row.secondsToAcknowledge)),
      cell(row.acknowledgeNote),
      cell(row.closedBy && `${row.closedBy}, ${utc(Date.parse(row.closedAt!))}`),
      cell(row.outcome),
      cell(row.closeNote),
      '</tr>',
    ].join(''),
  );
  const headers = [
    'Raised',
    'Priority',
    'Alarm',
    'Doors',
    'Events',
    'Re-alerts',
    'State',
    'Acknowledged by',
    'After',
    'Note',
    'Closed by',
    'Outcome',
    'Note',
  ];
  return `<table>
<thead><tr>${headers.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
}

/** "2026-03-10 22:01". */
function utc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** "45 s", "6 min 40 s". */
function duration(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
