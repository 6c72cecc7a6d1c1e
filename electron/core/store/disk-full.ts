// A write that failed for want of space: SQLite's SQLITE_FULL (the cache) or the file system's ENOSPC
// (an export, a log). Nothing is lost when this happens: what did not fit is still on the service.

export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}

/** What the guard reads: since when, and that it mends itself. */
export function diskFullMessage(where: string): string {
  return `${where} cannot grow; nothing is lost (the service keeps the events) and it resumes by itself once space is freed`;
}
