// What the room's retention deletes besides old events (room-retention.ts runs it): closed alarms past the
// retention, whole (their log goes with them: room migration 9's ON DELETE CASCADE, the only way the log
// loses a row), door snoozes ended before the retention, and the watches and names of workstations gone
// for a day with the list of who sat at its screens. Each statement is short: alarms go a batch at a time.
import type pg from 'pg';
import { PRESENCE_KEPT_MS } from '../alarms/room-presence.js';
import { NAME_KEPT_MS } from './workstation-names.js';

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Deletes up to `limit` alarms closed before `cutoffMs` (the room's clock), with their log; returns how many.
 * changed_at is an alarm's last change, and every log row is written with a change of its alarm, so the
 * whole log is past the cutoff too. Never one closed within the day: the schema refuses those. (An array,
 * not IN: each alarm is then found by its key, never by reading them all.)
 */
export async function pruneClosedAlarms(client: Queryable, cutoffMs: number, limit: number): Promise<number> {
  const deleted = await client.query(
    `DELETE FROM room_alarms WHERE alarm_id = ANY(ARRAY(
       SELECT alarm_id FROM room_alarms
        WHERE state = 'closed' AND changed_at < to_timestamp($1::float8 / 1000) AND changed_at < now() - interval '1 day'
        ORDER BY changed_at LIMIT $2))`,
    [cutoffMs, limit],
  );
  return deleted.rowCount ?? 0;
}

/** Deletes the door snoozes that ended (early, or ran out) before `cutoffMs` (the room's clock). */
export async function pruneEndedSnoozes(client: Queryable, cutoffMs: number): Promise<number> {
  const deleted = await client.query('DELETE FROM room_snoozes WHERE coalesce(ended_at_ms, until_ms) < $1', [cutoffMs]);
  return deleted.rowCount ?? 0;
}

/**
 * Deletes the watches of workstations not seen for a day (and of names no workstation claims, such as a
 * room's from before migration 9), then those workstations' names.
 */
export async function pruneGoneWorkstations(client: Queryable): Promise<void> {
  const gone = `now() - make_interval(secs => $1::float8 / 1000)`;
  await client.query(
    `DELETE FROM room_watch w WHERE NOT EXISTS (
       SELECT 1 FROM room_workstations s WHERE s.name = w.workstation AND s.last_seen_at >= ${gone})`,
    [NAME_KEPT_MS],
  );
  await client.query(`DELETE FROM room_workstations WHERE last_seen_at < ${gone}`, [NAME_KEPT_MS]);
  await client.query(`DELETE FROM room_presence WHERE seen_at < ${gone}`, [PRESENCE_KEPT_MS]);
}
