// Who polls the service for the room, as the poller_lease row says (the lease in poller-lease.ts).
import type pg from 'pg';

export interface PollerSeen {
  holder: string;
  since: Date;
  /** On the database's clock: how long ago the poller last wrote its heartbeat. */
  heartbeatAgeMs: number;
}

export async function readPoller(client: pg.Client): Promise<PollerSeen | null> {
  const seen = await client.query<{ holder: string | null; since: Date | null; heartbeat_age_ms: number | null }>(
    `SELECT holder, since, (extract(epoch FROM now() - heartbeat_at) * 1000)::float8 AS heartbeat_age_ms
       FROM poller_lease WHERE id = 1`,
  );
  const row = seen.rows[0];
  return row?.holder && row.since && row.heartbeat_age_ms !== null
    ? { holder: row.holder, since: row.since, heartbeatAgeMs: row.heartbeat_age_ms }
    : null;
}
