// Whether, and how, a connection to the control room's database is encrypted (issue 32, High 3). The
// room carries card numbers, rules and alarm flags, so beyond this machine it is TLS with the server's
// certificate and host name checked (verify-full), against a private CA where one is given (sslrootcert
// in the address, --room-ca or ACS_ROOM_CA). Plaintext, or TLS that does not check the server, is used
// there only when the address asks for it (sslmode) AND the operator accepts the risk explicitly
// (--allow-insecure-room or ACS_ALLOW_INSECURE_ROOM=1). On this machine (loopback, a Unix socket)
// plaintext stays the default. Pure: no file is read and nothing is connected here.
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';

export const INSECURE_ROOM_FLAG = '--allow-insecure-room';
export const INSECURE_ROOM_ENV = 'ACS_ALLOW_INSECURE_ROOM';
export const ROOM_CA_FLAG = '--room-ca';
export const ROOM_CA_ENV = 'ACS_ROOM_CA';
/**
 * How the operator's acceptance travels with the address to every connection (workers included). Ours
 * only: an address given by a person may not carry it (checkDatabaseUrl refuses it), and it is removed
 * before the address reaches the driver.
 */
export const INSECURE_ROOM_PARAM = 'acs_insecure_room';

/** The address's TLS parameters, all taken out before the driver sees the address (it would apply its own rules). */
const TLS_PARAMS = new Set([
  'ssl',
  'sslmode',
  'sslrootcert',
  'sslcert',
  'sslkey',
  'sslpassword',
  'sslcrl',
  'sslnegotiation',
  'uselibpqcompat',
  INSECURE_ROOM_PARAM,
]);

/** What the operator said beyond the address: a root certificate for a private CA, and the risk accepted. */
export interface RoomTlsSettings {
  caFile?: string;
  insecureAccepted?: boolean;
}

export type RoomTlsMode = 'disable' | 'require' | 'verify-ca' | 'verify-full';

export type RoomTlsPlan =
  | { tls: false; host: string; loopback: boolean }
  | {
      tls: true;
      host: string;
      loopback: boolean;
      mode: Exclude<RoomTlsMode, 'disable'>;
      /** PEM file of the root certificate(s) to trust; none: the system's. */
      rootCertFile?: string;
      certFile?: string;
      keyFile?: string;
    };

export class RoomTlsRefusal extends Error {
  override name = 'RoomTlsRefusal';
}

const THE_RISK = 'anyone on the network between could read card numbers and change rules or alarm flags';

/** The room's settings from the flags (CLI, app) and the environment. */
export function roomTlsSettings(
  flags: { roomCa?: string; allowInsecureRoom?: boolean },
  env: { ACS_ROOM_CA?: string; ACS_ALLOW_INSECURE_ROOM?: string },
): RoomTlsSettings {
  const caFile = flags.roomCa ?? (env.ACS_ROOM_CA?.trim() || undefined);
  return {
    ...(caFile !== undefined && { caFile: isAbsolute(caFile) ? caFile : resolve(caFile) }),
    insecureAccepted: flags.allowInsecureRoom === true || env.ACS_ALLOW_INSECURE_ROOM === '1',
  };
}

/** The address with the operator's settings folded in: the CA where the address names none, the acceptance. */
export function withRoomTlsSettings(address: string, settings: RoomTlsSettings): string {
  if (settings.caFile === undefined && settings.insecureAccepted !== true) return address;
  const url = new URL(address);
  if (settings.caFile !== undefined && !url.searchParams.has('sslrootcert')) {
    url.searchParams.set('sslrootcert', settings.caFile);
  }
  if (settings.insecureAccepted === true) url.searchParams.set(INSECURE_ROOM_PARAM, '1');
  return url.toString();
}

/** The address the driver is given: no TLS parameters (the plan's `ssl` option says it all). */
export function addressWithoutTls(address: string): string {
  const url = new URL(address);
  for (const key of [...url.searchParams.keys()]) {
    if (TLS_PARAMS.has(key.toLowerCase())) url.searchParams.delete(key);
  }
  return url.toString();
}

/** The host a connection goes to, as the driver picks it: a `host` parameter before the URL's host name. */
export function roomHost(address: string): string {
  const url = new URL(address);
  const hostParam = url.searchParams.get('host');
  if (hostParam) return hostParam;
  return decodeURIComponent(url.hostname.replace(/^\[(.+)\]$/, '$1'));
}

/** This machine: 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z), localhost, or a Unix socket's folder. */
export function isLoopbackRoomHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.+)\]$/, '$1');
  if (name.startsWith('/')) return true;
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^(0{0,4}:){1,5}:?ffff:127\./.test(name) || name === '0:0:0:0:0:0:0:1';
  return false;
}

/** What the operator asked for, parsed from the address and the settings folded into it. */
export interface RoomTlsRequest {
  host: string;
  /** The address's sslmode, as written (undefined: none). */
  sslmode: string | undefined;
  rootCertFile?: string;
  certFile?: string;
  keyFile?: string;
  insecureAccepted: boolean;
}

/**
 * The rule. On this machine: plaintext unless the address asks for TLS (sslmode=require, verify-ca,
 * verify-full: as asked; never over a Unix socket). Elsewhere: verify-full when sslmode is absent, prefer, allow or verify-full;
 * a weaker mode (disable, require, verify-ca, no-verify) only with the risk accepted, and refused otherwise.
 */
