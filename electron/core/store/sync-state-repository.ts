// Sync state per customer: the poll cursor, health, ranges still to backfill, and ranges the cache
// holds completely (settled). Writes are meant to run inside the same transaction as the events
// they describe, so a crash never leaves a cursor ahead of its rows.
import { mergeRanges, type TimeRange } from '../time/ranges.js';
import type { SqliteDatabase } from './database.js';
import type { Statement } from 'better-sqlite3';

export interface SyncState {
  customerGuid: string;
  cursorMs: number | null;
  lastSuccessAtMs: number | null;
  lastAttemptAtMs: number | null;
  lastError: string | null;
  errorKind: string | null;
  errorSinceMs: number | null;
  newestReceivedMs: number | null;
  maxDelayMs: number;
  /** Where this customer's history starts: from here on, every eventDate gets its settling read. */
  watchedSinceMs: number | null;
  /**
   * Events the service received before this instant (its clock) are the history fetched when the customer was
   * first watched: they never alarm. Null until the first read after the customer is (re)watched sets it.
   */
  alarmsFromMs: number | null;
}

export type SyncStateChange = Partial<Omit<SyncState, 'customerGuid'>>;

/** A customer's whole sync state, as one poller hands it to the next (core/room/poller/room-poller.ts). */
export interface SyncSnapshot {
  state: SyncState;
  pending: TimeRange[];
  settled: TimeRange[];
  /** Band index → newest eventDate its last read covered. */
  bands: Array<[number, number]>;
}

/** The state of a customer never synced. */
function blankState(customerGuid: string): SyncState {
  return {
    customerGuid,
    cursorMs: null,
    lastSuccessAtMs: null,
    lastAttemptAtMs: null,
    lastError: null,
    errorKind: null,
    errorSinceMs: null,
    newestReceivedMs: null,
    maxDelayMs: 0,
    watchedSinceMs: null,
    alarmsFromMs: null,
  };
}

/** A customer's snapshot as if never synced: restored, its history is read anew. */
export function blankSnapshot(customerGuid: string): SyncSnapshot {
  return { state: blankState(customerGuid), pending: [], settled: [], bands: [] };
}

const COLUMNS = [
  'cursorMs',
  'lastSuccessAtMs',
  'lastAttemptAtMs',
  'lastError',
  'errorKind',
  'errorSinceMs',
  'newestReceivedMs',
  'maxDelayMs',
  'watchedSinceMs',
  'alarmsFromMs',
] as const;

export class SyncStateRepository {
  /** Each statement prepared once: the sync reads and writes its state at every read (preparing cost a sixth of a simulated day). */
  private readonly prepared = new Map<string, Statement>();

  constructor(private readonly db: SqliteDatabase) {}

