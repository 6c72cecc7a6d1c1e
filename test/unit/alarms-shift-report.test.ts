// The shift report's rows and CSV: who did what, how fast, notes kept, formulas made inert.
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { shiftReportCsv, shiftReportRows } from '../../electron/core/alarms/shift-report.js';
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
});
