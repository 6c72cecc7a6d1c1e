// The shift report's summary: what a supervisor reads at handover, judged from each alarm's history
// at the end of the range (or now, while the range runs on).
import { describe, expect, it } from 'vitest';
import type { AlertGroup } from '../../electron/contract.js';
import { shiftReportSummary, type BlindPeriod } from '../../electron/core/alarms/shift-report-summary.js';
import { alarmFixture } from '../support/alarm.js';

const MIN = 60_000;
const FROM = Date.parse('2026-03-10T18:00:00.000Z');
const TO = FROM + 12 * 60 * MIN;
const NOW = TO + 60 * MIN;

type Step = AlertGroup['history'][number];
const raised = (atMs: number): Step => ({ atMs, action: 'raised', operator: null, outcome: null, note: null });
const acknowledged = (atMs: number, operator = 'guard'): Step => ({
  atMs,
  action: 'acknowledged',
  operator,
  outcome: null,
  note: null,
});
const closed = (atMs: number, outcome: Step['outcome']): Step => ({
  atMs,
  action: 'closed',
  operator: 'supervisor',
  outcome,
  note: null,
});

let nextId = 1;
/** An alarm raised `at` minutes into the range, acknowledged `ackAfter` minutes later, maybe closed. */
function alarm(
  at: number,
  overrides: Partial<AlertGroup> & { ackAfter?: number; closedAfter?: number; outcome?: Step['outcome'] } = {},
): AlertGroup {
  const { ackAfter, closedAfter, outcome = 'genuine', ...rest } = overrides;
  const raisedAtMs = FROM + at * MIN;
  const history = [raised(raisedAtMs)];
  if (ackAfter !== undefined) history.push(acknowledged(raisedAtMs + ackAfter * MIN));
  if (closedAfter !== undefined) history.push(closed(raisedAtMs + closedAfter * MIN, outcome));
  const alarmId = nextId++;
  return alarmFixture({
    alarmId,
    key: String(alarmId),
    firstAtMs: raisedAtMs,
    raisedAtMs,
    history,
    state: closedAfter !== undefined ? 'closed' : ackAfter !== undefined ? 'acknowledged' : 'open',
    ...rest,
  });
}

const summarise = (
  alarms: AlertGroup[],
  more: { earlier?: AlertGroup[]; blind?: BlindPeriod[]; nowMs?: number } = {},
) =>
  shiftReportSummary({
    fromMs: FROM,
    toMs: TO,
    nowMs: more.nowMs ?? NOW,
    alarms,
    earlier: more.earlier ?? [],
    blind: more.blind ?? [],
  });

describe('the shift summary: an alarm reopened', () => {
  it('counts it open at handover, not closed, once reopened after its closing; closed again, closed', () => {
    const reopened = alarm(10, { closedAfter: 5, outcome: 'false-alarm' });
    reopened.history.push({ ...raised(FROM + 20 * MIN), note: 'reopened: intruder back on camera' });
    const summary = summarise([reopened]);
    expect(summary.closed).toEqual({ genuine: 0, 'false-alarm': 0, test: 0, other: 0 });
    expect(summary.openAtHandover.map((open) => [open.alarmId, open.state])).toEqual([[reopened.alarmId, 'open']]);

    reopened.history.push(closed(FROM + 30 * MIN, 'genuine'));
    const again = summarise([reopened]);
    expect(again.closed).toEqual({ genuine: 1, 'false-alarm': 0, test: 0, other: 0 });
    expect(again.openAtHandover).toEqual([]);
  });
});

describe('the shift summary: raised, acknowledged, how fast', () => {
  it('counts by priority and gives the median and the longest time to acknowledge, per priority and in all', () => {
    const summary = summarise([
      alarm(10, { priority: 'critical', ackAfter: 1 }),
      alarm(20, { priority: 'critical', ackAfter: 3 }),
      alarm(30, { priority: 'critical', ackAfter: 2 }),
      alarm(40, { priority: 'low', ackAfter: 10 }),
      alarm(50, { priority: 'low', ackAfter: 20 }),
      alarm(60, { priority: 'low' }),
    ]);
    // Critical waits 60, 180, 120 s: the middle one. Low waits 600 and 1200 s: the mean of the two.
    expect(summary.byPriority.critical).toEqual({
      raised: 3,
      acknowledged: 3,
      medianSecondsToAcknowledge: 120,
      longestSecondsToAcknowledge: 180,
    });
    expect(summary.byPriority.low).toEqual({
      raised: 3,
      acknowledged: 2,
      medianSecondsToAcknowledge: 900,
      longestSecondsToAcknowledge: 1200,
    });
    expect(summary.byPriority.high).toEqual({
      raised: 0,
      acknowledged: 0,
      medianSecondsToAcknowledge: null,
      longestSecondsToAcknowledge: null,
    });
    // All five waits: 60, 120, 180, 600, 1200 s.
    expect(summary.all).toEqual({
      raised: 6,
      acknowledged: 5,
      medianSecondsToAcknowledge: 180,
      longestSecondsToAcknowledge: 1200,
    });
  });

  it('judges at handover: an acknowledgement or a close after the range ends is not the shift’s', () => {
    const late = alarm(12 * 60 - 5, { ackAfter: 10, closedAfter: 20, outcome: 'false-alarm' });
    const done = alarm(30, { ackAfter: 1, closedAfter: 5, outcome: 'false-alarm' });
    const test = alarm(40, { ackAfter: 1, closedAfter: 5, outcome: 'test' });
    const summary = summarise([late, done, test]);
    expect(summary.handoverMs).toBe(TO);
    expect(summary.all).toMatchObject({ raised: 3, acknowledged: 2, longestSecondsToAcknowledge: 60 });
    expect(summary.closed).toEqual({ genuine: 0, 'false-alarm': 1, test: 1, other: 0 });
    expect(summary.openAtHandover.map((open) => [open.alarmId, open.state])).toEqual([[late.alarmId, 'open']]);
  });
});

