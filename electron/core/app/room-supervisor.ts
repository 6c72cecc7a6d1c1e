// The control room's supervisor password (room migration 7). In a room the rules, shift times and
// take-overs are the whole room's, so once the room has a password of its own, it is the one asked
// for at every workstation; until then each workstation's own is (as before rooms had one). Kept as a
// scrypt hash, compared in constant time; each check costs about as much as one at the workstation.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ServiceError } from '../api/errors.js';
import { bounded, drop } from '../room/bounded.js';
import { openRoomConnection } from '../room/room-connection.js';

const MIN_LENGTH = 8;
const KDF = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const CALL_LIMIT_MS = 10_000;

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

async function matches(given: string, stored: Stored): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(given, stored.kdf);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export class RoomSupervisor {
  /** Whether the room had a password when last asked (for the screens: the field is shown then). */
  knownSet = false;

  constructor(
    private readonly url: string,
    private readonly workstation: string,
  ) {}

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
  async confirm(given: string | null | undefined, forWhat: string): Promise<boolean> {
    const stored = await this.withClient((client) => this.stored(client));
    this.knownSet = stored !== null;
    if (!stored) return false;
    if (!given) {
      throw new ServiceError(
        'forbidden',
        `Only a supervisor may ${forWhat}: enter the control room's supervisor password.`,
      );
    }
    if (!(await matches(given, stored))) {
      throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
    }
    return true;
  }

  /** Sets the room's password: the current one needed once the room has one. Compared and replaced in one transaction. */
  async change(current: string | null, next: string, operator: string | null): Promise<void> {
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
        if (stored && current && !(await matches(current, stored))) {
          throw new ServiceError('forbidden', "The control room's supervisor password is wrong.");
        }
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
