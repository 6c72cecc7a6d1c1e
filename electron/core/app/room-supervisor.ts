// The control room's supervisor password (room migration 7). In a room the rules, shift times and
// take-overs are the whole room's, so once the room has a password of its own, it is the one asked
// for at every workstation; until then each workstation's own is (as before rooms had one). Kept as a
// scrypt hash, compared in constant time; each check costs about as much as one at the workstation, and
// wrong guesses are slowed as there (guess-throttle.ts), per room. The scrypt parameters are read from
// the database, which every workstation can write: only the ones this monitor writes are accepted, so a
// row cannot make each check take gigabytes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
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

async function matches(given: string, stored: Stored): Promise<boolean> {
  const problem = storedProblem(stored);
  if (problem) throw new ServiceError('forbidden', problem);
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(given, stored.kdf);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
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
   * Refuses unless `given` is the room's password. Answers false, checking nothing, when the room has
   * none: the workstation's own is asked for then.
   */
  confirm(given: string | null | undefined, forWhat: string): Promise<boolean> {
    return this.guesses.oneAtATime(async () => {
      const stored = await this.withClient((client) => this.stored(client));
      this.knownSet = stored !== null;
      if (!stored) return false;
      if (!given) {
        throw new ServiceError(
          'forbidden',
          `Only a supervisor may ${forWhat}: enter the control room's supervisor password.`,
        );
      }
      await this.check(given, stored);
      return true;
    });
  }

  /** Sets the room's password: the current one needed once the room has one. Compared and replaced in one transaction. */
  change(current: string | null, next: string, operator: string | null): Promise<void> {
    return this.guesses.oneAtATime(() => this.changeNow(current, next, operator));
  }

  private async changeNow(current: string | null, next: string, operator: string | null): Promise<void> {
    if (next.length < MIN_LENGTH) {
      throw new ServiceError('invalid-input', `The supervisor password must have at least ${MIN_LENGTH} characters.`);
    }
    const kdf: Kdf = { ...KDF, salt: randomBytes(16).toString('base64') };
    const hash = (await derive(next, kdf)).toString('base64');
    await this.withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const stored = await this.stored(client, 'FOR UPDATE');
        if (stored && !current) {
          throw new ServiceError('forbidden', "Changing the control room's supervisor password needs the current one.");
        }
        if (stored && current) await this.check(current, stored);
        await client.query(
          `INSERT INTO room_supervisor_password (only_row, kdf, hash, set_by, workstation, set_at)
           VALUES (true, $1, $2, $3, $4, now())
           ON CONFLICT (only_row) DO UPDATE SET kdf = $1, hash = $2, set_by = $3, workstation = $4, set_at = now()`,
          [JSON.stringify(kdf), hash, operator, this.workstation],
        );
        await client.query('COMMIT');
        this.knownSet = true;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Throws unless `given` is the stored password; wrong guesses in a row make the next ones wait. */
  private async check(given: string, stored: Stored): Promise<void> {
    const waitMs = this.guesses.waitMs();
    if (waitMs > 0) {
      throw new ServiceError(
        'forbidden',
        `Too many wrong control room supervisor passwords in a row: try again in ${Math.ceil(waitMs / 1000)} s; nothing was changed.`,
      );
    }
    const right = await matches(given, stored);
    this.guesses.answered(right);
    if (!right) throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
  }

  private async stored(
    client: { query: (text: string) => Promise<{ rows: Stored[] }> },
    lock = '',
  ): Promise<Stored | null> {
    const { rows } = await client.query(`SELECT kdf, hash FROM room_supervisor_password ${lock}`);
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