describe('the shift summary: still open at handover', () => {
  it('lists every alarm not closed at handover, from this range or before, the worst first, then the oldest', () => {
    const low = alarm(100, { priority: 'low' });
    const acknowledgedHigh = alarm(200, { priority: 'high', ackAfter: 2, siteName: 'Dock 4' });
    const closedInRange = alarm(300, { priority: 'critical', ackAfter: 1, closedAfter: 2 });
    const carried = alarm(-120, { priority: 'high', firstAtMs: FROM - 121 * MIN });
    const closedBefore = alarm(-300, { priority: 'critical', ackAfter: 1, closedAfter: 10 });
    const summary = summarise([low, acknowledgedHigh, closedInRange], { earlier: [carried, closedBefore] });
    expect(summary.openAtHandover).toEqual([
      expect.objectContaining({ alarmId: carried.alarmId, state: 'open', carriedOver: true, priority: 'high' }),
      expect.objectContaining({
        alarmId: acknowledgedHigh.alarmId,
        state: 'acknowledged',
        acknowledgedBy: 'guard',
        carriedOver: false,
        siteName: 'Dock 4',
        customerCode: 'HBR-0001',
      }),
      expect.objectContaining({ alarmId: low.alarmId, state: 'open', acknowledgedBy: null }),
    ]);
  });

  it('while the range runs on past now, judges now: an alarm raised after now is not yet handed over', () => {
    const nowMs = FROM + 60 * MIN;
    const before = alarm(30);
    const summary = summarise([before, alarm(90)], { nowMs });
    expect(summary.handoverMs).toBe(nowMs);
    expect(summary.openAtHandover.map((open) => open.alarmId)).toEqual([before.alarmId]);
  });
});

describe('the shift summary: NOT MONITORING', () => {
  const period = (fromMs: number, toMs: number | null, acknowledgedBy: string | null = null): BlindPeriod => ({
    fromMs,
    toMs,
    causes: ['No answer from the service for any watched customer: check the network'],
    acknowledgedAtMs: acknowledgedBy ? fromMs + MIN : null,
    acknowledgedBy,
    note: acknowledgedBy ? 'Called the ISP' : null,
  });

  it('a period begun before the range: its whole length, but only its part inside the range in the total', () => {
    const summary = summarise([], { blind: [period(FROM - 10 * MIN, FROM + 5 * MIN)] });
    expect(summary.notMonitoring).toEqual([
      expect.objectContaining({ fromMs: FROM - 10 * MIN, toMs: FROM + 5 * MIN, durationMs: 15 * MIN }),
    ]);
    expect(summary.notMonitoringMs).toBe(5 * MIN);
  });

  it('keeps who acknowledged a period and the note, oldest first; one still lasting runs to now', () => {
    const nowMs = FROM + 100 * MIN;
    const summary = summarise([], {
      nowMs,
      blind: [period(FROM + 90 * MIN, null), period(FROM + 20 * MIN, FROM + 24 * MIN, 'guard')],
    });
    expect(summary.notMonitoring).toEqual([
      {
        fromMs: FROM + 20 * MIN,
        toMs: FROM + 24 * MIN,
        durationMs: 4 * MIN,
        causes: ['No answer from the service for any watched customer: check the network'],
        acknowledgedAtMs: FROM + 21 * MIN,
        acknowledgedBy: 'guard',
        note: 'Called the ISP',
      },
      expect.objectContaining({ fromMs: FROM + 90 * MIN, toMs: null, durationMs: 10 * MIN, acknowledgedBy: null }),
    ]);
    expect(summary.notMonitoringMs).toBe(14 * MIN);
  });

  it('counts time covered by two overlapping records once', () => {
    const summary = summarise([], { blind: [period(FROM, FROM + 10 * MIN), period(FROM + 5 * MIN, FROM + 15 * MIN)] });
    expect(summary.notMonitoringMs).toBe(15 * MIN);
  });
});
