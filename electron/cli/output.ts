// How commands print: a readable table by default, NDJSON (one object a line, the service's own
// field names and JSON types) with --json.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { jsonLine, terminalText } from './terminal-text.js';

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** One JSON object per line; waits for the reader when the pipe is full, so a million rows take constant memory. */
export async function writeNdjson(out: Writable, rows: Iterable<unknown> | AsyncIterable<unknown>): Promise<void> {
  for await (const row of rows) {
    if (!out.write(`${jsonLine(row)}\n`)) await once(out, 'drain');
  }
}

export function writeTable<T>(
  out: { write(text: string): unknown },
  rows: readonly T[],
  columns: readonly Column<T>[],
): void {
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const line = (values: string[]): string =>
    values
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  out.write(`${line(columns.map((column) => column.header))}\n`);
  for (const row of cells) out.write(`${line(row)}\n`);
}

function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // One row a line: control characters from the service (escape sequences too) never reach the terminal.
  return terminalText(String(value), { oneLine: true });
}

/** NDJSON with --json, else a table: read whole first, as its columns are as wide as their widest cell. */
export async function writeRows<T>(
  out: Writable,
  rows: AsyncIterable<T>,
  how: { json: boolean; columns: readonly Column<T>[] },
): Promise<void> {
  if (how.json) return writeNdjson(out, rows);
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  writeTable(out, all, how.columns);
}
