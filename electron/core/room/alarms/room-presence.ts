// Who is at the control room's screens (room migration 15): each workstation writes, every few seconds, a
// row per screen an operator is signed in at (its own window too), with how long ago they last touched
// it. What an operator holds goes back to the queue once they have touched no screen of the room for the
// set time, idle at it or gone from it; any workstation may do it, and one statement per alarm decides it
// once. Times are the database's clock: an idle time is measured on the reporting workstation's own clock
// as a length, then placed on the database's by the statement, so no two clocks are compared.
import type { RoomQueryable } from '../database/room-connection.js';
import { fromAlarmRow, type RoomAlarm, type RoomAlarmRow } from './room-alarm.js';

/** A workstation reports every few seconds: a screen unseen this long is gone from it. */
export const PRESENT_WITHIN_MS = 30_000;
/** Operators gone this long ago still show on the list of who is here, as gone. */
const LISTED_GONE_MS = 3_600_000;
/** Rows of screens unseen for a day are deleted by the room's retention (room-pruning.ts). */
export const PRESENCE_KEPT_MS = 86_400_000;

/** SQL: the row was seen within the milliseconds of the parameter `param` ("$3"). */
export function presentWithin(param: string): string {
  return `seen_at > now() - make_interval(secs => ${param}::float8 / 1000)`;
}

/** A screen of this workstation an operator is signed in at, as the workstation reports it. */
export interface ScreenPresence {
  /** The browser shell's screen id, or "window" for the desktop app's own. */
  screenId: string;
  /** How a guard tells it ("Chrome on Linux"; "this workstation's window"). */
  screenName: string;
  operator: string;
  /** The customers they may see there; null: not narrowed (the workstation's own window). */
  customers: readonly string[] | null;
  /** How long ago they last touched it (keys, pointer), on this workstation's clock. */
  idleMs: number;
}

/** An operator at a screen of the room; its moments as lengths of time before now. */
export interface PresenceRow {
  operator: string;
  workstation: string;
  screenId: string;
  screenName: string;
  /** Signed in there this long (since they came, or came back). */
  sinceAgoMs: number;
  seenAgoMs: number;
  /** Since they last touched the screen. */
  idleMs: number;
  /** Seen within PRESENT_WITHIN_MS: still at that screen. */
  present: boolean;
}

interface PresenceDbRow {
  operator: string;
  workstation: string;
  screen_id: string;
  screen_name: string;
  since_ago_ms: string;
  seen_ago_ms: string;
  idle_ms: string;
  present: boolean;
}

/** SQL: the row's operator may see the customer of the parameter `param` ("$3") there. */
export function mayShow(param: string): string {
  return `(customer_guids IS NULL OR ${param} = ANY(customer_guids))`;
}

/**
 * The workstation an operator is present at now (the screen they touched last), preferring one where they
 * may see `customerGuid`, and whether they may; null when they are at no screen.
 */
export async function workstationOf(
  client: RoomQueryable,
  operator: string,
  customerGuid: string,
): Promise<{ workstation: string; sees: boolean } | null> {
  const found = await client.query<{ workstation: string; sees: boolean }>(
    `SELECT workstation, ${mayShow('$3')} AS sees FROM room_presence WHERE operator = $1 AND ${presentWithin('$2')}
      ORDER BY 2 DESC, active_at DESC LIMIT 1`,
    [operator, PRESENT_WITHIN_MS, customerGuid],
  );
  return found.rows[0] ?? null;
}

export class RoomPresence {
  constructor(private readonly client: RoomQueryable) {}

