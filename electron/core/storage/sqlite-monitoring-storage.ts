// The monitor's own record on the local SQLite cache file: the store's statistics and monitoring gaps
// repositories, on the Cache's connection. Each call is one statement, so none needs a transaction of its own.
import type { SqliteDatabase } from '../store/database.js';
import { MonitoringGapsRepository } from '../store/monitoring-gaps-repository.js';
import { StatisticsRepository } from '../store/statistics-repository.js';
import type { HourlyCount, HourlyEvents, MonitoringGap, MonitoringStorage } from './monitoring-storage.js';

export class SqliteMonitoringStorage implements MonitoringStorage {
  private readonly statistics: StatisticsRepository;
  private readonly gaps: MonitoringGapsRepository;

  constructor(db: SqliteDatabase) {
    this.statistics = new StatisticsRepository(db);
    this.gaps = new MonitoringGapsRepository(db);
  }

  async hourly(customerGuids: readonly string[], fromMs: number, toMs: number): Promise<HourlyCount[]> {
    return this.statistics.hourly(customerGuids, fromMs, toMs);
  }

  async eventsPerHour(
    customerGuids: readonly string[] | undefined,
    fromMs: number,
    toMs: number,
  ): Promise<HourlyEvents[]> {
    return this.statistics.eventsPerHour(customerGuids, fromMs, toMs);
  }

  async saveGap(gap: MonitoringGap, gapId?: number): Promise<number> {
    return this.gaps.save(gap, gapId);
  }

  async endGapsLeftOpen(atMs: number): Promise<number> {
    return this.gaps.endLeftOpen(atMs);
  }

  async gapsOverlapping(fromMs: number, toMs: number): Promise<MonitoringGap[]> {
    return this.gaps.overlapping(fromMs, toMs);
  }
}
