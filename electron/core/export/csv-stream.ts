// Streams events as CSV into a writable the caller owns, in constant memory: lines are gathered into ~64 KB batches,
// and after a write that fills the stream's buffer the next batch waits for 'drain'.
import { CSV_HEADER_LINE, createRowFormatter, type CsvRow } from './csv-format.js';

const BATCH_CHARS = 64 * 1024;

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
   * Start with a UTF-8 byte order mark. Off by default: most tools (and RFC 4180 readers) take a BOM as part of the
   * first column's name; Excel, on the other hand, needs one to read non-ASCII text as UTF-8 when opening the file.
   */
  bom?: boolean;
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
  const { signal, onProgress } = options;
  const formatRow = createRowFormatter(options.timezone);
  const output = new OutputGate(out, signal);
  let batch = options.bom ? `\uFEFF${CSV_HEADER_LINE}` : CSV_HEADER_LINE;
  let written = 0;
  let pending = 0;
  const add = (row: CsvRow): boolean => {
    if (signal?.aborted) throw abortError(signal);
    batch += formatRow(row);
    pending++;
    return batch.length >= BATCH_CHARS;
  };
  const flush = async (): Promise<void> => {
    await output.write(batch);
    batch = '';
    written += pending;
    pending = 0;
    onProgress?.(written);
  };
  try {
    // A sync source is read without `for await`, which would cost a promise per row.
    if (Symbol.asyncIterator in rows) {
      for await (const row of rows) if (add(row)) await flush();
    } else {
      for (const row of rows) if (add(row)) await flush();
    }
    if (signal?.aborted) throw abortError(signal);
    await flush();
    return { rows: written };
  } finally {
    output.release();
  }
}

function abortError(signal: AbortSignal): Error {
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

  async write(text: string): Promise<void> {
    if (this.mustDrain && !this.failure) await new Promise<void>((resolve) => (this.wake = resolve));
    if (this.failure) throw this.failure;
    if (text !== '') this.mustDrain = !this.out.write(text);
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
