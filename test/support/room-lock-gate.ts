// Holds back writers to the room: the gate holds a lock in an open transaction until it opens. The
// alarm gate holds the alarm queue's change counter's row lock, so every write to room_alarms blocks (on
// that row, or on the alarm row a blocked writer holds): once the server shows all of them waiting, they
// truly overlap.
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';

export interface LockGate {
  /** Resolves once `count` other backends of this database wait on a lock. */
  waitForWaiters(count: number): Promise<void>;
  open(): Promise<void>;
}

export function closeAlarmGate(client: pg.Client): Promise<LockGate> {
  return closeLockGate(client, 'SELECT last_change FROM room_alarm_changes WHERE id = 1 FOR UPDATE');
}

/** Takes a lock (`lock`, a statement) in a transaction left open until the gate opens. */
export async function closeLockGate(client: pg.Client, lock: string): Promise<LockGate> {
  await client.query('BEGIN');
  await client.query(lock);
  return {
    async waitForWaiters(count) {
      for (;;) {
        // The server keeps what pg_stat_activity showed for the rest of a transaction: look afresh each time.
        await client.query('SELECT pg_stat_clear_snapshot()');
        const waiting = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        if ((waiting.rows[0]?.n ?? 0) >= count) return;
        // The server has no event for "a backend started waiting": look again shortly.
        await delay(10);
      }
    },
    async open() {
      await client.query('COMMIT');
    },
  };
}
