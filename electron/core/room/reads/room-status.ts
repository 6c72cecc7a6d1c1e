// What the Health screen and `db status` say about the room: the schema, who polls and how fresh its
// heartbeat is, and how long the database takes to answer from this workstation.
import type pg from 'pg';
import { readPoller, type PollerSeen } from '../poller/poller-seen.js';
import { openRoomConnection } from '../database/room-connection.js';
import { currentVersion, ROOM_MIGRATIONS } from '../database/room-migrations.js';

export interface RoomStatus {
  /** 0: the schema was never made (acs-monitor db migrate makes it). */
  schemaVersion: number;
  /** The newest schema this acs-monitor knows. */
  latestVersion: number;
  poller: PollerSeen | null;
  /** The fastest of a few round trips, in ms: what every read of the room costs at least. */
  latencyMs: number;
  /** The workstations connected to the room now (following its feed, or contending to poll), by name. */
  workstations: string[];
}

/** The connections a workstation keeps open on the room (core/room/poller/room-poller.ts), named in pg_stat_activity. */
const WORKSTATION_CONNECTION = /^acs-monitor (?:feed|lease): (.+)$/;

const LATENCY_ROUND_TRIPS = 3;
/** A workstation claims its name every 5 s while it runs: one unseen this long has stopped. */
const SEEN_WITHIN_MS = 30_000;

export async function readRoomStatus(url: string, applicationName: string): Promise<RoomStatus> {
  const client = await openRoomConnection(url, { applicationName, connectTimeoutMs: 5_000 });
  try {
    const latencyMs = await roundTripMs(client);
    const schemaVersion = await schemaVersionOrZero(client);
    return {
      schemaVersion,
      latestVersion: ROOM_MIGRATIONS.at(-1)?.version ?? 0,
      poller: schemaVersion === 0 ? null : await readPoller(client),
      latencyMs,
      workstations: await connectedWorkstations(client, schemaVersion),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * By their connections where this role may see them (another role's sessions are hidden from it without
 * pg_read_all_stats), and by the names the workstations claim every few seconds (room migration 9), which
 * every role reads: a room whose workstations run under their own role still lists them.
 */
async function connectedWorkstations(client: pg.Client, schemaVersion: number): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    "SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'acs-monitor %'",
  );
  const names = rows.rows.map((row) => WORKSTATION_CONNECTION.exec(row.name)?.[1]).filter((name) => name !== undefined);
  if (schemaVersion >= 9) {
    const seen = await client.query<{ name: string }>(
      `SELECT name FROM room_workstations WHERE last_seen_at > now() - make_interval(secs => $1::float8 / 1000)`,
      [SEEN_WITHIN_MS],
    );
    names.push(...seen.rows.map((row) => row.name));
  }
  return [...new Set(names)].sort();
}

async function roundTripMs(client: pg.Client): Promise<number> {
  let fastest = Infinity;
  for (let trip = 0; trip < LATENCY_ROUND_TRIPS; trip += 1) {
    const started = performance.now();
    await client.query('SELECT 1');
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

export async function schemaVersionOrZero(client: pg.Client): Promise<number> {
  const exists = await client.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  return exists.rows[0]?.present ? currentVersion(client) : 0;
}
