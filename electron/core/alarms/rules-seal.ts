// The rules file's signature: alarm-rules.signature.json (0600) beside alarm-rules.json, made with the
// supervisor's key (electron/core/profile/supervisor-password.ts) over the file's exact bytes, door and
// customer instructions included. The monitor checks it at every start with the public key alone.
//
// What a guard with the profile folder but not the password can do, and what not:
// - edit alarm-rules.json (to {"alarm": "none"}, say): the signature no longer matches; the file is
//   refused, the defaults apply, and the Rules screen and the start say so;
// - delete alarm-rules.json: the defaults apply (a floor, never weaker rules); its signature, left
//   behind, makes the Rules screen say the file was removed;
// - delete supervisor.json: the signature can no longer be checked; the rules file is refused, the
//   defaults apply, and the Rules screen says this is tampering;
// - put back an older file and its signature, both once signed by this station's supervisor: accepted
//   (nothing outside the profile remembers which signed file is the newest);
// - delete supervisor.json, the rules and the signature together: the station is as new, with the
//   defaults and the screen's "no supervisor password is set"; setting a password then is open to
//   anyone at the workstation, as on a new station. Only the OS can stop that: a profile folder the
//   guard's account cannot write (the monitor under an account of its own).
// - cannot: sign rules, or change the password, or guess it faster than scrypt allows offline (through
//   the screens, wrong guesses are slowed too).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { replaceProfileFile } from './profile-file.js';

export const SIGNATURE_FILE_NAME = 'alarm-rules.signature.json';
const MESSAGE_PREFIX = 'acs-monitor alarm rules v1\n';

export interface RulesSigner {
  keyId: string;
  sign(message: Buffer): Buffer;
}

export interface RulesVerifier {
  keyId: string;
  verify(message: Buffer, signature: Buffer): boolean;
}

/** How far a rules file can be trusted, from what supervisor.json says. */
export type RulesTrust =
  /** No supervisor password: anyone at the station may change the rules, which are kept unsigned. */
  | { kind: 'open' }
  | { kind: 'sealed'; verifier: RulesVerifier }
  /** A password file that holds no key (an older version's) or cannot be read: no signature can be checked. */
  | { kind: 'unverifiable'; why: string };

/** What the signature file says about a rules file's text. */
export type SealVerdict = 'signed' | 'unsigned' | 'wrong';

interface SignatureFile {
  version: 1;
  algorithm: 'ed25519';
  keyId: string;
  /** Of the rules file's text, for a person comparing copies. */
  sha256: string;
  signature: string;
}

export class RulesSeal {
  private readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, SIGNATURE_FILE_NAME);
  }

  /** Whether a signature file is present (even one that no longer matches anything). */
  get exists(): boolean {
    try {
      readFileSync(this.path);
      return true;
    } catch {
      return false;
    }
  }

  verdict(text: string, verifier: RulesVerifier): SealVerdict {
    let stored: Partial<SignatureFile>;
    try {
      stored = JSON.parse(readFileSync(this.path, 'utf8')) as Partial<SignatureFile>;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'unsigned' : 'wrong';
    }
    if (stored.algorithm !== 'ed25519' || stored.keyId !== verifier.keyId || typeof stored.signature !== 'string') {
      return 'wrong';
    }
    return verifier.verify(messageOf(text), Buffer.from(stored.signature, 'base64')) ? 'signed' : 'wrong';
  }

  sign(text: string, signer: RulesSigner): void {
    const file: SignatureFile = {
      version: 1,
      algorithm: 'ed25519',
      keyId: signer.keyId,
      sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      signature: signer.sign(messageOf(text)).toString('base64'),
    };
    replaceProfileFile(this.path, `${JSON.stringify(file, null, 2)}\n`);
  }

  /** A station without a supervisor password keeps its rules unsigned. */
  remove(): void {
    rmSync(this.path, { force: true });
  }
}

function messageOf(text: string): Buffer {
  return Buffer.from(MESSAGE_PREFIX + text, 'utf8');
}