  private statement(sql: string): Statement {
    let statement = this.prepared.get(sql);
    if (!statement) this.prepared.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  get(customerGuid: string): SyncState {
    const row = this.statement('SELECT * FROM sync_state WHERE customerGuid = ?').get(customerGuid) as
      SyncState | undefined;
    return row ?? blankState(customerGuid);
  }

  update(customerGuid: string, change: SyncStateChange): void {
    const merged = { ...this.get(customerGuid), ...change };
    this.statement(
      `INSERT INTO sync_state (customerGuid, ${COLUMNS.join(', ')}) VALUES (?, ${COLUMNS.map(() => '?').join(', ')})
         ON CONFLICT (customerGuid) DO UPDATE SET ${COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    ).run(customerGuid, ...COLUMNS.map((column) => merged[column]));
  }

  pendingRanges(customerGuid: string): TimeRange[] {
    return this.statement('SELECT fromMs, toMs FROM pending_ranges WHERE customerGuid = ? ORDER BY toMs DESC').all(
      customerGuid,
    ) as TimeRange[];
  }

  addPendingRange(customerGuid: string, range: TimeRange): void {
    this.replaceRanges('pending_ranges', customerGuid, [...this.pendingRanges(customerGuid), range]);
  }

  /** Marks `done` fetched: it leaves the pending ranges. */
  completePendingRange(customerGuid: string, done: TimeRange): void {
    const remaining: TimeRange[] = [];
    for (const range of this.pendingRanges(customerGuid)) {
      if (done.toMs < range.fromMs || done.fromMs > range.toMs) {
        remaining.push(range);
        continue;
      }
      if (range.fromMs < done.fromMs) remaining.push({ fromMs: range.fromMs, toMs: done.fromMs - 1 });
      if (range.toMs > done.toMs) remaining.push({ fromMs: done.toMs + 1, toMs: range.toMs });
    }
    this.replaceRanges('pending_ranges', customerGuid, remaining);
  }

  settledRanges(customerGuid: string): TimeRange[] {
    return this.wholeRanges('settled_ranges', customerGuid);
  }

  addSettledRange(customerGuid: string, range: TimeRange): void {
    this.addWholeRange('settled_ranges', customerGuid, range);
  }

  /** Ranges an export fetched whole: this cache holds them, but no room was handed their events. */
  exportedRanges(customerGuid: string): TimeRange[] {
    return this.wholeRanges('export_ranges', customerGuid);
  }

  addExportedRange(customerGuid: string, range: TimeRange): void {
    this.addWholeRange('export_ranges', customerGuid, range);
  }

  /** Every range this cache holds completely: the sync's settled ones and an export's. */
  heldRanges(customerGuid: string): TimeRange[] {
    return mergeRanges([...this.settledRanges(customerGuid), ...this.exportedRanges(customerGuid)]);
  }

  /** Per age band, the newest eventDate its last read covered (see core/sync/band-reads.ts). */
  bandCoverage(customerGuid: string): Map<number, number> {
    const rows = this.statement('SELECT bandIndex, coveredToMs FROM band_coverage WHERE customerGuid = ?').all(
      customerGuid,
    ) as Array<{ bandIndex: number; coveredToMs: number }>;
    return new Map(rows.map((row) => [row.bandIndex, row.coveredToMs]));
  }

  /** Records the bands' coverage (index → newest eventDate read); `forget` lists bands no longer read. */
  saveBandCoverage(customerGuid: string, covered: ReadonlyMap<number, number>, forget: readonly number[] = []): void {
    const upsert = this.statement(
      `INSERT INTO band_coverage (customerGuid, bandIndex, coveredToMs) VALUES (?, ?, ?)
       ON CONFLICT (customerGuid, bandIndex) DO UPDATE SET coveredToMs = excluded.coveredToMs`,
    );
    for (const [bandIndex, coveredToMs] of covered) upsert.run(customerGuid, bandIndex, coveredToMs);
    const remove = this.statement('DELETE FROM band_coverage WHERE customerGuid = ? AND bandIndex = ?');
    for (const bandIndex of forget) remove.run(customerGuid, bandIndex);
  }

  snapshot(customerGuid: string): SyncSnapshot {
    return {
      state: this.get(customerGuid),
      pending: this.pendingRanges(customerGuid),
      settled: this.settledRanges(customerGuid),
      bands: [...this.bandCoverage(customerGuid)],
    };
  }

  /** Replaces the customer's sync state with a snapshot's (run it inside a transaction). */
  restore(snapshot: SyncSnapshot): void {
    const { customerGuid, ...state } = snapshot.state;
    this.update(customerGuid, state);
    this.replaceRanges('pending_ranges', customerGuid, snapshot.pending);
    this.replaceRanges('settled_ranges', customerGuid, snapshot.settled);
    this.statement('DELETE FROM band_coverage WHERE customerGuid = ?').run(customerGuid);
    this.saveBandCoverage(customerGuid, new Map(snapshot.bands));
  }

  private wholeRanges(table: 'settled_ranges' | 'export_ranges', customerGuid: string): TimeRange[] {
    return this.statement(`SELECT fromMs, toMs FROM ${table} WHERE customerGuid = ? ORDER BY fromMs`).all(
      customerGuid,
    ) as TimeRange[];
  }

  /** Adds a range held whole, merged with the others (an empty one is ignored). */
  private addWholeRange(table: 'settled_ranges' | 'export_ranges', customerGuid: string, range: TimeRange): void {
    if (range.toMs < range.fromMs) return;
    this.replaceRanges(table, customerGuid, [...this.wholeRanges(table, customerGuid), range]);
  }

  private replaceRanges(
    table: 'pending_ranges' | 'settled_ranges' | 'export_ranges',
    customerGuid: string,
    ranges: TimeRange[],
  ): void {
    this.statement(`DELETE FROM ${table} WHERE customerGuid = ?`).run(customerGuid);
    const insert = this.statement(`INSERT INTO ${table} (customerGuid, fromMs, toMs) VALUES (?, ?, ?)`);
    for (const range of mergeRanges(ranges)) insert.run(customerGuid, range.fromMs, range.toMs);
  }
}
