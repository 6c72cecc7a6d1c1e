// The summary at the top of the printable shift report: per priority, the alarms raised, acknowledged
// by handover and how fast; the outcomes; the alarms left open for the next shift; and every period
// the monitor was NOT MONITORING, with why and who acknowledged it. Pure; every text escaped.
import type { ShiftSummary } from '../../contract.js';
import { ALARM_PRIORITIES } from '../domain/monitor-limits.js';
import { durationText } from './duration-text.js';
import { escapeHtml } from './escape-html.js';
import { customerText, DISPOSITION_WORDS } from './shift-report-labels.js';

/** A moment on the page's clock. */
type At = (ms: number) => string;

export const SUMMARY_STYLE = `
table.figures { width: auto; }
table.figures td:first-child { text-transform: capitalize; }
table.figures tr.total td { font-weight: 700; border-top: 2px solid #000; }
h3 { font-size: 11pt; margin: 14px 0 4px; }
h3.blind { border-left: 6px solid #000; padding-left: 6px; }
.muted { color: #444; }
`;

export function summarySection(summary: ShiftSummary, at: At, runsOn: boolean): string {
  const handover = runsOn ? `so far, at ${at(summary.handoverMs)}` : `at handover, ${at(summary.handoverMs)}`;
  return `<section class="summary" aria-label="Summary">
<h2>Summary ${escapeHtml(handover)}</h2>
${figuresTable(summary)}
<p>${closedSentence(summary)}</p>
${openAtHandover(summary, at, runsOn)}
${notMonitoring(summary, at)}
</section>`;
}

function figuresTable(summary: ShiftSummary): string {
  const seconds = (value: number | null): string => (value === null ? '–' : durationText(value * 1000));
  const line = (name: string, figures: ShiftSummary['all'], total = false): string =>
    `<tr${total ? ' class="total"' : name === 'critical' ? ' class="critical"' : ''}><td>${name}</td>` +
    `<td class="number">${figures.raised}</td><td class="number">${figures.acknowledged}</td>` +
    `<td class="number">${seconds(figures.medianSecondsToAcknowledge)}</td>` +
    `<td class="number">${seconds(figures.longestSecondsToAcknowledge)}</td></tr>`;
  const lines = ALARM_PRIORITIES.map((priority) => line(priority, summary.byPriority[priority]));
  return `<table class="figures">
<thead><tr><th scope="col">Priority</th><th scope="col">Alarms raised</th><th scope="col">Acknowledged by handover</th><th scope="col">Median time to acknowledge</th><th scope="col">Longest</th></tr></thead>
<tbody>
${[...lines, line('all', summary.all, true)].join('\n')}
</tbody>
</table>`;
}

function closedSentence({ closed }: ShiftSummary): string {
  const outcomes = (['genuine', 'false-alarm', 'test', 'other'] as const).map(
    (outcome) => `${closed[outcome]} ${DISPOSITION_WORDS[outcome].toLowerCase()}`,
  );
  const total = Object.values(closed).reduce((sum, n) => sum + n, 0);
  return `Closed by handover: ${total} (${outcomes.join(', ')}).`;
}

function openAtHandover(summary: ShiftSummary, at: At, runsOn: boolean): string {
  const open = summary.openAtHandover;
  const when = runsOn ? 'now' : 'at handover';
  if (open.length === 0) return `<h3>Still open ${when}: none</h3>`;
  const unacknowledged = open.filter((alarm) => alarm.state === 'open').length;
  const cell = (text: string | null): string => `<td>${text ? escapeHtml(text) : '–'}</td>`;
  const lines = open.map((alarm) =>
    [
      alarm.priority === 'critical' ? '<tr class="critical">' : '<tr>',
      cell(alarm.priority),
      `<td class="time">${escapeHtml(at(alarm.raisedAtMs))}${alarm.carriedOver ? '<span class="muted under">from before this range</span>' : ''}</td>`,
      cell([alarm.title, alarm.label].filter(Boolean).join(': ')),
      cell(customerText(alarm.customerName, alarm.customerCode)),
      cell(alarm.siteName),
      cell(alarm.doorNames.join('; ') || null),
      cell(
        alarm.state === 'acknowledged'
          ? `${DISPOSITION_WORDS.acknowledged}${alarm.acknowledgedBy ? ` (${alarm.acknowledgedBy})` : ''}`
          : DISPOSITION_WORDS.open,
      ),
      cell(durationText(summary.handoverMs - alarm.raisedAtMs)),
      '</tr>',
    ].join(''),
  );
  return `<h3>Still open ${when}: ${open.length} (${unacknowledged} not acknowledged)</h3>
<table>
<thead><tr><th scope="col">Priority</th><th scope="col">Raised</th><th scope="col">Alarm</th><th scope="col">Customer</th><th scope="col">Site</th><th scope="col">Doors</th><th scope="col">State</th><th scope="col">Open for</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
}

function notMonitoring(summary: ShiftSummary, at: At): string {
  const periods = summary.notMonitoring;
  if (periods.length === 0) {
    return '<h3>Not monitoring: never</h3>\n<p>No period NOT MONITORING was recorded in this range.</p>';
  }
  const lines = periods.map((period) => {
    const acknowledged =
      period.acknowledgedAtMs === null
        ? 'Not acknowledged'
        : `${period.acknowledgedBy ?? 'Someone'}, ${at(period.acknowledgedAtMs)}: “${period.note ?? ''}”`;
    return (
      `<tr><td class="time">${escapeHtml(at(period.fromMs))}</td>` +
      `<td class="time">${period.toMs === null ? 'still' : escapeHtml(at(period.toMs))}</td>` +
      `<td>${durationText(period.durationMs)}${period.toMs === null ? ' so far' : ''}</td>` +
      `<td>${escapeHtml(period.causes.join(' ') || 'Not recorded')}</td>` +
      `<td>${escapeHtml(acknowledged)}</td></tr>`
    );
  });
  const count = periods.length === 1 ? '1 period' : `${periods.length} periods`;
  return `<h3 class="blind">NOT MONITORING: ${count}, ${durationText(summary.notMonitoringMs)} of this range</h3>
<table>
<thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">How long</th><th scope="col">Why</th><th scope="col">Acknowledged by, with the note</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>`;
}
