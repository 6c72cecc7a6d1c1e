import { parse } from 'csv-parse/sync';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '../../electron/core/api/event-fields.js';
import {
  CSV_COLUMNS,
  CSV_HEADER_LINE,
  createRowFormatter,
  type CsvEventRow,
} from '../../electron/core/export/csv-format.js';
import { writeCsv } from '../../electron/core/export/csv-stream.js';

const BATCH_BYTES = 64 * 1024;

function eventRow(index: number): CsvEventRow {
  const values = EVENT_FIELDS.map((field) => {
    if (field.type === 'integer') return [field.name, index];
    return [field.name, field.type === 'boolean' ? index % 2 === 0 : `${field.name} ${index}`];
  });
  const eventMs = Date.UTC(2024, 2, 30) + index * 1000;
  return {
    ...Object.fromEntries(values),
    eventDate: new Date(eventMs).toISOString(),
    receivedDate: new Date(eventMs + 1500).toISOString(),
  } as CsvEventRow;
}

function* eventRows(count: number, onEnd?: () => void): Generator<CsvEventRow> {
  try {
    for (let i = 0; i < count; i++) yield eventRow(i);
  } finally {
    onEnd?.();
  }
}

/** A writable that keeps what it is given and finishes each write on a later turn of the event loop. */
function slowSink(highWaterMark: number): { out: Writable; text: () => string; largestBuffer: () => number } {
  const chunks: Buffer[] = [];
  let largestBuffer = 0;
  const out = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      largestBuffer = Math.max(largestBuffer, this.writableLength);
      setImmediate(done);
    },
  });
  return { out, text: () => Buffer.concat(chunks).toString('utf8'), largestBuffer: () => largestBuffer };
}

