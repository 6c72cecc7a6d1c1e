// The profile folder and what the app writes in it (cache, exports) are for this OS user alone:
// folders 0700, files 0600, whether they are new or were left more open by an earlier version.
// (On Windows the modes mean little and the per-user profile's ACL does the job.)
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) 0700, and narrows the folder itself to 0700 if it exists. */
export function ensurePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(path, PRIVATE_FOLDER_MODE);
}

/** Creates the file empty and 0600 if absent, or narrows it to 0600 if present. */
export function ensurePrivateFile(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  else closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
}

/** Narrows the file to 0600 where it exists (a database's -wal and -shm files). */
export function narrowIfPresent(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/**
 * Writes the file 0600 in a private folder, through a temporary file renamed over it: a crash leaves
 * the old file or the new one, never half of one.
 */
export function writePrivateFile(path: string, text: string): void {
  ensurePrivateFolder(dirname(path));
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: PRIVATE_FILE_MODE });
  renameSync(temporary, path);
}
