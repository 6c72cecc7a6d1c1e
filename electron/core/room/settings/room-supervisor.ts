// The control room's supervisor password (room migrations 7 and 11). In a room the rules, shift times
// and take-overs are the whole room's, so once the room has a password of its own, it is the one asked
// for at every workstation; until then each workstation's own is (as before rooms had one). Each check
// costs a scrypt as at the workstation, and wrong guesses are slowed as there (guess-throttle.ts), per
// room. The scrypt parameters are read from the database, which every workstation can read and its owner
// write: only the ones this monitor writes are accepted, so a row cannot make each check take gigabytes.
// The password opens the room's signing key, with which the rules are signed (room-signing.ts).
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type KeyObject,
  type ScryptOptions,
} from 'node:crypto';
import type { QueryResult, QueryResultRow } from 'pg';
import { ServiceError } from '../../api/errors.js';
import { GuessThrottle } from '../../profile/guess-throttle.js';
import { signerOf } from '../../profile/supervisor-password.js';
import { bounded, drop } from '../bounded.js';
import { openRoomConnection } from '../database/room-connection.js';
import {
  newSigningKey,
  openSigningKey,
  proofOf,
  sealSigningKey,
  signRoomRules,
  verifierOf,
  type RoomSigningKey,
} from './room-signing.js';

const MIN_LENGTH = 8;
const KDF = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const CALL_LIMIT_MS = 10_000;
/** The cheapest cost accepted from the database (the first workstation version's). */
const MIN_N = 2 ** 14;

interface Kdf {
  N: number;
  r: number;
  p: number;
  salt: string;
}

interface Stored {
  kdf: Kdf;
  hash: string;
  public_key: string | null;
  private_key: RoomSigningKey['sealed'] | null;
}

/** What the room's supervisor password, checked, lets this workstation do in the room. */
export interface RoomSupervisorProof {
  /** For the room's database, which asks for it to change the rules, shift times or password. */
  proof: string;
  /** Signs the rules text (room-signing.ts). */
  signRules(text: string): string;
  /** The room's signing key that signs them. */
  keyId: string;
}

