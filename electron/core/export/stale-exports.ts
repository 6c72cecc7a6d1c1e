// The profile's exports folder holds a CSV only until it is handed over (downloaded or saved) or an hour has passed:
// card holders' names and movements should not pile up on the workstation's disk.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How long a finished export waits to be downloaded or saved before its file is deleted. */
export const KEEP_UNFETCHED_EXPORT_MS = 60 * 60_000;

/**
 * Deletes the export files (`*.csv`) in the folder last written `olderThanMs` ago or earlier, except those in
 * `keep`: what an earlier run left behind, or a finished export nobody fetched. A file written within that time
 * is left, since another process on the same profile (`acs-monitor serve` beside the desktop app) may be serving
 * it; a later sweep takes it. A missing folder holds nothing.
 */
export function removeStaleExports(
  folder: string,
  olderThanMs: number,
  nowMs: number,
  keep: ReadonlySet<string>,
): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(folder, name);
    if (!name.endsWith('.csv') || keep.has(path)) continue;
    try {
      const stats = statSync(path);
      if (stats.isFile() && stats.mtimeMs <= nowMs - olderThanMs) rmSync(path, { force: true });
    } catch {
      // Gone meanwhile (another process swept it): nothing to do.
    }
  }
}
