// A file system with no room left, made for real: a file written until ENOSPC.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes a file until the file system has no room left; returns its path. */
export function fillUp(dir: string): string {
  const path = join(dir, 'filler');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let size = 0;
  for (;;) {
    try {
      writeFileSync(path, chunk, { flag: 'a' });
      size += chunk.length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      // Fill the last partial chunk too.
      for (let bytes = chunk.length / 2; bytes >= 512; bytes /= 2) {
        try {
          writeFileSync(path, chunk.subarray(0, bytes), { flag: 'a' });
        } catch {
          // smaller next time
        }
      }
      return path;
    }
    if (size > 64 * 1024 * 1024) throw new Error('the file system did not fill up');
  }
}