function derive(password: string, kdf: Kdf): Promise<Buffer> {
  const options: ScryptOptions = { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password, Buffer.from(kdf.salt, 'base64'), KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * The stored row's problem, when its parameters are not ones this monitor writes (or its hash is cut).
 * A row from the database: anything may be there, whatever its type says.
 */
export function storedProblem(stored: { kdf: unknown; hash: unknown }): string | null {
  const { N, r, p, salt } = (typeof stored.kdf === 'object' && stored.kdf !== null ? stored.kdf : {}) as Record<
    string,
    unknown
  >;
  const powerOfTwo = typeof N === 'number' && Number.isInteger(N) && N >= MIN_N && N <= KDF.N && (N & (N - 1)) === 0;
  const saltBytes = typeof salt === 'string' ? Buffer.from(salt, 'base64').length : 0;
  const hashBytes = typeof stored.hash === 'string' ? Buffer.from(stored.hash, 'base64').length : 0;
  if (powerOfTwo && r === KDF.r && p === KDF.p && saltBytes >= 16 && hashBytes === KEY_BYTES) return null;
  return `The control room's supervisor password is stored with scrypt parameters this monitor does not accept (N=${String(N)}, r=${String(r)}, p=${String(p)}): nothing was checked. Whoever administers the room's database must clear it (DELETE FROM room_supervisor_password) and a supervisor set it again.`;
}

/** The scrypt key `given` derives when it is the stored password; else null. */
async function keyIf(given: string, stored: Stored): Promise<Buffer | null> {
  const problem = storedProblem(stored);
  if (problem) throw new ServiceError('forbidden', problem);
  const key = await derive(given, stored.kdf);
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = Buffer.from(verifierOf(proofOf(key)), 'base64');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? key : null;
}

/** The room's functions refuse a write without the password's proof with this SQLSTATE. */
const REFUSED = '42501';

/** The password's connection as its work sees it: statements, each with a limit of its own. */
interface RoomClient {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

export class RoomSupervisor {
  /** Whether the room had a password when last asked (for the screens: the field is shown then). */
  knownSet = false;
  private readonly guesses: GuessThrottle;

  constructor(
    private readonly url: string,
    private readonly workstation: string,
    now?: () => number,
  ) {
    this.guesses = new GuessThrottle(now);
  }

  /** Whether the room has a password now; rejects when the room does not answer. */
  async isSet(): Promise<boolean> {
    this.knownSet = (await this.withClient((client) => this.stored(client))) !== null;
    return this.knownSet;
  }

  /** As isSet, keeping the last answer when the room does not answer. */
  async refresh(): Promise<boolean> {
    return this.isSet().catch(() => this.knownSet);
  }

  /**
   * Refuses unless `given` is the room's password, and answers what it lets this workstation do: the
   * proof the room's database asks for, and the rules' signature. A room whose password has no signing
   * key yet (set before there was one) gets one now. Answers null, checking nothing, when the room has
   * none: the workstation's own is asked for then.
   */
  confirm(given: string | null | undefined, forWhat: string): Promise<RoomSupervisorProof | null> {
    return this.guesses.oneAtATime(() =>
      this.withClient(async (client) => {
        const stored = await this.stored(client);
        this.knownSet = stored !== null;
        if (!stored) return null;
        if (!given) {
          throw new ServiceError(
            'forbidden',
            `Only a supervisor may ${forWhat}: enter the control room's supervisor password.`,
          );
        }
        const key = await this.check(given, stored);
        const proof = proofOf(key);
        const signer = signerOf(this.signingKeyOf(stored, key) ?? (await this.giveSigningKey(client, stored, key)));
        return { proof, keyId: signer.keyId, signRules: (text) => signRoomRules(signer, text) };
      }),
    );
  }

  /**
   * Sets the room's password: the current one needed once the room has one. The room's database checks
   * the current one's proof again as it replaces it (room migration 11), so a race cannot slip past. The
   * signing key stays the room's (sealed again under the new password); the rules in force are signed.
   */
  change(current: string | null, next: string, operator: string | null): Promise<{ keyId: string }> {
    return this.guesses.oneAtATime(() => this.withClient((client) => this.changeNow(client, current, next, operator)));
  }

  private async changeNow(
    client: RoomClient,
    current: string | null,
    next: string,
    operator: string | null,
  ): Promise<{ keyId: string }> {
    if (next.length < MIN_LENGTH) {
      throw new ServiceError('invalid-input', `The supervisor password must have at least ${MIN_LENGTH} characters.`);
    }
    const stored = await this.stored(client);
    if (stored && !current) {
      throw new ServiceError('forbidden', "Changing the control room's supervisor password needs the current one.");
    }
    const currentKey = stored && current ? await this.check(current, stored) : null;
    const signingKey = (stored && currentKey && this.signingKeyOf(stored, currentKey)) || newSigningKey();
    const kdf: Kdf = { ...KDF, salt: randomBytes(16).toString('base64') };
    const nextKey = await derive(next, kdf);
    const sealed = sealSigningKey(signingKey, nextKey);
    const rules = await this.signedRules(client, signingKey);
    await this.setRow(
      client,
      currentKey && proofOf(currentKey),
      kdf,
      verifierOf(proofOf(nextKey)),
      sealed,
      operator,
      rules,
    );
    this.knownSet = true;
    return { keyId: signerOf(signingKey).keyId };
  }

  /** The rules in force and their signature by the room's key (none while the room has no rules). */
  private async signedRules(
    client: RoomClient,
    signingKey: KeyObject,
  ): Promise<{ text: string | null; signature: string | null }> {
    const rules = await client.query<{ text: string }>('SELECT text FROM room_rules WHERE id = 1');
    const text = rules.rows[0]?.text ?? null;
    return { text, signature: text === null ? null : signRoomRules(signerOf(signingKey), text) };
  }

  /** The room's signing key, opened with the password's key; null while the row has none. */
  private signingKeyOf(stored: Stored, key: Buffer): KeyObject | null {
    if (!stored.public_key || !stored.private_key) return null;
    const opened = openSigningKey({ publicKey: stored.public_key, sealed: stored.private_key }, key);
    if (opened) return opened;
    // The password is right (its verifier matched) but the key it seals is not the one the room names.
    throw new ServiceError(
      'forbidden',
      "The control room's signing key does not open with its supervisor password: the room's database was changed outside the monitor. Nothing was changed.",
    );
  }

  /** A row set before rooms had signing keys gets one, sealed under the same password. */
  private async giveSigningKey(client: RoomClient, stored: Stored, key: Buffer): Promise<KeyObject> {
    const signingKey = newSigningKey();
    const rules = await this.signedRules(client, signingKey);
    await this.setRow(client, proofOf(key), stored.kdf, stored.hash, sealSigningKey(signingKey, key), null, rules);
    return signingKey;
  }

  private async setRow(
    client: RoomClient,
    proof: string | null,
    kdf: Kdf,
    verifier: string,
    key: RoomSigningKey,
    operator: string | null,
    rules: { text: string | null; signature: string | null },
  ): Promise<void> {
    await client
      .query('SELECT room_set_supervisor_password($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
        proof,
        JSON.stringify(kdf),
        verifier,
        key.publicKey,
        JSON.stringify(key.sealed),
        rules.text,
        rules.signature,
        operator,
        this.workstation,
      ])
      .catch(refusedAsWrongPassword);
  }

  /** The password's scrypt key, unless `given` is not the stored password; wrong guesses in a row make the next ones wait. */
  private async check(given: string, stored: Stored): Promise<Buffer> {
    const waitMs = this.guesses.waitMs();
    if (waitMs > 0) {
      throw new ServiceError(
        'forbidden',
        `Too many wrong control room supervisor passwords in a row: try again in ${Math.ceil(waitMs / 1000)} s; nothing was changed.`,
      );
    }
    const key = await keyIf(given, stored);
    this.guesses.answered(key !== null);
    if (key === null) throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
    return key;
  }

  private async stored(client: RoomClient): Promise<Stored | null> {
    const { rows } = await client.query<Stored>(
      'SELECT kdf, hash, public_key, private_key FROM room_supervisor_password',
    );
    return rows[0] ?? null;
  }

  /**
   * One short-lived connection per use: the password is asked for rarely. A cut network must not hang it, so
   * each statement has a limit; the scrypt between them has none, as it always ends: on a loaded workstation it
   * takes seconds, and that is not the database failing to answer.
   */
  private async withClient<T>(work: (client: RoomClient) => Promise<T>): Promise<T> {
    const client = await bounded(openRoomConnection(this.url), CALL_LIMIT_MS);
    try {
      return await work({
        query: <R extends QueryResultRow>(text: string, values?: unknown[]) =>
          bounded(client.query<R>(text, values), CALL_LIMIT_MS),
      });
    } finally {
      drop(client);
    }
  }
}

/**
 * What the room's database says when a write's proof is not the room's supervisor password (changed at
 * another workstation since it was read), as the password's own refusal.
 */
export function refusedAsWrongPassword(error: unknown): never {
  if ((error as { code?: unknown }).code === REFUSED) {
    throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
  }
  throw error;
}
