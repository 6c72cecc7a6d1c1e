// Streams events as CSV into a writable the caller owns, in constant memory: lines are encoded into ~64 KB batches
// of UTF-8, and after a write that fills the stream's buffer the next batch waits for 'drain'.
import { WriteStream } from 'node:fs';
import { createRowFormatter, csvHeader, type CsvFlavour, type CsvRow } from './csv-format.js';

const BATCH_BYTES = 64 * 1024;

export interface WriteCsvOptions {
  /** IANA name of the customer's time zone (geographicTimezoneId), for the local-time columns. */
  timezone: string;
  /**
   * Aborting rejects writeCsv with an Error named 'AbortError' (message 'CSV export cancelled', cause: the signal's
   * reason): at once while it waits for the output, else before the next row.
   */
  signal?: AbortSignal;
  /** Called with the number of rows written so far, after every batch and once at the end. */
  onProgress?: (rowsWritten: number) => void;
  /**
   * 'strict' by default. 'spreadsheet' starts with a UTF-8 byte order mark, which most tools (and RFC 4180 readers)
   * take as part of the first column's name but Excel needs to read non-ASCII text as UTF-8 (csv-format.ts).
   */
  flavour?: CsvFlavour;
  /** Whole card numbers and installer codes (a supervisor's `export --unmasked`); masked by default. */
  wholeCards?: boolean;
}

/**
 * Writes the header line and one line per row to `out`, and resolves with the row count once every line has been
 * handed to `out`. Never ends or closes `out`. Rejects if `out` errors or closes first, or (see `signal`) on abort.
 */
export async function writeCsv(
  rows: Iterable<CsvRow> | AsyncIterable<CsvRow>,
  out: NodeJS.WritableStream,
  options: WriteCsvOptions,
): Promise<{ rows: number }> {
  const csv = new CsvOutput(out, options);
  try {
    await csv.writeRows(rows);
    return { rows: await csv.finish() };
  } finally {
    csv.release();
  }
}

/**
 * The CSV file being written: the header first, then rows formatted here (gathered into ~64 KB batches) or lines
 * formatted elsewhere, in the order given; progress after each batch; abort and backpressure as writeCsv describes.
 */
export class CsvOutput {
  private formatRow: (row: CsvRow) => string;
  private readonly output: OutputGate;
  private readonly batch = new ByteBatch();
  private written = 0;
  private pending = 0;

  constructor(
    out: NodeJS.WritableStream,
    private readonly options: WriteCsvOptions,
  ) {
    this.formatRow = createRowFormatter(options.timezone, options.flavour, options.wholeCards);
    this.output = new OutputGate(out, options.signal);
    this.batch.append(csvHeader(options.flavour ?? 'strict'));
  }

  /** The zone of the rows written from now on (a file of several customers, one after another). */
  useTimezone(timezone: string): void {
    this.formatRow = createRowFormatter(timezone, this.options.flavour, this.options.wholeCards);
  }

  async writeRows(rows: Iterable<CsvRow> | AsyncIterable<CsvRow>): Promise<void> {
    const { signal } = this.options;
    const add = (row: CsvRow): boolean => {
      if (signal?.aborted) throw abortError(signal);
      this.batch.append(this.formatRow(row));
      this.pending++;
      return this.batch.length >= BATCH_BYTES;
    };
    // A sync source is read without `for await`, which would cost a promise per row.
    if (Symbol.asyncIterator in rows) {
      for await (const row of rows) if (add(row)) await this.flush();
    } else {
      for (const row of rows) if (add(row)) await this.flush();
    }
  }

  /**
   * `rows` lines formatted elsewhere (UTF-8), written after everything before them. `written` is called once the
   * output is done with `lines`, so that its memory may be used again: only for a file, as any other stream may keep
   * the chunk it was given (a test's sink, a PassThrough) after its write is done.
   */
  async writeLines(lines: Uint8Array, rows: number, written?: () => void): Promise<void> {
    await this.flush();
    await this.output.write(lines, written);
    this.written += rows;
    this.options.onProgress?.(this.written);
  }

  /** Writes what is left; resolves with the number of rows written. */
  async finish(): Promise<number> {
    const { signal } = this.options;
    if (signal?.aborted) throw abortError(signal);
    await this.flush(true);
    return this.written;
  }

  release(): void {
    this.output.release();
  }

  private async flush(always = false): Promise<void> {
    if (this.batch.length === 0 && !always) return;
    const bytes = this.batch.take();
    await this.output.write(bytes, () => this.batch.giveBack(bytes));
    this.written += this.pending;
    this.pending = 0;
    this.options.onProgress?.(this.written);
  }
}

/**
 * Lines encoded as UTF-8 one by one into a buffer: a line is a tree of small strings that the encoder flattens
 * first, and flattening a batch of many lines at once costs more (a batch holding one character beyond Latin-1, as
 * one line in thirty does, is flattened at two bytes a character). A buffer given to a file comes back once written.
 */
class ByteBatch {
  private buffer: Buffer = Buffer.allocUnsafe(BATCH_BYTES * 2);
  private readonly spare: Buffer[] = [];
  length = 0;

  append(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length);
  }

  /** The bytes so far; the batch starts again in another buffer. */
  take(): Buffer {
    const bytes = this.buffer.subarray(0, this.length);
    this.buffer = this.spare.pop() ?? Buffer.allocUnsafe(BATCH_BYTES * 2);
    this.length = 0;
    return bytes;
  }

  /** A buffer `take` gave out, once the output is done with it. */
  giveBack(bytes: Buffer): void {
    if (bytes.buffer.byteLength === BATCH_BYTES * 2 && this.spare.length < 2) {
      this.spare.push(Buffer.from(bytes.buffer, bytes.byteOffset, BATCH_BYTES * 2));
    }
  }
}

export function abortError(signal: AbortSignal): Error {
  const error = new Error('CSV export cancelled', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}

/** Writes to `out`, waiting for 'drain' before the next write when the buffer is full; fails on error, close or abort. */
class OutputGate {
  private failure: Error | null = null;
  private mustDrain = false;
  private wake: (() => void) | null = null;
  private readonly onDrain = (): void => this.resume();
  private readonly onError = (error: Error): void => this.fail(error);
  private readonly onClose = (): void => this.fail(new Error('the CSV output closed before the export finished'));
  private readonly onAbort = (): void => this.fail(abortError(this.signal!));

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly signal: AbortSignal | undefined,
  ) {
    out.on('drain', this.onDrain);
    out.on('error', this.onError);
    out.on('close', this.onClose);
    signal?.addEventListener('abort', this.onAbort);
  }

  async write(chunk: string | Uint8Array, written?: () => void): Promise<void> {
    if (this.mustDrain && !this.failure) await new Promise<void>((resolve) => (this.wake = resolve));
    if (this.failure) throw this.failure;
    const reusable = written && this.out instanceof WriteStream;
    if (chunk.length > 0) this.mustDrain = !this.out.write(chunk, reusable ? (error) => error || written() : undefined);
  }

  release(): void {
    this.out.off('drain', this.onDrain);
    this.out.off('error', this.onError);
    this.out.off('close', this.onClose);
    this.signal?.removeEventListener('abort', this.onAbort);
  }

  private resume(): void {
    this.mustDrain = false;
    this.wake?.();
    this.wake = null;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake?.();
    this.wake = null;
  }
}
