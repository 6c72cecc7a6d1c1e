// Counts per hour: granted and denied events for the dashboard chart, all events for the shift report.
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED } from '../api/types.js';
import type { SqliteDatabase } from './database.js';

export interface HourlyCount {
  hourStartMs: number;
  granted: number;
  denied: number;
}

export interface HourlyEvents {
  hourStartMs: number;
  events: number;
}

const HOUR = 3_600_000;

export class StatisticsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /** One entry per hour from the hour holding `fromMs` to the one holding `toMs`, zeros included. */
  hourly(customerGuids: readonly string[], fromMs: number, toMs: number): HourlyCount[] {
    const firstHour = Math.floor(fromMs / HOUR) * HOUR;
    const counts = new Map<number, HourlyCount>();
    for (let hour = firstHour; hour <= toMs; hour += HOUR)
      counts.set(hour, { hourStartMs: hour, granted: 0, denied: 0 });
    if (customerGuids.length === 0) return [...counts.values()];
    const rows = this.db
      .prepare(
        `SELECT (eventDateMs / ${HOUR}) * ${HOUR} AS hourStartMs,
                sum("eventType" = ${EVENT_TYPE_GRANTED}) AS granted, sum("eventType" = ${EVENT_TYPE_DENIED}) AS denied
           FROM events
          WHERE sourceCustomerGuid IN (${customerGuids.map(() => '?').join(', ')}) AND eventDateMs BETWEEN ? AND ?
          GROUP BY 1`,
      )
      .all(...customerGuids, firstHour, toMs) as HourlyCount[];
    for (const row of rows) counts.set(row.hourStartMs, row);
    return [...counts.values()];
  }

  /**
   * Events of every type per hour, from the hour holding `fromMs` to the one holding `toMs` (only
   * events inside the range counted), zeros included; every customer's when `customerGuids` is absent.
   */
  eventsPerHour(customerGuids: readonly string[] | undefined, fromMs: number, toMs: number): HourlyEvents[] {
    const counts = new Map<number, HourlyEvents>();
    for (let hour = Math.floor(fromMs / HOUR) * HOUR; hour <= toMs; hour += HOUR)
      counts.set(hour, { hourStartMs: hour, events: 0 });
    if (customerGuids?.length === 0) return [...counts.values()];
    const only = customerGuids ? `AND sourceCustomerGuid IN (${customerGuids.map(() => '?').join(', ')})` : '';
    const rows = this.db
      .prepare(
        `SELECT (eventDateMs / ${HOUR}) * ${HOUR} AS hourStartMs, count(*) AS events
           FROM events
          WHERE eventDateMs BETWEEN ? AND ? ${only}
          GROUP BY 1`,
      )
      .all(fromMs, toMs, ...(customerGuids ?? [])) as HourlyEvents[];
    for (const row of rows) counts.set(row.hourStartMs, row);
    return [...counts.values()];
  }
}
