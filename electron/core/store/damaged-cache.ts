// A cache file SQLite finds damaged (a crash of the disk, a bad sector, a copy cut short) is moved
// aside with a timestamp and a new one built; the sync refills the events from the service. What
// only this workstation knew (acknowledgements, alarms and their history, door snoozes) is copied
// over from the damaged file as far as SQLite can still read it, and the open alarms it could not
// read come back from their journal (open-alarms-journal.ts).
import { existsSync, renameSync } from 'node:fs';
import { connectSqlite, openDatabase, type SqliteDatabase } from './database.js';
import { insertRow } from './insert-row.js';
import { openAlarmsJournalPath, restoreOpenAlarms } from './open-alarms-journal.js';

/**
 * What a guard is told of a damaged cache: one sentence saying what happened and what to do, and for
 * whoever looks after the machine, the detail (where the old file is, what was kept, what SQLite found).
 */
export interface CacheNotice {
  sentence: string;
  detail: string;
}

/** Copied in this order, so an alarm's events and actions find their alarm. */
const LOCAL_TABLES = ['alert_acknowledgements', 'alarms', 'alarm_events', 'alarm_actions', 'door_snoozes'] as const;

/**
 * Checks the cache file with SQLite's quick integrity check and brings it to this version's schema; a
 * damaged file is replaced (see above). Returns what the guard is told when it was damaged, else null. The
 * file is left closed, ready to open.
 */
export function prepareCacheFile(path: string, now: () => number = Date.now): CacheNotice | null {
  const problem = damageOf(path);
  if (problem === null) return null;
  const aside = `${path}.damaged-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  }
  const db = openDatabase(path);
  try {
    const kept = salvage(aside, db);
    // Whatever of the open alarms SQLite could not read comes back from their journal.
    const journal = restoreOpenAlarms(openAlarmsJournalPath(path), db, now());
    const alarms = countAlarms(db)!;
    const openHeld = Math.max(kept.alarmsBefore?.open ?? -1, journal?.journaled ?? -1);
    const openAlarms =
      openHeld >= 0 && alarms.open >= openHeld
        ? 'every open alarm was kept'
        : 'some open alarms may be missing: compare the alarm list with the details';
    return {
      sentence:
        `This workstation's local copy was damaged and has been rebuilt: ${openAlarms}, and the events are being read ` +
        'again from the service. Nothing to do now; if it happens again, have the computer’s disk checked.',
      detail:
        `The damaged file is kept at ${aside}. Kept from it: ${openAlarmsKept(alarms.open, kept.alarmsBefore?.open ?? null, journal)}, ` +
        `${closedAlarmsKept(alarms.closed, kept.alarmsBefore?.closed ?? null)} (${counted(kept.alarmActions, 'action')}), ` +
        `${counted(kept.acknowledgements, 'acknowledgement')}, ${counted(kept.snoozes, 'door snooze')}. SQLite found: ${problem}.`,
    };
  } finally {
    db.close();
  }
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "all 3 open alarms (1 put back from their journal)", or how many could not be kept. */
function openAlarmsKept(
  kept: number,
  before: number | null,
  journal: { journaled: number; restored: number } | null,
): string {
  const fromJournal = journal?.restored ? ` (${journal.restored} put back from the open-alarm journal)` : '';
  const held = Math.max(before ?? -1, journal?.journaled ?? -1);
  if (held < 0) {
    return `${counted(kept, 'open alarm')}${fromJournal}; how many the damaged file held cannot be read: compare the alarm list with the old file`;
  }
  if (kept >= held) {
    const all =
      held === 0 ? 'no open alarms (none was open)' : held === 1 ? 'the open alarm' : `all ${held} open alarms`;
    return `${all}${fromJournal}`;
  }
  return `${kept} of ${counted(held, 'open alarm')}${fromJournal}: ${held - kept} could not be read, see the old file`;
}

function closedAlarmsKept(kept: number, before: number | null): string {
  if (before === null) return `${counted(kept, 'closed alarm')} (how many the damaged file held cannot be read)`;
  if (kept < before) return `${kept} of ${counted(before, 'closed alarm')} (the rest could not be read)`;
  return before === 0 ? 'no closed alarms' : `all ${counted(before, 'closed alarm')}`;
}

/** Alarms not yet closed and closed; null when the table cannot be read. */
function countAlarms(db: SqliteDatabase): { open: number; closed: number } | null {
  try {
    return db
      .prepare(
        `SELECT coalesce(sum(state != 'closed'), 0) AS open, coalesce(sum(state = 'closed'), 0) AS closed FROM alarms`,
      )
      .get() as { open: number; closed: number };
  } catch {
    return null;
  }
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
): {
  acknowledgements: number;
  alarmActions: number;
  snoozes: number;
  /** How many alarms the damaged file held, where it can still count them. */
  alarmsBefore: { open: number; closed: number } | null;
} {
  const copied: Record<(typeof LOCAL_TABLES)[number], number> = {
    alert_acknowledgements: 0,
    alarms: 0,
    alarm_events: 0,
    alarm_actions: 0,
    door_snoozes: 0,
  };
  let alarmsBefore: { open: number; closed: number } | null = null;
  let old: SqliteDatabase | undefined;
  try {
    old = connectSqlite(asidePath, { mustExist: true });
    alarmsBefore = countAlarms(old);
    for (const table of LOCAL_TABLES) copied[table] = copyReadable(old, into, table);
  } catch {
    // Not even opened: nothing can be kept.
  } finally {
    old?.close();
  }
  return {
    acknowledgements: copied.alert_acknowledgements,
    alarmActions: copied.alarm_actions,
    snoozes: copied.door_snoozes,
    alarmsBefore,
  };
}

/** Copies a table's rows until the damage stops the read; a row the new cache refuses is skipped. */
function copyReadable(from: SqliteDatabase, into: SqliteDatabase, table: string): number {
  let copied = 0;
  try {
    for (const row of from.prepare(`SELECT * FROM ${table}`).iterate() as Iterable<Record<string, unknown>>) {
      try {
        copied += insertRow(into, table, row);
      } catch {
        // e.g. an alarm action whose alarm was lost: it cannot stand alone.
      }
    }
  } catch {
    // The damage: what was read before it is kept.
  }
  return copied;
}
