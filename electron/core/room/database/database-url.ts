// The control room's database address (ACS_DATABASE_URL or --database): a postgres:// URL, checked
// before any connection so a typo is one clear sentence, and shown only with its password hidden.
import { INSECURE_ROOM_FLAG, INSECURE_ROOM_PARAM } from './room-tls.js';

export class DatabaseUrlError extends Error {
  override name = 'DatabaseUrlError';
}

/** The room's database from the flag, else the environment; undefined means the embedded cache. */
export function roomDatabaseUrl(flag: string | undefined, env: { ACS_DATABASE_URL?: string }): string | undefined {
  const given = flag ?? env.ACS_DATABASE_URL;
  if (given === undefined || given.trim() === '') return undefined;
  return checkDatabaseUrl(given.trim());
}

export function checkDatabaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not echoed: what did not parse may hold a password anywhere (host=… password=…, libpq's form).
    throw new DatabaseUrlError(
      "The database address is not a URL; it looks like postgres://user@host:5432/database (libpq's host=… form is not read)",
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseUrlError(
      `The database address must start with postgres:// or postgresql://, not ${url.protocol}//`,
    );
  }
  if (url.hostname === '' && !url.searchParams.has('host')) {
    throw new DatabaseUrlError('The database address names no host, as in postgres://user@host:5432/database');
  }
  if ([...url.searchParams.keys()].some((key) => key.toLowerCase() === INSECURE_ROOM_PARAM)) {
    throw new DatabaseUrlError(
      `The database address may not carry ${INSECURE_ROOM_PARAM}: accept an insecure room with ${INSECURE_ROOM_FLAG} for each run`,
    );
  }
  if (url.pathname.replace(/^\//, '') === '') {
    throw new DatabaseUrlError('The database address names no database, as in postgres://user@host:5432/database');
  }
  return text;
}

/**
 * The address as it may be printed: the password, where there is one, replaced by ***; text that is
 * not a URL is never printed, since where its password sits cannot be known.
 */
export function redactDatabaseUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.password !== '') url.password = '***';
    for (const key of [...url.searchParams.keys()]) {
      if (key.toLowerCase() === 'password') url.searchParams.set(key, '***');
    }
    return url.toString();
  } catch {
    return '(an address that is not a URL)';
  }
}

/**
 * The address without its password, and the password apart: the address may be kept in the profile's
 * settings, the password only in the keychain. A password given as a `password` parameter counts too.
 */
export function splitDatabasePassword(text: string): { address: string; password: string | null } {
  const url = new URL(text);
  const inQuery = [...url.searchParams.keys()].find((key) => key.toLowerCase() === 'password');
  const password =
    url.password !== '' ? decodeURIComponent(url.password) : inQuery ? url.searchParams.get(inQuery) : null;
  url.password = '';
  if (inQuery) url.searchParams.delete(inQuery);
  return { address: url.toString(), password: password === '' ? null : password };
}

/** The address a connection is made with: the kept address and, where there is one, its password. */
export function joinDatabasePassword(address: string, password: string | null): string {
  if (password === null) return address;
  const url = new URL(address);
  url.password = encodeURIComponent(password);
  return url.toString();
}
