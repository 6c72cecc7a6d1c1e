// A control room's rises made at this workstation that the room has not been told of yet (see
// core/room/alarms/room-alarms.ts): one row an alarm, the priority it rose from and the rise.
import type { AlarmRow } from './alarms-repository.js';
import type { SqliteDatabase } from './database.js';

export interface WaitingRise {
  from: AlarmRow['priority'];
  priority: AlarmRow['priority'];
  /** What the alarm's history says of the rise, e.g. "raised to HIGH: unacknowledged for 5 min". */
  note: string;
}

export class RoomRisesRepository {
  constructor(private readonly db: SqliteDatabase) {}

  get(alarmId: number): WaitingRise | undefined {
    return this.db
      .prepare('SELECT fromPriority AS "from", priority, note FROM room_rises_waiting WHERE alarmId = ?')
      .get(alarmId) as WaitingRise | undefined;
  }

  /** The alarms with a rise waiting. */
  alarmIds(): number[] {
    return this.db.prepare('SELECT alarmId FROM room_rises_waiting ORDER BY alarmId').pluck().all() as number[];
  }

  /** Keeps an alarm's rise; a later one keeps the first one's starting priority (the room has heard of neither). */
  keep(alarmId: number, rise: WaitingRise): void {
    this.db
      .prepare(
        `INSERT INTO room_rises_waiting (alarmId, fromPriority, priority, note) VALUES (?, ?, ?, ?)
         ON CONFLICT (alarmId) DO UPDATE SET priority = excluded.priority, note = excluded.note`,
      )
      .run(alarmId, rise.from, rise.priority, rise.note);
  }

  forget(alarmId: number): void {
    this.db.prepare('DELETE FROM room_rises_waiting WHERE alarmId = ?').run(alarmId);
  }
}
