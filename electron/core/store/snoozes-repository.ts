// Door snoozes: a door's alarms held back until a set time, with the reason and who asked.
import type { SqliteDatabase } from './database.js';

export interface DoorSnooze {
  snoozeId: number;
  customerGuid: string;
  doorGuid: string;
  doorName: string | null;
  fromMs: number;
  untilMs: number;
  reason: string;
  operator: string | null;
}

export class SnoozesRepository {
  constructor(private readonly db: SqliteDatabase) {}

  add(snooze: Omit<DoorSnooze, 'snoozeId'>): number {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO door_snoozes (customerGuid, doorGuid, doorName, fromMs, untilMs, reason, operator)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        snooze.customerGuid,
        snooze.doorGuid,
        snooze.doorName,
        snooze.fromMs,
        snooze.untilMs,
        snooze.reason,
        snooze.operator,
      );
    return Number(lastInsertRowid);
  }

  /** Ends a snooze early; true when it was still running. */
  end(snoozeId: number, atMs: number, operator: string | null): boolean {
    return (
      this.db
        .prepare(
          'UPDATE door_snoozes SET endedAtMs = ?, endedBy = ? WHERE snoozeId = ? AND endedAtMs IS NULL AND untilMs > ?',
        )
        .run(atMs, operator, snoozeId, atMs).changes === 1
    );
  }

  /** The snoozes running at `atMs`, ending soonest first. */
  active(atMs: number): DoorSnooze[] {
    return this.db
      .prepare(
        `SELECT snoozeId, customerGuid, doorGuid, doorName, fromMs, untilMs, reason, operator FROM door_snoozes
          WHERE endedAtMs IS NULL AND fromMs <= ? AND untilMs > ? ORDER BY untilMs`,
      )
      .all(atMs, atMs) as DoorSnooze[];
  }
}
