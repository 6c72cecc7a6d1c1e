// The alarms not yet closed, kept beside the cache in a file of their own (cache….sqlite3.open-alarms.json,
// 0600): a cache found damaged may lose any table, and an open alarm is the one thing a guard must never
// lose. Rewritten whole (atomically) after the open alarms change; read only when a damaged cache is
// replaced, to put back the open alarms SQLite could no longer read from it.
import { readFileSync } from 'node:fs';
import type { AccessEvent } from '../api/types.js';
import { writePrivateFile } from '../profile/private-files.js';
import type { SqliteDatabase } from './database.js';
import { EventsRepository } from './events-repository.js';
import { insertRow } from './insert-row.js';

interface JournaledAlarm {
  /** The alarms row as stored, every column. */
  alarm: Record<string, unknown>;
  eventIds: number[];
  /** Its alarm_actions rows, oldest first. */
  actions: Array<Record<string, unknown>>;
  /** Its latest event, so the alarm can be described before the sync refills the events. */
  latest: AccessEvent | null;
}

interface Journal {
  version: 1;
  alarms: JournaledAlarm[];
}

export function openAlarmsJournalPath(cachePath: string): string {
  return `${cachePath}.open-alarms.json`;
}

/** Writes the alarms not yet closed, with their events' ids, their history and their latest event. */
export function writeOpenAlarmsJournal(db: SqliteDatabase, cachePath: string): void {
  const events = new EventsRepository(db);
  const alarms = db.prepare(`SELECT * FROM alarms WHERE state != 'closed' ORDER BY alarmId`).all() as Array<
    Record<string, unknown> & { alarmId: number; latestEventId: number }
  >;
  const eventIdsOf = db.prepare('SELECT "eventId" FROM alarm_events WHERE alarmId = ? ORDER BY "eventId"').pluck();
  const actionsOf = db.prepare('SELECT * FROM alarm_actions WHERE alarmId = ? ORDER BY actionId');
  const journal: Journal = {
    version: 1,
    alarms: alarms.map((alarm) => ({
      alarm,
      eventIds: eventIdsOf.all(alarm.alarmId) as number[],
      actions: actionsOf.all(alarm.alarmId) as Array<Record<string, unknown>>,
      latest: events.get(alarm.latestEventId) ?? null,
    })),
  };
  writePrivateFile(openAlarmsJournalPath(cachePath), JSON.stringify(journal));
}

/**
 * Puts back into a new cache the journaled open alarms it lacks (those SQLite could not read from the damaged
 * file). Returns how many the journal held and how many it put back; null when there is no readable journal.
 */
export function restoreOpenAlarms(
  journalPath: string,
  into: SqliteDatabase,
  nowMs: number,
): { journaled: number; restored: number } | null {
  const journal = readJournal(journalPath);
  if (!journal) return null;
  const has = into.prepare('SELECT 1 FROM alarms WHERE alarmId = ?');
  const events = new EventsRepository(into);
  let restored = 0;
  into.transaction(() => {
    for (const entry of journal.alarms) {
      if (has.get(entry.alarm.alarmId) !== undefined) continue;
      insertRow(into, 'alarms', entry.alarm);
      for (const eventId of entry.eventIds) insertRow(into, 'alarm_events', { eventId, alarmId: entry.alarm.alarmId });
      for (const action of entry.actions) insertRow(into, 'alarm_actions', action);
      if (entry.latest) events.store(String(entry.alarm.customerGuid), [entry.latest], nowMs);
      restored += 1;
    }
  })();
  return { journaled: journal.alarms.length, restored };
}

function readJournal(path: string): Journal | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Journal>;
    return parsed.version === 1 && Array.isArray(parsed.alarms) ? (parsed as Journal) : null;
  } catch {
    return null;
  }
}
