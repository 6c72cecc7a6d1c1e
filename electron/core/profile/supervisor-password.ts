// The supervisor password of this station, and the signing key it unlocks. The service gives no roles
// (guard and supervisor sign in alike), so who may change the alarm rules and door instructions is
// decided here: once a supervisor sets a password, every change of the rules needs it, and the rules
// file is signed with a key only that password unlocks (see electron/core/alarms/rules-seal.ts for what
// that protects, and what it cannot).
//
// supervisor.json (0600) keeps, never the password:
// - the scrypt parameters and salt (N = 2^17: each guess costs 128 MiB and most of a second);
// - an Ed25519 public key, with which the monitor checks the rules' signature at every start, no
//   password needed;
// - the matching private key, encrypted (AES-256-GCM) under the key scrypt derives from the password:
//   a password that decrypts it is the right one, and only then can anything be signed.
// A file of the first version (a salt and a scrypt hash, no key) is still read; the next right password
// upgrades it.
//
// Wrong guesses are slowed (electron/wrong-guesses.ts): from the third wrong one in a row, each makes
// the next check wait twice as long (1 s, 2 s, 4 s, … up to 10 min), refused meanwhile with the time
// left. The count is kept in memory only: whoever can restart the monitor can read supervisor.json and
// guess offline, where no delay reaches (scrypt's cost is what slows that); the delay is for guesses
// through the screens, a remote screen's included, which cannot restart anything.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  scrypt,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WrongGuesses } from '../../wrong-guesses.js';
import { ServiceError } from '../api/errors.js';
import { writePrivateFile } from './private-files.js';

export const SUPERVISOR_FILE_NAME = 'supervisor.json';
const SUPERVISOR_PASSWORD_MIN_LENGTH = 8;

/** scrypt's cost for a new or upgraded file: N = 2^17, r = 8 (128 MiB), p = 1. */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
/** What the first version used (Node's scryptSync defaults), for reading its files. */
const LEGACY_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** The one key of the station's wrong-guess count: there is one supervisor password. */
const GUESSES = 'supervisor';

type ScryptCost = { N: number; r: number; p: number };

interface KeyedFile {
  version: 2;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  /** Ed25519, SPKI DER in base64. */
  publicKey: string;
  /** The PKCS#8 DER private key, AES-256-GCM under the scrypt key. */
  privateKey: { cipher: 'aes-256-gcm'; iv: string; data: string; tag: string };
}

interface LegacyFile {
  scheme: 'scrypt';
  salt: string;
  hash: string;
}

/** What supervisor.json says, read without the password. */
export type SupervisorKeyState =
  | { kind: 'none' }
  /** Set by a version before the rules were signed: it checks the password but has no key yet. */
  | { kind: 'legacy' }
  | { kind: 'unreadable'; problem: string }
  | { kind: 'keyed'; keyId: string; verify(message: Buffer, signature: Buffer): boolean };

/** The private key, once the password has unlocked it. */
export interface SupervisorSigner {
  keyId: string;
  sign(message: Buffer): Buffer;
}

export interface SupervisorPasswordOptions {
  now?: () => number;
  /** scrypt's cost for files written from now on (tests pass a cheaper one); default SCRYPT_COST. */
  cost?: ScryptCost;
}

export class SupervisorPassword {
  private readonly path: string;
  private readonly now: () => number;
  private readonly cost: ScryptCost;
  private readonly wrongGuesses: WrongGuesses;
  /** One check at a time, so parallel guesses cannot all slip in before the first one fails. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string, options: SupervisorPasswordOptions = {}) {
    this.path = join(dataDir, SUPERVISOR_FILE_NAME);
    this.now = options.now ?? Date.now;
    this.cost = options.cost ?? SCRYPT_COST;
    this.wrongGuesses = new WrongGuesses(this.now);
  }

  get isSet(): boolean {
    return existsSync(this.path);
  }

  /** What the file says without the password: enough to check a signature, never to make one. */
  keyState(): SupervisorKeyState {
    if (!this.isSet) return { kind: 'none' };
    let stored: KeyedFile | LegacyFile;
    try {
      stored = this.read();
    } catch (error) {
      return { kind: 'unreadable', problem: (error as Error).message };
    }
    if (!isKeyed(stored)) return { kind: 'legacy' };
    const publicKey = signingPublicKey(stored.publicKey);
    if (publicKey === null) {
      return { kind: 'unreadable', problem: `The supervisor password file (${this.path}) holds no usable public key` };
    }
    return {
      kind: 'keyed',
      keyId: keyIdOf(publicKey),
      verify: (message, signature) => verify(null, message, publicKey, signature),
    };
  }

  /**
   * Checks `given` and answers the signing key it unlocks (a first-version file is upgraded now); null
   * while no password is set. Throws a ServiceError saying what is wrong: none given, not right, too
   * many wrong guesses lately, or a file that cannot be read.
   */
  unlock(given: string | null | undefined): Promise<SupervisorSigner | null> {
    return this.oneAtATime(async () => {
      if (!this.isSet) return null;
      if (!given) {
        throw new ServiceError(
          'forbidden',
          'Only a supervisor may change the alarm rules: enter the supervisor password.',
        );
      }
      return this.unlockWith(given);
    });
  }

