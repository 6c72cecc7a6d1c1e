// The shift report of a control room: the room's alarms (one per event, whoever raised it) from its
// PostgreSQL, limited to the customers the reader may see, described as the single guard's alarms are
// (AlertGroups) so that the one report code makes the rows, the hours and the summary. Who acted is
// "NAME (WORKSTATION)", as the screens show a room's steps. The periods NOT MONITORING are each
// workstation's own (the room keeps none): the caller passes this workstation's. The hand-over ("now",
// while the range runs on) is the room's clock, as its alarms' times are: a workstation's clock set wrong
// neither drops the last minutes' acknowledgements nor counts ones not yet made; its own periods are moved
// onto the room's clock by the offset measured as the report is made.
import type { AlertGroup, ShiftSummary } from '../../../contract.js';
import { cardFlags, subjectLabel } from '../../alarms/alarm-subject.js';
import { shiftReportSummary, type BlindPeriod } from '../../alarms/shift-report-summary.js';
import {
  shiftReportHours,
  shiftReportRows,
  type ShiftReportHour,
  type ShiftReportRow,
} from '../../alarms/shift-report.js';
import { shownEvent } from '../../api/shown-event.js';
import type { Customer } from '../../api/types.js';
import type { RoomAlarmLogEntry } from '../alarms/room-alarm.js';
import { readRoomNow } from '../room-clock.js';
import { RoomReportReads, type ReportedRoomAlarm } from './room-report-reads.js';

export interface RoomShiftReportRequest {
  /** The room's database (its password included). */
  url: string;
  /** The customers the reader may see (the service's list for their session): no other's alarm is read. */
  customers: readonly Customer[];
  fromMs: number;
  toMs: number;
  /** Now on this workstation's clock. */
  nowMs: number;
  /** This workstation's periods NOT MONITORING that overlap the range (on its clock). */
  blind: readonly BlindPeriod[];
}

export async function roomShiftReport(
  request: RoomShiftReportRequest,
): Promise<{ rows: ShiftReportRow[]; hours: ShiftReportHour[]; summary: ShiftSummary }> {
  const { fromMs, toMs } = request;
  const nowMs = await readRoomNow(request.url, 'acs-monitor shift report');
  const blind = request.blind.map((period) => onRoomClock(period, nowMs - request.nowMs));
  const customers = new Map<string, Customer>();
  for (const customer of request.customers) {
    if (customer.customerGuid) customers.set(customer.customerGuid.toLowerCase(), customer);
  }
  const reads = await RoomReportReads.open(request.url);
  let read: Awaited<ReturnType<RoomReportReads['read']>>;
  try {
    read = await reads.read({
      customerGuids: request.customers.flatMap((customer) => (customer.customerGuid ? [customer.customerGuid] : [])),
      fromMs,
      toMs,
      handoverMs: Math.min(toMs, nowMs),
    });
  } finally {
    await reads.close();
  }
  const describe = (reported: ReportedRoomAlarm) =>
    alertGroupOf(reported, customers.get(reported.alarm.customerGuid.toLowerCase()));
  const alarms = read.alarms.map(describe);
  const rows = shiftReportRows(alarms);
  return {
    rows,
    hours: shiftReportHours(read.hours, rows),
    summary: shiftReportSummary({
      fromMs,
      toMs,
      nowMs,
      alarms,
      earlier: read.earlier.map(describe),
      blind,
    }),
  };
}

/** A period of this workstation's on the room's clock, `offsetMs` ahead of this workstation's. */
function onRoomClock(period: BlindPeriod, offsetMs: number): BlindPeriod {
  const moved = (atMs: number | null) => (atMs === null ? null : atMs + offsetMs);
  return {
    ...period,
    fromMs: period.fromMs + offsetMs,
    toMs: moved(period.toMs),
    acknowledgedAtMs: moved(period.acknowledgedAtMs),
  };
}

/**
 * A room alarm as the report's code reads an alarm: its one event, its log as the history (a claim,
 * release or take-over changes no row of the report and is left out; a reopening is "raised" again
 * with the note saying so, as the workstations' own history keeps it).
 */
function alertGroupOf(reported: ReportedRoomAlarm, customer: Customer | undefined): AlertGroup {
  const { alarm, event, firstAtMs } = reported;
  return {
    alarmId: alarm.alarmId,
    key: String(alarm.alarmId),
    customerGuid: alarm.customerGuid,
    ruleName: alarm.ruleName,
    priority: alarm.priority,
    // How it sounded is each workstation's; the report does not say.
    sound: 'none',
    notify: false,
    state: alarm.state,
    title: event?.displayName ?? alarm.ruleName,
    label: event ? subjectLabel(event) : '',
    flags: event ? cardFlags(event) : [],
    doorName: event?.doorName ?? null,
    doorNames: event?.doorName ? [event.doorName] : [],
    firstAtMs,
    lastAtMs: firstAtMs,
    count: 1,
    eventIds: [alarm.eventId],
    latest: event ? shownEvent(event) : { eventId: alarm.eventId },
    history: reported.log.flatMap(historyStep),
    // The report says which steps were done (from the log), not the procedure as it stands.
    procedure: null,
    contacts: [],
    customerName: customer?.customerName ?? event?.customerName ?? null,
    customerCode: customer?.customerCode ?? null,
    siteName: event?.siteName ?? null,
    timeZone: customer?.geographicTimezoneId ?? null,
    raisedAtMs: alarm.raisedAt.getTime(),
    // The room does not keep how late its event came.
    lateByMs: null,
  };
}

function historyStep(entry: RoomAlarmLogEntry): AlertGroup['history'] {
  const step = {
    atMs: entry.at.getTime(),
    operator: entry.operator === null ? entry.workstation : `${entry.operator} (${entry.workstation})`,
    outcome: entry.outcome,
    note: entry.note,
  };
  switch (entry.action) {
    case 'raised':
    case 'escalated':
    case 'acknowledged':
    case 'closed':
    case 'step-done':
      return [{ ...step, action: entry.action }];
    case 'reopened':
      return [{ ...step, action: 'raised', note: entry.note ? `reopened: ${entry.note}` : 'reopened' }];
    default:
      return [];
  }
}
