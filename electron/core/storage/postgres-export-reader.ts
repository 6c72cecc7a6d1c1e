// Reads the export's rows from the room's PostgreSQL on connections that all see one snapshot: the
// first reader's transaction exports it (pg_export_snapshot), the others import it, so several threads
// each read pieces of one range and together see every event committed before the export began, and
// none stored after. Rows come as COPY's text format, not as query results: one string per row, split
// at its tabs, costs a fraction of pg's result parsing (its per-field decoding and row objects).
import type pg from 'pg';
import { EVENT_FIELDS } from '../api/event-fields.js';
import { openRoomConnection } from '../room/database/room-connection.js';
import type { EventsFilter, EventValues } from './event-storage.js';
import { exportPieceSelect, pieceEndsSelect, type PieceKeys } from './postgres-event-filter.js';

/** What the server lists in pg_stat_activity for an export's connections. */
export const EXPORT_APPLICATION_NAME = 'acs-monitor export';

// SET TRANSACTION SNAPSHOT's answer when the transaction that exported the snapshot has ended.
const INVALID_PARAMETER_VALUE = '22023';

export class PostgresExportReader {
  private constructor(
    private readonly client: pg.Client,
    /** The snapshot's name, for the other readers (SET TRANSACTION SNAPSHOT). */
    readonly snapshot: string,
  ) {}

  /** Opens a connection whose transaction sees the database as it is now: the first reader of an export. */
  static async begin(url: string): Promise<PostgresExportReader> {
    return PostgresExportReader.open(url, null);
  }

  /** Opens a connection that sees the same snapshot as the first reader (which must still be open). */
  static async join(url: string, snapshot: string): Promise<PostgresExportReader> {
    return PostgresExportReader.open(url, snapshot);
  }

  private static async open(url: string, snapshot: string | null): Promise<PostgresExportReader> {
    const client = await openRoomConnection(url, { applicationName: EXPORT_APPLICATION_NAME });
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // A piece's query is a short index range scan, asked a hundred times per million events: compiling it (JIT,
      // ~60 ms each) or sharing it among the server's parallel workers costs more than it saves.
      await client.query('SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0');
      if (snapshot !== null) {
        await client.query(`SET TRANSACTION SNAPSHOT ${client.escapeLiteral(snapshot)}`).catch((error: Error) => {
          throw (error as { code?: string }).code === INVALID_PARAMETER_VALUE
            ? new Error("the export's first connection ended before the others joined its snapshot", { cause: error })
            : error;
        });
        return new PostgresExportReader(client, snapshot);
      }
      const exported = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      return new PostgresExportReader(client, exported.rows[0]!.id);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** The keys cutting the filter's events into pieces of about `rows` events, oldest first (see pieceEndsSelect). */
  async pieces(filter: EventsFilter, rows: number): Promise<PieceKeys[]> {
    const { text, params } = pieceEndsSelect(filter, rows);
    const ends = await this.client.query<[string, string]>({ text, values: params, rowMode: 'array' });
    const keys = ends.rows.map(([ms, id]) => [Number(ms), Number(id)] as const);
    return [...keys, null].map((upTo, i) => ({ after: i === 0 ? null : keys[i - 1]!, upTo }));
  }

  /**
   * Hands each event of the piece to `row`, oldest first, as EventValues (booleans 1/0). The array handed on is
   * used again for the next row: `row` must be done with it when it returns. Resolves with the number of rows.
   */
  async readPiece(filter: EventsFilter, piece: PieceKeys, row: (values: EventValues) => void): Promise<number> {
    const { text, params } = exportPieceSelect(filter, piece);
    const literal = (value: unknown): string => {
      if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
      if (typeof value === 'string') return this.client.escapeLiteral(value);
      if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
      throw new Error(`An export filter value cannot be written into COPY: ${String(value)}`);
    };
    // COPY takes no parameters: each $n becomes its value as a quoted literal, in one pass.
    const sql = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    return this.client.query(new CopyOutRows(`COPY (${sql}) TO STDOUT`, row));
  }

  /** Ends the transaction and the connection. */
  async close(): Promise<void> {
    await this.client.query('ROLLBACK').catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }
}

const NUMERIC = EVENT_FIELDS.map((field) => field.type !== 'string');
const FIELD_COUNT = EVENT_FIELDS.length;
// COPY's text format escapes these after a backslash; any other escaped character stands for itself.
const ESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescape = (text: string): string => text.replace(/\\(.)/gs, (_, c: string) => ESCAPED[c] ?? c);

/**
 * A COPY … TO STDOUT run through pg's query queue (a Submittable): each CopyData message is one row, decoded and
 * handed on at once, as pg reuses the memory it arrived in.
 */
class CopyOutRows implements pg.Submittable {
  private rows = 0;
  private failure: Error | null = null;
  private readonly values: EventValues = new Array<string | number | null>(FIELD_COUNT).fill(null);
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  private readonly done = new Promise<number>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    private readonly text: string,
    private readonly row: (values: EventValues) => void,
  ) {}