  /**
   * This workstation's screens with an operator signed in now, seen now. A screen whose operator changed, or
   * who was gone, is there since now; a screen no longer reported stays as last seen (gone, once it is old).
   */
  async report(workstation: string, screens: readonly ScreenPresence[]): Promise<void> {
    if (screens.length === 0) return;
    await this.client.query(
      `INSERT INTO room_presence (workstation, screen_id, screen_name, operator, customer_guids, active_at)
       SELECT $1, s.screen_id, s.screen_name, s.operator, s.customers,
              now() - make_interval(secs => s.idle_ms::float8 / 1000)
         FROM json_to_recordset($2::json)
           AS s(screen_id text, screen_name text, operator text, customers text[], idle_ms bigint)
       ON CONFLICT (workstation, screen_id) DO UPDATE SET
         since = CASE WHEN room_presence.operator = excluded.operator AND room_presence.${presentWithin('$3')}
                      THEN room_presence.since ELSE now() END,
         screen_name = excluded.screen_name,
         operator = excluded.operator,
         customer_guids = excluded.customer_guids,
         seen_at = now(),
         active_at = excluded.active_at`,
      [
        workstation,
        JSON.stringify(
          screens.map((screen) => ({
            screen_id: screen.screenId,
            screen_name: screen.screenName,
            operator: screen.operator,
            customers: screen.customers,
            idle_ms: Math.max(0, Math.round(screen.idleMs)),
          })),
        ),
        PRESENT_WITHIN_MS,
      ],
    );
  }

  /**
   * Who is at the room's screens, and who left within the hour: present first, then by operator. Moments as
   * lengths of time before the database's now, which the caller places on its own clock.
   */
  async list(): Promise<PresenceRow[]> {
    const ago = (column: string) => `(extract(epoch FROM now() - ${column}) * 1000)::bigint`;
    const found = await this.client.query<PresenceDbRow>(
      `SELECT operator, workstation, screen_id, screen_name, ${ago('since')} AS since_ago_ms,
              ${ago('seen_at')} AS seen_ago_ms, ${ago('active_at')} AS idle_ms, ${presentWithin('$1')} AS present
         FROM room_presence WHERE ${presentWithin('$2')}
        ORDER BY present DESC, operator, workstation, screen_name`,
      [PRESENT_WITHIN_MS, LISTED_GONE_MS],
    );
    return found.rows.map((row) => ({
      operator: row.operator,
      workstation: row.workstation,
      screenId: row.screen_id,
      screenName: row.screen_name,
      sinceAgoMs: Number(row.since_ago_ms),
      seenAgoMs: Number(row.seen_ago_ms),
      idleMs: Math.max(0, Number(row.idle_ms)),
      present: row.present,
    }));
  }

  /**
   * What operators hold who touched no screen of the room for `idleMs` (and claimed it before that) goes back
   * to the queue, each alarm once however many workstations ask; the log says why, in the name of
   * `workstation`, which did it. Returns the alarms released.
   */
  async releaseIdle(idleMs: number, workstation: string): Promise<RoomAlarm[]> {
    const idle = 'now() - make_interval(secs => $1::float8 / 1000)';
    const released = await this.client.query<RoomAlarmRow>(
      `WITH absent AS (
         SELECT a.alarm_id, a.claimed_by,
                EXISTS (SELECT 1 FROM room_presence p WHERE p.operator = a.claimed_by AND p.${presentWithin('$3')}) AS here
           FROM room_alarms a
          WHERE a.state <> 'closed' AND a.claimed_at < ${idle}
            AND NOT EXISTS (SELECT 1 FROM room_presence p WHERE p.operator = a.claimed_by AND p.active_at > ${idle})
       ), changed AS (
         UPDATE room_alarms a SET claimed_by = NULL, claimed_workstation = NULL, claimed_at = NULL,
                forwarded_by = NULL, forward_note = NULL
           FROM absent WHERE a.alarm_id = absent.alarm_id AND a.claimed_by = absent.claimed_by
         RETURNING a.*, absent.claimed_by AS held_by, absent.here
       ), logged AS (
         INSERT INTO room_alarm_log (alarm_id, action, operator, workstation, note)
         SELECT alarm_id, 'released', NULL, $2,
                held_by || CASE WHEN here THEN ' idle at their screen' ELSE ' away from every screen' END
                || ' for over ' || $4 || ': back to the queue'
           FROM changed
       )
       SELECT * FROM changed`,
      [idleMs, workstation, PRESENT_WITHIN_MS, lengthInWords(idleMs)],
    );
    return released.rows.map(fromAlarmRow);
  }
}

/** "5 min", "90 s": the idle time as the log says it. */
function lengthInWords(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${Math.round(ms / 1000)} s`;
}
