// What the shift report reads of a control room's PostgreSQL: the room's alarms (room migration 3)
// of some customers, each with its log and the event that raised it (room migration 2), and the
// events stored per hour. Read in one snapshot, so the alarms, their log and the counts agree.
import type pg from 'pg';
import type { AccessEvent } from '../../api/types.js';
import { migrateRoom } from '../database/room-migrations.js';
import { openRoomConnection } from '../database/room-connection.js';
import {
  fromAlarmRow,
  fromLogRow,
  type RoomAlarm,
  type RoomAlarmLogEntry,
  type RoomAlarmLogRow,
  type RoomAlarmRow,
} from '../alarms/room-alarm.js';
import { EVENT_COLUMN_LIST, fromEventValues, type EventValues } from '../../storage/event-storage.js';
import { NUMBERS } from '../../storage/postgres-event-storage.js';

const HOUR = 3_600_000;

/** A room alarm with its log (oldest first), the event that raised it (null where the room lacks it) and when that happened. */
export interface ReportedRoomAlarm {
  alarm: RoomAlarm;
  log: RoomAlarmLogEntry[];
  event: AccessEvent | null;
  firstAtMs: number;
}

export interface RoomReportRange {
  /** The customers whose alarms and events are read (as the service spells their GUIDs; compared without case). */
  customerGuids: readonly string[];
  fromMs: number;
  toMs: number;
  /** The handover moment: alarms from before the range are read when they were not closed then. */
  handoverMs: number;
}

/** When an alarm's event happened; the room's moment of raising it where the room does not hold the event. */
const FIRST_AT = `coalesce(e.event_date_ms, (extract(epoch FROM a.raised_at) * 1000)::bigint)`;
/**
 * An alarm is raised once its event was seen, so after the event happened: on the database's clock against
 * the service's, both true time (seconds apart). Alarms raised earlier than a day before the range cannot
 * have their event in it, and the index on raised_at finds the rest without reading every alarm.
 */
const RAISED_BEFORE_EVENT_AT_MOST_MS = 86_400_000;

export class RoomReportReads {
  private constructor(private readonly client: pg.Client) {}

  /** Connects to the room's database (bringing its schema up to date, as every workstation does). */
  static async open(url: string): Promise<RoomReportReads> {
    const client = await openRoomConnection(url, { applicationName: 'acs-monitor shift report' });
    try {
      await migrateRoom(client);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return new RoomReportReads(client);
  }

  /**
   * In one read-only snapshot: the alarms whose event lies in the range, those from before it not
   * closed at handover (`earlier`), and the events stored per hour of the range (every hour, 0 too).
   */
  async read(range: RoomReportRange): Promise<{
    alarms: ReportedRoomAlarm[];
    earlier: ReportedRoomAlarm[];
    hours: Array<{ hourStartMs: number; events: number }>;
  }> {
    const guids = range.customerGuids.map((guid) => guid.toLowerCase());
    await this.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const alarms = await this.alarms(
        `${FIRST_AT} BETWEEN $2 AND $3 AND a.raised_at >= to_timestamp(($2 - ${RAISED_BEFORE_EVENT_AT_MOST_MS}) / 1000.0)`,
        [guids, range.fromMs, range.toMs],
      );
      // Not closed at handover: open now, or closed after it (each found by its index).
      const earlier = await this.alarms(
        `${FIRST_AT} < $2 AND a.raised_at <= to_timestamp($3 / 1000.0)
         AND a.alarm_id IN (SELECT alarm_id FROM room_alarms WHERE state <> 'closed'
                            UNION SELECT alarm_id FROM room_alarm_log WHERE action = 'closed' AND at > to_timestamp($3 / 1000.0))`,
        [guids, range.fromMs, range.handoverMs],
      );
      // Both spellings: the index on the events' customer serves only an exact match.
      const spellings = [...new Set([...range.customerGuids, ...guids])];
      const hours = await this.eventsPerHour(spellings, range.fromMs, range.toMs);
      return { alarms, earlier, hours };
    } finally {
      await this.client.query('COMMIT');
    }
  }

  close(): Promise<void> {
    return this.client.end();
  }

  /** The alarms of the customers ($1, lower case) that `where` picks, with their logs and events. */
  private async alarms(where: string, params: unknown[]): Promise<ReportedRoomAlarm[]> {
    const found = await this.client.query<RoomAlarmRow & { reported_first_at_ms: string }>({
      text: `SELECT a.*, ${FIRST_AT} AS reported_first_at_ms FROM room_alarms a
               LEFT JOIN events e ON e."eventId" = a.event_id
              WHERE lower(a.customer_guid) = ANY($1::text[]) AND ${where}
              ORDER BY reported_first_at_ms, a.alarm_id`,
      values: params,
    });
    if (found.rows.length === 0) return [];
    const alarmIds = found.rows.map((row) => row.alarm_id);
    const logs = await this.client.query<RoomAlarmLogRow>(
      'SELECT * FROM room_alarm_log WHERE alarm_id = ANY($1::bigint[]) ORDER BY entry_id',
      [alarmIds],
    );
    const events = await this.client.query<EventValues>({
      text: `SELECT ${EVENT_COLUMN_LIST} FROM events WHERE "eventId" = ANY($1::bigint[])`,
      values: [found.rows.map((row) => row.event_id)],
      rowMode: 'array',
      types: NUMBERS,
    });
    const eventById = new Map(events.rows.map(fromEventValues).map((event) => [event.eventId, event]));
    const logOf = new Map<number, RoomAlarmLogEntry[]>();
    for (const entry of logs.rows.map(fromLogRow)) {
      logOf.set(entry.alarmId, [...(logOf.get(entry.alarmId) ?? []), entry]);
    }
    return found.rows.map((row) => {
      const alarm = fromAlarmRow(row);
      return {
        alarm,
        log: logOf.get(alarm.alarmId) ?? [],
        event: eventById.get(alarm.eventId) ?? null,
        firstAtMs: Number(row.reported_first_at_ms),
      };
    });
  }

  /** The room's events of the customers per hour of the range, by when they happened (as the cache counts them). */
  private async eventsPerHour(
    spellings: readonly string[],
    fromMs: number,
    toMs: number,
  ): Promise<Array<{ hourStartMs: number; events: number }>> {
    const counts = new Map<number, number>();
    for (let hour = Math.floor(fromMs / HOUR) * HOUR; hour <= toMs; hour += HOUR) counts.set(hour, 0);
    const rows = await this.client.query<{ hour_start_ms: string; events: string }>(
      `SELECT (event_date_ms / ${HOUR}) * ${HOUR} AS hour_start_ms, count(*) AS events FROM events
        WHERE event_date_ms BETWEEN $2 AND $3 AND source_customer_guid = ANY($1::text[])
        GROUP BY 1`,
      [spellings, fromMs, toMs],
    );
    for (const row of rows.rows) counts.set(Number(row.hour_start_ms), Number(row.events));
    return [...counts].map(([hourStartMs, events]) => ({ hourStartMs, events }));
  }
}
