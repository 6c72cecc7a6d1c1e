// A connection to the control room's database, set up to notice a dead peer quickly: TCP keepalives
// on our side, and on the server's side keepalives plus tcp_user_timeout, so a workstation whose
// network is cut loses its session (and the poller lease held on it) within seconds, not hours.
import pg from 'pg';
import { redactDatabaseUrl } from './database-url.js';

/** What went wrong with the room's database, for the exit status and what a guard is told. */
export type RoomDatabaseProblem =
  | 'unreachable'
  | 'sign-in-refused'
  | 'missing'
  | 'newer-schema'
  /** Another workstation of the room goes by this one's name (workstation-names.ts). */
  | 'name-taken';

export class RoomDatabaseError extends Error {
  override name = 'RoomDatabaseError';
  constructor(
    readonly problem: RoomDatabaseProblem,
    message: string,
  ) {
    super(message);
  }
}

/** What the room's single-statement steps need of a connection: a pooled client or one inside a transaction. */
export type RoomQueryable = Pick<pg.ClientBase, 'query'>;

export interface RoomConnectionOptions {
  /** What the server lists in pg_stat_activity, to tell the room's workstations apart. */
  applicationName?: string;
  /** How long to wait for the server to accept us (default 10 s). */
  connectTimeoutMs?: number;
}

/** The server-side limits on a silent peer: idle 5 s, then 3 probes 2 s apart; unacknowledged data 10 s. */
export const SERVER_SIDE_DEAD_PEER =
  '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3 -c tcp_user_timeout=10000';

export async function openRoomConnection(url: string, options: RoomConnectionOptions = {}): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: options.applicationName ?? 'acs-monitor',
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    options: SERVER_SIDE_DEAD_PEER,
  });
  // A connection that drops later reports through its queries; without a listener the 'error' event
  // would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectFailure(url, error);
  }
  return client;
}

/** One sentence for a failed connection, naming the address without its password. */
export function connectFailure(url: string, error: unknown): RoomDatabaseError {
  const where = redactDatabaseUrl(url);
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case '28P01':
    case '28000':
      return new RoomDatabaseError(
        'sign-in-refused',
        `The control room's database refused the sign-in (${where}): check the user and password`,
      );
    case '3D000':
      return new RoomDatabaseError(
        'missing',
        `The control room's database does not exist on that server (${where}): create it first`,
      );
    case 'ECONNREFUSED':
      return new RoomDatabaseError(
        'unreachable',
        `Nothing answers at the control room's database address (${where}): is PostgreSQL running there?`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new RoomDatabaseError('unreachable', `The control room's database host is not known (${where})`);
    default:
      return new RoomDatabaseError(
        'unreachable',
        /timeout/i.test(message ?? '')
          ? `The control room's database did not answer in time (${where})`
          : `Could not reach the control room's database (${where}): ${message ?? String(error)}`,
      );
  }
}
