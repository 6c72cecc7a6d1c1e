// The shift report's rows and CSV: who did what, how fast, notes kept, formulas made inert.
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { shiftReportHtml } from '../../electron/core/alarms/shift-report-html.js';
import {
  shiftReportCsv,
  shiftReportHours,
  shiftReportHoursCsv,
  shiftReportRows,
} from '../../electron/core/alarms/shift-report.js';
import { alarmFixture } from '../support/alarm.js';

const T0 = Date.parse('2026-03-10T22:00:00.000Z');

function alarm(alarmId: number, overrides: Partial<AlertGroup>): AlertGroup {
  return alarmFixture({
    alarmId,
    key: String(alarmId),
    doorNames: ['Front door', 'Back door'],
    firstAtMs: T0,
    lastAtMs: T0,
    count: 2,
    eventIds: [1, 2],
    history: [{ atMs: T0, action: 'raised', operator: null, outcome: null, note: null }],
    ...overrides,
  });
}

describe('the shift report', () => {
  const handled = alarm(7, {
    state: 'closed',
    firstAtMs: T0 + 60_000,
    history: [
      { atMs: T0 + 60_000, action: 'raised', operator: null, outcome: null, note: null },
      { atMs: T0 + 360_000, action: 'escalated', operator: null, outcome: null, note: 'unacknowledged for 5 min' },
      { atMs: T0 + 400_000, action: 'acknowledged', operator: 'guard', outcome: null, note: '=HYPERLINK("x")' },
      { atMs: T0 + 900_000, action: 'closed', operator: 'supervisor', outcome: 'false-alarm', note: 'Badge, renewed' },
    ],
  });

  it('lists each alarm, the oldest first, with who acknowledged and closed it and how fast', () => {
    const rows = shiftReportRows([handled, alarm(3, {})]);
    expect(rows.map((row) => row.alarmId)).toEqual([3, 7]);
    expect(rows[1]).toMatchObject({
      raisedAt: '2026-03-10T22:01:00.000Z',
      doors: 'Front door; Back door',
      escalations: 1,
      acknowledgedBy: 'guard',
      secondsToAcknowledge: 340,
      closedBy: 'supervisor',
      outcome: 'false-alarm',
      closeNote: 'Badge, renewed',
    });
    expect(rows[0]).toMatchObject({ acknowledgedBy: null, secondsToAcknowledge: null, state: 'open' });
  });

  it('writes CSV with the export rules: quoted where needed, formulas inert, empty for none', () => {
    const [header, row] = shiftReportCsv(shiftReportRows([handled])).split('\r\n');
    expect(header).toBe(
      'alarmId,raisedAt,priority,alarm,who,doors,customerGuid,events,escalations,state,acknowledgedBy,acknowledgedAt,secondsToAcknowledge,acknowledgeNote,closedBy,closedAt,outcome,closeNote',
    );
    expect(row).toContain(`,guard,2026-03-10T22:06:40.000Z,340,"'=HYPERLINK(""x"")",supervisor,`);
    expect(row!.endsWith(',false-alarm,"Badge, renewed"')).toBe(true);
  });

  const hourly = [
    { hourStartMs: T0 - 3_600_000, events: 12 },
    { hourStartMs: T0, events: 40 },
  ];

  it('counts the events and the alarms raised in each hour, and writes them as a CSV of their own', () => {
    const hours = shiftReportHours(hourly, shiftReportRows([handled, alarm(3, {})]));
    expect(hours).toEqual([
      { hourStart: '2026-03-10T21:00:00.000Z', events: 12, alarmsRaised: 0 },
      { hourStart: '2026-03-10T22:00:00.000Z', events: 40, alarmsRaised: 2 },
    ]);
    expect(shiftReportHoursCsv(hours)).toBe(
      'hourStart,events,alarmsRaised\r\n2026-03-10T21:00:00.000Z,12,0\r\n2026-03-10T22:00:00.000Z,40,2\r\n',
    );
  });

  it('makes one printable page: the events per hour, who handled each alarm and how fast, everything escaped, no script', () => {
    const hostile = alarm(9, {
      title: '<script>alert(1)</script>',
      label: 'Ann "O\'Neil" & co',
      history: [
        { atMs: T0, action: 'raised', operator: null, outcome: null, note: null },
        {
          atMs: T0 + 45_000,
          action: 'acknowledged',
          operator: '<b>guard</b>',
          outcome: null,
          note: '<img src=x onerror=alert(1)>',
        },
      ],
      state: 'acknowledged',
    });
    const rows = shiftReportRows([handled, hostile]);
    const html = shiftReportHtml({
      fromMs: T0 - 3_600_000,
      toMs: T0 + 3_600_000,
      generatedAtMs: T0 + 3_600_000,
      timeZone: 'UTC',
      rows,
      hours: shiftReportHours(hourly, rows),
    });
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;: Ann &quot;O&#39;Neil&quot; &amp; co');
    expect(html).toContain('&lt;b&gt;guard&lt;/b&gt;, 2026-03-10 22:00</td><td>45 s</td>');
    expect(html).toContain('<td>supervisor, 2026-03-10 22:15</td><td>false-alarm</td><td>Badge, renewed</td>');
    expect(html).toContain('<td>guard, 2026-03-10 22:06</td><td>5 min 40 s</td><td>=HYPERLINK(&quot;x&quot;)</td>');
    expect(html).toContain('<tr><td>2026-03-10 22:00</td><td class="number">40</td><td class="number">2</td>');
    expect(html).toContain('52 event(s)');
    expect(html).toContain('2026-03-10 21:00 to 2026-03-10 23:00, times in UTC (UTC).');
    expect(html).toMatch(/@media print/);
    expect(html).toContain("default-src 'none'");
  });
});

