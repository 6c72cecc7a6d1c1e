// Damage done to a real file, as a failing disk or a crash during a copy would.
import { closeSync, openSync, statSync, writeSync } from 'node:fs';

/** Overwrites a fifth of the file, from 40 % in (a cache's event pages), with garbage. */
export function scribble(path: string): void {
  const size = statSync(path).size;
  const fd = openSync(path, 'r+');
  writeSync(fd, Buffer.alloc(Math.floor(size / 5), 0x5a), 0, Math.floor(size / 5), Math.floor(size * 0.4));
  closeSync(fd);
}
