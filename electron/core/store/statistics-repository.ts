// Counts for the dashboard chart: granted and denied events per hour.
import { EVENT_TYPE_DENIED, EVENT_TYPE_GRANTED } from '../api/types.js';
import type { SqliteDatabase } from './database.js';

export interface HourlyCount {
  hourStartMs: number;
  granted: number;
  denied: number;
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
}
