// The control room's supervisor password (room migration 7). In a room the rules, shift times and
// take-overs are the whole room's, so once the room has a password of its own, it is the one asked
// for at every workstation; until then each workstation's own is (as before rooms had one). Kept as a
// scrypt hash, compared in constant time; each check costs about as much as one at the workstation, and
// wrong guesses are slowed as there (guess-throttle.ts), per room. The scrypt parameters are read from
// the database, which every workstation can write: only the ones this monitor writes are accepted, so a
// row cannot make each check take gigabytes.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ServiceError } from '../api/errors.js';
import { GuessThrottle } from '../profile/guess-throttle.js';
import { bounded, drop } from '../room/bounded.js';
import { openRoomConnection } from '../room/room-connection.js';

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

/** The room keeps the SHA-256 of the scrypt key (room migration 11), not the key, which is the proof. */
function verifierOf(proof: Buffer): string {
  return createHash('sha256').update(proof).digest('base64');
}

/** The proof `given` makes (the scrypt key, base64) when it is the stored password; else null. */
async function proofIf(given: string, stored: Stored): Promise<string | null> {
  const problem = storedProblem(stored);
  if (problem) throw new ServiceError('forbidden', problem);
  const expected = Buffer.from(stored.hash, 'base64');
  const proof = await derive(given, stored.kdf);
  const actual = Buffer.from(verifierOf(proof), 'base64');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? proof.toString('base64') : null;
}

/** The room's functions refuse a write without the password's proof with this SQLSTATE. */
const REFUSED = '42501';

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
   * Refuses unless `given` is the room's password, and answers its proof, which the room's database asks
   * for to change its rules or shift times. Answers null, checking nothing, when the room has none: the
   * workstation's own is asked for then.
   */
  confirm(given: string | null | undefined, forWhat: string): Promise<string | null> {
    return this.guesses.oneAtATime(async () => {
      const stored = await this.withClient((client) => this.stored(client));
      this.knownSet = stored !== null;
      if (!stored) return null;
      if (!given) {
        throw new ServiceError(
          'forbidden',
          `Only a supervisor may ${forWhat}: enter the control room's supervisor password.`,
        );
      }
      return this.check(given, stored);
    });
  }

  /**
   * Sets the room's password: the current one needed once the room has one. The room's database checks
   * the current one's proof again as it replaces it (room migration 11), so a race cannot slip past.
   */
  change(current: string | null, next: string, operator: string | null): Promise<void> {
    return this.guesses.oneAtATime(() => this.changeNow(current, next, operator));
  }

  private async changeNow(current: string | null, next: string, operator: string | null): Promise<void> {
    if (next.length < MIN_LENGTH) {
      throw new ServiceError('invalid-input', `The supervisor password must have at least ${MIN_LENGTH} characters.`);
    }
    const kdf: Kdf = { ...KDF, salt: randomBytes(16).toString('base64') };
    const verifier = verifierOf(await derive(next, kdf));
    await this.withClient(async (client) => {
      const stored = await this.stored(client);
      if (stored && !current) {
        throw new ServiceError('forbidden', "Changing the control room's supervisor password needs the current one.");
      }
      const proof = stored && current ? await this.check(current, stored) : null;
      await client
        .query('SELECT room_set_supervisor_password($1, $2, $3, $4, $5)', [
          proof,
          JSON.stringify(kdf),
          verifier,
          operator,
          this.workstation,
        ])
        .catch(refusedAsWrongPassword);
      this.knownSet = true;
    });
  }

  /** The proof of `given`, unless it is not the stored password; wrong guesses in a row make the next ones wait. */
  private async check(given: string, stored: Stored): Promise<string> {
    const waitMs = this.guesses.waitMs();
    if (waitMs > 0) {
      throw new ServiceError(
        'forbidden',
        `Too many wrong control room supervisor passwords in a row: try again in ${Math.ceil(waitMs / 1000)} s; nothing was changed.`,
      );
    }
    const proof = await proofIf(given, stored);
    this.guesses.answered(proof !== null);
    if (proof === null) throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
    return proof;
  }

  private async stored(client: { query: (text: string) => Promise<{ rows: Stored[] }> }): Promise<Stored | null> {
    const { rows } = await client.query('SELECT kdf, hash FROM room_supervisor_password');
    return rows[0] ?? null;
  }

  /** One short-lived connection per use: the password is asked for rarely, and a cut network must not hang it. */
  private async withClient<T>(
    work: (client: Awaited<ReturnType<typeof openRoomConnection>>) => Promise<T>,
  ): Promise<T> {
    const client = await bounded(openRoomConnection(this.url), CALL_LIMIT_MS);
    try {
      return await bounded(work(client), CALL_LIMIT_MS + 5_000);
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
