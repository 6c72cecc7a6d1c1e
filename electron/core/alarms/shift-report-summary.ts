// The shift report's summary: what a supervisor reads first at handover. Of the alarms whose first
// event lies in the range (the report's rows): how many were raised by priority, acknowledged and
// closed by handover, how fast; then every alarm still open at handover (from this range or an
// earlier one), and the periods the monitor could not see. Judged from each alarm's history at the
// handover moment, so that a report made a day later says what the next shift was handed. Pure.
import type { AlertGroup, NotMonitoringPeriod, ShiftSummary } from '../../contract.js';
import { ALARM_PRIORITIES, type AlarmPriority } from '../domain/monitor-limits.js';

/** A period the monitor could not see, as the cache keeps it (declared here: alarms do not import the store). */
export interface BlindPeriod {
  fromMs: number;
  toMs: number | null;
  causes: string[];
  acknowledgedAtMs: number | null;
  acknowledgedBy: string | null;
  note: string | null;
}

export interface ShiftSummaryInput {
  fromMs: number;
  toMs: number;
  /** When the summary is made: a range that runs on past it is judged now, and a period that still lasts runs to now. */
  nowMs: number;
  /** The report's alarms: those whose first event lies in the range. */
  alarms: readonly AlertGroup[];
  /** Alarms from before the range that may have been open at handover (those not are left out here). */
  earlier: readonly AlertGroup[];
  /** The periods NOT MONITORING that overlap the range. */
  blind: readonly BlindPeriod[];
}

type Figures = ShiftSummary['all'];
type HistoryStep = AlertGroup['history'][number];

export function shiftReportSummary(input: ShiftSummaryInput): ShiftSummary {
  const { fromMs, toMs, nowMs } = input;
  const handoverMs = Math.min(toMs, nowMs);
  const ofPriority = (priority: AlarmPriority) =>
    figures(
      input.alarms.filter((a) => a.priority === priority),
      handoverMs,
    );
  const notMonitoring: NotMonitoringPeriod[] = [...input.blind]
    .sort((a, b) => a.fromMs - b.fromMs)
    .map((period) => ({ ...period, durationMs: Math.max(0, (period.toMs ?? nowMs) - period.fromMs) }));

  return {
    fromMs,
    toMs,
    handoverMs,
    all: figures(input.alarms, handoverMs),
    byPriority: {
      critical: ofPriority('critical'),
      high: ofPriority('high'),
      medium: ofPriority('medium'),
      low: ofPriority('low'),
    },
    closed: closedByOutcome(input.alarms, handoverMs),
    openAtHandover: openAtHandover(input, handoverMs),
    notMonitoring,
    notMonitoringMs: coveredMs(notMonitoring, fromMs, handoverMs, nowMs),
  };
}

/** Its acknowledgement by handover, if any. */
function acknowledgedBy(alarm: AlertGroup, handoverMs: number): HistoryStep | null {
  return alarm.history.find((step) => step.action === 'acknowledged' && step.atMs <= handoverMs) ?? null;
}

/** Its closing that stands at handover: the last one, unless it was reopened since (a reopening is 'raised'). */
function closedBy(alarm: AlertGroup, handoverMs: number): HistoryStep | null {
  let standing: HistoryStep | null = null;
  for (const step of alarm.history) {
    if (step.atMs > handoverMs) continue;
    if (step.action === 'closed') standing = step;
    else if (step.action === 'raised') standing = null;
  }
  return standing;
}

/** How many were raised and acknowledged by handover, and how long the acknowledgements took. */
function figures(alarms: readonly AlertGroup[], handoverMs: number): Figures {
  const waits = alarms.flatMap((alarm) => {
    const acknowledged = acknowledgedBy(alarm, handoverMs);
    return acknowledged ? [acknowledged.atMs - alarm.raisedAtMs] : [];
  });
  return {
    raised: alarms.length,
    acknowledged: waits.length,
    medianSecondsToAcknowledge: waits.length ? seconds(median(waits)) : null,
    longestSecondsToAcknowledge: waits.length ? seconds(Math.max(...waits)) : null,
  };
}

/** How many of the report's alarms were closed by handover, by outcome. */
function closedByOutcome(alarms: readonly AlertGroup[], handoverMs: number): ShiftSummary['closed'] {
  const closed = { genuine: 0, 'false-alarm': 0, test: 0, other: 0 };
  for (const alarm of alarms) {
    const outcome = closedBy(alarm, handoverMs)?.outcome;
    if (outcome) closed[outcome] += 1;
  }
  return closed;
}

/** Every alarm, of the range or earlier, still open at handover: the most urgent first, then the oldest. */
function openAtHandover(input: ShiftSummaryInput, handoverMs: number): ShiftSummary['openAtHandover'] {
  const candidates = new Map([...input.earlier, ...input.alarms].map((alarm) => [alarm.alarmId, alarm]));
  return [...candidates.values()]
    .filter((alarm) => alarm.raisedAtMs <= handoverMs && !closedBy(alarm, handoverMs))
    .sort(
      (a, b) =>
        ALARM_PRIORITIES.indexOf(a.priority) - ALARM_PRIORITIES.indexOf(b.priority) ||
        a.raisedAtMs - b.raisedAtMs ||
        a.alarmId - b.alarmId,
    )
    .map((alarm) => {
      const acknowledged = acknowledgedBy(alarm, handoverMs);
      return {
        alarmId: alarm.alarmId,
        priority: alarm.priority,
        title: alarm.title,
        label: alarm.label,
        customerName: alarm.customerName,
        customerCode: alarm.customerCode,
        siteName: alarm.siteName,
        doorNames: alarm.doorNames,
        raisedAtMs: alarm.raisedAtMs,
        state: acknowledged ? ('acknowledged' as const) : ('open' as const),
        acknowledgedBy: acknowledged?.operator ?? null,
        carriedOver: alarm.firstAtMs < input.fromMs,
      };
    });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function seconds(ms: number): number {
  return Math.round(ms / 1000);
}

/** The time inside [fromMs, toMs] that the periods cover, each moment counted once. */
function coveredMs(periods: readonly NotMonitoringPeriod[], fromMs: number, toMs: number, nowMs: number): number {
  let total = 0;
  let reached = fromMs;
  for (const period of periods) {
    const start = Math.max(period.fromMs, reached);
    const end = Math.min(period.toMs ?? nowMs, toMs);
    if (end > start) total += end - start;
    reached = Math.max(reached, end);
  }
  return total;
}
