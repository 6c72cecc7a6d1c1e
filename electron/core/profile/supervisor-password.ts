// The supervisor password of this station. The service gives no roles (guard and supervisor sign in
// alike), so who may change the alarm rules and door instructions is decided here: once a
// supervisor sets a password, every change of the rules needs it. Kept in the profile as
// supervisor.json (0600), never in plain: a random salt and its scrypt hash, compared in constant time.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from '../api/errors.js';
import { writePrivateFile } from './private-files.js';

export const SUPERVISOR_FILE_NAME = 'supervisor.json';
const SUPERVISOR_PASSWORD_MIN_LENGTH = 8;

interface StoredPassword {
  scheme: 'scrypt';
  salt: string;
  hash: string;
}

const KEY_LENGTH = 32;

export class SupervisorPassword {
  private readonly path: string;

  constructor(private readonly dataDir: string) {
    this.path = join(dataDir, SUPERVISOR_FILE_NAME);
  }

  get isSet(): boolean {
    return existsSync(this.path);
  }

  /** Throws, naming what is wrong, unless no password is set or `given` is it. */
  check(given: string | null | undefined): void {
    if (!this.isSet) return;
    if (!given)
      throw new ServiceError(
        'forbidden',
        'Only a supervisor may change the alarm rules: enter the supervisor password.',
      );
    if (!this.matches(given))
      throw new ServiceError('forbidden', 'The supervisor password is not right; nothing was changed.');
  }

  /** Sets a new password; once one is set, the current one is needed to change it. */
  change(current: string | null, next: string): void {
    this.check(current);
    if (next.length < SUPERVISOR_PASSWORD_MIN_LENGTH) {
      throw new ServiceError(
        'invalid-input',
        `The supervisor password must have at least ${SUPERVISOR_PASSWORD_MIN_LENGTH} characters.`,
      );
    }
    const salt = randomBytes(16);
    const stored: StoredPassword = {
      scheme: 'scrypt',
      salt: salt.toString('base64'),
      hash: scryptSync(next, salt, KEY_LENGTH).toString('base64'),
    };
    writePrivateFile(this.path, `${JSON.stringify(stored)}\n`);
  }

  private matches(given: string): boolean {
    let stored: StoredPassword;
    try {
      stored = JSON.parse(readFileSync(this.path, 'utf8')) as StoredPassword;
    } catch {
      throw new ServiceError(
        'forbidden',
        `The supervisor password file (${this.path}) cannot be read; nothing was changed.`,
      );
    }
    const expected = Buffer.from(stored.hash, 'base64');
    const actual = scryptSync(given, Buffer.from(stored.salt, 'base64'), KEY_LENGTH);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
