// The room's shared settings on PostgreSQL (migration 6): the alarm rules file's text (its
// instructions inside), the shift times and the door snoozes. Every write is numbered and announced
// on the room_settings channel by the schema's triggers; a follower that sees a number above its own
// reads them all again (one rules row, one shift row, the snoozes still running: a small read).
// Single statements, no BEGIN/COMMIT, as for the alarm queue. A snooze's start, end and early end are
// the database's clock, taken in the statement (room-clock.ts): the same true time at every
// workstation, whatever its own clock says, and the time events' dates are judged against.
import type pg from 'pg';
import { ROOM_NOW_MS } from '../room-clock.js';

export const SETTINGS_CHANNEL = 'room_settings';

/** Who saved a room setting, and when (the database's clock). */
export interface RoomSaved {
  by: string | null;
  workstation: string;
  atMs: number;
}

export interface RoomSettingsRead {
  /** The number of the last change to any of them. */
  changeNo: number;
  /** null: the room has no rules yet (no workstation seeded them). */
  rules: (RoomSaved & { text: string; signature: string | null }) | null;
  /** The room's signing key (Ed25519, SPKI DER in base64), null while its supervisor password has none. */
  signingKey: string | null;
  shiftChanges: (RoomSaved & { times: string[] }) | null;
  /** The snoozes not ended and not run out when read, ending soonest first. */
  snoozes: RoomSnooze[];
  /** The database's clock when it read them. */
  nowMs: number;
}

interface SnoozedDoor {
  customerGuid: string;
  doorGuid: string;
  doorName: string | null;
  reason: string;
  operator: string | null;
}

/** A door snooze of the room: its times are the database's clock. */
export interface RoomSnooze extends SnoozedDoor {
  snoozeId: number;
  fromMs: number;
  untilMs: number;
}

/** A snooze asked for: from the database's now, for `forMs`. */
export interface RoomSnoozeRequest extends SnoozedDoor {
  forMs: number;
}

interface SavedRow {
  saved_by: string | null;
  saved_workstation: string;
  saved_at: Date;
}

export class RoomSettings {
  constructor(private readonly client: pg.ClientBase) {}

  async read(): Promise<RoomSettingsRead> {
    // One statement, so the three are as of one moment.
    const result = await this.client.query<{
      now_ms: string;
      change_no: string;
      rules: (SavedRow & { text: string; signature: string | null }) | null;
      signing_key: string | null;
      shifts: (SavedRow & { times: string[] }) | null;
      snoozes: Array<Record<string, string | number | null>> | null;
    }>(
      `SELECT ${ROOM_NOW_MS} AS now_ms,
              (SELECT last_change FROM room_setting_changes WHERE id = 1) AS change_no,
              (SELECT row_to_json(r) FROM room_rules r WHERE id = 1) AS rules,
              (SELECT public_key FROM room_supervisor_password) AS signing_key,
              (SELECT row_to_json(s) FROM room_shift_changes s WHERE id = 1) AS shifts,
              (SELECT json_agg(z ORDER BY z.until_ms) FROM room_snoozes z
                WHERE ended_at_ms IS NULL AND until_ms > ${ROOM_NOW_MS}) AS snoozes`,
    );
    const row = result.rows[0]!;
    return {
      nowMs: Number(row.now_ms),
      changeNo: Number(row.change_no),
      rules: row.rules && { ...saved(row.rules), text: row.rules.text, signature: row.rules.signature ?? null },
      signingKey: row.signing_key,
      shiftChanges: row.shifts && { ...saved(row.shifts), times: row.shifts.times },
      snoozes: (row.snoozes ?? []).map((z) => ({
        snoozeId: Number(z.snooze_id),
        customerGuid: String(z.customer_guid),
        doorGuid: String(z.door_guid),
        doorName: z.door_name === null ? null : String(z.door_name),
        fromMs: Number(z.from_ms),
        untilMs: Number(z.until_ms),
        reason: String(z.reason),
        operator: z.operator === null ? null : String(z.operator),
      })),
    };
  }

  /**
   * The first workstation to come gives the room its rules and shift times; a room that has them keeps
   * its own. True for each that this call seeded.
   */
  async seed(
    rulesText: string,
    shiftChanges: readonly string[],
    workstation: string,
  ): Promise<{ rules: boolean; shiftChanges: boolean }> {
    const rules = await this.client.query(
      `INSERT INTO room_rules (id, text, saved_workstation) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [rulesText, workstation],
    );
    const shifts = await this.client.query(
      `INSERT INTO room_shift_changes (id, times, saved_workstation) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [shiftChanges, workstation],
    );
    return { rules: rules.rowCount === 1, shiftChanges: shifts.rowCount === 1 };
  }

  /**
   * Saves the rules with their signature by the room's key; `proof` is the room's supervisor password's
   * (room-supervisor.ts); both null while the room has none. The room's database checks it (room migration 11): a workstation's role may not write the
   * rules itself.
   */
  async saveRules(
    text: string,
    signature: string | null,
    by: string | null,
    workstation: string,
    proof: string | null,
  ): Promise<void> {
    await this.client.query('SELECT room_save_rules($1, $2, $3, $4, $5)', [proof, text, signature, by, workstation]);
  }

  /** As saveRules, for the shift times. */
  async saveShiftChanges(
    times: readonly string[],
    by: string | null,
    workstation: string,
    proof: string | null,
  ): Promise<void> {
    await this.client.query('SELECT room_save_shift_changes($1, $2, $3, $4)', [proof, times, by, workstation]);
  }

  async addSnooze(snooze: RoomSnoozeRequest, workstation: string): Promise<void> {
    await this.client.query(
      `INSERT INTO room_snoozes (customer_guid, door_guid, door_name, from_ms, until_ms, reason, operator, workstation)
       VALUES ($1, $2, $3, ${ROOM_NOW_MS}, ${ROOM_NOW_MS} + $4::bigint, $5, $6, $7)`,
      [
        snooze.customerGuid,
        snooze.doorGuid,
        snooze.doorName,
        snooze.forMs,
        snooze.reason,
        snooze.operator,
        workstation,
      ],
    );
  }

  /** Ends a snooze early, now on the database's clock; false when it had already ended or run out (or is unknown). */
  async endSnooze(snoozeId: number, by: string | null): Promise<boolean> {
    const ended = await this.client.query(
      `UPDATE room_snoozes SET ended_at_ms = ${ROOM_NOW_MS}, ended_by = $2
        WHERE snooze_id = $1 AND ended_at_ms IS NULL AND until_ms > ${ROOM_NOW_MS}`,
      [snoozeId, by],
    );
    return ended.rowCount === 1;
  }
}

function saved(row: SavedRow): RoomSaved {
  // row_to_json gives the timestamp as text.
  return { by: row.saved_by, workstation: row.saved_workstation, atMs: Date.parse(String(row.saved_at)) };
}
