// The cache's rolling window: removes events older than a cutoff in small batches, shrinks the
// ranges that describe them, and hands freed pages back to the file system (incremental vacuum).
// Events an alarm or an acknowledgement points at are kept: the alarm history (append-only) and a
// guard's notes must still show the event they were about, however old.
import type { SqliteDatabase } from './database.js';

const AUTO_VACUUM_INCREMENTAL = 2;

export interface CacheSize {
  /** The file's size in bytes (pages in use and free pages), without the write-ahead log. */
  bytes: number;
  /** Pages freed by pruning not yet handed back (an old cache without incremental vacuum keeps them for reuse). */
  freeBytes: number;
  /** The oldest eventDate in the cache, or null when it holds no events. */
  oldestEventMs: number | null;
}

export class RetentionRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /** Customers with cached events or sync state: the ones whose old events may need pruning. */
  customers(): string[] {
    const rows = this.db.prepare('SELECT customerGuid FROM sync_state ORDER BY customerGuid').all() as Array<{
      customerGuid: string;
    }>;
    return rows.map((row) => row.customerGuid);
  }

  /** Deletes at most `limit` of a customer's events older than `cutoffMs`; returns how many went. */
  pruneBatch(customerGuid: string, cutoffMs: number, limit: number): number {
    return this.db
      .prepare(
        `DELETE FROM events WHERE "eventId" IN (
           SELECT "eventId" FROM events
           WHERE sourceCustomerGuid = ? AND eventDateMs < ?
             AND "eventId" NOT IN (SELECT "eventId" FROM alarm_events)
             AND "eventId" NOT IN (SELECT "eventId" FROM alert_acknowledgements)
           LIMIT ?)`,
      )
      .run(customerGuid, cutoffMs, limit).changes;
  }

  /**
   * The customer's history now starts at `cutoffMs`: settled and exported ranges before it go (an export there
   * reads the service again), backfill before it is dropped, and the settling never reaches back.
   */
  startHistoryAt(customerGuid: string, cutoffMs: number): void {
    for (const table of ['settled_ranges', 'export_ranges', 'pending_ranges'] as const) {
      this.db.prepare(`DELETE FROM ${table} WHERE customerGuid = ? AND toMs < ?`).run(customerGuid, cutoffMs);
      this.db
        .prepare(`UPDATE ${table} SET fromMs = ? WHERE customerGuid = ? AND fromMs < ?`)
        .run(cutoffMs, customerGuid, cutoffMs);
    }
    this.db
      .prepare('UPDATE sync_state SET watchedSinceMs = ? WHERE customerGuid = ? AND watchedSinceMs < ?')
      .run(cutoffMs, customerGuid, cutoffMs);
  }

  /** Hands at most `pages` free pages back to the file system; a no-op on a cache without incremental vacuum. */
  vacuumStep(pages: number): void {
    this.db.pragma(`incremental_vacuum(${Math.max(1, Math.floor(pages))})`);
  }

  /** Pages the next vacuum steps can hand back: none on a cache without incremental vacuum (they are reused instead). */
  reclaimablePages(): number {
    const incremental = this.db.pragma('auto_vacuum', { simple: true }) === AUTO_VACUUM_INCREMENTAL;
    return incremental ? (this.db.pragma('freelist_count', { simple: true }) as number) : 0;
  }

  size(): CacheSize {
    const pragma = (name: string): number => this.db.pragma(name, { simple: true }) as number;
    const pageSize = pragma('page_size');
    let oldestEventMs: number | null = null;
    // One index seek per customer (events_by_customer_date), not a scan of the table.
    const oldest = this.db.prepare('SELECT min(eventDateMs) AS ms FROM events WHERE sourceCustomerGuid = ?');
    for (const customerGuid of this.customers()) {
      const { ms } = oldest.get(customerGuid) as { ms: number | null };
      if (ms !== null) oldestEventMs = Math.min(oldestEventMs ?? ms, ms);
    }
    return {
      bytes: pragma('page_count') * pageSize,
      freeBytes: pragma('freelist_count') * pageSize,
      oldestEventMs,
    };
  }
}
