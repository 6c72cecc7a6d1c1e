// A cache file SQLite finds damaged (a crash of the disk, a bad sector, a copy cut short) is moved
// aside with a timestamp and a new one built; the sync refills the events from the service. What
// only this workstation knew (acknowledgements, alarms and their history, door snoozes) is copied
// over from the damaged file as far as SQLite can still read it.
import Database from 'better-sqlite3';
import { existsSync, renameSync } from 'node:fs';
import { openDatabase, sqliteNativeBinding, type SqliteDatabase } from './database.js';

/** Copied in this order, so an alarm's events and actions find their alarm. */
const LOCAL_TABLES = ['alert_acknowledgements', 'alarms', 'alarm_events', 'alarm_actions', 'door_snoozes'] as const;

/**
 * Checks the cache file with SQLite's quick integrity check and brings it to this version's schema; a
 * damaged file is replaced (see above). Returns one line for the guard when it was damaged (what
 * happened, where the old file is, what was kept), else null. The file is left closed, ready to open.
 */
export function prepareCacheFile(path: string, now: () => number = Date.now): string | null {
  const problem = damageOf(path);
  if (problem === null) return null;
  const aside = `${path}.damaged-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  }
  const db = openDatabase(path);
  try {
    const kept = salvage(aside, db);
    return (
      `The cache file was damaged and has been replaced: the old one is at ${aside}, and a new one is being filled from the service. ` +
      `Kept from it: ${counted(kept.acknowledgements, 'acknowledgement')}, ${counted(kept.alarms, 'alarm')} ` +
      `(${counted(kept.alarmActions, 'action')}), ${counted(kept.snoozes, 'door snooze')}. (SQLite found: ${problem})`
    );
  } finally {
    db.close();
  }
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What is wrong with the file, or null when it opens and passes the check (or does not exist yet). */
function damageOf(path: string): string | null {
  if (path === ':memory:' || !existsSync(path)) return null;
  let db: SqliteDatabase | undefined;
  try {
    db = openDatabase(path);
    // The first finding says enough (SQLite's first line is a header, "*** in database main ***").
    const findings = (db.pragma('quick_check(2)') as Array<{ quick_check: string }>)
      .flatMap((row) => row.quick_check.split('\n'))
      .filter((line) => line !== 'ok' && !line.startsWith('***'));
    return findings[0] ?? null;
  } catch (error) {
    if (!isCacheDamaged(error)) throw error;
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/** SQLite found the file damaged (on opening it, or later while reading or writing it). */
export function isCacheDamaged(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT_INDEX';
}

/** What the guard reads when the cache is found damaged while the monitor runs. */
export function cacheDamagedMessage(path: string): string {
  return `the cache ${path} is damaged and cannot store new events: restart the monitor, which replaces it, keeps the open alarms and fills it again from the service`;
}

function salvage(
  asidePath: string,
  into: SqliteDatabase,
): { acknowledgements: number; alarms: number; alarmActions: number; snoozes: number } {
  const copied: Record<(typeof LOCAL_TABLES)[number], number> = {
    alert_acknowledgements: 0,
    alarms: 0,
    alarm_events: 0,
    alarm_actions: 0,
    door_snoozes: 0,
  };
  let old: SqliteDatabase | undefined;
  try {
    const binding = sqliteNativeBinding();
    old = new Database(asidePath, { fileMustExist: true, ...(binding ? { nativeBinding: binding } : {}) });
    for (const table of LOCAL_TABLES) copied[table] = copyReadable(old, into, table);
  } catch {
    // Not even opened: nothing can be kept.
  } finally {
    old?.close();
  }
  return {
    acknowledgements: copied.alert_acknowledgements,
    alarms: copied.alarms,
    alarmActions: copied.alarm_actions,
    snoozes: copied.door_snoozes,
  };
}

/** Copies a table's rows until the damage stops the read; a row the new cache refuses is skipped. */
function copyReadable(from: SqliteDatabase, into: SqliteDatabase, table: string): number {
  let copied = 0;
  try {
    for (const row of from.prepare(`SELECT * FROM ${table}`).iterate() as Iterable<Record<string, unknown>>) {
      const columns = Object.keys(row);
      try {
        copied += into
          .prepare(
            `INSERT OR IGNORE INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          )
          .run(...Object.values(row)).changes;
      } catch {
        // e.g. an alarm action whose alarm was lost: it cannot stand alone.
      }
    }
  } catch {
    // The damage: what was read before it is kept.
  }
  return copied;
}