export function decideRoomTls(request: RoomTlsRequest): RoomTlsPlan {
  const { host, insecureAccepted } = request;
  const loopback = isLoopbackRoomHost(host);
  const asked = request.sslmode?.trim().toLowerCase();
  const files = {
    ...(request.rootCertFile !== undefined && { rootCertFile: request.rootCertFile }),
    ...(request.certFile !== undefined && { certFile: request.certFile }),
    ...(request.keyFile !== undefined && { keyFile: request.keyFile }),
  };
  const tls = (mode: Exclude<RoomTlsMode, 'disable'>): RoomTlsPlan => ({ tls: true, host, loopback, mode, ...files });
  // A Unix socket never carries TLS (PostgreSQL offers none there, and libpq does not ask): plaintext, as libpq.
  if (host.trim().startsWith('/')) return { tls: false, host, loopback };
  switch (asked) {
    case undefined:
    case '':
    case 'allow':
    case 'prefer':
      // node-postgres cannot fall back from TLS to plaintext as libpq's prefer does; this machine's own
      // connection stays plaintext, any other is verify-full.
      return loopback ? { tls: false, host, loopback } : tls('verify-full');
    case 'verify-full':
      return tls('verify-full');
    case 'disable':
    case 'require':
    case 'no-verify':
    case 'verify-ca': {
      const mode = asked === 'no-verify' ? 'require' : asked;
      if (!loopback && !insecureAccepted) throw new RoomTlsRefusal(weakerRefused(host, asked));
      return mode === 'disable' ? { tls: false, host, loopback } : tls(mode);
    }
    default:
      throw new RoomTlsRefusal(
        `The database address's sslmode=${request.sslmode ?? ''} is not one of disable, allow, prefer, require, verify-ca, verify-full`,
      );
  }
}

function weakerRefused(host: string, asked: string): string {
  const what =
    asked === 'disable'
      ? 'unencrypted (sslmode=disable)'
      : asked === 'verify-ca'
        ? "encrypted without checking the server's host name (sslmode=verify-ca)"
        : "encrypted without checking the server's certificate (sslmode=" + asked + ')';
  return `Refusing a connection to the control room's database at ${host} that is ${what}: ${THE_RISK}. Use sslmode=verify-full (the default) with the room's CA (${ROOM_CA_FLAG} FILE, ${ROOM_CA_ENV} or sslrootcert=), or accept the risk with ${INSECURE_ROOM_FLAG} (${INSECURE_ROOM_ENV}=1)`;
}

/** The plan for an address (settings already folded in by withRoomTlsSettings). Throws RoomTlsRefusal. */
export function planRoomTls(address: string): RoomTlsPlan {
  const url = new URL(address);
  const param = (key: string): string | undefined => {
    const found = [...url.searchParams.keys()].find((name) => name.toLowerCase() === key);
    const value = found === undefined ? undefined : url.searchParams.get(found);
    return value === null || value === undefined || value === '' ? undefined : value;
  };
  const rootCert = param('sslrootcert');
  const certFile = param('sslcert');
  const keyFile = param('sslkey');
  return decideRoomTls({
    host: roomHost(address),
    sslmode: param('sslmode'),
    // libpq's sslrootcert=system: the system's root certificates, which is what no file means here.
    ...(rootCert !== undefined && rootCert !== 'system' && { rootCertFile: rootCert }),
    ...(certFile !== undefined && { certFile }),
    ...(keyFile !== undefined && { keyFile }),
    insecureAccepted: param(INSECURE_ROOM_PARAM) === '1',
  });
}

/** A refusal's words for a TLS failure of the driver, or undefined when the failure is not about TLS. */
export function tlsFailure(plan: RoomTlsPlan, error: { code?: string; message?: string }): string | undefined {
  const where = plan.host;
  if (/server does not support SSL/i.test(error.message ?? '')) {
    return `The control room's database at ${where} does not offer TLS, which this connection needs (sslmode=${plan.tls ? plan.mode : 'disable'}): turn ssl on in its postgresql.conf`;
  }
  const ca =
    plan.tls && plan.rootCertFile !== undefined
      ? `the root certificate ${plan.rootCertFile}`
      : "the system's root certificates";
  switch (error.code) {
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The control room's database certificate does not name ${where} (host name mismatch): connect by a name the certificate holds, or have its certificate made for ${where}`;
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'CERT_UNTRUSTED':
    case 'CERT_SIGNATURE_FAILURE':
      return `The control room's database at ${where} presented a certificate that is not trusted (not signed by ${ca}; ${error.code}): give the room's CA with ${ROOM_CA_FLAG} FILE, ${ROOM_CA_ENV} or sslrootcert= in the address`;
    case 'CERT_HAS_EXPIRED':
    case 'CERT_NOT_YET_VALID':
      return `The control room's database at ${where} presented a certificate that is not valid now (${error.code})`;
    default:
      return error.code?.startsWith('ERR_SSL') || error.code?.startsWith('ERR_TLS')
        ? `The TLS handshake with the control room's database at ${where} failed (${error.code})`
        : undefined;
  }
}
