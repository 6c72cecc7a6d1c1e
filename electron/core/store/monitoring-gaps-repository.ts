// The periods the monitor could not see (its NOT MONITORING alarm): kept for the shift report. The
// host holds the period in memory while it lasts and writes it whole whenever it changes, so a
// period that began on a full disk is recorded once the disk has room again.
import type { SqliteDatabase } from './database.js';

export interface MonitoringGap {
  fromMs: number;
  /** Null while it lasts. */
  toMs: number | null;
  /** Why, one sentence each. */
  causes: string[];
  acknowledgedAtMs: number | null;
  acknowledgedBy: string | null;
  note: string | null;
}

interface StoredGap extends Omit<MonitoringGap, 'causes'> {
  causes: string;
}

export class MonitoringGapsRepository {
  private readonly insertStatement;
  private readonly updateStatement;
  private readonly overlappingStatement;

  constructor(db: SqliteDatabase) {
    this.insertStatement = db.prepare(
      `INSERT INTO monitoring_gaps (fromMs, toMs, causes, acknowledgedAtMs, acknowledgedBy, note)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.updateStatement = db.prepare(
      `UPDATE monitoring_gaps SET fromMs = ?, toMs = ?, causes = ?, acknowledgedAtMs = ?, acknowledgedBy = ?, note = ?
        WHERE gapId = ?`,
    );
    this.overlappingStatement = db.prepare(
      `SELECT fromMs, toMs, causes, acknowledgedAtMs, acknowledgedBy, note FROM monitoring_gaps
        WHERE fromMs <= ? AND (toMs IS NULL OR toMs >= ?) ORDER BY fromMs`,
    );
  }

  /** Writes the period: a new row without `gapId`, else that row replaced. Returns its id. */
  save(gap: MonitoringGap, gapId?: number): number {
    const values = [gap.fromMs, gap.toMs, gap.causes.join('\n'), gap.acknowledgedAtMs, gap.acknowledgedBy, gap.note];
    if (gapId !== undefined && this.updateStatement.run(...values, gapId).changes === 1) return gapId;
    return Number(this.insertStatement.run(...values).lastInsertRowid);
  }

  /** The periods that overlap the range, oldest first. */
  overlapping(fromMs: number, toMs: number): MonitoringGap[] {
    return (this.overlappingStatement.all(toMs, fromMs) as StoredGap[]).map((row) => ({
      ...row,
      causes: row.causes.split('\n').filter((cause) => cause !== ''),
    }));
  }
}