  /**
   * Sets a new password (the current one needed once one is set): the same signing key, encrypted
   * under the new password, or a new key where there was none. Answers the signing key.
   */
  change(current: string | null, next: string): Promise<SupervisorSigner> {
    return this.oneAtATime(async () => {
      if (next.length < SUPERVISOR_PASSWORD_MIN_LENGTH) {
        throw new ServiceError(
          'invalid-input',
          `The supervisor password must have at least ${SUPERVISOR_PASSWORD_MIN_LENGTH} characters.`,
        );
      }
      let privateKey: KeyObject;
      if (this.isSet) {
        if (!current) {
          throw new ServiceError('forbidden', 'Changing the supervisor password needs the current one.');
        }
        privateKey = (await this.unlockWith(current)).privateKey;
      } else {
        privateKey = generateKeyPairSync('ed25519').privateKey;
      }
      await this.write(next, privateKey);
      return signerOf(privateKey);
    });
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async unlockWith(given: string): Promise<SupervisorSigner & { privateKey: KeyObject }> {
    const waitMs = this.wrongGuesses.waitMs(GUESSES);
    if (waitMs > 0) {
      throw new ServiceError(
        'forbidden',
        `Too many wrong supervisor passwords in a row: try again in ${Math.ceil(waitMs / 1000)} s; nothing was changed.`,
      );
    }
    let stored: KeyedFile | LegacyFile;
    try {
      stored = this.read();
    } catch (error) {
      throw new ServiceError('forbidden', `${(error as Error).message}; nothing was changed.`);
    }
    // A first-version file has no key yet: its right password gets a new one, kept below.
    const privateKey = isKeyed(stored)
      ? await decryptPrivateKey(stored, given)
      : (await legacyMatches(stored, given))
        ? generateKeyPairSync('ed25519').privateKey
        : null;
    if (privateKey === null) {
      this.wrongGuesses.wrong(GUESSES);
      throw new ServiceError('forbidden', 'The supervisor password is not right; nothing was changed.');
    }
    this.wrongGuesses.right(GUESSES);
    if (isKeyed(stored) && stored.publicKey !== publicKeyText(privateKey)) {
      throw new ServiceError(
        'forbidden',
        `${this.path} was changed outside the monitor: its public key is not the one this password unlocks. Nothing was changed; set the password again with acs-monitor supervisor-password.`,
      );
    }
    // The first version had no key and a cheaper scrypt: the right password upgrades the file now.
    if (!isKeyed(stored) || stored.kdf.N < this.cost.N) await this.write(given, privateKey);
    return { ...signerOf(privateKey), privateKey };
  }

  private read(): KeyedFile | LegacyFile {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch (error) {
      throw new Error(`The supervisor password file (${this.path}) cannot be read: ${(error as Error).message}`);
    }
    if (isKeyedShape(parsed) || isLegacyShape(parsed)) return parsed;
    throw new Error(`The supervisor password file (${this.path}) is not in a form this monitor knows`);
  }

  private async write(password: string, privateKey: KeyObject): Promise<void> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(privateKey.export({ format: 'der', type: 'pkcs8' })), cipher.final()]);
    const stored: KeyedFile = {
      version: 2,
      kdf: { name: 'scrypt', ...this.cost, salt: salt.toString('base64') },
      publicKey: publicKeyText(privateKey),
      privateKey: {
        cipher: 'aes-256-gcm',
        iv: iv.toString('base64'),
        data: data.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
      },
    };
    writePrivateFile(this.path, `${JSON.stringify(stored, null, 2)}\n`);
  }
}

/** The key's short name, written beside each signature: which key signed. */
function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 16);
}

/** The Ed25519 public key in `text` (SPKI DER, base64), or null for anything else. */
function signingPublicKey(text: string): KeyObject | null {
  try {
    const key = createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

function publicKeyText(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
}

function signerOf(privateKey: KeyObject): SupervisorSigner {
  return { keyId: keyIdOf(createPublicKey(privateKey)), sign: (message) => sign(null, message, privateKey) };
}

/** scrypt on libuv's thread pool, not the thread that serves the screens. */
function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless told.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function decryptPrivateKey(stored: KeyedFile, given: string): Promise<KeyObject | null> {
  const { N, r, p, salt } = stored.kdf;
  const key = await derive(given, Buffer.from(salt, 'base64'), { N, r, p });
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(stored.privateKey.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(stored.privateKey.tag, 'base64'));
  try {
    const der = Buffer.concat([decipher.update(Buffer.from(stored.privateKey.data, 'base64')), decipher.final()]);
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return null; // the authentication tag does not match: another password
  }
}

async function legacyMatches(stored: LegacyFile, given: string): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(given, Buffer.from(stored.salt, 'base64'), LEGACY_COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function isKeyed(stored: KeyedFile | LegacyFile): stored is KeyedFile {
  return 'version' in stored;
}

function isKeyedShape(value: unknown): value is KeyedFile {
  const file = value as Partial<KeyedFile> | null;
  const kdf = file?.kdf;
  const cost = [kdf?.N, kdf?.r, kdf?.p];
  return (
    file?.version === 2 &&
    kdf?.name === 'scrypt' &&
    cost.every((n) => Number.isInteger(n) && (n as number) > 0) &&
    typeof kdf.salt === 'string' &&
    typeof file.publicKey === 'string' &&
    file.privateKey?.cipher === 'aes-256-gcm' &&
    [file.privateKey.iv, file.privateKey.data, file.privateKey.tag].every((part) => typeof part === 'string')
  );
}

function isLegacyShape(value: unknown): value is LegacyFile {
  const file = value as Partial<LegacyFile> | null;
  return file?.scheme === 'scrypt' && typeof file.salt === 'string' && typeof file.hash === 'string';
}
