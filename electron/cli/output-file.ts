// Where a command writes a file it was asked for (--out): readable by this account only, as the app keeps its files.
import { once } from 'node:events';
import { createWriteStream, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../core/profile/private-files.js';
import type { CliIO } from './io.js';

/**
 * Runs `write` on --out (a file only this account may read) or stdout, with a signal that aborts when the command
 * is asked to stop; the file is closed after, whatever happened.
 */
export async function writingTo<T>(
  io: CliIO,
  file: string | undefined,
  write: (out: NodeJS.WritableStream, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const out = file ? createWriteStream(file, { mode: PRIVATE_FILE_MODE }) : io.stdout;
  const cancel = new AbortController();
  void io.stopRequested.then(() => cancel.abort());
  try {
    return await write(out, cancel.signal);
  } finally {
    if (out !== io.stdout) {
      out.end();
      await once(out, 'close');
    }
  }
}

/** All of `text` to --out, readable by this account only. */
export function writeOutFile(file: string, text: string): void {
  writeFileSync(file, text, { mode: PRIVATE_FILE_MODE });
}
