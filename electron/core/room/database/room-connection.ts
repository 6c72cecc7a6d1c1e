// A connection to the control room's database, set up to notice a dead peer quickly: TCP keepalives
// on our side, and on the server's side keepalives plus tcp_user_timeout, so a workstation whose
// network is cut loses its session (and the poller lease held on it) within seconds, not hours.
import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type pg from 'pg';
import { redactDatabaseUrl } from './database-url.js';
import { loadPg } from './pg-driver.js';
import { addressWithoutTls, planRoomTls, RoomTlsRefusal, tlsFailure, type RoomTlsPlan } from './room-tls.js';

/** What went wrong with the room's database, for the exit status and what a guard is told. */
export type RoomDatabaseProblem =
  | 'unreachable'
  | 'sign-in-refused'
  | 'missing'
  | 'newer-schema'
  /** The schema is older than this version's and this role may not change it: the owner migrates (room-roles.ts). */
  | 'not-owner'
  /** Another workstation of the room goes by this one's name (workstation-names.ts). */
  | 'name-taken'
  /** Refused before connecting: plaintext or an unchecked server beyond this machine, not accepted (room-tls.ts). */
  | 'insecure'
  /** The TLS the connection needs failed: a certificate not trusted, a host name mismatch, a server without TLS. */
  | 'tls';

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

/**
 * What the driver is given for the room at `url`: the address without its TLS parameters, and the `ssl`
 * option of the plan (room-tls.ts), so the driver's own reading of sslmode (and PGSSLMODE) never applies.
 * Throws RoomDatabaseError 'insecure' when the plan is refused, 'tls' when a certificate file cannot be read.
 */
export function roomDriverConfig(url: string): {
  plan: RoomTlsPlan;
  connectionString: string;
  ssl: false | ConnectionOptions;
} {
  let plan: RoomTlsPlan;
  try {
    plan = planRoomTls(url);
  } catch (error) {
    if (error instanceof RoomTlsRefusal) throw new RoomDatabaseError('insecure', error.message);
    throw error;
  }
  return { plan, connectionString: addressWithoutTls(url), ssl: sslOption(plan) };
}

function sslOption(plan: RoomTlsPlan): false | ConnectionOptions {
  if (!plan.tls) return false;
  const read = (what: string, file: string): string => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new RoomDatabaseError(
        'tls',
        `Could not read the control room's ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
    }
  };
  return {
    // require: encrypted, the server unchecked; verify-ca: its certificate checked, not its name; verify-full: both.
    rejectUnauthorized: plan.mode !== 'require',
    ...(plan.mode !== 'verify-full' && { checkServerIdentity: () => undefined }),
    ...(plan.rootCertFile !== undefined && { ca: read('root certificate', plan.rootCertFile) }),
    ...(plan.certFile !== undefined && { cert: read('client certificate', plan.certFile) }),
    ...(plan.keyFile !== undefined && { key: read('client key', plan.keyFile) }),
  };
}

export async function openRoomConnection(url: string, options: RoomConnectionOptions = {}): Promise<pg.Client> {
  const { plan, connectionString, ssl } = roomDriverConfig(url);
  const { Client } = await loadPg();
  const client = new Client({
    connectionString,
    ssl,
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
    throw connectFailure(url, error, plan);
  }
  return client;
}

/** One sentence for a failed connection, naming the address without its password. */
export function connectFailure(url: string, error: unknown, plan?: RoomTlsPlan): RoomDatabaseError {
  const where = redactDatabaseUrl(url);
  const { code, message } = error as { code?: string; message?: string };
  const tls = plan && tlsFailure(plan, { code, message });
  if (tls !== undefined) return new RoomDatabaseError('tls', tls);
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
