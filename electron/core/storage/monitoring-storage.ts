// What the monitor keeps of its own watch, behind one asynchronous interface: the counts per hour its
// chart and shift report show, and the periods it could not see (its NOT MONITORING alarm), kept for the
// shift report. The room keeps no such record: each workstation reports its own blind periods.
import type { HourlyCount, HourlyEvents } from '../store/statistics-repository.js';
import type { MonitoringGap } from '../store/monitoring-gaps-repository.js';

export { STOPPED_WHILE_BLIND } from '../store/monitoring-gaps-repository.js';
export type { HourlyCount, HourlyEvents, MonitoringGap };

export interface MonitoringStorage {
  /** Granted and denied events per hour, from the hour holding `fromMs` to the one holding `toMs`, zeros included. */
  hourly(customerGuids: readonly string[], fromMs: number, toMs: number): Promise<HourlyCount[]>;
  /** Events of every type per hour, only those inside the range counted, zeros included; every customer's when `customerGuids` is absent. */
  eventsPerHour(customerGuids: readonly string[] | undefined, fromMs: number, toMs: number): Promise<HourlyEvents[]>;
  /** Writes a blind period whole: a new one without `gapId`, else that one replaced. Resolves with its id. */
  saveGap(gap: MonitoringGap, gapId?: number): Promise<number>;
  /**
   * Ends the periods left open by a monitor that stopped while blind without saying so (a crash, the power):
   * they lasted until it started again, at `atMs`, and say so. Resolves with how many.
   */
  endGapsLeftOpen(atMs: number): Promise<number>;
  /** The blind periods that overlap the range, oldest first. */
  gapsOverlapping(fromMs: number, toMs: number): Promise<MonitoringGap[]>;
}
