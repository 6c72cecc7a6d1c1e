// An alarm's pictures in the control room's database (room migration 12): written by the workstation that
// raised the alarm, read by every workstation whose guard opens it. On a connection of its own, opened when
// a picture is written or read and closed after a short idle spell, so a workstation holds no extra
// connection to the room while nobody looks at pictures. Ids are the room's alarm ids.
import type pg from 'pg';
import { bounded, drop } from '../bounded.js';
import { openRoomConnection } from '../database/room-connection.js';

/** A query on pictures may take this long (a picture is up to 4 MB). */
const QUERY_LIMIT_MS = 10_000;
/** The connection closes after this long without a query. */
const IDLE_MS = 15_000;

export interface RoomPicture {
  pictureId: number;
  cameraGuid: string;
  cameraName: string;
  takenAtMs: number;
  jpeg: Buffer;
}

export interface RoomCameraProblem {
  cameraGuid: string;
  cameraName: string;
  kind: string;
  detail: string;
  triedAtMs: number;
}

export class RoomPictures {
  private client: Promise<pg.Client> | null = null;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly workstation: string,
  ) {}

  async add(alarmId: number, picture: Omit<RoomPicture, 'pictureId'>): Promise<void> {
    await this.query(
      `INSERT INTO room_alarm_pictures (alarm_id, camera_guid, camera_name, taken_at_ms, jpeg, workstation)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [alarmId, picture.cameraGuid, picture.cameraName, picture.takenAtMs, picture.jpeg, this.workstation],
    );
    await this.query('DELETE FROM room_alarm_camera_problems WHERE alarm_id = $1 AND camera_guid = $2', [
      alarmId,
      picture.cameraGuid,
    ]);
  }

  async setProblem(alarmId: number, problem: RoomCameraProblem): Promise<void> {
    await this.query(
      `INSERT INTO room_alarm_camera_problems (alarm_id, camera_guid, camera_name, kind, detail, tried_at_ms)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (alarm_id, camera_guid) DO UPDATE SET
         camera_name = excluded.camera_name, kind = excluded.kind, detail = excluded.detail, tried_at_ms = excluded.tried_at_ms`,
      [alarmId, problem.cameraGuid, problem.cameraName, problem.kind, problem.detail, problem.triedAtMs],
    );
  }

  /** By camera then time; the first `perCamera` of each camera when given. */
  async pictures(alarmId: number, perCamera?: number): Promise<RoomPicture[]> {
    const rows = await this.query<{
      picture_id: string;
      camera_guid: string;
      camera_name: string;
      taken_at_ms: string;
      jpeg: Buffer;
    }>(
      `SELECT picture_id, camera_guid, camera_name, taken_at_ms, jpeg FROM (
         SELECT *, row_number() OVER (PARTITION BY camera_guid ORDER BY taken_at_ms, picture_id) AS nth
           FROM room_alarm_pictures WHERE alarm_id = $1) numbered
        WHERE $2::int IS NULL OR nth <= $2::int
        ORDER BY camera_guid, taken_at_ms, picture_id`,
      [alarmId, perCamera ?? null],
    );
    return rows.map((row) => ({
      pictureId: Number(row.picture_id),
      cameraGuid: row.camera_guid,
      cameraName: row.camera_name,
      takenAtMs: Number(row.taken_at_ms),
      jpeg: row.jpeg,
    }));
  }

  async problems(alarmId: number): Promise<RoomCameraProblem[]> {
    const rows = await this.query<{
      camera_guid: string;
      camera_name: string;
      kind: string;
      detail: string;
      tried_at_ms: string;
    }>('SELECT * FROM room_alarm_camera_problems WHERE alarm_id = $1 ORDER BY camera_name, camera_guid', [alarmId]);
    return rows.map((row) => ({
      cameraGuid: row.camera_guid,
      cameraName: row.camera_name,
      kind: row.kind,
      detail: row.detail,
      triedAtMs: Number(row.tried_at_ms),
    }));
  }

  /** Where the room's alarm was raised: its customer, the door of its first event, how late it came. */
  async place(
    alarmId: number,
  ): Promise<{ customerGuid: string; doorGuid: string | null; lateByMs: number | null } | null> {
    const rows = await this.query<{ customer_guid: string; door_guid: string | null; late_by_ms: string | null }>(
      `SELECT a.customer_guid, e."doorGuid" AS door_guid, a.late_by_ms
         FROM room_alarms a LEFT JOIN events e ON e."eventId" = a.event_id WHERE a.alarm_id = $1`,
      [alarmId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      customerGuid: row.customer_guid,
      doorGuid: row.door_guid,
      lateByMs: row.late_by_ms === null ? null : Number(row.late_by_ms),
    };
  }

  /**
   * Marks the alarm changed, so that every workstation following the room's alarms reads it again and tells
   * its screens, which then read its pictures (the alarm's row is otherwise as it was).
   */
  async announce(alarmId: number): Promise<void> {
    await this.query('UPDATE room_alarms SET change_no = change_no WHERE alarm_id = $1', [alarmId]);
  }

  close(): void {
    clearTimeout(this.idle);
    const opening = this.client;
    this.client = null;
    void opening?.then(drop, () => undefined);
  }

  private async query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<Row[]> {
    clearTimeout(this.idle);
    try {
      const client = await this.connection();
      return (await bounded(client.query<Row>(text, values), QUERY_LIMIT_MS)).rows;
    } catch (error) {
      this.close();
      throw error;
    } finally {
      this.idle = setTimeout(() => this.close(), IDLE_MS).unref();
    }
  }

  private connection(): Promise<pg.Client> {
    if (!this.client) {
      const opening = openRoomConnection(this.url, { applicationName: `acs-monitor pictures: ${this.workstation}` });
      opening.then(
        (client) => client.once('end', () => this.client === opening && (this.client = null)),
        () => this.client === opening && (this.client = null),
      );
      this.client = opening;
    }
    return this.client;
  }
}
