// The shift report's rows and CSV: where, who did what, how fast, what became of it, notes kept,
// formulas made inert; the printable page with its summary at the top, everything escaped.
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { shiftReportHtml } from '../../electron/core/alarms/shift-report-html.js';
import { shiftReportSummary, type BlindPeriod } from '../../electron/core/alarms/shift-report-summary.js';
import {
  notMonitoringCsv,
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
    raisedAtMs: overrides.firstAtMs ?? T0,
    count: 2,
    eventIds: [1, 2],
    history: [{ atMs: T0, action: 'raised', operator: null, outcome: null, note: null }],
    ...overrides,
  });
}

function summaryOf(alarms: AlertGroup[], fromMs: number, toMs: number, blind: BlindPeriod[] = []) {
  return shiftReportSummary({ fromMs, toMs, nowMs: toMs, alarms, earlier: [], blind });
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

  it('gives a reopened alarm no closing while it is open, and its last closing once closed again', () => {
    const reopenedHistory: AlertGroup['history'] = [
      ...handled.history,
      { atMs: T0 + 1_000_000, action: 'raised', operator: 'supervisor', outcome: null, note: 'reopened' },
    ];
    const [open] = shiftReportRows([{ ...handled, state: 'open', history: reopenedHistory }]);
    expect(open).toMatchObject({ state: 'open', closedBy: null, outcome: null, closeNote: null });
    const closedAgain: AlertGroup['history'] = [
      ...reopenedHistory,
      { atMs: T0 + 1_200_000, action: 'closed', operator: 'guard', outcome: 'genuine', note: 'Intruder found' },
    ];
    const [closed] = shiftReportRows([{ ...handled, history: closedAgain }]);
    expect(closed).toMatchObject({ closedBy: 'guard', outcome: 'genuine', closeNote: 'Intruder found' });
  });

  it('writes CSV with the export rules: quoted where needed, formulas inert, empty for none', () => {
    const [header, row] = shiftReportCsv(shiftReportRows([handled])).split('\r\n');
    // The columns scripts read since the first shift report, in their order; the new ones after them.
    expect(header).toBe(
      'alarmId,raisedAt,priority,alarm,who,doors,customerGuid,events,escalations,state,acknowledgedBy,acknowledgedAt,secondsToAcknowledge,acknowledgeNote,closedBy,closedAt,outcome,closeNote' +
        ',customerName,customerCode,site,disposition,lateBySeconds' +
        // Added by issue 35 part 2: the steps of its procedure done.
        ',stepsDone',
    );
    expect(row).toBe(
      '7,2026-03-10T22:01:00.000Z,high,Access denied,Ana Lima,Front door; Back door,11111111-1111-4111-8111-111111111111,2,1,closed,' +
        `guard,2026-03-10T22:06:40.000Z,340,"'=HYPERLINK(""x"")",supervisor,2026-03-10T22:15:00.000Z,false-alarm,"Badge, renewed",` +
        'Harbour Offices,HBR-0001,Harbour House,false-alarm,,',
    );
  });

  it('says where each alarm was, what became of it, and how late its event came when it was late', () => {
    const late = alarm(4, {
      customerName: '=cmd|calc',
      customerCode: null,
      siteName: null,
      lateByMs: 12 * 60_000 + 400,
      state: 'acknowledged',
      history: [
        { atMs: T0, action: 'raised', operator: null, outcome: null, note: null },
        { atMs: T0 + 5_000, action: 'acknowledged', operator: 'guard', outcome: null, note: null },
      ],
    });
    const rows = shiftReportRows([handled, late, alarm(3, {})]);
    expect(
      rows.map((row) => [row.customerName, row.customerCode, row.site, row.disposition, row.lateBySeconds]),
    ).toEqual([
      ['Harbour Offices', 'HBR-0001', 'Harbour House', 'open', null],
      ['=cmd|calc', null, null, 'acknowledged', 720],
      ['Harbour Offices', 'HBR-0001', 'Harbour House', 'false-alarm', null],
    ]);
    const csvLine = shiftReportCsv(rows).split('\r\n')[2];
    expect(csvLine!.endsWith(`,'=cmd|calc,,,acknowledged,720,`)).toBe(true);
  });

  it('writes the periods NOT MONITORING as a CSV of their own: ISO UTC, empty "to" while one lasts', () => {
    const csv = notMonitoringCsv([
      {
        fromMs: T0,
        toMs: T0 + 252_000,
        durationMs: 252_000,
        causes: ['Nobody is signed in', 'The disk is full'],
        acknowledgedAtMs: T0 + 60_000,
        acknowledgedBy: 'guard',
        note: 'Called IT, "Bob"',
      },
      {
        fromMs: T0 + 3_600_000,
        toMs: null,
        durationMs: 90_000,
        causes: ['No answer'],
        acknowledgedAtMs: null,
        acknowledgedBy: null,
        note: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'from,to,seconds,why,acknowledgedBy,acknowledgedAt,note',
      '2026-03-10T22:00:00.000Z,2026-03-10T22:04:12.000Z,252,Nobody is signed in | The disk is full,guard,2026-03-10T22:01:00.000Z,"Called IT, ""Bob"""',
      '2026-03-10T23:00:00.000Z,,90,No answer,,,',
      '',
    ]);
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
      summary: summaryOf([handled, hostile], T0 - 3_600_000, T0 + 3_600_000),
    });
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;: Ann &quot;O&#39;Neil&quot; &amp; co');
    expect(html).toContain('&lt;b&gt;guard&lt;/b&gt;, 2026-03-10 22:00</td><td>45 s</td>');
    expect(html).toContain('<td>supervisor, 2026-03-10 22:15</td><td>False alarm</td><td>Badge, renewed</td>');
    expect(html).toContain(
      '<td>Access denied: Ana Lima</td><td>Harbour Offices (HBR-0001)</td><td>Harbour House</td><td>Front door; Back door</td><td>2</td><td>1</td>',
    );
    expect(html).toContain('<td>guard, 2026-03-10 22:06</td><td>5 min 40 s</td><td>=HYPERLINK(&quot;x&quot;)</td>');
    expect(html).toContain('<tr><td>2026-03-10 22:00</td><td class="number">40</td><td class="number">2</td>');
    expect(html).toContain('52 event(s)');
    expect(html).toContain('2026-03-10 21:00 to 2026-03-10 23:00, times in UTC (UTC).');
    expect(html).toMatch(/@media print/);
    expect(html).toContain("default-src 'none'");
  });

  it('puts the summary at the top: figures per priority, outcomes, what was left open, each period NOT MONITORING; escaped', () => {
    const critical = alarm(11, {
      priority: 'critical',
      title: 'Door forced open',
      label: '',
      customerName: '<Harbour> & Co',
      state: 'open',
      lateByMs: 12 * 60_000,
    });
    const blind: BlindPeriod[] = [
      {
        fromMs: T0 - 2 * 3_600_000,
        toMs: T0 - 3_600_000 + 252_000,
        causes: ['No answer from the service <for any watched customer>'],
        acknowledgedAtMs: T0 - 3_600_000 + 60_000,
        acknowledgedBy: 'guard',
        note: '<script>x</script> Called IT',
      },
      { fromMs: T0 + 1_800_000, toMs: null, causes: [], acknowledgedAtMs: null, acknowledgedBy: null, note: null },
    ];
    const alarms = [handled, critical];
    const rows = shiftReportRows(alarms);
    const html = shiftReportHtml({
      fromMs: T0 - 3_600_000,
      toMs: T0 + 3_600_000,
      generatedAtMs: T0 + 3_600_000,
      timeZone: 'UTC',
      rows,
      hours: shiftReportHours(hourly, rows),
      summary: summaryOf(alarms, T0 - 3_600_000, T0 + 3_600_000, blind),
    });
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('<h2>Summary at handover, 2026-03-10 23:00</h2>')).toBeGreaterThan(0);
    expect(body.indexOf('<h2>Summary')).toBeLessThan(body.indexOf('<h2>Events per hour</h2>'));
    expect(html).toContain(
      '<tr class="critical"><td>critical</td><td class="number">1</td><td class="number">0</td><td class="number">–</td><td class="number">–</td></tr>',
    );
    // The handled alarm waited 340 s for its acknowledgement.
    expect(html).toContain(
      '<tr><td>high</td><td class="number">1</td><td class="number">1</td><td class="number">5 min 40 s</td><td class="number">5 min 40 s</td></tr>',
    );
    expect(html).toContain('Closed by handover: 1 (0 genuine, 1 false alarm, 0 test, 0 other).');
    expect(html).toContain('<h3>Still open at handover: 1 (1 not acknowledged)</h3>');
    expect(html).toContain(
      '<td>Door forced open</td><td>&lt;Harbour&gt; &amp; Co (HBR-0001)</td><td>Harbour House</td><td>Front door; Back door</td><td>Still open</td><td>1 h</td>',
    );
    // The first period began before the range: its whole length is given, only its part inside counts in the total.
    expect(html).toContain('<h3 class="blind">NOT MONITORING: 2 periods, 34 min 12 s of this range</h3>');
    expect(html).toContain(
      '<tr><td class="time">2026-03-10 20:00</td><td class="time">2026-03-10 21:04</td><td>1 h 4 min</td><td>No answer from the service &lt;for any watched customer&gt;</td>' +
        '<td>guard, 2026-03-10 21:01: “&lt;script&gt;x&lt;/script&gt; Called IT”</td></tr>',
    );
    expect(html).toContain(
      '<tr><td class="time">2026-03-10 22:30</td><td class="time">still</td><td>30 min so far</td><td>Not recorded</td><td>Not acknowledged</td></tr>',
    );
    expect(html).toContain(
      '<td class="time">2026-03-10 22:00<span class="under">delivered 12 min late</span></td><td>critical</td>',
    );
    expect(html).not.toMatch(/<script>|<Harbour>|<for any/);
  });

  it("shows an alarm's camera pictures under its row, names escaped, images only as data: URLs (issue 34)", () => {
    const forced = alarm(21, { title: 'Door forced open', label: '' });
    const rows = shiftReportRows([handled, forced]);
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    const html = shiftReportHtml({
      fromMs: T0 - 3_600_000,
      toMs: T0 + 3_600_000,
      generatedAtMs: T0 + 3_600_000,
      timeZone: 'UTC',
      rows,
      hours: shiftReportHours([], rows),
      summary: summaryOf([handled, forced], T0 - 3_600_000, T0 + 3_600_000),
      pictures: new Map([[21, [{ cameraName: 'Dock <Camera> "1"', takenAtMs: T0, dataUrl: jpeg }]]]),
    });
    // The forced door's row, then its pictures in a row of their own; the other alarm has none.
    expect(html).toMatch(
      /Door forced open<\/td>.*<\/tr><tr class="pictures"><td colspan="15"><figure><img src="data:image\/jpeg;base64,\/9j\/4AAQSkZJRg==" alt="Dock &lt;Camera&gt; &quot;1&quot;"><figcaption>Dock &lt;Camera&gt; &quot;1&quot;, 2026-03-10 22:00<\/figcaption><\/figure><\/td><\/tr>/,
    );
    expect(html.match(/<tr class="pictures">/g)).toHaveLength(1);
    expect(html).toContain("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  });

  it('says so when the monitor saw throughout and nothing was left open', () => {
    const rows = shiftReportRows([handled]);
    const html = shiftReportHtml({
      fromMs: T0 - 3_600_000,
      toMs: T0 + 3_600_000,
      generatedAtMs: T0,
      timeZone: 'UTC',
      rows,
      hours: shiftReportHours(hourly, rows),
      summary: shiftReportSummary({
        fromMs: T0 - 3_600_000,
        toMs: T0 + 3_600_000,
        nowMs: T0 + 1_800_000,
        alarms: [handled],
        earlier: [],
        blind: [],
      }),
    });
    expect(html).toContain('<h2>Summary so far, at 2026-03-10 22:30</h2>');
    expect(html).toContain('<h3>Still open now: none</h3>');
    expect(html).toContain('<h3>Not monitoring: never</h3>');
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
      summary: summaryOf(alarms, fromMs, toMs),
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
      '<td>guard, 2026-03-11 09:01</td><td>1 min</td><td>&lt;i&gt;gate&lt;/i&gt; &amp; &quot;lock&quot;</td>',
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