  // pg's client.query(submittable) returns the submittable: `then` makes it awaitable.
  then<T1 = number, T2 = never>(
    onfulfilled?: ((rows: number) => T1 | PromiseLike<T1>) | null,
    onrejected?: ((reason: unknown) => T2 | PromiseLike<T2>) | null,
  ): Promise<T1 | T2> {
    return this.done.then(onfulfilled, onrejected);
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as { query(text: string): void }).query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    if (this.failure) return;
    try {
      this.decode(message.chunk);
    } catch (error) {
      // Reported once the server is done with the COPY (at ReadyForQuery), so the connection stays usable.
      this.failure = error as Error;
    }
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: pg.Connection): void {
    (connection as unknown as { sendCopyFail(message: string): void }).sendCopyFail('an export reads, never writes');
  }

  handleError(error: Error): void {
    this.failure ??= error;
    // A connection that ended sends no ReadyForQuery.
    this.settle.reject(this.failure);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.settle.reject(this.failure);
    else this.settle.resolve(this.rows);
  }

  private decode(chunk: Buffer): void {
    // One row: its fields separated by tabs, ending in a line feed; \N is null. Read along the decoded line, numbers
    // from its digits and text as slices of it: no string per number, no array of fields (measured: a third less
    // time than split('\t') and Number()).
    const line = (chunk as RawBuffer).utf8Slice(0, chunk.length - 1);
    const values = this.values;
    let start = 0;
    for (let i = 0; i < FIELD_COUNT; i++) {
      let end = line.indexOf('\t', start);
      if (end === -1) {
        if (i !== FIELD_COUNT - 1) throw new Error(`COPY gave a row of ${i + 1} fields`);
        end = line.length;
      }
      if (end - start === 2 && line.charCodeAt(start) === BACKSLASH && line.charCodeAt(start + 1) === CAPITAL_N) {
        values[i] = null;
      } else if (NUMERIC[i]) {
        values[i] = integerAt(line, start, end);
      } else {
        const text = line.slice(start, end);
        values[i] = text.includes('\\') ? unescape(text) : text;
      }
      start = end + 1;
    }
    if (start <= line.length) throw new Error(`COPY gave a row of more than ${FIELD_COUNT} fields`);
    this.rows++;
    this.row(values);
  }
}

/** Buffer's own decoder, which toString('utf8', start, end) calls after checking its arguments (once per row here). */
type RawBuffer = Buffer & { utf8Slice(start: number, end: number): string };

const BACKSLASH = 92;
const CAPITAL_N = 78;
const MINUS = 45;
const ZERO = 48;

/** The integer written in line[start, end) (bigint and smallint columns: digits, perhaps a minus). */
function integerAt(line: string, start: number, end: number): number {
  const negative = line.charCodeAt(start) === MINUS;
  let value = 0;
  for (let i = negative ? start + 1 : start; i < end; i++) value = value * 10 + (line.charCodeAt(i) - ZERO);
  return negative ? -value : value;
}
