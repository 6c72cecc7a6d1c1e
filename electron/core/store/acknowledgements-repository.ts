// Alert acknowledgements: which denied-access events a guard has acknowledged, when, with what note.
import type { SqliteDatabase } from './database.js';

export interface Acknowledgement {
  eventId: number;
  acknowledgedAtMs: number;
  note: string | null;
}

export class AcknowledgementsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  acknowledge(eventIds: readonly number[], acknowledgedAtMs: number, note: string | null): void {
    const upsert = this.db.prepare(
      `INSERT INTO alert_acknowledgements ("eventId", acknowledgedAtMs, note) VALUES (?, ?, ?)
       ON CONFLICT ("eventId") DO UPDATE SET acknowledgedAtMs = excluded.acknowledgedAtMs, note = excluded.note`,
    );
    this.db.transaction(() => {
      for (const eventId of eventIds) upsert.run(eventId, acknowledgedAtMs, note);
    })();
  }

  forEvents(eventIds: readonly number[]): Map<number, Acknowledgement> {
    const found = new Map<number, Acknowledgement>();
    const select = this.db.prepare(
      'SELECT "eventId", acknowledgedAtMs, note FROM alert_acknowledgements WHERE "eventId" = ?',
    );
    for (const eventId of eventIds) {
      const row = select.get(eventId) as Acknowledgement | undefined;
      if (row) found.set(eventId, row);
    }
    return found;
  }
}
