// The control room's one clock is its database's. Every time the workstations share (a snooze's start
// and end, where a customer's alarms begin, the retention's cutoff) is taken from it in the statement
// that writes or judges it, so a workstation's clock set wrong moves none of them; a workstation's own
// clock only times its own waiting. What a workstation judges between reads (which snoozes run now) it
// judges on the offset to the database's clock measured at its last read.
import type pg from 'pg';
import { bounded, drop } from './bounded.js';
import { openRoomConnection } from './database/room-connection.js';

/** The database's clock in ms, in a statement (the transaction's start: one moment for the whole statement). */
export const ROOM_NOW_MS = '(extract(epoch FROM now()) * 1000)::bigint';

/** The database's clock as this workstation last measured it against its own. */
export class RoomClock {
  private offsetMs: number | null = null;

  /** A read sent at `sentAtMs` and answered at `answeredAtMs` (this workstation's clock) said the room's was `roomMs`. */
  observe(roomMs: number, sentAtMs: number, answeredAtMs: number): void {
    this.offsetMs = roomMs - (sentAtMs + answeredAtMs) / 2;
  }

  /** The room's clock at `localMs` on this workstation's; null before the first read. */
  roomAt(localMs: number): number | null {
    return this.offsetMs === null ? null : localMs + this.offsetMs;
  }

  /** A moment on the room's clock, on this workstation's (what its screens read against their own clock). */
  localAt(roomMs: number): number {
    return roomMs - (this.offsetMs ?? 0);
  }
}

/** How long reading the room's clock may take (a cut network never answers). */
const READ_LIMIT_MS = 10_000;

/** The database's clock now, read on a short connection of its own (for what is decided seldom, as the retention). */
export async function readRoomNow(url: string, applicationName: string): Promise<number> {
  const connecting = openRoomConnection(url, { applicationName });
  let client: pg.Client;
  try {
    client = await bounded(connecting, READ_LIMIT_MS);
  } catch (error) {
    void connecting.then(drop, () => undefined); // a connection that comes too late is closed
    throw error;
  }
  try {
    const read = await bounded(client.query<{ now_ms: string }>(`SELECT ${ROOM_NOW_MS} AS now_ms`), READ_LIMIT_MS);
    return Number(read.rows[0]!.now_ms);
  } finally {
    drop(client);
  }
}