describe('the shift report page on the reader’s clock', () => {
  const page = (timeZone: string, fromMs: number, toMs: number, alarms: AlertGroup[]) => {
    const rows = shiftReportRows(alarms);
    const hourly = [];
    for (let hour = Math.floor(fromMs / 3_600_000) * 3_600_000; hour <= toMs; hour += 3_600_000) {
      hourly.push({ hourStartMs: hour, events: 1 });
    }
    return shiftReportHtml({
      fromMs,
      toMs,
      generatedAtMs: toMs,
      timeZone,
      rows,
      hours: shiftReportHours(hourly, rows),
    });
  };
  const acknowledged = (atMs: number, note: string) =>
    alarm(5, {
      firstAtMs: atMs,
      state: 'acknowledged',
      history: [
        { atMs, action: 'raised', operator: null, outcome: null, note: null },
        { atMs: atMs + 60_000, action: 'acknowledged', operator: 'guard', outcome: null, note },
      ],
    });

  it('writes every time in the named zone, names it, and still escapes the text', () => {
    // 22:00 UTC on 10 March is 09:00 the next morning in Sydney (AEDT, UTC+11).
    const html = page('Australia/Sydney', T0 - 3_600_000, T0 + 3_600_000, [acknowledged(T0, '<i>gate</i> & "lock"')]);
    expect(html).toContain('2026-03-11 08:00 to 2026-03-11 10:00, times in Australia/Sydney (AEDT).');
    expect(html).toContain('<tr><td>2026-03-11 09:00</td><td class="number">1</td><td class="number">1</td>');
    expect(html).toContain(
      '<td>guard, 2026-03-11 09:01</td><td>1 min 0 s</td><td>&lt;i&gt;gate&lt;/i&gt; &amp; &quot;lock&quot;</td>',
    );
    expect(html).not.toContain('<i>');
    expect(html).not.toMatch(/2026-03-10 22:00/);
  });

  it('over a change of clocks, names both and writes the name beside each time, so a repeated hour reads apart', () => {
    // Sydney leaves daylight time at 03:00 AEDT on 5 April 2026 (16:00 UTC on the 4th): 02:00 comes twice.
    const html = page('Australia/Sydney', Date.parse('2026-04-04T14:00:00Z'), Date.parse('2026-04-04T17:00:00Z'), []);
    expect(html).toContain('times in Australia/Sydney (AEDT, then AEST)');
    expect(html).toContain('<td>2026-04-05 02:00 AEDT</td>');
    expect(html).toContain('<td>2026-04-05 02:00 AEST</td>');
  });

  it('in a zone with a half-hour offset, says that the hours begin at :30 on its clock', () => {
    const html = page('Asia/Kolkata', T0, T0 + 3_600_000, []);
    expect(html).toContain('times in Asia/Kolkata (IST)');
    expect(html).toContain('<td>2026-03-11 03:30</td>');
    expect(html).toContain('Hours are counted from the hours of UTC, which begin at :30 on this clock.');
    expect(page('Europe/London', T0, T0 + 3_600_000, [])).not.toContain('Hours are counted');
  });

  it('refuses a zone the tz database does not know', () => {
    expect(() => page('Mars/Olympus_Mons', T0, T0 + 3_600_000, [])).toThrow(/unknown time zone "Mars\/Olympus_Mons"/);
  });
});
