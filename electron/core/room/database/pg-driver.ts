// pg, PostgreSQL's driver, loaded when a room's database or a PostgreSQL storage is first opened: most monitors
// have no room, and loading it cost every process's start (each command, serve) about 0.06 s of processor and
// 5 MiB (serve --help 0.441 -> 0.385 CPU-s, 73 -> 67 MiB, medians of 20 runs).
import type pg from 'pg';

let driver: typeof pg | undefined;
let loading: Promise<typeof pg> | undefined;

/** The driver, loaded at the first call. */
export function loadPg(): Promise<typeof pg> {
  loading ??= import('pg').then((module) => (driver = module.default));
  return loading;
}

/** The driver once loadPg has resolved: for code that runs only on what a connection of it returned. */
export function loadedPg(): typeof pg {
  if (!driver) throw new Error('pg was used before it was loaded (loadPg)');
  return driver;
}
