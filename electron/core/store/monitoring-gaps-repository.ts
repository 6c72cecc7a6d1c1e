// The periods the monitor could not see (its NOT MONITORING alarm): kept for the shift report. The
// host holds the period in memory while it lasts and writes it whole whenever it changes, so a
// period that began on a full disk is recorded once the disk has room again.
import type { SqliteDatabase } from './database.js';

/** The cause added to a period the monitor stopped in, whether it said so or not. */
export const STOPPED_WHILE_BLIND =
  'The monitor stopped while it could not see; it was not watching until it started again';

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
  private readonly endOpenStatement;

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
    this.endOpenStatement = db.prepare(
      `UPDATE monitoring_gaps SET toMs = ?, causes = causes || char(10) || ? WHERE toMs IS NULL AND fromMs <= ?`,
    );
  }

  /**
   * Ends the periods left open by a monitor that stopped while blind without saying so (a crash, the power):
   * they lasted until it started again, at `atMs`, and say so. Returns how many.
   */
  endLeftOpen(atMs: number): number {
    return this.endOpenStatement.run(atMs, STOPPED_WHILE_BLIND, atMs).changes;
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
