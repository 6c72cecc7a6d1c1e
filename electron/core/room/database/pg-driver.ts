// pg, PostgreSQL's driver, loaded when a room's database or a PostgreSQL storage is first opened: most monitors
// have no room, and loading it cost every process's start (each command, serve, each room workstation's
// threads) about 0.1 s of processor.
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
