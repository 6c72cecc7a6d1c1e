// alarms: the shift report's rows, hours and summary, from the local cache, or in a control room from the room's
// PostgreSQL (the customers the signed-in user may see); the periods NOT MONITORING are this workstation's own
// either way (the room keeps none).
import type { ShiftSummary } from '../../../contract.js';
import type { ShiftReportHour, ShiftReportRow } from '../../alarms/shift-report.js';
import type { BlindPeriod } from '../../alarms/shift-report-summary.js';
import { roomShiftReport } from '../../room/reads/room-shift-report.js';
import type { ChosenRoom } from '../../room/joined-room.js';
import { readRoomNow } from '../../room/room-clock.js';
import { AlarmBook } from '../alarm-book.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { openCache } from './open-cache.js';
import { openSession } from './open-session.js';
import { SupervisedRules } from '../supervised-rules.js';

export interface ShiftReport {
  rows: ShiftReportRow[];
  hours: ShiftReportHour[];
  summary: ShiftSummary;
}

type Range = { fromMs: number; toMs: number };

/** Now, on the clock the report's alarms are dated by: in a room the room's, else this computer's. */
export async function reportClockNow(room: ChosenRoom | undefined): Promise<number> {
  return room ? readRoomNow(room.url, 'acs-monitor alarms') : Date.now();
}

/** The report of this station's own alarms, judged by the rules in force here. */
export async function cacheShiftReport(profile: CommandLineProfile, range: Range): Promise<ShiftReport> {
  const setup = new SupervisedRules(profile.dataDir).inForce;
  const cache = await openCache(profile);
  try {
    return await new AlarmBook(cache, () => setup).shiftReport(range, Date.now());
  } finally {
    cache.close();
  }
}

/**
 * The room's report: its alarms and events of the customers the signed-in user may see (endpoint 1 with the
 * command line's own session); the periods NOT MONITORING from this workstation's cache.
 */
export async function roomShiftReportOf(
  profile: CommandLineProfile,
  room: ChosenRoom,
  range: Range,
): Promise<ShiftReport> {
  const customers = await (await openSession(profile)).client.listCustomers();
  const cache = await openCache(profile);
  let blind: BlindPeriod[];
  try {
    blind = await cache.monitoring.gapsOverlapping(range.fromMs, range.toMs);
  } finally {
    cache.close();
  }
  return roomShiftReport({ url: room.url, customers, ...range, nowMs: Date.now(), blind });
}