describe('writeCsv', () => {
  it('writes the header and every row, waiting for drain so the buffer stays bounded', async () => {
    const sink = slowSink(1024);
    let drains = 0;
    sink.out.on('drain', () => drains++);
    const progress: number[] = [];
    const result = await writeCsv(eventRows(100_000), sink.out, {
      timezone: 'Europe/London',
      onProgress: (rows) => progress.push(rows),
    });

    expect(result).toEqual({ rows: 100_000 });
    expect(sink.out.writableEnded).toBe(false); // the caller owns the stream
    expect(drains).toBeGreaterThan(100);
    // One batch of at most ~64 KB (plus a line) in flight at a time; without waiting it would hold all ~70 MB.
    expect(sink.largestBuffer()).toBeLessThan(2 * BATCH_BYTES);
    expect(progress.length).toBeGreaterThan(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100_000);

    await new Promise<void>((resolve) => sink.out.end(resolve));
    const text = sink.text();
    expect(text.startsWith(CSV_HEADER_LINE)).toBe(true);
    const records = parse(text, { record_delimiter: '\r\n' });
    expect(records).toHaveLength(100_001);
    const last = records.at(-1)!;
    expect(last[CSV_COLUMNS.indexOf('eventId')]).toBe('99999');
    // 2024-03-31T03:46:39Z, after the clocks went forward.
    expect(last[CSV_COLUMNS.indexOf('eventDateLocal')]).toBe('2024-03-31T04:46:39.000+01:00');
  }, 60_000); // 100,000 rows through a slow reader: seconds alone, longer on a loaded machine

  it('reads an async source and writes the same text as the row formatter', async () => {
    async function* source(): AsyncGenerator<CsvEventRow> {
      for (let i = 0; i < 2000; i++) yield eventRow(i);
    }
    const sink = slowSink(16 * 1024);
    const result = await writeCsv(source(), sink.out, { timezone: 'Australia/Sydney' });
    await new Promise<void>((resolve) => sink.out.end(resolve));

    const format = createRowFormatter('Australia/Sydney');
    const expected = CSV_HEADER_LINE + Array.from({ length: 2000 }, (_, i) => format(eventRow(i))).join('');
    expect(result.rows).toBe(2000);
    expect(sink.text()).toBe(expected);
  });

  it('writes a UTF-8 byte order mark only for a spreadsheet', async () => {
    const withBom = slowSink(1024);
    await writeCsv([eventRow(1)], withBom.out, { timezone: 'UTC', flavour: 'spreadsheet' });
    const without = slowSink(1024);
    await writeCsv([eventRow(1)], without.out, { timezone: 'UTC' });
    await Promise.all([withBom, without].map((sink) => new Promise<void>((resolve) => sink.out.end(resolve))));

    expect(withBom.text().startsWith('\uFEFFeventId,')).toBe(true);
    expect(without.text().startsWith('eventId,')).toBe(true);
  });

  it('writes only the header for no rows', async () => {
    const sink = slowSink(1024);
    const progress: number[] = [];
    expect(await writeCsv([], sink.out, { timezone: 'UTC', onProgress: (rows) => progress.push(rows) })).toEqual({
      rows: 0,
    });
    await new Promise<void>((resolve) => sink.out.end(resolve));
    expect(sink.text()).toBe(CSV_HEADER_LINE);
    expect(progress).toEqual([0]);
  });

  it('stops reading the source when aborted and rejects with an AbortError', async () => {
    const sink = slowSink(1024);
    const controller = new AbortController();
    let sourceClosed = false;
    let lastProgress = 0;
    const exporting = writeCsv(
      eventRows(100_000, () => (sourceClosed = true)),
      sink.out,
      {
        timezone: 'Europe/London',
        signal: controller.signal,
        onProgress: (rows) => {
          lastProgress = rows;
          if (rows >= 5000) controller.abort();
        },
      },
    );

    await expect(exporting).rejects.toMatchObject({ name: 'AbortError', message: 'CSV export cancelled' });
    expect(sourceClosed).toBe(true);
    expect(lastProgress).toBeGreaterThanOrEqual(5000);
    expect(lastProgress).toBeLessThan(10_000);
  });

  it('stops at once when aborted while waiting for a stalled output to drain', async () => {
    let firstWrite!: () => void;
    const written = new Promise<void>((resolve) => (firstWrite = resolve));
    const stalled = new Writable({
      highWaterMark: 1024,
      write() {
        firstWrite(); // and never finish, like a stuck disk or pipe
      },
    });
    const controller = new AbortController();
    const exporting = writeCsv(eventRows(100_000), stalled, { timezone: 'UTC', signal: controller.signal });

    await written;
    controller.abort(new Error('user pressed cancel'));
    const error = await exporting.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ name: 'AbortError', cause: new Error('user pressed cancel') });
  });

  it('rejects when the output fails', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    await expect(writeCsv(eventRows(100_000), failing, { timezone: 'UTC' })).rejects.toThrow('disk full');
  });

  it('rejects when the output fails while the source is busy', async () => {
    let firstWrite!: () => void;
    const written = new Promise<void>((resolve) => (firstWrite = resolve));
    let writeStarted = false;
    const stalled = new Writable({
      highWaterMark: 1024,
      write() {
        writeStarted = true;
        firstWrite();
      },
    });
    let releaseSource!: () => void;
    const sourceReleased = new Promise<void>((resolve) => (releaseSource = resolve));
    async function* source(): AsyncGenerator<CsvEventRow> {
      let paused = false;
      for (let i = 0; i < 10_000; i++) {
        // Pause once, just after the first batch went out and before the next is full: nothing waits on the output.
        if (writeStarted && !paused) {
          paused = true;
          await sourceReleased;
        }
        yield eventRow(i);
      }
    }
    const exporting = writeCsv(source(), stalled, { timezone: 'UTC' });

    await written;
    const failed = once(stalled, 'error');
    stalled.destroy(new Error('pipe broke'));
    await failed;
    releaseSource();
    await expect(exporting).rejects.toThrow('pipe broke');
  });

  it('rejects for an unknown time zone before writing anything', async () => {
    const sink = slowSink(1024);
    await expect(writeCsv(eventRows(10), sink.out, { timezone: 'Mars/Olympus' })).rejects.toThrow(
      'unknown time zone "Mars/Olympus"',
    );
    await new Promise<void>((resolve) => sink.out.end(resolve));
    expect(sink.text()).toBe('');
  });
});
